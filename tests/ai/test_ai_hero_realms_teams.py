"""Bots in Hero Realms two against two (option teams = "2v2"): legal games to
the end, and the heuristic's evaluation gives teammates one shared chance
(docs/hero-realms.md "Two against two"; engine/hero_realms/teams.py)."""
from __future__ import annotations

import pytest

import engine
from engine.ai import SeatWindow, make_bot
from engine.ai.heuristic.hero_realms import evaluate_all

TEAMS = {"teams": "2v2"}


def _play(specs, seed, limit=6000):
    state = engine.load_game("hero-realms").new_game(4, seed=seed, options=TEAMS)
    bots = [make_bot(spec, seed * 10 + seat) for seat, spec in enumerate(specs)]
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.current_player
        window = SeatWindow(state, seat)
        action = bots[seat].choose(window)
        assert action in window.legal_actions(), f"{bots[seat].spec} chose {action}"
        state.apply(action)
    return state


@pytest.mark.parametrize("specs, seed", [
    (["heuristic", "heuristic", "random", "random"], 21),
    (["ismcts:10it", "heuristic", "heuristic", "ismcts:10it"], 22),
])
def test_bots_play_a_team_game_to_the_end(specs, seed):
    state = _play(specs, seed)
    assert state.is_over() and sorted(state.winners()) in ([0, 1], [2, 3])


def test_teammates_share_one_chance_to_win():
    """The team race: both players of a team get the same estimate, and the
    two teams' estimates add up to 1."""
    state = engine.load_game("hero-realms").new_game(4, seed=5, options=TEAMS)
    values = evaluate_all(state)
    assert values[0] == values[1] and values[2] == values[3]
    assert abs(values[0] + values[2] - 1.0) < 1e-9
