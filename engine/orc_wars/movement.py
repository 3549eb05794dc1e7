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

from ..core import Action, Event
from ..core.action import new_action
from . import figures as fig
from .hexnames import hex_name
from .roles import load_roles
from .state import ORC, OrcWarsState

from . import combat, squad_phase, treasures, victory  # noqa: E402  (they import state)

STEPS = 3


def handles(action: Action) -> bool:
    """True for movement actions."""
    return action.kind in ("move", "escape")


def steps_for(state: OrcWarsState, f: fig.Figure) -> int:
    """Spaces figure ``f`` may move (3, plus any treasure bonus for an Elf)."""
    return STEPS + (treasures.move_bonus(state, f.seat) if f.side == "elf" else 0)


def reach(state: OrcWarsState, start, steps: int, side: str) -> dict:
    """Hexes a ``side`` figure on ``start`` can reach in at most ``steps`` moves,
    with their cost (``hexgrid.reachable`` over the board's passable spaces and
    around every figure and token; ``start`` itself costs 0)."""
    step_map = state.board.steps_from(side)
    seen = {start: 0}
    # one lookup per step: the spaces seen so far and the occupied ones together
    closed = dict.fromkeys(_blocked(state), True)
    closed[start] = True
    frontier = [start]
    for cost in range(1, steps + 1):
        ahead = []
        for here in frontier:
            for nxt in step_map.get(here, ()):
                if nxt not in closed:
                    closed[nxt] = True
                    seen[nxt] = cost
                    ahead.append(nxt)
        if not ahead:
            break
        frontier = ahead
    return seen


def _blocked(state: OrcWarsState):
    """The hexes of every figure and token on the board (``state.occupied()``'s
    keys; without its names outside ``legal_actions``)."""
    if state._memo is not None:
        return state.occupied()
    taken = {f.hex for f in state.figures.values() if f.hex is not None}
    taken.update(t["hex"] for t in state.tokens if t["hex"] is not None)
    return taken


def route(state: OrcWarsState, start, goal, steps: int, side: str) -> list | None:
    """``hexgrid.path`` from ``start`` to ``goal`` (both included) in at most
    ``steps`` moves for a ``side`` figure, over the same spaces as ``reach``;
    the same route hexgrid.path gives (breadth first, neighbours in
    ``hexgrid.DIRECTIONS`` order). None when there is none."""
    taken = _blocked(state)
    step_map = state.board.steps_from(side)
    previous = {start: None}
    if goal == start:
        return [start]
    # layer by layer: the same discoveries, in the same order, as a queue; a
    # space's predecessor is fixed when it is first seen, so stop right there
    frontier = [start]
    for _ in range(steps):
        ahead = []
        for here in frontier:
            for nxt in step_map.get(here, ()):
                if nxt not in previous and nxt not in taken:
                    previous[nxt] = here
                    if nxt == goal:
                        found = [nxt]
                        while previous[found[-1]] is not None:
                            found.append(previous[found[-1]])
                        return found[::-1]
                    ahead.append(nxt)
        if not ahead:
            break
        frontier = ahead
    return None


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
    members = state.members(clan)
    if state.acted and (state.moved or len(state.clan_squads(clan)) > 1):
        return []
    return [f for f in members if not state.moved.get(f.fid)]


MOVES_KEPT = 256  # move lists a board keeps, twice over (see move_actions)


def move_actions(state: OrcWarsState) -> list[Action]:
    """Every destination of every figure that may move now, and escapes.

    A figure's moves depend only on the board, where it stands, its steps,
    its side, its name and where every piece stands, so its list is kept per
    board under those in a search (a determinized state, ``_searching``),
    which meets the positions near its root in every iteration. Two generations of at most ``MOVES_KEPT`` lists: when the
    new one is full it becomes the old one, and a list found in the old one
    moves back to the new one (the lists still in use stay).
    """
    acts = []
    movers_ = movers(state)
    if not movers_:
        return acts
    if not getattr(state, "_searching", False):
        # a game played on (not a search) rarely meets a position twice:
        # kept lists would only hold memory (random playouts ran slower)
        for f in movers_:
            acts += _figure_moves(state, f, steps_for(state, f), _mover(state, f))
        return acts
    board = state.board
    kept = board.__dict__.get("_move_lists")
    if kept is None:
        kept = board.__dict__.setdefault("_move_lists", [{}, {}])
    young = kept[0]
    pieces = frozenset(_blocked(state))
    for f in movers_:
        key = (f.fid, f.side, f.hex, steps_for(state, f), _mover(state, f), pieces)
        got = young.get(key)
        if got is None:
            got = kept[1].get(key)
            if got is None:
                got = _figure_moves(state, f, key[3], key[4])
            if len(young) >= MOVES_KEPT:
                kept[1], kept[0] = young, {}
                young = kept[0]
            young[key] = got          # never changed: acts gets a copy
        acts += got
    return acts


