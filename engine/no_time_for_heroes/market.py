"""The Market (rulebook, "Setting up the shops" and "2. Market Phase"): who may buy
what, at what price and with what Damage penalty.

A Market card lists the icons a hero needs (any one; none: anyone may buy it)
and may list icons that allow it at -1 Damage. A hero has full icons and icons
at -1. Buying needs a match of any kind; the -1 applies unless hero and card
share an icon that is full on both (rulebook: "This penalty is not applied if
Hero and Item share another ability symbol without penalty").
"""
from __future__ import annotations

from ..core import Event
from .cards import CardDef, HeroDef
from .model import MARKET_SLOTS, coins
from .solo_rules import solo_rules


def may_buy(hero: HeroDef, card: CardDef) -> bool:
    """True when ``hero`` has an icon ``card`` needs (full or at -1), or it needs none."""
    if not card.icons and not card.penalty_icons:
        return True
    mine = set(hero.icons) | set(hero.penalty_icons)
    return bool(mine & (set(card.icons) | set(card.penalty_icons)))


def penalty(hero: HeroDef, card: CardDef) -> int:
    """1 when ``hero`` uses ``card`` at -1 Damage, else 0 (Market cards only)."""
    if card.kind != "market" or (not card.icons and not card.penalty_icons):
        return 0
    return 0 if set(hero.icons) & set(card.icons) else 1


def price(state, card: CardDef) -> int:
    """The cost now: printed, less the Lotharion Market discount (never below 0)."""
    sc = state.scenario_def()
    off = sc.amount if sc is not None and sc.effect == "market-discount" else 0
    return max(0, card.cost - off)


def buy(state, seat: int, slot: int, events: list) -> None:
    """``seat`` buys the card in Market ``slot`` into the hand; the slot is refilled
    (never in the solo mode: the gap stays; content/solo.toml ``market_refill``)."""
    p = state.players[seat]
    uid = state.market[slot]
    d = state.defn(uid)
    cost = price(state, d)
    p.coins -= cost
    p.hand.append(uid)
    state.owner[uid] = seat
    refill = state.solo is None or solo_rules().market_refill
    state.market[slot] = state.market_deck.pop() if state.market_deck and refill else None
    events.append(Event("card_bought", f"{p.name} buys {d.name} for {coins(cost)}.", seat,
                        data={"card": d.id, "cost": cost}))


def refill_slots(state) -> None:
    """Fill empty Market slots from the Market deck while it lasts."""
    for slot in range(MARKET_SLOTS):
        if state.market[slot] is None and state.market_deck:
            state.market[slot] = state.market_deck.pop()
