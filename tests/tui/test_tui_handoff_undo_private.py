"""``u`` on the pass-and-play hand-off screen (issue 42) is read by whoever sits there,
the next person included: a refused take-back names no move there (a new player saw
"'Build this deck (7 warrior + 8 mage)' showed you something new" on the hand-off to
Player 2, the split of Player 1's deck built in secret)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

from pilot_steps import SIZE, capture_notes, past_handoff


def test_a_refused_take_back_on_the_hand_off_names_no_move(save_dir):
    session = GameSession.new("no-time-for-heroes", 2, 3, {"mode": "multiclass",
                                                            "names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            said = capture_notes(app)
            deal = next(a for a in screen.legal() if a.kind == "mc_deal")
            screen.apply_action(deal)
            await pilot.pause()
            build = next(a for a in screen.legal() if a.kind == "mc_done")
            screen.apply_action(build)                  # Ana's deck, built in secret
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("u")
            await pilot.pause()
            assert said and "something new" in said[-1]
            assert build.label not in said[-1] and "warrior" not in " ".join(said)
            assert isinstance(app.screen, HandoffScreen)   # it stands; Bo's hand-off stays
    asyncio.run(run())
