"""The actions list counts each entry's rows itself when a label plainly fits on one
(ActionList._measure_one_liners, issue 46): the counts must be Textual's own, for
labels that fit, fit to the last column, run one column over, wrap, hold wide
characters or a newline; with and without the scrollbar; after a new list."""
from __future__ import annotations

import asyncio

from textual.app import App
from textual.visual import visualize

from engine import Action
from tui.widgets import ActionList

from pilot_steps import SIZE


def _actions(labels: list[str]) -> list[Action]:
    return [Action("pick", {"n": i}, label) for i, label in enumerate(labels)]


def _textual_rows(listing: ActionList) -> list[int]:
    """Each entry's rows as the base OptionList measures them (a fresh visual)."""
    padding = listing.get_component_styles("option-list--option").padding
    width = listing.scrollable_content_region.width - padding.width
    rows = []
    for option in listing.options:
        visual = visualize(listing, option.prompt, markup=False)
        rows.append(visual.get_height(listing.styles, width))
    return rows


class _OneList(App):
    CSS = "ActionList { width: 24; height: 8; }"

    def compose(self):
        yield ActionList()


def _labels(room: int) -> list[str]:
    return ["Pass", "x" * room, "y" * (room + 1), "Move the Golem from 25a to 26b and on",
            "魔" * (room // 2), "魔" * (room // 2 + 1), "two\nlines", "tab\there",
            "ends with a space " + "z" * (room - 18), "word " * (room // 5 + 1)]


def test_rows_counted_for_one_liners_are_textuals_own():
    async def run():
        app = _OneList()
        async with app.run_test(size=SIZE) as pilot:
            listing = app.query_one(ActionList)
            await pilot.pause()
            room = listing.scrollable_content_region.width     # no scrollbar yet
            short = _labels(room)[:3]
            listing.set_actions(_actions(short))
            await pilot.pause()
            assert not listing.show_vertical_scrollbar
            heights = [listing._line_cache.heights[i] for i in range(len(short))]
            assert heights == _textual_rows(listing) == [1, 1, 2]
            narrow = room - listing.styles.scrollbar_size_vertical
            labels = _labels(narrow) * 2            # overflows: the scrollbar takes columns
            listing.set_actions(_actions(labels))
            await pilot.pause()
            assert listing.show_vertical_scrollbar
            assert listing.scrollable_content_region.width == narrow
            heights = [listing._line_cache.heights[i] for i in range(len(labels))]
            assert heights == _textual_rows(listing)
            assert heights[:3] == [1, 1, 2] and max(heights) >= 2
            assert len(listing._line_cache.lines) == sum(heights)
            again = labels[3:] + ["Wall in South between 53a and 54a"]   # a new list
            listing.set_actions(_actions(again))
            await pilot.pause()
            heights = [listing._line_cache.heights[i] for i in range(len(again))]
            assert heights == _textual_rows(listing)
    asyncio.run(run())
