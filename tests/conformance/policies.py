"""Seeded random policies for the conformance suite.

``pick(state, legal, rng)`` chooses, on board games, uniformly among the
kinds of legal actions, then among the actions of that kind (card games:
uniformly among all legal actions). On board games a purely random
walk can take thousands of rounds to cross a map, so moves are, three times
in four, the one that brings the figure closest to its side's goal (Elves:
the scenario's goal spaces or the nearest Orc; Orcs: the nearest Elf). Every
choice is still drawn from ``legal``; nothing here bypasses the contract.
"""
from __future__ import annotations

from engine import hexgrid


def _goals(state, figure) -> list:
    if figure.side == "elf":
        goals = []
        prisoner = getattr(state, "prisoner", {}) or {}
        if prisoner.get("hex") and prisoner.get("with") is None and not prisoner.get("rescued"):
            goals.append(prisoner["hex"])
        goals += [t["hex"] for t in state.treasures if t["hex"] is not None and not t["found"]]
        if not goals:
            goals = list(state.board.marked("escape"))
        if not goals or state.round % 3 == 0:
            goals += [f.hex for f in state.figures.values() if f.side != "elf" and f.hex]
        return goals
    return [f.hex for f in state.figures.values() if f.side == "elf" and f.hex]


def _move_score(state, action) -> int:
    figure = state.figures[action.arg("fig")]
    goals = _goals(state, figure)
    to = tuple(action.arg("to"))
    return min((hexgrid.distance(to, g) for g in goals), default=0)


def pick(state, legal, rng):
    """One action from ``legal``, as described in the module docstring
    (card games without a board: uniformly among all legal actions)."""
    if not hasattr(state, "figures"):
        return rng.choice(legal)
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    options = [a for a in legal if a.kind == kind]
    if kind == "move" and hasattr(state, "figures") and rng.random() < 0.75:
        best = min(_move_score(state, a) for a in options)
        options = [a for a in options if _move_score(state, a) == best]
    return rng.choice(options)
