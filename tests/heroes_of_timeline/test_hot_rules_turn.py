"""Turns, activations, Reflex Moves, turn end, punishments and winning from exact
positions (rulebook "Battle: Turns", "Battle: Activations", "Battle: Reflex Move",
"Battle: Turn End", "Battle: Börd's Punishments", "Winning")."""
from __future__ import annotations

from engine.heroes_of_timeline import board, movement

DH, INST, GW, HT = "dragon-hunters", "institute", "guards-of-witgat", "hidden-temple"
N, R, S = 0, 1, 2
FAR0, FAR1 = (-3, 6), (3, -6)     # deep in South (seat 0's side) and North


def test_players_alternate_and_each_hero_activates_once(hot):
    """Battle: Activations."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "red-knight": ((-2, 6), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((2, -6), 3, [N] * 6)})
    assert s.to_move == 0
    hot.hold(s, "drakkar")
    assert s.to_move == 1
    assert not hot.can(s, "activate", hero=hot.uid(s, "drakkar"))
    hot.hold(s, "professor")
    assert s.to_move == 0 and [a.arg("hero") for a in s.legal_actions()] == \
        [hot.uid(s, "red-knight")]


def test_reflex_moves_for_the_smaller_team_and_never_after_everyone_acted(hot):
    """Battle: Reflex Move, with the rulebook's 2 against 4 example."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "red-knight": ((-2, 6), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((2, -6), 3, [N] * 6),
                                   "greg": ((1, -6), 3, [N] * 6),
                                   "chronist": ((4, -6), 3, [N] * 6)})
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    hot.hold(s, "red-knight")
    hot.hold(s, "blob")
    # fifth activation: seat 0 has nobody left but is the smaller team
    assert s.to_move == 0 and {a.kind for a in s.legal_actions()} == \
        {"reflex_move", "reflex_shoot", "pass"}
    knight = hot.uid(s, "red-knight")
    hot.act(s, "reflex_move", hero=knight)
    assert not hot.can(s, "move", to=[0, 6])           # only one tile
    hot.act(s, "move", to=[-1, 6])
    hot.act(s, "face", side=2)
    assert hot.hero(s, "red-knight").hex == (-1, 6) and s.to_move == 1
    hot.hold(s, "greg")
    assert s.to_move == 0
    hot.act(s, "reflex_move", hero=knight)            # the same hero may take several
    hot.act(s, "move", to=[-1, 5])
    hot.act(s, "face", side=2)
    hot.hold(s, "chronist")
    assert s.turn == 2                                  # no Reflex Move after the last one


def test_a_bigger_team_with_nobody_left_passes_the_activation(hot):
    """Battle: Activations: only the smaller team gets Reflex Moves."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((2, -6), 3, [N] * 6)}, due=1)
    hot.hold(s, "professor")
    hot.hold(s, "drakkar")
    assert s.to_move == 1
    hot.hold(s, "blob")
    assert s.turn == 2


def test_key_tile_wins_the_turn_and_the_loser_is_punished(hot):
    """Battle: Turn End, Börd's Punishments (after turn 1: -1 movement in turn 2)."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "red-knight": ((-2, 6), 0, [S] * 6),
                                   "professor": ((0, 0), 3, [N] * 6)})
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    hot.hold(s, "red-knight")
    assert s.turn == 2 and s.dp == [0, 1] and s.punished[1] == [0]
    assert s.movement(hot.hero(s, "drakkar")) == 2
    assert s.movement(hot.hero(s, "professor")) == 2


def test_more_sectors_win_when_the_key_tile_is_empty(hot):
    """Battle: Turn End: control = only your heroes in the sector."""
    s = hot.position((GW, INST), {"golem": ((-3, 6), 0, [S] * 6),       # South
                                   "ballista": ((6, 0), 0, [N] * 6),    # North-East
                                   "professor": ((3, -6), 3, [N] * 6),  # North
                                   "blob": ((6, -1), 3, [N] * 6)})      # North-East
    assert board.SECTOR[(6, 0)] == board.SECTOR[(6, -1)] == 0
    for hid in ("golem", "professor", "ballista", "blob"):
        hot.hold(s, hid)
    assert s.results == [None] and s.dp == [0, 0]        # 1 sector each: Stalemate
    assert s.punished[1] == [0, 1]


def test_dominators_count_one_contested_sector(hot):
    """Team skill Dominators (Dragon Hunters)."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "red-knight": ((6, 0), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((6, -1), 3, [N] * 6)})
    for hid in ("drakkar", "professor", "red-knight", "blob"):
        hot.hold(s, hid)
    assert s.results == [0] and s.dp == [1, 0]


def test_no_abilities_in_turn_3_for_the_punished(hot):
    """Börd's Punishments, after turn 2: no hero abilities; team skills still work."""
    walls = [((-1, 6), 2)]
    s = hot.position((DH, GW), {"red-knight": ((-1, 6), 0, [S] * 6),
                                 "golem": ((3, -6), 3, [N] * 6)}, walls=walls, turn=3,
                     punished={2: [0, 1]})
    hot.act(s, "activate", hero=hot.uid(s, "red-knight"))
    knight = hot.hero(s, "red-knight")
    assert movement.reach(s, knight, 3)[(-1, 5)] == (2, ())   # around: Wall Breaker is off
    s.punished = {}
    assert movement.reach(s, knight, 3)[(-1, 5)] == (1, (board.edge((-1, 6), 2),))
    s.punished = {2: [0, 1]}
    hot.act(s, "move", to=[-1, 6])
    hot.act(s, "face", side=2)
    hot.act(s, "hold")
    hot.activate(s, "golem")
    assert hot.matching(s, "raise_wall")                # Wall Raisers still on


