"""The Hero Realms hand: a focusable list of the shown seat's hand cards.

Copies of a card share one row ("3x Gold"). Up/Down move the highlight; the
game screen's Enter plays the highlighted card (or, when a decision asks
for it, discards or sacrifices it). Rows a legal action can use now are
bold, the others dim. Another seat's hand is never drawn.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text

from ...widgets.letter_cursor import LetterCursorList
from .words import FACTION_STYLE, card_summary, champion_tag, faction_mark, group_hand
from .market import color_pools


def hand_row(card: dict, count: int, usable: bool, name_width: int = 15) -> Text:
    """"3x - Gold          +1 gold" (champions: "guard 6" before their abilities); the
    letter before the name is the faction (G, I, N, W; "-" none), its colour too."""
    line = Text(f"{count}x " if count > 1 else "   ", style="bold")
    style = FACTION_STYLE.get(card.get("faction") or "", "bold") if usable else "dim"
    line.append(f"{faction_mark(card)} ", style=style)
    line.append(f"{str(card.get('name', '?'))[:name_width]:<{name_width}} ", style=style)
    tag = champion_tag(card)
    if tag:
        line.append(f"{tag} ", style="cyan")
    line.append(card_summary(card), style="" if usable else "dim")
    return color_pools(line)


class HandList(LetterCursorList):
    """The cards in the shown seat's hand; ``ids`` holds each row's card id."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.ids: list[str] = []
        self._rows: list = []
        self._last: tuple | None = None

    def name_width(self) -> int:
        """Room for card names: 15 in a narrow panel, up to 24 in a wide one."""
        room = (self.scrollable_content_region.width or 36) - 30 - self.cursor_width()
        return max(15, min(24, room))

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
            self.border_title = "Hand"
            self._set([], [Text(hidden_note, style="dim")])
            return
        name = player.get("name", "?")
        self.border_title = Text(f"Hand: {name} ({len(hand)})")   # text, never markup
        groups = group_hand(hand)
        if not groups:
            self._set([], [Text("(no cards)", style="dim")])
            return
        width = self.name_width()
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
