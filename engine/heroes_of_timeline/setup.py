"""Pre-game and Deployment: armor on the heroes' sides, walls, heroes, the reposition.

Rulebook sections "Pre-game: Team Assembly" (armor), "Deployment: Walls" and
"Deployment: Heroes". Our readings (docs/heroes-of-timeline.md):

- Armor is put on seat by seat (seat 1 first), one token at a time, hero by
  hero in team order, Superior tokens first; nothing is hidden in this game.
- First player: the bigger team; equal teams: a seeded coin toss.
- Walls: players alternate one wall at a time, the first player first; each
  puts 2 in each of the 3 sectors of its side, on edges whose two tiles are
  both at least 2 from the Key Tile. An edge on a sector border counts for
  the sector the action names (one of the sectors it touches).
- Heroes: alternately, the first player first, each on a free tile of its
  Deployment Zone, then facing any side; when one team is placed the other
  places the rest. With teams differing by 2 or more the smaller team may
  reposition one placed hero (tile and facing) just before the bigger
  team's last placement.
"""
from __future__ import annotations

from ..core import Action, Event
from . import board
from .model import FACING_NAMES, SIDE_NAMES, SUPERIOR, REGULAR

WALLS_PER_SECTOR = 2


def begin(state) -> None:
    """Start the armor phase (called by ``new_game``)."""
    state.phase = "armor"
    state.to_move = 0
    sizes = [len(state.team_heroes(s)) for s in (0, 1)]
    if sizes[0] != sizes[1]:
        state.first_player = 0 if sizes[0] > sizes[1] else 1
    else:
        state.first_player = state.rng.randrange(2)
    _next_armor(state)


def _armor_hero(state, seat):
    for h in state.team_heroes(seat):
        if sum(h.to_place):
            return h
    return None


def _next_armor(state) -> None:
    for seat in (state.to_move, 1 - state.to_move):
        if _armor_hero(state, seat) is not None:
            state.to_move = seat
            return
    state.phase = "walls"
    state.to_move = state.first_player
    state.walls_placed = [[0] * 6, [0] * 6]


def armor_actions(state) -> list:
    """Put the next armor token of the seat's first hero still holding some on a bare side."""
    h = _armor_hero(state, state.to_move)
    kind = "superior" if h.to_place[0] else "regular"
    return [Action.make("armor", f"{h.name}: {kind.title()} Armor on the {SIDE_NAMES[s]}",
                        hero=h.uid, side=s, token=kind)
            for s in range(6) if not h.armor[s]]


def apply_armor(state, action, events) -> None:
    h = state.heroes[action.arg("hero")]
    kind = SUPERIOR if action.arg("token") == "superior" else REGULAR
    h.armor[action.arg("side")] = kind
    h.to_place[0 if kind == SUPERIOR else 1] -= 1
    state.armor_box[kind - 1] -= 1
    events.append(Event("armor", action.label, h.seat, data={"hero": h.uid}))
    _next_armor(state)


def _wall_action(e, sector) -> Action:
    a, b = board.edge_hexes(e)
    return Action.make("wall", f"Wall in {board.SECTOR_NAMES[sector]} between "
                       f"{board.hex_name(a)} and {board.hex_name(b)}", edge=list(e),
                       sector=sector)


# (sector) -> ((edge, action), ...): set-up wall actions built once (actions are immutable)
_WALLS = {sector: tuple((e, _wall_action(e, sector)) for e in board.SETUP_EDGES[sector])
          for sector in range(6)}
_FACES: dict = {}
_PLACES: dict = {}


def wall_actions(state) -> list:
    """Every (edge, sector) the seat may still put a set-up wall on."""
    seat = state.to_move
    out = []
    walls = state.walls
    for sector in board.SIDE_SECTORS[seat]:
        if state.walls_placed[seat][sector] < WALLS_PER_SECTOR:
            out += [a for e, a in _WALLS[sector] if e not in walls]
    return out


def walls_left(state, seat) -> int:
    return WALLS_PER_SECTOR * 3 - sum(state.walls_placed[seat])


