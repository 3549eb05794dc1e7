"""engine.hexgrid: axial coordinates, distances, lines, reachability, paths."""
from __future__ import annotations

from hypothesis import given, strategies as st

from engine import hexgrid as hg

coords = st.tuples(st.integers(-20, 20), st.integers(-20, 20))


def test_neighbours_are_at_distance_one_and_distinct():
    around = hg.neighbours((2, -1))
    assert len(set(around)) == 6
    assert all(hg.distance((2, -1), h) == 1 for h in around)


def test_known_distances():
    assert hg.distance((0, 0), (3, 0)) == 3
    assert hg.distance((0, 0), (2, -3)) == 3
    assert hg.distance((0, 0), (-2, -1)) == 3
    assert hg.distance((1, 1), (1, 1)) == 0


@given(coords, coords)
def test_distance_is_symmetric_and_line_has_its_length(a, b):
    assert hg.distance(a, b) == hg.distance(b, a)
    ln = hg.line(a, b)
    assert ln[0] == a and ln[-1] == b and len(ln) == hg.distance(a, b) + 1
    assert all(hg.adjacent(x, y) for x, y in zip(ln, ln[1:]))


@given(coords, st.integers(0, 4))
def test_within_and_ring_counts(center, radius):
    area = hg.within(center, radius)
    assert len(area) == 1 + 3 * radius * (radius + 1)
    assert all(hg.distance(center, h) <= radius for h in area)
    if radius:
        ring = list(hg.ring(center, radius))
        assert len(ring) == 6 * radius and len(set(ring)) == 6 * radius
        assert all(hg.distance(center, h) == radius for h in ring)


def test_reachable_goes_around_a_wall():
    wall = {(1, 0), (1, -1), (0, 1)}
    result = hg.reachable((0, 0), 2, lambda h: h not in wall)
    assert (1, 0) not in result
    assert result[(-1, 0)] == 1
    assert (2, 0) not in result          # the direct route is walled off
    # (2, -1) is 2 steps away in the open, but 4 around the wall: (0,-1) (1,-2) (2,-2)
    assert (2, -1) not in hg.reachable((0, 0), 3, lambda h: h not in wall)
    assert hg.reachable((0, 0), 4, lambda h: h not in wall)[(2, -1)] == 4


def test_path_respects_limit_and_obstacles():
    blocked = {(1, 0)}
    route = hg.path((0, 0), (2, 0), lambda h: h not in blocked)
    assert route[0] == (0, 0) and route[-1] == (2, 0) and len(route) == 4
    assert hg.path((0, 0), (2, 0), lambda h: h not in blocked, limit=2) is None


def test_connected_groups_split_by_gaps():
    groups = hg.connected_groups([(0, 0), (1, 0), (3, 0), (3, 1), (5, 5)])
    assert groups == [[(0, 0), (1, 0)], [(3, 0), (3, 1)], [(5, 5)]]


@given(coords)
def test_offset_round_trip(h):
    assert hg.from_offset(*hg.to_offset(h)) == h
