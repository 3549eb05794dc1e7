"""A Pack of Heroes turn (rulebook, "Gameplay"): movement, the main action, un-stun,
draw power and discard down to 3; constant powers at any point before the draw;
the stalemate offer; and the decisions other steps wait for (defend, spread
order, arrival targets, stalemate answer).

Steps of ``state.step``: "move" (nothing done yet: a move, a main action,
a constant power or "end"), "main" (moved), "after" (main action done:
constant powers, an extra power after Showtime, "end"), "draw", "discard".
A step whose only choice would be "end" is passed at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from ..core.action import new_action
from . import combat, grid
from .model import HAND_LIMIT, LETTER, MAIN_TYPES
from .pieces import PLAY, RESERVE
from .primitives import Use, carry_out, targets

if TYPE_CHECKING:
    from .state import PackState


def pay_text(pay) -> str:
    """Letters of a payment: "RR", "G", "free"."""
    return "".join(LETTER[c] for c in pay) or "free"


def target_text(state: "PackState", target) -> str:
    """Words for a target value: a hero, a space, a colour, a hero to a space."""
    if target is None:
        return ""
    if isinstance(target, str):
        return f" ({target} card)"
    if isinstance(target, (list, tuple)):
        return f" ({state.hero_name(target[0])} to {grid.name(target[1])})"
    if isinstance(target, int) and target >= 100:
        return ""
    return f" on {state.hero_name(target)}"


def _uses(state: "PackState", seat: int, uid: int | None, pw, kind: str,
          index: int | None = None) -> list:
    """The actions using power ``pw`` of hero ``uid`` (None: the weapon; ``index``: the
    power's place on the card, for a main-action power), one a target and payment.
    Built as ``Action.make(kind, label, hero=uid, power=index, target=, pay=)`` would
    build them (no ``hero`` for the weapon, no ``power`` unless given), with the
    arguments already in name order (hero, pay, power, target): the hot path of every
    playout."""
    out = []
    pays = pw.cost.payments(state.hands[seat])
    if not pays:
        return out
    who = state.hero_name(uid) + ": " if uid is not None else "Weapon: "
    lead = (("hero", uid),) if uid is not None else ()
    rest = (("power", index),) if index is not None else ()
    sprint = pw.effect == "sprint"
    for target in targets(state, seat, uid, pw):
        if sprint:
            words = f"{who}{pw.name} to {grid.name(target)}"
        else:
            words = f"{who}{pw.name}{target_text(state, target)}"
        frozen = tuple(target) if isinstance(target, list) else target
        for pay in pays:
            label = f"{words} (pay {pay_text(pay)})" if pay else words
            out.append(new_action((kind, lead + (("pay", tuple(pay)),) + rest
                                   + (("target", frozen),), label)))
    return out


def constant_actions(state: "PackState") -> list[Action]:
    """Constant powers of the active side not used this turn (rulebook, "Constant power")."""
    seat = state.active
    out = []
    for uid in state.in_play(seat):
        hero = state.heroes[uid]
        if hero.stunned or uid in state.constants_used:
            continue
        for index, power in enumerate(state.defs[hero.id].powers):
            if power.type == "constant":
                out += _uses(state, seat, uid, power, "constant")
    return out


def power_actions(state: "PackState") -> list[Action]:
    """Main-action powers of heroes in play (rulebook, "Main Action -- Use 1 Power")."""
    seat = state.active
    out = []
    for uid in state.in_play(seat):
        hero = state.heroes[uid]
        if hero.stunned:
            continue
        for index, power in enumerate(state.defs[hero.id].powers):
            if power.type in MAIN_TYPES:
                out += _uses(state, seat, uid, power, "use", index)
    return out


def bring_actions(state: "PackState") -> list[Action]:
    """Reserve heroes onto empty spaces of the home row (rulebook, "Bring 1 Hero Into Play")."""
    seat = state.active
    empty = [s for s in grid.HOME_ROW[seat] if state.board[s] is None]
    return [new_action(("bring", (("hero", u), ("space", s)),
                        f"Bring {state.defs[state.heroes[u].id].name} to {grid.name(s)}"))
            for u in state.reserve(seat) for s in empty]


def move_actions(state: "PackState") -> list[Action]:
    """Moves of one hero in play that is not stunned (rulebook, "Movement")."""
    out = []
    occupied = {s for s, u in enumerate(state.board) if u is not None}
    for uid in state.in_play(state.active):
        hero = state.heroes[uid]
        if hero.stunned:
            continue
        d = state.defs[hero.id]
        for to in grid.reach(hero.space, d.speed, occupied, d.move == "fly"):
            out.append(new_action(("move", (("hero", uid), ("to", to)),
                                   f"Move {d.name} to {grid.name(to)}")))
    return out


def weapon_actions(state: "PackState") -> list[Action]:
    """The unused weapon of the active side (rulebook, "Advanced Game -- Weapons")."""
    seat = state.active
    wid = state.weapons[seat]
    if wid is None or state.weapon_used[seat]:
        return []
    return _uses(state, seat, None, state.content.weapons[wid].power, "weapon")


def stalemate_possible(state: "PackState") -> bool:
    """Each side has exactly one hero left, in play (rulebook, "Game End")."""
    for seat in (0, 1):
        left = [h for h in state.heroes if h.owner == seat and h.where in (PLAY, RESERVE)]
        if len(left) != 1 or left[0].where != PLAY:
            return False
    return True


def play_actions(state: "PackState") -> list[Action]:
    """Every legal action of the active player in steps move / main / after / draw / discard."""
    seat = state.active
    step = state.step
    if step == "draw":
        out = []
        if state.draws[seat] or state.discards[seat]:
            out.append(Action.make("draw", "Draw a power card"))
        out.append(Action.make("no_draw", "Do not draw"))
        return out
    if step == "discard":
        return [Action.make("discard", f"Discard a {c} card", colour=c)
                for c in sorted(set(state.hands[seat]))]
    if not state.in_play(seat):            # rulebook, "Important note about main actions"
        return [] if state.main_done else bring_actions(state)
    out: list[Action] = []
    if step == "move":
        out += move_actions(state)
    if not state.main_done:
        out += bring_actions(state) + power_actions(state) + weapon_actions(state)
    elif state.extra_powers:
        out += power_actions(state)
    out += constant_actions(state)
    if stalemate_possible(state) and not state.stalemate_offered:
        out.append(Action.make("offer_stalemate", "Offer a stalemate"))
    if out:
        out.append(Action.make("end", "End actions (go to draw)"))
    return out


def apply_play(state: "PackState", action: Action, events: list) -> None:
    """Apply a legal action of the active player (not a pending decision)."""
    seat = state.active
    kind = action.kind
    if kind == "move":
        state.move_hero(action.arg("hero"), action.arg("to"), events)
        state.step = "main"
    elif kind == "bring":
        bring(state, seat, action.arg("hero"), action.arg("space"), events)
    elif kind in ("use", "weapon", "constant"):
        uid = action.arg("hero")
        target = action.arg("target")
        target = list(target) if isinstance(target, tuple) else target
        pay = list(action.arg("pay"))
        if kind == "weapon":
            power = state.content.weapons[state.weapons[seat]].power
            state.weapon_used[seat] = True
            state.main_done = True
            what = f"their weapon, {power.name}"
        else:
            hero = state.heroes[uid]
            if kind == "use":
                power = state.defs[hero.id].powers[action.arg("power")]
                if state.main_done:
                    state.extra_powers -= 1
                state.main_done = True
            else:
                power = next(p for p in state.defs[hero.id].powers if p.type == "constant")
                state.constants_used.add(uid)
            what = f"{power.name} of {state.hero_name(uid)}"
        state.pay(seat, pay, events, what)
        # a sprint's target is a space, not a hero ("uses Prowl ... on Nano" named the
        # hero whose number the space had)
        where = f" to {grid.name(target)}" if power.effect == "sprint" \
            else target_text(state, target)
        events.append(Event("power_used", f"{state.names[seat]} uses {what}{where}.", seat,
                            data={"hero": uid, "power": power.name, "target": target}))
        carry_out(state, Use(seat, uid, power, target), events)
        if kind != "constant" and state.step in ("move", "main"):
            state.step = "after"
    elif kind == "end":
        end_actions(state, events)
    elif kind == "offer_stalemate":
        state.stalemate_offered = True
        state.pending = {"kind": "stalemate", "seat": 1 - seat}
        events.append(Event("stalemate_offered", f"{state.names[seat]} offers a stalemate.", seat))
    elif kind in ("draw", "no_draw"):
        if kind == "draw":
            state.draw(seat, 1, events)
        state.step = "discard"
        if len(state.hands[seat]) <= HAND_LIMIT:
            end_turn(state, events)
    elif kind == "discard":
        colour = action.arg("colour")
        state.hands[seat].remove(colour)
        state.discards[seat].append(colour)
        events.append(Event("discarded", f"{state.names[seat]} discards a {colour} card "
                            "(hand limit 3).", seat, data={"colour": colour}))
        if len(state.hands[seat]) <= HAND_LIMIT:
            end_turn(state, events)


def bring(state: "PackState", seat: int, uid: int, space: int, events: list) -> None:
    """Put reserve hero ``uid`` on ``space`` and start its arrival power."""
    hero = state.heroes[uid]
    hero.where, hero.space = PLAY, space
    state.board[space] = uid
    state.main_done = True
    state.step = "after"
    events.append(Event("brought", f"{state.names[seat]} brings {state.hero_name(uid)} into "
                        f"play on {grid.name(space)}.", seat, data={"hero": uid, "space": space}))
    for power in state.defs[hero.id].powers:
        if power.type == "arrival":
            aims = targets(state, seat, uid, power)
            if aims == [None]:
                events.append(Event("arrival", f"Arrival: {power.name} of "
                                    f"{state.hero_name(uid)}.", seat))
                carry_out(state, Use(seat, uid, power, None), events)
            elif aims:
                state.pending = {"kind": "arrival", "seat": seat, "hero": uid,
                                 "targets": aims}
            else:
                events.append(Event("arrival", f"Arrival: {power.name} of "
                                    f"{state.hero_name(uid)} has nothing to aim at: no "
                                    "effect.", seat))


def end_actions(state: "PackState", events: list) -> None:
    """Mandatory constant powers, then un-stun (rulebook, "Un-stun"), then the draw step."""
    seat = state.active
    for uid in state.in_play(seat):
        hero = state.heroes[uid]
        if hero.stunned or uid in state.constants_used:
            continue
        for power in state.defs[hero.id].powers:
            if power.type == "constant" and power.mandatory:
                aims = targets(state, seat, uid, power)
                if aims and power.cost.payments(state.hands[seat]):
                    state.constants_used.add(uid)
                    events.append(Event("power_used", f"{power.name} of "
                                        f"{state.hero_name(uid)} (every turn) acts.", seat))
                    carry_out(state, Use(seat, uid, power, aims[0]), events)
                else:
                    why = "nothing to aim at" if not aims else "its cost cannot be paid"
                    events.append(Event("power_idle", f"{power.name} of "
                                        f"{state.hero_name(uid)} (every turn): {why}, no "
                                        "effect.", seat))
    if state.over:
        return
    for uid in state.in_play(seat):
        hero = state.heroes[uid]
        if hero.stunned and hero.stun_turn < state.turn:
            hero.stunned = False
            events.append(Event("unstunned", f"{state.hero_name(uid)} is no longer stunned.",
                                seat, data={"hero": uid}))
    state.step = "draw"


def end_turn(state: "PackState", events: list) -> None:
    """Hand the turn over; the new active player may have lost their base."""
    state.turn += 1
    state.active = seat = 1 - state.active
    state.step = "move"
    state.main_done = False
    state.extra_powers = 0
    state.constants_used = set()
    state.stalemate_offered = False
    events.append(Event("turn", f"Turn {state.turn}: {state.names[seat]}.", seat,
                        data={"turn": state.turn}))
    if not state.in_play(seat) and all(state.board[s] is not None for s in grid.HOME_ROW[seat]):
        state.finish([1 - seat], "base captured", events)


def settle(state: "PackState", events: list) -> None:
    """Pass every step whose only legal choice would be "end"."""
    while not state.over and state.pending is None and state.step in ("move", "main", "after"):
        legal = play_actions(state)
        if legal:
            state._legal = legal
            return
        end_actions(state, events)


# --------------------------------------------------------- pending decisions

def pending_actions(state: "PackState") -> list[Action]:
    """The choices of the pending decision's seat."""
    p = state.pending
    kind = p["kind"]
    if kind == "defend":
        out = [Action.make("defend", f"Defend {state.hero_name(p['target'])} with "
                           f"{state.defs[state.heroes[u].id].powers[i].name} of "
                           f"{state.hero_name(u)} (pay {pay_text(pay)})",
                           hero=u, power=i, pay=list(pay))
               for u, i, pay in combat.defenders(state, p["target"])]
        return out + [Action.make("no_defend", f"Take the attack of {p['amount']} on "
                                  f"{state.hero_name(p['target'])}")]
    if kind == "spread":
        return [Action.make("spread_target", f"Attack {state.hero_name(t)} next", target=t)
                for t in p["targets"]]
    if kind == "arrival":
        power = next(x for x in state.defs[state.heroes[p["hero"]].id].powers
                     if x.type == "arrival")
        out = [Action.make("arrival", f"{power.name}{target_text(state, t)}", target=t)
               for t in p["targets"]]
        return out + [Action.make("skip_arrival", f"Do not use {power.name}")]
    if kind == "stalemate":
        return [Action.make("accept_stalemate", "Accept the stalemate (more health left wins)"),
                Action.make("refuse_stalemate", "Refuse the stalemate")]
    raise ValueError(f"unknown pending decision {kind!r}")  # pragma: no cover


def apply_pending(state: "PackState", action: Action, events: list) -> None:
    """Apply the answer to the pending decision, then carry on with the queue."""
    p = state.pending
    kind = action.kind
    if kind == "defend":
        combat.answer_defend(state, (action.arg("hero"), action.arg("power"),
                                     list(action.arg("pay"))), events)
    elif kind == "no_defend":
        combat.answer_defend(state, None, events)
    elif kind == "spread_target":
        state.pending = None
        t = action.arg("target")
        rest = [x for x in p["targets"] if x != t]
        state.queue[0:0] = [["hit", p["src"], t, p["amount"], combat.aim(p["follow"], t)],
                            ["spread", p["src"], rest, p["amount"], p["follow"]]]
    elif kind in ("arrival", "skip_arrival"):
        state.pending = None
        if kind == "arrival":
            uid = p["hero"]
            power = next(x for x in state.defs[state.heroes[uid].id].powers
                         if x.type == "arrival")
            target = action.arg("target")
            target = list(target) if isinstance(target, tuple) else target
            events.append(Event("arrival", f"Arrival: {power.name} of "
                                f"{state.hero_name(uid)}{target_text(state, target)}.",
                                state.active))
            carry_out(state, Use(state.active, uid, power, target), events)
        else:
            power = next(x for x in state.defs[state.heroes[p["hero"]].id].powers
                         if x.type == "arrival")
            events.append(Event("arrival", f"{state.names[state.active]} does not use "
                                f"{power.name} of {state.hero_name(p['hero'])}.",
                                state.active))
    elif kind == "accept_stalemate":
        state.pending = None
        left = [(state.defs[h.id].health - h.wounds, h.owner) for h in state.heroes
                if h.where == PLAY]
        events.append(Event("stalemate", f"{state.names[p['seat']]} accepts the stalemate.",
                            p["seat"]))
        a = next(x for x, s in left if s == 0)
        b = next(x for x, s in left if s == 1)
        state.finish([] if a == b else [0 if a > b else 1], "stalemate", events)
        return
    elif kind == "refuse_stalemate":
        state.pending = None
        events.append(Event("stalemate_refused", f"{state.names[p['seat']]} refuses the "
                            "stalemate.", p["seat"]))
    combat.run(state, events)
