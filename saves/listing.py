"""The save folder as a list: summaries, the newest save, autosave names."""
from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from .errors import SaveError
from .files import OPEN_SUFFIX, SUFFIX, names_in, sibling
from .format import parse_time
from .header import backup_path, read_header
from .safe_text import printable, safe_header, shown


@dataclass
class SaveInfo:
    """One file in a save folder, from its header alone (no replay).

    For an unreadable file ``error`` is its one-line message and the other
    fields are empty (``game_id`` "", ``players`` 0, ``updated`` None, ...);
    ``backup`` is then its ``.bak`` when that one's header reads (it is not
    replayed here: ``saves.read`` does that). ``scenario`` is
    ``options["scenario"]`` for games that have scenarios, else None.
    ``over`` and ``winners`` come from the header's snapshot (whether the game
    has ended, and who won): None and [] for a file without a snapshot. So the
    title and Load screens show a save without importing its game. Its text
    is safe to show: names, bot specs, game id, scenario and turn come through
    ``saves.safe_text`` (no control characters, bounded; the replay is what
    checks them against the game).
    """

    path: Path
    game_id: str = ""
    players: int = 0
    seats: list = field(default_factory=list)
    updated: str | None = None
    action_count: int = 0
    turn: int | str | None = None
    error: str | None = None
    created: str | None = None
    campaign_id: str | None = None
    scenario: str | None = None
    format_version: int = 0
    backup: Path | None = None
    over: bool | None = None
    winners: list = field(default_factory=list)


def info(path: str | os.PathLike) -> SaveInfo:
    """A :class:`SaveInfo` for one file; raises the ``SaveError`` subclasses of ``read_header``."""
    head = read_header(path)
    scenario = head.options.get("scenario")
    snapshot = head.snapshot or {}
    _options, seats, _note = safe_header(head.options, head.seats)
    turn = printable(head.turn) if type(head.turn) is str else head.turn
    return SaveInfo(over=snapshot.get("over"), winners=list(snapshot.get("winners") or []),
                    path=Path(path), game_id=printable(head.game_id), players=head.players,
                    seats=seats, updated=head.updated,
                    action_count=len(head.actions), turn=turn,
                    created=head.created, campaign_id=head.campaign_id,
                    scenario=printable(scenario) if type(scenario) is str else None,
                    format_version=head.format_version)


def _broken(path: Path, error: SaveError) -> SaveInfo:
    bak = backup_path(path)
    try:
        read_header(bak)
    except SaveError:
        bak = None
    return SaveInfo(path=path, error=shown(str(error)), backup=bak)


def _unexpected(exc: Exception) -> str:
    return f"cannot be read ({type(exc).__name__}: {exc})"


def _sort_key(item: SaveInfo) -> tuple:
    if item.error is None and item.updated is not None:
        return (0, -parse_time(item.updated).timestamp(), item.path.name)
    try:
        mtime = item.path.stat().st_mtime
    except OSError:
        mtime = 0.0
    return (1, -mtime, item.path.name)


def list_saves(folder: str | os.PathLike) -> list[SaveInfo]:
    """Every ``*.htsave`` in ``folder``, newest ``updated`` first.

    Unreadable files are listed too (after the readable ones, newest file
    time first) with ``error`` set. A missing folder gives ``[]``; a folder
    that cannot be listed raises ``SaveError``.
    """
    root = Path(folder)
    names = names_in(root, SUFFIX, "the save folder")
    result = []
    for name in names:
        try:
            result.append(info(root / name))
        except SaveError as exc:
            result.append(_broken(root / name, exc))
        except Exception as exc:   # a bug must not hide every other save: list it as broken
            result.append(_broken(root / name, SaveError(root / name, _unexpected(exc))))
    result.sort(key=_sort_key)
    return result


def newest(folder: str | os.PathLike) -> Path | None:
    """The path of the most recently updated readable save in ``folder``, or None."""
    for item in list_saves(folder):
        if item.error is None:
            return item.path
    return None


_handed_out: set[Path] = set()
_handed_lock = threading.Lock()


def autosave_path(folder: str | os.PathLike, game_id: str) -> Path:
    """A new, unused file name for one game: ``folder/<game_id>-<UTC time>.htsave``.

    Call it once when a game starts and keep writing to the same path. Names
    already on disk (or handed out earlier by this process) get ``-2``,
    ``-3``, ... Unsafe characters in ``game_id`` become ``_``. The name is
    claimed atomically by creating its ``.lock`` file with ``O_EXCL``, so two
    processes starting a game in the same second never get the same name.
    Raises ``SaveError`` when the folder cannot take the lock file.
    """
    root = Path(folder)
    stem = re.sub(r"[^A-Za-z0-9_-]", "_", str(game_id))[:64] or "game"
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    with _handed_lock:
        number = 1
        while True:
            tail = "" if number == 1 else f"-{number}"
            candidate = root / f"{stem}-{stamp}{tail}{SUFFIX}"
            if candidate not in _handed_out and not any(
                    p.exists() for p in (candidate, sibling(candidate, ".bak"),
                                         sibling(candidate, ".lock"),
                                         sibling(candidate, OPEN_SUFFIX))) \
                    and _claim(candidate):
                _handed_out.add(candidate)
                return candidate
            number += 1


def _claim(candidate: Path) -> bool:
    """Create ``<candidate>.lock`` exclusively: True if this process made it."""
    try:
        os.close(os.open(sibling(candidate, ".lock"), os.O_WRONLY | os.O_CREAT | os.O_EXCL,
                         0o644))
    except FileExistsError:
        return False
    except OSError as exc:
        raise SaveError(candidate, f"cannot claim a save name: {exc.strerror or exc}") from exc
    return True
