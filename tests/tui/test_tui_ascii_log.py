"""--ascii covers the log too: an engine log line with a game's own non-ASCII name
("Börd's Punishments", from Heroes of Timeline) shows as "Bord's" in the Log panel
and on the whole-log screen (L), since the ASCII line filter (tui/ascii_text.py)
runs on every drawn line, the log's included."""
from __future__ import annotations

import asyncio
import html
import re

from engine import Event

from tui.app import HerotableApp
from tui.session import GameSession
from tui.widgets import LogPanel

from pilot_steps import SIZE, past_handoff

LINE = "Bo is punished: no hero abilities this turn [Börd's Punishments]."


def _screen_text(app) -> str:
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))) \
        .replace("\xa0", " ")


def test_an_engine_log_line_is_folded_to_ascii(save_dir):
    session = GameSession.new("heroes-of-timeline", 2, 5, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session, ascii=True)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            session.log.append(Event("punishment", LINE, 1))     # as a turn's end logs it
            screen.redraw()
            log = screen.query_one(LogPanel)
            for _ in range(40):                  # the panel scrolls to its new last line
                await pilot.pause(0.05)
                if log.max_scroll_y and log.scroll_y == log.max_scroll_y:
                    break
            assert LINE in screen.session.log_lines(screen.shown_seat)   # the engine's words
            for where in ("panel", "whole log"):
                text = _screen_text(app)
                assert "ö" not in text and "Bord's" in text.replace("\n", ""), where
                assert not [c for c in text if ord(c) > 126], where
                await pilot.press("L")
                await pilot.pause()
    asyncio.run(run())
