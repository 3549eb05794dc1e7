"""Every Hero Ability and Team Skill primitive from an exact position (rulebook
"Battle: Abilities", "Battle: Team Skills", "Frequently Overlooked Rules: Chain
eliminations"; the designed ones are in content/teams.toml)."""
from __future__ import annotations

from engine.heroes_of_timeline import battle, board

DH, INST, GW, HT = "dragon-hunters", "institute", "guards-of-witgat", "hidden-temple"
N, R, S = 0, 1, 2
RING = [((0, 0), d) for d in range(6)]      # walls all around the Key Tile


def _declare_turn(s, seat_first):
    s.last_actor = 1 - seat_first
    battle.start_turn(s)
    s._legal = None


def _rest(hot, s):
    while s.phase == "declare":
        hot.act(s, "declare_done")


def test_wall_breaker_melee_behind_a_wall_destroys_it(hot):
    s = hot.position((DH, INST), {"red-knight": ((-1, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)}, walls=RING)
    hot.act(s, "activate", hero=hot.uid(s, "red-knight"))
    hot.act(s, "melee", target=hot.uid(s, "professor"), at=[-1, 0])
    assert s.is_over() and board.edge((0, 0), 3) not in s.walls and len(s.walls) == 5


def test_wall_breaker_walks_through_walls(hot):
    s = hot.position((DH, INST), {"red-knight": ((-1, 0), 0, [S] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)}, walls=RING)
    hot.activate(s, "red-knight", to=(1, 0))
    assert hot.hero(s, "red-knight").hex == (1, 0)
    assert len(s.walls) == 4      # in at W, out at E


def test_chain_melee_two_eliminations_at_most(hot):
    s = hot.position((DH, INST), {"drakkar": ((-3, 0), 0, [S] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6),
                                   "blob": ((1, 0), 0, [N] * 6),
                                   "greg": ((3, 0), 0, [N] * 6)})
    hot.act(s, "activate", hero=hot.uid(s, "drakkar"))
    hot.act(s, "melee", target=hot.uid(s, "professor"), at=[-2, 0])
    assert s.phase == "chain" and hot.hero(s, "drakkar").hex == (-1, 0)
    hot.act(s, "melee", target=hot.uid(s, "blob"), at=[0, 0])
    assert not hot.hero(s, "blob").alive and hot.hero(s, "drakkar").hex == (1, 0)
    assert s.phase == "chain" and not hot.matching(s, "melee")      # no third
    hot.act(s, "move", to=[2, -1])
    assert s.phase == "activate" and s.to_move == 1


def test_rage_more_movement_crushing_melee_no_shot(hot):
    s = hot.position((DH, INST), {"berserk": ((-4, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 3, [S] * 6)})
    _declare_turn(s, 0)
    hot.act(s, "declare", hero=hot.uid(s, "berserk"))
    hot.act(s, "declare_done")
    _rest(hot, s)
    berserk = hot.hero(s, "berserk")
    assert s.movement(berserk) == 4 and s.ranged(berserk) == 0
    hot.act(s, "activate", hero=berserk.uid)
    hot.act(s, "melee", target=hot.uid(s, "professor"), at=[-1, 0])
    assert s.is_over() and berserk.hex == (0, 0)


def test_bulwark_after_the_attack(hot):
    s = hot.position((GW, INST), {"golem": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [R] * 6)})
    hot.activate(s, "golem")
    hot.act(s, "shoot")
    assert s.phase == "bulwark"
    hot.act(s, "raise_wall", edge=list(board.edge((-3, 0), 3)))
    assert board.edge((-3, 0), 3) in s.walls and s.wall_box == 5 and s.to_move == 1


def test_siege_mode_no_move_longer_shot_smashing_walls(hot):
    s = hot.position((GW, INST), {"ballista": ((-6, 0), 0, [N] * 6),
                                   "professor": ((0, 0), 3, [N] * 6)},
                     walls=[((-5, 0), 0), ((-2, 0), 0)])
    _declare_turn(s, 0)
    hot.act(s, "declare", hero=hot.uid(s, "ballista"))
    hot.act(s, "declare_done")
    _rest(hot, s)
    ballista = hot.hero(s, "ballista")
    assert s.movement(ballista) == 0 and s.ranged(ballista) == 6
    hot.act(s, "activate", hero=ballista.uid)
    assert [a.arg("to") for a in hot.matching(s, "move")] == [(-6, 0)]
    hot.act(s, "move", to=[-6, 0])
    hot.act(s, "face", side=0)
    hot.act(s, "shoot")
    assert s.walls == set() and s.is_over()


def test_transmute_gives_regular_armor_to_an_adjacent_ally(hot):
    s = hot.position((GW, INST), {"alchemist": ((-3, 0), 0, [R, N, N, N, N, R]),
                                   "golem": ((-2, 0), 0, [N] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)})
    box = s.armor_box[0]
    hot.activate(s, "alchemist")
    hot.act(s, "transmute", hero=hot.uid(s, "golem"), side=3)
    assert hot.hero(s, "golem").armor == [N, N, N, R, N, N] and s.armor_box[0] == box - 1


def test_arc_shot_flies_over_walls(hot):
    s = hot.position((GW, INST), {"slinger": ((-3, 0), 0, [N] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)}, walls=[((-2, 0), 0)])
    hot.activate(s, "slinger")
    hot.act(s, "shoot")
    assert s.is_over() and len(s.walls) == 1


def test_lady_turns_every_hero_in_a_sector(hot):
    s = hot.position((HT, INST), {"lady": ((-3, 6), 0, [N] * 6),      # South
                                   "ronin": ((-2, 6), 0, [N] * 6),
                                   "professor": ((-1, 4), 2, [N] * 6),
                                   "blob": ((3, -6), 0, [N] * 6)})
    assert board.SECTOR[(-1, 4)] == 4
    hot.activate(s, "lady")
    assert {a.arg("sector") for a in hot.matching(s, "turn_sector")} == {3, 4, 5}
    hot.act(s, "turn_sector", sector=4, way=-1)
    assert [hot.hero(s, h).facing for h in ("lady", "ronin", "professor")] == [5, 5, 1]
    assert hot.hero(s, "blob").facing == 0


def test_piercing_shot_flies_on_after_an_elimination(hot):
    s = hot.position((HT, INST), {"archer": ((-4, 0), 0, [N] * 6),
                                   "professor": ((-2, 0), 0, [N] * 6),
                                   "blob": ((1, 0), 0, [N] * 6),
                                   "greg": ((6, -6), 0, [N] * 6)})
    hot.activate(s, "archer")
    hot.act(s, "shoot")
    assert not hot.hero(s, "professor").alive and not hot.hero(s, "blob").alive


def test_shadow_moves_through_heroes(hot):
    s = hot.position((HT, INST), {"shadow": ((-2, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [N] * 6),
                                   "blob": ((6, -6), 0, [N] * 6)},
                     walls=[((-2, 0), 1), ((-2, 0), 5)])
    hot.act(s, "activate", hero=hot.uid(s, "shadow"))
    assert hot.can(s, "move", to=[0, 0]) and not hot.can(s, "move", to=[-1, 0])
    from engine.heroes_of_timeline import movement
    assert movement.reach(s, hot.hero(s, "shadow"), 5)[(0, 0)][0] == 2


def test_professor_swaps_places_with_the_first_hero_ahead(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 2, [S] * 6),
                                   "professor": ((-3, 0), 0, [N] * 6)}, due=1)
    hot.activate(s, "professor")
    hot.act(s, "swap", hero=hot.uid(s, "drakkar"))
    assert hot.hero(s, "professor").hex == (0, 0) and hot.hero(s, "drakkar").hex == (-3, 0)
    assert hot.hero(s, "drakkar").facing == 2 and s.at[(0, 0)] == hot.uid(s, "professor")


