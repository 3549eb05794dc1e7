"""No Time For Heroes: the hand's numbers on screen, which stay put through a
turn (``tui/hand_numbers.py``), and why a digit picks no card.

The numbers come from the game record (``RecordNumbers``: every position of the
game replayed), so a game resumed mid-turn numbers the hand as it was numbered
before the save."""
from __future__ import annotations

from tui.hand_numbers import HandNumbers, RecordNumbers


def hand_context(view: dict) -> tuple:
    """The context the numbers keep through: the turn, the active seat, the bid."""
    return (view.get("turn"), view.get("active"), view.get("phase") == "bid")


def seat_hand(view: dict, seat: int) -> list:
    """The hand cards of ``seat`` in ``view`` ([] when not shown)."""
    players = view.get("players") or []
    return list((players[seat].get("hand") or []) if seat < len(players) else [])


def record_numbers() -> RecordNumbers:
    """The ``RecordNumbers`` of a No Time For Heroes screen."""
    return RecordNumbers(hand_context, seat_hand)


class NtfhHandNumbers:
    """Mixin for ``NoTimeScreen``: ``hand_numbers`` (a ``HandNumbers``, made in
    ``__init__``), the hand's numbers, the card a digit names, and why none."""

    hand_numbers: HandNumbers
    record_numbers: RecordNumbers

    def number_hand(self, view: dict, me: dict | None) -> list[int]:
        """The shown hand's numbers: they stay put through the seat's turn (a played
        card's number stays empty), afresh on a new turn, seat or bid; read from the
        game record, so a resume keeps them."""
        cards = (me or {}).get("hand") or []
        if self.shown_seat is None or (me or {}).get("hand") is None:
            return self.hand_numbers.set_slots([], cards)
        slots = self.session.hand_slots(self.record_numbers, self.shown_seat)
        return self.hand_numbers.set_slots(slots, cards)

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
