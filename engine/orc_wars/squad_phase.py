"""The Orc's Squad Phase: activate one squad token, or reinforce.

Rulebook: "Squad Phase", "Activating a Squad Token", "Reinforcement", and
"Squad Tokens" (an Elf entering a tile that holds a token activates it).
Figures are placed one at a time: the Orc picks the kind (and, reinforcing,
the clan) and the space. ``state.placing`` holds the placement under way:
{"mode": "token"|"reinforce", "clan", "left", "anchor", "first",
"queue": [token ids still to activate], "resume": phase to return to}.
"""
from __future__ import annotations

from .. import hexgrid
from ..core import Action, Event
from . import figures as fig
from .hexnames import hex_name
from .state import ORC, OrcWarsState


def handles(action: Action) -> bool:
    """True for the Squad Phase's own actions."""
    return action.kind in ("activate", "reinforce", "skip_squad")


def reinforcements(state: OrcWarsState) -> int:
    """Figures a reinforcement brings: one per Elf at the start, or per living
    Elf for a True Orc (Reinforcement)."""
    if state.options["level"] == "true-orc":
        return len([s for s in range(1, state.num_players) if state.out.get(s) != "dead"])
    return state.elves_at_start


def reinforce_hexes(state: OrcWarsState) -> list[tuple]:
    """Entrances where a reinforcement may enter now (scenario rules included)."""
    taken = state.occupied()
    rule = state.scenario.reinforce
    elves = [f.hex for f in state.figures.values() if f.side == "elf" and f.hex is not None]
    highest = max((max(state.board.tiles_of(h)) for h in elves), default=0)
    result = []
    for h in state.board.entrances():
        space = state.board.hexes[h]
        if h in taken or space.no_reinforce or not state.board.passable_for(h, "orc"):
            continue
        if rule == "behind-elves" and min(space.tiles) > highest:
            continue
        if rule == "far-from-elves" and any(hexgrid.distance(h, e) < state.scenario.reinforce_distance
                                            for e in elves):
            continue
        result.append(h)
    return result


def _free_kinds(state: OrcWarsState) -> list[str]:
    left = fig.reserve(state.figures)["kinds"]
    return [k for k in fig.ORC_KINDS if left[k] > 0]


def _clans_with_bases(state: OrcWarsState, only_active: bool) -> list[str]:
    bases = fig.reserve(state.figures)["bases"]
    active = fig.active_clans(state.figures)
    return [c for c in fig.CLANS if bases[c] > 0 and (c in active or not only_active)]


def squad_actions(state: OrcWarsState) -> list[Action]:
    """Activate a token (as a clan of the Orc's choice), reinforce, or neither."""
    acts = []
    if _free_kinds(state):
        for token in state.tokens:
            if token["hex"] is None:
                continue
            for clan in _clans_with_bases(state, only_active=False):
                acts.append(Action.make("activate", f"Activate the squad token at "
                                        f"{hex_name(state.board, token['hex'])} as "
                                        f"{fig.CLAN_NAMES[clan]}", token=token["tid"], clan=clan))
        if (reinforcements(state) and reinforce_hexes(state)
                and _clans_with_bases(state, only_active=True)):
            count = reinforcements(state)
            acts.append(Action.make("reinforce", f"Reinforce: bring up to {count} "
                                    f"Orc{'s' * (count != 1)} in at entrances"))
    if acts:
        acts.append(Action.make("skip_squad", "Neither: end the squad phase"))
    return acts


def has_squad_actions(state: OrcWarsState) -> bool:
    """Whether ``squad_actions`` offers anything (the same tests, no labels)."""
    if not _free_kinds(state):
        return False
    if any(t["hex"] is not None for t in state.tokens) and \
            _clans_with_bases(state, only_active=False):
        return True
    return bool(reinforcements(state) and reinforce_hexes(state)
                and _clans_with_bases(state, only_active=True))


def start_token(state: OrcWarsState, tid: int, clan: str | None, resume: str,
                events: list[Event]) -> None:
    """Turn a token over: its figures are placed next (clan chosen now or later)."""
    token = state.tokens[tid]
    events.append(Event("token_revealed", f"The squad token at {hex_name(state.board, token['hex'])} "
                        f"shows {token['number']}.", ORC, data={"number": token["number"]}))
    anchor = token["hex"]
    token["hex"] = None
    queue = state.placing["queue"] if state.placing else []
    state.placing = {"mode": "token", "clan": clan, "left": token["number"], "anchor": anchor,
                     "first": None, "queue": queue, "resume": resume}
    _fit(state)


