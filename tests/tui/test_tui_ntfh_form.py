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
