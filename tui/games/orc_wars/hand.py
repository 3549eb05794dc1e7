"""The Orc Wars hand panel: the seat's Action Cards (numbered) and the Orc's dirty tricks.

A ``HandPanel`` (digits select, a click works like the digit) that draws a
compact line per card when the panel is narrow, and adds the dirty tricks
the seat holds (only the Orc's own view names them). In the discard phase any
card may go, so no card gets the "*" of "playable now" (as in the duel's hand)
and the title says what the digits do.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text

from tui.widgets.hand import HandPanel
from tui.games.herocard.hand import card_line

WIDE = 52          # from this content width on, the duel's full card line fits


class OwHandPanel(HandPanel):
    """The deciding seat's hand and, for the Orc, its dirty tricks."""

    _shown: Text | None = None

    def show_hand(self, player: dict | None, selected: list[int], playable: set[str],
                  hidden_note: str, tricks: Sequence[str] = (),
                  discarding: bool = False) -> None:
        """Redraw: cards as in ``HandPanel.show``; ``tricks``: names of the dirty
        tricks to list under them (the Orc's own, unplayed); ``discarding``: the
        discard phase (no "*" marks, the title says the digits pick cards)."""
        hand = (player or {}).get("hand")
        if player is None or hand is None:
            self.border_title = "Hand"
            self._put(Text(hidden_note, style="dim"))
            return
        name = player.get("name", "?")
        title = f"Hand: {name} ({len(hand)})"
        if discarding and hand:
            playable = set()
            title += " - discard: digits pick cards"
        self.border_title = Text(title)   # text, never markup
        compact = (self.content_region.width or 0) < WIDE
        lines = [card_line(i + 1, card, i in selected, card.get("id") in playable, compact)
                 for i, card in enumerate(hand)]
        if not hand:
            lines.append(Text("(no cards)", style="dim"))
        if tricks:
            lines.append(Text("Tricks: " + ", ".join(tricks), style="magenta"))
        self._put(Text("\n").join(lines))

    def _put(self, text: Text) -> None:
        """Show ``text``; a new layout only when the number of lines changes."""
        if text == self._shown:
            return
        lines = text.plain.count("\n")
        self.update(text, layout=self._shown is None or lines != self._shown.plain.count("\n"))
        self._shown = text
