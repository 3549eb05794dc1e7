"""The Heroes of Timeline board panel: the hex board, scrolled to follow the action.

The board needs 25 text lines; at 80x24 the panel shows about 19, so it scrolls
vertically. The window keeps the cursor in sight, and also the hexes the game is
about right now (``focus``): the hexes of the highlighted action, and after a move
the hexes of the action just made (a hero the other side just placed was drawn off
screen). When both do not fit, the action's hexes win until the cursor moves.

The title names the hexes on the board the player has to find by name: the
cursor's (``[25a]``) and the highlighted action's (``{43c}``), as the actions and
the log name them (``Place Professor on 43c``).
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.widgets import Static

from engine.heroes_of_timeline.board import hex_name
from tui.widgets.header import update_text

from . import glyphs

BOARD_LINES = 4 * glyphs.RADIUS + 1


def window_top(total: int, height: int, cursor: int | None, focus: Sequence[int]) -> int:
    """The first line shown of ``total`` lines in ``height`` rows: the ``focus``
    lines and the ``cursor`` line together when they fit, else the ``focus`` lines
    (centred), else the cursor's (centred)."""
    if height >= total:
        return 0
    wanted = list(focus)
    if cursor is not None and (not wanted or
                               max(wanted + [cursor]) - min(wanted + [cursor]) < height):
        wanted.append(cursor)
    if not wanted:
        return 0
    low, high = min(wanted), max(wanted)
    top = (low + high) // 2 - height // 2
    if high - low < height:        # all of them in sight, as little moved as possible
        top = max(top, high - height + 1)
        top = min(top, low)
    return max(0, min(top, total - height))


def names_title(cursor, picked: Sequence) -> str:
    """"[25a] {43c}": the cursor's hex name and the highlighted action's hexes."""
    parts = []
    if cursor is not None and cursor in glyphs.HEX_SET:
        parts.append(f"[{hex_name(cursor)}]")
    names = [hex_name(h) for h in picked if h in glyphs.HEX_SET]
    if names:
        parts.append("{" + " ".join(dict.fromkeys(names)) + "}")
    return " ".join(parts)


class TimelineBoard(Static, can_focus=False):
    """The hex board, scrolled to keep the cursor and the action in view."""

    _shown: tuple | None = None

    def show(self, view: dict, cursor, marks: dict, ascii_mode: bool,
             preview: tuple = (), focus: Sequence = ()) -> None:
        """Draw ``view`` with the cursor on ``cursor`` (a hex), ``marks`` (hex -> kind
        in ``glyphs.MARKERS``) and ``preview`` (wall edges, see ``glyphs.board_lines``),
        scrolled to show ``focus`` (hexes) and the cursor (``window_top``); the title
        names the cursor's and the highlighted action's hexes and says "more up" /
        "more down" while rows are out of sight."""
        self._shown = (view, cursor, marks, ascii_mode, preview, focus)
        lines = glyphs.board_lines(view, cursor, marks, ascii_mode, preview)
        height = self.content_region.height or BOARD_LINES
        top = window_top(len(lines), height,
                         glyphs.line_of(cursor) if cursor is not None else None,
                         [glyphs.line_of(h) for h in focus if h in glyphs.HEX_SET])
        shown = lines[top:top + height] if height < len(lines) else lines
        more = []
        if top > 0:
            more.append("up")
        if top + height < len(lines):
            more.append("down")
        picked = [h for h, kind in marks.items() if kind == "pick"]
        title = "Board " + names_title(cursor, picked)
        # as Text: "[25a]" is not markup
        self.border_title = Text(title.rstrip() + (f" - more {', '.join(more)}" if more else ""))
        update_text(self, Text("\n").join(shown))

    def on_resize(self) -> None:
        """Drawn again at the new height: the first drawing comes before the layout
        (all 25 lines, no "more down") and a resume has no later redraw to fix it."""
        if self._shown is not None:
            self.show(*self._shown)
