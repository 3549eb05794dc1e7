"""Heuristic for Heroes of Timeline (``heroes-of-timeline``; heroes-of-timeline.txt).

Perfect information, so the bot reads the (cloned) state directly. Each
activation is planned greedily: for every tile the hero may reach and every
facing, ``plan_score`` adds what the shot straight ahead would do (an
elimination, armor knocked off), the worth of the tile (the Key Tile, an
uncontested sector) and subtracts the danger of standing there (enemies
who could shoot or reach it, weighed by the armor on the side facing
them). Melee options are scored by their result. Set-up: Superior armor to
the front, walls in front of the own zone, heroes on the front line facing
the Key Tile. ``evaluate`` (ISMCTS leaves) weighs Domination Points, heroes
and armor left and who holds the Key Tile. docs/ai.md explains the terms.
"""
from __future__ import annotations

from ...core import Action
from ...heroes_of_timeline import board, combat, movement
from .common import DeterminizingHeuristic, sigmoid

ARMOR_ORDER = (0, 1, 5, 2, 4, 3)        # front first, back last
SHOT = {combat.ELIMINATED: 10.0, combat.DESTROYED: 2.5, combat.DOWNGRADED: 2.0}
KEY_TILE_VALUE = 6.0
SECTOR_VALUE = 1.0
DANGER = (3.0, 1.0, 0.3)                # by armor on the side facing a threat
CENTRE_PULL = 0.35
PLAYOUT_DEPTH = 8
NOISE = 0.6                             # score noise of the bot (0 in evaluate and tests)


def direction_to(a, b) -> int:
    """The board direction (0..5) from ``a`` that points most nearly at ``b``."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    x, y = dq + dr / 2.0, dr * 0.866
    best, score = 0, None
    for d, (q, r) in enumerate(board.DIRS):
        s = x * (q + r / 2.0) + y * (r * 0.866)
        if score is None or s > score:
            best, score = d, s
    return best


def _dist(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def over_walls(state, hero) -> bool:
    """True when ``hero``'s shot is not stopped by a wall (Arc Shot, Siege Mode)."""
    return state.ability(hero) == "arc_shot" or state.declared.get(hero.uid) == "siege_mode"


def shot_value(state, hero, here, facing, reach=None, unwalled=None) -> float:
    """What a shot from ``here`` along ``facing`` would be worth to ``hero``'s side
    (``reach``: the ranged distance, ``unwalled``: ``over_walls``; both worked out
    when None)."""
    reach = state.ranged(hero) if reach is None else reach
    unwalled = over_walls(state, hero) if unwalled is None else unwalled
    for _ in range(reach):
        nxt = (here[0] + board.DIRS[facing][0], here[1] + board.DIRS[facing][1])
        if nxt not in board.ON_BOARD:
            return 0.0
        if not unwalled and board.EDGE[(here, facing)] in state.walls:
            return 0.2
        uid = state.at.get(nxt)
        if uid is not None and uid != hero.uid:
            target = state.heroes[uid]
            if target.seat == hero.seat:
                return 0.0
            rel = combat.hit_side(state, target, (facing + 3) % 6)
            value = SHOT[combat.armor_result(target.armor[rel], combat.RANGED)]
            if target.hex == board.KEY_TILE:
                value *= 1.5
            return value
        here = nxt
    return 0.0


def danger(state, hero, here, facing) -> float:
    """How exposed ``hero`` would be on ``here`` facing ``facing``."""
    total = 0.0
    for e in state.heroes:
        if not e.alive or e.seat == hero.seat:
            continue
        d = _dist(e.hex, here)
        threat = state.movement(e) + max(state.ranged(e), 1)
        if d > threat:
            continue
        side = (direction_to(here, e.hex) - facing) % 6
        weight = 1.0 if not e.activated else 0.4
        total += weight * DANGER[hero.armor[side]]
    return total


def tile_value(state, hero, here) -> float:
    """The worth of standing on ``here`` at the end of the turn."""
    if here == board.KEY_TILE:
        return KEY_TILE_VALUE
    value = -CENTRE_PULL * board.RING[here]
    s = board.SECTOR[here]
    if not any(e.alive and e.seat != hero.seat and board.SECTOR[e.hex] == s
               for e in state.heroes):
        value += SECTOR_VALUE
    return value


def plan_score(state, hero, here, facing) -> float:
    """Shot + tile - danger for ``hero`` standing on ``here`` facing ``facing``."""
    old = hero.hex
    hero.hex = here
    try:
        return shot_value(state, hero, here, facing) + tile_value(state, hero, here) \
            - danger(state, hero, here, facing)
    finally:
        hero.hex = old


