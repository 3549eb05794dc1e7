"""Battle: Pre-Turn Abilities, activations, the Move-Turn-Attack Sequence, Reflex Moves.

Rulebook sections "Battle: Turns", "Battle: Pre-Turn Abilities", "Battle:
Activations" (and "The Move-Turn-Attack Sequence"), "Battle: Movement",
"Battle: Reflex Move" and "Frequently Overlooked Rules". Our readings
(docs/heroes-of-timeline.md):

- Declaring: the player who did NOT make the last placement (turn 1) or the
  last activation of the previous turn declares first, then the other; the
  first activation belongs to the player who did not declare last, so it
  is again the one who did not act last.
- An activation: Move (or a melee approach, or Blink), Turn, then Attack:
  shoot, hold, or an ability / Wall Raisers used instead of attacking. A
  melee is the move itself and ends the sequence (no turning after it).
  After an attack: a chain (Chain Melee), then Bulwark, then Vanishing Step.
- Players alternate; a player whose heroes have all acted passes the
  activation to the other, unless its team is the smaller one at that
  moment: then it may make a Reflex Move (move up to 1 and turn, or shoot
  straight ahead; no ability applies) or pass. The turn ends the moment
  every living hero has been activated.
"""
from __future__ import annotations

from ..core import Action, Event
from . import abilities, board, combat, movement, turn_end
from .model import FACING_NAMES
from .setup import face_actions

INSTEAD = ("turn_sector", "swap_places", "turn_target", "transmute")


# ----- turn start and declaring -----------------------------------------
def start_turn(state) -> None:
    """Begin turn ``state.turn``: reset activations and tokens, then declaring."""
    for h in state.heroes:
        h.activated = False
    state.declared = {}
    state.skill_hero = [None, None]
    first = 1 - state.last_actor
    state.declare_queue = [first, 1 - first]
    state.due = first
    state.phase = "declare"
    _next_declarer(state)


def declarables(state, seat) -> list:
    """The seat's "declare at Turn start" choices still open (empty if none)."""
    out = []
    team_skill = state.team_def(seat).skill
    if team_skill.declare and state.skill_hero[seat] is None:
        verb = {"phase_walk": "Phase Walk", "vanishing_step": "Vanishing Step"}
        for h in state.living(seat):
            out.append(Action.make("declare_skill", f"{verb[team_skill.primitive]} for {h.name}",
                                   hero=h.uid))
    for h in state.living(seat):
        power = state.ability(h)
        if power and state.content.heroes[h.hid].ability.declare and h.uid not in state.declared:
            out.append(Action.make("declare", f"Declare {h.name}'s "
                                   f"{power.replace('_', ' ').title()}", hero=h.uid))
    return out


def _next_declarer(state) -> None:
    while state.declare_queue:
        seat = state.declare_queue[0]
        if declarables(state, seat):
            state.to_move = seat
            return
        state.declare_queue.pop(0)
    state.phase = "activate"
    advance(state)


def declare_actions(state) -> list:
    return declarables(state, state.to_move) + [Action.make("declare_done", "Done declaring")]


def apply_declare(state, action, events) -> None:
    seat = state.to_move
    if action.kind == "declare_done":
        state.declare_queue.pop(0)
        _next_declarer(state)
        return
    hero = state.heroes[action.arg("hero")]
    if action.kind == "declare_skill":
        state.skill_hero[seat] = hero.uid
    else:
        state.declared[hero.uid] = state.content.heroes[hero.hid].ability.primitive
    events.append(Event("declare", f"{state.name(seat)}: {action.label}.", seat,
                        data={"hero": hero.uid}))


# ----- activations --------------------------------------------------------
def advance(state) -> None:
    """After an activation: end the turn, or find who decides the next activation."""
    if state.over:
        return
    if all(h.activated for h in state.heroes if h.alive):
        turn_end.end_turn(state)
        return
    for _ in range(2):
        seat = state.due
        if any(not h.activated for h in state.living(seat)):
            state.to_move, state.phase = seat, "activate"
            return
        if len(state.living(seat)) < len(state.living(1 - seat)):
            state.to_move, state.phase = seat, "activate"   # a Reflex Move or a pass
            return
        state.due = 1 - seat


def reflex_due(state) -> bool:
    """True when the seat to move has no hero left to activate (so it is a Reflex Move)."""
    return not any(not h.activated for h in state.living(state.to_move))


def activate_actions(state) -> list:
    seat = state.to_move
    if not reflex_due(state):
        return [Action.make("activate", f"Activate {h.name}", hero=h.uid)
                for h in state.living(seat) if not h.activated]
    out = []
    for h in state.living(seat):
        out.append(Action.make("reflex_move", f"Reflex Move: {h.name} moves up to 1 and turns",
                               hero=h.uid))
        if state.ranged(h, plain=True) > 0:
            out.append(Action.make("reflex_shoot", f"Reflex Move: {h.name} shoots "
                                   f"{FACING_NAMES[h.facing]}", hero=h.uid))
    out.append(Action.make("pass", "Pass (no Reflex Move)"))
    return out


