"""Atomic writes, backups, crash safety, locking and the save folder."""
from __future__ import annotations

import errno
import os
import stat
import tempfile
import threading
from pathlib import Path

import pytest

import engine
import saves
from saves import files

try:
    import fcntl
except ImportError:   # pragma: no cover - Windows
    fcntl = None


def _hash_of(path):
    return saves.read(path).state_hash


def _bak(path):
    return path.with_name(path.name + ".bak")


def test_first_write_leaves_only_the_save_its_lock_and_the_folder_key(tmp_path, play):
    saves.write(tmp_path / "g.htsave", play())
    assert sorted(os.listdir(tmp_path)) == [".herotable-key", "g.htsave", "g.htsave.lock"]
    assert stat.S_IMODE(os.stat(tmp_path / ".herotable-key").st_mode) == 0o600


def test_second_write_keeps_the_previous_file_as_bak(tmp_path, play):
    path = tmp_path / "g.htsave"
    first, second = play(actions=2), play(actions=5)
    saves.write(path, first)
    old_bytes = path.read_bytes()
    saves.write(path, second)
    assert _bak(path).read_bytes() == old_bytes
    assert _hash_of(_bak(path)) == engine.state_hash(first)
    assert _hash_of(path) == engine.state_hash(second)
    assert sorted(os.listdir(tmp_path)) == [".herotable-key", "g.htsave", "g.htsave.bak",
                                            "g.htsave.lock"]


def test_a_broken_current_file_does_not_replace_a_good_bak(tmp_path, play):
    path = tmp_path / "g.htsave"
    saves.write(path, play(actions=1))
    saves.write(path, play(actions=2))
    good_bak = _bak(path).read_bytes()
    path.write_bytes(path.read_bytes()[:40])     # damaged (truncated) save
    saves.write(path, play(actions=3))
    assert _bak(path).read_bytes() == good_bak
    assert saves.read(path).action_count == 3


def test_files_that_are_not_saves_are_never_overwritten(tmp_path, play, raw, craft, one_line):
    notes = tmp_path / "notes.htsave"
    notes.write_text("my precious notes")
    newer = saves.write(tmp_path / "newer.htsave", play())
    data = raw(newer)
    data["format"] = saves.FORMAT + 1
    craft(newer, data)
    newer_bytes = newer.read_bytes()
    for path in (notes, newer):
        with pytest.raises(saves.SaveError) as caught:
            saves.write(path, play(actions=4))
        one_line(caught.value, path)
        assert "will not overwrite" in str(caught.value)
    assert notes.read_text() == "my precious notes" and newer.read_bytes() == newer_bytes


def test_an_empty_file_is_simply_replaced(tmp_path, play):
    path = tmp_path / "g.htsave"
    path.write_bytes(b"")
    saves.write(path, play())
    assert saves.read(path).action_count == 6 and not _bak(path).exists()


def test_backup_falls_back_to_a_copy_without_hard_links(tmp_path, play, monkeypatch):
    path = tmp_path / "g.htsave"
    saves.write(path, play(actions=1))
    old_bytes = path.read_bytes()

    def no_links(*args, **kwargs):
        raise OSError(errno.EPERM, "hard links not supported")
    monkeypatch.setattr(os, "link", no_links)
    saves.write(path, play(actions=2))
    assert _bak(path).read_bytes() == old_bytes
    assert saves.read(path).action_count == 2


def test_file_mode_is_kept_on_rewrite(tmp_path, play):
    path = tmp_path / "g.htsave"
    saves.write(path, play())
    os.chmod(path, 0o640)
    saves.write(path, play(actions=3))
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


class Crash(BaseException):
    """Stands in for the process dying at one exact step."""


_STEPS = [(os, "fsync"), (os, "replace"), (os, "link"), (os, "chmod"), (os, "unlink"),
          (os, "open"), (tempfile, "mkstemp")]


def _inject(monkeypatch, fail_at, error):
    """Patch the file system calls; the ``fail_at``-th call raises ``error``."""
    count = [0]
    for module, name in _STEPS:
        real = getattr(module, name)

        def wrapper(*args, _real=real, **kwargs):
            count[0] += 1
            if count[0] == fail_at:
                raise error
            return _real(*args, **kwargs)
        monkeypatch.setattr(module, name, wrapper)
    return count


@pytest.mark.parametrize("error", [Crash(), OSError(errno.ENOSPC, "No space left on device")],
                         ids=["crash", "disk-full"])
