"""RandomBot: a uniform choice among the legal actions (the baseline bot)."""
from __future__ import annotations

import random

from ..core import Action
from .base import Bot, SeatWindow


class RandomBot(Bot):
    """Picks uniformly among ``window.legal_actions()`` with its own seeded RNG.

    ``seed``: a whole number; the same seed and the same sequence of windows
    give the same choices. Never looks at the view.
    """

    spec = "random"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._rng = random.Random(self.seed)

    def choose(self, window: SeatWindow) -> Action:
        """A uniformly random legal action; ``stats`` gets ``choices`` (how many)."""
        actions = window.legal_actions()
        self.stats = {"choices": len(actions)}
        return actions[self._rng.randrange(len(actions))]