def apply(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Apply a Squad Phase choice."""
    if action.kind == "activate":
        start_token(state, action.arg("token"), action.arg("clan"), "choose", events)
    elif action.kind == "reinforce":
        state.placing = {"mode": "reinforce", "clan": None, "left": reinforcements(state),
                         "anchor": None, "first": None, "queue": [], "resume": "choose"}
        events.append(Event("reinforce", "The Orc brings in reinforcements.", ORC))
        _fit(state)
    else:
        state.phase = "choose"


def activate_by_elf(state: OrcWarsState, tids: list[int], events: list[Event]) -> None:
    """An Elf entered tiles holding tokens: they are activated at once, in order."""
    state.placing = {"mode": "token", "clan": None, "left": 0, "anchor": None, "first": None,
                     "queue": list(tids[1:]), "resume": state.phase}
    start_token(state, tids[0], None, state.phase, events)


def _fit(state: OrcWarsState) -> None:
    """Trim the placement to what the bases and figures left allow; finish when
    nothing more can be placed."""
    p = state.placing
    res = fig.reserve(state.figures)
    if p["clan"] is not None:
        p["left"] = min(p["left"], res["bases"][p["clan"]])
    p["left"] = min(p["left"], sum(res["kinds"].values()))
    stuck = False
    if p["mode"] == "token":
        if p["clan"] is None:
            stuck = not _clans_with_bases(state, only_active=False)
        else:
            stuck = not _token_hexes(state)
    if p["left"] <= 0 or stuck:
        _finish(state)


def _finish(state: OrcWarsState) -> None:
    p = state.placing
    if p["queue"]:
        tid = p["queue"].pop(0)
        queue = p["queue"]
        state.placing = {"mode": "token", "clan": None, "left": state.tokens[tid]["number"],
                         "anchor": state.tokens[tid]["hex"], "first": None, "queue": queue,
                         "resume": p["resume"]}
        state.tokens[tid]["hex"] = None
        _fit(state)
        return
    state.placing = None
    if state.phase == "squad":
        state.phase = p["resume"]


def _token_hexes(state: OrcWarsState) -> list[tuple]:
    """Where the next figure of a token may go: its space first, then next to
    the first figure, else as close to it as any free space allows."""
    p = state.placing
    taken = state.occupied()
    if p["first"] is None:
        return [p["anchor"]] if p["anchor"] not in taken else []
    first = state.figures[p["first"]].hex
    board = state.board
    # ring by ring outwards from the first figure: the nearest free spaces are
    # those of the first ring that has any (every map hex is within reach_limit)
    for radius in range(1, board.reach_limit(first) + 1):
        ring = [h for h in hexgrid.ring(first, radius)
                if h not in taken and board.passable_for(h, "orc")]
        if ring:
            return sorted(ring)
    return []


def placement_actions(state: OrcWarsState) -> list[Action]:
    """The Orc's choices while placing figures."""
    p = state.placing
    if p["mode"] == "token" and p["clan"] is None:
        return [Action.make("choose_clan", f"The token's Orcs join {fig.CLAN_NAMES[c]}", clan=c)
                for c in _clans_with_bases(state, only_active=False)]
    kinds = _free_kinds(state)
    acts = []
    if p["mode"] == "token":
        clan = p["clan"]
        for h in _token_hexes(state):
            for kind in kinds:
                acts.append(_place_action(state.board, _token_place_label, clan, kind, h))
        return acts
    clans = _clans_with_bases(state, only_active=True)
    hexes = reinforce_hexes(state) if clans else []
    for clan in clans:
        for h in hexes:
            for kind in kinds:
                acts.append(_place_action(state.board, _reinforce_label, clan, kind, h))
    return acts + [Action.make("done_placing", "Stop reinforcing")]


def _place_action(board, label, clan: str, kind: str, h) -> Action:
    """The "place_orc" Action (args in name order, as Action.make gives them;
    the label, ``label(clan, kind, board, h)``, written only if read), made
    once per board: an Action is an immutable value, shared by every game."""
    made = board.__dict__.setdefault("_place_actions", {})
    key = (label, clan, kind, h)
    act = made.get(key)
    if act is None:
        act = made[key] = Action("place_orc", (("clan", clan), ("hex", h), ("kind", kind)),
                                 (label, clan, kind, board, h))
    return act


def _reinforce_label(clan: str, kind: str, board, h) -> str:
    return f"Bring in a {fig.CLAN_NAMES[clan]} {fig.KIND_NAMES[kind]} at {hex_name(board, h)}"


def _token_place_label(clan: str, kind: str, board, h) -> str:
    return f"Place a {fig.KIND_NAMES[kind]} at {hex_name(board, h)}"


def apply_placement(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Apply one placement choice."""
    p = state.placing
    if action.kind == "choose_clan":
        p["clan"] = action.arg("clan")
        _fit(state)
        return
    if action.kind == "done_placing":
        p["left"] = 0
        _finish(state)
        return
    h = tuple(action.arg("hex"))
    fid = state.new_figure("orc", h, kind=action.arg("kind"), clan=action.arg("clan"))
    if p["first"] is None:
        p["first"] = fid
    p["left"] -= 1
    events.append(Event("orc_placed", f"A {fig.CLAN_NAMES[action.arg('clan')]} "
                        f"{fig.KIND_NAMES[action.arg('kind')]} appears at "
                        f"{hex_name(state.board, h)}.", ORC))
    if p["left"] <= 0:
        _finish(state)
    elif p["mode"] == "reinforce" and not (reinforce_hexes(state)
                                            and _clans_with_bases(state, only_active=True)):
        _finish(state)
    else:
        _fit(state)
