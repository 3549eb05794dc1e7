"""Bot specs: the short texts that name a bot (CLI ``--bots``, TUI levels, save files).

Accepted (``make_bot`` raises ``ValueError`` for anything else):

- ``random``: :class:`RandomBot`;
- ``heuristic``: the game's own heuristic bot (``engine.ai.heuristic``);
- ``ismcts``: information-set MCTS with 1 second per decision, or a budget
  after a colon: ``ismcts:3s``, ``ismcts:0.5s`` (seconds), ``ismcts:2000it``
  (iterations), ``ismcts:2000it:5s`` (iterations capped by seconds),
  ``ismcts:2s/turn`` (seconds for a whole turn, shared out among its decisions:
  see ``ISMCTSBot``);
- levels ``easy`` (= heuristic), ``normal`` (= ismcts:2s/turn), ``hard``
  (= ismcts:5s/turn).

``bot.spec`` is the canonical form of the spec (``"ismcts"`` becomes
``"ismcts:1s"``, ``"ismcts:0.50s"`` becomes ``"ismcts:0.5s"``, levels stay
levels), so ``make_bot(bot.spec, seed)`` rebuilds the same bot.
"""
from __future__ import annotations

import re

from .base import Bot
from .random_bot import RandomBot

ACCEPTED = ("random, heuristic, ismcts, ismcts:<N>s, ismcts:<N>it, ismcts:<N>it:<N>s, "
            "ismcts:<N>s/turn, easy, normal, hard")
# a level's budget is a turn's: forced and one-candidate decisions take none of it
LEVELS = {"easy": "heuristic", "normal": "ismcts:2s/turn", "hard": "ismcts:5s/turn"}
MAX_SECONDS = 600.0
MAX_ITERATIONS = 10_000_000
_SECONDS = re.compile(r"^(\d+(?:\.\d+)?|\.\d+)s$")
_ITERATIONS = re.compile(r"^(\d+)it$")
_PER_TURN = re.compile(r"^ismcts:(\d+(?:\.\d+)?|\.\d+)s/turn$")


def _bad(spec: object) -> ValueError:
    return ValueError(f"unknown bot {spec!r}; accepted: {ACCEPTED}")


def _number_text(value: float) -> str:
    """``1.0`` -> ``"1"``, ``0.50`` -> ``"0.5"``."""
    return f"{value:g}" if value < 1e6 else str(int(value))


def parse_ismcts(spec: str) -> tuple[float | None, int | None]:
    """``(seconds, iterations)`` of an ``ismcts...`` spec; ``ValueError`` when malformed.

    ``"ismcts"`` gives ``(1.0, None)``; at least one budget is always set.
    Seconds must be in (0, 600], iterations in [1, 10 000 000].
    """
    parts = spec.split(":")
    if parts[0] != "ismcts" or len(parts) > 3:
        raise _bad(spec)
    if len(parts) == 1:
        return 1.0, None
    seconds = iterations = None
    for part in parts[1:]:
        sec, its = _SECONDS.match(part), _ITERATIONS.match(part)
        if sec and seconds is None:
            seconds = float(sec.group(1))
            if not 0 < seconds <= MAX_SECONDS:
                raise ValueError(f"bot {spec!r}: seconds must be above 0 and at most "
                                 f"{MAX_SECONDS:g}; accepted: {ACCEPTED}")
        elif its and iterations is None:
            iterations = int(its.group(1))
            if not 1 <= iterations <= MAX_ITERATIONS:
                raise ValueError(f"bot {spec!r}: iterations must be 1 to {MAX_ITERATIONS}; "
                                 f"accepted: {ACCEPTED}")
        else:
            raise _bad(spec)
    return seconds, iterations


def parse_turn_budget(spec: str) -> float | None:
    """Seconds of an ``ismcts:<N>s/turn`` spec (in (0, 600]); None for any
    other text; ``ValueError`` when the seconds are out of range."""
    found = _PER_TURN.match(spec)
    if found is None:
        return None
    seconds = float(found.group(1))
    if not 0 < seconds <= MAX_SECONDS:
        raise ValueError(f"bot {spec!r}: seconds must be above 0 and at most "
                         f"{MAX_SECONDS:g}; accepted: {ACCEPTED}")
    return seconds


def ismcts_spec(seconds: float | None, iterations: int | None,
                turn_seconds: float | None = None) -> str:
    """The canonical spec text for an ISMCTS budget (iterations first)."""
    if turn_seconds is not None:
        return f"ismcts:{_number_text(turn_seconds)}s/turn"
    parts = ["ismcts"]
    if iterations is not None:
        parts.append(f"{iterations}it")
    if seconds is not None:
        parts.append(f"{_number_text(seconds)}s")
    return ":".join(parts)


def make_bot(spec: str, seed: int = 0) -> Bot:
    """Build the bot named by ``spec`` (see the module docstring), seeded with ``seed``.

    ``spec``: str; ``seed``: a whole number. Raises ``ValueError`` with one
    line listing the accepted specs when ``spec`` is not one of them.
    """
    if not isinstance(spec, str):
        raise _bad(spec)
    text = spec.strip().lower()
    base = LEVELS.get(text, text)
    if base == "random":
        bot: Bot = RandomBot(seed)
    elif base == "heuristic":
        from .heuristic import HeuristicBot
        bot = HeuristicBot(seed)
    elif base.split(":")[0] == "ismcts":
        from .ismcts import ISMCTSBot
        turn_seconds = parse_turn_budget(base)
        if turn_seconds is not None:
            bot = ISMCTSBot(seed, seconds=None, turn_seconds=turn_seconds)
        else:
            seconds, iterations = parse_ismcts(base)
            bot = ISMCTSBot(seed, seconds=seconds, iterations=iterations)
    else:
        raise _bad(spec)
    if text in LEVELS:
        bot.spec = text
    return bot
