"""`q` on the campaign screens, keys besides Escape for what a player needs, and a
save toast that keeps the file name on one line (80x24)."""
from __future__ import annotations

import asyncio

from textual.geometry import Region
from textual.widgets._toast import Toast

from test_tui_campaign_screens import _three
from pilot_steps import on_campaign_screen
from tui.app import HerotableApp
from tui.games.orc_wars.campaign import CampaignListScreen, CampaignScreen
from tui.screens import ChooseScreen, GameOverScreen, GameScreen, TitleScreen
from tui.session import GameSession


def test_q_goes_back_on_the_campaign_screens(save_dir):
    """q does what Esc does: the campaign screen -> the list -> the title screen."""
    path = _three(save_dir)

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await on_campaign_screen(pilot, path)
            assert isinstance(app.screen, CampaignScreen)
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, CampaignListScreen)
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
    asyncio.run(run())


def test_dialogs_close_without_escape(save_dir):
    """The choice dialog cancels with q; the game-over dialog shows the board with b."""
    async def run():
        app = HerotableApp()
        results = []
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(ChooseScreen("Which?", ["one", "two"]), results.append)
            await pilot.pause()
            await pilot.press("q")
            await pilot.pause()
            app.push_screen(GameOverScreen("Ana wins", ["3 VP"]), results.append)
            await pilot.pause()
            await pilot.press("b")
            await pilot.pause()
        assert results == [None, "board"]
    asyncio.run(run())


def test_save_toast_keeps_the_file_name_on_one_line(save_dir):
    """s on the game screen at 80x24: the toast shows the whole save file name on one line."""
    async def run():
        session = GameSession.new("herocard-duel", players=2, seed=1, folder=save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("enter")                 # the hand-off
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            await pilot.press("s")
            await pilot.pause(0.3)
            await pilot.pause()
            name = session.path.name
            toast = app.screen.query(Toast).last()
            lines = ["".join(seg.text for seg in strip)
                     for strip in toast.render_lines(Region(0, 0, toast.size.width, 8))]
            assert any(name in line for line in lines), "\n".join(lines)
    asyncio.run(run())


def test_enter_with_no_names_leaves_the_new_campaign_dialog(save_dir):
    """The new-campaign dialog needs no Escape: Enter with no name typed goes
    back to the campaign list (q cannot: it is a letter of a name)."""
    from tui.games.orc_wars.campaign import NewCampaignScreen

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("o", "n")
            await pilot.pause()
            assert isinstance(app.screen, NewCampaignScreen)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, CampaignListScreen)
            await pilot.press("n", "D", "a", "n", "enter")     # one name: refused, stays
            await pilot.pause()
            assert isinstance(app.screen, NewCampaignScreen)
    asyncio.run(run())
