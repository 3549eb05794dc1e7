"""The registry of game modes behind ``engine.GAMES`` and ``engine.load_game``."""
from __future__ import annotations

import importlib
from typing import Callable

from .contract import Game
from .errors import UnknownGame

# game id -> "module:attribute" of a zero-argument factory returning a Game.
_BUILTIN: dict[str, str] = {
    "herocard-duel": "engine.herocard.duel:HeroCardDuel",
    "orc-wars": "engine.orc_wars.game:OrcWars",
    "hero-realms": "engine.hero_realms.game:HeroRealms",
}
_EXTRA: dict[str, Callable[[], Game]] = {}


def game_ids() -> tuple[str, ...]:
    """Ids of the built-in games, in menu order."""
    return tuple(_BUILTIN)


def load_game(game_id: str) -> Game:
    """The ``Game`` for ``game_id``; raises ``engine.UnknownGame`` for others."""
    if game_id in _EXTRA:
        return _EXTRA[game_id]()
    target = _BUILTIN.get(game_id) if isinstance(game_id, str) else None
    if target is None:
        known = ", ".join(list(_BUILTIN) + list(_EXTRA))
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})")
    module_name, attr = target.split(":")
    return getattr(importlib.import_module(module_name), attr)()


def register(game_id: str, factory: Callable[[], Game]) -> None:
    """Add a game outside ``engine.GAMES`` (tests and plug-ins use this)."""
    _EXTRA[game_id] = factory


def unregister(game_id: str) -> None:
    """Remove a game added with :func:`register` (no error if absent)."""
    _EXTRA.pop(game_id, None)
