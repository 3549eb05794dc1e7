"""Format 2 -> 3, on files the format-2 code really wrote (tests/fixtures/saves/format2/).

The fixtures were written by make_fixtures.py at the last format-2 commit,
before any rules revision existed (issue 41), and are never regenerated: a
duel and an Orc Wars game stopped inside an Attack Sequence, and an Orc Wars
campaign with one game recorded and one in progress. Format 3 records the
rules revision a game is played under in ``options["rules"]``; a format-2
save of a real game was played under revision 1, and must load and play on
under it whatever the current rules are (engine.core.rules).
"""
from __future__ import annotations

import io
import json
import random
import shutil
from pathlib import Path

import msgpack
import pytest

import engine
import saves
from engine.core.rules import rules_text
from engine.orc_wars.campaign import outcome_of
from saves import format as fmt

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format2"
MANIFEST = json.loads((FIXTURES / "MANIFEST.json").read_text())
CAMPAIGN = "campaigns/ana-bo-cy-fixture.htcampaign"
NAMES = sorted(n for n in MANIFEST if n.endswith((".htsave", ".htsave.bak")))
REAL = [n for n in NAMES if MANIFEST[n]["game"] != "test-race"]
GOING = [n for n in REAL if not MANIFEST[n]["over"]]


def _raw(name: str) -> dict:
    return msgpack.unpackb((FIXTURES / name).read_bytes())


def test_every_fixture_is_a_real_format_2_file_without_a_rules_revision():
    assert len(NAMES) == 12 and CAMPAIGN in MANIFEST
    for name in NAMES:
        data = _raw(name)
        assert data["format"] == 2 and "checksum" in data and "rules" not in data["options"]
    games = {MANIFEST[n]["game"] for n in NAMES}
    assert games == {"herocard-duel", "orc-wars", "test-race"}


@pytest.mark.parametrize("name", NAMES)
def test_format_2_fixture_loads_as_it_was_saved_under_rules_revision_1(name):
    expected = MANIFEST[name]
    saved = saves.read(FIXTURES / name)
    assert saved.format_version == 2 and saved.checksum
    real = expected["game"] != "test-race"
    assert saved.options == ({**expected["options"], "rules": 1} if real
                             else expected["options"])
    assert saved.state.options == saved.options
    assert saved.action_count == expected["actions"] == len(saved.state.history)
    assert engine.state_hash(saved.state) == expected["state_hash"] == saved.state_hash
    assert saved.state.is_over() == expected["over"]
    assert saved.state.current_player == expected["current_player"]
    assert saved.seats == expected["seats"] and saved.campaign_id == expected["campaign_id"]


def test_the_step_from_2_to_3_records_rules_revision_1_for_real_games_only():
    duel = _raw("herocard-duel-2p-mid.htsave")
    upgraded = fmt.MIGRATIONS[2](dict(duel))
    assert upgraded["options"] == {**duel["options"], "rules": 1}
    assert {k: v for k, v in upgraded.items() if k != "options"} == \
        {k: v for k, v in duel.items() if k != "options"}
    race = _raw("test-race-2p.htsave")
    assert fmt.MIGRATIONS[2](dict(race)) == race
    with pytest.raises(ValueError):
        fmt.MIGRATIONS[2]({**duel, "options": {**duel["options"], "rules": 2}})
    assert fmt.migrate(dict(duel), "x.htsave")["format"] == fmt.FORMAT == 4


def test_a_format_2_file_claiming_a_rules_revision_is_corrupt(tmp_path, one_line):
    data = _raw("herocard-duel-2p-mid.htsave")
    data["options"] = {**data["options"], "rules": 1}
    path = tmp_path / "odd.htsave"
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    path.write_bytes(fmt.encode_sealed(body, None))   # a right checksum, no seal
    with pytest.raises(saves.CorruptSave) as caught:
        saves.read(path)
    one_line(caught.value, path)
    assert "format 2" in str(caught.value)


def _play_on(state, steps: int, seed: int) -> int:
    chooser = random.Random(seed)
    done = 0
    while not state.is_over() and done < steps:
        state.apply(chooser.choice(state.legal_actions()))
        done += 1
    return done


@pytest.mark.parametrize("name", GOING)
def test_a_format_2_game_in_progress_plays_on_and_saves_as_format_3(tmp_path, name):
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    saved = saves.read(path)
    state = saved.state
    assert rules_text(state.game, state.options).startswith("rules revision 1")
    assert _play_on(state, 400, 5) > 0
    saves.write(path, state, seats=saved.seats, campaign_id=saved.campaign_id)
    again = saves.read(path)
    assert again.format_version == fmt.FORMAT and again.options["rules"] == 1
    assert again.state_hash == engine.state_hash(state)
    assert saves.read(saves.backup_path(path)).format_version == 2