def apply_activate(state, action, events) -> None:
    seat = state.to_move
    if action.kind == "pass":
        events.append(Event("pass", f"{state.name(seat)} passes.", seat))
        end_activation(state, None)
        return
    hero = state.heroes[action.arg("hero")]
    state.active = hero.uid
    state.reflex = action.kind != "activate"
    state.eliminations = 0
    state.post = []
    events.append(Event(action.kind, action.label + ".", seat, data={"hero": hero.uid}))
    if action.kind == "reflex_shoot":
        combat.shoot(state, hero, events)
        end_activation(state, hero)
    elif action.kind == "reflex_move":
        state.phase = "move"
    else:
        hero.activated = True
        state.phase = "move"


def end_activation(state, hero) -> None:
    """Close the activation (or Reflex Move / pass) of the seat to move."""
    state.active = None
    state.reflex = False
    state.post = []
    if state.over:
        return
    state.last_actor = state.to_move
    state.due = 1 - state.to_move
    state.phase = "activate"
    advance(state)


# ----- Move ---------------------------------------------------------------
def move_actions(state) -> list:
    hero = state.heroes[state.active]
    if state.reflex:
        dests = movement.reach(state, hero, 1, plain=True)
        return [_move(hero, h) for h in sorted(dests)]
    steps = state.movement(hero)
    out = [_move(hero, h) for h in sorted(movement.reach(state, hero, steps))]
    for uid, a, _ in movement.melee_options(state, hero, steps):
        out.append(Action.make("melee", f"{hero.name} melee on {state.heroes[uid].name} from "
                               f"{board.hex_name(a)}", target=uid, at=list(a)))
    if state.ability(hero) == "blink":
        dist = state.content.heroes[hero.hid].ability.get("distance")
        out += [Action.make("blink", f"{hero.name} blinks to {board.hex_name(h)}", to=list(h))
                for h in movement.blink_targets(state, hero, dist)]
    return out


_MOVES: dict = {}


def _move(hero, h) -> Action:
    """The (cached: actions are immutable) action moving ``hero`` to ``h`` (or staying)."""
    key = (hero.name, h, h == hero.hex)
    action = _MOVES.get(key)
    if action is None:
        verb = "stays on" if h == hero.hex else "moves to"
        action = _MOVES[key] = Action("move", (("to", h),),
                                      f"{hero.name} {verb} {board.hex_name(h)}")
    return action


def apply_move(state, action, events) -> None:
    hero = state.heroes[state.active]
    if action.kind == "melee":
        target = state.heroes[action.arg("target")]
        _melee(state, hero, target, tuple(action.arg("at")), state.movement(hero), events)
        return
    to = tuple(action.arg("to"))
    if action.kind == "move" and to != hero.hex:
        steps = 1 if state.reflex else state.movement(hero)
        crossed = movement.reach(state, hero, steps, plain=state.reflex)[to][1]
        for e in crossed:
            combat.destroy_wall(state, e, events, hero, "Wall Breaker")
    if to != hero.hex:
        state.move_hero(hero, to)
        events.append(Event(action.kind, action.label + ".", hero.seat, data={"hero": hero.uid}))
    state.phase = "face"


def _melee(state, hero, target, at, steps, events) -> None:
    options = movement.melee_options(state, hero, steps)
    crossed = next(c for uid, a, c in options if uid == target.uid and a == at)
    for e in crossed:
        combat.destroy_wall(state, e, events, hero, "Wall Breaker")
    if at != hero.hex:
        state.move_hero(hero, at)
    result = combat.melee(state, hero, target, events)
    if state.over:
        return
    if result == combat.ELIMINATED:
        state.eliminations += 1
        if state.ability(hero) == "chain_melee":
            state.phase = "chain"
            most = state.content.heroes[hero.hid].ability.get("eliminations", 2)
            more = "may move and melee once more" if state.eliminations < most \
                else f"may move ({most} eliminations, no more melee)"
            events.append(Event("ability", f"Chain Melee: {hero.name} {more}.", hero.seat))
            return
    _after_attack(state, hero, events)


# ----- Turn and Attack -----------------------------------------------------
def face_phase_actions(state) -> list:
    hero = state.heroes[state.active]
    return face_actions(state, hero, "Turn")


def apply_face(state, action, events) -> None:
    hero = state.heroes[state.active]
    if hero.facing != action.arg("side"):
        events.append(Event("turn", f"{hero.name} turns to face {FACING_NAMES[action.arg('side')]}.",
                            hero.seat, data={"hero": hero.uid}))
    hero.facing = action.arg("side")
    if state.phase == "face" and state.reflex:
        end_activation(state, hero)
        return
    if state.phase == "vanish_face":
        _after_attack(state, hero, events)
        return
    state.phase = "attack"


