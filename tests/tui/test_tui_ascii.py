"""--ascii: no Unicode box drawing (or other non-ASCII) anywhere on screen."""
from __future__ import annotations

import asyncio
import html
import re

import pytest

from tui.app import HerotableApp
from tui.session import GameSession

SIZE = (80, 24)


def screen_chars(app) -> set[str]:
    """Every character drawn on the screen now (from the SVG screenshot's text)."""
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)
    return set(html.unescape("".join(texts))) - {"\xa0"}


def non_ascii(app) -> set[str]:
    """Characters on screen outside printable ASCII."""
    return {c for c in screen_chars(app) if ord(c) > 126}


def assert_ascii_after(app, keys: list[str]) -> None:
    """Open ``app`` at 80x24 (notifications shown), press ``keys`` one by one, and
    assert that nothing outside printable ASCII is on screen then."""
    async def run():
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            assert non_ascii(app) == set(), keys
    asyncio.run(run())


@pytest.mark.parametrize("keys", [
    [],                                   # title
    ["n"],                                # new game
    ["n", "enter"],                       # hand-off
    ["n", "enter", "enter"],              # game
    ["n", "enter", "enter", "1"],         # game with a selection
    ["n", "enter", "enter", "q"],         # quit dialog
    ["n", "enter", "enter", "question_mark"],   # help
    ["l"],                                # load
    ["n", "enter", "enter", "s"],         # a notification
])
def test_ascii_screens(save_dir, keys):
    assert_ascii_after(HerotableApp(ascii=True), keys)


def test_unicode_borders_by_default(save_dir):
    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            assert "─" in screen_chars(app)
    asyncio.run(run())


@pytest.mark.parametrize("keys", [
    ["enter"],                            # game: market, players, hand, actions
    ["enter", "p"],                       # after playing the hand (pools, played cards)
    ["enter", "p", "a"],                  # attack dialog
    ["enter", "e"],                       # end-turn confirmation
    ["enter", "1"],                       # a refusal notification
    ["enter", "question_mark"],           # Hero Realms help
])
def test_ascii_hero_realms(save_dir, keys):
    session = GameSession.new("hero-realms", 2, 4, {"names": ["Ana", "Bo"]}, save_dir)
    assert_ascii_after(HerotableApp(session, ascii=True), keys)


@pytest.mark.parametrize("keys", [
    ["ctrl+p"],                                   # the palette on the title screen
    ["ctrl+p", "t", "h"],                         # ... with commands listed
    ["n", "enter", "enter", "ctrl+p"],            # the palette on the game screen
    ["n", "enter", "enter", "ctrl+p", "e"],       # ... listing legal actions
])
def test_ascii_command_palette(save_dir, keys):
    """--ascii reaches the command palette: no block-character rules, no magnifier."""
    async def run():
        app = HerotableApp(ascii=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            await pilot.pause(0.3)
            assert app.screen.__class__.__name__ == "AsciiCommandPalette"
            assert non_ascii(app) == set(), keys
    asyncio.run(run())
