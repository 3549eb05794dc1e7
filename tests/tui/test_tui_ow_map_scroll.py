"""Orc Wars at 80x24: the map scrolls sideways by whole hexes and never cuts a
glyph in half at its left edge. A new player saw the map move half a hex sideways
while choosing targets, with whole columns of "█" or " X" at the left edge: the
window's first column fell on the second character of one row kind's glyphs."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.orc_wars.glyphs import CELL, cell_x, render_row
from tui.games.orc_wars.hexmap import HexMap
from tui.screens import HandoffScreen

from pilot_steps import SIZE
from test_tui_ow_newuser import _prisoner_elf_to_act


def _cut_at_left(hexmap: HexMap) -> list[int]:
    """The map rows whose window starts on the second character of a hex's glyph."""
    x = hexmap.scroll[0]
    return sorted({row for col, row in hexmap.cells if cell_x((col, row)) + 2 == x})


def test_the_map_scrolls_by_whole_hexes_and_cuts_no_glyph(save_dir):
    async def run():
        app = HerotableApp(_prisoner_elf_to_act(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("enter")
            await pilot.pause()
            hexmap = app.screen.query_one(HexMap)
            hexmap.focus()
            await pilot.pause()
            assert hexmap.text_width > hexmap.size.width
            seen = [hexmap.scroll[0]]
            for key in ["l"] * 14 + ["h"] * 14 + ["l"] * 7:
                await pilot.press(key)
                x = hexmap.scroll[0]
                assert not _cut_at_left(hexmap), (key, x, hexmap.cursor)
                row = hexmap.cursor[1]
                shown = str(render_row(row, hexmap._cols, hexmap.cells, hexmap.marks,
                                       hexmap.cursor))
                start = cell_x(hexmap.cursor) - x          # the cursor's hex is whole
                assert 0 <= start and start + CELL <= hexmap.size.width, (x, hexmap.cursor)
                assert shown[x + start] == "["
                seen.append(x)
            assert max(seen) > 0
            steps = {abs(a - b) for a, b in zip(seen, seen[1:]) if a and b}
            assert all(step % CELL == 0 for step in steps), seen   # never half a hex
    asyncio.run(run())


def test_the_map_scrolls_up_and_down_keeping_its_stagger(save_dir):
    """Odd map rows are indented by half a hex: a window starting on an odd row
    flipped every line's indent, so each one-row scroll moved the whole map half a
    hex sideways. The top row shown is always even; the cursor stays in view."""
    async def run():
        app = HerotableApp(_prisoner_elf_to_act(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            hexmap = app.screen.query_one(HexMap)
            hexmap.focus()
            await pilot.pause()
            height = hexmap.size.height
            assert height < hexmap._rows
            tops = set()
            for key in ["k"] * 14 + ["j"] * 14 + ["k"] * 5:
                await pilot.press(key)
                top = hexmap.scroll[1]
                tops.add(top)
                assert top % 2 == 0, (key, top, hexmap.cursor)
                assert top <= hexmap.cursor[1] < top + height
                lines = str(hexmap.render()).splitlines()
                assert "[" in lines[hexmap.cursor[1] - top]
            assert len(tops) > 1
    asyncio.run(run())
