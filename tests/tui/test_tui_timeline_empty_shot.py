"""Heroes of Timeline: a shot that would hit nothing says so in the actions list.
Met at 80x24 (seed 415949): "Red Knight shoots E" was highlighted first, Enter shot,
and the log said the shot hit nothing; a newcomer cannot tell an empty line from the
board's + marks alone (engine/heroes_of_timeline/battle.py, combat.py)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, past_handoff, reach


def _first_attack(save_dir) -> GameSession:
    """Seed 415949, both seats people, first-listed actions through the set-up and the
    first activation: Player 1's Red Knight in its attack step, facing east, nothing
    within its range that way."""
    session = GameSession.new("heroes-of-timeline", 2, 415949, {}, save_dir)
    return reach(session, lambda s: s.legal_actions()[0],
                 lambda s: any(a.kind == "shoot" for a in s.legal_actions()))


def test_an_empty_shot_is_labelled_and_enter_then_hits_nothing(save_dir):
    session = _first_attack(save_dir)
    state = session.state
    assert state.phase == "attack" and state.current_player == 0
    assert [a.label for a in state.legal_actions()] == [
        "Red Knight shoots E: nothing in line", "Red Knight does not attack"]

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            listing = screen.query_one(ActionList)
            assert listing.labels[0] == "Red Knight shoots E: nothing in line"
            seen = len(session.log_lines(0))
            await pilot.press("enter")
            await pilot.pause()
            return session.log_lines(0)[seen:]
    assert "Red Knight (Player 1)'s shot hits nothing." in asyncio.run(main())


def test_a_shot_with_a_hero_in_line_keeps_its_plain_label(save_dir):
    """Later in the same game Professor (Player 2) shoots east and meets something
    (a hero or a wall): no note, and the shot does not miss."""
    session = _first_attack(save_dir)
    session.apply(session.state.legal_actions()[0])
    reach(session, lambda s: s.legal_actions()[0],
          lambda s: any(a.kind == "shoot" for a in s.legal_actions()))
    shot = session.state.legal_actions()[0]
    assert shot.label == "Professor shoots E"
    events = session.apply(shot)
    assert not any(e.kind == "missed" for e in events)
