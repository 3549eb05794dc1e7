"""Moving Ability cards between deck, hand and Wear pile (rulebook, "The Fight Begins!"
and the glossary: Damage, Lose, Recover, Wounds).

Damage and Lose take cards from the top of the Ability deck to the Wear pile,
never from the hand. When the deck is empty and a card must be drawn or lost,
the hero takes a Wound and the Wear pile is shuffled into a new deck; then the
pending cards are drawn or lost. Recover moves cards from the bottom of the
Wear pile to the bottom of the deck. A hero that takes a wound beyond its
hearts falls (ruling 3 in docs/no-time-for-heroes.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event

if TYPE_CHECKING:
    from .state import NoTimeState


def _plural(n: int, word: str = "card") -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def wound(state: "NoTimeState", seat: int, events: list) -> None:
    """Put a Wound on ``seat``'s hero; beyond its hearts the hero falls."""
    p = state.players[seat]
    hearts = state.hero(seat).hearts
    if p.wounds >= hearts:
        p.fallen = True
        events.append(Event("hero_fallen", f"{p.name}'s hero {state.hero(seat).name} falls: "
                            f"a wound beyond {hearts} hearts.", seat))
        state.after_fall(seat, events)
        return
    p.wounds += 1
    events.append(Event("hero_wounded", f"{p.name} takes a Wound ({p.wounds}/{hearts}).", seat,
                        data={"wounds": p.wounds}))


def new_deck(state: "NoTimeState", seat: int, events: list) -> bool:
    """The deck ran out with a card still to draw or lose: Wound, then the Wear pile
    becomes the new deck, shuffled. False when nothing can follow (the hero fell,
    or the Wear pile was empty too)."""
    wound(state, seat, events)
    p = state.players[seat]
    if p.fallen or not p.wear:
        return False
    p.deck = p.wear
    p.wear = []
    state.rng.shuffle(p.deck)
    p.known_bottom = 0
    events.append(Event("deck_rebuilt", f"{p.name} shuffles the Wear pile into a new Ability "
                        f"deck ({_plural(len(p.deck))}).", seat))
    return True


def take_top(state: "NoTimeState", seat: int, events: list) -> int | None:
    """Take the top card of ``seat``'s deck (rebuilding it if empty); None if impossible."""
    p = state.players[seat]
    if not p.deck and not new_deck(state, seat, events):
        return None
    if p.fallen:
        return None
    uid = p.deck.pop()
    if p.known_bottom > len(p.deck):
        p.known_bottom = len(p.deck)
    return uid


def draw(state: "NoTimeState", seat: int, count: int, events: list) -> int:
    """Draw ``count`` cards into the hand; returns how many were drawn."""
    p = state.players[seat]
    drawn: list = []
    total = 0
    for _ in range(count):
        if not p.deck:
            total += _drawn_event(state, seat, drawn, events)   # the log keeps the order
        uid = take_top(state, seat, events)
        if uid is None:
            break
        p.hand.append(uid)
        drawn.append(uid)
    return total + _drawn_event(state, seat, drawn, events)


def _drawn_event(state: "NoTimeState", seat: int, drawn: list, events: list) -> int:
    n = len(drawn)
    if n:
        p = state.players[seat]
        names = ", ".join(state.card_name(u) for u in drawn)
        events.append(Event("cards_drawn", f"You draw {names}.", seat, private_to=seat,
                            public_text=f"{p.name} draws {_plural(n)}.", data={"count": n}))
        drawn.clear()
    return n


def lose(state: "NoTimeState", seat: int, count: int, events: list) -> int:
    """Lose ``count`` cards: deck top to Wear pile (glossary, "Lose"); returns how many."""
    p = state.players[seat]
    lost: list = []
    total = 0
    for _ in range(count):
        if p.fallen:
            break
        if not p.deck:
            total += _lost_event(state, seat, lost, events)
        uid = take_top(state, seat, events)
        if uid is None:
            break
        p.wear.append(uid)
        lost.append(uid)
    return total + _lost_event(state, seat, lost, events)


def _lost_event(state: "NoTimeState", seat: int, lost: list, events: list) -> int:
    n = len(lost)
    if n:
        names = ", ".join(state.card_name(u) for u in lost)
        events.append(Event("cards_lost", f"{state.players[seat].name} loses {_plural(n)}: "
                            f"{names}.", seat, data={"count": n}))
        lost.clear()
    return n


def recover(state: "NoTimeState", seat: int, count: int, events: list) -> int:
    """Recover ``count``: bottom of the Wear pile to the bottom of the deck (glossary)."""
    p = state.players[seat]
    n = min(count, len(p.wear))
    if n:
        moved, p.wear = p.wear[:n], p.wear[n:]
        p.deck[0:0] = moved
        p.known_bottom += n
        events.append(Event("cards_recovered", f"{p.name} recovers {_plural(n)}.", seat,
                            data={"count": n}))
    return n


def to_bottom(state: "NoTimeState", seat: int, uid: int) -> None:
    """Put card ``uid`` (already out of every pile) at the bottom of the deck, face up."""
    p = state.players[seat]
    p.deck.insert(0, uid)
    p.known_bottom += 1


def shuffle_deck(state: "NoTimeState", seat: int, events: list) -> None:
    """Shuffle ``seat``'s Ability deck (nobody knows its order any more)."""
    p = state.players[seat]
    state.rng.shuffle(p.deck)
    p.known_bottom = 0
    events.append(Event("deck_shuffled", f"{p.name} shuffles the Ability deck.", seat))


def discard(state: "NoTimeState", seat: int, uid: int, events: list) -> None:
    """Hand to Wear pile (a discard of the player's choice)."""
    p = state.players[seat]
    p.hand.remove(uid)
    p.wear.append(uid)
    events.append(Event("card_discarded", f"{p.name} discards {state.card_name(uid)}.", seat))


def heal(state: "NoTimeState", seat: int, amount: int, events: list) -> int:
    """Remove up to ``amount`` wounds from ``seat``'s hero; how many came off."""
    p = state.players[seat]
    n = min(amount, p.wounds)
    if n:
        p.wounds -= n
        events.append(Event("hero_healed", f"{p.name} removes {_plural(n, 'wound')} "
                            f"({p.wounds} left).", seat))
    return n
