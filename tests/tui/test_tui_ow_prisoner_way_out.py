"""The Prisoner at 80x24: the goal named "an entrance" as the way out, and a player
walked the prisoner to the Orcs' entrance beside the cell, which is no way out
(issue 41). The goal line says he leaves at XX, the escape spaces drawn XX on the
map; the Rules page and the map legend say the same."""
from __future__ import annotations

import asyncio

from engine.hexgrid import to_offset
from tui.app import HerotableApp
from tui.games.orc_wars import glyphs
from tui.games.orc_wars.rules import RULES
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff


def test_the_goal_line_names_the_escape_spaces(save_dir):
    session = GameSession.new("orc-wars", 2, 3, {"scenario": "the-prisoner"}, save_dir)
    view = session.state.view(None)
    exits = sorted((to_offset(tuple(s["hex"])) for s in view["map"]
                    if "escape" in s["flags"]), key=lambda p: (p[1], p[0]))
    assert exits == [(0, 12), (5, 12), (9, 12)]
    assert "entrance" not in view["goal"]["short"]
    assert view["goal"]["short"] == "Elves: bring the prisoner out. Orc: no Elf left"
    assert "through an escape space" in view["goal"]["elves"][0]

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            status = " ".join(str(screen.query_one("#ow-status").content).split())
            assert "Goal: Elves: bring the prisoner out at XX. Orc: no Elf left" in status, \
                status
            for pos in exits:                        # XX drawn on each of them
                assert glyphs.terrain_key(glyphs.spaces(view)[pos]) == "escape"
    asyncio.run(run())
    legend = glyphs.legend(ascii_mode=True)
    assert "escape space, the way out" in legend and "no way out" in legend
    prisoner = dict(RULES)["Scenario rules"]
    assert "walk him out by an escape space" in " ".join(prisoner.split())
