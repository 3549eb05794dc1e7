"""A seat with nothing it could play passes by itself, with no hand-off, and the log
says so for everyone (issue 41): "Bo passes (nothing to play)." A pass chosen by a
player reads "Bo passes."; the help's auto-pass line explains the difference."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens import GameScreen, HelpScreen
from tui.session import NOTHING_TO_PLAY, GameSession

from pilot_steps import SIZE, past_handoff, reach
from tui_driver import choose


def _only_pass(state) -> bool:
    return [a.kind for a in state.legal_actions()] == ["pass"]


def _passes(session) -> list[str]:
    return [e.text for e in session.log if not isinstance(e, str) and e.kind == "passed"]


def test_an_auto_pass_says_nothing_to_play_and_a_chosen_pass_does_not(save_dir):
    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
    reach(session, choose, _only_pass, 120)
    seat = session.state.current_player
    name = session.state.name(seat)
    before = len(_passes(session))
    assert session.auto_pass() >= 1
    made = _passes(session)[before:]
    assert made and made[0].startswith(f"{name} passes {NOTHING_TO_PLAY}")
    # a pass the player picks among other actions keeps the plain words
    reach(session, choose, lambda s: "pass" in {a.kind for a in s.legal_actions()}
          and not _only_pass(s), 200)
    picker = session.state.name(session.state.current_player)
    events = session.apply(next(a for a in session.state.legal_actions() if a.kind == "pass"))
    said = [e.text for e in events if e.kind == "passed"]
    assert said and said[0].startswith(f"{picker} passes") and NOTHING_TO_PLAY not in said[0]


def test_the_help_says_an_auto_pass_shows_the_others_there_was_nothing(save_dir):
    session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            assert isinstance(await past_handoff(pilot), GameScreen)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            line = " ".join(str(app.screen.query_one("#autopass").render()).split())
            assert "with no hand-off" in line
            assert '"(nothing to play)" in the log tells the others' in line
    asyncio.run(run())
