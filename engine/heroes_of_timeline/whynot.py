"""Precise reasons why an action is not legal now (``State.why_not``).

Each reason names the rule it comes from (rulebook sections in brackets).
"""
from __future__ import annotations

from ..core import Action
from . import board, movement

_PHASE_KINDS = {
    "armor": ("armor",), "walls": ("wall",), "deploy": ("place",),
    "reposition": ("reposition", "keep"), "deploy_face": ("face",),
    "declare": ("declare", "declare_skill", "declare_done"),
    "activate": ("activate", "reflex_move", "reflex_shoot", "pass"),
    "move": ("move", "melee", "blink"), "face": ("face",),
    "attack": ("shoot", "hold", "raise_wall", "turn_sector", "swap", "turn_target", "transmute"),
    "chain": ("move", "melee", "end"), "bulwark": ("raise_wall", "end"),
    "vanish": ("move", "end"), "vanish_face": ("face",),
}
_WHEN = {
    "armor": "armor goes on the heroes now", "walls": "walls are being placed",
    "deploy": "heroes are being placed", "reposition": "the smaller team may reposition now",
    "deploy_face": "the placed hero must be turned", "declare": "Pre-Turn Abilities are declared now",
    "activate": "a hero must be activated now", "move": "the active hero moves now",
    "face": "the active hero turns now", "attack": "the active hero attacks now",
    "chain": "the hero may chain after its elimination now", "bulwark": "Golem may raise a wall now",
    "vanish": "the Vanishing Step is taken now", "vanish_face": "the hero turns after its step",
}


def _hex(action, name):
    value = action.arg(name)
    if not (isinstance(value, tuple) and len(value) == 2):
        return None
    return tuple(value)


def why_not(state, action) -> str | None:
    """Plain words for why ``action`` (an ``Action``) is not legal; None when it is."""
    if state.over:
        return "the game is over"
    if not isinstance(action, Action):
        return "that is not something a player can do"
    if action in state.legal_actions():
        return None
    kinds = _PHASE_KINDS.get(state.phase, ())
    if action.kind == "face" and state.phase in ("attack", "chain", "bulwark"):
        return "no turning after the move and turn: attack now, and no turning after an " \
               "attack [Frequently Overlooked Rules]"
    if action.kind not in kinds:
        return f"not now: {_WHEN.get(state.phase, state.phase)} (allowed: {', '.join(kinds)})"
    uid = action.arg("hero")
    if uid is not None and action.kind in ("place", "reposition", "activate", "reflex_move",
                                           "reflex_shoot", "declare", "declare_skill"):
        if not isinstance(uid, int) or not 0 <= uid < len(state.heroes):
            return "there is no such hero"
        hero = state.heroes[uid]
        if hero.seat != state.to_move:
            return f"{hero.name} is not your hero"
        if not hero.alive:
            return f"{hero.name} has been eliminated"
        if action.kind == "activate" and hero.activated:
            return f"{hero.name} has already been activated this turn [Battle: Activations]"
        if action.kind == "activate":
            return "all your heroes have acted: only a Reflex Move or a pass [Battle: Reflex Move]"
        if action.kind.startswith("reflex"):
            if any(not h.activated for h in state.living(hero.seat)):
                return "Reflex Moves come only when all your heroes have acted [Battle: Reflex Move]"
            return f"{hero.name} has no ranged attack"
        if action.kind == "declare_skill":
            return "your team skill is not declared at Turn start, or is already declared"
        if action.kind == "declare":
            if not state.abilities_on(hero.seat):
                return "punished: no hero abilities this turn [Börd's Punishments]"
            return f"{hero.name} has nothing to declare, or has declared it already"
    if action.kind in ("place", "reposition"):
        to = _hex(action, "to")
        if to not in board.DEPLOYMENT[state.to_move]:
            return "heroes go on the two lines of your starting sector furthest from the " \
                   "Key Tile [Deployment: Heroes]"
        if to in state.at:
            return "that tile is taken"
        return "that hero is already placed" if action.kind == "place" else \
            "only a placed hero may be repositioned"
    if action.kind == "wall":
        e = action.arg("edge")
        if not (isinstance(e, tuple) and len(e) == 3 and board.inner_edge(tuple(e))):
            return "a wall lies between two tiles of the board"
        e = tuple(e)
        if e in state.walls:
            return "there is a wall there already"
        if not board.setup_wall_edge(e):
            return "walls may not be placed closer than 2 tiles to the Key Tile [Deployment: Walls]"
        sector = action.arg("sector")
        if sector not in board.SIDE_SECTORS[state.to_move]:
            return "walls go in the 3 sectors on your side [Deployment: Walls]"
        if sector not in board.edge_sectors(e):
            return "that edge is not in that sector"
        return "you have placed your 2 walls in that sector [Deployment: Walls]"
    hero = state.heroes[state.active] if state.active is not None else None
    if action.kind in ("move", "blink") and hero is not None:
        to = _hex(action, "to")
        if to not in board.ON_BOARD:
            return "that tile is not on the board"
        if to in state.at and to != hero.hex:
            return "heroes never end a move on another hero's tile [Battle: Movement]"
        if action.kind == "blink":
            return "Blink reaches only empty tiles within its distance"
        steps = 1 if state.reflex else state.movement(hero)
        if state.reflex and to in movement.reach(state, hero, steps):
            return (f"no ability applies to a Reflex Move: {hero.name}'s ability does not "
                    "help here, so walls and heroes block the way [Battle: Reflex Move]")
        if to in movement.reach(state, hero, 10, plain=state.reflex):
            return f"too far: {hero.name} moves up to {steps} now [Battle: Movement]"
        return "no path: walls and heroes block the way [Battle: Movement]"
    if action.kind == "melee" and hero is not None:
        target = action.arg("target")
        if not isinstance(target, int) or not 0 <= target < len(state.heroes) \
                or not state.heroes[target].alive:
            return "there is no such enemy on the board"
        if state.heroes[target].seat == hero.seat:
            return "melee attacks are made on enemy heroes"
        if state.phase == "chain" and state.eliminations >= 2:
            return "no third elimination in one activation [Frequently Overlooked Rules]"
        return "the approach must end next to the enemy, cover less than the movement " \
               "range and cross no wall [Battle: Melee Attacks]"
    if action.kind == "shoot" and hero is not None:
        if state.content.heroes[hero.hid].ranged == 0:
            return f"{hero.name} has no ranged attack [Battle: Ranged Attacks]"
        return f"{hero.name} may not shoot this turn (Rage)"
    if action.kind in ("raise_wall",):
        if state.wall_box <= 0:
            return "no walls are left in the box"
        return "walls rise on a free side of a tile straight ahead within ranged distance"
    return "that is not legal at this moment"
