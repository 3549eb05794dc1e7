"""Pack of Heroes' hand panel: power cards are paid, never picked, so a card line has no
selection box and no number (the digits choose a hero's power): "R  red power card",
its letter as on the costs beside the colour's word, so no colour is needed (TERM=linux,
NO_COLOR=1)."""
from __future__ import annotations

from rich.text import Text

from tui.widgets.hand import HandPanel

COLOUR_STYLE = {"red": "bold red", "green": "bold green", "blue": "bold blue"}


def power_card_line(number: int, card: dict, selected: bool, playable: bool) -> Text:
    """``(number, card, selected, playable) -> Text`` for one power card of the hand."""
    colour = str(card.get("colour") or card.get("id") or "?")
    line = Text(" ")
    line.append(f"{card.get('letter', colour[:1].upper())} {colour} power card",
                style=COLOUR_STYLE.get(colour, "bold"))
    if number == 1:
        line.append("  (pays power costs)", style="dim")
    return line


class PackHand(HandPanel):
    """The shown seat's power cards, one a line, by letter and colour word."""

    def card_line_for(self, hand: list[dict]):
        """Power cards get :func:`power_card_line`."""
        return power_card_line
