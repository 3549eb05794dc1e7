"""The mark before the title of the panel that has the keys (not by colour alone).

Orc Wars draws it on its map and actions list (``tui/games/orc_wars/hexmap.py``);
``mark_focused`` puts it on any set of panels: the one focused gets the mark
before its border title, the others lose it. A panel that redraws its own title
(the Hero Realms Hand and Market) is marked again by calling this after it.
"""
from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.content import Content
from textual.widget import Widget

FOCUS_MARK = ("\u25b6 ", "> ")
"""The mark: the Unicode and the ASCII form."""


def focus_mark(ascii_mode: bool) -> str:
    """The mark before the title of the panel that has the keys."""
    return FOCUS_MARK[1] if ascii_mode else FOCUS_MARK[0]


def with_mark(panel: Widget, title: str | Text) -> str | Text:
    """``title`` with the mark first while ``panel`` has the focus: for a panel that
    sets its own title again (a redraw, a resize)."""
    if not panel.has_focus:
        return title
    mark = focus_mark(bool(getattr(panel.app, "ascii_mode", False)))
    return Text.assemble(mark, title) if isinstance(title, Text) else \
        f"{mark}{title}"


def title_text(panel: Widget) -> str:
    """The plain text of ``panel``'s border title ("" when it has none)."""
    markup = panel.border_title
    return Content.from_markup(markup).plain if markup is not None else ""


def unmarked(title: Content) -> Content:
    """``title`` without a leading mark."""
    for mark in FOCUS_MARK:
        if title.plain.startswith(mark):
            return title[len(mark):]
    return title


def mark_focused(panels: Iterable[Widget], focused: Widget | None, ascii_mode: bool) -> None:
    """The mark before the border title of ``focused`` (one of ``panels``), none on
    the others."""
    mark = Content(focus_mark(ascii_mode))
    for panel in panels:
        markup = panel.border_title          # Textual gives the title as markup
        if markup is None:
            continue
        title = Content.from_markup(markup)
        plain = unmarked(title)
        new = mark + plain if panel is focused else plain
        if new.plain != title.plain:
            panel.border_title = new
