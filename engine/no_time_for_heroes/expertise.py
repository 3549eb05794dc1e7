"""Heroes' Expertise used "at any time" on their own turn (rulebook, "Heroes'
Expertise"; ruling 6 in docs/no-time-for-heroes.md): Idril (scout-horde), Neddia
(market-swap) and Aranel (deck-swap). The reactions of Lisavette, Valerys and
Feldon are in attack.py, Beleth-Il's in effects.py, Taheral's in turn.py.
"""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from ..core import Action, Event
from . import horde, zones
from .model import Pending

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make
SCOUT = 3       # Idril looks at the next 3 Horde cards
SWAPS = 2       # Neddia swaps up to 2 cards


def scout_count(state: "NoTimeState") -> int:
    """How many Hosts Idril may look at: up to 3 under the Warlord (he stays last)."""
    hosts = len(state.horde) - sum(map(state.is_warlord, state.horde))
    return min(SCOUT, hosts)


def actions(state: "NoTimeState") -> list:
    """The active hero's own-turn Expertise, when it has uses and something to act on."""
    seat = state.active
    p = state.players[seat]
    if p.expertise_left <= 0:
        return []
    kind = state.hero(seat).expertise
    if kind == "scout-horde" and scout_count(state) > 0:
        return [A("scout", f"Expertise: look at the next {scout_count(state)} Horde cards")]
    if kind == "market-swap" and state.market_deck and any(u is not None for u in state.market):
        return [A("market_swap", "Expertise: swap up to 2 Market deck cards for cards on offer")]
    if kind == "deck-swap" and p.deck and p.hand:
        return [A("deck_swap", "Expertise: swap a card of your deck with one in your hand")]
    return []


def start(state: "NoTimeState", action: Action, events: list) -> None:
    """Spend a use and open the Expertise's question (its player sees the cards)."""
    seat = state.active
    p = state.players[seat]
    p.expertise_left -= 1
    hero = state.hero(seat).name
    if action.kind == "scout":
        n = scout_count(state)
        seen = ", ".join(horde.name(state, u) for u in state.horde[:n])
        state.horde_seen[seat].update(state.horde[:n])
        events.append(Event("expertise", f"{hero}: the next Horde cards are {seen}.", seat,
                            private_to=seat, public_text=f"{p.name} ({hero}) looks at the "
                            f"next {n} Horde cards."))
        state.pending = Pending("scout_order", seat, {"n": n})
    elif action.kind == "market_swap":
        events.append(Event("expertise", f"{p.name} ({hero}) looks through the Market deck.", seat))
        state.pending = Pending("market_swap", seat, {"left": SWAPS})
    else:
        events.append(Event("expertise", f"{p.name} ({hero}) looks through the Ability deck.", seat))
        state.pending = Pending("deck_swap", seat, {})


def pending_actions(state: "NoTimeState", kind: str) -> list:
    """Choices of the open Expertise question ``kind``."""
    from .turn import distinct
    seat = state.pending.seat
    if kind == "scout_order":
        n = state.pending.data["n"]
        names = [horde.name(state, u) for u in state.horde[:n]]
        out, seen = [], set()
        for perm in permutations(range(n)):     # orders that look alike are one choice
            order = tuple(names[i] for i in perm)
            if order not in seen:
                seen.add(order)
                out.append(A("order", "Next out: " + ", ".join(order), perm=list(perm)))
        return out
    if kind == "market_swap":
        out = []
        for u in distinct(state, sorted(state.market_deck)):
            for slot, m in enumerate(state.market):
                if m is not None and state.cards[m] != state.cards[u]:
                    out.append(A("swap", f"Offer {state.card_name(u)} instead of "
                                 f"#{slot + 1} {state.card_name(m)}", card=u, slot=slot))
        return out + [A("stop", "Stop swapping (the Market deck is shuffled)")]
    p = state.players[seat]
    return [A("swap", f"Take {state.card_label(d)} from the deck for {state.card_label(h)}",
              card=d, hand=h)
            for d in distinct(state, sorted(p.deck)) for h in distinct(state, p.hand)
            if state.cards[d] != state.cards[h]] or [A("stop", "Keep the cards as they are")]


def apply_pending(state: "NoTimeState", kind: str, action: Action, events: list) -> None:
    """Apply the answer to the Expertise question ``kind`` (Horde order, swaps)."""
    seat = state.pending.seat
    p = state.players[seat]
    if kind == "scout_order":
        n = state.pending.data["n"]
        part = state.horde[:n]
        state.horde[:n] = [part[i] for i in action.arg("perm")]
        for other, seen in enumerate(state.horde_seen):
            if other != seat:
                seen.difference_update(part)
        state.horde_public.difference_update(part)
        state.pending = None
        events.append(Event("expertise", f"{p.name} puts the Horde cards back in an order "
                            "of their choice.", seat))
    elif kind == "market_swap":
        if action.kind == "swap":
            uid, slot = action.arg("card"), action.arg("slot")
            state.market_deck.remove(uid)
            state.market_deck.append(state.market[slot])
            events.append(Event("market_swap", f"{p.name} swaps {state.card_name(state.market[slot])} "
                                f"for {state.card_name(uid)} in the Market.", seat))
            state.market[slot] = uid
            state.pending.data["left"] -= 1
        if action.kind == "stop" or state.pending.data["left"] <= 0:
            state.rng.shuffle(state.market_deck)
            state.pending = None
            events.append(Event("market_shuffled", f"{p.name} ({state.hero(seat).name}) stops "
                                "swapping; the Market deck is shuffled.", seat))
    else:
        if action.kind == "swap":
            d, h = action.arg("card"), action.arg("hand")
            p.deck[p.deck.index(d)] = h
            p.hand[p.hand.index(h)] = d
            events.append(Event("deck_swap", f"You take {state.card_name(d)} for "
                                f"{state.card_name(h)}.", seat, private_to=seat,
                                public_text=f"{p.name} swaps a card with the deck."))
        zones.shuffle_deck(state, seat, events)
        state.pending = None
