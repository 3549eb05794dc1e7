"""The new-game form says what an AI level is and how strong it measured in the game
chosen (issue 46: one line per level, from docs/ai.md's table, ``tui/games/level_notes.py``)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.level_notes import MEASURED, level_line

from test_tui_newgame_options import SIZE, _change, _form


def _note(form) -> str:
    note = form.query_one("#level-note")
    return str(note.render()) if note.display else ""


def test_choosing_an_ai_level_for_a_seat_says_what_it_is_and_how_strong(save_dir):
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            form = await _form(pilot, "hero-realms", 2)
            assert _note(form) == ""                                 # every seat a person
            assert await _change(pilot, form, "kind1", 1) == "< AI easy >"
            assert _note(form) == "AI easy: plays by rules of thumb, at once; " \
                                  "the gentlest opponent."
            assert await _change(pilot, form, "kind1", 1) == "< AI normal >"
            wins, _, games = MEASURED[("hero-realms", "normal")]
            assert _note(form) == ("AI normal: searches about 2 s a turn; beat easy in "
                                   f"{wins} of {games} games.")
            assert await _change(pilot, form, "kind1", 1) == "< AI hard >"
            wins, _, games = MEASURED[("hero-realms", "hard")]
            assert _note(form) == ("AI hard: searches about 5 s a turn; beat normal in "
                                   f"{wins} of {games} games.")
            assert await _change(pilot, form, "kind1", 1) == "< Human >"
            assert _note(form) == ""
            # the line fits the form's width at 80 columns: nothing cut
            assert all(len(level_line(g, lv)) <= 78 for g, lv in MEASURED)
    asyncio.run(run())


def test_level_lines_name_draws_and_unknown_levels():
    assert level_line("no-time-for-heroes", "normal").endswith("in 9 of 16 games (5 drawn).")
    assert level_line("orc-wars", "random") == ""
    assert level_line("orc-wars", "hard") == \
        "AI hard: searches about 5 s a turn; not yet measured against normal in this game."
