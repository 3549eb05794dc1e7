"""``herotable simulate``'s score table: the distribution of the games' scores
(``State.seat_score``; the arena's ``"scores"``), for games whose result is a
score (No Time For Heroes' solo mode). No game rules here: only counting.
"""
from __future__ import annotations

import math


def score_rows(records: list[dict]) -> list[tuple]:
    """``(seat, bot, scores sorted)`` for each (seat, bot) whose games have a score
    (the records' ``"scores"``, from ``State.seat_score``); [] for unscored games."""
    found: dict[tuple[int, str], list[int]] = {}
    for record in records:
        scores = record.get("scores")
        if not isinstance(scores, list):
            continue
        for seat, score in enumerate(scores):
            if isinstance(score, int) and seat < len(record.get("bots", [])):
                found.setdefault((seat, record["bots"][seat]), []).append(score)
    return [(seat, bot, sorted(values)) for (seat, bot), values in sorted(found.items())]


def _quantile(values: list[int], q: float) -> float:
    """The ``q`` quantile (0-1) of sorted ``values``, interpolated."""
    at = q * (len(values) - 1)
    low = math.floor(at)
    high = min(low + 1, len(values) - 1)
    return values[low] + (values[high] - values[low]) * (at - low)


def scores_table(plan, records: list[dict], seat_label, ascii: bool = False):
    """A ``rich.table.Table`` of the score distribution (games with a score, such as
    a No Time For Heroes solo game), or None when no game had one: per seat and
    bot the games, mean, minimum, quartiles and maximum. ``plan``: the run's
    ``tui.cli.simulate.Plan``; ``seat_label(plan, seat)``: a seat's words."""
    rows = score_rows(records)
    if not rows:
        return None
    from rich import box
    from rich.table import Table
    table = Table(title=f"{plan.game_id} scores", box=box.ASCII if ascii else box.SIMPLE_HEAD,
                  pad_edge=False, padding=(0, 1), collapse_padding=True)
    for header in ("Seat", "Bot", "Games", "Mean", "Min", "Q1", "Median", "Q3", "Max"):
        table.add_column(header, justify="left" if header in ("Seat", "Bot") else "right",
                         no_wrap=True)
    for seat, bot, values in rows:
        table.add_row(seat_label(plan, seat), bot, str(len(values)),
                      f"{sum(values) / len(values):.1f}", str(values[0]),
                      f"{_quantile(values, 0.25):g}", f"{_quantile(values, 0.5):g}",
                      f"{_quantile(values, 0.75):g}", str(values[-1]))
    return table
