"""The log panel: events in plain words, newest at the bottom and always visible."""
from __future__ import annotations

from textual.widgets import RichLog


class LogPanel(RichLog, can_focus=False):
    """A read-only log; ``show`` replaces its lines (one seat's wording)."""

    def __init__(self, **kwargs):
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True,
                         max_lines=500, **kwargs)
        self._lines: list[str] = []

    def show(self, lines: list[str]) -> None:
        """Show these lines; only what changed is rewritten."""
        if lines[:len(self._lines)] == self._lines:
            new = lines[len(self._lines):]
        else:
            self.clear()
            new = lines
        for line in new:
            self.write(line)
        self._lines = list(lines)
