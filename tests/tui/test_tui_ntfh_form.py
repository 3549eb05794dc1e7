"""No Time For Heroes from the new-game form (built from ``option_specs``): each seat's
hero (Random or one of the 8), the scenarios and the oldest player; the game starts on
its own screen (Pilot)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.screens import GameScreen, NewGameScreen


def test_the_form_starts_a_game_with_the_chosen_heroes(save_dir):
    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(NewGameScreen("no-time-for-heroes"))
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            form.query_one("#opt-heroes-0").value = "idril"
            form.query_one("#opt-heroes-1").value = "aranel"
            form.action_start()
            await pilot.pause()
            games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
            assert games and isinstance(games[-1], NoTimeScreen), app.screen_stack
            return games[-1].session.state
    state = asyncio.run(run())
    assert [p.hero for p in state.players] == ["idril", "aranel"]
    assert state.options["scenarios"] is True and state.options["oldest"] == 0


def test_the_form_starts_at_two_players_and_one_player_means_solo(save_dir):
    """Issue 45: the game takes 1 to 4 seats; the form starts at 2 (standard), and
    choosing 1 player turns the Mode field to Solo, so Start makes a solo game."""
    from tui.widgets import Cycle

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(NewGameScreen("no-time-for-heroes"))
            await pilot.pause()
            form = app.screen
            players = form.query_one("#players", Cycle)
            assert players.value == 2 and form.query_one("#mode", Cycle).value == "standard"
            players.focus()
            await pilot.pause()
            while players.value != 1:
                await pilot.press("left")
                await pilot.pause()
            assert form.query_one("#mode", Cycle).value == "solo"
            assert form.query_one("#seat0").display and not form.query_one("#seat1").display
            form.action_start()
            await pilot.pause()
            games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
            assert games and isinstance(games[-1], NoTimeScreen), app.screen_stack
            return games[-1].session.state
    state = asyncio.run(run())
    assert state.num_players == 1 and state.options["mode"] == "solo"
    assert state.phase == "mulligan" and state.solo is not None