def apply_wall(state, action, events) -> None:
    seat = state.to_move
    e = tuple(action.arg("edge"))
    state.walls.add(e)
    state.wall_box -= 1
    state.walls_placed[seat][action.arg("sector")] += 1
    events.append(Event("wall", f"{state.name(seat)} places a wall.", seat,
                        data={"edge": list(e)}))
    other = 1 - seat
    if walls_left(state, other):
        state.to_move = other
    elif not walls_left(state, seat):
        _begin_deploy(state)


def _begin_deploy(state) -> None:
    first = state.first_player
    left = [len(state.team_heroes(s)) for s in (0, 1)]
    order, seat = [], first
    while left[0] or left[1]:
        if not left[seat]:
            seat = 1 - seat
        order.append(("place", seat))
        left[seat] -= 1
        seat = 1 - seat
    sizes = [len(state.team_heroes(s)) for s in (0, 1)]
    if abs(sizes[0] - sizes[1]) >= 2:
        bigger = 0 if sizes[0] > sizes[1] else 1
        last = max(i for i, step in enumerate(order) if step == ("place", bigger))
        order.insert(last, ("reposition", 1 - bigger))
    state.deploy_order = order
    state.deploy_step = 0
    _next_deploy(state)


def _next_deploy(state) -> None:
    if state.deploy_step >= len(state.deploy_order):
        state.start_battle()
        return
    kind, seat = state.deploy_order[state.deploy_step]
    state.phase = "deploy" if kind == "place" else "reposition"
    state.to_move = seat


def deploy_actions(state) -> list:
    """Put an unplaced hero on a free tile of the seat's Deployment Zone."""
    seat = state.to_move
    free = [h for h in board.DEPLOYMENT[seat] if h not in state.at]
    out = []
    for hero in state.team_heroes(seat):
        if hero.hex is None:
            for h in free:
                key = (hero.name, hero.uid, h)
                action = _PLACES.get(key)
                if action is None:
                    action = _PLACES[key] = Action.make(
                        "place", f"Place {hero.name} on {board.hex_name(h)}", hero=hero.uid,
                        to=list(h))
                out.append(action)
    return out


def reposition_actions(state) -> list:
    """Keep the heroes where they are, or move one to another free zone tile."""
    seat = state.to_move
    free = [h for h in board.DEPLOYMENT[seat] if h not in state.at]
    out = [Action.make("keep", "Keep every hero where it is")]
    out += [Action.make("reposition", f"Reposition {hero.name} to {board.hex_name(h)}",
                        hero=hero.uid, to=list(h))
            for hero in state.team_heroes(seat) if hero.hex is not None for h in free]
    return out


def face_actions(state, hero, verb: str = "Face") -> list:
    """Turn ``hero`` to face one of the six sides."""
    key = (verb, hero.name)
    found = _FACES.get(key)
    if found is None:
        found = _FACES[key] = [Action.make("face", f"{verb} {hero.name} {FACING_NAMES[d]}",
                                           side=d) for d in range(6)]
    return list(found)


def apply_deploy(state, action, events) -> None:
    if action.kind == "keep":
        events.append(Event("keep", f"{state.name(state.to_move)} keeps the heroes in place.",
                            state.to_move))
        state.deploy_step += 1
        _next_deploy(state)
        return
    hero = state.heroes[action.arg("hero")]
    to = tuple(action.arg("to"))
    if hero.hex is None:
        hero.hex = to
        state.at[to] = hero.uid
    else:
        state.move_hero(hero, to)
    state.active = hero.uid
    state.phase = "deploy_face"
    events.append(Event(action.kind, action.label + ".", hero.seat, data={"hero": hero.uid}))


def apply_deploy_face(state, action, events) -> None:
    hero = state.heroes[state.active]
    hero.facing = action.arg("side")
    state.active = None
    events.append(Event("face", action.label + ".", hero.seat, data={"hero": hero.uid}))
    state.last_actor = hero.seat
    state.deploy_step += 1
    _next_deploy(state)
