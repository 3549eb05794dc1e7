"""Heuristic bots, one module per game, imported lazily (see docs/ai.md).

Each module ``engine.ai.heuristic.<name>`` provides:

- ``evaluate(state, seat) -> float``: the estimated chance in [0, 1] that
  ``seat`` wins, from a FULL state (ISMCTS calls it on determinized states);
- ``class Heuristic(Bot)``: a bot whose ``choose(window)`` uses only the window.

``HeuristicBot`` (spec ``heuristic``) looks up the game of each window and
hands the decision to that game's ``Heuristic``.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Callable

from ...core import Action
from ..base import Bot, SeatWindow

MODULES: dict[str, str] = {
    "herocard-duel": "duel",
    "hero-realms": "hero_realms",
    "orc-wars": "orc_wars",
    "no-time-for-heroes": "no_time_for_heroes",
    "heroes-of-timeline": "timeline",
    "pack-of-heroes": "pack_of_heroes",
}


def module_for(game_id: str) -> ModuleType:
    """The heuristic module of ``game_id``; ``ValueError`` for a game without one."""
    name = MODULES.get(game_id)
    if name is None:
        raise ValueError(f"no heuristic for game {game_id!r} (have: {', '.join(MODULES)})")
    return importlib.import_module(f"{__name__}.{name}")


def evaluator(game_id: str) -> Callable[[object, int], float]:
    """``evaluate(state, seat) -> float in [0, 1]`` of ``game_id``'s heuristic module.

    Raises ``ValueError`` for a game without a heuristic module.
    """
    return module_for(game_id).evaluate


class HeuristicBot(Bot):
    """Spec ``heuristic``: delegates to the window's game's ``Heuristic`` bot.

    One ``Heuristic`` per game id is built on first use with this bot's seed.
    Raises ``ValueError`` (from ``choose``) for a game without a heuristic.
    """

    spec = "heuristic"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._bots: dict[str, Bot] = {}

    def choose(self, window: SeatWindow) -> Action:
        """The game heuristic's choice; ``stats`` are the heuristic's own."""
        bot = self._bots.get(window.game_id)
        if bot is None:
            bot = self._bots[window.game_id] = module_for(window.game_id).Heuristic(self.seed)
        action = bot.choose(window)
        self.stats = bot.stats
        return action
