"""Board geometry (rulebook "Pre-game: Board", "Deployment: Walls", "Deployment: Heroes")."""
from __future__ import annotations

from engine import hexgrid
from engine.heroes_of_timeline import board


def test_board_has_127_hexes_and_the_key_tile_in_no_sector():
    assert len(board.HEXES) == 127
    assert board.SECTOR[board.KEY_TILE] is None
    assert max(board.RING.values()) == 6


def test_six_sectors_of_21_hexes_rotate_into_each_other():
    assert [len(s) for s in board.SECTOR_HEXES] == [21] * 6
    for h in board.HEXES:
        if h == board.KEY_TILE:
            continue
        q, r = h
        rotated = (q + r, -q)     # 60 degrees: direction i -> i + 1
        assert board.SECTOR[rotated] == (board.SECTOR[h] + 1) % 6


def test_sectors_are_connected_wedges():
    for hexes in board.SECTOR_HEXES:
        assert len(hexgrid.connected_groups(hexes)) == 1
    # the South sector (seat 0's start) spans the SW ray and the bottom row, not the SE ray
    assert board.SECTOR[(-6, 6)] == 4 and board.SECTOR[(-1, 6)] == 4 and board.SECTOR[(0, 6)] == 5


def test_deployment_zones_are_the_two_outer_lines_of_opposite_sectors():
    zone0, zone1 = board.DEPLOYMENT
    assert len(zone0) == len(zone1) == 11
    assert {board.RING[h] for h in zone0} == {5, 6}
    assert all(board.SECTOR[h] == 4 for h in zone0) and all(board.SECTOR[h] == 1 for h in zone1)
    assert sorted((-q, -r) for q, r in zone0) == sorted(zone1)


def test_setup_walls_keep_two_tiles_from_the_key_tile():
    for sector in range(6):
        for e in board.SETUP_EDGES[sector]:
            a, b = board.edge_hexes(e)
            assert board.RING[a] >= 2 and board.RING[b] >= 2
            assert sector in board.edge_sectors(e)
    edge_next_to_ring_1 = board.edge((2, 0), 3)      # between (2, 0) and (1, 0)
    assert not board.setup_wall_edge(edge_next_to_ring_1)
    assert board.setup_wall_edge(board.edge((3, 0), 3))


def test_edges_have_one_name_from_either_side():
    for h in board.HEXES:
        for d, n in board.NEIGHBOURS[h]:
            assert board.EDGE[(h, d)] == board.EDGE[(n, (d + 3) % 6)]
    # 127 hexes, 3 * 127 - 3 * 6 * 6 - ... : every inner edge is shared by two board hexes
    assert len(board.INNER_EDGES) == sum(len(v) for v in board.NEIGHBOURS.values()) // 2


def test_border_edges_touch_two_sectors():
    e = board.edge((-3, 6), 0)     # bottom row, South, next to (-2, 6): same sector
    assert board.edge_sectors(e) == (4,)
    e = board.edge((-1, 6), 0)     # (-1, 6) South | (0, 6) South-East
    assert board.edge_sectors(e) == (4, 5)


def test_line_out_stops_at_the_board_edge():
    assert board.line_out((0, 0), 0, 10) == [(i, 0) for i in range(1, 7)]
    assert board.line_out((5, 0), 0, 3) == [(6, 0)]
