"""Hand numbers that stay put: the digit a card has keeps meaning that card.

A player reads the hand's numbers and types ahead ("2 Enter 3 Enter"). If the
numbers were the cards' positions, playing card 2 would make the old card 3
the new card 2, and the second digit would pick a card the player never meant.
So within one *context* (the seat on screen and its turn) a card keeps its
number while it stays in the hand; a card that leaves leaves its number empty;
a card that comes in gets the next number after the highest one used (or the
first empty one, when that would pass 9, the last digit key). A new context
numbers the hand afresh from 1.

Pure Python (no Textual, no game rules): it only compares the cards' keys
(``uid`` when the view gives one, else ``id``; equal keys are equal cards).
"""
from __future__ import annotations

from typing import Hashable, Sequence

LAST_DIGIT = 9


def card_key(card: dict) -> Hashable:
    """What tells two hand cards apart: the view's ``uid``, else the card ``id``."""
    uid = card.get("uid")
    return ("uid", uid) if uid is not None else ("id", card.get("id"))


def place(slots: Sequence[Hashable | None], keys: Sequence[Hashable],
          last: int = LAST_DIGIT) -> list[Hashable | None]:
    """The new slots for a hand of ``keys`` (in the view's order) after ``slots``
    (slot ``n - 1`` holds the key of card ``n``, None: an empty number).

    Every key still held keeps its slot (of equal keys, the first slots first); a
    slot whose card left becomes None; a key that came in goes after the last slot,
    or in the first empty slot when that would pass ``last``. Never raises.
    """
    left = list(keys)
    new: list[Hashable | None] = []
    for key in slots:
        if key is not None and key in left:
            left.remove(key)
            new.append(key)
        else:
            new.append(None)
    for key in left:
        if len(new) < last or None not in new:
            new.append(key)
        else:
            new[new.index(None)] = key
    return new


class HandNumbers:
    """The numbers of the shown hand, kept between redraws of one context."""

    def __init__(self) -> None:
        self._context: Hashable = object()
        self._slots: list[Hashable | None] = []

    def update(self, context: Hashable, hand: Sequence[dict]) -> list[int]:
        """The number (1, 2, ...) of each card of ``hand``, by position, for the
        ``context`` (e.g. ``(seat, turn)``); a new context numbers from 1."""
        keys = [card_key(c) for c in hand]
        if context != self._context:
            self._context, self._slots = context, []
        self._slots = place(self._slots, keys)
        return numbers_of(self._slots, keys)

    def numbers_for(self, hand: Sequence[dict]) -> list[int]:
        """The number of each card of ``hand`` as last placed by :meth:`update`."""
        return numbers_of(self._slots, [card_key(c) for c in hand])

    def index_of(self, number: int, hand: Sequence[dict]) -> int | None:
        """The position in ``hand`` of the card numbered ``number``; None when that
        number is empty or past the hand (after :meth:`update` with this hand)."""
        numbers = self.numbers_for(hand)
        return numbers.index(number) if number in numbers else None

    def emptied(self, number: int) -> bool:
        """True when ``number`` is empty because its card left the hand in this
        context (not merely past the hand's last card)."""
        return 0 < number <= len(self._slots) and self._slots[number - 1] is None

    def numbers(self) -> list[int]:
        """The numbers in use now, in order."""
        return [i + 1 for i, key in enumerate(self._slots) if key is not None]


def numbers_of(slots: Sequence[Hashable | None], keys: Sequence[Hashable]) -> list[int]:
    """The number of each of ``keys`` in ``slots`` (equal keys: in slot order);
    a key not in ``slots`` gets a number after them (never happens after
    :func:`place` with the same keys)."""
    taken = [False] * len(slots)
    numbers = []
    extra = len(slots)
    for key in keys:
        for i, slot in enumerate(slots):
            if not taken[i] and slot == key:
                taken[i] = True
                numbers.append(i + 1)
                break
        else:
            extra += 1
            numbers.append(extra)
    return numbers
