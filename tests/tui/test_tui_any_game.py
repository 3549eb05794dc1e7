"""Every registered game can be started and played by keys in the TUI (generic panels)."""
from __future__ import annotations

import asyncio
import random

import pytest

import engine

from tui.app import HerotableApp
from tui.screens import GameOverScreen, GameScreen, HandoffScreen
from tui.session import GameSession

from tui_driver import press_for


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_random_keys_game(save_dir, game_id):
    """Forty random legal actions, each pressed with keys, each applied as chosen."""
    async def run():
        session = GameSession.new(game_id, 2, 5, None, save_dir)
        app = HerotableApp(session)
        rng = random.Random(5)
        async with app.run_test(size=(80, 24)) as pilot:
            done = 0
            while done < 40:
                await pilot.pause()
                screen = app.screen
                if isinstance(screen, HandoffScreen):
                    await pilot.press("enter")
                    continue
                if isinstance(screen, GameOverScreen) or session.state.is_over():
                    break
                assert isinstance(screen, GameScreen)
                action = rng.choice(session.state.legal_actions())
                before = len(session.state.history)
                await press_for(pilot, action)
                await pilot.pause()
                assert session.state.history[before] == action
                done += 1
    asyncio.run(run())
