"""KeyFooter releases the FooterKeys it replaces (workaround for Textual 8.2.8's Footer).

The upstream Footer keeps every replaced FooterKey alive through its ``compact``
watchers (see ``tui/widgets/footer.py``). These tests count the live keys after
many focus changes; they fail if the leak returns (or the workaround stops working).
"""
from __future__ import annotations

import asyncio
import gc

from textual.app import App
from textual.binding import Binding
from textual.widgets import Button, Footer
from textual.widgets._footer import FooterKey

from tui.app import HerotableApp
from tui.session import GameSession
from tui.widgets.footer import KeyFooter

FOCUS_CHANGES = 100


def _live_keys() -> int:
    gc.collect()
    return sum(1 for item in gc.get_objects() if isinstance(item, FooterKey))


def _app(footer_class) -> App:
    class FocusApp(App):
        BINDINGS = [Binding("a", "first", "Aaa"), Binding("b", "second", "Bbb")]

        def compose(self):
            for index in range(3):
                yield Button(str(index))
            yield footer_class()
    return FocusApp()


def _after_focus_changes(footer_class) -> tuple[int, int]:
    """(live FooterKey objects, mounted FooterKeys) after FOCUS_CHANGES Tabs."""
    async def run():
        app = _app(footer_class)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for _ in range(FOCUS_CHANGES):
                await pilot.press("tab")
                await pilot.pause()
            return _live_keys(), len(app.query(FooterKey))
    return asyncio.run(run())


def test_key_footer_keeps_only_its_mounted_keys_after_100_focus_changes():
    live, mounted = _after_focus_changes(KeyFooter)
    assert mounted == 3    # a, b and the command palette key
    assert live <= 2 * mounted, f"{live} FooterKeys alive, {mounted} mounted"


def test_plain_footer_still_leaks_so_the_workaround_is_still_needed():
    """When this fails, upstream fixed the leak: KeyFooter can go (use Footer)."""
    live, mounted = _after_focus_changes(Footer)
    assert live > 10 * mounted


def test_game_screen_footer_is_key_footer_and_bounded(save_dir):
    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")     # the first hand-off, if any
            await pilot.pause()
            footers = list(app.screen.query(Footer))
            assert [type(f) for f in footers] == [KeyFooter]
            for _ in range(FOCUS_CHANGES):
                await pilot.press("tab")
                await pilot.pause()
            mounted = sum(len(screen.query(FooterKey)) for screen in app.screen_stack)
            return _live_keys(), mounted
    live, mounted = asyncio.run(run())
    assert live <= 2 * mounted + 20, f"{live} FooterKeys alive, {mounted} mounted"
