"""Heroes of Timeline: Enter follows the board cursor. A new player activated a hero,
moved the cursor (h j k l) to a hex no action is about, and Enter played the action
the list still highlighted ("Drakkar moves to 46e") while the inspector said "Not
here: too far". Enter now says why and plays nothing; Up/Down then Enter still play
the highlighted action."""
from __future__ import annotations

import asyncio

from engine import Action
from engine.hexgrid import DIRECTIONS
from tui.app import HerotableApp
from tui.games.heroes_of_timeline import glyphs
from tui.games.heroes_of_timeline.screen import TimelineScreen, action_hexes
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, capture_notes, past_handoff

OPTIONS = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}


def _activated(save_dir) -> GameSession:
    """Turn 1, the first seat's first hero activated (its moves are legal)."""
    session = GameSession.new("heroes-of-timeline", 2, 4, OPTIONS, save_dir)
    state = session.state
    while state.turn < 1 or state.phase == "declare":
        session.apply(state.legal_actions()[0])
    mine = next(h for h in state.heroes if h.alive and h.seat == state.current_player)
    session.apply(Action.make("activate", hero=mine.uid))
    assert state.phase == "move"
    return session


def test_enter_on_a_hex_no_action_is_about_plays_nothing_and_says_why(save_dir):
    async def run():
        session = _activated(save_dir)
        state = session.state
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            listing = screen.query_one(ActionList)
            view = state.view(screen.shown_seat)
            named = {h for a in state.legal_actions() for h in action_hexes(a, view)}
            # a hex X whose East neighbour Y no action names and the engine refuses a move to
            east = next((x, y) for x in sorted(glyphs.HEX_SET)
                        for y in [(x[0] + DIRECTIONS[0][0], x[1] + DIRECTIONS[0][1])]
                        if y in glyphs.HEX_SET and x not in named and y not in named
                        and state.why_not(Action.make("move", to=list(y))))
            moves = [i for i, a in enumerate(listing.actions) if a.kind == "move"]
            assert moves
            listing.highlighted = moves[0]          # as Up/Down would: a move highlighted
            await pilot.pause()
            screen.cursor = east[0]
            await pilot.press("l")
            assert screen.cursor == east[1]
            highlighted = listing.highlighted_action
            assert highlighted.kind == "move" and east[1] not in action_hexes(highlighted, view)
            before = len(state.history)
            notes = capture_notes(app)
            await pilot.press("enter")
            await pilot.pause()
            assert len(state.history) == before            # nothing played
            reason = state.why_not(Action.make("move", to=list(east[1])))
            assert any(n.startswith("Not here") and reason in n for n in notes), notes
            # Up/Down still choose from the list, and Enter plays what they highlight
            await pilot.press("down")
            await pilot.pause()
            chosen = listing.highlighted_action
            await pilot.press("enter")
            await pilot.pause()
            assert len(state.history) == before + 1 and state.history[-1] == chosen
    asyncio.run(run())
