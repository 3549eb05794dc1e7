"""Pilot tests: whole duels played with key presses, quit and Continue included."""
from __future__ import annotations

import asyncio

import engine
import saves

from tui.app import HerotableApp
from tui.screens import GameOverScreen, GameScreen, HandoffScreen, NewGameScreen, TitleScreen

from tui_driver import play
from pilot_steps import continue_from_title

SIZE = (80, 24)


async def _start_from_title(pilot, seed: int) -> None:
    """Title -> New game -> type the seed -> Enter."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewGameScreen)
    for _ in range(9):        # players, name, hero and Human/AI per seat -> seed
        if getattr(pilot.app.focused, "id", None) == "seed":
            break
        await pilot.press("tab")
    await pilot.press(*str(seed))
    await pilot.press("enter")
    await pilot.pause()


def test_duel_to_a_winner_with_quit_and_continue(save_dir):
    """Play a 2-player duel by keys, quit midway, Continue, and finish it."""
    checkpoint = {}

    async def first_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _start_from_title(pilot, seed=12)    # 42 actions: the shortest of seeds 1-12
            #                                            with every kind the duel has
            assert isinstance(app.screen, (HandoffScreen, GameScreen))
            await play(pilot, 400, stop=lambda s: s.view(None)["turn"] >= 5)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            state = screen.session.state
            assert not state.is_over()
            checkpoint["hash"] = engine.state_hash(state)
            checkpoint["player"] = state.current_player
            checkpoint["actions"] = len(state.history)
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
        assert app.return_code in (0, None)

    async def second_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            screen = await continue_from_title(pilot, GameScreen)
            assert engine.state_hash(screen.session.state) == checkpoint["hash"]
            assert screen.state.current_player == checkpoint["player"]
            assert len(screen.session.state.history) == checkpoint["actions"]
            await play(pilot, 1500)
            state = screen.session.state
            assert state.is_over()
            winners = state.winners()
            assert len(winners) == 1
            assert isinstance(app.screen, GameOverScreen)
            assert screen.session.seat_name(winners[0]) in app.screen.headline
            # the autosave holds the finished game
            saved = saves.read(screen.session.path)
            assert engine.state_hash(saved.state) == engine.state_hash(state)
            await pilot.press("enter")        # back to the title screen
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(first_half())
    files = list(save_dir.glob("*.htsave"))
    assert len(files) == 1
    asyncio.run(second_half())
