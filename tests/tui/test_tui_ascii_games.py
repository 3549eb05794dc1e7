"""--ascii in all six games: nothing but ASCII on the game screen, the help's Rules and
Glossary pages and the inspector (issue 15: "Börd" keeps no "ö"), and the filter that
makes a game's own text ASCII keeps every cell width."""
from __future__ import annotations

import asyncio
import html
import re

import pytest

from tui.app import HerotableApp
from tui.ascii_text import ascii_text
from tui.session import GameSession

SIZE = (80, 24)
GAMES = [("herocard-duel", {}), ("orc-wars", {}), ("hero-realms", {}),
         ("no-time-for-heroes", {}), ("heroes-of-timeline", {}), ("pack-of-heroes", {})]


def non_ascii(app) -> set[str]:
    svg = app.export_screenshot()
    texts = html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)))
    return {c for c in texts if ord(c) > 126 and c != "\xa0"}


@pytest.mark.parametrize("game,options", GAMES, ids=[g for g, _ in GAMES])
def test_every_game_is_ascii_under_ascii(save_dir, game, options):
    async def run():
        session = GameSession.new(game, 2, 5, dict(options), save_dir)
        app = HerotableApp(session, ascii=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")          # the hand-off
            await pilot.pause()
            seen = {"game": non_ascii(app)}
            for page, keys in (("rules", ["question_mark", "r"]), ("glossary", ["g"]),
                               ("inspector", ["escape", "i"])):
                for key in keys:
                    await pilot.press(key)
                    await pilot.pause()
                seen[page] = non_ascii(app)
            assert all(not chars for chars in seen.values()), seen
    asyncio.run(run())


def test_ascii_text_keeps_widths():
    assert ascii_text("Börd's Punishment…") == "Bord's Punishment~"   # a cut shows as cut
    assert ascii_text("·· ♣♣ ██") == ".. ^^ ##"
    assert ascii_text("漢") == "??"            # a wide character keeps its two cells
