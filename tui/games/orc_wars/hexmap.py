"""The Orc Wars board panel: a hex map drawn in text with a cursor that scrolls.

The widget only draws and moves the cursor; the screen gives it the cells
(``text.grid``), the highlighted hexes and reacts to ``Selected``
(Enter is the screen's, a mouse click posts it here). Arrows and hjkl move
the cursor from hex to hex (gaps in a row are skipped; up and down keep the
column on screen, so the cursor zigzags straight up through staggered rows);
``n`` jumps to the next highlighted hex. The visible window follows the
cursor with a margin, so maps larger than the panel scroll.
"""
from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from .text import CELL, Pos, cell_x, render_row

MARGIN_ROWS = 2
MARGIN_COLS = 6


def whole_hex_x(x: int) -> int:
    """The window's first text column for a wanted ``x``: 0, or one hex-step values
    (1, 5, 9, ...) at or before ``x``. Glyphs sit at the 2nd and 3rd column of their
    4-column hex, odd rows indented by 2: an even ``x`` above 0 cut every glyph at
    the left edge of one row kind in half (whole columns of "█" or " X"), and a step
    of 2 moved the map half a hex sideways; ``x = 4k + 1`` keeps both kinds whole."""
    if x <= 0:
        return 0
    return x - (x - 1) % CELL


FOCUS_MARK = ("\u25b6 ", "> ")
"""Before the title of the Orc Wars panel that has the keys (map or actions list):
the Unicode and the ASCII form."""


def focus_mark(ascii_mode: bool) -> str:
    """The mark before the title of the panel that has the keys."""
    return FOCUS_MARK[1] if ascii_mode else FOCUS_MARK[0]


