"""What each AI level is, and how strong it measured in each game (issue 46): the
new-game form's line under the seats when a seat is played by the computer.

The figures are those of ``docs/ai.md`` ("Measured strength"); change the two
together. A level not yet measured in a game says so rather than guess.
"""
from __future__ import annotations

WHAT = {
    "easy": "plays by rules of thumb, at once",
    "normal": "searches about 2 s a turn",
    "hard": "searches about 5 s a turn",
}
"""What each level is (``engine.ai``: the heuristic, ``ismcts:2s/turn``, ``ismcts:5s/turn``)."""

BELOW = {"normal": "easy", "hard": "normal"}
"""The level each one is measured against."""

MEASURED = {
    ("herocard-duel", "normal"): (15, 0, 20),
    ("herocard-duel", "hard"): (14, 0, 26),
    ("hero-realms", "normal"): (12, 0, 16),
    ("hero-realms", "hard"): (12, 0, 21),
    ("heroes-of-timeline", "normal"): (16, 0, 18),
    ("heroes-of-timeline", "hard"): (32, 3, 60),
    ("pack-of-heroes", "normal"): (16, 0, 16),
    ("no-time-for-heroes", "normal"): (9, 5, 16),
    ("no-time-for-heroes", "hard"): (18, 22, 60),
    ("orc-wars", "normal"): (45, 0, 60),
}
"""``(game id, level): (wins, draws, games)`` against the level below, seats swapped
every other game (docs/ai.md; Orc Wars on The Prisoner, 30 games a side, the
ladder's, session 24). The ``hard`` rows
and Heroes of Timeline's ``normal`` are ``bench/ai_ladder.py``'s (sessions 23 and 24;
Heroes of Timeline's at the budgets calibrated after its playouts got 4x cheaper);
the others are the earlier clocked runs."""


def level_line(game_id: str, level: str) -> str:
    """One line for the form: "AI normal: searches about 2 s a turn; beat easy in 12
    of 16 games." ``level``: "easy", "normal" or "hard" (anything else: ""). Never
    raises."""
    what = WHAT.get(level)
    if what is None:
        return ""
    if level == "easy":
        return f"AI easy: {what}; the gentlest opponent."
    below = BELOW[level]
    found = MEASURED.get((game_id, level))
    if found is None:
        return f"AI {level}: {what}; not yet measured against {below} in this game."
    wins, draws, games = found
    drawn = f" ({draws} drawn)" if draws else ""
    return f"AI {level}: {what}; beat {below} in {wins} of {games} games{drawn}."