def attack_actions(state) -> list:
    hero = state.heroes[state.active]
    out = []
    if state.ranged(hero) > 0:
        empty = "" if combat.shot_meets_something(state, hero) else ": nothing in line"
        out.append(Action.make("shoot", f"{hero.name} shoots {FACING_NAMES[hero.facing]}"
                               f"{empty}"))
    out.append(Action.make("hold", f"{hero.name} does not attack"))
    if state.skill(hero.seat) == "wall_raisers":
        out += abilities.wall_raiser_actions(state, hero)
    power = state.ability(hero)
    if power in INSTEAD:
        out += getattr(abilities, power + "_actions")(state, hero)
    return out


def apply_attack(state, action, events) -> None:
    hero = state.heroes[state.active]
    if action.kind == "hold":
        events.append(Event("hold", f"{hero.name} does not attack.", hero.seat,
                            data={"hero": hero.uid}))
        end_activation(state, hero)
    elif action.kind == "shoot":
        combat.shoot(state, hero, events)
        if not state.over:
            _after_attack(state, hero, events)
    else:
        abilities.apply_instead(state, hero, action, events)
        if not state.over:
            end_activation(state, hero)


# ----- after an attack: chain, Bulwark, Vanishing Step ----------------------
def _after_attack(state, hero, events) -> None:
    """Offer the next post-attack step still open, or end the activation."""
    steps = []
    if state.ability(hero) == "bulwark" and "bulwark" not in state.post:
        steps.append("bulwark")
    if state.skill_hero[hero.seat] == hero.uid and state.skill(hero.seat) == "vanishing_step" \
            and "vanish" not in state.post:
        steps.append("vanish")
    for step in steps:
        state.post.append(step)
        if step == "bulwark" and not abilities.bulwark_actions(state, hero):
            why = "has no wall left to raise" if state.wall_box <= 0 else \
                "has no free side for a wall"
            events.append(Event("ability", f"Bulwark: {hero.name} {why}.", hero.seat))
            continue
        state.phase = step
        return
    end_activation(state, hero)


def chain_actions(state) -> list:
    hero = state.heroes[state.active]
    steps = state.movement(hero)
    out = [Action.make("end", f"{hero.name} stops")]
    out += [_move(hero, h) for h in sorted(movement.reach(state, hero, steps)) if h != hero.hex]
    most = state.content.heroes[hero.hid].ability.get("eliminations", 2)
    if state.eliminations < most:
        for uid, a, _ in movement.melee_options(state, hero, steps):
            out.append(Action.make("melee", f"{hero.name} chains a melee on "
                                   f"{state.heroes[uid].name} from {board.hex_name(a)}",
                                   target=uid, at=list(a)))
    return out


def apply_chain(state, action, events) -> None:
    hero = state.heroes[state.active]
    if action.kind == "end":
        events.append(Event("end", action.label + ".", hero.seat))
        _after_attack(state, hero, events)
    elif action.kind == "melee":
        _melee(state, hero, state.heroes[action.arg("target")], tuple(action.arg("at")),
               state.movement(hero), events)
    else:
        to = tuple(action.arg("to"))
        crossed = movement.reach(state, hero, state.movement(hero))[to][1]
        for e in crossed:
            combat.destroy_wall(state, e, events, hero, "Wall Breaker")
        state.move_hero(hero, to)
        events.append(Event("move", action.label + ".", hero.seat, data={"hero": hero.uid}))
        _after_attack(state, hero, events)


def bulwark_phase_actions(state) -> list:
    hero = state.heroes[state.active]
    return [Action.make("end", f"{hero.name} raises no wall")] + \
        abilities.bulwark_actions(state, hero)


def apply_bulwark(state, action, events) -> None:
    hero = state.heroes[state.active]
    if action.kind == "raise_wall":
        combat.raise_wall(state, tuple(action.arg("edge")), events, hero)
    else:
        events.append(Event("end", f"Bulwark: {action.label}.", hero.seat))
    _after_attack(state, hero, events)


def vanish_actions(state) -> list:
    hero = state.heroes[state.active]
    dist = state.team_def(hero.seat).skill.get("distance", 2)
    out = [Action.make("end", f"{hero.name} stays")]
    out += [_move(hero, h) for h in sorted(abilities.vanish_reach(state, hero, dist))
            if h != hero.hex]
    return out


def apply_vanish(state, action, events) -> None:
    hero = state.heroes[state.active]
    if action.kind == "end":
        events.append(Event("end", f"Vanishing Step: {action.label}.", hero.seat))
        _after_attack(state, hero, events)
        return
    to = tuple(action.arg("to"))
    state.move_hero(hero, to)
    events.append(Event("vanish", action.label + ".", hero.seat, data={"hero": hero.uid}))
    state.phase = "vanish_face"
