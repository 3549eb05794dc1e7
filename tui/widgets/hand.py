"""The hand panel: the deciding seat's cards, numbered, with selection and playable marks.

Cards are drawn with the generic line (``widgets/generic.py``); a game with its
own card line subclasses :class:`HandPanel` and overrides ``card_line_for`` (the
HeroCard duel's is ``tui/games/herocard/hand.py``)."""
from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from .generic import generic_card_line


class HandPanel(Static):
    """The cards in the deciding seat's hand (never another seat's)."""

    class CardClicked(Message):
        """A mouse click on hand card ``number`` (1-based)."""

        def __init__(self, number: int):
            super().__init__()
            self.number = number

    def on_click(self, event: events.Click) -> None:
        """Clicking a card works like pressing its digit."""
        offset = event.get_content_offset(self)
        if offset is not None:
            self.post_message(self.CardClicked(offset.y + 1))

    def card_line_for(self, hand: list[dict]):
        """The function drawing one card of ``hand``:
        ``(number, card, selected, playable) -> Text``."""
        return generic_card_line

    def show(self, player: dict | None, selected: list[int], playable: set[str],
             hidden_note: str = "(hidden until the hand-off)") -> None:
        """Redraw: ``selected`` holds 0-based hand positions, ``playable`` card ids.

        With no player (or no visible hand) ``hidden_note`` is shown instead.
        """
        hand = (player or {}).get("hand")
        if player is None or hand is None:
            self.border_title = "Hand"
            self.update(Text(hidden_note, style="dim"))
            return
        name = player.get("name", "?")
        self.border_title = Text(f"Hand: {name} ({len(hand)})")   # text, never markup
        if not hand:
            self.update(Text("(no cards)", style="dim"))
            return
        draw = self.card_line_for(hand)
        lines = [draw(i + 1, card, i in selected, card.get("id") in playable)
                 for i, card in enumerate(hand)]
        self.update(Text("\n").join(lines))
