"""The help's end-turn question setting in each game's own words: Heroes of Timeline
and Pack of Heroes never ask (there is nothing to leave unplayed), so their help
has no such line and no ``e`` key for it; No Time For Heroes asks before ending
the attack; the duel keeps its "cards still playable"."""
from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Static

from tui.app import HerotableApp
from tui.screens.help import HelpScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff

WORDS = {
    "heroes-of-timeline": None,
    "pack-of-heroes": None,
    "no-time-for-heroes": "Ask before ending the attack with cards still playable: ON",
    "herocard-duel": "Ask before ending a turn with cards still playable: ON",
    "hero-realms": "Ask before ending a turn with anything left to use: ON",
}


@pytest.mark.parametrize("game", list(WORDS))
def test_the_help_words_the_end_turn_question_for_its_game(save_dir, game):
    async def run():
        app = HerotableApp(GameSession.new(game, 2, 5, {}, save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            help_screen = pilot.app.screen
            assert isinstance(help_screen, HelpScreen)
            line = str(help_screen.query_one("#autopass", Static).render())
            if WORDS[game] is None:
                assert "playable" not in line and "Ask before" not in line, line
                assert help_screen.check_action("toggle_end_question", ()) is False
                await pilot.press("e")              # nothing to toggle
                await pilot.pause()
                assert app.confirm_end_turn is True
            else:
                assert f"{WORDS[game]} (e: off)." in line, line   # the form of the auto-pass line
    asyncio.run(run())
