"""No bot can peek: its choice is the same for two states its seat cannot tell apart.

For a position S and the deciding seat s, T = S.determinize(s, 99) re-deals
everything s cannot see (other hands, deck orders, hidden tokens) while
keeping s's view. Every bot, built with the same seed, must choose the same
action (and ISMCTS must even grow the same root statistics) in both.
Issue 6, "Strength and honesty".
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import SeatWindow, make_bot

CASES = [("herocard-duel", 2, None), ("herocard-duel", 3, None), ("hero-realms", 2, None),
         ("hero-realms", 3, None), ("orc-wars", 2, {"scenario": "orc-camp"}),
         ("orc-wars", 3, {"scenario": "the-prisoner"}), ("pack-of-heroes", 2, None),
         ("pack-of-heroes", 2, {"team_method": "draft", "weapons": "draft"})]
SPECS = ["random", "heuristic", "ismcts:25it"]


def positions(game_id: str, players: int, options, seed: int, count: int = 3):
    """``count`` positions along a seeded random game where the decider has a real choice
    and some hidden information differs after a determinization."""
    state = engine.load_game(game_id).new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    found = []
    step = 0
    while not state.is_over() and len(found) < count:
        legal = state.legal_actions()
        step += 1
        if len(legal) > 1 and step % 7 == 0:
            seat = state.current_player
            other = state.determinize(seat, 99)
            if engine.state_hash(other) != engine.state_hash(state):
                found.append((state.clone(), other, seat))
        state.apply(rng.choice(legal))
    assert len(found) == count, "the game ended before enough positions were found"
    return found


@pytest.mark.parametrize("game_id, players, options", CASES)
@pytest.mark.parametrize("spec", SPECS)
def test_same_choice_when_only_hidden_cards_differ(game_id, players, options, spec):
    for index, (state, other, seat) in enumerate(positions(game_id, players, options, 5)):
        assert other.view(seat) == state.view(seat)
        assert other.legal_actions() == state.legal_actions()
        seed = 1000 + index
        bot_a, bot_b = make_bot(spec, seed), make_bot(spec, seed)
        first = bot_a.choose(SeatWindow(state, seat))
        second = bot_b.choose(SeatWindow(other, seat))
        assert first == second and first.label == second.label, \
            f"{spec} at position {index}: {first} vs {second}"
        if spec.startswith("ismcts"):
            assert bot_a.stats["visits"] == bot_b.stats["visits"]


class PeekingBot:
    """A cheat for the control test: picks by a digest of the whole state, hidden cards included."""

    def choose(self, window):
        legal = window.legal_actions()
        digest = engine.state_hash(window._state)
        return legal[int(digest[:8], 16) % len(legal)]


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_the_check_catches_a_bot_that_peeks(game_id, players, options):
    found = positions(game_id, players, options, 5, count=6)
    differs = [PeekingBot().choose(SeatWindow(s, seat)) != PeekingBot().choose(SeatWindow(t, seat))
               for s, t, seat in found]
    assert any(differs)
