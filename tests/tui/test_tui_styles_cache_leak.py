"""Closed dialogs' rendered lines are freed (workaround for Textual 8.2.8's
``StylesCache.get_inner_outer`` cache: see ``tui/upstream/styles_cache_leak.py``).

Each test opens and closes a dialog many times and counts the ``StylesCache``
objects still alive (one per live widget, plus what Textual keeps for a while);
the first fails if the workaround stops working, the second when upstream no
longer keeps them (then the workaround can go).
"""
from __future__ import annotations

import asyncio
import gc

from textual._styles_cache import StylesCache
from textual.app import App
from textual.screen import ModalScreen
from textual.widgets import Static

from pilot_steps import SIZE, past_handoff
from tui.app import HerotableApp
from tui.session import GameSession

DIALOGS = 40


def _live_caches() -> int:
    gc.collect()
    return sum(1 for item in gc.get_objects() if isinstance(item, StylesCache))


def test_game_screen_frees_the_lines_of_closed_log_dialogs(save_dir):
    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("L", "escape")    # the first dialog: what stays after it
            await pilot.pause()
            first = _live_caches()
            for _ in range(DIALOGS):
                await pilot.press("L")
                await pilot.pause()
                await pilot.press("escape")
                await pilot.pause()
            return first, _live_caches()
    first, last = asyncio.run(run())
    assert last <= first + 10, f"{last} StylesCaches alive after {DIALOGS} dialogs, {first} after 1"


class _Dialog(ModalScreen):
    BINDINGS = [("escape", "dismiss", "Close")]

    def compose(self):
        yield Static("a dialog")


class _PlainApp(App):
    BINDINGS = [("d", "dialog", "Dialog")]

    def compose(self):
        yield Static("plain")

    def action_dialog(self):
        self.push_screen(_Dialog())


def test_plain_textual_app_still_keeps_them_so_the_workaround_is_still_needed():
    """When this fails, upstream frees them itself: tui/upstream/styles_cache_leak.py can go."""
    async def run():
        app = _PlainApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            first = _live_caches()
            for _ in range(DIALOGS):
                await pilot.press("d")
                await pilot.pause()
                await pilot.press("escape")
                await pilot.pause()
            return first, _live_caches()
    first, last = asyncio.run(run())
    assert last >= first + DIALOGS, f"{last} StylesCaches alive after {DIALOGS} dialogs"
