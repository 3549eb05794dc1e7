"""The small-window notice: below 80x24 every screen shows one clear line instead
of panels squeezed to nothing, and its layout comes back when the window grows.

``HerotableApp`` calls :func:`fit_screens` on every resize and every change of
screen. A screen too small gets the class ``-too-small`` (herotable.tcss hides
its other children) and one :class:`SizeNotice`; the focused widget is given
its focus back when the window is large enough again.
"""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24
"""The smallest window every screen is laid out for (columns, rows)."""


def too_small(width: int, height: int) -> bool:
    """True when a ``width`` x ``height`` window (cells) is under 80x24."""
    return width < MIN_WIDTH or height < MIN_HEIGHT


def notice_text(width: int, height: int) -> str:
    """"make the window at least 80x24; it is 60x20"."""
    return (f"Make the window at least {MIN_WIDTH}x{MIN_HEIGHT}; "
            f"it is {width}x{height}.")


class SizeNotice(Static):
    """The one line shown instead of a screen's panels while the window is too small."""

    def show_size(self, width: int, height: int) -> None:
        """Say how large the window must be and how large it is."""
        self.update(Text(notice_text(width, height), style="bold"))


def shown_when_small(screen) -> bool:
    """True for a screen drawn at any size (the help: it scrolls, and its keys only
    read or close it), which never gets the notice."""
    return bool(getattr(screen, "SHOWN_WHEN_SMALL", False))


def fit_screen(screen, width: int, height: int) -> None:
    """Show or take away ``screen``'s notice for a ``width`` x ``height`` window."""
    notices = list(screen.query_children(SizeNotice))
    if too_small(width, height) and not shown_when_small(screen):
        if not screen.has_class("-too-small"):
            screen.size_notice_focus = screen.focused
            screen.add_class("-too-small")
        if notices:
            notices[0].show_size(width, height)
        else:
            notice = SizeNotice(classes="size-notice")
            notice.show_size(width, height)
            screen.mount(notice)
    elif screen.has_class("-too-small"):
        screen.remove_class("-too-small")
        for notice in notices:
            notice.remove()
        focus = getattr(screen, "size_notice_focus", None)
        screen.size_notice_focus = None
        if focus is not None and focus.is_attached:
            screen.set_focus(focus)


def fit_screens(app) -> None:
    """Fit every screen of ``app``'s stack to the window's size now."""
    width, height = app.size
    for screen in list(app.screen_stack):
        if screen.is_attached:
            fit_screen(screen, width, height)