def test_ranged_distance_minus_one_in_turn_4(hot):
    """Börd's Punishments, after turn 3: -1 ranged distance in turn 4."""
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)}, turn=4,
                     punished={3: [0]})
    assert s.ranged(hot.hero(s, "red-knight")) == 2
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert hot.hero(s, "professor").alive


def test_turn_4_punishment_downgrades_every_armor(hot):
    """Börd's Punishments, after turn 4."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S, S, R, R, N, N]),
                                   "professor": ((0, 0), 3, [R, N, N, N, N, N])}, turn=4)
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    assert s.turn == 5 and s.punished[4] == [0]
    assert hot.hero(s, "drakkar").armor == [R, R, N, N, N, N]
    assert hot.hero(s, "professor").armor == [R, N, N, N, N, N]


def test_more_domination_points_win_after_turn_5(hot):
    """Winning: Domination Victory."""
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "professor": ((0, 0), 3, [N] * 6)}, turn=5)
    s.dp = [2, 2]
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    assert s.is_over() and s.winners() == [1] and s.dp == [2, 3]


def test_equal_points_more_heroes_left_win_else_a_draw(hot):
    """Winning, equal Domination Points (our tie rule: heroes left, then a draw)."""
    heroes = {"drakkar": (FAR0, 0, [S] * 6), "red-knight": ((-2, 6), 0, [S] * 6),
              "professor": (FAR1, 3, [N] * 6)}
    s = hot.position((DH, INST), heroes, turn=5)
    s.dp = [2, 2]
    for hid in ("drakkar", "professor", "red-knight"):
        hot.hold(s, hid)
    assert s.results[-1] is None and s.dp == [2, 2]      # one sector each: Stalemate
    assert s.is_over() and s.winners() == [0]            # 2 heroes left against 1
    heroes.pop("red-knight")
    s = hot.position((DH, INST), heroes, turn=5)
    s.dp = [2, 2]
    hot.hold(s, "drakkar")
    hot.hold(s, "professor")
    assert s.results[-1] is None and s.is_over() and s.winners() == []


def test_total_elimination_ends_the_game_at_once(hot):
    """Winning: Total Elimination before the end of turn 5."""
    s = hot.position((DH, INST), {"red-knight": ((-3, 0), 0, [S] * 6),
                                   "professor": ((0, 0), 0, [N] * 6)}, turn=2)
    hot.activate(s, "red-knight")
    hot.act(s, "shoot")
    assert s.is_over() and s.winners() == [0] and s.turn == 2
    assert s.legal_actions() == [] and s.current_player is None


def test_a_reflex_shot_uses_no_ability(hot):
    """Battle: Reflex Move (our reading: abilities do not apply to it): the Archer's
    Reflex shot does not fly on after an elimination."""
    s = hot.position((HT, INST), {"archer": ((-4, 0), 0, [N] * 6),
                                   "professor": ((-2, 0), 3, [N] * 6),
                                   "blob": ((1, 0), 0, [N] * 6),
                                   "greg": ((6, -6), 0, [N] * 6)})
    hot.hold(s, "archer")
    hot.hold(s, "greg")
    assert s.to_move == 0
    hot.act(s, "reflex_shoot", hero=hot.uid(s, "archer"))
    assert not hot.hero(s, "professor").alive and hot.hero(s, "blob").alive


def _reflex_knight_behind_a_wall(hot, rules):
    """The Reflex Move position of the test above, a wall between the Red Knight
    at (-2, 6) and the tile (-1, 6) to his side."""
    from engine.heroes_of_timeline import board
    side = next(d for d, n in board.NEIGHBOURS[(-2, 6)] if n == (-1, 6))
    s = hot.position((DH, INST), {"drakkar": ((-3, 6), 0, [S] * 6),
                                   "red-knight": ((-2, 6), 0, [S] * 6),
                                   "professor": ((3, -6), 3, [N] * 6),
                                   "blob": ((2, -6), 3, [N] * 6),
                                   "greg": ((1, -6), 3, [N] * 6),
                                   "chronist": ((4, -6), 3, [N] * 6)},
                     walls=[((-2, 6), side)], rules=rules)
    for hid in ("drakkar", "professor", "red-knight", "blob"):
        hot.hold(s, hid)
    hot.act(s, "reflex_move", hero=hot.uid(s, "red-knight"))
    return s, board.edge((-2, 6), side)


def test_the_red_knight_breaks_a_wall_on_a_reflex_move(hot):
    """The publisher's ruling (../shared/rulings/heroes-of-timeline.md), rules
    revision 2 (issue 41): Wall Breaker works on every move, a Reflex Move too:
    the one-tile move crosses the wall and destroys it."""
    s, wall = _reflex_knight_behind_a_wall(hot, 2)
    assert wall in s.walls
    events = hot.act(s, "move", to=[-1, 6])
    assert wall not in s.walls and hot.hero(s, "red-knight").hex == (-1, 6)
    assert any("Wall Breaker" in e.text for e in events)


def test_under_rules_revision_1_no_ability_applied_to_a_reflex_move(hot):
    """Revision 1 (games begun before): the wall stops the Reflex Move, and why_not
    names that reason, not "too far" (the tile is one step away)."""
    from engine import Action
    s, wall = _reflex_knight_behind_a_wall(hot, 1)
    assert not hot.can(s, "move", to=[-1, 6])
    reason = s.why_not(Action.make("move", to=(-1, 6)))
    assert reason.startswith("no ability applies to a Reflex Move") and "too far" not in reason
    assert wall in s.walls
