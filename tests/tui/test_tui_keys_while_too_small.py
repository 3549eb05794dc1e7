"""Keys typed while the small-window notice hides the screen do nothing to the game.
Met at 70x20 in No Time For Heroes: "3 Enter" typed at the notice played Fire Bolt
unseen, and an Enter at the notice passed the hand-off (tui/app.py)."""
from __future__ import annotations

from tui.screens import HandoffScreen

from ntfh_steps import bid_done_session, run_at_80x24


def test_a_card_is_not_played_at_the_size_notice(save_dir):
    session = bid_done_session(save_dir)
    hand = [c["name"] for c in session.state.view(0)["players"][0]["hand"]]

    async def body(pilot, screen):
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        await pilot.press("2", "enter", "1", "enter", "e")
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert [c["name"] for c in session.state.view(0)["players"][0]["hand"]] == hand
        assert session.state.phase == "attack"
        await pilot.press("2", "enter")        # at 80x24 the same keys play the card
        await pilot.pause()
        assert len(session.state.view(0)["players"][0]["hand"]) == len(hand) - 1

    run_at_80x24(session, body)


def test_the_hand_off_is_not_passed_at_the_size_notice(save_dir):
    session = bid_done_session(save_dir)
    import asyncio

    from tui.app import HerotableApp

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(pilot.app.screen, HandoffScreen)
            await pilot.resize_terminal(70, 20)
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert isinstance(pilot.app.screen, HandoffScreen)
    asyncio.run(main())


def test_help_opened_in_a_small_window_is_shown_and_esc_closes_it(save_dir):
    """70x20: ? opened a help covered by the size notice, and Esc (dropped with a
    bell like every key at the notice) could not close it (issue 41). The help is
    drawn at that size, scrolls, and Esc closes it; the game behind keeps the notice."""
    from textual.widgets import Static

    from tui.screens.help import HelpScreen
    from tui.widgets.size_notice import SizeNotice

    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = pilot.app.screen
        assert isinstance(help_screen, HelpScreen)
        assert not help_screen.has_class("-too-small")
        assert not list(help_screen.query(SizeNotice))
        page = help_screen.query_one("#help-page")
        assert page.region.width > 40 and page.region.height > 5, page.region
        assert any("Keys" in str(s.render()) for s in help_screen.query(Static))
        await pilot.press("escape")
        await pilot.pause()
        assert pilot.app.screen is screen
        assert screen.has_class("-too-small")
        held = len(session.state.players[0].hand)
        await pilot.press("2", "enter")           # the game still drops keys at the notice
        await pilot.pause()
        assert len(session.state.players[0].hand) == held

    run_at_80x24(session, body)
