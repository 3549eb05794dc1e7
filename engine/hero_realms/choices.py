"""Pending decisions: every choice an effect asks for is an action.

Choose-one options, target champions (stun, expend, prepare), which
opponent discards, which card a player discards (the discarding player
chooses), cards to sacrifice from hand or discard pile, a card to put on
top of the deck, how many cards to draw before discarding as many.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event, IllegalAction
from .cards import describe
from .effects import (apply_target, discard_from_hand, effect_at, gain, put_on_top,
                      sacrifice, sacrifice_options, start_discard, targets_for,
                      topdeck_options)

if TYPE_CHECKING:
    from .state import HeroRealmsState

VERBS = {"stun": "Stun", "expend": "Expend", "prepare": "Prepare", "stun_highest": "Stun",
         "expend_own": "Expend"}
DECLINE = {"sacrifice": "Done sacrificing", "draw": "Draw no cards",
           "topdeck": "Leave the discard pile as it is", "stun": "Stun no champion",
           "expend": "Expend no champion", "prepare": "Prepare no champion"}


def _distinct_hand(state: "HeroRealmsState", seat: int) -> list[str]:
    seen: list[str] = []
    for u in state.players[seat].hand:
        if state.cards[u] not in seen:
            seen.append(state.cards[u])
    return seen


def _champion_words(state: "HeroRealmsState", uid: int, seat: int) -> str:
    owner = state.owner_of_champion(uid)
    whose = "your" if owner == seat else f"{state.name(owner)}'s"
    return f"{whose} {state.card_name(uid)}"


def pending_actions(state: "HeroRealmsState") -> list[Action]:
    """The legal answers to ``state.pending``."""
    p = state.pending
    seat = p.seat
    acts: list[Action] = []
    if p.kind == "choose":
        effect = effect_at(state, p.step)
        acts = [Action.make("choose", f"Choose: {describe(o)}", option=i)
                for i, o in enumerate(effect.options)]
    elif p.kind in VERBS:
        acts = [Action.make("target", f"{VERBS[p.kind]} {_champion_words(state, u, seat)}",
                            card=u) for u in targets_for(state, p.kind, seat)]
    elif p.kind == "opponent":
        n = p.count
        acts = [Action.make("choose_player", f"{state.name(s)} discards "
                            f"{'a card' if n == 1 else f'{n} cards'}", seat=s)
                for s in state.opponents(seat)]
    elif p.kind == "discard":
        acts = [Action.make("discard", f"Discard {state.defs[c].name}", card=c)
                for c in _distinct_hand(state, seat)]
    elif p.kind == "sacrifice":
        acts = [Action.make("sacrifice_card", f"Sacrifice {state.defs[c].name} from your {z}"
                            + (" pile" if z == "discard" else ""), card=c, zone=z)
                for c, z in sacrifice_options(state, seat)]
    elif p.kind == "topdeck":
        acts = [Action.make("topdeck", f"Put {state.defs[c].name} on top of your deck", card=c)
                for c in topdeck_options(state, seat, p.extra)]
    elif p.kind == "draw":
        player = state.players[seat]
        most = min(p.count, len(player.deck) + len(player.discard))
        acts = [Action.make("draw", f"Draw {k} card{'s' * (k != 1)}, then discard {k}",
                            count=k) for k in range(1, most + 1)]
    if p.optional:
        acts.append(Action.make("decline", DECLINE.get(p.kind, "Decline")))
    return acts


def apply_pending(state: "HeroRealmsState", action: Action, events: list[Event]) -> None:
    """Apply a legal answer to the pending decision, then clear or update it."""
    p = state.pending
    kind = action.kind
    if kind == "decline":
        state.pending = None
        events.append(Event("declined", f"{state.name(p.seat)} declines "
                            f"({state.card_name(p.source)}).", p.seat))
        return
    if kind == "choose":
        state.pending = None
        uid, seat, ability, path = p.step
        option = action.arg("option")
        effect = effect_at(state, p.step)
        state.queue[:0] = [(uid, seat, ability, (path[0], option, k))
                           for k in range(len(effect.options[option]))]
        events.append(Event("chose", f"{state.name(seat)} chooses: "
                            f"{describe(effect.options[option])}", seat))
    elif kind == "target":
        state.pending = None
        apply_target(state, p.kind, action.arg("card"), events)
    elif kind == "choose_player":
        state.pending = None
        start_discard(state, action.arg("seat"), p.count, p.source, events)
    elif kind == "discard":
        state.pending = None
        discard_from_hand(state, p.seat, action.arg("card"), events)
        start_discard(state, p.seat, p.count - 1, p.source, events)
    elif kind == "sacrifice_card":
        _sacrifice_one(state, action.arg("card"), action.arg("zone"), events)
    elif kind == "topdeck":
        state.pending = None
        put_on_top(state, p.seat, action.arg("card"), events)
    elif kind == "draw":
        state.pending = None
        drawn = state.draw(p.seat, action.arg("count"), events)
        start_discard(state, p.seat, drawn, p.source, events)
    else:
        raise IllegalAction(f"no pending answer of kind {kind!r}")


def _sacrifice_one(state: "HeroRealmsState", cid: str, zone: str, events: list[Event]) -> None:
    p = state.pending
    player = state.players[p.seat]
    uids = player.hand if zone == "hand" else player.discard
    uid = next(u for u in uids if state.cards[u] == cid)
    sacrifice(state, uid, events)
    if p.extra:
        gain(state, p.seat, "combat", p.extra, events)
    p.count -= 1
    if p.count <= 0 or not sacrifice_options(state, p.seat):
        state.pending = None
