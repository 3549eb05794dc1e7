"""Information-set MCTS (placeholder until the search lands)."""
from __future__ import annotations

from ..core import Action
from .base import Bot, SeatWindow


class ISMCTSBot(Bot):
    """Information-set MCTS: not built yet."""

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, iterations: int | None = None):
        super().__init__(seed)
        from .registry import ismcts_spec
        self.seconds, self.iterations = seconds, iterations
        self.spec = ismcts_spec(seconds, iterations)

    def choose(self, window: SeatWindow) -> Action:
        raise NotImplementedError("ismcts is not built yet")
