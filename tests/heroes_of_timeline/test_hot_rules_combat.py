"""Attacks and armor from exact positions (rulebook "Battle: Ranged Attacks",
"Battle: Melee Attacks", "Battle: Armor", "Battle: Movement")."""
from __future__ import annotations

import pytest

from engine.heroes_of_timeline import combat

DH, INST = "dragon-hunters", "institute"
N, R, S = 0, 1, 2


@pytest.mark.parametrize("armor,kind,result", [
    (N, "ranged", "eliminated"), (R, "ranged", "destroyed"), (S, "ranged", "downgraded"),
    (N, "melee", "eliminated"), (R, "melee", "eliminated"), (S, "melee", "destroyed")])
def test_armor_table(armor, kind, result):
    """Battle: Armor, the table."""
    assert combat.armor_result(armor, kind) == result


def test_ranged_hits_the_side_facing_the_shooter_and_armor_turns_with_the_hero(hot):
    """Battle: Ranged Attacks / Armor: armor sits on the hero's own sides."""
    # Professor faces NE (1); a shot from the West lands on absolute side W (3) =
    # relative side (3 - 1) % 6 = 2, back-left, where the Regular token is.
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 1, [N, N, R, N, N, N])})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    prof = hot.hero(s, "professor")
    assert prof.alive and prof.armor == [N] * 6


def test_ranged_on_superior_downgrades_and_on_bare_side_eliminates(hot):
    """Battle: Armor."""
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "blob": ((6, -6), 0, [N] * 6),
                                   "professor": ((0, 0), 3, [S, N, N, N, N, N])})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert hot.hero(s, "professor").armor[0] == R
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "blob": ((6, -6), 0, [N] * 6),
                                   "professor": ((0, 0), 0, [S, N, N, N, N, N])})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert not hot.hero(s, "professor").alive and (0, 0) not in s.at


def test_ranged_distance_limits_the_shot(hot):
    """Battle: Ranged Attacks: Red Knight's distance is 3; the target 4 away is safe."""
    s = hot.position((DH, INST), {"red-knight": ((-4, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert hot.hero(s, "professor").alive


def test_a_wall_stops_the_shot_and_is_destroyed(hot):
    """Battle: Ranged Attacks: shots do not pass walls but destroy them."""
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)},
                     walls=[((-2, 0), 0)])
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert hot.hero(s, "professor").alive and s.walls == set()


def test_the_first_hero_in_line_takes_the_shot_and_a_friend_only_blocks(hot):
    """Battle: Ranged Attacks (a friendly hero in line stops the shot: our reading)."""
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "drakkar": ((-2, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6)})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert hot.hero(s, "drakkar").alive and hot.hero(s, "professor").alive
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "blob": ((-2, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6)})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert not hot.hero(s, "blob").alive and hot.hero(s, "professor").alive


def test_no_turning_after_an_attack(hot):
    """Frequently Overlooked Rules: Move-Turn-Attack; after the shot the activation ends."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((3, 0), 0, [N] * 6)})
    hot.activate(s, "drakkar", face=1)
    hot.act(s, "shoot")
    assert s.phase == "activate" and s.to_move == 1 and hot.hero(s, "drakkar").facing == 1
    assert not hot.matching(s, "face")


def test_melee_approach_covers_less_than_the_movement_and_takes_the_tile(hot):
    """Battle: Melee Attacks: move next to the enemy, face it, hit that side, take the tile."""
    # Drakkar (movement 3) at (-3, 0); Professor at (0, 0) facing E: the approach from
    # (-1, 0) costs 2 < 3; Drakkar faces E (0) and hits the Professor's back (W side).
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 2, [S] * 6),
                                   "professor": ((0, 0), 0, [S, S, S, R, S, S])})
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    assert hot.can(s, "melee", target=hot.uid(s, "professor"), at=[-1, 0])
    hot.act(s, "melee", target=hot.uid(s, "professor"), at=[-1, 0])
    d = hot.hero(s, "drakkar")
    assert not hot.hero(s, "professor").alive
    assert d.hex == (0, 0) and d.facing == 0


def test_melee_needs_the_enemy_tile_within_reach(hot):
    """Battle: Melee Attacks: an approach needing all 3 steps is too long."""
    s = hot.position((DH, INST), {"drakkar": ((-4, 0), 2, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)})
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    assert not hot.matching(s, "melee")
    assert hot.can(s, "move", to=[-1, 0])


def test_melee_on_superior_destroys_it_and_the_attacker_stays(hot):
    """Battle: Armor: melee on Superior destroys the token; the hero survives."""
    s = hot.position((DH, INST), {"drakkar": ((-2, 0), 2, [S] * 6),
                                   "professor": ((0, 0), 3, [S, N, N, N, N, N])})
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    hot.act(s, "melee", target=hot.uid(s, "professor"), at=[-1, 0])
    assert hot.hero(s, "professor").alive and hot.hero(s, "professor").armor[0] == N
    assert hot.hero(s, "drakkar").hex == (-1, 0) and hot.hero(s, "drakkar").facing == 0
    assert s.phase == "activate" and s.to_move == 1


def test_no_melee_across_a_wall(hot):
    """Battle: Melee Attacks: the enemy's tile must be reachable; walls block."""
    s = hot.position((DH, INST), {"drakkar": ((-1, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 3, [N] * 6)},
                     walls=[((0, 0), d) for d in range(6)])
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    assert not hot.matching(s, "melee")


def test_movement_never_through_walls_or_heroes(hot):
    """Battle: Movement."""
    s = hot.position((DH, INST), {"drakkar": ((0, 2), 0, [S] * 6),
                                   "blob": ((1, 2), 0, [N] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)},
                     walls=[((0, 2), 1), ((0, 2), 5)])
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    # (2, 2) is 2 steps east, but blob and the walls on NE and SE force a detour
    assert not hot.can(s, "move", to=[1, 2])
    assert not hot.can(s, "move", to=[2, 2])
    assert hot.can(s, "move", to=[-1, 2]) and hot.can(s, "move", to=[0, 4])
    assert hot.can(s, "move", to=[-3, 2])
