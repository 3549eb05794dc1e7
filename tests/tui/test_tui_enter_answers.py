"""Enter and the answers it must not throw away (issue 41): in an Orc Wars fight the
Orc's response window listed Pass first and highlighted it while a dirty trick was
playable, so one Enter passed (README: Enter never highlights a pass first)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession
from tui.widgets import ActionList

from ow_driver import choose
from pilot_steps import SIZE, capture_notes, past_handoff, reach

OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


def _orc_may_play_a_trick(state) -> bool:
    """A fight, the Orc to answer, a dirty trick playable and Pass legal."""
    if state.view(None)["sequence"] is None or state.current_player != 0:
        return False
    kinds = {a.kind for a in state.legal_actions()}
    return {"trick", "pass"} <= kinds


def test_orc_wars_response_window_highlights_no_pass(save_dir):
    """Seed 3: the Orc answers an attack with Dirty Fighting playable. Nothing is
    highlighted; Enter passes nothing and says what to pick; Down then Enter plays
    the trick the player chose."""
    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    state = reach(session, choose, _orc_may_play_a_trick, 600).state

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            listing = screen.query_one(ActionList)
            assert listing.labels[0] == "Pass"
            assert listing.highlighted is None, listing.highlighted_action
            said = capture_notes(app)
            played = len(state.history)
            await pilot.press("enter")
            await pilot.pause()
            assert len(state.history) == played        # no pass by Enter alone
            assert any("Enter never passes by itself" in n and "dirty trick" in n
                       for n in said), said
            trick = listing.labels.index("Dirty trick: Dirty Fighting")
            for _ in range(trick + 1):
                await pilot.press("down")
            await pilot.pause()
            assert listing.highlighted_action.kind == "trick"
            await pilot.press("enter")
            await pilot.pause()
            assert state.history[-1].kind == "trick"
    asyncio.run(run())


def test_timeline_enter_while_the_ai_decides_says_why(save_dir):
    """Heroes of Timeline, Player 1 an AI seat whose move waits for the pace (here its
    first set-up step; a bot's declaring step the same): Enter at the table did
    nothing and said nothing (the other way round from Orc Wars: no answer thrown
    away, but not a word); it now says whose decision it is."""
    session = GameSession.new("heroes-of-timeline", 2, 4, None, save_dir,
                              seats=[{"kind": "ai", "bot": "easy"}, {"kind": "human"}])

    async def run():
        app = HerotableApp(session)
        app.ai_pace = 3600
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause(0.3)
            assert session.state.current_player == 0
            said = capture_notes(app)
            played = len(session.state.history)
            await pilot.press("enter")
            await pilot.pause()
            assert len(session.state.history) == played
            assert said == ["It is not your decision now: Player 1 decides."], said
    asyncio.run(run())
