"""Snapshot tests of the No Time For Heroes screen at 80x24 and 120x40 (fixed seed and
names; a few turns played by the engine first). Regenerate with
``pytest tests/tui/test_tui_ntfh_snapshots.py --snapshot-update`` and look at the SVGs."""
from __future__ import annotations

from engine.ai.heuristic import no_time_for_heroes as nh

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

from tui_driver import settle

_BOT = nh.Heuristic(7)


def _app(save_dir, steps, ascii=False):
    """The app after ``steps`` actions the engine applies (the heuristic's choice,
    or the only legal action)."""
    session = GameSession.new("no-time-for-heroes", 3, 4, {"names": ["Ana", "Bo", "Cy"]},
                              save_dir)
    for _ in range(steps):
        state = session.state
        legal = state.legal_actions()
        session.apply(legal[0] if len(legal) == 1
                      else _BOT.decide(state, state.current_player, legal))
    return HerotableApp(session, ascii=ascii)


async def _past_handoff(pilot):
    """Let the app settle and press Enter on a hand-off screen if one is up."""
    await settle(pilot)
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settle(pilot)


def test_ntfh_screen_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir, 30), run_before=_past_handoff, terminal_size=(80, 24))


def test_ntfh_screen_120x40(snap_compare, save_dir):
    assert snap_compare(_app(save_dir, 30), run_before=_past_handoff, terminal_size=(120, 40))


def test_ntfh_screen_ascii_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir, 12, ascii=True), run_before=_past_handoff,
                        terminal_size=(80, 24))
