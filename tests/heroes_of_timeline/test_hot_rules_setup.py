"""Pre-game and Deployment from a fresh game (rulebook "Pre-game: Team Assembly",
"Deployment: Walls", "Deployment: Heroes", "Battle: Pre-Turn Abilities")."""
from __future__ import annotations

import pytest

import engine
from engine import BadOptions
from engine.heroes_of_timeline import board

DH, INST, GW, HT = "dragon-hunters", "institute", "guards-of-witgat", "hidden-temple"


def _armor_all(hot, s):
    while s.phase == "armor":
        s.apply(s.legal_actions()[0])


def _walls_all(s):
    while s.phase == "walls":
        s.apply(s.legal_actions()[0])


def test_options_teams_per_seat_and_no_mirror():
    game = engine.load_game("heroes-of-timeline")
    spec = {o.id: o for o in game.option_specs(2)}["teams"]
    assert spec.per_seat and "random" in spec.values() and "institute" in spec.values()
    assert game.default_options(2) == game.validate_options(2, None)
    with pytest.raises(BadOptions):
        game.new_game(2, 1, {"teams": [DH, DH]})
    with pytest.raises(BadOptions):
        game.new_game(3, 1)
    s = game.new_game(2, 4)
    assert s.teams[0] != s.teams[1]


def test_armor_goes_on_relative_sides_one_per_side(hot):
    """Pre-game: Team Assembly; Battle: Armor (at most one token per side)."""
    s = hot.new((DH, INST))
    knight = hot.hero(s, "red-knight")
    assert s.to_move == 0 and {a.arg("token") for a in s.legal_actions()} == {"superior"}
    hot.act(s, "armor", hero=knight.uid, side=0, token="superior")
    assert not hot.can(s, "armor", hero=knight.uid, side=0, token="superior")
    hot.act(s, "armor", hero=knight.uid, side=3, token="superior")
    assert {a.arg("token") for a in s.legal_actions()} == {"regular"}
    _armor_all(hot, s)
    assert knight.armor.count(2) == 2 and knight.armor.count(1) == 2
    assert s.phase == "walls"


def test_bigger_team_goes_first_else_a_coin_toss(hot):
    """Deployment: Walls, who goes first."""
    assert hot.new((DH, INST)).first_player == 1
    assert hot.new((INST, HT)).first_player == 0
    firsts = {hot.new((GW, HT), seed).first_player for seed in range(12)}
    assert firsts == {0, 1}


def test_walls_alternate_two_per_sector_of_your_side_not_near_the_key_tile(hot):
    """Deployment: Walls."""
    s = hot.new((GW, HT), seed=3)
    _armor_all(hot, s)
    first = s.first_player
    assert s.to_move == first
    for a in s.legal_actions():
        assert a.arg("sector") in board.SIDE_SECTORS[first]
        assert board.setup_wall_edge(tuple(a.arg("edge")))
    sector = board.SIDE_SECTORS[first][0]
    picks = [a for a in s.legal_actions() if a.arg("sector") == sector]
    s.apply(picks[0])
    assert s.to_move == 1 - first
    s.apply(s.legal_actions()[0])
    s.apply(next(a for a in s.legal_actions() if a.arg("sector") == sector))
    assert s.to_move == 1 - first
    s.apply(s.legal_actions()[0])
    assert all(a.arg("sector") != sector for a in s.legal_actions())    # 2 there already
    _walls_all(s)
    assert len(s.walls) == 12 and s.wall_box == 6 and s.phase == "deploy"
    assert s.walls_placed[0][3:] == [2, 2, 2] and s.walls_placed[1][:3] == [2, 2, 2]


def test_heroes_deploy_alternately_in_the_zone_with_the_small_team_reposition(hot):
    """Deployment: Heroes, 3 against 5 with the reposition before the last placement."""
    s = hot.new((DH, INST), seed=2)
    _armor_all(hot, s)
    _walls_all(s)
    order = []
    while s.phase in ("deploy", "deploy_face", "reposition"):
        if s.phase == "deploy":
            assert all(tuple(a.arg("to")) in board.DEPLOYMENT[s.to_move]
                       for a in s.legal_actions())
            order.append(("place", s.to_move))
        elif s.phase == "reposition":
            order.append(("reposition", s.to_move))
            knight = hot.hero(s, "red-knight")
            old = knight.hex
            target = next(a for a in s.legal_actions() if a.kind == "reposition"
                          and a.arg("hero") == knight.uid)
            s.apply(target)
            assert knight.hex == tuple(target.arg("to")) != old
            continue
        s.apply(s.legal_actions()[0])
    B, S = 1, 0
    assert order == [("place", B), ("place", S), ("place", B), ("place", S), ("place", B),
                     ("place", S), ("place", B), ("reposition", S), ("place", B)]
    assert s.turn == 1


def test_first_activation_belongs_to_the_player_who_did_not_place_last(hot):
    """Battle: Pre-Turn Abilities (declaring before Turn One) and Activations."""
    s = hot.new((GW, INST), seed=2)     # Institute (seat 1) is bigger: first, and places last
    _armor_all(hot, s)
    _walls_all(s)
    while s.phase in ("deploy", "deploy_face", "reposition"):
        s.apply(s.legal_actions()[0])
    assert s.last_actor == 1
    # Guards of Witgat (seat 0) declare first (Ballista), then the Institute
    assert s.phase == "declare" and s.to_move == 0
    hot.act(s, "declare", hero=hot.uid(s, "ballista"))
    hot.act(s, "declare_done")
    assert s.to_move == 1 and hot.matching(s, "declare_skill")
    hot.act(s, "declare_skill", hero=hot.uid(s, "greg"))
    hot.act(s, "declare_done")
    assert s.phase == "activate" and s.to_move == 0
    assert s.declared == {hot.uid(s, "ballista"): "siege_mode"}
    assert s.skill_hero == [None, hot.uid(s, "greg")]
