"""The registry of game modes behind ``engine.GAMES`` and ``engine.load_game``."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:   # annotations only: the registry is read at start, the contract later
    from .contract import Game
from .errors import UnknownGame

@dataclass(frozen=True)
class GameEntry:
    """What is known of a built-in game without importing it.

    ``target``: "module:attribute" of a zero-argument factory returning the
    ``Game``; ``title``: its name in menus; ``min_players``/``max_players``:
    the seat range (the Game object's own values must agree: a test checks).
    """

    target: str
    title: str
    min_players: int
    max_players: int


# One line per game, in menu order.
_BUILTIN: dict[str, GameEntry] = {
    "herocard-duel": GameEntry("engine.herocard.duel:HeroCardDuel", "HeroCard Duel", 2, 4),
    "orc-wars": GameEntry("engine.orc_wars.game:OrcWars", "HeroCard Orc Wars", 2, 4),
    "hero-realms": GameEntry("engine.hero_realms.game:HeroRealms", "Hero Realms", 2, 4),
    "no-time-for-heroes": GameEntry("engine.no_time_for_heroes.game:NoTimeForHeroes",
                                    "No Time For Heroes", 1, 4),
    "heroes-of-timeline": GameEntry("engine.heroes_of_timeline.game:HeroesOfTimeline",
                                    "Heroes of Timeline", 2, 2),
    "pack-of-heroes": GameEntry("engine.pack_of_heroes.game:PackOfHeroes", "Pack of Heroes", 2, 2),
}

_EXTRA: dict[str, Callable[[], Game]] = {}


def game_ids() -> tuple[str, ...]:
    """Ids of the built-in games, in menu order."""
    return tuple(_BUILTIN)


def game_entry(game_id: str) -> GameEntry:
    """The registry entry of a built-in game (no import); ``UnknownGame`` otherwise."""
    entry = _BUILTIN.get(game_id) if isinstance(game_id, str) else None
    if entry is None:
        raise UnknownGame(f"unknown game {game_id!r} (known: {', '.join(_BUILTIN)})")
    return entry


def game_title(game_id: str) -> str:
    """The menu title of ``game_id`` without importing it (its id if unknown)."""
    entry = _BUILTIN.get(game_id)
    if entry is not None:
        return entry.title
    if game_id in _EXTRA:
        return load_game(game_id).title or game_id
    return str(game_id)


def load_game(game_id: str) -> Game:
    """The ``Game`` for ``game_id``, importing its package on first use.

    Raises ``engine.UnknownGame`` for an id that is neither built in nor
    registered with :func:`register`.
    """
    if game_id in _EXTRA:
        return _EXTRA[game_id]()
    entry = _BUILTIN.get(game_id) if isinstance(game_id, str) else None
    if entry is None:
        known = ", ".join(list(_BUILTIN) + list(_EXTRA))
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})")
    module_name, attr = entry.target.split(":")
    return getattr(importlib.import_module(module_name), attr)()


def register(game_id: str, factory: Callable[[], Game]) -> None:
    """Add a game outside ``engine.GAMES`` (tests and plug-ins use this)."""
    _EXTRA[game_id] = factory


def unregister(game_id: str) -> None:
    """Remove a game added with :func:`register` (no error if absent)."""
    _EXTRA.pop(game_id, None)