def test_blob_takes_every_hit_on_his_best_side(hot):
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "blob": ((0, 0), 0, [R, N, N, N, N, N])})
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")       # hits his back, lands on the Regular at the front
    assert hot.hero(s, "blob").alive and hot.hero(s, "blob").armor == [N] * 6


def test_greg_crushes_superior_armor_in_melee(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 0, [S] * 6),
                                   "greg": ((-3, 0), 0, [N] * 6)}, due=1)
    hot.act(s, "activate", hero=hot.uid(s, "greg"))
    assert not hot.matching(s, "shoot")
    hot.act(s, "melee", target=hot.uid(s, "drakkar"), at=[-1, 0])
    assert s.is_over() and s.winners() == [1]


def test_chronist_turns_the_first_hero_ahead(hot):
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 2, [S] * 6),
                                   "chronist": ((-3, 0), 0, [N] * 6)}, due=1)
    hot.activate(s, "chronist")
    hot.act(s, "turn_target", hero=hot.uid(s, "drakkar"), side=4)
    assert hot.hero(s, "drakkar").facing == 4


def test_tinker_blinks_over_walls_and_heroes(hot):
    s = hot.position((DH, INST), {"drakkar": ((6, -6), 2, [S] * 6),
                                   "tinker": ((0, 0), 0, [N] * 6)}, walls=RING, due=1)
    hot.act(s, "activate", hero=hot.uid(s, "tinker"))
    assert not hot.can(s, "move", to=[1, 0])
    assert not hot.can(s, "blink", to=[3, 0]) and hot.can(s, "blink", to=[2, 0])
    hot.act(s, "blink", to=[2, 0])
    assert hot.hero(s, "tinker").hex == (2, 0) and s.phase == "face"