def threats(state, seat: int) -> list:
    """``[(hex, reach, weight)]`` of every living enemy of ``seat``, in hero order:
    the tiles it could shoot or charge from (movement + ranged, at least 1) and how
    much it counts in ``danger`` (1, 0.4 once it has acted). Nothing in it depends
    on where ``seat``'s own heroes stand, so one list serves a whole decision."""
    found = []
    for e in state.heroes:
        if not e.alive or e.seat == seat:
            continue
        found.append((e.hex, state.movement(e) + max(state.ranged(e), 1),
                      1.0 if not e.activated else 0.4))
    return found


def facing_scores(state, hero, here, around=None) -> list:
    """``plan_score`` of ``hero`` on ``here`` for each facing 0..5, the same floats,
    with what does not depend on the facing worked out once (``around``: the
    ``threats`` of the hero's seat, worked out here when None)."""
    around = threats(state, hero.seat) if around is None else around
    old = hero.hex
    hero.hex = here
    try:
        reach, unwalled = state.ranged(hero), over_walls(state, hero)
        tile = tile_value(state, hero, here)
        near = [(direction_to(here, h), w) for h, r, w in around if _dist(h, here) <= r]
        armor = hero.armor
        scores = []
        for f in range(6):
            total = 0.0
            for d, w in near:
                total += w * DANGER[armor[(d - f) % 6]]
            scores.append(shot_value(state, hero, here, f, reach, unwalled) + tile - total)
        return scores
    finally:
        hero.hex = old


def best_facing(state, hero, here, around=None) -> tuple:
    """``(score, -facing)`` of ``hero``'s best facing on ``here`` (ties: the lower
    facing), as ``max`` over ``plan_score``; ``around``: as in ``facing_scores``."""
    scores = facing_scores(state, hero, here, around)
    return max((s, -f) for f, s in enumerate(scores))


def melee_value(state, hero, action) -> float:
    target = state.heroes[action.arg("target")]
    at = tuple(action.arg("at"))
    d = next(dd for dd, n in board.NEIGHBOURS[at] if n == target.hex)
    rel = combat.hit_side(state, target, (d + 3) % 6)
    crushing = state.ability(hero) == "crushing_melee" or state.raging(hero)
    result = combat.armor_result(target.armor[rel], combat.MELEE, crushing)
    value = 14.0 if result == combat.ELIMINATED else 3.0
    if result == combat.ELIMINATED and target.hex == board.KEY_TILE:
        value += KEY_TILE_VALUE
    end = target.hex if result == combat.ELIMINATED else at
    old = hero.hex
    hero.hex = end
    try:
        return value + tile_value(state, hero, end) - danger(state, hero, end, d)
    finally:
        hero.hex = old


def _hero_best(state, hero) -> float:
    steps = state.movement(hero)
    around = threats(state, hero.seat)
    best = max(best_facing(state, hero, h, around)[0]
               for h in movement.reach(state, hero, steps))
    for uid, a, _ in movement.melee_options(state, hero, steps):
        act = Action.make("melee", target=uid, at=list(a))
        best = max(best, melee_value(state, hero, act))
    return best - best_facing(state, hero, hero.hex, around)[0]


