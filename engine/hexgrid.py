"""Axial hex coordinates: distance, neighbours, lines, reachable spaces, paths.

Used by board games with hex maps (Orc Wars, Heroes of Timeline). A hex is a
``(q, r)`` tuple of ints in axial coordinates ("pointy-top" layout: the six
neighbours are E, NE, NW, W, SW, SE). Distances are in spaces (hex steps).
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Iterator

Hex = tuple[int, int]

# E, NE, NW, W, SW, SE (pointy-top axial directions)
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")


def add(a: Hex, b: Hex) -> Hex:
    """Vector sum of two hexes."""
    return (a[0] + b[0], a[1] + b[1])


def neighbour(h: Hex, direction: int) -> Hex:
    """The hex next to ``h`` in direction 0..5 (see DIRECTIONS); wraps modulo 6."""
    return add(h, DIRECTIONS[direction % 6])


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes around ``h``, in DIRECTIONS order."""
    return [add(h, d) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: Hex, b: Hex) -> bool:
    """True when the hexes share an edge."""
    return distance(a, b) == 1


def within(center: Hex, radius: int) -> list[Hex]:
    """Every hex at distance <= ``radius`` from ``center`` (radius >= 0)."""
    result = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            result.append((center[0] + dq, center[1] + dr))
    return result


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from ``a`` to ``b``, both included.

    Sampled at centre points nudged by a tiny epsilon so that lines along
    hex edges pick one side consistently.
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    aq, ar = a[0] + eps, a[1] + 2 * eps
    bq, br = b[0] + eps, b[1] + 2 * eps
    return [_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def reachable(start: Hex, steps: int, passable: Callable[[Hex], bool]) -> dict[Hex, int]:
    """Hexes reachable from ``start`` in at most ``steps`` moves, with their cost.

    ``passable(h)`` says whether a figure may enter (and so also cross) ``h``.
    ``start`` itself is included with cost 0. Breadth-first search.
    """
    seen = {start: 0}
    frontier = deque([start])
    while frontier:
        here = frontier.popleft()
        if seen[here] == steps:
            continue
        for nxt in neighbours(here):
            if nxt not in seen and passable(nxt):
                seen[nxt] = seen[here] + 1
                frontier.append(nxt)
    return seen


def path(start: Hex, goal: Hex, passable: Callable[[Hex], bool],
         limit: int | None = None) -> list[Hex] | None:
    """A shortest path from ``start`` to ``goal`` (both included) or None.

    Only hexes for which ``passable`` is true are entered; ``limit`` caps the
    number of steps.
    """
    previous: dict[Hex, Hex | None] = {start: None}
    frontier = deque([(start, 0)])
    while frontier:
        here, cost = frontier.popleft()
        if here == goal:
            route = [here]
            while previous[route[-1]] is not None:
                route.append(previous[route[-1]])
            return route[::-1]
        if limit is not None and cost >= limit:
            continue
        for nxt in neighbours(here):
            if nxt not in previous and passable(nxt):
                previous[nxt] = here
                frontier.append((nxt, cost + 1))
    return None


def connected_groups(hexes: Iterable[Hex]) -> list[list[Hex]]:
    """Split ``hexes`` into groups connected by adjacency, each sorted.

    Groups are ordered by their smallest hex, so the result is stable.
    """
    todo = set(hexes)
    groups = []
    while todo:
        seed = min(todo)
        todo.discard(seed)
        group, frontier = [seed], [seed]
        while frontier:
            q, r = frontier.pop()
            for dq, dr in DIRECTIONS:       # neighbours(), unrolled: squads ask often
                nxt = (q + dq, r + dr)
                if nxt in todo:
                    todo.discard(nxt)
                    group.append(nxt)
                    frontier.append(nxt)
        group.sort()
        groups.append(group)
    groups.sort()
    return groups


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial -> (column, row) in "odd-r" offset layout, for drawing rows of text."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def from_offset(col: int, row: int) -> Hex:
    """(column, row) in "odd-r" offset layout -> axial."""
    return (col - (row - (row & 1)) // 2, row)


def ring(center: Hex, radius: int) -> Iterator[Hex]:
    """The hexes at exactly ``radius`` from ``center`` (radius >= 1)."""
    h = (center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius)
    for side in range(6):
        for _ in range(radius):
            yield h
            h = neighbour(h, side)
