"""``determinizer(seat)``: many determinizations of one position, the same as ``determinize``.

ISMCTS deals one determinization an iteration from a function the state
gives once per decision (``HeroCardTable.determinizer``; ``SeatWindow``
falls back to ``determinize`` for the other games). Each must be the very
state ``determinize(seat, seed)`` gives (DESIGN.md, "The engine contract":
canonical, no history), from positions of random games of the duel and
every Orc Wars scenario, for several seeds, and must leave the position
untouched.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import SeatWindow

SCENARIOS = engine.load_game("orc-wars").scenarios
CASES = [("orc-wars", 2, {"scenario": s}) for s in SCENARIOS] + \
        [("orc-wars", 3, {"scenario": SCENARIOS[0]}), ("herocard-duel", 2, None),
         ("herocard-duel", 3, None), ("hero-realms", 2, None)]


def _positions(game_id, players, options, seed=4, count=6):
    state = engine.load_game(game_id).new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    found, step = [], 0
    while not state.is_over() and len(found) < count:
        step += 1
        if step % 11 == 0 and state.current_player is not None:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_each_seed_gives_what_determinize_gives(game_id, players, options):
    positions = _positions(game_id, players, options)
    assert len(positions) == 6
    for state in positions:
        seat = state.current_player
        before = engine.state_hash(state)
        deal = SeatWindow(state, seat).determinizer()
        for seed in (0, 1, 7, 2 ** 31 - 1, 7):
            made = deal(seed)
            expected = state.determinize(seat, seed)
            assert engine.state_hash(made) == engine.state_hash(expected)
            assert made.history == expected.history and made.seed == expected.seed
            assert made.view(seat) == state.view(seat)
            assert made.legal_actions() == expected.legal_actions()
        assert engine.state_hash(state) == before
