"""``herotable saves list|show|verify`` as the save layer sees it: columns, errors, exit 2."""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import msgpack
import pytest

import saves
from tui import cli

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format1"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    return folder


def _run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _error(capsys, *argv) -> str:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and "Traceback" not in err, (code, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("herotable: "), err
    return lines[0]


def test_list_has_file_game_scenario_players_turn_last_played(capsys, folder, play,
                                                              monkeypatch):
    monkeypatch.setattr(saves.header, "now_iso", lambda: "2030-05-06T07:08:09.000000+00:00")
    saves.write(folder / "a.htsave", play(actions=5),
                seats=[{"name": "Ana"}, {"name": "Bo", "kind": "ai", "bot": "random"}])
    code, out, _ = _run(capsys, "saves", "list")
    assert code == 0
    assert out.splitlines() == [
        "File\tGame\tScenario\tPlayers\tTurn\tLast played\tState",
        "a.htsave\ttest-race\t-\tAna, Bo\t3\t2030-05-06 07:08 UTC\tin play"]


def test_list_as_a_table_on_a_terminal(capsys, folder, play, monkeypatch):
    saves.write(folder / "a.htsave", play(actions=5))
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    code, out, _ = _run(capsys, "--ascii", "saves", "list")
    assert code == 0
    out = re.sub(r"\x1b\[[0-9;]*m", "", out)
    header = next(line for line in out.splitlines() if "File" in line)
    words = header.replace("|", " ").split()
    assert words == ["File", "Game", "Scenario", "Players", "Turn", "Last", "played", "State"]


def test_list_shows_broken_files_and_their_backups(capsys, folder, play):
    path = folder / "g.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=3))
    path.write_bytes(b"junk")
    code, out, _ = _run(capsys, "saves", "list")
    assert code == 0
    [header, line] = out.splitlines()
    assert header.startswith("File\t")
    assert line.startswith("g.htsave\t") and "not a herotable save" in line
    assert f"its backup reads: herotable saves restore {path}" in line


def test_show_reads_format_and_trust(capsys, folder, play):
    path = saves.write(folder / "g.htsave", play(actions=4))
    code, out, _ = _run(capsys, "saves", "show", str(path))
    assert code == 0
    assert "game: test-race" in out and "actions: 4" in out
    assert f"format: {saves.FORMAT}, checksum ok, sealed in this folder" in out
    assert "state hash: " + saves.read(path).state_hash in out


def test_show_an_old_format_file(capsys, folder):
    path = folder / "old.htsave"
    shutil.copyfile(FIXTURES / "test-race-2p.htsave", path)
    code, out, _ = _run(capsys, "saves", "show", str(path))
    assert code == 0 and "format: 1 (upgraded on the next save), no checksum" in out


def test_verify_replays_strictly_and_exits_0(capsys, folder, play):
    path = saves.write(folder / "g.htsave", play(actions=4))
    code, out, _ = _run(capsys, "saves", "verify", str(path))
    assert code == 0 and out.startswith(f"ok: {path} (test-race, 4 actions replayed")


def _newer(path):
    data = msgpack.unpackb(path.read_bytes())
    data["format"] = saves.FORMAT + 1
    path.write_bytes(msgpack.packb(data))


def _replay_mismatch(path):
    from saves import files
    from saves import format as fmt
    data = msgpack.unpackb(path.read_bytes())
    data["actions"][0], data["actions"][1] = data["actions"][1], data["actions"][0]
    data["snapshot"] = None
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    path.write_bytes(fmt.encode_sealed(body, files.read_key(path.parent)))


@pytest.mark.parametrize("damage, words", [
    (lambda p: p.write_text("hello"), "not a herotable save file"),
    (lambda p: p.write_bytes(p.read_bytes()[:60]), "truncated"),
    (_newer, f"save format {saves.FORMAT + 1}"),
    (_replay_mismatch, "does not give the saved state"),
    (lambda p: p.unlink(), "no such file"),
])
@pytest.mark.parametrize("command", ["verify", "show", "load"])
def test_bad_saves_exit_2_with_one_line_naming_the_file(capsys, folder, play, damage, words,
                                                        command):
    path = folder / "g.htsave"
    state = play(actions=0)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[1])
    saves.write(path, state)
    damage(path)
    args = ["saves", command, str(path)] if command != "load" else ["load", str(path)]
    line = _error(capsys, *args)
    assert str(path) in line and words in line and "its backup" not in line


def test_a_bad_save_with_a_good_backup_names_the_backup(capsys, folder, play):
    path = folder / "g.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=3))
    path.write_bytes(path.read_bytes()[:-10])
    for args in (["saves", "verify", str(path)], ["saves", "show", str(path)],
                 ["load", str(path)]):
        line = _error(capsys, *args)
        assert f"; its backup {path}.bak is good" in line, line
        if args[0] == "load":           # and the command that uses it
            assert line.endswith(f"herotable saves restore {path}"), line
    code, out, _ = _run(capsys, "saves", "verify", f"{path}.bak")
    assert code == 0


def test_show_a_finished_solo_game_prints_its_score_and_title(capsys, folder):
    """No Time For Heroes' solo mode (issue 45): the result is the score, with its title."""
    import random

    import engine
    game = engine.load_game("no-time-for-heroes")
    state = game.new_game(1, seed=8, options={"mode": "solo", "names": ["Ana"]})
    rng = random.Random(8)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    path = saves.write(folder / "solo.htsave", state, seats=[{"name": "Ana"}])
    code, out, _ = _run(capsys, "saves", "show", str(path))
    score, title = state.seat_score(0), state.score_title(0)
    assert code == 0 and isinstance(score, int) and title
    assert f"score: Ana {score} ({title})" in out.splitlines()


def test_show_a_finished_standard_game_prints_winners_and_no_score(capsys, folder):
    import random

    import engine
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=8, options={
        "names": ["Ana", "Bo"]})
    rng = random.Random(8)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    path = saves.write(folder / "duo.htsave", state, seats=[{"name": "Ana"}, {"name": "Bo"}])
    code, out, _ = _run(capsys, "saves", "show", str(path))
    assert code == 0 and "result: " in out and "score:" not in out
