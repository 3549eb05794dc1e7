"""Movement (rulebook: "Movement", "Moving Several Squads", Race Through the
Dark "Escape").

A figure moves up to 3 spaces in its Action Phase, before or after attacking,
in one go: no tree, wall, figure or squad token may be crossed or entered, and
Orcs never enter underbrush. An Elf moves once (the Ranger twice). A clan
moves before it acts: once it has played a card, figures that have not moved
stay put, except that a clan forming a single squad that has not moved yet may
move after its attack. An Elf entering a tile that holds a squad token
activates that token at once. Escape: from an escape space, one more step
leaves the map for good.
"""
from __future__ import annotations

from .. import hexgrid
from ..core import Action, Event
from . import figures as fig
from .hexnames import hex_name
from .roles import load_roles
from .state import ORC, OrcWarsState

STEPS = 3


def handles(action: Action) -> bool:
    """True for movement actions."""
    return action.kind in ("move", "escape")


def steps_for(state: OrcWarsState, f: fig.Figure) -> int:
    """Spaces figure ``f`` may move (3, plus any treasure bonus for an Elf)."""
    from . import treasures
    return STEPS + (treasures.move_bonus(state, f.seat) if f.side == "elf" else 0)


def _passable(state: OrcWarsState, side: str):
    taken = state.occupied()
    return lambda h: h not in taken and state.board.passable_for(h, side)


def movers(state: OrcWarsState) -> list[fig.Figure]:
    """Figures that may still move in the acting pool's Action Phase."""
    pool = state.acting
    if pool is None:
        return []
    if state.active != ORC:
        elf = state.elf_figure(state.active)
        allowed = load_roles()[state.elf_roles[state.active]].moves
        return [elf] if elf and state.moved.get(elf.fid, 0) < allowed else []
    if pool == state.king_pool:
        king = state.king_figure()
        return [king] if king and not state.moved.get(king.fid) else []
    clan = state.clan_of_pool(pool)
    members = fig.clan_figures(state.figures, clan)
    if state.acted and (state.moved or len(fig.squads(state.figures, clan)) > 1):
        return []
    return [f for f in members if not state.moved.get(f.fid)]


def move_actions(state: OrcWarsState) -> list[Action]:
    """Every destination of every figure that may move now, and escapes."""
    acts = []
    for f in movers(state):
        side = "elf" if f.side == "elf" else "orc"
        steps = steps_for(state, f)
        reach = hexgrid.reachable(f.hex, steps, _passable(state, side))
        who = _who(state, f)
        for h in sorted(reach):
            if h != f.hex:
                # built directly (args already in name order) since maps offer many moves
                acts.append(Action("move", (("fig", f.fid), ("to", h)),
                                   f"Move {who} to {hex_name(state.board, h)} ({reach[h]} "
                                   f"space{'s' * (reach[h] != 1)})"))
        if f.side == "elf" or f.side == "king":
            exits = [h for h in state.board.marked("escape")
                     if (h in reach and reach[h] < steps)]
            if exits:
                acts.append(Action.make("escape", f"{_who(state, f)} leaves the map through "
                                        f"{hex_name(state.board, exits[0])}", fig=f.fid))
    return acts


def _who(state: OrcWarsState, f: fig.Figure) -> str:
    from .combat import figure_name
    return figure_name(state, f.fid)


def apply(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Move a figure (or take it off the map through an escape space)."""
    from . import squad_phase, victory
    f = state.figures[action.arg("fig")]
    state.action_taken = True
    state.moved[f.fid] = state.moved.get(f.fid, 0) + 1
    if action.kind == "escape":
        events.append(Event("escaped", f"{_who(state, f)} escapes from the map!", f.seat))
        victory.leave_map(state, f, events)
        return
    side = "elf" if f.side == "elf" else "orc"
    goal = tuple(action.arg("to"))
    route = hexgrid.path(f.hex, goal, _passable(state, side), limit=steps_for(state, f))
    events.append(Event("moved", f"{_who(state, f)} moves to {hex_name(state.board, goal)}.",
                        f.seat if f.side == "elf" else ORC,
                        data={"fig": f.fid, "path": [list(h) for h in route]}))
    f.hex = goal
    if f.side == "elf":
        entered = {t for h in route[1:] for t in state.board.tiles_of(h)}
        woken = [t["tid"] for t in state.tokens if t["hex"] is not None
                 and set(state.board.tiles_of(t["hex"])) & entered]
        if woken:
            events.append(Event("token_woken", f"{state.name(f.seat)} enters a tile with a squad "
                                "token: the Orcs there wake up!", f.seat))
            squad_phase.activate_by_elf(state, woken, events)
