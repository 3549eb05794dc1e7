"""What the host sends a seat: one function makes every seat's projection.

``build_update(state, seat, ...)`` is the only place a hosted table turns
the engine state into bytes for a terminal, so the privacy tests
(``tests/tui/table/test_table_privacy.py``) go through it: a seat gets its
``view(seat)``, its own legal actions while it decides, its log lines, who
decides, the position; a watcher (``seat`` None) gets ``view(None)`` and
the public log. Never the seed, the history, the state hash, another seat's
actions or lines.
"""
from __future__ import annotations

from typing import Sequence

from engine import Event

LOG_LINES = 200
"""How many of the newest log lines an update carries."""


def log_lines_for(log: Sequence, seat: int | None, limit: int = LOG_LINES) -> list[str]:
    """The log as ``seat`` may read it (``event.describe(seat)``; plain strings are
    the table's own public notes), the newest ``limit`` lines, empty lines dropped."""
    lines = []
    for entry in log:
        text = entry.describe(seat) if isinstance(entry, Event) else str(entry)
        if text:
            lines.append(text[:1].upper() + text[1:])
    return lines[-limit:]


def action_data(action) -> dict:
    """A legal action as the client rebuilds it: ``{"kind", "args", "label"}``."""
    data = action.to_data()
    data["label"] = action.label
    return data


def build_update(state, seat: int | None, log: Sequence = (), *, can_decide: bool = True,
                 away: Sequence[int] = (), waiting: str | None = None) -> dict:
    """The ``update`` message for ``seat`` (None: a watcher) at the state's position.

    ``state``: the engine state (read only). ``log``: the table's log entries
    (``Event`` or str). ``can_decide``: False while this seat may not act even
    if it is the deciding seat (an AI plays it while its person is away).
    ``away``: seats whose person is not connected; ``waiting``: the line the
    others see while the game waits ("waiting for Bo to reconnect").
    """
    current = state.current_player
    over = state.is_over()
    mine = seat is not None and current == seat and not over and can_decide
    return {
        "t": "update",
        "pos": len(state.history),
        "view": state.view(seat),
        "current": current,
        "over": over,
        "winners": list(state.winners()) if over else [],
        "phase": _public_phase(state),
        "legal": [action_data(a) for a in state.legal_actions()] if mine else [],
        "log": log_lines_for(log, seat),
        "away": sorted(away),
        "waiting": waiting,
        # the seed gives away every hand: told only once the game is over
        "seed": _seed(state) if over else None,
    }


def _seed(state) -> int | None:
    seed = getattr(state, "seed", None)
    return seed if isinstance(seed, int) else None


def _public_phase(state):
    phase = getattr(state, "phase", None)
    return phase if isinstance(phase, (str, int)) or phase is None else str(phase)
