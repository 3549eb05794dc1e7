"""Issue 15, the common part: the small-window notice, the end-turn question setting
on the help's Keys page, the new-game form's first field, and hands covered while an
AI seat plays at a table of two or more people."""
from __future__ import annotations

import asyncio

from textual.widgets import Static

from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen, HelpScreen
from tui.session import GameSession
from tui.widgets.size_notice import SizeNotice, notice_text

from pilot_steps import SIZE, past_handoff


def _duel(save_dir, ai=None):
    return GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)


def test_notice_words():
    assert notice_text(60, 20) == "Make the window at least 80x24; it is 60x20."


def test_a_small_window_shows_the_notice_and_the_layout_comes_back(save_dir):
    async def run():
        app = HerotableApp(_duel(save_dir))
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            await pilot.pause()
            screen = pilot.app.screen
            notices = list(screen.query(SizeNotice))
            assert len(notices) == 1 and notices[0].display
            assert "it is 60x20" in str(notices[0].render())
            assert screen.has_class("-too-small")
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            await pilot.pause()
            game = await past_handoff(pilot)
            assert not list(game.query(SizeNotice))
            assert not game.has_class("-too-small")
            assert game.query_one("#board").display and game.query_one("#hand").region.height > 0
            await pilot.resize_terminal(70, 30)      # too narrow only
            await pilot.pause()
            await pilot.pause()
            assert "it is 70x30" in str(game.query_one(SizeNotice).render())
            await pilot.press("question_mark")       # a screen opened while small
            await pilot.pause()
            await pilot.pause()
            assert isinstance(pilot.app.screen, HelpScreen)
            # issue 41: the help is drawn at any size (scrolled), so Esc can close it;
            # it no longer shows the notice (the game behind it still does)
            assert not pilot.app.screen.query(SizeNotice)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert not pilot.app.screen.query(SizeNotice)
    asyncio.run(run())


def test_title_screen_shows_the_notice_too(save_dir):
    async def run():
        app = HerotableApp()
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            await pilot.pause()
            assert pilot.app.screen.query(SizeNotice)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert not pilot.app.screen.query(SizeNotice)
            assert pilot.app.screen.query_one("#menu").region.height > 0
    asyncio.run(run())


def test_help_keys_page_toggles_the_end_turn_question(save_dir):
    async def run():
        app = HerotableApp(_duel(save_dir))
        assert app.confirm_end_turn is True
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            line = str(pilot.app.screen.query_one("#autopass", Static).render())
            assert "Ask before ending a turn with cards still playable: ON (e: off)." in line
            await pilot.press("e")
            await pilot.pause()
            assert app.confirm_end_turn is False
            line = str(pilot.app.screen.query_one("#autopass", Static).render())
            assert "playable: OFF (e: on)." in line
    asyncio.run(run())


def test_hands_are_covered_while_an_ai_seat_plays_between_two_people(save_dir):
    """Ana and Bo (people) and Cy (AI): while Cy decides, neither hand is on screen."""
    async def run():
        human = {"kind": "human"}
        session = GameSession.new("herocard-duel", 3, 4, {"names": ["Ana", "Bo", "Cy"]},
                                  save_dir, seats=[human, human, {"kind": "ai", "bot": "random"}])
        app = HerotableApp(session)
        app.ai_pace = 3600          # Cy's move waits: we look at the screen meanwhile
        app.confirm_end_turn = False
        seen_ai_turn = False
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(200):
                await pilot.pause()
                screen = pilot.app.screen
                if isinstance(screen, HandoffScreen):
                    await pilot.press("enter")
                    continue
                assert isinstance(screen, GameScreen)
                if session.state.is_over():
                    break
                if session.state.current_player == 2:
                    await pilot.pause(0.2)
                    assert screen.ai_thinking()
                    assert screen.shown_seat is None
                    assert screen.hand() == []
                    panel = str(screen.query_one("#hand").render())
                    assert "hidden while an AI seat plays" in panel
                    seen_ai_turn = True
                    break
                legal = session.state.legal_actions()
                pass_or_end = [a for a in legal if a.kind in ("end_turn", "pass")] or legal
                screen.apply_action(pass_or_end[0])
        assert seen_ai_turn
    asyncio.run(run())
