"""The hand-off drops keys for a moment after it appears (a new user's report: an
Enter typed 0.3-0.4 s after the turn's last key passed the hand-off and showed the
next player's hand to the one still at the keyboard)."""
from __future__ import annotations

import asyncio

from pilot_steps import SIZE
from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen
from tui.screens.handoff import GUARD, handoff_guard
from tui.session import GameSession


def test_an_enter_in_the_first_moment_is_dropped_and_a_later_one_passes(save_dir,
                                                                      monkeypatch):
    monkeypatch.setenv("HEROTABLE_HANDOFF_GUARD", str(GUARD))
    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("enter")               # on the heels of its appearance
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.pause(GUARD + 0.2)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
    asyncio.run(run())
    session.close()


def test_the_guard_reads_its_variable_within_bounds(monkeypatch):
    for text, seconds in (("0", 0.0), ("1.5", 1.5), ("99", 5.0), ("-1", 0.0), ("x", GUARD)):
        monkeypatch.setenv("HEROTABLE_HANDOFF_GUARD", text)
        assert handoff_guard() == seconds
    monkeypatch.delenv("HEROTABLE_HANDOFF_GUARD")
    assert handoff_guard() == GUARD == 0.5
