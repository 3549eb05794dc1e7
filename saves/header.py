"""The save header: building it from a live state and checking every field read back."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import engine

from .errors import CorruptSave
from .format import FORMAT, MAGIC, engine_version, now_iso, parse_time

SEAT_KINDS = ("human", "ai")
MAX_PLAYERS = 16
_HASH = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class Header:
    """Every field of a format-1 save except the rebuilt state (all checked)."""

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
    try:
        turn = state.view(None).get("turn")
    except Exception:   # a game without spectator views simply has no turn here
        return None
    return turn if type(turn) in (int, str) else None


def build(state: Any, seats: Sequence[Mapping] | None, campaign_id: str | None,
          created: str | None) -> dict:
    """The save map for ``state`` (``magic`` first), ready for ``format.encode``."""
    if campaign_id is not None and not isinstance(campaign_id, str):
        raise ValueError("campaign_id must be a str or None")
    players = state.num_players
    updated = now_iso()
    return {
        "magic": MAGIC, "format": FORMAT, "game": state.game.id,
        "engine_version": engine_version(), "created": created or updated,
        "updated": updated, "players": players,
        "seats": normalize_seats(seats, players), "options": dict(state.options),
        "seed": state.seed, "actions": [action.to_data() for action in state.history],
        "state_hash": engine.state_hash(state), "turn": _turn_of(state),
        "campaign_id": campaign_id,
    }


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


def _check_seats(seats: Any, players: int) -> str | None:
    if type(seats) is not list or len(seats) != players:
        return f"'seats' must be a list of {players} seats"
    for index, seat in enumerate(seats):
        if type(seat) is not dict or set(seat) != {"name", "kind", "bot"} \
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


def _problem(data: dict) -> str | None:
    missing = [key for key in ("game", "engine_version", "created", "updated", "players",
                               "seats", "options", "seed", "actions", "state_hash", "turn",
                               "campaign_id") if key not in data]
    if missing:
        return "missing field(s): " + ", ".join(missing)
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
    for index, action in enumerate(data["actions"]):
        if type(action) is not dict or not _plain(action):
            return f"action {index} is not plain data"
    if not _HASH.fullmatch(data["state_hash"]):
        return "'state_hash' is not a SHA-256 hex digest"
    if not (data["turn"] is None or type(data["turn"]) in (int, str)):
        return "'turn' must be an int, a str or nil"
    if not (data["campaign_id"] is None or type(data["campaign_id"]) is str):
        return "'campaign_id' must be a str or nil"
    return None


def validate(data: dict, path: str) -> Header:
    """Check every field of a decoded format-1 map; ``CorruptSave`` naming the field."""
    problem = _problem(data)
    if problem:
        raise CorruptSave(path, f"bad save field: {problem}")
    return Header(game_id=data["game"], engine_version=data["engine_version"],
                  format_version=data["format"], created=data["created"],
                  updated=data["updated"], players=data["players"],
                  seats=[dict(seat) for seat in data["seats"]], options=data["options"],
                  seed=data["seed"], actions=data["actions"],
                  state_hash=data["state_hash"], turn=data["turn"],
                  campaign_id=data["campaign_id"])
