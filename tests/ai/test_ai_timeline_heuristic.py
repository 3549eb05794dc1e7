"""The Heroes of Timeline heuristic (engine/ai/heuristic/timeline.py) and the search on it."""
from __future__ import annotations

import pytest

import engine
from engine.ai import SeatWindow, make_bot
from engine.ai.arena import play_game
from engine.ai.heuristic import timeline as H
from engine.heroes_of_timeline import battle, board

GAME = "heroes-of-timeline"


def _position(teams, heroes, due=0):
    state = engine.load_game(GAME).new_game(2, 1, {"teams": list(teams)})
    state.at = {}
    for h in state.heroes:
        h.to_place = [0, 0]
        if h.hid in heroes:
            h.hex, h.facing, h.armor = heroes[h.hid]
            state.at[h.hex] = h.uid
        else:
            h.alive, h.hex = False, None
    state.walls, state.turn, state.last_actor, state.due = set(), 1, 1 - due, due
    state.phase = "activate"
    battle.advance(state)
    state._legal = None
    return state


@pytest.mark.parametrize("specs", [["heuristic", "random"], ["random", "heuristic"],
                                   ["ismcts:8it", "heuristic"], ["heuristic", "ismcts:8it"]])
def test_whole_games_with_legal_actions_only(specs):
    state = engine.load_game(GAME).new_game(2, 3)
    bots = [make_bot(spec, 30 + seat) for seat, spec in enumerate(specs)]
    for _ in range(3000):
        if state.is_over():
            break
        window = SeatWindow(state, state.current_player)
        action = bots[state.current_player].choose(window)
        assert action in window.legal_actions()
        state.apply(action)
    assert state.is_over()


def test_heuristic_beats_random():
    wins = sum(play_game(GAME, 2, seed, ["heuristic", "random"] if seed % 2 else
                         ["random", "heuristic"])["winners"] == [seed % 2 == 0 and 1 or 0]
               for seed in range(10))
    assert wins >= 9


def test_heuristic_takes_an_elimination_shot():
    # Red Knight at (-3, 0) facing NE; the bare Professor stands 3 tiles east.
    state = _position(("dragon-hunters", "institute"),
                      {"red-knight": ((-3, 0), 1, [2] * 6), "professor": ((0, 0), 0, [0] * 6),
                       "blob": ((6, -6), 0, [0] * 6)})
    bot = H.Heuristic(1)
    for _ in range(4):
        if state.current_player != 0:
            break
        state.apply(bot.choose(SeatWindow(state, 0)))
    assert not next(h for h in state.heroes if h.hid == "professor").alive


def test_evaluate_is_a_chance_and_exact_at_the_end():
    state = _position(("dragon-hunters", "institute"),
                      {"red-knight": ((-3, 0), 0, [2] * 6), "professor": ((0, 0), 0, [0] * 6)})
    for seat in (0, 1):
        assert 0.0 < H.evaluate(state, seat) < 1.0
    off_key = state.clone()
    prof = next(h for h in off_key.heroes if h.hid == "professor")
    off_key.move_hero(prof, (1, 0))
    assert H.evaluate(off_key, 0) > H.evaluate(state, 0)   # the Professor held the Key Tile
    state.apply(next(a for a in state.legal_actions() if a.kind == "activate"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "move"
                     and a.arg("to") == (-3, 0)))
    state.apply(next(a for a in state.legal_actions() if a.arg("side") == 0))
    state.apply(next(a for a in state.legal_actions() if a.kind == "shoot"))
    assert state.is_over() and H.evaluate(state, 0) == 1.0 and H.evaluate(state, 1) == 0.0


def test_direction_to_points_at_the_target():
    assert H.direction_to((0, 0), (5, 0)) == 0
    assert H.direction_to((0, 0), (0, -4)) == 2
    assert H.direction_to(board.DEPLOYMENT[0][0], board.KEY_TILE) in (1, 2)


def test_facing_scores_are_plan_scores_at_every_position_of_random_games():
    # facing_scores works out once what plan_score works out per facing (issue 46's
    # speed-up of the playouts): the floats must be the very same, or the bot's
    # choices and every recorded ladder game would change
    import random
    checked = 0
    for seed in range(3):
        state = engine.load_game(GAME).new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over():
            actions = state.legal_actions()
            if state.phase in ("move", "chain", "face") and state.active is not None:
                hero = state.heroes[state.active]
                tiles = [tuple(a.arg("to")) for a in actions if a.kind == "move"][:4]
                for here in tiles + [hero.hex]:
                    around = H.threats(state, hero.seat)
                    assert H.facing_scores(state, hero, here, around) == \
                        [H.plan_score(state, hero, here, f) for f in range(6)]
                    checked += 1
            state.apply(rng.choice(actions))
    assert checked > 100
