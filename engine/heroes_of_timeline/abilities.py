"""Hero Abilities and Team Skills used instead of attacking or after it.

Rulebook sections "Battle: Abilities" and "Battle: Team Skills". Each
primitive of ``content.HERO_PRIMITIVES`` / ``TEAM_PRIMITIVES`` is one
function; ``PRIMITIVE_HOME`` says where each lives (the passive ones sit
where the rule they bend is: movement, combat, state, turn_end).
"""
from __future__ import annotations

from ..core import Action, Event
from . import board, combat, movement
from .model import FACING_NAMES, REGULAR, SIDE_NAMES

PRIMITIVE_HOME = {
    "wall_breaker": "movement.rules / movement.reach (walls crossed are destroyed)",
    "chain_melee": "battle.chain_actions / battle.apply_chain",
    "rage": "state.movement, state.ranged, state.raging (combat.hit: crushing)",
    "bulwark": "abilities.bulwark_actions",
    "siege_mode": "state.movement (0), state.ranged (+N), combat.shoot (walls smashed)",
    "transmute": "abilities.transmute",
    "arc_shot": "combat.shoot (over walls)",
    "turn_sector": "abilities.turn_sector",
    "piercing_shot": "combat.shoot (flies on after an elimination)",
    "pass_through_heroes": "movement.rules",
    "swap_places": "abilities.swap_places",
    "best_side": "combat.hit_side",
    "crushing_melee": "combat.hit",
    "turn_target": "abilities.turn_target",
    "blink": "movement.blink_targets / battle.apply_move",
    "dominators": "turn_end.sector_counts",
    "wall_raisers": "abilities.wall_raiser_actions",
    "vanishing_step": "abilities.vanish_reach / battle.apply_vanish",
    "phase_walk": "movement.rules",
}


def _free_sides(state, h) -> list:
    """Board directions of ``h`` where a wall may still go (inner edge, no wall)."""
    return [d for d, _ in board.NEIGHBOURS[h] if board.EDGE[(h, d)] not in state.walls]


def wall_raiser_actions(state, hero) -> list:
    """Wall Raisers: a wall on any free side of any tile straight ahead within ranged
    distance (behind walls and heroes too, the Key Tile included), from the box."""
    if state.wall_box <= 0:
        return []
    edges = {}
    for h in board.line_out(hero.hex, hero.facing, state.ranged(hero)):
        for d in _free_sides(state, h):
            e = board.EDGE[(h, d)]
            edges.setdefault(e, (h, d))
    return [Action.make("raise_wall", f"{hero.name} raises a wall on the {FACING_NAMES[d]} "
                        f"side of {board.hex_name(h)}", edge=list(e))
            for e, (h, d) in sorted(edges.items())]


def bulwark_actions(state, hero) -> list:
    """Bulwark: a wall on a free side of the hero's own tile (from the box)."""
    if state.wall_box <= 0:
        return []
    return [Action.make("raise_wall", f"{hero.name} raises a wall on his {FACING_NAMES[d]} side",
                        edge=list(board.EDGE[(hero.hex, d)]))
            for d in _free_sides(state, hero.hex)]


def turn_sector_sectors(hero) -> list:
    """The sectors Lady may turn: hers and the two beside it (all six from the Key Tile)."""
    s = board.SECTOR[hero.hex]
    if s is None:
        return list(range(6))
    return sorted({(s - 1) % 6, s, (s + 1) % 6})


def turn_sector_actions(state, hero) -> list:
    return [Action.make("turn_sector", f"{hero.name} turns every hero in "
                        f"{board.SECTOR_NAMES[s]} {'counter-clockwise' if way == 1 else 'clockwise'}",
                        sector=s, way=way)
            for s in turn_sector_sectors(hero) for way in (1, -1)]


def turn_sector(state, hero, sector: int, way: int, events: list) -> int:
    """Turn every hero in ``sector`` by one side (``way`` +1 counter-clockwise, -1
    clockwise); returns how many turned."""
    count = 0
    for h in state.heroes:
        if h.alive and board.SECTOR[h.hex] == sector:
            h.facing = (h.facing + way) % 6
            count += 1
    events.append(Event("turn_sector", f"{hero.name} turns {count} hero(es) in "
                        f"{board.SECTOR_NAMES[sector]}.", hero.seat,
                        data={"sector": sector, "way": way}))
    return count


def swap_places_actions(state, hero) -> list:
    target = combat.line_target(state, hero, state.ranged(hero))
    if target is None:
        return []
    return [Action.make("swap", f"{hero.name} swaps places with {target.name}",
                        hero=target.uid)]


def swap_places(state, hero, target, events: list) -> None:
    """Exchange the tiles of ``hero`` and ``target`` (facings kept)."""
    a, b = hero.hex, target.hex
    hero.hex, target.hex = b, a
    state.at[a], state.at[b] = target.uid, hero.uid
    events.append(Event("swap", f"{hero.name} swaps places with {state.label(target)}.",
                        hero.seat, data={"hero": hero.uid, "target": target.uid}))


def turn_target_actions(state, hero) -> list:
    target = combat.line_target(state, hero, state.ranged(hero))
    if target is None:
        return []
    return [Action.make("turn_target", f"{hero.name} turns {target.name} to face {FACING_NAMES[d]}",
                        hero=target.uid, side=d) for d in range(6) if d != target.facing]


def turn_target(state, hero, target, side: int, events: list) -> None:
    """Turn ``target`` to face board direction ``side``."""
    target.facing = side
    events.append(Event("turn_target", f"{hero.name} turns {state.label(target)} to face "
                        f"{FACING_NAMES[side]}.", hero.seat,
                        data={"hero": hero.uid, "target": target.uid}))


def transmute_actions(state, hero) -> list:
    if state.armor_box[REGULAR - 1] <= 0:
        return []
    reach = state.content.heroes[hero.hid].ability.get("reach", 1)
    out = []
    for h in state.living(hero.seat):
        if _distance(h.hex, hero.hex) <= reach:
            out += [Action.make("transmute", f"{hero.name} puts Regular Armor on {h.name}'s "
                                f"{SIDE_NAMES[s]}", hero=h.uid, side=s)
                    for s in range(6) if not h.armor[s]]
    return out


def _distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def transmute(state, hero, target, side: int, events: list) -> None:
    """Put a Regular Armor token from the box on bare relative ``side`` of ``target``."""
    target.armor[side] = REGULAR
    state.armor_box[REGULAR - 1] -= 1
    events.append(Event("transmute", f"{hero.name} puts Regular Armor on {target.name}'s "
                        f"{SIDE_NAMES[side]}.", hero.seat, data={"target": target.uid}))


def apply_instead(state, hero, action, events: list) -> None:
    """Resolve an ability or Wall Raisers used instead of attacking."""
    kind = action.kind
    if kind == "raise_wall":
        combat.raise_wall(state, tuple(action.arg("edge")), events, hero)
    elif kind == "turn_sector":
        turn_sector(state, hero, action.arg("sector"), action.arg("way"), events)
    elif kind == "swap":
        swap_places(state, hero, state.heroes[action.arg("hero")], events)
    elif kind == "turn_target":
        turn_target(state, hero, state.heroes[action.arg("hero")], action.arg("side"), events)
    elif kind == "transmute":
        transmute(state, hero, state.heroes[action.arg("hero")], action.arg("side"), events)


def vanish_reach(state, hero, distance: int) -> dict:
    """Vanishing Step: tiles the hero may step to after its attack (its own movement rules)."""
    return movement.reach(state, hero, distance)
