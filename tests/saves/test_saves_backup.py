"""A bad save with a good backup: the error names the backup, which can be put back."""
from __future__ import annotations

import os

import msgpack
import pytest

import engine
import saves


@pytest.fixture
def pair(tmp_path, play):
    """A save after 5 actions whose .bak holds the save after 3."""
    path = tmp_path / "g.htsave"
    saves.write(path, play(actions=3))
    saves.write(path, play(actions=5))
    return path


def _error(path):
    with pytest.raises(saves.SaveError) as caught:
        saves.read(path)
    return caught.value


@pytest.mark.parametrize("damage", ["truncate", "flip", "zero", "junk", "newer", "empty",
                                    "missing"])
def test_a_bad_save_with_a_good_backup_names_it(pair, play, one_line, damage):
    blob = pair.read_bytes()
    if damage == "truncate":
        pair.write_bytes(blob[:len(blob) // 2])
    elif damage == "flip":
        pair.write_bytes(blob[:200] + bytes([blob[200] ^ 4]) + blob[201:])
    elif damage == "zero":
        pair.write_bytes(bytes(len(blob)))
    elif damage == "junk":
        pair.write_text("lost+found junk")
    elif damage == "newer":
        data = msgpack.unpackb(blob)
        data["format"] = saves.FORMAT + 1
        pair.write_bytes(msgpack.packb(data))
    elif damage == "empty":
        pair.write_bytes(b"")
    else:
        pair.unlink()
    error = _error(pair)
    one_line(error, pair)
    bak = saves.backup_path(pair)
    assert error.backup == str(bak)
    assert str(error).endswith(f"; its backup {bak} is good")
    assert saves.good_backup(pair) == bak
    assert saves.read(bak).action_count == 3


def test_no_backup_no_mention(tmp_path, play, one_line):
    path = saves.write(tmp_path / "g.htsave", play())
    path.write_bytes(path.read_bytes()[:50])
    error = _error(path)
    assert error.backup is None and "its backup" not in str(error)
    assert saves.good_backup(path) is None


def test_a_bad_backup_is_not_offered(pair, one_line):
    pair.write_bytes(b"junk")
    bak = saves.backup_path(pair)
    bak.write_bytes(bak.read_bytes()[:-3])
    error = _error(pair)
    assert error.backup is None and saves.good_backup(pair) is None


def test_reading_the_backup_itself_does_not_look_further(pair):
    bak = saves.backup_path(pair)
    bak.write_bytes(b"junk")
    (pair.parent / "g.htsave.bak.bak").write_bytes(pair.read_bytes())
    assert _error(bak).backup is None


def test_restore_puts_the_backup_back_and_keeps_the_damaged_file(pair, play):
    pair.write_bytes(b"\x00" * 64)
    assert saves.restore_backup(pair) == pair
    assert saves.read(pair).action_count == 3
    damaged = pair.with_name(pair.name + ".damaged")
    assert damaged.read_bytes() == b"\x00" * 64
    assert saves.read(saves.backup_path(pair)).action_count == 3
    saves.write(pair, play(actions=6))                       # play goes on from there
    assert saves.read(pair).action_count == 6
    assert saves.read(saves.backup_path(pair)).action_count == 3


def test_restore_refuses_a_bad_backup_and_changes_nothing(pair, one_line):
    pair.write_bytes(b"junk")
    bak = saves.backup_path(pair)
    bak.write_bytes(b"more junk")
    with pytest.raises(saves.SaveError) as caught:
        saves.restore_backup(pair)
    one_line(caught.value, bak)
    assert pair.read_bytes() == b"junk" and bak.read_bytes() == b"more junk"
    assert not pair.with_name(pair.name + ".damaged").exists()


def test_restore_when_the_main_file_is_gone(pair):
    pair.unlink()
    saves.restore_backup(pair)
    assert saves.read(pair).action_count == 3


def test_listing_marks_broken_saves_that_have_a_backup(pair, tmp_path, play):
    pair.write_bytes(b"junk")
    other = saves.write(tmp_path / "h.htsave", play())
    other.write_bytes(b"junk")
    listed = {item.path.name: item for item in saves.list_saves(tmp_path)}
    assert listed["g.htsave"].error and listed["g.htsave"].backup == saves.backup_path(pair)
    assert listed["h.htsave"].error and listed["h.htsave"].backup is None


def test_a_crash_mid_write_never_needs_the_backup(pair, play, monkeypatch):
    """The main file is replaced by rename, so it is always whole (see the crash test)."""
    calls = []
    real = os.replace

    def dying(src, dst):
        calls.append(dst)
        raise KeyboardInterrupt                                # dies just before rename
    monkeypatch.setattr(os, "replace", dying)
    with pytest.raises(KeyboardInterrupt):
        saves.write(pair, play(actions=6))
    monkeypatch.setattr(os, "replace", real)
    assert saves.read(pair).action_count == 5
    assert engine.state_hash(saves.read(pair).state) == engine.state_hash(play(actions=5))
