"""The save header: building it from a live state and checking every field read back."""
from __future__ import annotations

import os
import re
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import engine

from . import background as _background, files
from . import format as fmt
from .errors import CorruptSave
from .table_record import plain_table, table_problem
from .format import (FORMAT, MAGIC, MAX_ACTIONS, Decoded, encode, engine_version, now_iso,
                     parse_time)

SEAT_KINDS = ("human", "ai")
MAX_PLAYERS = 16
_HASH = re.compile(r"[0-9a-f]{64}")


FIELDS = ("game", "engine_version", "created", "updated", "players", "seats", "options",
          "seed", "actions", "state_hash", "turn", "campaign_id", "table", "snapshot")
SNAPSHOT_KEYS = ("state", "current", "over", "winners")


@dataclass(frozen=True)
class Header:
    """Every field of a save except the rebuilt state (all type-checked).

    ``format_version`` is the format the file was written in (1 for an old
    file read through its migration). ``snapshot`` is None or the checked
    snapshot map. ``checksum``: the file carried a SHA-256 trailer and it
    matched. ``body``/``seal``: what the seal covers and the seal itself,
    checked against the folder key by ``saves.game``.
    """

    game_id: str
    engine_version: str
    format_version: int
    created: str
    updated: str
    players: int
    seats: list
    options: dict
    seed: int
    actions: list
    state_hash: str
    turn: int | str | None
    campaign_id: str | None
    table: dict | None = None      # the table section (saves.table_record)
    snapshot: dict | None = None
    checksum: bool = False
    body: bytes | None = None
    seal: str | None = None


def default_seats(players: int) -> list[dict]:
    """``players`` human seats named "Player 1", "Player 2", ..."""
    return [{"name": f"Player {i + 1}", "kind": "human", "bot": None} for i in range(players)]


def normalize_seats(seats: Sequence[Mapping] | None, players: int) -> list[dict]:
    """Seats as ``[{"name": str, "kind": "human"|"ai", "bot": str|None}, ...]``.

    ``None`` gives :func:`default_seats`. A missing name becomes "Player N", a
    missing kind "human", a missing bot None. Raises ``ValueError`` for the
    wrong number of seats or wrong types.
    """
    if seats is None:
        return default_seats(players)
    if isinstance(seats, (str, bytes, Mapping)) or not isinstance(seats, Sequence):
        raise ValueError("seats must be a list of maps, one per seat")
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seats given for a {players}-player game")
    result = []
    for index, seat in enumerate(seats):
        if not isinstance(seat, Mapping):
            raise ValueError(f"seat {index} is not a map")
        name = seat.get("name") or f"Player {index + 1}"
        kind, bot = seat.get("kind", "human"), seat.get("bot")
        if not isinstance(name, str) or kind not in SEAT_KINDS \
                or not (bot is None or isinstance(bot, str)):
            raise ValueError(f"seat {index} needs a str name, kind 'human' or 'ai', "
                             "and a str or None bot")
        result.append({"name": name, "kind": kind, "bot": bot})
    return result


def _turn_of(state: Any) -> int | str | None:
    """The turn shown in the header: ``state.turn`` when the state keeps one (an int
    or str: the built-in games do, and their views report exactly it), else
    ``view(None)["turn"]`` (None for a game without spectator views)."""
    turn = getattr(state, "turn", None)
    if type(turn) in (int, str):
        return turn
    try:
        turn = state.view(None).get("turn")
    except Exception:   # a game without spectator views simply has no turn here
        return None
    return turn if type(turn) in (int, str) else None


class _Data:
    """Stands in for a state whose ``full_data()`` is already plain data."""

    def __init__(self, data: dict):
        self._data = data

    def full_data(self) -> dict:
        return self._data


def snapshot_hash(data: dict) -> str:
    """``engine.state_hash`` of a stored ``snapshot["state"]``."""
    return engine.state_hash(_Data(data))


def _plain_copy(value: Any, depth: int = 0) -> Any:
    """``full_data()`` output as msgpack-ready data: str keys, lists for tuples."""
    if value is None or type(value) in (str, int, float, bool):
        return value
    if depth > 32:
        raise ValueError("nested too deeply")
    if isinstance(value, (list, tuple)):
        return [_plain_copy(v, depth + 1) for v in value]
    if isinstance(value, dict):
        copy = {str(k): _plain_copy(v, depth + 1) for k, v in value.items()}
        if len(copy) != len(value):
            raise ValueError("two keys with the same text")
        return copy
    raise TypeError(f"{type(value).__name__} in full_data()")


def snapshot_of(state: Any, data: Any = None) -> dict | None:
    """The ``snapshot`` block for ``state``, or None.

    ``data``: ``state.full_data()`` when the caller already has it (it is
    read once per save). None when the state's data cannot be stored
    faithfully (not plain, too big for msgpack, keys that collide as text):
    the save is still written, it just carries no snapshot. ``state_hash``
    reads keys as text and tuples as lists too, so the stored copy hashes to
    ``state_hash`` (the reader checks that anyway).
    """
    try:
        data = _plain_copy(state.full_data() if data is None else data)
        winners = [int(w) for w in state.winners()]
        current = state.current_player
        block = {"state": data, "current": current if type(current) is int else None,
                 "over": bool(state.is_over()), "winners": winners}
        encode(block)
    except Exception:   # the snapshot is an extra: never let it stop a save
        return None
    return block