def decide(state, seat: int, actions: list, rng=None) -> Action:
    """The heuristic choice for ``seat`` among ``actions`` in ``state``.

    ``rng`` (a ``random.Random``) adds a little noise to close calls and
    varies the set-up, so games between the same bots differ.
    """
    noise = (lambda: rng.random() * NOISE) if rng is not None else (lambda: 0.0)
    phase = state.phase
    kinds = {a.kind for a in actions}
    if phase == "armor":
        return min(actions, key=lambda a: ARMOR_ORDER.index(a.arg("side")))
    if phase == "walls":
        home = board.HOME_SECTOR[seat]
        def wall_key(a):
            x, y = board.edge_hexes(tuple(a.arg("edge")))
            ring = min(board.RING[x], board.RING[y])
            return (a.arg("sector") != home, abs(ring - 4) + 3 * noise(), a.arg("edge"))
        return min(actions, key=wall_key)
    if phase == "deploy":
        return min(actions, key=lambda a: (board.RING[tuple(a.arg("to"))] + 2 * noise(),
                                           a.arg("hero")))
    if phase == "reposition":
        return next(a for a in actions if a.kind == "keep")
    if phase in ("deploy_face",):
        hero = state.heroes[state.active]
        d = direction_to(hero.hex, board.KEY_TILE)
        return next(a for a in actions if a.arg("side") == d)
    if phase == "declare":
        for a in actions:
            if a.kind == "declare" and _worth_declaring(state, state.heroes[a.arg("hero")]):
                return a
            if a.kind == "declare_skill":
                return max((a2 for a2 in actions if a2.kind == "declare_skill"),
                           key=lambda a2: _hero_best(state, state.heroes[a2.arg("hero")]))
        return actions[-1]
    if phase == "activate":
        if "activate" in kinds:
            return max(actions, key=lambda a: _hero_best(state, state.heroes[a.arg("hero")])
                       + noise())
        shots = [a for a in actions if a.kind == "reflex_shoot"]
        scored = [(shot_value(state, state.heroes[a.arg("hero")],
                              state.heroes[a.arg("hero")].hex,
                              state.heroes[a.arg("hero")].facing,
                              state.ranged(state.heroes[a.arg("hero")], plain=True)), a)
                  for a in shots]
        scored = [s for s in scored if s[0] > 1.0]
        if scored:
            return max(scored, key=lambda s: s[0])[1]
        return next(a for a in actions if a.kind == "pass")
    hero = state.heroes[state.active]
    if phase in ("move", "chain", "vanish"):
        best, choice = None, None
        around = threats(state, hero.seat)
        for a in actions:
            if a.kind == "melee":
                value = melee_value(state, hero, a)
            elif a.kind in ("move", "blink"):
                value = best_facing(state, hero, tuple(a.arg("to")), around)[0]
                if phase == "chain":
                    value -= 0.5
            else:
                value = best_facing(state, hero, hero.hex, around)[0] if phase != "move" \
                    else -99
            value += noise()
            if best is None or value > best:
                best, choice = value, a
        return choice
    if phase in ("face", "vanish_face"):
        scores = facing_scores(state, hero, hero.hex)
        if state.reflex:
            return max(actions, key=lambda a: scores[a.arg("side")]
                       - shot_value(state, hero, hero.hex, a.arg("side")))
        return max(actions, key=lambda a: scores[a.arg("side")] + noise())
    if phase == "attack":
        value = shot_value(state, hero, hero.hex, hero.facing)
        if "shoot" in kinds and value > 0.5:
            return next(a for a in actions if a.kind == "shoot")
        return _instead(state, hero, actions)
    if phase == "bulwark":
        near = _nearest_enemy(state, hero)
        if near is not None:
            d = direction_to(hero.hex, near.hex)
            edge = board.EDGE[(hero.hex, d)]
            for a in actions:
                if a.kind == "raise_wall" and a.arg("edge") == edge:
                    return a
        return actions[0]
    return actions[0]


def _worth_declaring(state, hero) -> bool:
    """Siege Mode when a long shot is ready from where she stands; Rage when an enemy is
    within a charge."""
    power = state.content.heroes[hero.hid].ability
    if power.primitive == "siege_mode":
        reach = state.content.heroes[hero.hid].ranged + power.get("ranged", 0)
        old = state.declared.get(hero.uid)
        state.declared[hero.uid] = "siege_mode"
        try:
            return max(shot_value(state, hero, hero.hex, f, reach) for f in range(6)) > 1.0
        finally:
            if old is None:
                state.declared.pop(hero.uid)
    near = _nearest_enemy(state, hero)
    return near is not None and _dist(near.hex, hero.hex) <= state.movement(hero) + 1 + \
        power.get("movement", 1)


def _nearest_enemy(state, hero):
    enemies = [e for e in state.heroes if e.alive and e.seat != hero.seat]
    return min(enemies, key=lambda e: (_dist(e.hex, hero.hex), e.uid), default=None)