class HexMap(Widget, can_focus=True):
    """A scrolling hex map with a cursor (positions are (column, row) offsets)."""

    BINDINGS = [
        Binding("up,k", "cursor(0,-1)", "Cursor", key_display="arrows/hjkl", show=False),
        Binding("down,j", "cursor(0,1)", show=False),
        Binding("left,h", "cursor(-1,0)", show=False),
        Binding("right,l", "cursor(1,0)", show=False),
        Binding("n", "next_mark(1)", "Next", key_display="n", show=False),  # in ? help
        Binding("N", "next_mark(-1)", show=False),
    ]

    class CursorMoved(Message):
        """The cursor is on a new hex."""

        def __init__(self, pos: Pos):
            super().__init__()
            self.pos = pos

    class Selected(Message):
        """The hex at ``pos`` was clicked."""

        def __init__(self, pos: Pos):
            super().__init__()
            self.pos = pos

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cells: dict[Pos, tuple[str, str]] = {}
        self.marks: dict[Pos, str] = {}
        self.cursor: Pos | None = None
        self.scroll: tuple[int, int] = (0, 0)     # (text column, row) at the top left
        self._want_x: int | None = None           # screen column kept by up/down
        self._cols = 0
        self._rows = 0
        # row -> what its drawing depends on (its cells and marks, its parity, the
        # map's width): rows are drawn, and turned into strips (the line API: that
        # is most of a frame's cost), once per change of that, so a cursor move
        # redraws two rows and an action only the rows it changed
        self._row_keys: dict[int, tuple] = {}
        self._drawn: dict[tuple, Text] = {}     # (row key, first column, width) -> text
        self._strips: dict[tuple, Strip] = {}   # (that, cursor column, style) -> strip

    # -- data -----------------------------------------------------------------------
    def show(self, cells: dict[Pos, tuple[str, str]], marks: dict[Pos, str]) -> None:
        """New cells (position -> (two characters, style)) and highlights
        (position -> "dest" | "target" | "selected"); the cursor stays if it can."""
        self.cells = dict(cells)
        self.marks = dict(marks)
        self._cols = max((c for c, _ in self.cells), default=-1) + 1
        self._rows = max((r for _, r in self.cells), default=-1) + 1
        rows: dict[int, list] = {}
        for pos in sorted(self.cells, key=lambda p: (p[1], p[0])):
            rows.setdefault(pos[1], []).append((pos[0], self.cells[pos], self.marks.get(pos)))
        self._row_keys = {row: (row % 2, self._cols, tuple(found)) for row, found in rows.items()}
        if len(self._strips) > 8 * max(self._rows, 1):   # keep the cache small
            self._drawn.clear()
            self._strips.clear()
        if self.cursor not in self.cells:
            self.cursor = min(self.cells, key=lambda p: (p[1], p[0])) if self.cells else None
        self.follow()
        self.refresh()

    def move_to(self, pos: Pos) -> None:
        """Put the cursor on ``pos`` (a map position) and scroll to it."""
        if pos in self.cells and pos != self.cursor:
            old, scroll = self.cursor, self.scroll
            self.cursor = pos
            self._want_x = None
            self.follow()
            if old is not None and self.scroll == scroll:   # only the two cursor rows change
                width, top = self.size.width, scroll[1]
                self.refresh(*{Region(0, row - top, width, 1) for row in (old[1], pos[1])})
            else:
                self.refresh()
            self.post_message(self.CursorMoved(pos))

    @property
    def text_width(self) -> int:
        """Width of the whole map in characters."""
        return self._cols * CELL + CELL // 2

    @property
    def more(self) -> str:
        """Which way more of the map lies outside the panel: e.g. "up, down"."""
        x, y = self.scroll
        width, height = self.size
        parts = []
        if y > 0:
            parts.append("up")
        if y + height < self._rows:
            parts.append("down")
        if x > 0:
            parts.append("left")
        if x + width < self.text_width:
            parts.append("right")
        return ", ".join(parts)

    # -- scrolling ------------------------------------------------------------------
    def follow(self) -> None:
        """Scroll so the cursor is in view with a margin (clamped to the map)."""
        width, height = self.size
        if self.cursor is None or width <= 0 or height <= 0:
            return
        x, y = self.scroll
        col_x, row = cell_x(self.cursor), self.cursor[1]
        margin_y = min(MARGIN_ROWS, max(0, (height - 1) // 2))
        if row < y + margin_y:
            y = row - margin_y
        elif row >= y + height - margin_y:
            y = row - height + margin_y + 1
        margin_x = min(MARGIN_COLS, max(0, (width - CELL) // 2))
        if col_x < x + margin_x:
            x = col_x - margin_x
        elif col_x + CELL > x + width - margin_x:
            x = col_x + CELL - width + margin_x
        x = max(0, min(x, self.text_width - width))
        snapped = whole_hex_x(x)
        if snapped != x and (x == self.text_width - width or col_x + CELL > snapped + width):
            snapped += CELL     # the map's right end, or the cursor's hex, stays in view
        x = snapped
        y = max(0, min(y, self._rows - height))
        if y % 2:       # an odd top row flips every line's indent: the map seemed to
            # move half a hex sideways. Keep the stagger: one row up or down, where
            # the cursor's row is further from the edges (down at the map's end, a
            # blank line under it, so that its last row stays in view)
            def room(top: int) -> int:
                return min(row - top, top + height - 1 - row)
            y = y + 1 if y == self._rows - height or room(y + 1) > room(y - 1) else y - 1
        self.scroll = (x, y)
        self.show_title()

    def show_title(self) -> None:
        """Border title: the cursor's position and where more of the map lies; a
        ``FOCUS_MARK`` first while the map has the keys (not by colour alone)."""
        title = "Map" + (f" ({self.cursor[0]},{self.cursor[1]})" if self.cursor else "")
        if self._has_keys():
            title = focus_mark(getattr(self.app, "ascii_mode", False)) + title
        more = self.more
        self.border_title = title + (f" - more {more}" if more else "")

    def _has_keys(self) -> bool:
        """True while the map has the focus."""
        try:
            return self.screen.focused is self
        except Exception:           # not mounted on a screen yet
            return False

    def on_focus(self) -> None:
        """The title shows the map has the keys."""
        self.show_title()

    def on_blur(self) -> None:
        """The title no longer shows the mark."""
        self.show_title()

    def on_resize(self, event: events.Resize) -> None:
        """Keep the cursor in view at the new size."""
        self.follow()
        self.refresh()

    # -- drawing --------------------------------------------------------------------
    def row_key(self, row: int) -> tuple:
        """What map row ``row``'s drawing depends on (comparable, hashable)."""
        return self._row_keys.get(row, (row % 2, self._cols, row < self._rows))

    def row_text(self, row: int) -> Text:
        """Map row ``row`` as seen in the window (the cursor drawn if it is on it;
        rows without it drawn once per change of the cells or marks)."""
        width = self.size.width
        x = self.scroll[0]
        if self.cursor is not None and row == self.cursor[1]:
            return render_row(row, self._cols, self.cells, self.marks, self.cursor)[x:x + width]
        key = (self.row_key(row), x, width)
        drawn = self._drawn.get(key)
        if drawn is None:
            line = render_row(row, self._cols, self.cells, self.marks, None)
            drawn = self._drawn[key] = line[x:x + width]
        return drawn

    def render(self) -> Text:
        """The visible window of the map as one text (what ``render_line`` draws row
        by row)."""
        height = self.size.height
        y = self.scroll[1]
        return Text("\n").join(self.row_text(row)
                                for row in range(y, min(self._rows, y + height)))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the window: the map row drawn as ``render`` would draw it,
        turned into a strip once per change of the row (a cursor move converts two)."""
        width = self.size.width
        row = self.scroll[1] + y
        style = self.visual_style
        cursor = self.cursor if self.cursor is not None and self.cursor[1] == row else None
        key = (self.row_key(row), self.scroll[0], width,
               None if cursor is None else cursor[0], style)
        strip = self._strips.get(key)
        if strip is None or self.text_selection is not None:
            text = self.row_text(row) if row < self._rows else Text()
            strip = Visual.to_strips(self, visualize(self, text), width, 1, style)[0]
            self._strips[key] = strip
        return strip

    # -- keys and mouse -------------------------------------------------------------
    def action_cursor(self, dx: int, dy: int) -> None:
        """Move the cursor to the next hex that way (arrows, hjkl)."""
        if self.cursor is None:
            return
        col, row = self.cursor
        if dx:
            step = col + dx
            while 0 <= step < self._cols and (step, row) not in self.cells:
                step += dx
            target = (step, row) if (step, row) in self.cells else None
            want = None
        else:
            want = self._want_x if self._want_x is not None else cell_x(self.cursor)
            target = None
            new_row = row + dy
            while 0 <= new_row < self._rows and target is None:
                row_cells = [p for p in self.cells if p[1] == new_row]
                if row_cells:
                    target = min(row_cells, key=lambda p: (abs(cell_x(p) - want), p[0]))
                new_row += dy
        if target is None:
            self.app.bell()
            return
        self.move_to(target)
        self._want_x = want

    def action_next_mark(self, step: int) -> None:
        """n / N: jump to the next (previous) highlighted hex, in reading order."""
        marked = sorted((p for p in self.marks if self.marks[p] != "selected"),
                        key=lambda p: (p[1], p[0]))
        if not marked:
            self.app.bell()
            return
        key = (self.cursor[1], self.cursor[0]) if self.cursor else (-1, -1)
        if step > 0:
            after = [p for p in marked if (p[1], p[0]) > key]
            self.move_to(after[0] if after else marked[0])
        else:
            before = [p for p in marked if (p[1], p[0]) < key]
            self.move_to(before[-1] if before else marked[-1])

    def on_click(self, event: events.Click) -> None:
        """A click moves the cursor there and selects that hex."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        x, y = self.scroll
        row = y + offset.y
        tx = x + offset.x - (CELL // 2 if row % 2 else 0)
        if tx < 0:
            return
        pos = (tx // CELL, row)
        if pos in self.cells:
            self.move_to(pos)
            self.post_message(self.Selected(pos))
