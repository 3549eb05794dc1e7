"""Every bot plays only legal actions over whole seeded games of every game.

Each choice is checked against its window's legal actions and applied
through the contract's ``apply``, which refuses anything illegal. Budgets
are small and Orc Wars uses its shortest scenario (orc-camp) to keep this fast.
"""
from __future__ import annotations

import pytest

import engine
from engine.ai import SeatWindow, make_bot

ORC_CAMP = {"scenario": "orc-camp"}


def play(game_id: str, specs: list[str], seed: int, options=None, limit: int = 5000):
    """Play up to ``limit`` actions with ``specs[seat]`` at each seat; return the state."""
    state = engine.load_game(game_id).new_game(players=len(specs), seed=seed, options=options)
    bots = [make_bot(spec, seed * 10 + seat) for seat, spec in enumerate(specs)]
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.current_player
        window = SeatWindow(state, seat)
        legal = window.legal_actions()
        action = bots[seat].choose(window)
        assert action in legal, f"{bots[seat].spec} chose {action} not in {legal}"
        state.apply(action)
    return state


@pytest.mark.parametrize("game_id, specs, seed", [
    ("herocard-duel", ["random", "random"], 1),
    ("herocard-duel", ["heuristic", "random", "heuristic"], 2),
    ("herocard-duel", ["ismcts:20it", "heuristic"], 3),
    ("herocard-duel", ["random", "ismcts:10it", "heuristic", "random"], 4),
    ("hero-realms", ["random", "heuristic"], 5),
    ("hero-realms", ["heuristic", "ismcts:20it", "random"], 6),
    ("hero-realms", ["ismcts:10it", "heuristic", "random", "heuristic"], 7),
    ("pack-of-heroes", ["random", "heuristic"], 8),
    ("pack-of-heroes", ["ismcts:10it", "heuristic"], 9),
    ("pack-of-heroes", ["heuristic", "ismcts:10it"], 10),
])
def test_whole_game_with_legal_actions_only(game_id, specs, seed):
    state = play(game_id, specs, seed)
    assert state.is_over()
    assert len(state.winners()) == 1


@pytest.mark.parametrize("specs, seed", [
    (["random", "heuristic"], 8),
    (["heuristic", "random", "random"], 9),
    (["ismcts:4it", "random"], 10),
    (["random", "ismcts:4it"], 11),
    (["heuristic", "ismcts:4it"], 12),
])
def test_orc_wars_orc_camp_with_legal_actions_only(specs, seed):
    state = play("orc-wars", specs, seed, ORC_CAMP, limit=3000)
    assert state.is_over()