def _instead(state, hero, actions) -> Action:
    by_kind: dict = {}
    for a in actions:
        by_kind.setdefault(a.kind, []).append(a)
    hold = by_kind["hold"][0]
    if "swap" in by_kind:
        target = state.heroes[by_kind["swap"][0].arg("hero")]
        if target.seat != hero.seat and target.hex == board.KEY_TILE:
            return by_kind["swap"][0]
    if "turn_target" in by_kind:
        target = state.heroes[by_kind["turn_target"][0].arg("hero")]
        if target.seat != hero.seat:
            back = direction_to(target.hex, hero.hex)
            return min(by_kind["turn_target"],
                       key=lambda a: target.armor[(back - a.arg("side")) % 6])
    if "transmute" in by_kind:
        return min(by_kind["transmute"], key=lambda a: ARMOR_ORDER.index(a.arg("side")))
    if "turn_sector" in by_kind:
        def sector_gain(a):
            gain = 0
            for h in state.heroes:
                if h.alive and board.SECTOR[h.hex] == a.arg("sector"):
                    gain += -1 if h.seat == hero.seat else 1
            return gain
        best = max(by_kind["turn_sector"], key=sector_gain)
        if sector_gain(best) > 0:
            return best
    if "raise_wall" in by_kind:
        near = _nearest_enemy(state, hero)
        front = board.EDGE[(hero.hex, hero.facing)]
        if near is not None and direction_to(hero.hex, near.hex) == hero.facing:
            for a in by_kind["raise_wall"]:
                if a.arg("edge") == front:
                    return a
    if "shoot" in by_kind and shot_value(state, hero, hero.hex, hero.facing) > 0:
        return by_kind["shoot"][0]
    return hold


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins, from a full state."""
    if state.is_over():
        w = state.winners()
        return 1.0 if w == [seat] else (0.5 if not w else 0.0)
    other = 1 - seat
    score = 1.2 * (state.dp[seat] - state.dp[other])
    mine, theirs = state.living(seat), state.living(other)
    score += 0.6 * (len(mine) - len(theirs))
    score += 0.08 * (sum(sum(h.armor) for h in mine) - sum(sum(h.armor) for h in theirs))
    uid = state.at.get(board.KEY_TILE)
    if uid is not None:
        score += 0.6 if state.heroes[uid].seat == seat else -0.6
    return sigmoid(score)


SETUP_PHASES = ("armor", "walls", "deploy", "deploy_face", "reposition")
TOP_MOVES, TOP_FACES = 6, 3


def _move_value(state, hero, a, around=None) -> float:
    if a.kind == "melee":
        return melee_value(state, hero, a)
    if a.kind in ("move", "blink"):
        return best_facing(state, hero, tuple(a.arg("to")), around)[0]
    return best_facing(state, hero, hero.hex, around)[0]


def candidates(state, actions: list) -> list:
    """The actions ISMCTS searches: the heuristic's own choice in set-up; the best
    ``TOP_MOVES`` moves and melees and ``TOP_FACES`` facings by ``plan_score``;
    in the attack phase the shot, holding, and the heuristic's choice."""
    if len(actions) <= 3:
        return actions
    phase = state.phase
    seat = state.current_player
    if phase in SETUP_PHASES or phase == "bulwark":
        return [decide(state, seat, actions)]
    if phase in ("move", "chain", "vanish"):
        hero = state.heroes[state.active]
        around = threats(state, hero.seat)
        ranked = sorted(actions, key=lambda a: -_move_value(state, hero, a, around))
        return ranked[:TOP_MOVES]
    if phase in ("face", "vanish_face"):
        hero = state.heroes[state.active]
        scores = facing_scores(state, hero, hero.hex)
        return sorted(actions, key=lambda a: -scores[a.arg("side")])[:TOP_FACES]
    if phase == "attack":
        keep = [a for a in actions if a.kind in ("shoot", "hold")]
        choice = decide(state, seat, actions)
        return keep + ([choice] if choice not in keep else [])
    return actions


def rollout(state, actions: list, rng) -> Action:
    """Playout policy: the heuristic's own choice, with its noise (``decide``).

    Issue 46: with uniform playouts (shots when they hit, otherwise any move)
    ``normal`` won 2 of 16 games against ``easy``; with the heuristic's playouts
    and the turn's budget spread over its decisions (``TURN_DECISIONS``) it won
    13 of 16, though each decision gets only a few playouts (docs/ai.md)."""
    return decide(state, state.current_player, actions, rng)


# ISMCTS: a Heroes of Timeline turn has about 12 searched decisions (median of
# easy-vs-easy games; up to 24): spread the turn's budget evenly over them
# instead of giving the first half of it (engine.ai.ismcts)
TURN_DECISIONS = 12
# ... and exploit more than the default UCB constant (0.7): the evaluation's
# rewards differ little between moves, so with 0.7 the visits spread almost
# evenly and "most visited" was close to a coin toss; with it, hard (5 s a
# turn) lost to normal (9 of 24). With 0.25: normal 10 of 12 against easy,
# hard 8 of 12 against normal (docs/ai.md, bench/bench_levels.py)
EXPLORATION = 0.25


class Heuristic(DeterminizingHeuristic):
    """Spec ``heuristic`` for Heroes of Timeline (see the module docstring)."""

    def decide(self, state, seat: int, actions: list) -> Action:
        return decide(state, seat, actions, self._rng)
