"""Keys typed before a hand-off appeared do not pass it (issue 15: an Enter sent
on the heels of the turn's last key showed the next player's hand); the title names
finished saves when Continue has none."""
import asyncio

from textual import events

from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen
from tui.session import GameSession

from pilot_steps import SIZE


def test_an_enter_typed_before_the_handoff_appeared_is_dropped_and_a_new_one_passes(save_dir):
    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        early = events.Key("enter", "\r")          # read from the terminal before the screen
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            assert early.time < app.screen.ignore_keys_before
            app.post_message(early)
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)      # still covering Ana's hand
            await pilot.press("enter")                         # typed now: Ana is ready
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
    asyncio.run(run())


def test_the_title_says_the_saved_games_are_over_when_continue_has_none(save_dir):
    import random
    from textual.widgets import Static
    from tui.screens import TitleScreen

    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
    pick = random.Random(3)
    while not session.state.is_over():
        session.apply(pick.choice(session.state.legal_actions()))
    session.close()

    async def run():
        app = HerotableApp(None, save_dir=save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            note = str(app.screen.query_one("#title-note", Static).render())
            assert note == "No unfinished game: Load lists the finished ones."
    asyncio.run(run())