def test_the_format_2_campaign_goes_on_and_records_its_game(tmp_path):
    folder = tmp_path / "saves"
    shutil.copytree(FIXTURES, folder)
    expected = MANIFEST[CAMPAIGN]
    with saves.open_campaign(folder / CAMPAIGN) as held:
        campaign = held.campaign
        # campaign format 1, read as format 2: no game had an AI seat (issue 41)
        assert campaign.history == [{**g, "ai": []} for g in expected["history"]]
        assert campaign.in_progress == {**expected["in_progress"], "ai": []}
        game = folder / campaign.in_progress["save"]
        saved = saves.read(game)
        assert saved.campaign_id == campaign.id and saved.options["rules"] == 1
        assert campaign.game_mismatch(saved.seed, saved.options) is None
        state = saved.state
        _play_on(state, 5000, 11)
        assert state.is_over()
        saves.write(game, state, seats=saved.seats, campaign_id=saved.campaign_id)
        assert campaign.finish(game, outcome_of(state.winners()))
        held.save()
    again = saves.read_campaign(folder / CAMPAIGN)
    assert len(again.history) == 2 and again.in_progress is None
    assert again.history[1]["scenario"] == "orc-camp"
    assert again.history[1]["outcome"] == outcome_of(state.winners())
    assert saves.read(game).format_version == fmt.FORMAT
    # the campaign file was campaign format 1 and is written as format 2, no AI seat
    assert again.history[1]["ai"] == [] and again.history[0]["ai"] == []
    head = next(iter(msgpack.Unpacker(io.BytesIO((folder / CAMPAIGN).read_bytes()),
                                      raw=False)))
    assert head["format"] == 2 and head["history"][0]["ai"] == []
    old = next(iter(msgpack.Unpacker(io.BytesIO((FIXTURES / CAMPAIGN).read_bytes()),
                                     raw=False)))
    assert old["format"] == 1 and "ai" not in old["history"][0]


def test_saves_show_names_the_rules_revision(capsys):
    from tui import cli
    duel = engine.load_game("herocard-duel")
    code = cli.main(["saves", "show", str(FIXTURES / "herocard-duel-2p-mid.htsave")])
    out = capsys.readouterr().out
    assert code == 0
    [line] = [line for line in out.splitlines() if line.startswith("rules: ")]
    assert line == "rules: " + rules_text(duel, {"rules": 1})
    assert line.startswith("rules: rules revision 1 of 2 (older rules, kept for this game)")


@pytest.mark.parametrize("name", ["herocard-duel-2p-in-sequence.htsave",
                                  "orc-wars-3p-in-sequence.htsave",
                                  "orc-wars-campaign-mid.htsave"])
def test_a_game_saved_inside_an_attack_sequence_keeps_the_rules_it_began_with(name):
    """The fixtures stop with the defender to answer a Base Attack. Under rules
    revision 1, which they were played under, the defender's pass ends the
    sequence at once; a new game of today's revision would give the attacker
    the next answer (tests/herocard/test_rules_sequence_answers.py)."""
    state = saves.read(FIXTURES / name).state
    assert state.sequence is not None and state.to_answer == [state.current_player]
    events = state.apply(next(a for a in state.legal_actions() if a.kind == "pass"))
    assert state.sequence is None
    assert events[0].kind == "passed" and events[0].text.endswith("the Attack Sequence ends.")


def test_fixtures_are_not_written_by_reading():
    before = {p: p.read_bytes() for p in FIXTURES.rglob("*") if p.is_file()}
    for name in NAMES:
        saves.read(FIXTURES / name)
    saves.list_saves(FIXTURES)
    saves.read_campaign(FIXTURES / CAMPAIGN)
    assert {p: p.read_bytes() for p in FIXTURES.rglob("*") if p.is_file()} == before


def test_rules_text_names_the_revision_and_says_whether_it_is_current():
    duel = engine.load_game("herocard-duel")
    assert rules_text(duel, {"rules": 2}) == ("rules revision 2 (current): "
                                              + duel.rules_notes[2])
    assert rules_text(duel, {"rules": 1}, notes=False) == \
        "rules revision 1 of 2 (older rules, kept for this game)"
    assert rules_text(duel, {}).startswith("rules revision 1 of 2")   # no key: revision 1