def test_failure_at_any_step_keeps_a_good_save(tmp_path, play, monkeypatch, error):
    v1, v2, v3 = (play(actions=n) for n in (1, 2, 3))
    h1, h2, h3 = (engine.state_hash(s) for s in (v1, v2, v3))
    with monkeypatch.context() as patch:
        count = _inject(patch, fail_at=0, error=error)
        saves.write(tmp_path / "probe.htsave", v1)
        saves.write(tmp_path / "probe.htsave", v2)
        steps = count[0] // 2 + 2     # calls in one rewrite, with some to spare
    assert steps > 8
    for fail_at in range(1, steps + 1):
        folder = tmp_path / f"at{fail_at}"
        folder.mkdir()
        path = folder / "g.htsave"
        saves.write(path, v1)
        saves.write(path, v2)
        with monkeypatch.context() as patch:
            _inject(patch, fail_at, error)
            try:
                saves.write(path, v3)
            except (Crash, saves.SaveError) as caught:
                if isinstance(caught, saves.SaveError):
                    assert "\n" not in str(caught) and str(path) in str(caught)
        now, before = _hash_of(path), _hash_of(_bak(path))
        assert now in (h2, h3) and before in (h1, h2), fail_at
        if now == h3:
            assert before == h2, fail_at
        saves.write(path, v3)                       # the next save cleans up
        assert _hash_of(path) == h3 and _hash_of(_bak(path)) in (h2, h3)
        assert sorted(os.listdir(folder)) == [".herotable-key", "g.htsave", "g.htsave.bak",
                                              "g.htsave.lock"]


def test_write_into_a_missing_folder_is_a_save_error(tmp_path, play, one_line):
    path = tmp_path / "missing" / "g.htsave"
    with pytest.raises(saves.SaveError) as caught:
        saves.write(path, play())
    one_line(caught.value, path)


def test_unencodable_state_is_a_save_error(tmp_path, play, one_line):
    state = play()
    state.seed = 2 ** 70             # hashable, but too big for msgpack
    path = tmp_path / "g.htsave"
    with pytest.raises(saves.SaveError) as caught:
        saves.write(path, state)
    one_line(caught.value, path)
    assert not path.exists()


needs_flock = pytest.mark.skipif(fcntl is None, reason="no fcntl.flock on this platform")


@needs_flock
def test_writer_waits_for_the_lock(tmp_path, play):
    path = tmp_path / "g.htsave"
    state = play()
    holder = os.open(tmp_path / "g.htsave.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(holder, fcntl.LOCK_EX)
    done = threading.Event()
    worker = threading.Thread(target=lambda: (saves.write(path, state), done.set()))
    worker.start()
    try:
        assert not done.wait(0.3)
        assert not path.exists()
    finally:
        os.close(holder)
    worker.join(5)
    assert done.is_set() and _hash_of(path) == engine.state_hash(state)


@needs_flock
def test_busy_lock_times_out_with_a_save_error(tmp_path, play, monkeypatch, one_line):
    path = tmp_path / "g.htsave"
    monkeypatch.setattr(files, "LOCK_TIMEOUT", 0.1)
    holder = os.open(tmp_path / "g.htsave.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(holder, fcntl.LOCK_EX)
    try:
        with pytest.raises(saves.SaveError) as caught:
            saves.write(path, play())
    finally:
        os.close(holder)
    one_line(caught.value, path)
    assert "lock" in str(caught.value) and not path.exists()


def test_save_dir_override_beats_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(tmp_path / "from-env"))
    folder = saves.save_dir(tmp_path / "given" / "deeper")
    assert folder == tmp_path / "given" / "deeper" and folder.is_dir()
    assert not (tmp_path / "from-env").exists()


def test_save_dir_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(tmp_path / "env" / "saves"))
    assert saves.save_dir() == tmp_path / "env" / "saves"
    assert (tmp_path / "env" / "saves").is_dir()


@pytest.mark.parametrize("env", [None, ""])
def test_save_dir_defaults_to_the_user_data_folder(tmp_path, monkeypatch, env):
    if env is None:
        monkeypatch.delenv("HEROTABLE_SAVE_DIR", raising=False)
    else:
        monkeypatch.setenv("HEROTABLE_SAVE_DIR", env)
    asked = []
    monkeypatch.setattr(files.platformdirs, "user_data_dir",
                        lambda app: asked.append(app) or str(tmp_path / "data"))
    assert saves.save_dir() == tmp_path / "data" / "saves"
    assert asked == ["herotable"] and (tmp_path / "data" / "saves").is_dir()


def test_save_dir_expands_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert saves.save_dir("~/my-saves") == tmp_path / "my-saves"


def test_save_dir_that_cannot_be_made_is_a_save_error(tmp_path, one_line):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(saves.SaveError) as caught:
        saves.save_dir(blocker / "saves")
    one_line(caught.value, blocker / "saves")


def test_save_dir_accepts_strings(tmp_path):
    assert saves.save_dir(str(tmp_path / "s")) == Path(tmp_path / "s")
