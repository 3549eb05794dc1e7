"""Which save Continue resumes: the newest unfinished game, unless a newer file is
damaged, which is then named (with its backup, if that one reads) instead of
silently opening an older game. Used by the title screen's Continue and by
``herotable continue``; reads headers only (``saves.list_saves``).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import saves


@dataclass
class ContinuePick:
    """``path``: the newest readable save of an unfinished game (None: none).
    ``damaged``: the ``SaveInfo`` of a damaged file newer than ``path`` (None:
    none); its ``backup`` is set when the backup's header reads."""

    path: Path | None
    damaged: object | None = None


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def pick_continue(folder: str | os.PathLike) -> ContinuePick:
    """The save Continue should resume in ``folder`` (see ``ContinuePick``).

    Finished games are passed over. Raises ``saves.SaveError`` when the folder
    cannot be listed; a missing folder gives ``ContinuePick(None)``."""
    infos = saves.list_saves(folder)
    playable = [i for i in infos if i.error is None and not i.over]
    path = playable[0].path if playable else None
    broken = [i for i in infos if i.error is not None]
    newest_broken = max(broken, key=lambda i: _mtime(i.path)) if broken else None
    if newest_broken is not None and (path is None or _mtime(newest_broken.path) > _mtime(path)):
        return ContinuePick(path, newest_broken)
    return ContinuePick(path)


def damaged_line(info) -> str:
    """One line naming a damaged save, why, and the command that puts its backup
    back when that one reads."""
    text = str(info.error or "").strip()
    name = Path(info.path).name
    if name not in text:
        text = f"{name}: {text}"
    if getattr(info, "backup", None):
        text += f"; its backup reads: herotable saves restore {info.path}"
    return text
