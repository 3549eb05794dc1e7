"""Format 2: the checksum trailer, the folder seal, the snapshot, the checked replay."""
from __future__ import annotations

import os
import shutil
import time

import msgpack
import pytest

import engine
import saves
from saves import files
from saves import format as fmt
from saves import header


@pytest.fixture
def good(tmp_path, play):
    return saves.write(tmp_path / "good.htsave", play(actions=7))


def _fails(path, kind, one_line):
    with pytest.raises(kind) as caught:
        saves.read(path)
    one_line(caught.value, path)
    return str(caught.value)


def test_a_fresh_save_is_sealed_and_still_loads_with_every_action_checked(good):
    saved = saves.read(good)
    assert (saved.checksum, saved.sealed, saved.snapshot, saved.replay) == (True, True, True,
                                                                            "strict")


def test_verify_replays_every_action_the_strict_way(good, play):
    saved = saves.verify(good)
    assert saved.replay == "strict" and saved.sealed
    assert engine.state_hash(saved.state) == engine.state_hash(play(actions=7))


def test_read_and_verify_give_the_same_state_with_the_engine_labels(good, play):
    read, checked = saves.read(good), saves.verify(good)
    assert engine.state_hash(read.state) == engine.state_hash(checked.state)
    assert [a.label for a in read.state.history] == [a.label for a in play(actions=7).history]
    assert read.state.legal_actions() == checked.state.legal_actions()


@pytest.mark.parametrize("where", ["seat name", "created time", "game id", "checksum"])
def test_any_changed_byte_is_caught_by_the_checksum(good, one_line, where):
    blob = bytearray(good.read_bytes())
    offsets = {"seat name": blob.index(b"Player 2") + 3,
               "created time": blob.index(b"created") + 12,
               "game id": blob.index(b"test-race") + 5,
               "checksum": len(blob) - 100}
    blob[offsets[where]] ^= 0x01
    good.write_bytes(bytes(blob))
    assert "checksum" in _fails(good, saves.CorruptSave, one_line)


def test_a_damaged_seal_only_loses_the_seal(good):
    blob = bytearray(good.read_bytes())
    blob[-5] ^= 0x01                       # the seal is not covered by the checksum
    good.write_bytes(bytes(blob))
    saved = saves.read(good)
    assert saved.checksum and not saved.sealed and saved.replay == "strict"


def test_a_misplaced_or_missing_trailer_is_corrupt(good, raw, craft, one_line):
    data = raw(good)
    moved = {"checksum": data.pop("checksum"), **data}
    craft(good, moved, sealed=False)
    assert "checksum" in _fails(good, saves.CorruptSave, one_line)
    del moved["checksum"], moved["seal"]
    craft(good, moved, sealed=False)
    assert "checksum" in _fails(good, saves.CorruptSave, one_line)


def test_wrong_trailer_types_are_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["seal"] = 5
    craft(good, data, sealed=False)
    _fails(good, saves.CorruptSave, one_line)


def test_a_save_copied_to_another_folder_is_replayed_strictly(good, tmp_path, play):
    other = tmp_path / "elsewhere"
    other.mkdir()
    saves.write(other / "mine.htsave", play(actions=1))     # that folder has its own key
    copy = other / "copy.htsave"
    shutil.copyfile(good, copy)
    saved = saves.read(copy)
    assert saved.checksum and not saved.sealed and saved.replay == "strict"
    saves.write(copy, saved.state)                          # re-sealed for its new home
    assert saves.read(copy).sealed


def test_without_the_folder_key_saves_are_replayed_strictly(good, tmp_path):
    os.unlink(tmp_path / files.KEY_NAME)
    saved = saves.read(good)
    assert saved.checksum and not saved.sealed and saved.replay == "strict"


def test_a_newer_or_older_engine_version_means_strict(good, raw, craft):
    data = raw(good)
    data["engine_version"] = "9.9.9"
    craft(good, data)                                        # sealed with the folder key
    saved = saves.read(good)
    assert saved.sealed and saved.replay == "strict"


def test_a_sealed_file_with_an_illegal_action_still_fails_cleanly(good, raw, craft, one_line):
    data = raw(good)
    data["actions"][2] = {"kind": "step", "args": {"n": 7}}  # not legal: steps are 1 or 2
    craft(good, data)
    assert "action 2" in _fails(good, saves.ReplayMismatch, one_line)


