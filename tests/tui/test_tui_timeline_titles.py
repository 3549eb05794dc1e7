"""Heroes of Timeline at 80x24: the actions panel's title is read whole. Its 24-column
panel cut "Actions (arrows, Enter)" to "Actions (arrows, Ente…"."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff


def test_the_actions_title_fits_its_panel(save_dir):
    session = GameSession.new("heroes-of-timeline", 2, 415949, {}, save_dir)

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            await pilot.pause()
            titles = {name: (screen.query_one(name).border_title, screen.query_one(name).size.width)
                      for name in ("#actions", "#log", "#hot-inspector")}
            svg = app.export_screenshot().replace("&#160;", " ")
            return titles, svg
    titles, svg = asyncio.run(main())
    assert titles["#actions"][0] == "Actions: arrows, Enter"
    for title, width in titles.values():
        assert len(title) <= width - 2, title       # a border corner each side
    assert "Actions: arrows, Enter" in svg and "Ente…" not in svg
