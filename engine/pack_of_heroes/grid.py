"""The 3x3 grid of Pack of Heroes (rulebook, "The Game After Setup" and "Movement").

Spaces are numbered 0-8, row by row: space = 3 * row + column. Row 0 is
the home row of seat 0 (the row closest to its base), row 2 that of seat 1;
each starting hero goes to the centre space of its home row (1 and 7).
Adjacent means orthogonally adjacent, never diagonal.
"""
from __future__ import annotations

import functools

SIZE = 3
SPACES = tuple(range(SIZE * SIZE))
HOME_ROW = {0: (0, 1, 2), 1: (6, 7, 8)}
START_SPACE = {0: 1, 1: 7}


def _neighbours(space: int) -> tuple:
    row, col = divmod(space, SIZE)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            out.append(r * SIZE + c)
    return tuple(out)


ADJACENT = tuple(_neighbours(s) for s in SPACES)


def name(space: int) -> str:
    """Words for a space seen from nobody's side: "a1" (row a = seat 0's home row)."""
    row, col = divmod(space, SIZE)
    return f"{'abc'[row]}{col + 1}"


def reach(start: int, steps: int, occupied, fly: bool) -> list[int]:
    """See :func:`_reach` (this wrapper memoises by the set of occupied spaces)."""
    mask = 0
    for s in occupied:
        mask |= 1 << s
    return list(_reach_mask(start, steps, mask, fly))


@functools.lru_cache(maxsize=8192)
def _reach_mask(start: int, steps: int, mask: int, fly: bool) -> tuple:
    occupied = {s for s in SPACES if mask >> s & 1}
    return tuple(_reach(start, steps, occupied, fly))


def _reach(start: int, steps: int, occupied, fly: bool) -> list[int]:
    """Spaces a hero on ``start`` can end on, moving up to ``steps`` orthogonal steps.

    Rulebook, "Movement": a runner passes only through vacant spaces; a flier
    may pass over heroes but must end on a vacant space; no space may be
    entered twice in one move. ``occupied``: a container of occupied spaces
    (``start`` included or not). Returns the vacant end spaces, sorted,
    ``start`` excluded.
    """
    ends: set[int] = set()
    stack = [(start, 0, (start,))]
    while stack:
        space, used, path = stack.pop()
        if used == steps:
            continue
        for nxt in ADJACENT[space]:
            if nxt in path:
                continue
            blocked = nxt in occupied
            if blocked and not fly:
                continue
            if not blocked:
                ends.add(nxt)
            stack.append((nxt, used + 1, path + (nxt,)))
    ends.discard(start)
    return sorted(ends)


def push_space(from_space: int, space: int) -> int | None:
    """The space straight on from ``from_space`` through ``space``, or None off the grid."""
    fr, fc = divmod(from_space, SIZE)
    r, c = divmod(space, SIZE)
    nr, nc = 2 * r - fr, 2 * c - fc
    if 0 <= nr < SIZE and 0 <= nc < SIZE and abs(r - fr) + abs(c - fc) == 1:
        return nr * SIZE + nc
    return None