@dataclass(frozen=True)
class Capture:
    """What a save needs from a live state, copied at one moment (``capture``).

    Nothing in it is shared with the state, so it can be turned into the save
    map (``build_from``: hashing, checking and listing the actions, the slow
    part) in another thread while the game goes on. ``history`` is a copy of
    the action list (actions are immutable). ``data`` is the plain copy of
    ``full_data()``, or None when that is not plain data; then ``digest``
    was computed from the live data at once and the save carries no snapshot.
    """

    game_id: str
    players: int
    options: dict
    seed: Any
    history: tuple
    seats: list
    campaign_id: str | None
    turn: int | str | None
    data: dict | None
    current: int | None
    over: bool
    winners: list
    digest: str | None = None
    table: dict | None = None


def capture(state: Any, seats: Sequence[Mapping] | None, campaign_id: str | None,
            table: Mapping | None = None) -> Capture:
    """Copy out of ``state`` everything :func:`build_from` needs (the part of a save
    that must run while nothing changes the state). ``table``: the table section
    (``saves.table_record``; None: the default, undo and hints on). Raises
    ``ValueError`` for bad ``seats``/``campaign_id``/``table``."""
    if campaign_id is not None and not isinstance(campaign_id, str):
        raise ValueError("campaign_id must be a str or None")
    players = state.num_players
    raw = state.full_data()            # read once: the hash and the snapshot share it
    digest = None
    try:
        data = _plain_copy(raw)
        current = state.current_player
        over, winners = bool(state.is_over()), [int(w) for w in state.winners()]
    except Exception:   # the snapshot is an extra: never let it stop a save
        data, current, over, winners = None, None, False, []
        digest = engine.state_hash(_Data(raw))
    return Capture(game_id=state.game.id, players=players, options=dict(state.options),
                   seed=state.seed, history=tuple(state.history),
                   seats=normalize_seats(seats, players), campaign_id=campaign_id,
                   turn=_turn_of(state), data=data,
                   current=current if type(current) is int else None, over=over,
                   winners=winners, digest=digest, table=plain_table(table))


def _snapshot_block(shot: Capture) -> dict | None:
    if shot.data is None:
        return None
    block = {"state": shot.data, "current": shot.current, "over": shot.over,
             "winners": shot.winners}
    try:
        encode(block)
    except Exception:   # too big for msgpack: the save just carries no snapshot
        return None
    return block


def build_from(shot: Capture, created: str | None) -> dict:
    """The save map (``magic`` first, no trailer) for a :class:`Capture`; safe in any
    thread. ``state_hash`` of the plain copy equals that of the live state (keys
    read as text, tuples as lists: ``engine.state_hash``)."""
    updated = now_iso()
    digest = shot.digest or engine.state_hash(_Data(shot.data))
    return {
        "magic": MAGIC, "format": FORMAT, "game": shot.game_id,
        "engine_version": engine_version(), "created": created or updated,
        "updated": updated, "players": shot.players,
        "seats": shot.seats, "options": shot.options,
        "seed": shot.seed, "actions": [action.to_data() for action in shot.history],
        "state_hash": digest, "turn": shot.turn,
        "campaign_id": shot.campaign_id, "table": shot.table or plain_table(None),
        "snapshot": _snapshot_block(shot),
    }


def build(state: Any, seats: Sequence[Mapping] | None, campaign_id: str | None,
          created: str | None, table: Mapping | None = None) -> dict:
    """The save map for ``state`` (``magic`` first, no trailer), ready for sealing;
    ``state`` may also be a :class:`Capture` of one (which has its table)."""
    shot = state if isinstance(state, Capture) else capture(state, seats, campaign_id, table)
    return build_from(shot, created)


def _plain(value: Any, depth: int = 0) -> bool:
    """True for nested str-keyed maps, lists and primitives (no bytes, no ext)."""
    if value is None or type(value) in (str, int, float, bool):
        return True
    if depth > 32:
        return False
    if type(value) is list:
        return all(_plain(v, depth + 1) for v in value)
    if type(value) is dict:
        return all(type(k) is str and _plain(v, depth + 1) for k, v in value.items())
    return False


_SCALARS = (str, int, bool, type(None))


def _action_shape(action: Any) -> bool:
    """``_plain`` for one ``Action.to_data()`` map, quicker for its usual shape."""
    if type(action) is not dict:
        return False
    if set(action) - {"kind", "args"}:
        return _plain(action)
    args = action.get("args")
    if type(action.get("kind")) is not str or type(args) is not dict:
        return _plain(action)
    for key, value in args.items():
        if type(key) is not str:
            return False
        if type(value) not in _SCALARS and not _plain(value, 2):
            return False
    return True


