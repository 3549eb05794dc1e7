"""Format 3 -> 4, on files the format-3 code really wrote (tests/fixtures/saves/format3/).

The fixtures were written by make_fixtures.py at the last format-3 commit,
before the table section existed: every game mid-play, the duel and Orc Wars
inside an Attack Sequence, a finished game and an Orc Wars campaign. Format 4
adds the ``table`` section (undo and hints settings, undo and hint records,
the AI answers kept for undo: ``saves.table_record``). A format-3 game must
load as it was saved, with undo and hints on and no records, and play on.
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import msgpack
import pytest

import engine
import saves
from saves import format as fmt
from saves.table_record import default_table, table_problem

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format3"
MANIFEST = json.loads((FIXTURES / "MANIFEST.json").read_text())
NAMES = sorted(n for n in MANIFEST if n.endswith((".htsave", ".htsave.bak")))
REAL = [n for n in NAMES if MANIFEST[n]["game"] != "test-race"]


def _raw(name: str) -> dict:
    return msgpack.unpackb((FIXTURES / name).read_bytes())


def test_every_fixture_is_a_real_format_3_file_without_a_table():
    assert len(NAMES) == 16
    for name in NAMES:
        data = _raw(name)
        assert data["format"] == 3 and "checksum" in data and "table" not in data
    games = {MANIFEST[n]["game"] for n in REAL}
    assert games == {"herocard-duel", "orc-wars", "hero-realms", "no-time-for-heroes",
                     "pack-of-heroes", "heroes-of-timeline"}


@pytest.mark.parametrize("name", REAL)
def test_format_3_fixture_loads_as_saved_with_the_default_table(name):
    expected = MANIFEST[name]
    saved = saves.read(FIXTURES / name)
    assert saved.format_version == 3 and saved.checksum
    assert saved.table == default_table()
    assert saved.action_count == expected["actions"] == len(saved.state.history)
    assert engine.state_hash(saved.state) == expected["state_hash"] == saved.state_hash
    assert saved.state.is_over() == expected["over"]
    assert saved.seats == expected["seats"]


@pytest.mark.parametrize("name", [n for n in REAL if not MANIFEST[n]["over"]])
def test_format_3_game_plays_on_and_saves_as_format_4(tmp_path, name):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    saved = saves.read(path)
    state = saved.state
    chooser = random.Random(3)
    for _ in range(10):
        if state.is_over():
            break
        state.apply(chooser.choice(state.legal_actions()))
    saves.write(path, state, seats=saved.seats, campaign_id=saved.campaign_id,
                table=saved.table)
    again = saves.read(path)
    assert again.format_version == fmt.FORMAT == 4 and again.table == default_table()
    assert again.state_hash == engine.state_hash(state)
    assert msgpack.unpackb(saves.backup_path(path).read_bytes())["format"] == 3


def test_the_step_from_3_to_4_puts_the_table_before_the_snapshot():
    data = _raw("herocard-duel-2p-mid.htsave")
    migrated = fmt.MIGRATIONS[3](dict(data))
    assert list(migrated) == [*[k for k in data if k != "snapshot"][:14], "table", "snapshot",
                              *[k for k in data][15:]]
    assert {k: v for k, v in migrated.items() if k != "table"} == data
    with pytest.raises(ValueError):
        fmt.MIGRATIONS[3](migrated)


@pytest.mark.parametrize("table, words", [
    ({"undo": True}, "'table' must be a map"),
    ({**default_table(), "undo": 1}, "undo and hints must be true or false"),
    ({**default_table(), "undos": [{"at": 99, "seat": 0, "removed": [{"kind": "x", "args": {}}]}]},
     "undo's position is out of range"),
    ({**default_table(), "undos": [{"at": 1, "seat": 5, "removed": [{"kind": "x", "args": {}}]}]},
     "undo's seat is out of range"),
    ({**default_table(), "undos": [{"at": 1, "seat": 0, "removed": []}]},
     "removed actions are not a list"),
    ({**default_table(), "hint_log": [{"at": 1, "seat": 0, "level": "easy",
                                       "choices": [["Pass", 1001]]}]},
     "a hint choice must be"),
    ({**default_table(), "answers": [["abc", {"kind": "pass", "args": {}}]]},
     "an AI answer must be"),
])
def test_a_bad_table_section_is_refused_in_one_line(tmp_path, craft, table, words):
    assert words in table_problem(table, players=2, actions=10)
    path = tmp_path / "g.htsave"
    shutil.copy(FIXTURES / "herocard-duel-2p-mid.htsave", path)
    state = saves.read(path).state
    saves.write(path, state)
    data = msgpack.unpackb(path.read_bytes())
    data = {k: v for k, v in data.items() if k not in ("checksum", "seal")}
    data["table"] = table
    craft(path, data)
    with pytest.raises(saves.CorruptSave) as caught:
        saves.read(path)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_the_table_section_round_trips_with_records(tmp_path):
    state = saves.read(FIXTURES / "herocard-duel-2p-mid.htsave").state
    table = default_table(undo=False, hints=True)
    table["undos"].append({"at": 60, "seat": 1, "removed": [state.history[-1].to_data()]})
    table["hint_log"].append({"at": 60, "seat": 0, "level": "normal",
                              "choices": [["Pass", 700], ["Attack", 300]]})
    table["answers"].append([engine.state_hash(state), state.history[-1].to_data()])
    path = saves.write(tmp_path / "g.htsave", state, table=table)
    assert saves.read(path).table == table
