"""The Hero Realms hand: a focusable list of the shown seat's hand cards.

Copies of a card share one row ("3x Gold"). Up/Down move the highlight; the
game screen's Enter plays the highlighted card (or, when a decision asks
for it, discards or sacrifices it). Rows a legal action can use now are
bold, the others dim. Another seat's hand is never drawn.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text

from ...widgets.focus_mark import with_mark
from ...widgets.letter_cursor import LetterCursorList
from .words import FACTION_STYLE, card_summary, champion_tag, faction_mark, group_hand
from .market import color_pools


def hand_row(card: dict, count: int, usable: bool, name_width: int = 15) -> Text:
    """"3x - Gold          +1 gold" (champions: "guard 6" before their abilities); the
    letter before the name is the faction (G, I, N, W; "-" none), its colour too.
    A name longer than ``name_width`` ends in "…" (the line under the hand and ``i``
    show it in full)."""
    line = Text(f"{count}x " if count > 1 else "   ", style="bold")
    style = FACTION_STYLE.get(card.get("faction") or "", "bold") if usable else "dim"
    line.append(f"{faction_mark(card)} ", style=style)
    name = str(card.get("name", "?"))
    if len(name) > name_width:
        name = name[:name_width - 1] + "…"
    line.append(f"{name:<{name_width}} ", style=style)
    tag = champion_tag(card)
    if tag:
        line.append(f"{tag} ", style="cyan")
    line.append(card_summary(card), style="" if usable else "dim")
    return color_pools(line)


SUMMARY_ROOM = 10
"""Cells a hand row keeps after the name (tag and abilities, cut to fit; the line
under the hand shows the highlighted card in full)."""


class HandList(LetterCursorList):
    """The cards in the shown seat's hand; ``ids`` holds each row's card id."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.ids: list[str] = []
        self._rows: list = []
        self._last: tuple | None = None

    def name_width(self, names: Sequence[str] = ()) -> int:
        """Room for card names: 15 in a narrow panel, up to 24 in a wide one; wider
        (up to 24) for a longer name in ``names`` while the row keeps
        ``SUMMARY_ROOM`` cells for the champion tag and the abilities."""
        content = (self.scrollable_content_region.width or 36) - self.cursor_width()
        base = max(15, min(24, content - 30))
        longest = max((len(n) for n in names), default=0)
        if longest <= base:
            return base
        return max(base, min(longest, 24, content - len("3x - ") - 1 - SUMMARY_ROOM))

    def on_resize(self) -> None:
        """Another width: redraw the rows with names cut to fit."""
        if self._last is not None:
            self._rows = []
            self.show(*self._last)

    def show(self, player: dict | None, usable: set[str],
             hidden_note: str = "(hidden until the hand-off)") -> None:
        """Redraw: ``usable`` holds card ids some legal action can use now."""
        self._last = (player, usable, hidden_note)
        hand = (player or {}).get("hand")
        if player is None or hand is None:
            self.border_title = with_mark(self, "Hand")
            self._set([], [Text(hidden_note, style="dim")])
            return
        name = player.get("name", "?")
        self.border_title = with_mark(self, Text(f"Hand: {name} ({len(hand)})"))  # never markup
        groups = group_hand(hand)
        if not groups:
            self._set([], [Text("(no cards)", style="dim")])
            return
        width = self.name_width([str(card.get("name", "?")) for card, _ in groups])
        rows = [hand_row(card, n, card.get("id") in usable, width) for card, n in groups]
        self._set([str(card.get("id")) for card, _ in groups], rows,
                  [(card.get("id"), n, card.get("id") in usable, width) for card, n in groups])

    def _set(self, ids: list[str], rows: Sequence[Text], key: list | None = None) -> None:
        key = key if key is not None else [str(r) for r in rows]
        if key == self._rows and self.option_count == len(rows):
            return
        old = self.highlighted_id
        self._rows = key
        self.ids = ids
        self.set_rows(list(rows), disabled=not ids)
        if ids:
            self.highlighted = ids.index(old) if old in ids else 0

    @property
    def highlighted_id(self) -> str | None:
        """The card id under the highlight, or None."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.ids):
            return None
        return self.ids[index]
