"""Keyword effect primitives: each is one function (Glossary keywords).

``run_effect`` resolves one effect of a card that has just been played;
effects that need a choice push a ``Pending`` decision and the rest of the
card's effects wait for it (plays.py resumes them). Parameters are
documented in docs/herocard-engine.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core import Event
from .cards import ATTRIBUTES, BASE_ATTACK, KIND_NAMES, SET_KINDS, Effect, kind_matches
from .model import Pending
from .values import counts

if TYPE_CHECKING:
    from .table import HeroCardTable as DuelState


def _matching_hand(state: "DuelState", pool: int, wanted: str) -> list[int]:
    hand = state.players[state.pools[pool].owner].hand
    return [u for u in hand if kind_matches(state.defn(u).kind, wanted)]


def _needs_choice(state: "DuelState", uids: list[int], count: int) -> bool:
    """A choice is real only when several different cards compete for fewer slots."""
    return len(uids) > count and len({state.cards[u].cid for u in uids}) > 1


WANTED_WORDS = {"any": "card", "attack": "attack card", "block": "block card"}
VERBS = {"discard": "discard", "waste": "waste", "twist": "twist", "clear": "clear"}


def no_effect(state: "DuelState", uid: int | None, seat: int, why: str,
              events: list[Event]) -> None:
    """Log that an effect did nothing, and why (a public line: "Intimidate:
    Ana has no block card to waste."). ``uid`` None: a game effect without a
    card (an Orc Wars dirty trick)."""
    name = state.card_name(uid) if uid is not None else "The effect"
    events.append(Event("no_effect", f"{name}: {why}.", seat,
                        data={"card": state.cards[uid].cid if uid is not None else None}))


def _wanted_word(wanted: str) -> str:
    return WANTED_WORDS.get(wanted) or KIND_NAMES.get(wanted, wanted)


def discard_one(state: "DuelState", uid: int, pool: int, events: list[Event]) -> None:
    """Forced discard of hand card ``uid`` (the Discard keyword's single step)."""
    del pool
    owner = state.cards[uid].owner
    state.to_discard(uid)
    events.append(Event("discarded", f"{state.name(owner)} discards {state.card_name(uid)}.",
                        owner, data={"card": state.cards[uid].cid}))


def waste_one(state: "DuelState", uid: int, pool: int, events: list[Event]) -> None:
    """Waste hand card ``uid`` into ``pool``: on its stack with no effect, or
    discarded if the pool can't pay for it."""
    card = state.cards[uid]
    d = state.defn(uid)
    player = state.players[card.owner]
    if state.can_pay(pool, [d]):
        state.to_stack(uid, pool)
        card.wasted = True
        events.append(Event("wasted", f"{player.name} wastes {d.name}: it ties up {d.cost} "
                            f"{state.attribute_name(pool, d.attribute)} and does nothing.", card.owner, data={"card": d.id}))
    else:
        state.to_discard(uid)
        events.append(Event("wasted", f"{player.name} cannot pay for {d.name} and discards it "
                            "instead.", card.owner, data={"card": d.id}))


def _hand_effect(step: Callable) -> Callable:
    def run(state, uid, effect, seat, pool, target, events):
        victim = pool if effect.get("target") == "self" else target
        if victim is None:
            no_effect(state, uid, seat, f"no one to {VERBS[effect.name]} a card", events)
            return
        count = effect.get("count", 1)
        wanted = effect.get("kind", "any")
        first = True
        while count > 0:
            options = _matching_hand(state, victim, wanted)
            if not options:
                who = state.name(state.pools[victim].owner)
                more = "" if first else " more"
                no_effect(state, uid, seat, f"{who} has no{more} {_wanted_word(wanted)} in hand "
                          f"to {VERBS[effect.name]}", events)
                return
            first = False
            if _needs_choice(state, options, count):
                state.pending.append(Pending(effect.name, state.pools[victim].owner, victim,
                                             count, uid, wanted))
                return
            step(state, options[0], victim, events)
            count -= 1
    return run


def stack_choices(state: "DuelState", target: int, kind: str, anywhere: bool) -> list[tuple]:
    """(attribute, depth) pairs a twist or clear may pick in pool ``target``'s stacks.

    Depth 0 is the top card. A card locked by a twist can't be cleared, nor
    anything under it unless the clear reaches ``anywhere``; twisting needs
    an untwisted top card.
    """
    result = []
    for attribute in ATTRIBUTES:
        stack = state.pools[target].stacks[attribute]
        for depth in range(len(stack) if anywhere else min(1, len(stack))):
            card = state.cards[stack[-1 - depth]]
            locked = card.twist is not None and card.twist["mode"] == "lock"
            if kind == "twist" and card.twist is None:
                result.append((attribute, depth))
            elif kind == "clear" and not locked:
                result.append((attribute, depth))
    return result


def twist_one(state: "DuelState", seat: int, target: int, attribute: str, events: list[Event]) -> None:
    """Twist the top card of pool ``target``'s ``attribute`` stack: no clearing until unwound."""
    uid = state.pools[target].stacks[attribute][-1]
    state.cards[uid].twist = {"mode": "lock", "by": seat, "turn": state.turn}
    shown = "a face-down card" if state.cards[uid].face_down else state.card_name(uid)
    events.append(Event("twisted", f"{state.name(seat)} twists {shown} in "
                        f"{state.pool_name(target)}'s {state.attribute_name(target, attribute)} stack: it "
                        "can't be cleared until it unwinds.", state.pools[target].owner))


def clear_one(state: "DuelState", seat: int, target: int, attribute: str, depth: int,
              events: list[Event]) -> None:
    """Clear one card of pool ``target``'s stack (depth 0 = top); it stops counting if active.

    The log line says what the clear did (Glossary "Clear"; Core Rules
    "Clearing"): an attack or block value of the open sequence drops out
    ("It no longer counts in this attack."); any other card only gives its
    pool back the points it held, which the line says, so a clear aimed at an
    old card does not read as if it had weakened the fight (a playtester's
    "7 vs 7" after Shatter Guard cleared a block card of an earlier fight)."""
    uid = state.pools[target].stacks[attribute][-1 - depth]
    shown = "a face-down card" if state.cards[uid].face_down else state.card_name(uid)
    d = state.defn(uid)
    active = (state.sequence is not None and uid in state.sequence.cards and counts(state, uid)
              and d.kind in SET_KINDS)
    state.to_discard(uid)
    name, attr = state.pool_name(target), state.attribute_name(target, attribute)
    if active:
        note = " It no longer counts in this attack."
    elif d.cost:
        note = (f" It was not counting in this attack: {name} gets its {d.cost} {attr} "
                f"point{'s' * (d.cost != 1)} back." if state.sequence is not None else
                f" {name} gets its {d.cost} {attr} point{'s' * (d.cost != 1)} back.")
    else:
        note = ""
    events.append(Event("cleared", f"{state.name(seat)} clears {shown} from "
                        f"{name}'s {attr} stack.{note}", state.pools[target].owner))


def _stack_effect(kind: str) -> Callable:
    def run(state, uid, effect, seat, pool, target, events):
        victim = pool if effect.get("target") == "self" else target
        if victim is None:
            no_effect(state, uid, seat, f"no one's stack to {kind}", events)
            return
        anywhere = bool(effect.get("anywhere", False))
        count = effect.get("count", 1)
        first = True
        while count > 0:
            options = stack_choices(state, victim, kind, anywhere)
            if not options:
                whose = state.pool_name(victim)
                more = "" if first else " more"
                what = ("untwisted top card" if kind == "twist" else
                        "card that may be cleared")
                no_effect(state, uid, seat, f"{whose} has no{more} {what} in its Attribute "
                          f"Stacks to {kind}", events)
                return
            first = False
            if len(options) > 1:
                state.pending.append(Pending(kind, seat, victim, count, uid, anywhere=anywhere))
                return
            attribute, depth = options[0]
            if kind == "twist":
                twist_one(state, seat, victim, attribute, events)
            else:
                clear_one(state, seat, victim, attribute, depth, events)
            count -= 1
    return run


def last_live(state: "DuelState") -> int | None:
    """The last card played in the open sequence that is still in play."""
    seq = state.sequence
    if seq is None:
        return None
    for uid in reversed(seq.cards):
        if state.in_stack(uid):
            return uid
    return None


def purge(state, uid, effect, seat, pool, target, events) -> None:
    """Purge: negate the last card of the sequence as if it had never been played."""
    victim = last_live(state)
    if victim is None:
        no_effect(state, uid, seat, "there is no card in an Attack Sequence to purge", events)
        return
    owner = state.pools[state.cards[victim].pool]
    d = state.defn(victim)
    state.to_discard(victim)
    state.sequence.cards.remove(victim)
    if owner.exclusive_uid == victim:
        owner.exclusive_used = False
        owner.exclusive_uid = None
    events.append(Event("purged", f"{state.name(seat)} purges {d.name}: it is as if "
                        f"{owner.name} had never played it.", owner.owner, data={"card": d.id}))
    if d.kind == BASE_ATTACK:
        if "no_base_attack_limit" not in d.overrides:
            owner.base_attacks_left += 1
        state.sequence = None
        events.append(Event("sequence_end", "The attack is purged: the Attack Sequence ends "
                            "with no result.", owner.owner))


def find_convertible(state: "DuelState", pool: int, effect: Effect) -> int | None:
    """The card a convert effect played by ``pool`` would change (last counting match)."""
    seq = state.sequence
    if seq is None:
        return None
    mine = effect.get("whose") == "self"
    for uid in reversed(seq.cards):
        if (state.cards[uid].pool == pool) == mine and state.defn(uid).kind == effect.get("find") and counts(state, uid):
            return uid
    return None


def convert(state, uid, effect, seat, pool, target, events) -> None:
    """Convert: the found card now has the constant value the effect gives."""
    victim = find_convertible(state, pool, effect)
    if victim is None:
        no_effect(state, uid, seat, f"there is no {KIND_NAMES.get(effect.get('find'), 'card')} "
                  "in play to convert", events)
        return
    state.cards[victim].value_override = effect.get("value")
    events.append(Event("converted", f"{state.name(seat)} converts {state.card_name(victim)}: "
                        f"its value is now {effect.get('value')}.", state.cards[victim].owner))


def draw(state, uid, effect, seat, pool, target, events) -> None:
    """Draw cards (never above seven in hand); says why when none comes."""
    if state.draw(seat, effect.get("count", 1), events) == 0:
        player = state.players[seat]
        from .table import HAND_LIMIT
        why = (f"{player.name} already holds {HAND_LIMIT} cards" if len(player.hand) >= HAND_LIMIT else
               f"{player.name} has no card left to draw")
        no_effect(state, uid, seat, why, events)


def twist_self(state, uid, effect, seat, pool, target, events) -> None:
    """Twist this card in place: a lasting bonus while it stays twisted."""
    state.cards[uid].twist = {"mode": "stance", "by": seat, "turn": state.turn}
    events.append(Event("twisted", f"{state.card_name(uid)} is twisted: +{effect.get('bonus')} to "
                        f"{state.pool_name(pool)}'s {effect.get('side')} while it stays in play.",
                        seat))


def unwind(state, uid, effect, seat, pool, target, events) -> None:
    """Unwind every locked card in the playing pool's stacks."""
    if not any(state.cards[o].twist and state.cards[o].twist["mode"] == "lock"
               for o in state.pools[pool].in_play()):
        no_effect(state, uid, seat, f"{state.pool_name(pool)} has no twisted card to unwind",
                  events)
        return
    for other in state.pools[pool].in_play():
        card = state.cards[other]
        if card.twist and card.twist["mode"] == "lock":
            card.twist = None
            shown = "A face-down card" if card.face_down else state.card_name(other)
            events.append(Event("unwound", f"{shown} of {state.pool_name(pool)} unwinds.", seat))


def extra_base_attack(state, uid, effect, seat, pool, target, events) -> None:
    """Allow more Base Attacks this Action Phase."""
    state.pools[pool].base_attacks_left += effect.get("count", 1)
    events.append(Event("extra_attack", f"{state.pool_name(pool)} may play "
                        f"{effect.get('count', 1)} more Base Attack this phase.", seat))


PRIMITIVES: dict[str, Callable] = {
    "discard": _hand_effect(discard_one),
    "waste": _hand_effect(waste_one),
    "twist": _stack_effect("twist"),
    "clear": _stack_effect("clear"),
    "purge": purge,
    "convert": convert,
    "draw": draw,
    "twist_self": twist_self,
    "unwind": unwind,
    "extra_base_attack": extra_base_attack,
}


def run_effect(state: "DuelState", uid: int, effect: Effect, seat: int, pool: int,
               target: int | None, events: list[Event]) -> None:
    """Resolve ``effect`` of card ``uid`` played by ``seat`` for ``pool`` against pool ``target``."""
    PRIMITIVES[effect.name](state, uid, effect, seat, pool, target, events)
