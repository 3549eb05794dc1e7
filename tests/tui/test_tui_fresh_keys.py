"""Keys typed before a hand-off appeared do not pass it (issue 15: an Enter sent
on the heels of the turn's last key showed the next player's hand)."""
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
