"""Files on disk: the save folder, bounded reads, locks, the folder key, atomic writes."""
from __future__ import annotations

import contextlib
import glob
import hashlib
import os
import re
import secrets
import shutil
import socket
import stat
import tempfile
import threading
import time
from pathlib import Path
from typing import Iterator

import platformdirs

try:
    import fcntl
except ImportError:   # pragma: no cover - Windows: writes stay atomic, just unlocked
    fcntl = None  # type: ignore[assignment]

from .errors import AlreadyOpen, NotASaveFile, SaveError
from .format import MAX_FILE_BYTES

SUFFIX = ".htsave"
ENV_VAR = "HEROTABLE_SAVE_DIR"
LOCK_TIMEOUT = 10.0   # seconds to wait for another writer of the same save
KEY_NAME = ".herotable-key"   # the folder's secret for seals (see docs/save-format.md)
_KEY_TEXT = re.compile(rb"[0-9a-f]{64}")


def save_dir(override: str | os.PathLike | None = None, create: bool = True) -> Path:
    """The save folder, created if missing (unless ``create`` is False: for
    commands that only look, such as ``herotable saves list``).

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
    if not create:
        return folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(folder, f"cannot create the save folder: {exc.strerror or exc}") from exc
    return folder


def names_in(folder: Path, suffix: str, what: str) -> list[str]:
    """The names of ``folder``'s files ending in ``suffix`` that do not start with
    a dot, sorted; ``[]`` for a missing folder. ``what`` names the files in the
    one-line ``SaveError`` raised when the folder cannot be listed."""
    try:
        return sorted(entry.name for entry in os.scandir(folder)
                      if entry.name.endswith(suffix) and not entry.name.startswith("."))
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(folder, f"cannot list {what}: {exc.strerror or exc}") from exc


def sibling(path: Path, suffix: str) -> Path:
    """``path`` with ``suffix`` appended to its name (``x.htsave`` -> ``x.htsave.bak``).

    Raises ``NotASaveFile`` for a path that names no file ("", ".", "/")."""
    if not Path(path).name:
        raise NotASaveFile(path, "not a save file: the path names a folder")
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


ANY = object()   # ``expect`` for writes that do not care what the file holds now


def digest_of(blob: bytes | None) -> str | None:
    """SHA-256 hex of a file's bytes (None for no file): what a holder of a save or
    campaign file remembers, so that a write notices the file changed behind it."""
    return None if blob is None else hashlib.sha256(blob).hexdigest()


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
                    raise AlreadyOpen(path, "another herotable is writing this save "
                                            "(lock busy)") from None
                time.sleep(0.02)
            except OSError:   # e.g. no locks on this file system: carry on unlocked
                break
        yield
    finally:
        os.close(fd)   # closing releases the lock


# ----- the folder key ----------------------------------------------------------
def read_key(folder: Path) -> bytes | None:
    """The 32-byte key in ``folder/.herotable-key``, or None (missing or not a key)."""
    try:
        with open(Path(folder) / KEY_NAME, "rb") as handle:
            text = handle.read(200).strip()
    except OSError:
        return None
    return bytes.fromhex(text.decode("ascii")) if _KEY_TEXT.fullmatch(text) else None


def ensure_key(folder: Path) -> bytes | None:
    """The folder key, made first if missing (mode 0600); None if it cannot be had.

    Made as a complete temp file hard-linked into place, so a second process
    never sees half a key. A key file that is not a key is replaced once it
    is a minute old (younger, it may be another process's link in progress
    on a file system without links). Never raises: without a key, saves are
    simply unsealed and always replayed in full.
    """
    folder = Path(folder)
    key = read_key(folder)
    if key is not None:
        return key
    target = folder / KEY_NAME
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=folder, prefix=f"{KEY_NAME}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(secrets.token_hex(32).encode("ascii") + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temp, target)
        except FileExistsError:
            if time.time() - os.stat(target).st_mtime > 60 and read_key(folder) is None:
                os.replace(temp, target)
                temp = None
        except OSError:   # no hard links: rename, unless someone made one meanwhile
            if not target.exists():
                os.replace(temp, target)
                temp = None
        fsync_dir(folder)
    except OSError:
        return None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    return read_key(folder)


# ----- saves open in one process (campaigns) -------------------------------------
OPEN_SUFFIX = ".open"
_open_here: set[str] = set()
_open_guard = threading.Lock()


def identity(path: Path) -> str:
    """One name per file, however it was spelled (for the open-here registry)."""
    return os.path.realpath(path)


def holder_of(fd: int) -> str:
    """What an ``.open`` file says about its holder, as short printable text."""
    try:
        raw = os.pread(fd, 200, 0)
    except OSError:
        return "no details"
    text = "".join(c if c.isprintable() else " " for c in raw.decode("utf-8", "replace"))
    return " ".join(text.split())[:120] or "no details"


def claim_open(path: Path) -> int:
    """Take the exclusive open lock of ``path`` for this process; the lock fd.

    The caller holds :func:`locked`. Raises ``AlreadyOpen`` when this or
    another process has it. Where ``flock`` is missing, returns -1 (no lock).
    """
    name = identity(path)
    with _open_guard:
        if name in _open_here:
            raise AlreadyOpen(path, "already open in this herotable")
        if fcntl is None:
            _open_here.add(name)
            return -1
        try:
            fd = os.open(sibling(path, OPEN_SUFFIX), os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise SaveError(path, f"cannot create the open-lock file: "
                                  f"{exc.strerror or exc}") from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = holder_of(fd)
            os.close(fd)
            raise AlreadyOpen(path, f"already open in another herotable ({holder}); "
                                    "close it there first") from None
        except OSError:   # no locks on this file system: go on without
            pass
        since = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"pid {os.getpid()} on {socket.gethostname()} since {since}\n"
                      .encode("utf-8"), 0)
        _open_here.add(name)
        return fd


def release_open(path: Path, fd: int) -> None:
    """Give back what :func:`claim_open` took, and delete the ``.open`` file.

    The file is deleted under :func:`locked` while its ``flock`` is still
    held: every other process opens it only under that lock, and closes it
    before letting go, so no one can be left holding a deleted file while
    someone else makes a new one. When the write lock stays busy (a second
    at most), the emptied file is left: harmless, the next claim reuses it.
    """
    try:
        guard = locked(path, timeout=1.0) if fd >= 0 else contextlib.nullcontext()
        with guard:
            _let_go(path, fd, delete=fd >= 0)
    except SaveError:   # the lock file cannot be had: let go, keep the file
        _let_go(path, fd, delete=False)


def _let_go(path: Path, fd: int, delete: bool) -> None:
    with _open_guard:
        _open_here.discard(identity(path))
        if fd < 0:
            return
        with contextlib.suppress(OSError):
            if delete:
                os.unlink(sibling(path, OPEN_SUFFIX))
            else:
                os.ftruncate(fd, 0)
        with contextlib.suppress(OSError):
            os.close(fd)


def check_not_open_elsewhere(path: Path) -> None:
    """Raise ``AlreadyOpen`` if another process holds ``path`` open exclusively.

    The caller holds :func:`locked`, so no one can claim it meanwhile.
    """
    if fcntl is None or identity(path) in _open_here:
        return
    try:
        fd = os.open(sibling(path, OPEN_SUFFIX), os.O_RDONLY)
    except OSError:   # no .open file: nobody has ever opened it exclusively
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        raise AlreadyOpen(path, f"open in another herotable ({holder_of(fd)}); "
                                "not written here") from None
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale(path: Path) -> None:
    """Delete temp files a killed writer left: this save's, and old folder-key ones."""
    pattern = glob.escape(str(path.parent / f".{path.name}.")) + "*.tmp"
    for leftover in glob.glob(pattern):
        with contextlib.suppress(OSError):
            os.unlink(leftover)
    for leftover in glob.glob(glob.escape(str(path.parent / KEY_NAME)) + ".*.tmp"):
        with contextlib.suppress(OSError):
            if time.time() - os.stat(leftover).st_mtime > 60:
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


def atomic_write(path: Path, blob: bytes, backup: bool, what: str = "save") -> None:
    """Replace ``path`` with ``blob`` so that a crash leaves old or new, never half.

    Caller holds :func:`locked`. Steps: temp file in the same folder, write,
    flush, fsync; if ``backup``, the current file becomes ``<path>.bak`` by a
    hard link (so ``path`` itself never disappears); rename temp over
    ``path``; fsync the folder. Raises ``SaveError`` on I/O failure ("could not
    write the <what>": "save", "campaign file").
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
        raise SaveError(path, f"could not write the {what}: {exc.strerror or exc}") from exc
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
