"""A toast left from one player's turn is not shown on the hand-off to the next.
Met in No Time For Heroes at 80x24: "Already highlighted: Play Elven Cloak at Orc
Looter #1" (a card of the hand the hand-off hides) sat over the hand-off screen
(tui/screens/handoff.py)."""
from __future__ import annotations

from tui.screens import HandoffScreen

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import shown_notes


def test_the_hand_off_shows_no_toast_of_the_turn_before(save_dir):
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        await pilot.press("1", "1")         # "Already highlighted: Play Precise Crossbow ..."
        await pilot.pause()
        assert any("Already highlighted" in str(note) for note in shown_notes(pilot.app)), shown_notes(pilot.app)
        while session.state.phase != "market":
            await pilot.press("e", "y")
            await pilot.pause()
        await pilot.press("e")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(pilot.app.screen, HandoffScreen)
        assert not any("Already highlighted" in str(note) for note in shown_notes(pilot.app))

    run_at_80x24(session, body)


def test_the_hand_offs_own_toast_goes_with_it(save_dir):
    """A key that does nothing at the hand-off says "Pass the keyboard to Bo, who
    presses Enter."; Bo's Enter then shows Bo's hand without that toast over it (it
    outlived the hand-off and covered the hand, issue 41)."""
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        while session.state.current_player == 0:
            await pilot.press("e", "y")
            await pilot.pause()
        for _ in range(5):
            await pilot.pause()
        assert isinstance(pilot.app.screen, HandoffScreen)
        await pilot.press("x")
        await pilot.pause()
        assert any("Pass the keyboard to Bo" in n for n in shown_notes(pilot.app))
        await pilot.press("enter")
        for _ in range(3):
            await pilot.pause()
        assert pilot.app.screen is screen and screen.shown_seat == 1
        assert any("Pass the keyboard to" in n for n in shown_notes(pilot.app)) is False, \
            shown_notes(pilot.app)

    run_at_80x24(session, body)
