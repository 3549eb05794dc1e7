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


class _SwitchApp(App):
    """Two keys; ``b`` shows only while ``show_b``."""

    BINDINGS = [Binding("a", "first", "Aaa"), Binding("b", "second", "Bbb")]
    show_b = True

    def compose(self):
        yield Button("x")
        yield KeyFooter()

    def check_action(self, action, parameters):
        return self.show_b if action == "second" else True


def _footer_words(footer) -> list[str]:
    return [key.description for key in footer.query(FooterKey)]


async def _settled(pilot, footer, want) -> list[str]:
    """The footer's words once ``want(words)`` holds, or after about a second."""
    for _ in range(50):
        await pilot.pause(0.02)
        words = _footer_words(footer)
        if want(words):
            break
    return words


def test_a_footer_update_queued_under_a_dialog_that_closes_first_is_not_lost():
    """Textual 8.2.8 runs a widget's call_after_refresh after the refresh of the
    screen on top (tui/widgets/footer.py, ``_after_own_refresh``). A dialog that
    closes before it refreshes loses it; here the dialog drops every such
    callback. The footer's check goes to its own screen instead, so once the
    dialog is gone the footer shows the keys of now (it used to keep the old
    keys for good, with its request flag stuck)."""
    from textual.screen import ModalScreen

    class Vanishing(ModalScreen):
        def _invoke_later(self, callback, sender):   # closed before its refresh
            pass

    async def run():
        app = _SwitchApp()
        async with app.run_test(size=(80, 24)) as pilot:
            footer = app.query_one(KeyFooter)
            assert (await _settled(pilot, footer, lambda w: w[:2] == ["Aaa", "Bbb"]))[:2] \
                == ["Aaa", "Bbb"]
            app.push_screen(Vanishing())
            await pilot.pause()
            app.show_b = False
            footer.screen.refresh_bindings()
            await pilot.pause()
            app.pop_screen()
            words = await _settled(pilot, footer, lambda w: "Bbb" not in w)
            assert "Bbb" not in words and "Aaa" in words, words
            app.show_b = True                   # and it keeps following the keys
            footer.screen.refresh_bindings()
            assert "Bbb" in await _settled(pilot, footer, lambda w: "Bbb" in w)
    asyncio.run(run())


def test_call_after_refresh_still_waits_on_the_top_screen_so_the_workaround_is_needed():
    """When this fails, Textual runs a covered widget's call_after_refresh on its
    own screen: KeyFooter._after_own_refresh may go back to call_after_refresh."""
    from textual.screen import ModalScreen

    seen = []

    class Catching(ModalScreen):
        def _invoke_later(self, callback, sender):
            seen.append(callback)

    async def run():
        app = _SwitchApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            button = app.screen_stack[0].query_one(Button)
            app.push_screen(Catching())
            await pilot.pause()
            def mine():
                pass
            button.call_after_refresh(mine)
            await pilot.pause()
            assert any(getattr(c, "func", c) is mine for c in seen)
    asyncio.run(run())
