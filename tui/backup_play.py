"""``herotable load X.htsave.bak``: the game goes on in a copy of the backup.

See ``saves/backup_copy.py`` for why a backup is never played in place.
"""
from __future__ import annotations

from pathlib import Path

import saves


def load_backup(session_class, path: Path, progress=None):
    """``session_class.load`` of a copy of the backup at ``path`` (``saves.copy_backup``),
    with a log line naming the copy; the backup is left as it was.

    Raises ``SessionError`` (one line naming the backup, not the copy) when the
    backup is no save, cannot be copied or does not load; a copy that does not
    load is deleted."""
    from .session import SessionError
    try:
        copy = saves.copy_backup(path)
    except saves.SaveError as exc:
        raise SessionError(" ".join(str(exc).split())) from None
    try:
        session = session_class.load(copy, progress=progress)
    except SessionError as exc:
        saves.discard_copy(copy)
        raise SessionError(str(exc).replace(str(copy), str(path))) from None
    except BaseException:
        saves.discard_copy(copy)
        raise
    session.log.append(f"This game goes on in {copy.name}, a copy of the backup {path.name} "
                       "(the backup itself is left as it was).")
    return session
