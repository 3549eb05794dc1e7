"""Migrations, on files the format-1 code really wrote (tests/fixtures/saves/format1/).

The fixtures were written by make_fixtures.py at the last format-1 commit and
are never regenerated. The test-race fixtures replay whatever happens to the
real games (their rules belong to the tests). A herocard-duel fixture that no
longer replays means the duel's rules or its ``full_data()`` changed since,
which breaks players' existing duel saves: those tests then report an
expected failure (x) naming the reason instead of passing, while the decoding,
migration and header checks on the same files keep running. This happened
with commit e1f35a7 ("split players from pools ... at most one Victory Point
per turn"): duel saves written before it fail with ReplayMismatch.
"""
from __future__ import annotations

import contextlib
import json
import shutil
from pathlib import Path

import msgpack
import pytest

import engine
import saves
from saves import format as fmt

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format1"
MANIFEST = json.loads((FIXTURES / "MANIFEST.json").read_text())
NAMES = sorted(MANIFEST)


@pytest.fixture
def copy(tmp_path):
    """``copy(name)``: a fixture copied into a fresh folder (fixtures stay untouched)."""
    def _copy(name: str) -> Path:
        target = tmp_path / name
        shutil.copyfile(FIXTURES / name, target)
        return target
    return _copy


def test_every_fixture_is_a_real_format_1_file():
    assert len(NAMES) >= 7
    for name in NAMES:
        data = msgpack.unpackb((FIXTURES / name).read_bytes())
        assert data["format"] == 1 and "snapshot" not in data and "checksum" not in data
        assert list(data)[0] == "magic"
    games = {MANIFEST[name]["game"] for name in NAMES}
    assert games == {"herocard-duel", "test-race"}   # every game that existed at format 1


def _read(path: Path) -> saves.SavedGame:
    """``saves.read``, with an expected failure when a real game's rules moved on."""
    try:
        return saves.read(path)
    except saves.ReplayMismatch as exc:     # see the module docstring
        game = MANIFEST[path.name]["game"]
        if game == "test-race":
            raise
        pytest.xfail(f"{game} rules or full_data changed since format 1: saves written "
                     f"before no longer replay ({exc.problem[:80]})")


@pytest.mark.parametrize("name", NAMES)
def test_format_1_fixture_loads_as_it_was_saved(name):
    expected = MANIFEST[name]
    saved = _read(FIXTURES / name)
    assert saved.format_version == 1
    assert (saved.checksum, saved.sealed, saved.snapshot, saved.replay) == (False, False,
                                                                            False, "strict")
    assert saved.game_id == expected["game"] and saved.players == expected["players"]
    assert saved.seed == expected["seed"] and saved.options == expected["options"]
    assert saved.action_count == expected["actions"] == len(saved.state.history)
    assert engine.state_hash(saved.state) == expected["state_hash"] == saved.state_hash
    assert saved.state.is_over() == expected["over"]
    assert saved.state.current_player == expected["current_player"]
    assert saved.seats == expected["seats"] and saved.campaign_id == expected["campaign_id"]
    assert (saved.created, saved.updated, saved.turn) == (expected["created"],
                                                          expected["updated"], expected["turn"])


@pytest.mark.parametrize("name", NAMES)
def test_format_1_header_reads_without_replay(name):
    head = saves.read_header(FIXTURES / name)
    assert head.format_version == 1 and head.snapshot is None and not head.checksum
    assert head.state_hash == MANIFEST[name]["state_hash"]
    [info] = [i for i in saves.list_saves(FIXTURES) if i.path.name == name] or [None]
    if not name.endswith(".bak"):
        assert info.error is None and info.format_version == 1


def test_the_step_from_1_to_2_adds_an_empty_snapshot():
    data = msgpack.unpackb((FIXTURES / "test-race-2p.htsave").read_bytes())
    upgraded = fmt.MIGRATIONS[1](dict(data))
    assert upgraded["snapshot"] is None
    assert {k: v for k, v in upgraded.items() if k != "snapshot"} == data
    with pytest.raises(ValueError):
        fmt.MIGRATIONS[1]({**data, "snapshot": {}})


def test_migrate_runs_every_step_up_to_the_current_format():
    data = msgpack.unpackb((FIXTURES / "test-race-2p.htsave").read_bytes())
    migrated = fmt.migrate(data, "x.htsave")
    assert migrated["format"] == fmt.FORMAT == 4 and migrated["snapshot"] is None
    assert migrated["table"]["undo"] is True and list(migrated)[-2:] == ["table", "snapshot"]


def test_a_format_1_file_claiming_a_snapshot_is_corrupt(tmp_path, one_line):
    data = msgpack.unpackb((FIXTURES / "test-race-2p.htsave").read_bytes())
    path = tmp_path / "odd.htsave"
    path.write_bytes(msgpack.packb({**data, "snapshot": None}))
    with pytest.raises(saves.CorruptSave) as caught:
        saves.read(path)
    one_line(caught.value, path)
    assert "format 1" in str(caught.value)


@pytest.mark.parametrize("name", [n for n in NAMES if not n.endswith(".bak")])
def test_saving_a_format_1_game_upgrades_the_file_and_backs_up_the_old_one(copy, name):
    path = copy(name)
    old_bytes = path.read_bytes()
    saved = _read(path)
    saves.write(path, saved.state, seats=saved.seats, campaign_id=saved.campaign_id)
    again = saves.read(path)
    assert (again.format_version, again.replay, again.sealed) == (fmt.FORMAT, "strict", True)
    assert again.created == MANIFEST[name]["created"]            # kept from the old file
    assert again.state_hash == MANIFEST[name]["state_hash"]
    assert again.seats == saved.seats and again.campaign_id == saved.campaign_id
    bak = saves.backup_path(path)
    assert bak.read_bytes() == old_bytes and saves.read(bak).format_version == 1


def test_a_damaged_main_file_offers_its_format_1_backup(copy, one_line):
    path = copy("test-race-pair.htsave")
    copy("test-race-pair.htsave.bak")
    path.write_bytes(path.read_bytes()[:100])
    with pytest.raises(saves.CorruptSave) as caught:
        saves.read(path)
    one_line(caught.value, path)
    assert caught.value.backup == str(saves.backup_path(path))
    saves.restore_backup(path)
    restored = saves.read(path)
    assert restored.format_version == 1
    assert restored.state_hash == MANIFEST["test-race-pair.htsave.bak"]["state_hash"]


def test_fixtures_are_not_written_by_reading(tmp_path):
    before = {p.name: p.read_bytes() for p in FIXTURES.iterdir()}
    for name in NAMES:
        with contextlib.suppress(saves.SaveError):
            saves.read(FIXTURES / name)
    saves.list_saves(FIXTURES)
    assert {p.name: p.read_bytes() for p in FIXTURES.iterdir()} == before
