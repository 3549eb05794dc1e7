"""Game records (issue 42): ``herotable saves export`` then ``saves import`` gives
back the same game in every game; tampered records and bad command lines are
refused in one line. The public record's secrecy is tested in
test_records_public.py; the layout is docs/record-format.md."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import engine
import saves
from engine.core import Action
from saves import record
from saves.record_text import BadRecord, action_line, parse
from tui import cli

SEATS = [{"name": "Ana", "kind": "human", "bot": None},
         {"name": "Bo Ørn", "kind": "ai", "bot": "heuristic"},
         {"name": "Cy", "kind": "ai", "bot": "ismcts:2s"},
         {"name": "Di", "kind": "human", "bot": None}]


def played(game_id: str, players: int = 2, seed: int = 11, actions: int = 150,
           options: dict | None = None):
    """A game after up to ``actions`` random legal actions (fewer if it ends)."""
    game = engine.load_game(game_id)
    state = game.new_game(players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    while not state.is_over() and len(state.history) < actions:
        state.apply(chooser.choice(state.legal_actions()))
    return state


def orc_options(scenario_index: int = 1) -> dict:
    """Orc Wars with a scenario other than the first."""
    return {"scenario": engine.load_game("orc-wars").scenarios[scenario_index]}


CASES = [("herocard-duel", 3, None), ("orc-wars", 3, orc_options()),
         ("hero-realms", 2, None), ("no-time-for-heroes", 2, None),
         ("heroes-of-timeline", 2, None), ("pack-of-heroes", 2, None),
         ("herocard-duel", 2, None), ("hero-realms", 4, None)]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    return folder


def _run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def _error(capsys, *argv) -> str:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and "Traceback" not in err and out == "", (code, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("herotable: "), err
    return lines[0]


def _without_date(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("[Date ")]


@pytest.mark.parametrize("game_id,players,options", CASES)
def test_export_then_import_gives_the_same_game(tmp_path, folder, capsys, game_id, players,
                                                options):
    state = played(game_id, players, seed=len(game_id) + players, options=options)
    save = saves.write(tmp_path / "game.htsave", state, seats=SEATS[:players])
    code, text, _ = _run(capsys, "saves", "export", save)
    assert code == 0 and f"[Actions {len(state.history)}]" in text
    assert text.splitlines()[-1] == f'[StateHash "{engine.state_hash(state)}"]'
    (tmp_path / "game.htrec").write_text(text, encoding="utf-8")
    code, out, _ = _run(capsys, "saves", "import", tmp_path / "game.htrec")
    assert code == 0, out
    made = [p for p in folder.iterdir() if p.suffix == ".htsave"]
    assert len(made) == 1 and made[0].name.startswith(f"{game_id}-")
    assert f"resume it with: herotable load {made[0]}" in out
    back = saves.read(made[0])
    assert engine.state_hash(back.state) == engine.state_hash(state)
    assert back.state.history == state.history and back.seats == SEATS[:players]
    assert back.state.is_over() == state.is_over() and back.sealed
    code, again, _ = _run(capsys, "saves", "export", made[0])   # the text round-trips exactly
    assert _without_date(again) == _without_date(text)


def test_a_finished_game_says_who_won_and_import_checks_it(tmp_path, folder):
    state = played("herocard-duel", 2, seed=3, actions=400)
    assert state.is_over() and state.winners() == [1]
    text = record.record_of(state, SEATS[:2])
    assert '[Result "2"]' in text.splitlines()
    forged = tmp_path / "forged.htrec"
    forged.write_text(text.replace('[Result "2"]', '[Result "1"]'))
    with pytest.raises(BadRecord, match=r"the Result tag \(1\) is not the replayed game's \(2\)"):
        record.import_record(forged, folder)


def test_a_campaign_game_exports_its_campaign_and_imports_as_a_game_of_its_own(tmp_path,
                                                                              folder):
    state = played("orc-wars", 2, seed=5, actions=80, options=orc_options(0))
    save = saves.write(tmp_path / "camp.htsave", state, campaign_id="ana-and-bo")
    text = record.export_save(save)
    assert '[Campaign "ana-and-bo"]' in text.splitlines()
    (tmp_path / "camp.htrec").write_text(text)
    made = record.import_record(tmp_path / "camp.htrec", folder, out=tmp_path / "alone.htsave")
    back = saves.read(made)
    assert made == tmp_path / "alone.htsave" and back.campaign_id is None
    assert engine.state_hash(back.state) == engine.state_hash(state)


def test_the_text_of_a_short_game_exactly(race_game, monkeypatch):
    monkeypatch.setattr(record, "engine_version", lambda: "9.9.9")
    state = race_game.new_game(players=2, seed=4)
    for action in (Action.make("step", "Step 2", n=2), Action.make("roll", "Roll"),
                   Action.make("step", "Step 1", n=1)):
        state.apply(action)
    text = record.record_of(state, [{"name": "Ana"}, {"name": "Bo", "kind": "ai",
                                                      "bot": "random"}],
                            created="2030-01-02T10:24:00+00:00")
    assert text == "\n".join([
        "; herotable game record (docs/record-format.md)",
        '[Format "herotable-record 1"]',
        '[Game "test-race"]',
        '[Title "Race to ten (test game)"]',
        '[Date "2030-01-02T10:24:00+00:00"]',
        '[Engine "9.9.9"]',
        "[Players 2]",
        '[Seat1 {"name": "Ana", "kind": "human", "bot": null}]',
        '[Seat2 {"name": "Bo", "kind": "ai", "bot": "random"}]',
        '[Options {"target": 10}]',
        "[Rules 1]",
        "[Seed 4]",
        "[Actions 3]",
        '[Result "*"]',
        "",
        "Turn 1",
        '1. seat 1 step {"n": 2} ; Step 2',
        "2. seat 2 roll {} ; Roll",
        "Turn 2",
        '3. seat 1 step {"n": 1} ; Step 1',
        "",
        f'[StateHash "{engine.state_hash(state)}"]',
        ""])


@pytest.mark.parametrize("data", [
    {"kind": "play", "args": {"card": "gold"}},
    {"kind": "x", "args": {"a": True, "b": 1, "c": None, "d": "", "e": -7}},
    {"kind": "place", "args": {"hex": [[-1, 2], [3, [4, False]]], "text": 'a ; b ] "c"\n\u2028'}},
    {"kind": "odd kind; \"quoted\"", "args": {}},
    {"kind": "move", "args": {"to": 2 ** 70, "name": "Zoë \x1b]0;x\x07"}},
])
def test_an_action_line_reads_back_as_the_same_action(data):
    line = action_line(1, 2, data, "Label with\nline break ; and more")
    assert "\n" not in line and all(ch.isprintable() for ch in line)
    parsed = parse(line.rjust(len(line) + 3) + "\r\n").actions
    assert len(parsed) == 1 and parsed[0].number == 1 and parsed[0].seat == 2
    assert parsed[0].data == data
    original, back = Action.from_data(data), Action.from_data(parsed[0].data)
    assert back == original
    assert [type(v) for _, v in back.args] == [type(v) for _, v in original.args]


def _record_file(tmp_path, state) -> tuple[Path, list[str]]:
    path = tmp_path / "game.htrec"
    text = record.record_of(state, SEATS[:state.num_players],
                            created="2030-01-02T10:24:00.123456+00:00")
    path.write_text(text)
    return path, text.splitlines()


def _action_index(lines: list[str], number: int) -> int:
    return next(i for i, line in enumerate(lines) if line.startswith(f"{number}. "))


@pytest.mark.parametrize("game_id", ["herocard-duel", "hero-realms", "pack-of-heroes"])
def test_a_tampered_action_is_refused_naming_it(tmp_path, folder, capsys, game_id):
    state = played(game_id, 2, seed=9, actions=60)
    path, lines = _record_file(tmp_path, state)
    probe = state.game.new_game(players=2, seed=state.seed, options=dict(state.options))
    for action in state.history[:30]:
        probe.apply(action)
    legal = probe.legal_actions()
    stranger = next(a for a in reversed(state.history) if a not in legal)
    index = _action_index(lines, 31)
    seat = lines[index].split()[2]
    lines[index] = action_line(31, int(seat) - 1, stranger.to_data(), "")
    path.write_text("\n".join(lines) + "\n")
    message = _error(capsys, "saves", "import", path)
    assert f"action 31 (line {index + 1}: {stranger.kind} " in message
    assert "is not legal here" in message
    assert not list(folder.glob("*.htsave"))


def test_another_legal_action_is_refused_by_the_hash(tmp_path, folder):
    state = played("herocard-duel", 2, seed=9, actions=60)
    path, lines = _record_file(tmp_path, state)
    probe = state.game.new_game(players=2, seed=state.seed, options=dict(state.options))
    for action in state.history[:-1]:
        probe.apply(action)
    other = next(a for a in probe.legal_actions() if a != state.history[-1])
    index = _action_index(lines, len(state.history))
    lines[index] = action_line(len(state.history), probe.current_player, other.to_data(), "")
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(BadRecord, match="does not reach the record's final state hash"):
        record.import_record(path, folder)


def test_a_wrong_hash_is_refused(tmp_path, folder, capsys):
    state = played("hero-realms", 2, seed=2, actions=40)
    path, lines = _record_file(tmp_path, state)
    lines[-1] = f'[StateHash "{"0" * 64}"]'
    path.write_text("\n".join(lines) + "\n")
    message = _error(capsys, "saves", "import", path)
    assert message.endswith("replaying its 40 actions does not reach the record's final "
                            "state hash (the StateHash differs)")


def test_a_seat_that_did_not_decide_is_refused(tmp_path, folder):
    state = played("herocard-duel", 2, seed=9, actions=20)
    path, lines = _record_file(tmp_path, state)
    index = _action_index(lines, 1)
    lines[index] = lines[index].replace("1. seat 1 ", "1. seat 2 ")
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(BadRecord, match=r"action 1 \(line \d+: .*it names seat 2, but seat 1 "
                                        r"decides here"):
        record.import_record(path, folder)


def test_import_is_lenient(tmp_path, folder):
    state = played("orc-wars", 2, seed=4, actions=60, options=orc_options(2))
    _, lines = _record_file(tmp_path, state)
    loose = ["", "; shared by Ana, with notes", "% a line of another program's notes"]
    for line in lines:
        if line.startswith("Turn "):
            continue   # turn lines are help for readers
        if line[:1].isdigit():
            line = line.split(" ; ")[0].replace(". seat ", " .   seat  ")   # no label, spaces
            loose += ["   ", f"  {line}  ; my own comment"]
        else:
            loose.append(f"  {line} ")
    loose.insert(20, '{undo {"at": 3, "seat": 0, "removed": []}}')
    loose.insert(21, "{hint}")
    path = tmp_path / "loose.htrec"
    path.write_bytes(("\ufeff" + "\r\n".join(loose) + "\r\n").encode("utf-8"))
    made = record.import_record(path, folder)
    assert engine.state_hash(saves.read(made).state) == engine.state_hash(state)


def test_import_never_writes_over_a_file(tmp_path, folder, capsys):
    state = played("herocard-duel", 2, seed=9, actions=20)
    path, _ = _record_file(tmp_path, state)
    first = record.import_record(path, folder)
    second = record.import_record(path, folder)
    assert first.name == "herocard-duel-20300102-102400.htsave"
    assert second.name == "herocard-duel-20300102-102400-2.htsave"
    kept = tmp_path / "kept.htsave"
    kept.write_bytes(b"mine")
    message = _error(capsys, "saves", "import", path, "-o", kept)
    assert "a file is already there; not overwritten" in message
    assert kept.read_bytes() == b"mine"


def test_a_public_record_cannot_be_imported(tmp_path, folder, capsys):
    state = played("herocard-duel", 2, seed=9, actions=20)
    save = saves.write(tmp_path / "game.htsave", state)
    public = tmp_path / "public.htrec"
    assert _run(capsys, "saves", "export", save, "--public", "-o", public)[0] == 0
    message = _error(capsys, "saves", "import", public)
    assert message.endswith("this is a public record (--public): it has no seed and no action "
                            "data, so it cannot be made into a save")


def test_export_never_writes_over_a_file(tmp_path, folder, capsys):
    state = played("herocard-duel", 2, seed=9, actions=20)
    save = saves.write(tmp_path / "game.htsave", state)
    target = tmp_path / "notes.txt"
    target.write_text("my notes")
    assert "not overwritten" in _error(capsys, "saves", "export", save, "-o", target)
    assert target.read_text() == "my notes"
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("argv,words", [
    (["saves", "export"], "required: path"),
    (["saves", "import"], "required: path"),
    (["saves", "export", "x.htsave", "--bogus"], "unrecognized arguments: --bogus"),
    (["saves", "export", "x.htsave", "-o", " "], "-o needs a file name"),
    (["saves", "import", "x.htrec", "-o", ""], "-o needs a file name"),
    (["saves", "export", "", "--public"], "needs the path"),
    (["saves", "export", "{tmp}/missing.htsave"], "missing.htsave"),
    (["saves", "import", "{tmp}/missing.htrec"], "cannot read the record"),
    (["saves", "import", "{tmp}"], "cannot read the record"),
    (["saves", "import", "{tmp}/binary.htrec"], "not a game record (not UTF-8 text)"),
    (["saves", "import", "{tmp}/game.htsave"], "not a game record (not UTF-8 text)"),
    (["saves", "import", "{tmp}/junk.htrec"], "line 2: not a tag, an action, a turn or a "
                                              "comment ('Hello there')"),
    (["saves", "import", "{tmp}/nogame.htrec"], "has no [Game ...] tag"),
    (["saves", "export", "{tmp}/junk.htrec"], "junk.htrec"),
])
def test_bad_command_lines_and_files_give_one_line_and_exit_2(tmp_path, folder, capsys, argv,
                                                              words):
    saves.write(tmp_path / "game.htsave", played("herocard-duel", 2, actions=5))
    (tmp_path / "binary.htrec").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "junk.htrec").write_text("; hi\nHello there\n")
    (tmp_path / "nogame.htrec").write_text('[Format "herotable-record 1"]\n[Seed 1]\n')
    line = _error(capsys, *[a.replace("{tmp}", str(tmp_path)) for a in argv])
    assert words in line


def test_a_full_record_of_a_game_in_play_warns_that_it_shows_every_hand(tmp_path, capsys):
    playing = saves.write(tmp_path / "playing.htsave", played("herocard-duel", 2, actions=20))
    over = saves.write(tmp_path / "over.htsave", played("herocard-duel", 2, seed=3, actions=400))
    code, out, err = _run(capsys, "saves", "export", playing)
    assert code == 0 and "[Seed " in out
    assert err.splitlines() == ["note: this record holds the seed, so it shows every hand of a "
                                "game still in play; --public shares only what every seat saw"]
    for argv in (["saves", "export", playing, "--public"], ["saves", "export", over]):
        code, out, err = _run(capsys, *argv)
        assert code == 0 and out and err == ""


def test_the_table_section_travels_in_a_full_record_and_only_undos_in_a_public_one(
        tmp_path, folder):
    """Undo and hint records (issue 42) are written where they happened: a full
    record carries them back into the imported save; a public one says only who
    took back a move, with no hint and nothing of the moves taken back."""
    from saves.table_record import default_table
    state = played("herocard-duel", actions=40)
    taken = state.history[20]
    table = default_table(undo=True, hints=False)
    table["undos"].append({"at": 12, "seat": 1, "removed": [taken.to_data()]})
    table["hint_log"].append({"at": 30, "seat": 0, "level": "normal",
                              "choices": [["Secret Hint Choice", 900], ["Pass", 100]]})
    table["answers"].append([engine.state_hash(state), taken.to_data()])
    path = saves.write(tmp_path / "g.htsave", state,
                       seats=[{"name": "Ana"}, {"name": "Bo"}], table=table)
    full = record.export_save(path)
    lines = full.splitlines()
    undo_at = next(i for i, line in enumerate(lines) if line.startswith("{undo"))
    assert lines[undo_at + 1].startswith("13. seat")       # before the 13th action
    rec = tmp_path / "g.htrec"
    rec.write_text(full)
    again = saves.read(record.import_record(rec, folder))
    assert again.table == table and again.state_hash == engine.state_hash(state)
    public = record.export_save(path, public=True)
    assert "Bo took back a move." in public and '{undo {"seat": 2}}' in public
    assert "Secret Hint Choice" not in public and "hint" not in public
    assert taken.to_data()["kind"] + " {" not in public and "answers" not in public


def test_bad_table_lines_are_refused_in_one_line(tmp_path, folder):
    state = played("herocard-duel", actions=10)
    path = saves.write(tmp_path / "g.htsave", state, table=default_table_with_undo())
    text = record.export_save(path).replace('"seat": 1, "removed"', '"seat": 8, "removed"')
    rec = tmp_path / "bad.htrec"
    rec.write_text(text)
    with pytest.raises(BadRecord) as caught:
        record.import_record(rec, folder)
    assert "undo's seat is out of range" in str(caught.value)
    assert "\n" not in str(caught.value)


def default_table_with_undo():
    from saves.table_record import default_table
    table = default_table()
    table["undos"].append({"at": 3, "seat": 0, "removed": [{"kind": "pass", "args": {}}]})
    return table


def test_a_solo_game_records_its_score_as_its_result(tmp_path, folder):
    """No Time For Heroes solo (issue 45): the result of a lost solo game is its score,
    not a draw; the record says so and import checks it."""
    state = played("no-time-for-heroes", players=1, seed=3, actions=5000,
                   options={"mode": "solo"})
    assert state.is_over()
    path = saves.write(tmp_path / "solo.htsave", state)
    text = record.export_save(path)
    result = "score " + str(state.seat_score(0)) if not state.winners() else "1"
    assert f'[Result "{result}"]' in text
    rec = tmp_path / "solo.htrec"
    rec.write_text(text)
    assert saves.read(record.import_record(rec, folder)).state_hash == engine.state_hash(state)
