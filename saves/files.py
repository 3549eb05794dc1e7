"""Files on disk: the save folder, bounded reads, locking and atomic writes."""
from __future__ import annotations

import contextlib
import glob
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path
from typing import Iterator

import platformdirs

try:
    import fcntl
except ImportError:   # pragma: no cover - Windows: writes stay atomic, just unlocked
    fcntl = None  # type: ignore[assignment]

from .errors import NotASaveFile, SaveError
from .format import MAX_FILE_BYTES

SUFFIX = ".htsave"
ENV_VAR = "HEROTABLE_SAVE_DIR"
LOCK_TIMEOUT = 10.0   # seconds to wait for another writer of the same save


def save_dir(override: str | os.PathLike | None = None) -> Path:
    """The save folder, created if missing.

    Order: ``override`` (e.g. ``--save-dir``), then the ``HEROTABLE_SAVE_DIR``
    environment variable, then ``platformdirs.user_data_dir("herotable")/saves``.
    Empty strings count as not given. Raises ``SaveError`` if it cannot be made.
    """
    if override is not None and os.fspath(override) != "":
        folder = Path(override)
    elif os.environ.get(ENV_VAR):
        folder = Path(os.environ[ENV_VAR])
    else:
        folder = Path(platformdirs.user_data_dir("herotable")) / "saves"
    folder = folder.expanduser()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(folder, f"cannot create the save folder: {exc.strerror or exc}") from exc
    return folder


def sibling(path: Path, suffix: str) -> Path:
    """``path`` with ``suffix`` appended to its name (``x.htsave`` -> ``x.htsave.bak``)."""
    return path.with_name(path.name + suffix)


def read_bytes(path: Path) -> bytes:
    """The whole file, at most ``MAX_FILE_BYTES``.

    Raises ``SaveError`` (missing or unreadable) or ``NotASaveFile`` (not a
    regular file, or too large to be a save).
    """
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise NotASaveFile(path, "not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise NotASaveFile(path, f"too large for a save ({info.st_size} bytes, "
                                     f"limit {MAX_FILE_BYTES})")
        with open(path, "rb") as handle:
            blob = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError as exc:
        raise SaveError(path, "no such file") from exc
    except OSError as exc:
        raise SaveError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if len(blob) > MAX_FILE_BYTES:
        raise NotASaveFile(path, f"too large for a save (limit {MAX_FILE_BYTES} bytes)")
    return blob


def fsync_dir(folder: Path) -> None:
    """Make renames in ``folder`` durable (silently skipped where unsupported)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def locked(path: Path, timeout: float | None = None) -> Iterator[None]:
    """Hold an advisory ``flock`` on ``<path>.lock`` (kept on disk) while inside.

    Waits up to ``timeout`` (default ``LOCK_TIMEOUT``) seconds for another
    writer, then raises ``SaveError``. Where locks are unsupported it just runs.
    """
    if fcntl is None:
        yield
        return
    try:
        fd = os.open(sibling(path, ".lock"), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise SaveError(path, f"cannot create the lock file: {exc.strerror or exc}") from exc
    try:
        deadline = time.monotonic() + (LOCK_TIMEOUT if timeout is None else timeout)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise SaveError(path, "another herotable is writing this save "
                                          "(lock busy)") from None
                time.sleep(0.02)
            except OSError:   # e.g. no locks on this file system: carry on unlocked
                break
        yield
    finally:
        os.close(fd)   # closing releases the lock


def _remove_stale(path: Path) -> None:
    pattern = glob.escape(str(path.parent / f".{path.name}.")) + "*.tmp"
    for leftover in glob.glob(pattern):
        with contextlib.suppress(OSError):
            os.unlink(leftover)


def _backup(path: Path) -> None:
    """Point ``<path>.bak`` at the current file: hard link, else a synced copy."""
    staging = path.parent / f".{path.name}.bak.tmp"
    with contextlib.suppress(FileNotFoundError):
        os.unlink(staging)
    try:
        os.link(path, staging)
    except OSError:   # no hard links here: copy instead
        shutil.copyfile(path, staging)
        with open(staging, "rb+") as handle:
            os.fsync(handle.fileno())
    os.replace(staging, sibling(path, ".bak"))
    with contextlib.suppress(FileNotFoundError):
        os.unlink(staging)   # rename is a no-op when .bak already is this very file
    fsync_dir(path.parent)


def atomic_write(path: Path, blob: bytes, backup: bool) -> None:
    """Replace ``path`` with ``blob`` so that a crash leaves old or new, never half.

    Caller holds :func:`locked`. Steps: temp file in the same folder, write,
    flush, fsync; if ``backup``, the current file becomes ``<path>.bak`` by a
    hard link (so ``path`` itself never disappears); rename temp over
    ``path``; fsync the folder. Raises ``SaveError`` on I/O failure.
    """
    folder = path.parent
    temp = None
    try:
        _remove_stale(path)
        fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(blob)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(temp, stat.S_IMODE(os.stat(path).st_mode))
        if backup:
            _backup(path)
        os.replace(temp, path)
        temp = None
        fsync_dir(folder)
    except OSError as exc:
        raise SaveError(path, f"could not write the save: {exc.strerror or exc}") from exc
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
