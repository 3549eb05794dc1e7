"""The thinking indicator: one line on the footer row of a game screen.

It names the computer player who decides now, its level and how long it has
been thinking, with a small ASCII spinner (so it also draws under
``--ascii``). It floats over the footer's empty middle, left of the command
palette hint (``overlay: screen``), so showing or hiding it never moves the
panels; while bots act the footer lists only a few keys.
"""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

SPINNER = "|/-\\"
RIGHT_MARGIN = 13
"""Columns left free at the right of the footer row (the "^p palette" hint)."""


def thinking_text(name: str, level: str, seconds: float, ready: bool = False) -> Text:
    """The indicator's words.

    ``name``: the seat's player name; ``level``: e.g. "AI normal";
    ``seconds``: time spent thinking so far (>= 0); ``ready``: the move is
    chosen and waits for the pace (the skip key shows it at once).
    """
    text = Text(" ")
    if ready:
        text.append(f"{name} ({level}) moves - . skips the wait ")
    else:
        frame = SPINNER[int(max(0.0, seconds) * 4) % len(SPINNER)]
        text.append(f"{frame} {name} ({level}) thinking {max(0.0, seconds):.1f}s ")
    return text


class ThinkingLine(Static):
    """A computer player is deciding: who, at what level, for how long.

    Hidden until ``show_thinking``; ``hide`` puts it away. Placed on the
    bottom row, right-aligned before the palette hint, without taking layout
    space.
    """

    DEFAULT_CSS = """
    ThinkingLine {
        overlay: screen;
        position: absolute;
        width: auto;
        height: 1;
        background: $warning;
        color: $text;
        text-style: bold;
        display: none;
    }
    """

    def show_thinking(self, name: str, level: str, seconds: float, ready: bool = False) -> None:
        """Show (or refresh) the indicator; arguments as in :func:`thinking_text`."""
        text = thinking_text(name, level, seconds, ready)
        self.update(text)
        width, height = self.screen.size if self.is_attached else (80, 24)
        self.styles.offset = (max(0, width - RIGHT_MARGIN - text.cell_len), max(0, height - 1))
        self.display = True

    def hide(self) -> None:
        """Put the indicator away."""
        self.display = False
