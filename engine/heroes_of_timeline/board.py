"""The Heroes of Timeline board: 127 hexes, six Sectors, the Key Tile, wall edges.

Rulebook sections "Pre-game: Board" (Sector, Key Tile), "Deployment: Walls"
and "Deployment: Heroes". The board is a hexagon of radius 6 around the Key
Tile at (0, 0), in the axial coordinates of ``engine.hexgrid`` (pointy-top,
directions E, NE, NW, W, SW, SE = 0..5). Geometry (docs/heroes-of-timeline.md):

- Sector ``i`` (0..5) holds the hexes ``a * D[i] + b * D[i + 1]`` with
  ``a >= 1, b >= 0, a + b <= 6``: a 60-degree wedge of 21 hexes whose border
  hexes on the ray ``D[i]`` belong to it and those on ``D[i + 1]`` to the next
  sector (the printed picture is not available; this split is rotationally
  even). The Key Tile is in no sector.
- Seat 0 starts in sector 4 (South: between SW and SE, the bottom of the
  screen), seat 1 in sector 1 (North). A seat's side is its own sector and
  the two beside it: seat 0 sectors 3, 4, 5; seat 1 sectors 0, 1, 2.
- A Deployment Zone is the two rings of the starting sector furthest from
  the Key Tile (rings 6 and 5: 6 + 5 = 11 hexes).
- A wall lies on an edge between two board hexes, named by the canonical
  ``(q, r, d)`` with ``d`` in 0..2 (E, NE, NW of hex (q, r)). At set-up both
  hexes of the edge must be at least 2 tiles from the Key Tile.
"""
from __future__ import annotations

from .. import hexgrid

Hex = tuple[int, int]
Edge = tuple[int, int, int]

RADIUS = 6
KEY_TILE: Hex = (0, 0)
HEXES: tuple[Hex, ...] = tuple(sorted(hexgrid.within(KEY_TILE, RADIUS)))
ON_BOARD: frozenset = frozenset(HEXES)
SECTOR_NAMES = ("North-East", "North", "North-West", "South-West", "South", "South-East")
HOME_SECTOR = (4, 1)            # seat -> starting sector
SIDE_SECTORS = ((3, 4, 5), (0, 1, 2))   # seat -> the three sectors on its side
WALL_MIN_DISTANCE = 2           # set-up walls: both hexes this far from the Key Tile
DIRS = hexgrid.DIRECTIONS


def _sector_of(h: Hex) -> int | None:
    if h == KEY_TILE:
        return None
    for i in range(6):
        d0, d1 = DIRS[i], DIRS[(i + 1) % 6]
        det = d0[0] * d1[1] - d0[1] * d1[0]
        a = (h[0] * d1[1] - h[1] * d1[0]) // det
        b = (d0[0] * h[1] - d0[1] * h[0]) // det
        if a >= 1 and b >= 0 and (a * d0[0] + b * d1[0], a * d0[1] + b * d1[1]) == h:
            return i
    raise AssertionError(f"hex {h} in no sector")


SECTOR: dict[Hex, int | None] = {h: _sector_of(h) for h in HEXES}
SECTOR_HEXES: tuple[tuple[Hex, ...], ...] = tuple(
    tuple(h for h in HEXES if SECTOR[h] == i) for i in range(6))
RING: dict[Hex, int] = {h: hexgrid.distance(h, KEY_TILE) for h in HEXES}
DEPLOYMENT: tuple[tuple[Hex, ...], ...] = tuple(
    tuple(h for h in SECTOR_HEXES[HOME_SECTOR[s]] if RING[h] >= RADIUS - 1) for s in (0, 1))
# hex -> ((direction, neighbour), ...) for neighbours on the board
NEIGHBOURS: dict[Hex, tuple[tuple[int, Hex], ...]] = {
    h: tuple((d, n) for d in range(6) if (n := hexgrid.neighbour(h, d)) in ON_BOARD)
    for h in HEXES}


def edge(h: Hex, d: int) -> Edge:
    """The canonical name of the edge on side ``d`` (0..5) of hex ``h``."""
    if d < 3:
        return (h[0], h[1], d)
    n = hexgrid.neighbour(h, d)
    return (n[0], n[1], d - 3)


# (hex, direction) -> edge name, for every board hex and side (fast lookups)
EDGE: dict[tuple[Hex, int], Edge] = {(h, d): edge(h, d) for h in HEXES for d in range(6)}


def edge_hexes(e: Edge) -> tuple[Hex, Hex]:
    """The two hexes an edge separates (the second may be off the board)."""
    h = (e[0], e[1])
    return h, hexgrid.neighbour(h, e[2])


def inner_edge(e: Edge) -> bool:
    """True when both hexes of the edge are on the board (walls go only there)."""
    a, b = edge_hexes(e)
    return a in ON_BOARD and b in ON_BOARD


INNER_EDGES: tuple[Edge, ...] = tuple(sorted(
    {EDGE[(h, d)] for h in HEXES for d in range(6) if inner_edge(EDGE[(h, d)])}))


def setup_wall_edge(e: Edge) -> bool:
    """True when a set-up wall may lie on ``e``: inner, both hexes >= 2 from the Key Tile."""
    a, b = edge_hexes(e)
    return inner_edge(e) and RING[a] >= WALL_MIN_DISTANCE and RING[b] >= WALL_MIN_DISTANCE


def edge_sectors(e: Edge) -> tuple[int, ...]:
    """The sectors an edge touches (one, or two on a sector border), sorted."""
    return tuple(sorted({SECTOR[h] for h in edge_hexes(e) if SECTOR.get(h) is not None}))


SETUP_EDGES: dict[int, tuple[Edge, ...]] = {
    i: tuple(e for e in INNER_EDGES if setup_wall_edge(e) and i in edge_sectors(e))
    for i in range(6)}


def _hex_name(h: Hex) -> str:
    """Short human name of a hex: its ring and sector, e.g. ``S5.3`` or ``Key``.

    ``S`` + sector number (1..6 in SECTOR_NAMES order) + ``.`` + ring
    distance, then a letter for its place along the ring inside the sector.
    """
    if h == KEY_TILE:
        return "Key"
    s = SECTOR[h]
    ring_hexes = [x for x in SECTOR_HEXES[s] if RING[x] == RING[h]]
    return f"{s + 1}{RING[h]}{'abcdef'[ring_hexes.index(h)]}"


HEX_NAMES: dict[Hex, str] = {h: _hex_name(h) for h in HEXES}


def hex_name(h: Hex) -> str:
    """Short human name of a board hex (see ``_hex_name``): ``Key``, ``53a``, ..."""
    return HEX_NAMES[h]


def line_out(h: Hex, d: int, length: int) -> list[Hex]:
    """Up to ``length`` board hexes straight out of side ``d`` of ``h`` (not ``h``)."""
    out = []
    for _ in range(length):
        h = hexgrid.neighbour(h, d)
        if h not in ON_BOARD:
            break
        out.append(h)
    return out
