"""Scenario actions of the Attack phase (rulebook, "The Scenario"; the cards in
content/scenarios.toml): Ur Mountains, Ulthar Portal and Tears of Aradiel.

Each is once per turn and counts as facing the Horde, so the hero can no longer
Evade after it (ruling 10 in docs/no-time-for-heroes.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from . import effects, horde, zones
from .model import Pending, coins

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make


def actions(state: "NoTimeState") -> list:
    """The scenario's Attack-phase actions open to the active hero now."""
    sc = state.scenario_def()
    if sc is None:
        return []
    seat = state.active
    p = state.players[seat]
    t = state.t
    out = []
    if sc.effect == "extra-enemy" and not t["ur"] and state.horde:
        out.append(A("ur_draw", "Ur Mountains: draw 1, one more Horde card enters"))
    elif sc.effect == "portal" and not t["portal"]:
        hosts = [i for i, u in enumerate(state.battlefield) if not state.is_warlord(u)]
        trophies, seen = [], set()
        for u in p.trophies:
            key = (state.cards[u], state.loot.get(u))
            if not state.is_warlord(u) and key not in seen:
                seen.add(key)
                trophies.append(u)
        pays = (["glory"] if p.glory >= 1 else []) + (["coins"] if p.coins >= sc.amount else [])
        for pay in pays:
            for i in hosts:
                for u in trophies:
                    price = "1 Glory" if pay == "glory" else f"{sc.amount} coins"
                    coins_, glory_ = state.loot.get(u, (0, 0))
                    out.append(A("portal", f"Ulthar Portal ({price}): "
                                 f"{horde.name(state, state.battlefield[i])} #{i + 1} away, "
                                 f"{horde.name(state, u)} (loot {coins_}c {glory_}G) back",
                                 pay=pay, slot=i, trophy=u))
    elif sc.effect == "borrow-card" and not t["tears"] and p.glory >= sc.amount:
        for other in state.players:
            if other.seat != seat and not other.fallen and other.hand:
                out.append(A("borrow", f"Tears of Aradiel: pay {other.name} {sc.amount} Glory "
                             "for a random card of their hand", seat=other.seat))
    return out


def apply(state: "NoTimeState", action: Action, events: list) -> None:
    """Apply a scenario action of the Attack phase (``ur_draw``, ``portal``, ``borrow``)."""
    seat = state.active
    p = state.players[seat]
    t = state.t
    t["faced"] = True
    sc = state.scenario_def()
    if action.kind == "ur_draw":
        t["ur"] = True
        events.append(Event("scenario_used", f"{p.name} braves the Ur Mountains.", seat))
        horde.bring_in(state, events)
        zones.draw(state, seat, sc.amount, events)
    elif action.kind == "portal":
        t["portal"] = True
        if action.arg("pay") == "glory":
            p.glory -= 1
            price = "1 Glory"
        else:
            p.coins -= sc.amount
            price = coins(sc.amount)
        events.append(Event("scenario_used", f"{sc.name}: {p.name} pays {price}.", seat))
        trophy = action.arg("trophy")
        host = state.battlefield[action.arg("slot")]
        horde.send_back(state, host, events, "Ulthar Portal")
        p.trophies.remove(trophy)
        state.battlefield.append(trophy)
        events.append(Event("portal", f"{p.name} returns the trophy {horde.name(state, trophy)} "
                            "to the battlefield.", seat))
    else:
        t["tears"] = True
        other = state.players[action.arg("seat")]
        p.glory -= sc.amount
        other.glory += sc.amount
        card = state.rng.choice(other.hand)
        events.append(Event("borrow", f"{sc.name}: {p.name} pays {other.name} {sc.amount} Glory and takes "
                            f"{state.card_name(card)} from their hand.", seat))
        other.hand.remove(card)
        state.in_play.append(card)
        ask_or_play(state, seat, card, events)


def ask_or_play(state: "NoTimeState", seat: int, card: int, events: list) -> None:
    """A borrowed card is played at once; its target is asked when there is a choice."""
    from .turn import can_play, play_targets
    options = play_targets(state, card)
    if not can_play(state, seat, card):
        state.in_play.remove(card)
        state.players[state.owner[card]].wear.append(card)
        zones.draw(state, state.owner[card], 1, events)
        events.append(Event("borrow_wasted", f"{state.card_name(card)} cannot be paid for "
                            "and goes to its owner's Wear pile.", seat))
    elif len(options) == 1:
        effects.play(state, seat, card, [state.battlefield[i] for i in options[0]], events,
                     from_hand=False, borrowed=True)
    else:
        state.pending = Pending("borrow_target", seat, {"card": card})
