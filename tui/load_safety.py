"""What ``GameSession.load`` checks beyond the save layer (issue 41).

A backup (``herotable load X.htsave.bak``) is played in a copy of its own
(``saves/backup_copy.py`` says why), and an AI seat's bot must be one this
herotable has. The save layer already made every name and spec printable
(``saves/safe_text.py``).
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


def known_bots(seats: list[dict]) -> tuple[list[dict], list[str]]:
    """A loaded save's seats, each AI seat's bot one ``check_bot`` accepts (else
    "normal"), and a log line per seat changed (the save layer made them printable)."""
    from .session import SessionError, check_bot
    notes, result = [], [dict(record) for record in seats]
    for number, record in enumerate(result, start=1):
        try:
            if record.get("kind") == "ai":
                record["bot"] = check_bot(record.get("bot") or "normal")
        except SessionError:
            notes.append(f"Seat {number}'s computer player in this save "
                         f"({str(record.get('bot'))[:40]}) is unknown here; it plays as "
                         "AI normal.")
            record["bot"] = "normal"
    return result, notes