def test_a_sealed_file_whose_actions_upset_the_rules_still_fails_cleanly(good, raw, craft,
                                                                           one_line):
    data = raw(good)
    data["actions"][1] = {"kind": "step", "args": {"n": "two"}}
    craft(good, data)                      # _apply would raise TypeError; strict says why
    assert "action 1" in _fails(good, saves.ReplayMismatch, one_line)


def test_a_state_without_a_storable_snapshot_is_still_saved(tmp_path, play, monkeypatch):
    state = play(actions=3)
    real = type(state).full_data
    monkeypatch.setattr(type(state), "full_data",
                        lambda self: {**real(self), "huge": 2 ** 70})
    path = saves.write(tmp_path / "g.htsave", state)
    saved = saves.read(path)
    assert not saved.snapshot and saved.sealed
    assert saved.state_hash == engine.state_hash(state)


def test_snapshot_holds_the_full_data_and_the_summary(tmp_path, play, raw):
    state = play(actions=100)
    assert state.is_over()
    snap = raw(saves.write(tmp_path / "g.htsave", state))["snapshot"]
    assert snap == {"state": state.full_data(), "current": None, "over": True,
                    "winners": state.winners()}
    assert header.snapshot_hash(snap["state"]) == engine.state_hash(state)


@pytest.mark.parametrize("snapshot", [
    [], {"state": {}}, {"state": [], "current": None, "over": False, "winners": []},
    {"state": {}, "current": 2, "over": False, "winners": []},
    {"state": {}, "current": None, "over": 0, "winners": []},
    {"state": {}, "current": None, "over": True, "winners": [5]},
    {"state": {"x": b"bytes"}, "current": None, "over": True, "winners": []},
    {"state": {}, "current": None, "over": True, "winners": [], "extra": 1},
])
def test_bad_snapshots_are_corrupt(good, raw, craft, one_line, snapshot):
    data = raw(good)
    data["snapshot"] = snapshot
    craft(good, data)
    assert "snapshot" in _fails(good, saves.CorruptSave, one_line)


def test_unknown_fields_are_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["brand_new"] = 1
    craft(good, data)
    assert "brand_new" in _fails(good, saves.CorruptSave, one_line)


def test_the_folder_key_is_made_once_and_kept(tmp_path, play):
    saves.write(tmp_path / "a.htsave", play())
    key = (tmp_path / files.KEY_NAME).read_bytes()
    saves.write(tmp_path / "b.htsave", play(actions=2))
    assert (tmp_path / files.KEY_NAME).read_bytes() == key and len(key.strip()) == 64
    assert files.read_key(tmp_path) == bytes.fromhex(key.decode().strip())


def test_a_key_file_that_is_not_a_key_leaves_saves_unsealed_then_is_replaced(tmp_path,
                                                                             play):
    key_file = tmp_path / files.KEY_NAME
    key_file.write_text("not a key")
    path = saves.write(tmp_path / "g.htsave", play())
    assert not saves.read(path).sealed and key_file.read_text() == "not a key"
    old = time.time() - 120
    os.utime(key_file, (old, old))
    saves.write(path, play(actions=3))
    assert files.read_key(tmp_path) is not None and saves.read(path).sealed


def test_an_unwritable_folder_key_does_not_stop_saving(tmp_path, play, monkeypatch):
    monkeypatch.setattr(files, "ensure_key", lambda folder: None)
    path = saves.write(tmp_path / "g.htsave", play())
    data = msgpack.unpackb(path.read_bytes())
    assert data["seal"] is None and data["checksum"]
    assert saves.read(path).replay == "strict"


def test_encode_sealed_covers_the_map_header(tmp_path):
    blob = fmt.encode_sealed({"magic": fmt.MAGIC, "format": 2}, b"k" * 32)
    assert blob[0] == 0x84                                    # 2 fields + 2 trailer keys
    assert msgpack.unpackb(blob)["seal"] is not None


def test_a_snapshot_that_is_not_the_replayed_state_is_corrupt(good, raw, craft, one_line):
    data = raw(good)
    data["snapshot"]["state"]["turn"] += 1          # state_hash and actions untouched
    craft(good, data)
    assert "snapshot does not match the replayed game" in _fails(good, saves.CorruptSave,
                                                                 one_line)
