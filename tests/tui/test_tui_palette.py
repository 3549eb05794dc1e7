"""The command palette offers a player only what makes sense where they are; a
terminal that is not UTF-8 gets ASCII by itself and is told so once."""
from __future__ import annotations

import asyncio

import pytest

from pty_driver import PtyApp
from test_tui_ascii import non_ascii
from tui.app import HerotableApp, locale_is_utf8
from tui.screens import HandoffScreen, TitleScreen

SIZE = (80, 24)


def _titles(app) -> list[str]:
    return [command.title for command in app.get_system_commands(app.screen)]


def test_palette_offers_theme_only_on_the_title_screen(save_dir):
    """Title: Theme and Quit, no Screenshot; hand-off: no Theme (a theme change there
    re-themed the game behind it), no Screenshot."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            assert sorted(_titles(app)) == ["Quit", "Theme"]
            await pilot.press("n", "enter")
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            assert _titles(app) == ["Quit"]
    asyncio.run(run())


@pytest.mark.parametrize("environ, utf8", [
    ({"LANG": "en_GB.UTF-8"}, True),
    ({"LANG": "de_DE.utf8"}, True),
    ({"LC_ALL": "C", "LANG": "en_GB.UTF-8"}, False),      # LC_ALL wins
    ({"LANG": "C"}, False),
    ({}, False),                                          # screen with no LANG
    ({"LC_CTYPE": "C.UTF-8"}, False),                     # Python's own PEP 538 coercion
    ({"LC_CTYPE": "C.UTF-8", "LANG": "C"}, False),
    ({"LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"}, True),
    ({"LC_CTYPE": "en_GB.UTF-8"}, True),
    ({"LANG": "en_US.ISO-8859-1"}, False),
])
def test_locale_is_utf8(environ, utf8):
    assert locale_is_utf8(environ) is utf8


def test_non_utf8_locale_draws_ascii_and_says_so_once(save_dir):
    async def run():
        app = HerotableApp()
        assert app.ascii_for_locale({"LANG": "C"}) is True
        assert app.ascii_for_locale({"LANG": "C"}) is False      # once
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await pilot.pause()
            notes = [n.message for n in app._notifications]
            assert len([n for n in notes if "not UTF-8" in n]) == 1, notes
            await pilot.press("ctrl+p")
            await pilot.pause(0.3)
            assert non_ascii(app) == set()
    asyncio.run(run())


def test_real_terminal_with_c_locale_is_ascii(save_dir):
    """The real app on a pty with LANG=C: the note, and no box drawing."""
    with PtyApp([], save_dir, env={"LANG": "C", "LC_ALL": ""}) as app:
        app.wait_screen("not UTF-8")
        screen = app.screen()
        assert "New game" in screen
        assert not {c for c in screen if ord(c) > 126}, screen
