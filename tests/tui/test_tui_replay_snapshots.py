"""Snapshot tests of the replay viewer at 80x24: Orc Wars (an unfinished game, so
the public view only) and a finished duel from Player 1's seat.

The saves are random games with seeded choices (``replay_steps.random_save``).
Regenerate with ``pytest tests/tui/test_tui_replay_snapshots.py --snapshot-update``
and look at the SVGs before committing them.
"""
from __future__ import annotations

from replay_steps import random_save
from tui.app import HerotableApp
from tui.table.replay_table import ReplayTable


def test_replay_orc_wars_public_view(snap_compare, tmp_path):
    """80x24: the map on the left, hand (hidden: the game is not over) under it;
    status, the Decision at action 30 of 40 and the log on the right."""
    table = ReplayTable.open(random_save(tmp_path, "orc-wars", 4, 40))
    app = HerotableApp(None, replay=table)
    assert snap_compare(app, press=["end", *["left"] * 10], terminal_size=(80, 24))


def test_replay_duel_seat_view(snap_compare, tmp_path):
    """80x24: a finished duel at action 5 from Player 1's seat (its hand shown, the
    header says whose view), the Decision naming what was chosen."""
    table = ReplayTable.open(random_save(tmp_path, "herocard-duel", 4, 400))
    app = HerotableApp(None, replay=table)
    assert snap_compare(app, press=["home", *["right"] * 5, "v"], terminal_size=(80, 24))
