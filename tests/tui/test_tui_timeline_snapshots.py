"""Snapshot tests of the Heroes of Timeline screen at 80x24 and 120x40: a battle position
in turn 1 (seed 4, first legal actions through the set-up), the board scrolled at 80x24
and whole at 120x40. Regenerate with ``pytest tests/tui/test_tui_timeline_snapshots.py
--snapshot-update`` and look at the SVGs before committing them."""
from __future__ import annotations

from tui.app import HerotableApp
from tui.session import GameSession

OPTIONS = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}


def _app(save_dir) -> HerotableApp:
    session = GameSession.new("heroes-of-timeline", 2, 4, OPTIONS, save_dir)
    state = session.state
    while state.turn < 1 or state.phase == "declare":
        session.apply(state.legal_actions()[0])
    return HerotableApp(session)


def test_timeline_battle_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), press=["enter", "j", "j", "j"], terminal_size=(80, 24))


def test_timeline_battle_120x40(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), press=["enter", "j", "j", "j"], terminal_size=(120, 40))
