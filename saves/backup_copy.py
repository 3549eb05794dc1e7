"""Playing a backup: a ``.bak`` is never played in place, but copied to a save of its own.

A backup ``X.htsave.bak`` belongs to ``X.htsave``: every save of ``X``
replaces it. A herotable that played the ``.bak`` itself, while another
plays ``X``, would see its game overwritten by the other's next save (issue
41: a 14-move game lost). So ``herotable load X.htsave.bak`` (and the Load
screen) plays a copy: the backup's bytes, unchanged (the seal still holds in
the same folder), under a new autosave name in its folder, claimed as any
new game's name is. The backup itself is left as it was. docs/save-format.md,
"Backups".
"""
from __future__ import annotations

import contextlib
import os
from pathlib import Path

from . import files
from .errors import SaveError
from .header import read_header
from .listing import autosave_path

BACKUP_SUFFIX = ".bak"


def is_backup(path: str | os.PathLike) -> bool:
    """True for a path whose name ends in ``.bak`` (a save's backup)."""
    return os.fspath(path).endswith(BACKUP_SUFFIX)


def copy_backup(path: str | os.PathLike) -> Path:
    """Copy the backup at ``path`` to a new save in its folder; returns the copy's path.

    The backup's header is checked first (``read_header``: ``SaveError`` or a
    subclass for a file that is missing, unreadable or no save); the copy is
    written atomically to ``saves.autosave_path(folder, game)``, a name no
    other process can get. Raises ``SaveError`` when the copy cannot be
    written (nothing is left behind then).
    """
    source = Path(path)
    head = read_header(source)
    blob = files.read_bytes(source)
    target = autosave_path(source.parent, head.game_id)
    try:
        with files.locked(target):
            files.atomic_write(target, blob, backup=False, what="copy of the backup")
    except SaveError:
        discard_copy(target)
        raise
    return target


def discard_copy(path: str | os.PathLike) -> None:
    """Delete a copy made by :func:`copy_backup` that did not load, with its
    ``.lock`` and ``.bak`` (never raises)."""
    target = Path(path)
    for leftover in (target, files.sibling(target, ".lock"), files.sibling(target, ".bak")):
        with contextlib.suppress(OSError):
            os.unlink(leftover)
