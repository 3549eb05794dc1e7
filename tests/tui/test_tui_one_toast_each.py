"""A toast the same as one still showing is not stacked again (tui/toasts.py).
Met in a new-user try of Pack of Heroes at 80x24: keys typed in one burst while
the AI played gave three copies of "It is not your decision now" over the grid."""
from __future__ import annotations

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import shown_notes


def highlighted(app) -> list[str]:
    return [n for n in shown_notes(app) if "Already highlighted" in str(n)]


def test_the_same_refusal_typed_four_times_shows_one_toast(save_dir):
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        # "1" highlights the first card; each "1" after it says "Already highlighted: ..."
        await pilot.press("1", "1", "1", "1")
        await pilot.pause()
        assert len(highlighted(pilot.app)) == 1, shown_notes(pilot.app)
        # a cleared toast (as a hand-off clears them) may be said again at once
        pilot.app.clear_notifications()
        await pilot.pause()
        assert highlighted(pilot.app) == []
        await pilot.press("1")
        await pilot.pause()
        assert len(highlighted(pilot.app)) == 1, shown_notes(pilot.app)
        # another warning still shows beside it
        await pilot.press("9")
        await pilot.pause()
        assert len(shown_notes(pilot.app)) == 2, shown_notes(pilot.app)

    run_at_80x24(session, body)


def test_no_toast_holds_a_control_character():
    """Issue 41: an error naming a file with a terminal code in its name (any
    ``notify`` of any screen) shows '?' in its place; line breaks stay."""
    import asyncio

    from tui.app import HerotableApp

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.screen.notify("a\x1b]0;x\x07.htsave: bad\nsecond line", title="T\x1b",
                              markup=False)
            await pilot.pause()
            said = [(n.message, n.title) for n in app._notifications]
            assert ("a?]0;x?.htsave: bad\nsecond line", "T?") in said, said
    asyncio.run(run())
