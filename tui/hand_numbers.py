"""Hand numbers that stay put: the digit a card has keeps meaning that card.

A player reads the hand's numbers and types ahead ("2 Enter 3 Enter"). If the
numbers were the cards' positions, playing card 2 would make the old card 3
the new card 2, and the second digit would pick a card the player never meant.
So within one *context* (the seat on screen and its turn) a card keeps its
number while it stays in the hand; a card that leaves leaves its number empty
for the rest of the context; a card that comes in gets the next number after the
highest one used, past 9 if need be (a number is never given to a second card in
one context; a card numbered 10 or more is picked in the actions list). A new
context numbers the hand afresh from 1.

The numbers are a function of the game record, not of what a screen happened to
draw: ``RecordNumbers`` follows every position of the game from its start (a
replay, from the seed, of ``state.history``), so a game resumed mid-turn shows
the numbers it showed before it was saved.

Pure Python (no Textual, no game rules): it only compares the cards' keys
(``uid`` when the view gives one, else ``id``; equal keys are equal cards).
"""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

LAST_DIGIT = 9
"""The highest number a digit key picks."""


def card_key(card: dict) -> Hashable:
    """What tells two hand cards apart: the view's ``uid``, else the card ``id``."""
    uid = card.get("uid")
    return ("uid", uid) if uid is not None else ("id", card.get("id"))


def place(slots: Sequence[Hashable | None], keys: Sequence[Hashable]) -> list[Hashable | None]:
    """The new slots for a hand of ``keys`` (in the view's order) after ``slots``
    (slot ``n - 1`` holds the key of card ``n``, None: an empty number).

    Every key still held keeps its slot (of equal keys, the first slots first); a
    slot whose card left becomes None; a key that came in goes after the last slot
    (an emptied number is never given again). Never raises.
    """
    left = list(keys)
    new: list[Hashable | None] = []
    for key in slots:
        if key is not None and key in left:
            left.remove(key)
            new.append(key)
        else:
            new.append(None)
    new.extend(left)
    return new


class HandNumbers:
    """The numbers of the shown hand: ``update`` places a hand in a context (the
    slots kept between calls of one context); ``RecordNumbers.numbers`` gives the
    slots derived from the game record instead."""

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

    def set_slots(self, slots: Sequence[Hashable | None], hand: Sequence[dict]) -> list[int]:
        """Take ``slots`` (from ``RecordNumbers``) as the numbers of ``hand``; each
        card's number, by position."""
        keys = [card_key(c) for c in hand]
        self._context, self._slots = object(), place(slots, keys)
        return numbers_of(self._slots, keys)

    def numbers_for(self, hand: Sequence[dict]) -> list[int]:
        """The number of each card of ``hand`` as last placed."""
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


class RecordNumbers:
    """The slots of one seat's hand, derived from the game record.

    ``context_of(view)`` names the context of a position as that seat sees it,
    ``hand_of(view)`` its hand cards. The slots are placed at every position of the
    game (each action of ``state.history`` replayed from ``new_game`` with the
    state's seed and options), afresh whenever the context changes; the replay is
    kept and only extended while the same game goes on, so a redraw costs the new
    actions only and a resumed game (a new replay) gets the same slots.
    """

    def __init__(self, context_of: Callable[[dict], Hashable],
                 hand_of: Callable[[dict, int], Sequence[dict]]) -> None:
        self._context_of = context_of
        self._hand_of = hand_of
        self._source = None         # the state followed
        self._seat: int | None = None
        self._replay = None         # a state at ``len(self._replay.history)`` of the source
        self._context: Hashable = object()
        self._slots: list[Hashable | None] = []

    def _step(self) -> None:
        view = self._replay.view(self._seat)
        context = self._context_of(view)
        if context != self._context:
            self._context, self._slots = context, []
        self._slots = place(self._slots, [card_key(c) for c in self._hand_of(view, self._seat)])

    def _follows(self, state, seat: int) -> bool:
        if self._replay is None or state is not self._source or seat != self._seat:
            return False
        done = len(self._replay.history)
        return done <= len(state.history) and \
            (done == 0 or state.history[done - 1] == self._replay.history[-1])

    def slots(self, state, seat: int) -> list[Hashable | None]:
        """The slots of ``seat``'s hand at ``state`` (the numbers it shows now)."""
        try:
            if not self._follows(state, seat):
                self._source, self._seat = state, seat
                self._replay = state.game.new_game(players=state.num_players, seed=state.seed,
                                                   options=state.options)
                self._context, self._slots = object(), []
                self._step()
            for action in state.history[len(self._replay.history):]:
                self._replay.apply(action)
                self._step()
        except Exception:       # noqa: BLE001 - a record that does not replay: the hand in order
            self._replay = None
            return [card_key(c) for c in self._hand_of(state.view(seat), seat)]
        return list(self._slots)


    def follow(self, view: dict, seat: int) -> list[Hashable | None]:
        """The slots at ``view`` without the game record (a joined seat, whose table
        has no seed to replay): placed from the views this screen is given, so they
        stay put while it watches, and start afresh when it joins again."""
        if seat != self._seat or self._replay is not None:
            self._source, self._seat, self._replay = None, seat, None
            self._context, self._slots = object(), []
        context = self._context_of(view)
        if context != self._context:
            self._context, self._slots = context, []
        self._slots = place(self._slots, [card_key(c) for c in self._hand_of(view, seat)])
        return list(self._slots)


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
