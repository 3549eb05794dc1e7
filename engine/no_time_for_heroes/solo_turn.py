"""The solo mode's own steps (../shared/rules/no-time-for-heroes-modes.md, "Solo";
settings in content/solo.toml, decisions in docs/no-time-for-heroes.md, "Solo").

Set-up (``setup``): 6 coins, no Fortitude-2 Host, no scenario that needs a second
hero, the support decks (the classes the hero does not have, each shuffled).
The opening mulligan (phase ``mulligan``): up to 2 hand cards to the bottom of
the Ability deck, as many drawn, once, before the first turn. The support
decks: opened one at a time for 3, then 5, then 6 coins (``open_deck``); once
a turn, in the Attack phase, one card borrowed from an open deck for 5 coins
(``borrow_card``) goes to the hand and is played like any card of it; at the
Recovery phase every borrowed card goes back to the bottom of its support deck
(one used up, single use, stays out of the game). ``state.solo`` holds
``support`` (class -> uids, bottom first), ``opened`` (classes, in order),
``out`` (borrowed uids not yet back: uid -> class), ``borrowed`` (this turn) and
``left_out`` (the Fortitude-2 Hosts out of the game).
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core import Action, Event
from . import zones
from .cards import CLASSES
from .model import coins
from .solo_rules import solo_rules

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make
KINDS = ("mulligan", "open_deck", "borrow_card")


def setup(state: "NoTimeState", events: list, left_out: list) -> None:
    """Solo set-up after the common one: coins, support decks, the mulligan phase;
    ``left_out``: the Host uids taken out of the game (never in the Horde nor the
    unused Hosts that ``determinize`` may deal into it)."""
    rules = solo_rules()
    p = state.players[0]
    p.coins = rules.start_coins
    klass = state.hero(0).klass
    support = {}
    for other in CLASSES:
        if other == klass:
            continue
        deck = [state.new_card(cid) for cid, n in state.content.decks[other] for _ in range(n)]
        state.rng.shuffle(deck)
        support[other] = deck
    state.solo = {"support": support, "opened": [], "out": {}, "borrowed": False,
                  "left_out": list(left_out)}
    state.phase = "mulligan" if rules.mulligan > 0 else "begin"


def hosts_for_horde(state: "NoTimeState", hosts: list) -> list:
    """The Hosts a solo Horde may hold: every one but the Fortitude-2 Hosts."""
    out = solo_rules().leave_out_fortitude
    return [u for u in hosts if state.content.hosts[state.cards[u]].fortitude != out]


# ------------------------------------------------------------------ the mulligan
def mulligan_actions(state: "NoTimeState") -> list:
    """Keep the hand, or put 1 or 2 of its cards (distinct kinds) at the bottom and draw as many."""
    p = state.players[0]
    out = [A("mulligan", "Keep this hand", cards=[])]
    seen = set()
    for size in range(1, solo_rules().mulligan + 1):
        for combo in combinations(p.hand, size):
            key = tuple(sorted(state.cards[u] for u in combo))
            if key in seen:
                continue
            seen.add(key)
            names = " + ".join(state.card_label(u) for u in combo)
            out.append(A("mulligan", f"Mulligan: {names} to the bottom, draw {size}",
                         cards=list(combo)))
    return out


def apply_mulligan(state: "NoTimeState", action: Action, events: list) -> None:
    """The chosen cards to the bottom of the deck (in the order given), as many drawn."""
    p = state.players[0]
    chosen = action.arg("cards")
    for uid in chosen:
        p.hand.remove(uid)
        zones.to_bottom(state, 0, uid)
    if chosen:
        events.append(Event("mulligan", f"You put {', '.join(state.card_name(u) for u in chosen)}"
                            " at the bottom of your deck.", 0, private_to=0,
                            public_text=f"{p.name} puts {len(chosen)} card"
                            f"{'s' * (len(chosen) != 1)} at the bottom of the deck."))
        zones.draw(state, 0, len(chosen), events)
    else:
        events.append(Event("mulligan", f"{p.name} keeps the opening hand.", 0))
    state.leader = state.active = 0
    state.phase = "begin"


# ------------------------------------------------------------------ support decks
def open_cost(state: "NoTimeState") -> int | None:
    """The price of opening the next support deck (None when none may be opened)."""
    costs = solo_rules().open_costs
    n = len(state.solo["opened"])
    closed = [k for k in state.solo["support"] if k not in state.solo["opened"]]
    return costs[n] if n < len(costs) and closed else None


def support_actions(state: "NoTimeState") -> list:
    """Opening a support deck (Attack or Market phase) and borrowing a card (Attack
    phase, once a turn, not after an Evasion)."""
    solo = state.solo
    if solo is None:
        return []
    rules = solo_rules()
    p = state.players[state.active]
    out = []
    cost = open_cost(state)
    if cost is not None and p.coins >= cost:
        for klass in solo["support"]:
            if klass not in solo["opened"]:
                out.append(A("open_deck", f"Open the {klass.title()} support deck for "
                             f"{coins(cost)}", deck=klass))
    if state.phase != "attack" or solo["borrowed"] or state.t["evaded"]:
        return out
    pays = ["coins"] if p.coins >= rules.borrow_cost else []
    if rules.borrow_glory and p.glory >= rules.borrow_cost:
        pays.append("glory")
    for klass in solo["opened"]:
        deck = solo["support"][klass]
        if not deck:
            continue
        if rules.borrow == "top":
            picks = [None]
        else:
            from .turn import distinct
            picks = distinct(state, sorted(deck, key=lambda u: (state.cards[u], u)))
        for pay in pays:
            price = coins(rules.borrow_cost) if pay == "coins" else f"{rules.borrow_cost} Glory"
            for uid in picks:
                what = "its top card" if uid is None else state.card_label(uid)
                out.append(A("borrow_card", f"Borrow {what} from the {klass.title()} deck "
                             f"for {price}", deck=klass, card=-1 if uid is None else uid,
                             pay=pay))
    return out


def apply_support(state: "NoTimeState", action: Action, events: list) -> None:
    """Open a support deck or borrow a card into the hand."""
    solo = state.solo
    p = state.players[state.active]
    klass = action.arg("deck")
    if action.kind == "open_deck":
        cost = open_cost(state)
        p.coins -= cost
        solo["opened"].append(klass)
        events.append(Event("support_opened", f"{p.name} opens the {klass.title()} support "
                            f"deck for {coins(cost)}.", p.seat, data={"deck": klass}))
        return
    rules = solo_rules()
    deck = solo["support"][klass]
    uid = action.arg("card")
    uid = deck[-1] if uid == -1 else uid
    deck.remove(uid)
    if action.arg("pay") == "glory":
        p.glory -= rules.borrow_cost
        price = f"{rules.borrow_cost} Glory"
    else:
        p.coins -= rules.borrow_cost
        price = coins(rules.borrow_cost)
    solo["borrowed"] = True
    solo["out"][uid] = klass
    state.owner[uid] = p.seat
    p.hand.append(uid)
    events.append(Event("card_borrowed", f"{p.name} borrows {state.card_name(uid)} from the "
                        f"{klass.title()} support deck for {price}.", p.seat,
                        data={"deck": klass, "card": state.cards[uid]}))


def return_borrowed(state: "NoTimeState", events: list) -> None:
    """Recovery: each borrowed card back to the bottom of its support deck, from the
    hand, the Wear pile or the deck; a set Trap waits until it has sprung, a
    single-use card used up stays out of the game. The turn's borrow is spent."""
    solo = state.solo
    if solo is None:
        return
    solo["borrowed"] = False
    p = state.players[0]
    for uid, klass in list(solo["out"].items()):
        for pile in (p.hand, p.wear, p.deck):
            if uid in pile:
                if pile is p.deck:
                    at = pile.index(uid)
                    if at < p.known_bottom:
                        p.known_bottom -= 1
                pile.remove(uid)
                break
        else:
            if uid in state.removed:
                del solo["out"][uid]
            continue            # set as a Trap, or still in play: later
        del solo["out"][uid]
        state.owner[uid] = None
        solo["support"][klass].insert(0, uid)
        events.append(Event("card_returned", f"{state.card_name(uid)} goes back to the bottom "
                            f"of the {klass.title()} support deck.", 0))
