"""Reading and writing one saved game: header checks, replay and hash check."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

import engine

from . import files, header
from . import format as fmt
from .errors import (CorruptSave, NewerFormat, NotASaveFile, ReplayMismatch, SaveError,
                     UnknownGame)
from .header import Header


@dataclass
class SavedGame:
    """A save read back and replayed: ``state`` is a live engine state.

    ``seats``: ``[{"name", "kind", "bot"}, ...]``; ``created``/``updated``:
    UTC ISO strings; ``path``: the file read.
    """

    state: Any
    seats: list
    game_id: str
    options: dict
    seed: int
    players: int
    created: str
    updated: str
    engine_version: str
    format_version: int
    path: Path
    campaign_id: str | None
    action_count: int
    turn: int | str | None
    state_hash: str


def read_header(path: str | os.PathLike) -> Header:
    """Decode and check a save's fields without replaying it (fast; for listings).

    Raises ``SaveError`` (missing or unreadable file), ``NotASaveFile``,
    ``CorruptSave`` or ``NewerFormat``.
    """
    name = os.fspath(path)
    data = fmt.decode(files.read_bytes(Path(path)), name)
    return header.validate(data, name)


def _replay(head: Header, path: str) -> Any:
    try:
        game = engine.load_game(head.game_id)
    except engine.UnknownGame as exc:
        raise UnknownGame(path, f"unknown game {head.game_id!r}; this herotable "
                                f"({fmt.engine_version()}) cannot load it") from exc
    except ImportError as exc:
        raise UnknownGame(path, f"game {head.game_id!r} is not available in this "
                                f"install ({exc})") from exc
    try:
        state = game.new_game(players=head.players, seed=head.seed, options=head.options)
    except Exception as exc:   # file data is untrusted: any refusal means a bad save
        raise CorruptSave(path, f"the game refused the saved set-up: {exc}") from exc
    for index, data in enumerate(head.actions):
        try:
            action = game.action_from_data(data)
        except engine.IllegalAction as exc:
            raise CorruptSave(path, f"action {index} is not a valid action: {exc}") from exc
        try:
            state.apply(action)
        except engine.IllegalAction as exc:
            raise ReplayMismatch(path, f"action {index} ({action.kind}) is not legal on "
                                       f"replay: the file was altered or written by "
                                       f"different rules") from exc
    if engine.state_hash(state) != head.state_hash:
        raise ReplayMismatch(path, f"replaying {len(head.actions)} actions does not give "
                                   "the saved state (hash differs)")
    return state


def read(path: str | os.PathLike) -> SavedGame:
    """Read, check and replay a save; returns a :class:`SavedGame`.

    Raises ``SaveError`` (missing or unreadable file) or one of its
    subclasses: ``NotASaveFile``, ``CorruptSave``, ``NewerFormat``,
    ``UnknownGame``, ``ReplayMismatch``. Every message is one line naming the file.
    """
    name = os.fspath(path)
    head = read_header(path)
    state = _replay(head, name)
    return SavedGame(state=state, seats=head.seats, game_id=head.game_id,
                     options=head.options, seed=head.seed, players=head.players,
                     created=head.created, updated=head.updated,
                     engine_version=head.engine_version,
                     format_version=head.format_version, path=Path(path),
                     campaign_id=head.campaign_id, action_count=len(head.actions),
                     turn=head.turn, state_hash=head.state_hash)


def write(path: str | os.PathLike, state: Any, seats: Sequence[Mapping] | None = None,
          campaign_id: str | None = None) -> Path:
    """Save ``state`` to ``path`` atomically, under an advisory lock; returns the path.

    ``seats``: one ``{"name": str, "kind": "human"|"ai", "bot": str|None}``
    per seat (default "Player N", human). ``created`` is kept from the file
    already at ``path`` when that is a valid save, which also becomes
    ``<path>.bak``. A file at ``path`` that is not a save, or is a save in a
    newer format, is never overwritten. Raises ``ValueError`` for bad
    ``seats``/``campaign_id`` and ``SaveError`` when the state cannot be
    encoded, the file is in the way, or it cannot be written.
    """
    target = Path(path)
    name = os.fspath(path)
    data = header.build(state, seats, campaign_id, created=None)
    with files.locked(target):
        try:
            previous = read_header(target)
        except (NotASaveFile, NewerFormat) as exc:
            raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
        except SaveError:   # no file yet, or a damaged save: the new one replaces it
            previous = None
        if previous is not None:
            data["created"] = previous.created
        try:
            blob = fmt.encode(data)
        except (TypeError, ValueError, OverflowError) as exc:
            raise SaveError(name, f"cannot encode the game state: {exc}") from exc
        if len(blob) > fmt.MAX_FILE_BYTES:
            raise SaveError(name, f"the save would be too large ({len(blob)} bytes)")
        files.atomic_write(target, blob, backup=previous is not None)
    return target
