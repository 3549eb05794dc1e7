"""Pending decisions: their legal actions and how an answer is applied.

Kinds: ``rapid_target`` / ``borrow_target`` (the enemy a card played at once aims
at), ``second_look`` (Beleth-Il), ``choose_hero`` (Arrow Rain's tie),
``take_card`` (Conjuring Vial), ``evade_discard`` (Evasion maneuver),
``send_back`` (Kalern Mire, the next hero decides), ``shield_ally`` /
``take_blow`` / ``half`` (Horde-attack reactions, attack.py) and the Expertise
questions ``scout_order`` / ``market_swap`` / ``deck_swap`` (expertise.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from . import attack, effects, expertise, horde, zones
from .model import Pending, coins
from .primitives import wear_choices
from .turn import distinct, play_targets

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make
EXPERTISE_KINDS = ("scout_order", "market_swap", "deck_swap")
REACTIONS = ("shield_ally", "take_blow", "half")


def _enemies(state: "NoTimeState", what: str) -> list:
    return [A("target", f"{what} {horde.name(state, u)} #{i + 1}", slot=i)
            for i, u in enumerate(state.battlefield)]


def pending_actions(state: "NoTimeState") -> list:
    """Every answer to ``state.pending``."""
    pend = state.pending
    kind = pend.kind
    seat = pend.seat
    p = state.players[seat]
    if kind in EXPERTISE_KINDS:
        return expertise.pending_actions(state, kind)
    if kind in ("rapid_target", "borrow_target"):
        card = pend.data["card"]
        name = state.card_name(card)
        return [A("target", f"{name} at " + ", ".join(
            f"{horde.name(state, state.battlefield[i])} #{i + 1}" for i in slots), slots=slots)
            for slots in play_targets(state, card)]
    if kind == "second_look":
        name = state.card_name(pend.data["card"])
        return [A("keep", f"Send {name} to the bottom"),
                A("look_again", f"Beleth-Il's Expertise: {name} to the bottom, reveal another")]
    if kind == "choose_hero":
        return [A("hero", f"{state.players[s].name} loses {pend.data['count']} cards", seat=s)
                for s in pend.data["seats"]]
    if kind == "take_card":
        return [A("take", f"Take {state.card_label(u)} from the Wear pile", card=u)
                for u in distinct(state, reversed(wear_choices(state, seat)))]
    if kind == "evade_discard":
        out = [A("discard", f"Discard {state.card_label(u)}", card=u)
               for u in distinct(state, p.hand)]
        if pend.data["n"] >= 2 or not p.hand:
            out.append(A("stop", f"Stop discarding ({pend.data['n']} discarded)"))
        return out
    if kind == "send_back":
        return [A("send", f"Kalern Mire: send {horde.name(state, u)} #{i + 1} back under the "
                  "Horde", slot=i) for i, u in enumerate(state.battlefield)]
    if kind == "shield_ally":
        victim = state.players[state.active].name
        return [A("shield", f"Lisavette's Shield: {horde.name(state, u)} #{i + 1} deals "
                  f"{victim} no damage", slot=i)
                for i, u in enumerate(state.battlefield)
                if horde.attack_value(state, u, state.active) > 0] + \
            [A("decline", "Keep the Shield")]
    if kind == "take_blow":
        return [A("accept", f"Take the Horde's {pend.data['total']} damage for "
                  f"{state.players[state.active].name} (+1 Glory)"),
                A("decline", "Let the Horde strike them")]
    return [A("accept", f"Feldon's Expertise: lose {pend.data['total'] // 2} instead of "
              f"{pend.data['total']}"), A("decline", "Keep the Expertise")]


def apply_pending(state: "NoTimeState", action: Action, events: list) -> None:
    """Apply ``action`` (one of ``pending_actions``) to ``state.pending``; may ask the next question."""
    pend = state.pending
    kind = pend.kind
    seat = pend.seat
    p = state.players[seat]
    if kind in EXPERTISE_KINDS:
        expertise.apply_pending(state, kind, action, events)
    elif kind in REACTIONS:
        attack.answer(state, kind, action, events)
    elif kind in ("rapid_target", "borrow_target"):
        state.pending = None
        effects.play(state, seat, pend.data["card"],
                     [state.battlefield[i] for i in action.arg("slots")], events,
                     from_hand=False, borrowed=kind == "borrow_target")
    elif kind == "second_look":
        state.pending = None
        card = pend.data["card"]
        state.in_play.remove(card)
        zones.to_bottom(state, seat, card)
        events.append(Event("card_recovered", f"{state.card_name(card)} goes to the bottom of "
                            f"{p.name}'s deck.", seat))
        if action.kind == "look_again":
            p.expertise_left -= 1
            events.append(Event("expertise", f"{p.name} (Beleth-Il) looks again.", seat))
            state.queue.insert(0, ["reveal", card, seat])
    elif kind == "choose_hero":
        state.pending = None
        zones.lose(state, action.arg("seat"), pend.data["count"], events)
    elif kind == "take_card":
        state.pending = None
        uid = action.arg("card")
        p.wear.remove(uid)
        p.hand.append(uid)
        events.append(Event("card_taken", f"{p.name} takes {state.card_name(uid)} from the Wear "
                            "pile into the hand.", seat))
    elif kind == "evade_discard":
        if action.kind == "discard":
            zones.discard(state, seat, action.arg("card"), events)
            pend.data["n"] += 1
        else:
            state.pending = None
            finish_evasion(state, seat, pend.data["n"], pend.data["coins"], events)
    elif kind == "send_back":
        state.pending = None
        horde.send_back(state, state.battlefield[action.arg("slot")], events,
                        f"Kalern Mire ({p.name})")


def finish_evasion(state: "NoTimeState", seat: int, discarded: int, with_coins: bool,
                   events: list) -> None:
    """The Evasion is complete: Taheral's coins, Cemenmar Waste's theft, then the Market."""
    p = state.players[seat]
    if with_coins:
        p.coins += 2 * discarded
        events.append(Event("expertise", f"{p.name} (Taheral) gains {coins(2 * discarded)}.", seat))
    sc = state.scenario_def()
    if sc is not None and sc.effect == "evade-steal":
        left = sc.amount
        if not any(o.coins for o in state.players if o.seat != seat and not o.fallen):
            events.append(Event("effect", f"{sc.name}: no other standing hero has a coin "
                                f"for {p.name} to take.", seat))
        for other in sorted((o for o in state.players if o.seat != seat and not o.fallen),
                            key=lambda o: (-o.coins, (o.seat - seat) % state.num_players)):
            n = min(2, other.coins, left)
            if n:
                other.coins -= n
                p.coins += n
                left -= n
                events.append(Event("coins_taken", f"{p.name} takes {coins(n)} from "
                                    f"{other.name} (Cemenmar Waste).", seat))
    state.phase = "market"
