"""No Time For Heroes from the new-game form: each seat's hero comes from the game's
``heroes`` option (Random or one of the 8), and the game starts (Pilot)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.gameinfo import hero_choices
from tui.screens import GameScreen, NewGameScreen


def test_hero_choices_come_from_the_option_specs():
    choices = hero_choices("no-time-for-heroes")
    assert choices[0] == ("Random", "random") and ("Idril (Explorer)", "idril") in choices
    assert len(choices) == 9


def test_the_form_starts_a_game_with_the_chosen_heroes(save_dir):
    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(NewGameScreen("no-time-for-heroes"))
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            form.query_one("#hero0").value = "idril"
            form.query_one("#hero1").value = "aranel"
            form.action_start()
            await pilot.pause()
            games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
            assert games, f"no game screen: {app.screen_stack}"
            return games[-1].session.state
    state = asyncio.run(run())
    assert state.game.id == "no-time-for-heroes"
    assert [p.hero for p in state.players] == ["idril", "aranel"]