def any_step(state: OrcWarsState, figures: list[fig.Figure]) -> bool:
    """Whether one of ``figures`` has a space to move to: a passable neighbour
    (for its side) that no figure or token holds. For Orcs, who never escape,
    that is exactly whether ``move_actions`` lists a move for them (every
    figure may take at least one step)."""
    taken = _blocked(state)
    for f in figures:
        step_map = state.board.steps_from("elf" if f.side == "elf" else "orc")
        for nxt in step_map.get(f.hex, ()):
            if nxt not in taken:
                return True
    return False


def _figure_moves(state: OrcWarsState, f: fig.Figure, steps: int, who) -> list[Action]:
    """Figure ``f``'s moves: every space it reaches in ``steps``, sorted, then
    its escape (an Elf or the King next to an exit with a step to spare)."""
    acts = []
    board = state.board
    side = "elf" if f.side == "elf" else "orc"
    costs = reach(state, f.hex, steps, side)
    start = f.hex
    fig_arg = ("fig", f.fid)
    for h in sorted(costs):
        if h != start:
            # args already in name order; the label is written only if read
            acts.append(new_action(("move", (fig_arg, ("to", h)),
                                    (_move_label, who, board, h, costs[h]))))
    if f.side == "elf" or f.side == "king":
        exits = [h for h in board.marked("escape") if (h in costs and costs[h] < steps)]
        if exits:
            acts.append(Action.make("escape", f"{who} leaves the map through "
                                    f"{hex_name(board, exits[0])}", fig=f.fid))
    return acts


def _move_label(who, board, h, cost: int) -> str:
    if type(who) is tuple:
        who = combat.orc_name(board, *who)
    return f"Move {who} to {hex_name(board, h)} ({cost} space{'s' * (cost != 1)})"


def _who(state: OrcWarsState, f: fig.Figure) -> str:
    return combat.figure_name(state, f.fid)


def _mover(state: OrcWarsState, f: fig.Figure):
    """Who a move label names: an Orc as ``(clan, kind, hex)``, named only when
    the label is read (``_move_label``); an Elf or the King by name."""
    if f.side == "orc":
        return (f.clan, f.kind, f.hex)
    return combat.figure_name(state, f.fid)


def apply(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Move a figure (or take it off the map through an escape space)."""
    f = state.figures[action.arg("fig")]
    state.action_taken = True
    state.moved[f.fid] = state.moved.get(f.fid, 0) + 1
    if action.kind == "escape":
        events.append(Event("escaped", f"{_who(state, f)} escapes from the map!", f.seat))
        victory.leave_map(state, f, events)
        return
    side = "elf" if f.side == "elf" else "orc"
    goal = tuple(action.arg("to"))
    route_ = route(state, f.hex, goal, steps_for(state, f), side)
    events.append(Event("moved", f"{_who(state, f)} moves to {hex_name(state.board, goal)}.",
                        f.seat if f.side == "elf" else ORC,
                        data={"fig": f.fid, "path": [list(h) for h in route_]}))
    f.hex = goal
    if f.side == "elf":
        entered = {t for h in route_[1:] for t in state.board.tiles_of(h)}
        woken = [t["tid"] for t in state.tokens if t["hex"] is not None
                 and set(state.board.tiles_of(t["hex"])) & entered]
        if woken:
            events.append(Event("token_woken", f"{state.name(f.seat)} enters a tile with a squad "
                                "token: the Orcs there wake up!", f.seat))
            squad_phase.activate_by_elf(state, woken, events)
