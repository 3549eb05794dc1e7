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


def thinking_text(name: str, level: str, seconds: float, ready: bool = False,
                  short: bool = False) -> Text:
    """The indicator's words.

    ``name``: the seat's player name; ``level``: e.g. "AI normal";
    ``seconds``: time spent thinking so far (>= 0); ``ready``: the move is
    chosen and waits for the pace (the skip key shows it at once); ``short``:
    fewer words (no level, "(. skips)"), for a footer whose keys leave little room.
    """
    text = Text(" ")
    who = name if short else f"{name} ({level})"
    if ready:
        text.append(f"{who} moves (. skips) " if short else f"{who} moves - . skips the wait ")
    else:
        frame = SPINNER[int(max(0.0, seconds) * 4) % len(SPINNER)]
        text.append(f"{frame} {who} thinking {max(0.0, seconds):.1f}s ")
    return text


def keys_end(screen) -> int:
    """The first column right of the footer's keys (the palette hint not counted),
    0 when the screen has no footer keys laid out."""
    from textual.widgets._footer import FooterKey
    ends = [key.region.right for key in screen.query(FooterKey)
            if not key.has_class("-command-palette") and key.region.width]
    return max(ends, default=0)


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
        self._shown_args = (name, level, seconds, ready)
        self._shown_words = None
        width, height = self.screen.size if self.is_attached else (80, 24)
        text = thinking_text(name, level, seconds, ready)
        end = keys_end(self.screen) if self.is_attached else 0
        if not end and self.is_attached and not getattr(self, "_refit_queued", False):
            self._refit_queued = True     # the footer's keys are not laid out yet
            self.call_after_refresh(self._queued_refit)
        # + 1: the last key's padding column may go under the indicator
        room = width - RIGHT_MARGIN - end + 1
        if text.cell_len > room:      # it would hide the footer's last keys: fewer words
            text = thinking_text(name, level, seconds, ready, short=True)
        self.update(text)
        self.styles.offset = (max(0, width - RIGHT_MARGIN - text.cell_len), max(0, height - 1))
        self.display = True

    def show_text(self, words: str, again: bool = True) -> None:
        """Show ``words`` on the line instead (a joined terminal: "waiting for Bo to
        reconnect", "Ana decides"), placed as the thinking words are; ``again``: place
        them once more after the next frame, when the footer has laid out its keys
        (the room left of them is measured against the footer as it is now)."""
        self._shown_args = None
        self._shown_words = words
        width, height = self.screen.size if self.is_attached else (80, 24)
        end = keys_end(self.screen) if self.is_attached else 0
        room = max(8, width - RIGHT_MARGIN - end + 1)
        text = Text(f" {words[:room - 2]} ")
        self.update(text)
        self.styles.offset = (max(0, width - RIGHT_MARGIN - text.cell_len), max(0, height - 1))
        self.display = True
        if again and self.is_attached:
            self.call_after_refresh(self._place_text_again)

    def _place_text_again(self) -> None:
        words = getattr(self, "_shown_words", None)
        if self.display and words:
            self.show_text(words, again=False)

    def refit(self) -> None:
        """The footer's keys changed: choose the words and the place again."""
        args = getattr(self, "_shown_args", None)
        if self.display and args is not None:
            self.show_thinking(*args)
        elif self.display and getattr(self, "_shown_words", None):
            self.show_text(self._shown_words, again=False)

    def _queued_refit(self) -> None:
        self._refit_queued = False
        if keys_end(self.screen):
            self.refit()

    def hide(self) -> None:
        """Put the indicator away."""
        self.display = False
