"""Pack of Heroes: a power's digit refused after "End actions" says the actions are
over, and an arrival power is "an arrival power". Met in play at 80x24: in the draw
step "2" on Gust said "Air Blast cannot aim at that." (there were targets), and "1"
said "Whirlwind is a arrival power" (engine/pack_of_heroes/why.py)."""
from __future__ import annotations

import asyncio

from engine import Action

from tui.app import HerotableApp
from tui.games.pack_of_heroes.screen import PackScreen
from tui.session import GameSession

from pilot_steps import SIZE, capture_notes, past_handoff

OPTIONS = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random"}


def _in_play(save_dir) -> GameSession:
    """Seed 3: Player 1's turn 1, step move, Blaze (Fireball, Inferno) on a2, hand
    green; Tsunami, Quake, Gust and Spark in reserve."""
    session = GameSession.new("pack-of-heroes", 2, seed=3, options=OPTIONS, folder=save_dir,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    while session.state.phase != "play":
        session.apply(session.state.legal_actions()[0])
    state = session.state
    assert state.active == 0 and state.step == "move" and state.hands[0] == ["green"]
    return session


def _press_on_a2(session, keys):
    """Open at 80x24, cursor down from b2 to a2 (Blaze's or the brought hero's space),
    press ``keys``; the notifications said."""
    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot, PackScreen)
            said = capture_notes(app)
            await pilot.press("j", *keys)
            await pilot.pause()
            return said
    return asyncio.run(main())


def test_a_power_after_end_actions_says_the_actions_are_over(save_dir):
    """After "End actions (go to draw)" without a main action, Blaze's 1 names the
    draw, not the cost (Fireball costs red, the hand is green) or a target."""
    session = _in_play(save_dir)
    session.apply(Action.make("end"))
    assert session.state.step == "draw" and not session.state.main_done
    said = _press_on_a2(session, ["1", "2"])
    assert said == ["Fireball: your actions are over this turn: draw a power card or not.",
                    "Inferno: your actions are over this turn: draw a power card or not."]


def test_an_arrival_power_is_an_arrival_power(save_dir):
    """Quake brought onto a2's row (a1): its 1 is Aftershock, an arrival power."""
    session = _in_play(save_dir)
    state = session.state
    quake = next(h["uid"] for h in state.view(0)["players"][0]["heroes"] if h["name"] == "Quake")
    session.apply(next(a for a in state.legal_actions()
                       if a.kind == "bring" and a.arg("hero") == quake))
    while session.state.pending is not None:        # its arrival's target, if asked
        session.apply(session.state.legal_actions()[0])
    said = _press_on_a2(session, ["h", "1"])
    assert said == ["Aftershock is an arrival power, not a main action."]


def test_a_digit_in_the_draft_says_how_to_draft(save_dir):
    """Seed 548930, a draft: no grid, no hero of one's own yet; "1" said "Put the cursor
    on one of your heroes first." Now it names the set-up step and the keys for it, and
    picks nothing."""
    session = GameSession.new("pack-of-heroes", 2, seed=548930,
                              options={"team_method": "draft"}, folder=save_dir,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    assert session.state.phase == "draft" and session.state.current_player == 0

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot, PackScreen)
            said = capture_notes(app)
            await pilot.press("1")
            await pilot.pause()
            return said
    said = asyncio.run(main())
    assert said == ["Draft: choose with Up/Down, then Enter; the digits use a hero's powers "
                    "once play begins."]
    assert session.state.phase == "draft" and session.state.current_player == 0
