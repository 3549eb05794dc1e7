"""Attacks: the armor table, ranged shots, melee hits, eliminations, walls destroyed.

Rulebook sections "Battle: Ranged Attacks", "Battle: Melee Attacks" and
"Battle: Armor". Our reading where the rulebook is silent (docs/heroes-of-timeline.md):

- a shot flies straight out of the front side; a wall on the way is destroyed
  and ends the shot; the first hero in line is hit; a FRIENDLY first hero
  stops the shot harmlessly (no friendly fire: it only blocks);
- the side hit is the one facing the attacker: for a shot along direction
  ``f`` that is the target's absolute side ``(f + 3) % 6``;
- removed armor tokens go back to the box; destroyed walls leave the game.
"""
from __future__ import annotations

from ..core import Event
from . import board, turn_end
from .model import ARMOR_NAMES, NONE, REGULAR, SIDE_NAMES, SUPERIOR

RANGED, MELEE = "ranged", "melee"
ELIMINATED, DESTROYED, DOWNGRADED = "eliminated", "destroyed", "downgraded"


def armor_result(armor: int, kind: str, crushing: bool = False) -> str:
    """The armor table: what an attack of ``kind`` (RANGED/MELEE) does to ``armor``.

    Ranged: none -> ELIMINATED, Regular -> DESTROYED, Superior -> DOWNGRADED.
    Melee: none or Regular -> ELIMINATED, Superior -> DESTROYED (ELIMINATED
    when ``crushing``: Greg's Crushing Melee, Berserk's Rage).
    """
    if armor == NONE:
        return ELIMINATED
    if kind == RANGED:
        return DESTROYED if armor == REGULAR else DOWNGRADED
    if armor == REGULAR or crushing:
        return ELIMINATED
    return DESTROYED


def hit_side(state, target, absolute_side: int) -> int:
    """The relative side of ``target`` that an attack from ``absolute_side`` lands on.

    Blob's Best Side (while his abilities work) turns every hit onto his
    best-armored side (the first such side from the front).
    """
    if state.ability(target) == "best_side":
        best = max(target.armor)
        return target.armor.index(best)
    return (absolute_side - target.facing) % 6


def eliminate(state, hero, events: list) -> None:
    """Take ``hero`` off the board; its armor tokens go back to the box."""
    for a in hero.armor:
        if a:
            state.armor_box[a - 1] += 1
    hero.armor = [NONE] * 6
    del state.at[hero.hex]
    hero.alive = False
    hero.hex = None
    events.append(Event("eliminated", f"{state.label(hero)} is eliminated.", hero.seat,
                        data={"hero": hero.uid}))
    turn_end.check_elimination(state)


def hit(state, attacker, target, absolute_side: int, kind: str, events: list) -> str:
    """Resolve one attack of ``kind`` by ``attacker`` on ``target`` from ``absolute_side``.

    Returns ELIMINATED, DESTROYED or DOWNGRADED and updates armor, the box and
    the board (an eliminated target is removed; the caller moves a melee
    attacker in). Armor table: ``armor_result``.
    """
    rel = hit_side(state, target, absolute_side)
    if state.ability(target) == "best_side":
        events.append(Event("ability", f"Best Side: {state.label(target)} takes the hit on "
                            f"his {SIDE_NAMES[rel]} ({ARMOR_NAMES[target.armor[rel]]}).",
                            target.seat))
    armor = target.armor[rel]
    crushing = kind == MELEE and (state.ability(attacker) == "crushing_melee"
                                  or state.raging(attacker))
    result = armor_result(armor, kind, crushing)
    what = f"{state.label(attacker)}'s {kind} attack hits {state.label(target)}'s " \
           f"{SIDE_NAMES[rel]} ({ARMOR_NAMES[armor]})"
    if crushing:
        power = "Rage" if state.raging(attacker) else "Crushing Melee"
        events.append(Event("ability", f"{power}: {state.label(attacker)}'s melee eliminates "
                            "through Superior Armor.", attacker.seat))
    if result == ELIMINATED:
        events.append(Event("hit", what + ".", attacker.seat,
                            data={"attacker": attacker.uid, "target": target.uid,
                                  "side": rel, "kind": kind, "result": result}))
        eliminate(state, target, events)
        return result
    state.armor_box[armor - 1] += 1
    target.armor[rel] = armor - 1 if result == DOWNGRADED else NONE
    if result == DOWNGRADED:
        state.armor_box[REGULAR - 1] = max(0, state.armor_box[REGULAR - 1] - 1)
    events.append(Event("hit", f"{what}: the armor is {result}.", attacker.seat,
                        data={"attacker": attacker.uid, "target": target.uid, "side": rel,
                              "kind": kind, "result": result}))
    return result


