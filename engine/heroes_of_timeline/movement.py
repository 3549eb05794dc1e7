"""Movement: where a hero may go, melee approaches, paths through walls.

Rulebook sections "Battle: Movement" (steps to adjacent tiles, never through
walls or heroes), "Battle: Melee Attacks" (the approach covers LESS than the
movement range and ends next to the enemy, whose tile must be reachable, so
no wall may lie between them) and the abilities that change it: Red Knight's
Wall Breaker (through walls, destroying each one crossed: we take a shortest
path, crossing the fewest walls among them; on every move, Reflex Moves
included, from rules revision 2 by the publisher's ruling), the Institute's Phase Walk (through walls and
heroes, nothing destroyed), Shadow's Pass Through Heroes. Nobody ends a move
on another hero's tile.
"""
from __future__ import annotations

from ..core.rules import revision_of
from . import board

NO, DESTROY, PASS = "no", "destroy", "pass"


#: the rules revision (engine.core.rules) from which Wall Breaker works on a Reflex
#: Move too (the publisher's ruling, ../shared/rulings/heroes-of-timeline.md; issue 41)
REFLEX_WALL_BREAKER = 2


def reflex_wall_breaker(state, hero) -> bool:
    """Whether ``hero`` breaks walls on a Reflex Move: a Wall Breaker from rules
    revision ``REFLEX_WALL_BREAKER`` on (before it, no ability applied to one)."""
    return state.ability(hero) == "wall_breaker" and \
        revision_of(state.options) >= REFLEX_WALL_BREAKER


def rules(state, hero, plain: bool = False) -> tuple[str, bool]:
    """``(walls, through_heroes)`` for ``hero`` now: walls NO/DESTROY/PASS.

    ``plain``: a Reflex Move: no ability applies, but for Wall Breaker from rules
    revision 2 (``reflex_wall_breaker``).
    """
    if plain:
        return (DESTROY if reflex_wall_breaker(state, hero) else NO), False
    if state.skill_hero[hero.seat] == hero.uid and state.skill(hero.seat) == "phase_walk":
        return PASS, True
    power = state.ability(hero)
    if power == "wall_breaker":
        return DESTROY, False
    return NO, power == "pass_through_heroes"


def reach(state, hero, steps: int, plain: bool = False) -> dict:
    """Tiles ``hero`` may stop on within ``steps``: ``{hex: (cost, walls crossed)}``.

    Its own tile is included at cost 0. ``walls crossed`` is a tuple of edges
    (only ever non-empty for Wall Breaker), on a shortest path, the one
    crossing the fewest walls among them.
    """
    walls_mode, through = rules(state, hero, plain)
    start = hero.hex
    walls, at = state.walls, state.at
    best = {start: (0, ())}
    frontier = [(start, ())]
    for step in range(1, steps + 1):
        nxt_frontier = []
        layer: dict = {}
        for here, crossed in frontier:
            for d, n in board.NEIGHBOURS[here]:
                e = board.EDGE[(here, d)]
                c = crossed
                if e in walls:
                    if walls_mode == NO:
                        continue
                    if walls_mode == DESTROY:
                        c = crossed + (e,)
                if n in at and n != start and not through:
                    continue
                if n in best:
                    continue
                seen = layer.get(n)
                if seen is not None and len(seen) <= len(c):
                    continue
                layer[n] = c
        for n, c in layer.items():
            best[n] = (step, c)
            nxt_frontier.append((n, c))
        frontier = nxt_frontier
        if not frontier:
            break
    return {h: v for h, v in best.items() if h == start or h not in at}


def melee_options(state, hero, steps: int) -> list:
    """``[(target uid, approach hex, walls crossed)]`` for every melee ``hero`` can make.

    The approach must cost at most ``steps - 1``; the last step onto the
    enemy's tile must not cross a wall unless the hero's rules let it
    (Wall Breaker destroys that wall too; Phase Walk passes it).
    """
    if steps < 1:
        return []
    walls_mode = rules(state, hero)[0]
    out = []
    for a, (cost, crossed) in reach(state, hero, steps - 1).items():
        for d, n in board.NEIGHBOURS[a]:
            uid = state.at.get(n)
            if uid is None or state.heroes[uid].seat == hero.seat:
                continue
            e = board.EDGE[(a, d)]
            c = crossed
            if e in state.walls:
                if walls_mode == NO:
                    continue
                if walls_mode == DESTROY:
                    c = crossed + (e,)
            out.append((uid, a, c))
    out.sort(key=lambda o: (o[0], o[1]))
    return out


def blink_targets(state, hero, distance: int) -> list:
    """Empty tiles within ``distance`` of ``hero`` (not its own), over walls and heroes
    (Tinker's Blink)."""
    q0, r0 = hero.hex
    out = []
    for h in board.HEXES:
        dq, dr = h[0] - q0, h[1] - r0
        if 0 < (abs(dq) + abs(dr) + abs(dq + dr)) // 2 <= distance and h not in state.at:
            out.append(h)
    return out
