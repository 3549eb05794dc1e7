"""Playing a card and its effect primitives (rulebook, "Facing the Horde" steps a-c;
glossary; the card texts in content/abilities.toml and market.toml).

A played card becomes steps on ``state.queue``: its Damage (step a: one enemy,
never split, unless its target says two or all), each effect top to bottom
(step b), then the discard (step c: Wear pile, or out of the game for single
use). Steps that need a decision set ``state.pending`` and the queue waits.
The primitives themselves are in primitives.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from . import horde, zones
from .market import penalty
from .model import Pending
from .primitives import PRIMITIVES, pay_coins, repeat_bonus, reveal_add

if TYPE_CHECKING:
    from .state import NoTimeState

# effects resolved before the Damage step, because the card's text says so
PRE_DAMAGE = ("pay_coins", "reveal_add", "repeat_bonus")


def play(state: "NoTimeState", seat: int, uid: int, targets: list, events: list,
         from_hand: bool = True, borrowed: bool = False) -> None:
    """``seat`` plays card ``uid`` at enemy uids ``targets`` (0 to all of them).

    ``from_hand``: False for a card already set aside (a revealed Rapid Shot);
    ``borrowed``: a card of another hero's hand (Tears of Aradiel).
    """
    p = state.players[seat]
    d = state.defn(uid)
    if from_hand:
        state.players[state.owner[uid]].hand.remove(uid)
        state.in_play.append(uid)
    t = state.t
    t["faced"] = True
    t["played"][d.id] = t["played"].get(d.id, 0) + 1
    if t["played"][d.id] == 1:
        t["first"].append(uid)
    if borrowed:
        t["borrowed"].append(uid)
    at = " at " + " and ".join(horde.field_name(state, u) for u in targets) if targets else ""
    if d.has("set_trap"):       # played face down: only its player knows what it is
        events.append(Event("card_played", f"You set {d.name} face down.", seat,
                            private_to=seat, public_text=f"{p.name} sets a card face down."))
    else:
        events.append(Event("card_played", f"{p.name} plays {d.name}{at}.", seat,
                            data={"card": d.id, "targets": [state.cards[u] for u in targets]}))
    bonus = 0
    pay = d.effect("pay_coins")
    if pay is not None and not pay_coins(state, seat, uid, -1, pay, events):
        state.queue[0:0] = [["finish", uid, seat]]
        return
    reveal = d.effect("reveal_add")
    if reveal is not None:
        bonus = reveal_add(state, seat, uid, -1, reveal, events)
    steps = []
    if targets and (d.damage or bonus):
        steps.append(["damage", uid, seat, list(targets), bonus])
    first = targets[0] if targets else -1
    steps += [["effect", uid, seat, i, first] for i, e in enumerate(d.effects)
              if e.name not in PRE_DAMAGE]
    steps.append(["finish", uid, seat])
    state.queue[0:0] = steps


def card_damage(state: "NoTimeState", seat: int, uid: int, target: int, bonus: int = 0) -> int:
    """The Damage card ``uid`` deals to enemy ``target`` now: printed (or its repeat
    Damage), + a revealed card's (All or Nothing), -1 for a Market card the hero
    uses at a penalty; a damaging card then gets this turn's Whetstone and
    Corrosive Arrow bonuses."""
    d = state.defn(uid)
    base = d.damage
    rb = d.effect("repeat_bonus")
    if rb is not None:
        base = repeat_bonus(state, seat, uid, target, rb, base)
    base += bonus
    if d.kind == "market":
        base -= penalty(state.hero(seat), d)
    if base <= 0:
        return 0
    return base + state.t["sharpen"] + state.t["corroded"].get(target, 0)


def damage_step(state: "NoTimeState", uid: int, seat: int, targets: list, bonus: int,
                events: list) -> None:
    """Step a: Wounds on each target; a card that damages the Warlord gives 1 Glory
    first, then his Expertise applies ("The Warlord Arrives!")."""
    d = state.defn(uid)
    for target in targets:
        if target not in state.battlefield or state.over:
            continue
        amount = card_damage(state, seat, uid, target, bonus)
        if amount <= 0:
            continue
        state.t["hits"].append([d.id, target])
        if state.is_warlord(target):
            p = state.players[seat]
            p.glory += 1
            events.append(Event("warlord_glory", f"{p.name} gains 1 Glory for hitting the "
                                "Warlord.", seat))
        if horde.wound_enemy(state, seat, target, amount, events):
            state.t["defeated_by"].append(uid)
        if state.is_warlord(target) and not state.over:
            warlord_reprisal(state, seat, d, events)


def warlord_reprisal(state: "NoTimeState", seat: int, d, events: list) -> None:
    """Gurdrug: 1 more lost card; Shriekknifer: a printed-Damage-1 card recovers 1."""
    w = state.warlord_def(state.t["hits"][-1][1])   # the Warlord just hit (of two)
    first = len(events)
    if w.expertise == "punishing":
        zones.lose(state, seat, w.amount, events)
    elif w.expertise == "shrieking" and d.damage == 1:
        if not zones.recover(state, seat, w.amount, events):
            events.append(Event("effect", f"{state.players[seat].name} has no card in the "
                                "Wear pile to recover.", seat))
    name_the_card(w.name, events, first)


def finish_step(state: "NoTimeState", uid: int, seat: int, events: list) -> None:
    """Step c: the card leaves play: Wear pile (its owner's), out of the game when
    single use (borrowed too, from rules revision 2: ruling 16), deck bottom when
    recovered (Elven Dagger), stays set (Trap). A borrowed card's owner draws 1."""
    state.in_play.remove(uid)
    t = state.t
    if state.trap is not None and state.trap[0] == uid:
        return
    owner = state.owner[uid]
    d = state.defn(uid)
    if uid in t["borrowed"]:
        if d.single_use and horde.revised(state):   # ruling 16, rules revision 2
            state.removed.append(uid)
            events.append(Event("card_removed", f"{d.name} is used up and leaves the game "
                                f"(borrowed from {state.players[owner].name}).", seat))
        else:
            state.players[owner].wear.append(uid)
        zones.draw(state, owner, 1, events)
    elif d.single_use:
        state.removed.append(uid)
        events.append(Event("card_removed", f"{d.name} is used up and leaves the game.", seat))
    elif uid in t["to_bottom"]:
        zones.to_bottom(state, owner, uid)
        events.append(Event("card_recovered", f"{d.name} goes to the bottom of "
                            f"{state.players[owner].name}'s deck.", seat))
    else:
        state.players[owner].wear.append(uid)


def reveal_step(state: "NoTimeState", uid: int, seat: int, events: list) -> None:
    """Rapid Shot: reveal the top card; a Rapid Shot is played at once (its target is
    asked), anything else goes to the bottom (Beleth-Il may look again). From rules
    revision 2 an empty deck reveals nothing (ruling 22); before, it was rebuilt."""
    p = state.players[seat]
    if not p.deck and horde.revised(state):
        # ruling 22 (rules revision 2): revealing is neither drawing nor losing, so an
        # empty deck is not rebuilt (no Wound): there is nothing to reveal
        events.append(Event("effect", f"{p.name} has no card left in the Ability deck to "
                            "reveal: the Rapid Shot shoots no more.", seat))
        return
    card = zones.take_top(state, seat, events)
    if card is None:
        return
    d = state.defn(card)
    events.append(Event("card_revealed", f"{p.name} reveals {d.name}.", seat))
    state.in_play.append(card)
    if d.id == "rapid-shot":
        if state.battlefield:
            state.pending = Pending("rapid_target", seat, {"card": card})
        else:
            play(state, seat, card, [], events, from_hand=False)
    elif state.hero(seat).expertise == "second-look" and p.expertise_left > 0:
        state.pending = Pending("second_look", seat, {"card": card})
    else:
        state.in_play.remove(card)
        zones.to_bottom(state, seat, card)


def _from_card(name: str, text: str | None) -> str | None:
    """"Fireball: Ana loses 1 card: Trap." for "Ana loses 1 card: Trap."; a line that
    names the card first already stays as it is."""
    if not text or text.startswith((f"{name}:", f"{name} ")):
        return text
    if text.startswith("You "):
        text = "you " + text[4:]
    return f"{name}: {text}"


def name_the_card(name: str, events: list, first: int) -> None:
    """Put the card's name in front of each log line its effect left from index
    ``first`` of ``events`` on, so that a line such as "Ana loses 1 card" on Bo's
    turn says which card did it (every effect leaves a line that names its card)."""
    for i in range(first, len(events)):
        ev = events[i]
        events[i] = Event(ev.kind, _from_card(name, ev.text), ev.seat, ev.private_to,
                          _from_card(name, ev.public_text), ev.data)


def run_step(state: "NoTimeState", events: list) -> None:
    """Resolve the first step of ``state.queue``."""
    step = state.queue.pop(0)
    kind = step[0]
    if kind == "damage":
        damage_step(state, step[1], step[2], step[3], step[4], events)
    elif kind == "effect":
        _, uid, seat, index, target = step
        e = state.defn(uid).effects[index]
        first = len(events)
        PRIMITIVES[e.name](state, seat, uid, target, e, events)
        name_the_card(state.card_name(uid), events, first)
    elif kind == "reveal":
        reveal_step(state, step[1], step[2], events)
    else:
        finish_step(state, step[1], step[2], events)
