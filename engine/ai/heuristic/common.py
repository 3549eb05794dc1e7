"""What every game's heuristic bot shares: one determinization per decision, then
the game's own ``decide``; and the squashing function the evaluations use."""
from __future__ import annotations

import math
import random
from abc import abstractmethod

from ...core import Action
from ..base import Bot, SeatWindow


def sigmoid(x: float) -> float:
    """1 / (1 + e^-x), clamped to exactly 0 or 1 beyond |x| > 30 (no overflow)."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class DeterminizingHeuristic(Bot):
    """Base of the per-game ``Heuristic`` bots (spec ``heuristic``).

    ``choose`` answers a single legal action at once; otherwise it
    determinizes the window once with its own seeded generator (so it sees
    only what its seat may see) and asks ``decide(state, seat, actions)``.
    ``stats`` starts as ``{"choices": n}``; ``decide`` may add to it.
    """

    spec = "heuristic"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._rng = random.Random(self.seed)

    def choose(self, window: SeatWindow) -> Action:
        """One of ``window.legal_actions()``: the only one, or ``decide``'s choice."""
        actions = window.legal_actions()
        self.stats = {"choices": len(actions)}
        if len(actions) == 1:
            return actions[0]
        state = window.determinize(self._rng.randrange(2 ** 31))
        return self.decide(state, window.seat, actions)

    @abstractmethod
    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        """The choice for ``seat`` among ``actions`` in the determinized ``state``."""
