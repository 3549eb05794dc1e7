"""Orc Wars legal actions mapped onto the drawn map, for the TUI.

Everything that is legal comes from ``state.legal_actions()``: the map
highlights hexes named by the ``hex``/``to`` arguments of placement and move
actions and by the ``target`` argument of plays (a figure pair or a pool).
The view only supplies where things stand. Also the order of the actions list.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from engine import Action

from .glyphs import Pos, pos_of, spaces

# actions chosen on the map (by the hex they name)
MAP_KINDS = ("place_token", "place_elf", "place_orc", "activate", "move", "escape")
TARGET_KINDS = ("play", "reveal")

# ------------------------------------------------------------------ legal actions -> map

def hex_arg(action: Action, name: str) -> Pos | None:
    """The map position an action argument names (``hex`` or ``to``), or None."""
    value = action.arg(name)
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return pos_of(value)
    return None


def token_positions(view: dict) -> dict[int, Pos]:
    """Squad token id -> position, for tokens on the map."""
    return {t["tid"]: pos_of(t["hex"]) for t in view.get("tokens") or [] if t.get("hex")}


def figure_positions(view: dict) -> dict[int, Pos]:
    """Figure id -> position, for figures on the map."""
    return {f["fid"]: pos_of(f["hex"]) for f in view.get("figures") or [] if f.get("hex")}


def movers(legal: Iterable[Action]) -> list[int]:
    """Figures that some legal move or escape names, in first-seen order."""
    found: list[int] = []
    for action in legal:
        if action.kind in ("move", "escape") and action.arg("fig") not in found:
            found.append(action.arg("fig"))
    return found


def placement_choices(legal: Iterable[Action], view: dict) -> dict[Pos, list[Action]]:
    """Set-up and placement actions by the position Enter chooses them at.

    ``place_token``, ``place_elf``, ``place_orc`` name a hex; ``activate``
    names a squad token (at its position).
    """
    tokens = token_positions(view)
    found: dict[Pos, list[Action]] = {}
    for action in legal:
        pos = None
        if action.kind in ("place_token", "place_elf", "place_orc"):
            pos = hex_arg(action, "hex")
        elif action.kind == "activate":
            pos = tokens.get(action.arg("token"))
        if pos is not None:
            found.setdefault(pos, []).append(action)
    return found


def move_choices(legal: Iterable[Action], view: dict, fid: int | None) -> dict[Pos, list[Action]]:
    """Where figure ``fid`` may go: its move destinations; its escape is offered on
    the escape spaces among them (and on its own space if that is one)."""
    if fid is None:
        return {}
    legal = list(legal)
    found: dict[Pos, list[Action]] = {}
    for action in legal:
        if action.kind == "move" and action.arg("fig") == fid:
            found.setdefault(hex_arg(action, "to"), []).append(action)
    escape = next((a for a in legal if a.kind == "escape" and a.arg("fig") == fid), None)
    if escape is not None:
        exits = {pos for pos, s in spaces(view).items() if "escape" in (s.get("flags") or [])}
        here = figure_positions(view).get(fid)
        for pos in sorted(exits & (set(found) | {here})):
            found.setdefault(pos, []).append(escape)
    return found


def target_positions(action: Action, view: dict) -> list[Pos]:
    """Where the target of a play is on the map: the target figure of an attack
    ([attacker, target] pair), or every figure of a targeted pool."""
    target = action.arg("target")
    figures = {f["fid"]: f for f in view.get("figures") or [] if f.get("hex")}
    if isinstance(target, (tuple, list)) and len(target) == 2:
        f = figures.get(target[1])
        return [pos_of(f["hex"])] if f else []
    if isinstance(target, int) and not isinstance(target, bool):
        pools = view.get("pools") or []
        pool = pools[target] if 0 <= target < len(pools) else {}
        out = []
        for f in figures.values():
            if pool.get("kind") == "clan" and f.get("side") == "orc" and \
                    f.get("clan") == pool.get("clan"):
                out.append(pos_of(f["hex"]))
            elif pool.get("kind") == "king" and f.get("side") == "king":
                out.append(pos_of(f["hex"]))
            elif pool.get("kind") == "hero" and f.get("side") == "elf" and \
                    f.get("seat") == pool.get("owner"):
                out.append(pos_of(f["hex"]))
        return sorted(out)
    return []


def fight_marks(view: dict) -> dict[Pos, str]:
    """The Attack Sequence under way on the map: its target ("target") and the
    attacking figure ("selected"); {} when there is none."""
    seq = view.get("sequence") or {}
    where = figure_positions(view)
    marks = {}
    if seq.get("attacker_fig") in where:
        marks[where[seq["attacker_fig"]]] = "selected"
    if seq.get("target_fig") in where:
        marks[where[seq["target_fig"]]] = "target"
    return marks


def target_choices(actions: Iterable[Action], view: dict) -> dict[Pos, list[Action]]:
    """Targeted plays by the map position of their target."""
    found: dict[Pos, list[Action]] = {}
    for action in actions:
        for pos in target_positions(action, view):
            found.setdefault(pos, []).append(action)
    return found


def has_map_target(action: Action) -> bool:
    """True for a play or reveal aimed at a figure or pool (chosen on the map)."""
    target = action.arg("target")
    return action.kind in TARGET_KINDS and target is not None and not isinstance(target, bool)


def is_map_action(action: Action) -> bool:
    """True for actions chosen on the map (placements, moves, escapes)."""
    return action.kind in MAP_KINDS


END_KINDS = ("end_turn", "end_discard", "end_clear", "skip_squad", "done_placing")
LAST_KINDS = ("trick", "refresh")


def list_order(actions: Sequence[Action]) -> list[Action]:
    """The actions list: a pass first, then the other choices, then ending the
    turn or step, the map's actions, and last dirty tricks and a refresh (the
    first row never spends a trick or a hand; a Pass first is not highlighted
    while an answer is possible, ``turn_keys.start_index``)."""
    def rank(action: Action) -> int:
        if action.kind == "pass":
            return 0
        if action.kind in END_KINDS:
            return 2
        if is_map_action(action):
            return 3
        if action.kind in LAST_KINDS:
            return 4 + LAST_KINDS.index(action.kind)
        return 1
    return sorted(actions, key=rank)     # stable: the engine's order within a rank
