"""No Time For Heroes: the hand's numbers on screen, which stay put through a
turn (``tui/hand_numbers.py``), and why a digit picks no card."""
from __future__ import annotations

from tui.hand_numbers import HandNumbers


class NtfhHandNumbers:
    """Mixin for ``NoTimeScreen``: ``hand_numbers`` (a ``HandNumbers``, made in
    ``__init__``), the hand's numbers, the card a digit names, and why none."""

    hand_numbers: HandNumbers

    def number_hand(self, view: dict, me: dict | None) -> list[int]:
        """The shown hand's numbers: they stay put through the seat's turn (a played
        card's number stays empty), afresh on a new turn, seat or bid."""
        cards = (me or {}).get("hand") or []
        context = (self.shown_seat, view.get("turn"), view.get("active"),
                   view.get("phase") == "bid")
        return self.hand_numbers.update(context, cards)

    def card_index(self, number: int) -> int | None:
        """The hand position of the card numbered ``number`` now, or None."""
        return self.hand_numbers.index_of(number, self.hand())

    def no_card(self, number: int) -> str:
        """Why digit ``number`` picks no hand card: its card was played this turn, or
        the hand has no card of that number; the numbers it has."""
        have = ", ".join(map(str, self.hand_numbers.numbers())) or "none"
        if self.hand_numbers.emptied(number):
            return (f"No card {number} now: that card left your hand this turn (numbers "
                    f"stay put until the next turn). Your cards: {have}.")
        held = len(self.hand())
        if self.hand_numbers.numbers() == list(range(1, held + 1)):
            return f"No card {number}: your hand holds {held}."
        return f"No card {number}: your hand's cards are {have}."