def _check_seats(seats: Any, players: int) -> str | None:
    if type(seats) is not list or len(seats) != players:
        return f"'seats' must be a list of {players} seats"
    for index, seat in enumerate(seats):
        if type(seat) is not dict or tuple(seat) != ("name", "kind", "bot") \
                or type(seat["name"]) is not str or seat["kind"] not in SEAT_KINDS \
                or not (seat["bot"] is None or type(seat["bot"]) is str):
            return f"seat {index} is not a valid seat"
    return None


def _check_time(value: Any, key: str) -> str | None:
    if type(value) is not str:
        return f"'{key}' must be a time string"
    try:
        parse_time(value)
    except ValueError:
        return f"'{key}' is not an ISO time: {value[:40]!r}"
    return None


def _check_snapshot(snapshot: Any, players: int) -> str | None:
    if snapshot is None:
        return None
    if type(snapshot) is not dict or tuple(snapshot) != SNAPSHOT_KEYS:
        return "'snapshot' must be nil or a map of " + ", ".join(SNAPSHOT_KEYS) + \
            ", in this order"
    if type(snapshot["state"]) is not dict or not _plain(snapshot["state"]):
        return "'snapshot' state is not plain data"
    current, winners = snapshot["current"], snapshot["winners"]
    if not (current is None or (type(current) is int and 0 <= current < players)):
        return "'snapshot' current player is out of range"
    if type(snapshot["over"]) is not bool:
        return "'snapshot' over must be true or false"
    if type(winners) is not list or len(winners) > players or \
            any(type(w) is not int or not 0 <= w < players for w in winners):
        return "'snapshot' winners must be seats"
    return None


def _problem(data: dict) -> str | None:
    missing = [key for key in FIELDS if key not in data]
    if missing:
        return "missing field(s): " + ", ".join(missing)
    extra = [str(key)[:20] for key in data if key not in FIELDS + ("magic", "format")]
    if extra:
        return "unexpected field(s): " + ", ".join(extra[:5])
    if tuple(data) != ("magic", "format") + FIELDS:
        return "the fields are not in the order of the format (magic, format, game, ...)"
    kinds = {"game": str, "engine_version": str, "players": int, "options": dict,
             "seed": int, "actions": list, "state_hash": str}
    for key, kind in kinds.items():
        if type(data[key]) is not kind:
            return f"'{key}' must be of type {kind.__name__}, not {type(data[key]).__name__}"
    if not data["game"]:
        return "'game' is empty"
    if not 1 <= data["players"] <= MAX_PLAYERS:
        return f"'players' is out of range: {data['players']}"
    problem = (_check_seats(data["seats"], data["players"])
               or _check_time(data["created"], "created")
               or _check_time(data["updated"], "updated"))
    if problem:
        return problem
    if not _plain(data["options"]):
        return "'options' holds values that are not plain data"
    if len(data["actions"]) > MAX_ACTIONS:
        return (f"{len(data['actions'])} actions, more than the {MAX_ACTIONS} a save "
                "may hold")
    for index, action in enumerate(data["actions"]):
        if not _action_shape(action):
            return f"action {index} is not plain data"
    if not _HASH.fullmatch(data["state_hash"]):
        return "'state_hash' is not a SHA-256 hex digest"
    if not (data["turn"] is None or type(data["turn"]) in (int, str)):
        return "'turn' must be an int, a str or nil"
    if not (data["campaign_id"] is None or type(data["campaign_id"]) is str):
        return "'campaign_id' must be a str or nil"
    problem = table_problem(data["table"], data["players"], len(data["actions"]))
    if problem:
        return problem
    return _check_snapshot(data["snapshot"], data["players"])


def validate(decoded: Decoded, path: str) -> Header:
    """Check every field of a decoded map (at :data:`FORMAT`); ``CorruptSave`` naming the field."""
    data = decoded.data
    problem = _problem(data)
    if problem:
        raise CorruptSave(path, f"bad save field: {problem}")
    return Header(game_id=data["game"], engine_version=data["engine_version"],
                  format_version=decoded.file_format, created=data["created"],
                  updated=data["updated"], players=data["players"],
                  seats=[dict(seat) for seat in data["seats"]], options=data["options"],
                  seed=data["seed"], actions=data["actions"],
                  state_hash=data["state_hash"], turn=data["turn"],
                  campaign_id=data["campaign_id"], table=data["table"],
                  snapshot=data["snapshot"],
                  checksum=decoded.checksum, body=decoded.body, seal=decoded.seal)


# -- reading a file's header (the listing's need: no replay, no game imported) --

def read_header(path: str | os.PathLike) -> Header:
    """Decode and check a save's fields without replaying it (fast; for listings).

    Waits first for this process's pending background write of the file
    (``saves.background``). Raises ``SaveError`` (missing or unreadable file),
    ``NotASaveFile``, ``CorruptSave`` or ``NewerFormat``.
    """
    name = os.fspath(path)
    _background.flush_pending(path)   # this process's own background write of it comes first
    decoded = fmt.decode(files.read_bytes(Path(path)), name)
    return validate(decoded, name)


def backup_path(path: str | os.PathLike) -> Path:
    """Where the backup of ``path`` lives: ``<path>.bak``."""
    return files.sibling(Path(path), ".bak")
