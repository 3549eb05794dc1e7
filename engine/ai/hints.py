"""Hints: "what would the AI play?" for one seat, from that seat's information only.

A hint is the answer a bot of a level gives for a seat, with its best few
choices and the share of the search each got. The bot decides through a
``SeatWindow`` like any AI seat, so it sees only the seat's view and
determinizations (``state.determinize(seat, seed)``): never the real hidden
cards. Two states the seat cannot tell apart give the same hint for the same
seed and an iteration budget (``tests/ai/test_ai_hints.py``).

    search = HintSearch("normal", seed=7)       # or iterations=400 for tests
    hint = search.run(SeatWindow(state.clone(), seat))
    hint.choices        # [("Play Shield Bash (Block 4, 2 B)", 620), ...] permille

Levels (``LEVELS``): ``easy`` is the heuristic bot (its one choice, 100%);
``normal`` and ``hard`` are ISMCTS with 2 and 5 seconds, the visit shares of
the root actions. A hint's budget is its own: it spends nothing of a seat's
turn budget (``ismcts:2s/turn``), and the bots choose as they always do (the
shares are read after ``choose``, see ``Bot.shares``).
"""
from __future__ import annotations

from dataclasses import dataclass

from .base import Bot, SeatWindow
from .registry import make_bot

LEVELS = {"easy": "heuristic", "normal": "ismcts:2s", "hard": "ismcts:5s"}
"""Hint level -> the bot spec that searches (a hint gets the whole budget at once)."""
TOP = 3
"""How many choices a hint keeps."""


@dataclass(frozen=True)
class Hint:
    """One hint: ``level`` (a key of ``LEVELS``), ``choices`` (up to ``TOP``
    ``(action label, permille)`` pairs, best first; the permilles of a search
    add up to at most 1000) and ``iterations`` (0 for the heuristic)."""

    level: str
    choices: tuple[tuple[str, int], ...]
    iterations: int = 0


class HintSearch:
    """The bot of ``level`` asked for a hint.

    ``level``: ``"easy"``, ``"normal"`` or ``"hard"`` (``ValueError`` otherwise);
    ``seed``: the bot's seed (give a fresh random one in play: a seed taken from
    the game's would tie the hint to the hidden cards); ``iterations``: for the
    search levels, an iteration budget instead of the clock (reproducible; the
    tests use it). ``stop()`` may be called from another thread.
    """

    def __init__(self, level: str, seed: int, iterations: int | None = None):
        if level not in LEVELS:
            raise ValueError(f"unknown hint level {level!r}; accepted: {', '.join(LEVELS)}")
        spec = LEVELS[level]
        if iterations is not None and spec.startswith("ismcts"):
            spec = f"ismcts:{int(iterations)}it"
        self.level = level
        self.bot: Bot = make_bot(spec, seed)

    def run(self, window: SeatWindow) -> Hint:
        """Search ``window`` (its seat must decide now) and return the ``Hint``.

        The window should be over a state nobody changes meanwhile (a clone,
        when the search runs in a thread). Raises ``ValueError`` from the
        window or the bot (a game without a heuristic, say).
        """
        action = self.bot.choose(window)
        shares = self.bot.shares(action)[:TOP]
        choices = tuple((label, max(0, min(1000, int(share * 1000 + 1e-9))))
                        for label, share in shares)
        return Hint(self.level, choices, int(self.bot.stats.get("iterations", 0) or 0))

    def stop(self) -> None:
        """End the search at its next check (the answer is then the best so far)."""
        self.bot.stop()


__all__ = ["Hint", "HintSearch", "LEVELS", "TOP"]
