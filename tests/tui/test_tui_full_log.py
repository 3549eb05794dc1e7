"""L opens the whole log in every game screen, worded for the seat on screen, and
Esc goes back to the game."""
from __future__ import annotations

import asyncio

import pytest

from tui.app import HerotableApp
from tui.screens.log import LogScreen
from tui.session import GameSession


@pytest.mark.parametrize("game_id", ["herocard-duel", "hero-realms", "orc-wars"])
def test_l_shows_the_whole_log_and_esc_returns(tmp_path, game_id):
    session = GameSession.new(game_id, 2, seed=3, folder=tmp_path)
    for _ in range(30):       # some history: more lines than the log panel shows
        legal = session.state.legal_actions()
        session.apply(legal[len(session.state.history) % len(legal)])
    asyncio.run(_check(session, tmp_path))


async def _check(session: GameSession, tmp_path) -> None:
    app = HerotableApp(session, save_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if app.screen.__class__.__name__ == "HandoffScreen":
            await pilot.press("enter")
            await pilot.pause()
        game = app.screen
        await pilot.press("L")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        assert app.screen.lines == session.log_lines(game.shown_seat)
        assert len(app.screen.lines) > 10
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game
