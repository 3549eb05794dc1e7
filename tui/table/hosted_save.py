"""Is a save held open by a running host? (``hosted_by``: the replay refuses such a save.)

Read only: no lock is taken for more than one non-blocking try, nothing is written.
"""
from __future__ import annotations

import os
from pathlib import Path


def hosted_by(path: Path) -> str | None:
    """The holder line of a running host that has ``path`` open, else None.

    What is checked, without taking any lock: the host's record ``<save>.seats``
    (``tui/table/seat_keys.py``) is beside the save, and ``<save>.open`` (made by
    ``saves.open_exclusive``, which every host holds while it serves) is locked
    by a live process, read from ``/proc/locks`` where there is one. Elsewhere a
    shared ``flock`` is tried and let go at once (it never blocks a writer for
    longer than that try).
    """
    seats = Path(str(path) + ".seats")
    opened = Path(str(path) + ".open")
    if not seats.is_file() or not opened.is_file():
        return None
    try:
        held = _locked_in_proc(opened)
    except OSError:
        held = None
    if held is None:
        held = _locked_by_trying(opened)
    if not held:
        return None
    try:
        text = opened.read_text(encoding="utf-8", errors="replace")
    except OSError:
        text = ""
    line = " ".join("".join(c if c.isprintable() else " " for c in text).split())[:120]
    return line or "a running herotable"


def _locked_in_proc(opened: Path) -> bool | None:
    """True/False from ``/proc/locks`` (a FLOCK on that inode), None without it."""
    if not os.path.exists("/proc/locks"):
        return None
    info = os.stat(opened)
    wanted = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    with open("/proc/locks", encoding="ascii", errors="replace") as locks:
        for line in locks:
            fields = line.split()
            if "FLOCK" in fields and any(f == wanted for f in fields):
                return True
    return False


def _locked_by_trying(opened: Path) -> bool:
    try:
        import fcntl
    except ImportError:   # no flock here: nothing can hold it either
        return False
    try:
        fd = os.open(opened, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
    return False