def destroy_wall(state, edge, events: list, by, why: str = "") -> None:
    """Remove the wall on ``edge`` from the game; ``why`` (an ability's name) starts the
    log line when the wall falls by that ability."""
    state.walls.discard(edge)
    lead = f"{why}: " if why else ""
    events.append(Event("wall_destroyed", f"{lead}{state.label(by)} destroys a wall.", by.seat,
                        data={"edge": list(edge)}))


def shot_meets_something(state, shooter) -> bool:
    """True when a shot out of ``shooter``'s front side now would reach a wall or a
    hero (friend or foe) within its range; False when it would hit nothing (with Arc
    Shot walls do not count: the shot flies over them)."""
    f = shooter.facing
    here = shooter.hex
    over_walls = not state.reflex and state.ability(shooter) == "arc_shot"
    for _ in range(state.ranged(shooter)):
        nxt = (here[0] + board.DIRS[f][0], here[1] + board.DIRS[f][1])
        if nxt not in board.ON_BOARD:
            return False
        wall = board.EDGE[(here, f)] in state.walls and not over_walls
        if wall or state.at.get(nxt) is not None:
            return True
        here = nxt
    return False


def shoot(state, shooter, events: list) -> list:
    """A ranged attack straight out of ``shooter``'s front side; returns the results.

    Distance ``state.ranged(shooter)``. Walls: destroyed and the shot ends;
    with Arc Shot the shot passes over them; in Siege Mode each wall is
    destroyed and the shot flies on. The first hero in line is hit (a friend
    only blocks); with Piercing Shot an elimination lets the arrow fly on.
    A Reflex Move shot (``state.reflex``) uses none of these abilities.
    """
    f = shooter.facing
    plain = state.reflex        # a Reflex Move shot: no ability applies
    power = None if plain else state.ability(shooter)
    siege = power == "siege_mode"
    here = shooter.hex
    results = []
    for _ in range(state.ranged(shooter, plain=plain)):
        nxt = (here[0] + board.DIRS[f][0], here[1] + board.DIRS[f][1])
        if nxt not in board.ON_BOARD:
            break
        e = board.EDGE[(here, f)]
        if e in state.walls and power == "arc_shot":
            events.append(Event("ability", f"Arc Shot: {state.label(shooter)}'s shot flies "
                                "over a wall.", shooter.seat))
        elif e in state.walls:
            destroy_wall(state, e, events, shooter, "Siege Mode" if siege else "")
            if not siege:
                return results
            events.append(Event("ability", "Siege Mode: the shot flies on.", shooter.seat))
        uid = state.at.get(nxt)
        if uid is not None:
            target = state.heroes[uid]
            if target.seat == shooter.seat:
                events.append(Event("blocked", f"{state.label(shooter)}'s shot is stopped by "
                                    f"{state.label(target)}.", shooter.seat))
                return results
            result = hit(state, shooter, target, (f + 3) % 6, RANGED, events)
            results.append(result)
            if result != ELIMINATED or power != "piercing_shot" or state.over:
                return results
            events.append(Event("ability", f"Piercing Shot: {state.label(shooter)}'s arrow "
                                "flies on.", shooter.seat))
        here = nxt
    if not results:
        events.append(Event("missed", f"{state.label(shooter)}'s shot hits nothing.",
                            shooter.seat))
    return results


def melee(state, attacker, target, events: list) -> str:
    """A melee attack from the hex next to ``target`` (the approach is done).

    The attacker turns to face the target and hits the side facing it; on an
    elimination the attacker takes the target's tile, keeping that facing.
    """
    d = next(dd for dd, n in board.NEIGHBOURS[attacker.hex] if n == target.hex)
    attacker.facing = d
    tile = target.hex
    result = hit(state, attacker, target, (d + 3) % 6, MELEE, events)
    if result == ELIMINATED:
        state.move_hero(attacker, tile)
    return result


def raise_wall(state, edge, events: list, by) -> None:
    """Put a wall from the box on ``edge`` (Wall Raisers, Bulwark)."""
    state.walls.add(edge)
    state.wall_box -= 1
    events.append(Event("wall_raised", f"{state.label(by)} raises a wall.", by.seat,
                        data={"edge": list(edge)}))


def line_target(state, hero, reach: int):
    """The first hero straight ahead of ``hero`` within ``reach`` tiles, walls stopping
    the line (not destroyed); None when there is none (Swap Places, Turn Target)."""
    f = hero.facing
    here = hero.hex
    for _ in range(reach):
        nxt = (here[0] + board.DIRS[f][0], here[1] + board.DIRS[f][1])
        if nxt not in board.ON_BOARD or board.EDGE[(here, f)] in state.walls:
            return None
        uid = state.at.get(nxt)
        if uid is not None:
            return state.heroes[uid]
        here = nxt
    return None
