"""Snapshot tests of the No Time For Heroes screen at 80x24 and 120x40 (fixed seed and
names; a few turns played by key presses). Regenerate with
``pytest tests/tui/test_tui_ntfh_snapshots.py --snapshot-update`` and look at the SVGs."""
from __future__ import annotations

from engine.ai.heuristic import no_time_for_heroes as nh

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

from tui_driver import press_for, settle

_BOT = nh.Heuristic(7)


def _app(save_dir, ascii=False):
    session = GameSession.new("no-time-for-heroes", 3, 4, {"names": ["Ana", "Bo", "Cy"]},
                              save_dir)
    return HerotableApp(session, ascii=ascii)


def _played(steps):
    async def run_before(pilot):
        done = 0
        while done < steps:
            await settle(pilot)
            if isinstance(pilot.app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            state = pilot.app.screen.state
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else _BOT.decide(state, state.current_player,
                                                                   legal)
            await press_for(pilot, action)
            done += 1
        await settle(pilot)
        if isinstance(pilot.app.screen, HandoffScreen):
            await pilot.press("enter")
            await settle(pilot)
    return run_before


def test_ntfh_screen_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), run_before=_played(30), terminal_size=(80, 24))


def test_ntfh_screen_120x40(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), run_before=_played(30), terminal_size=(120, 40))


def test_ntfh_screen_ascii_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir, ascii=True), run_before=_played(12),
                        terminal_size=(80, 24))