def test_wall_raisers_raise_a_wall_ahead_behind_a_hero_and_on_the_key_tile(hot):
    s = hot.position((GW, INST), {"golem": ((-3, 0), 0, [N] * 6),
                                   "professor": ((-2, 0), 0, [N] * 6)})
    hot.activate(s, "golem")
    edges = {a.arg("edge") for a in hot.matching(s, "raise_wall")}
    assert board.edge((0, 0), 1) in edges and board.edge((1, 0), 0) in edges   # 4 ahead
    assert board.edge((2, 0), 0) not in edges                                # 5 ahead
    hot.act(s, "raise_wall", edge=list(board.edge((0, 0), 1)))
    assert board.edge((0, 0), 1) in s.walls and s.wall_box == 5 and s.to_move == 1


def test_vanishing_step_moves_and_turns_after_the_attack(hot):
    s = hot.position((HT, INST), {"ronin": ((-3, 0), 0, [N] * 6),
                                   "professor": ((-1, 0), 0, [R] * 6)})
    _declare_turn(s, 0)
    hot.act(s, "declare_skill", hero=hot.uid(s, "ronin"))
    _rest(hot, s)
    hot.activate(s, "ronin")
    hot.act(s, "shoot")
    assert s.phase == "vanish" and not hot.can(s, "move", to=[-3, 3])
    hot.act(s, "move", to=[-3, 2])
    hot.act(s, "face", side=1)
    assert hot.hero(s, "ronin").hex == (-3, 2) and hot.hero(s, "ronin").facing == 1
    assert s.to_move == 1


def test_phase_walk_through_walls_and_heroes(hot):
    s = hot.position((DH, INST), {"drakkar": ((-1, 0), 2, [S] * 6),
                                   "blob": ((0, 0), 0, [N] * 6)}, walls=RING)
    _declare_turn(s, 1)
    hot.act(s, "declare_skill", hero=hot.uid(s, "blob"))
    hot.act(s, "declare_done")
    assert s.to_move == 1
    hot.act(s, "activate", hero=hot.uid(s, "blob"))
    assert hot.can(s, "move", to=[-2, 0])          # out through a wall and past Drakkar
    assert len(s.walls) == 6


def test_wall_raisers_and_bulwark_need_walls_left_in_the_box(hot):
    """Battle: Team Skills (Wall Raisers): walls come from the 6 left in the box."""
    s = hot.position((GW, INST), {"golem": ((-3, 0), 0, [N] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)})
    s.wall_box = 0
    hot.activate(s, "golem")
    assert not hot.matching(s, "raise_wall")
    hot.act(s, "shoot")
    assert s.phase == "activate"          # no Bulwark without walls


def test_lady_on_the_key_tile_may_turn_any_sector(hot):
    """Battle: Abilities (Lady); the Key Tile is in no sector, so every sector is next to it."""
    s = hot.position((HT, INST), {"lady": ((0, 0), 0, [N] * 6),
                                   "professor": ((6, -6), 0, [N] * 6)})
    hot.activate(s, "lady")
    assert {a.arg("sector") for a in hot.matching(s, "turn_sector")} == set(range(6))
    assert board.SECTOR[(6, -6)] == 1
    hot.act(s, "turn_sector", sector=1, way=1)
    assert hot.hero(s, "lady").facing == 0            # she is in no sector
    assert hot.hero(s, "professor").facing == 1


def test_abilities_used_instead_of_attacking_end_the_activation(hot):
    """The Move-Turn-Attack Sequence: an ability used instead of the attack is the attack."""
    s = hot.position((DH, INST), {"drakkar": ((0, 0), 2, [S] * 6),
                                   "chronist": ((-3, 0), 0, [N] * 6)}, due=1)
    hot.activate(s, "chronist")
    hot.act(s, "turn_target", hero=hot.uid(s, "drakkar"), side=4)
    assert s.to_move == 0 and s.phase == "activate"
