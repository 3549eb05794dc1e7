"""Attacks, wounds, fainting, defeat, stuns and heals (rulebook, "Main Action --
Use 1 Power", "Powers" and "Game End"), run as a queue of small steps.

A power's primitive (primitives.py) puts steps on ``state.queue``; ``run``
carries them out in order until one needs a decision (a defend power on the
opponent's turn, the order of a spread attack), which becomes
``state.pending``; the answer is applied and ``run`` goes on. Steps are
plain lists (first item the step kind) so states hash and copy cheaply:

- ``["hit", src, target, amount, follow]``: an attack (src -1: a weapon);
  ``follow``: steps to queue after the wounds (push, stun, drain);
- ``["wound", target, amount]``: wounds that are not an attack (no defence);
- ``["stun", uid]``, ``["heal", uid, amount]``, ``["push", src_space, uid]``;
- ``["spread", src, targets, amount, follow]``: the attacker picks the next
  (``follow`` names the target "T").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from . import grid
from .catalogue import DEFENDS
from .pieces import OUT, PLAY

if TYPE_CHECKING:
    from .state import PackState


def name(state: "PackState", uid: int) -> str:
    """A hero's name with its owner's initial side: "Blaze (Ana)"."""
    hero = state.heroes[uid]
    return f"{state.defs[hero.id].name} ({state.names[hero.owner]})"


def stun_proof(state: "PackState", uid: int):
    """The always-on constant power (effect ``stun_proof``, our design: Mainframe's
    Firewall) that keeps enemy powers and weapons from stunning hero ``uid``, or None.

    Fainting still stuns such a hero, and so does a power it uses on itself; a
    stunned hero's constant powers are off (rulebook, "Constant power"), so
    the question only arises while it is not stunned."""
    return next((p for p in state.defs[state.heroes[uid].id].powers
                 if p.effect == "stun_proof"), None)


def stun(state: "PackState", uid: int, events: list, why: str = "is stunned",
         already: str = "is already stunned", enemy: bool = True) -> bool:
    """Stun hero ``uid`` unless already stunned (rulebook, "Stun power"); True if stunned.

    ``enemy``: the stun comes from an enemy power or weapon, which a
    :func:`stun_proof` hero shrugs off. Each case leaves a line: ``why`` when
    it is stunned, ``already`` when it was."""
    hero = state.heroes[uid]
    if hero.where != PLAY:
        events.append(Event("not_stunned", f"{name(state, uid)} is no longer in play: no stun.",
                            hero.owner, data={"hero": uid}))
        return False
    proof = stun_proof(state, uid) if enemy and not hero.stunned else None
    if proof is not None:
        events.append(Event("not_stunned", f"{name(state, uid)} cannot be stunned "
                            f"({proof.name}).", hero.owner, data={"hero": uid}))
        return False
    if hero.stunned:
        events.append(Event("not_stunned", f"{name(state, uid)} {already}.",
                            hero.owner, data={"hero": uid}))
        return False
    hero.stunned, hero.stun_turn = True, state.turn
    events.append(Event("stunned", f"{name(state, uid)} {why}.", hero.owner,
                        data={"hero": uid}))
    return True


def heal(state: "PackState", uid: int, amount: int, events: list) -> int:
    """Remove up to ``amount`` wounds from ``uid``; returns how many (rulebook, "Heal power").

    A stunned hero stays stunned.
    """
    hero = state.heroes[uid]
    done = min(amount, hero.wounds)
    if done and hero.where == PLAY:
        hero.wounds -= done
        events.append(Event("healed", f"{name(state, uid)} heals {done} "
                            f"(wounds {hero.wounds}/{state.defs[hero.id].health}).",
                            hero.owner, data={"hero": uid, "amount": done}))
        return done
    if hero.where == PLAY:
        events.append(Event("not_healed", f"{name(state, uid)} has no wound to heal.",
                            hero.owner, data={"hero": uid}))
    else:
        events.append(Event("not_healed", f"{name(state, uid)} is no longer in play: no "
                            "heal.", hero.owner, data={"hero": uid}))
    return 0


def wound(state: "PackState", uid: int, amount: int, events: list) -> None:
    """Place ``amount`` wound markers on ``uid``: faint or defeat (rulebook, "Defeating a
    hero", "Making a hero faint"); ends the game when a side has no hero left."""
    hero = state.heroes[uid]
    if hero.where != PLAY:
        events.append(Event("not_wounded", f"{name(state, uid)} is no longer in play: no "
                            "wound.", hero.owner, data={"hero": uid}))
        return
    d = state.defs[hero.id]
    before = hero.wounds
    hero.wounds += amount
    # the log counts up to the hero's health: wounds past it only defeat it
    shown = min(hero.wounds, d.health)
    events.append(Event("wounded", f"{name(state, uid)} gains {amount} wound"
                        f"{'s' * (amount != 1)} ({shown}/{d.health}).", hero.owner,
                        data={"hero": uid, "amount": amount, "wounds": hero.wounds}))
    if hero.wounds >= d.health:
        hero.where, hero.space = OUT, None
        state.board = [None if u == uid else u for u in state.board]
        hero.stunned = False
        events.append(Event("defeated", f"{name(state, uid)} is defeated and leaves the game.",
                            hero.owner, data={"hero": uid}))
        state.check_last_hero(hero.owner, events)
    elif before < d.faint_at <= hero.wounds:
        stun(state, uid, events, "faints (half-wounded) and is stunned",
             "faints but is already stunned", False)


def defenders(state: "PackState", target: int) -> list[tuple]:
    """(hero uid, power index, payment) for every defend the target's owner can use now.

    Rulebook, "Defend power": another hero of the target's side, in play, not
    stunned, whose cost can be paid from the owner's hand.
    """
    owner = state.heroes[target].owner
    hand = state.hands[owner]
    out = []
    for uid in state.in_play(owner):
        hero = state.heroes[uid]
        if uid == target or hero.stunned:
            continue
        for index, power in enumerate(state.defs[hero.id].powers):
            if power.effect in DEFENDS:
                for pay in power.cost.payments(hand):
                    out.append((uid, index, pay))
    return out


def _hand_decides(state: "PackState", target: int) -> bool:
    """True when the target's side has a hero that could defend but for the cost:
    whether the attack waits for a defend then tells the attacker about a hidden
    hand (``PackState.reveal_marker``)."""
    owner = state.heroes[target].owner
    for uid in state.in_play(owner):
        hero = state.heroes[uid]
        if uid != target and not hero.stunned and any(
                p.effect in DEFENDS for p in state.defs[hero.id].powers):
            return True
    return False


def run(state: "PackState", events: list) -> None:
    """Carry out queued steps until the queue is empty, a decision is needed or it is over."""
    queue = state.queue
    while queue and state.pending is None and not state.over:
        step = queue.pop(0)
        kind = step[0]
        if kind == "hit":
            _, src, target, amount, follow = step
            if state.heroes[target].where != PLAY:
                events.append(Event("missed", f"{name(state, target)} is no longer in play: "
                                    "the attack misses.", state.heroes[target].owner))
                continue
            if _hand_decides(state, target):
                state.defend_checks = getattr(state, "defend_checks", 0) + 1
            if defenders(state, target):
                state.pending = {"kind": "defend", "seat": state.heroes[target].owner,
                                 "src": src, "target": target, "amount": amount,
                                 "follow": follow}
                return
            wound(state, target, amount, events)
            queue[0:0] = [list(s) for s in follow]
        elif kind == "wound":
            wound(state, step[1], step[2], events)
        elif kind == "stun":
            stun(state, step[1], events)
        elif kind == "heal":
            heal(state, step[1], step[2], events)
        elif kind == "push":
            push(state, step[1], step[2], events)
        elif kind == "spread":
            _, src, targets, amount, follow = step
            alive = [t for t in targets if state.heroes[t].where == PLAY]
            if len(alive) > 1:
                state.pending = {"kind": "spread", "seat": state.active, "src": src,
                                 "targets": alive, "amount": amount, "follow": follow}
                return
            if alive:
                queue.insert(0, ["hit", src, alive[0], amount, aim(follow, alive[0])])
            elif targets:
                events.append(Event("missed", "No hero of the spread attack is left in play.",
                                    state.active))
        else:  # pragma: no cover - steps are made only by this package
            raise ValueError(f"unknown step {kind!r}")


def aim(follow: list, target: int) -> list:
    """A spread attack's follow-up steps with the placeholder "T" replaced by ``target``."""
    return [[target if x == "T" else x for x in s] for s in follow]


def push(state: "PackState", from_space: int, uid: int, events: list) -> None:
    """Push hero ``uid`` one space straight away from ``from_space`` if that space is free."""
    hero = state.heroes[uid]
    if hero.where != PLAY:
        events.append(Event("not_pushed", f"{name(state, uid)} is no longer in play: no "
                            "push.", hero.owner, data={"hero": uid}))
        return
    to = grid.push_space(from_space, hero.space)
    if to is None or state.board[to] is not None:
        events.append(Event("not_pushed", f"{name(state, uid)} cannot be pushed back.",
                            hero.owner, data={"hero": uid}))
        return
    state.board[hero.space], state.board[to] = None, uid
    events.append(Event("pushed", f"{name(state, uid)} is pushed back to {grid.name(to)}.",
                        hero.owner, data={"hero": uid, "from": hero.space, "to": to}))
    hero.space = to


def answer_defend(state: "PackState", choice: tuple | None, events: list) -> None:
    """Resolve the pending attack: ``choice`` (defender uid, power index, payment) or None.

    Rulebook, "Defend power": a defended attack does half damage, rounded down.
    """
    p = state.pending
    state.pending = None
    amount, target, src = p["amount"], p["target"], p["src"]
    follow = [list(s) for s in p["follow"]]
    if choice is not None:
        uid, index, pay = choice
        owner = state.heroes[uid].owner
        power = state.defs[state.heroes[uid].id].powers[index]
        state.pay(owner, pay, events, f"{power.name} of {name(state, uid)}")
        amount //= 2
        events.append(Event("defended", f"{name(state, uid)} defends {name(state, target)} "
                            f"with {power.name}: the attack does {amount}.", owner,
                            data={"hero": uid, "target": target, "amount": amount}))
        if power.effect == "defend_counter" and src >= 0:
            follow.append(["wound", src, power.get("wounds")])
    if amount > 0:
        wound(state, target, amount, events)
    else:
        events.append(Event("no_damage", f"The attack on {name(state, target)} does no damage.",
                            state.heroes[target].owner, data={"hero": target}))
    state.queue[0:0] = follow
