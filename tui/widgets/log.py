"""The log panel: events in plain words, newest at the bottom and always visible."""
from __future__ import annotations

from textual.geometry import Size
from textual.widgets import RichLog

_KEPT = 4000   # rendered lines remembered for a rewrite (a few seats' worth of the log)


class LogPanel(RichLog, can_focus=False):
    """A read-only log; ``show`` replaces its lines (one seat's wording)."""

    def __init__(self, **kwargs):
        # min_width 1: lines wrap at the panel's own width. RichLog's default (78)
        # wraps at 78 columns whatever the panel, so a log narrower than that (Hero
        # Realms' left column, Heroes of Timeline's side panel) cut every long line
        kwargs.setdefault("min_width", 1)
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True,
                         max_lines=500, **kwargs)
        self._lines: list[str] = []
        # (line, width) -> (its wrapped strips, their widest width): when the seat
        # on screen changes, the log is rewritten from these instead of rendered again
        self._rendered: dict[tuple[str, int], tuple[list, int]] = {}
        # a line was written while the log had no room (the small-window notice hides
        # the screen: width 0, so it wrapped a word a row): resizes rewrite every line
        # at the new width until the next line comes (coming back from the notice
        # passes through a narrower layout first: 36 then 42 columns at 80x24)
        self._cramped = False
        self._rewrapped_at = 0      # the width of the last such rewrite

    def show(self, lines: list[str]) -> None:
        """Show these lines; only what changed is rewritten."""
        if lines[:len(self._lines)] == self._lines:
            if len(lines) > len(self._lines) and self.scrollable_content_region.width > 0:
                self._cramped = False       # the layout has settled since the notice
            for line in lines[len(self._lines):]:
                self._write_line(line, scroll_end=None)
        else:
            self._rewrite(lines)
        self._lines = list(lines)

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """The scrollbar came or went, so the width for text changed: lines wrapped
        before (a resumed game's whole log is written before the scrollbar shows) would
        run one column under it, their last letter hidden. Wrap them again."""
        if self._size_known and self._lines:
            self.call_after_refresh(self._rewrap)

    def on_resize(self, event) -> None:
        """Back from under the small-window notice, where lines written meanwhile were
        wrapped with no room (a word a row): wrap every line again at the new width.
        Other resizes keep the lines as they are (``_rewrap`` handles a line too wide)."""
        width = self.scrollable_content_region.width
        if self._cramped and self._lines and width > 0 and width != self._rewrapped_at:
            self._rewrapped_at = width
            self.call_after_refresh(self._rewrite, self._lines)

    def _rewrap(self) -> None:
        """Rewrite the lines when any is wider than the room for text now."""
        width = self.scrollable_content_region.width
        if width > 0 and any(strip.cell_length > width for strip in self.lines):
            self._rewrite(self._lines)

    def _write_line(self, line: str, scroll_end: bool | None) -> None:
        """``write`` one line, remembering its strips once the size is known."""
        if not self._size_known:
            self.write(line, scroll_end=scroll_end)
            return
        if self.scrollable_content_region.width <= 0:
            self._cramped, self._rewrapped_at = True, 0
        before = len(self.lines)
        self.write(line, scroll_end=scroll_end)
        strips = self.lines[before:]
        if strips and len(self.lines) > before:
            if len(self._rendered) >= _KEPT:
                self._rendered.clear()
            widest = max(strip.cell_length for strip in strips)
            self._rendered[(line, self.scrollable_content_region.width)] = (strips, widest)

    def _rewrite(self, lines: list[str]) -> None:
        """Clear and show ``lines``, reusing the strips of lines drawn before at this
        width (a change of seat rewords only a few lines: a drawn card's name)."""
        self.clear()
        if not self._size_known:
            for line in lines:
                self.write(line)
            return
        width = self.scrollable_content_region.width
        self._wrapped_at = width
        for line in lines[-(self.max_lines or len(lines)):]:
            found = self._rendered.get((line, width))
            if found is None:
                self._write_line(line, scroll_end=False)
                continue
            strips, widest = found
            self.lines.extend(strips)
            self._widest_line_width = max(self._widest_line_width, widest)
        if self.max_lines is not None and len(self.lines) > self.max_lines:
            self._start_line += len(self.lines) - self.max_lines
            self.lines = self.lines[-self.max_lines:]
        self.virtual_size = Size(self._widest_line_width, len(self.lines))
        self.scroll_end(animate=False, immediate=False, x_axis=False)
