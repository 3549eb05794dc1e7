"""Hints see only the asking seat's information (issue 42, "Hints").

For a position S and the deciding seat s, T = S.determinize(s, 99) re-deals
everything s cannot see. The hint for s, with a fixed search seed and an
iteration budget, must be the same in both: same choices, same shares. The
shares must also be what the search did: labels of legal actions, the first
the bot's own choice, permilles adding up to at most 1000.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import SeatWindow, make_bot
from engine.ai.hints import HintSearch, LEVELS
from engine.ai.ismcts import Scorer

CASES = [("herocard-duel", 2, None), ("orc-wars", 2, {"scenario": "orc-camp"}),
         ("hero-realms", 3, None), ("pack-of-heroes", 2, None)]


def positions(game_id: str, players: int, options, seed: int, count: int = 2):
    """Positions along a seeded random game where the search has a real choice (more
    than one of the game's candidates) and a re-deal of what the decider cannot see
    changes the state."""
    state = engine.load_game(game_id).new_game(players=players, seed=seed, options=options)
    scorer = Scorer(game_id)
    rng = random.Random(seed)
    found, step = [], 0
    while not state.is_over() and len(found) < count:
        legal = state.legal_actions()
        step += 1
        if len(legal) > 2 and step % 3 == 0 and len(scorer.candidates(state, legal)) > 1:
            seat = state.current_player
            other = state.determinize(seat, 99)
            if engine.state_hash(other) != engine.state_hash(state):
                found.append((state.clone(), other, seat))
        state.apply(rng.choice(legal))
    assert len(found) == count
    return found


@pytest.mark.parametrize("game_id, players, options", CASES)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_hint_is_the_same_when_what_the_seat_cannot_see_is_dealt_again(
        game_id, players, options, level):
    for index, (state, other, seat) in enumerate(positions(game_id, players, options, 3)):
        real = HintSearch(level, seed=500 + index, iterations=60).run(SeatWindow(state, seat))
        redealt = HintSearch(level, seed=500 + index, iterations=60).run(SeatWindow(other, seat))
        assert real == redealt, f"{game_id} position {index}: {real} vs {redealt}"
        labels = {a.label for a in state.legal_actions()}
        assert real.choices and all(label in labels for label, _ in real.choices)
        assert len(real.choices) <= 3 and sum(p for _, p in real.choices) <= 1000
        if level == "normal":
            # at most the budget (an early stop once the leader cannot be caught)
            assert 0 < real.iterations <= 60 and len(real.choices) > 1
            # the first choice is what the same bot plays from this window
            bot = make_bot("ismcts:60it", 500 + index)
            assert bot.choose(SeatWindow(state, seat)).label == real.choices[0][0]
            shares = [p for _, p in real.choices]
            assert shares[1:] == sorted(shares[1:], reverse=True)
        else:
            assert real.choices[0][1] == 1000 and len(real.choices) == 1


def test_a_hint_changes_nothing_of_the_bots_choice_or_the_state():
    state, _, seat = positions("herocard-duel", 2, None, 4, count=1)[0]
    before = engine.state_hash(state)
    plain = make_bot("ismcts:80it", 9).choose(SeatWindow(state, seat))
    hint = HintSearch("normal", seed=9, iterations=80).run(SeatWindow(state, seat))
    assert hint.choices[0][0] == plain.label
    assert engine.state_hash(state) == before


def test_the_shares_are_the_root_visits_of_the_search():
    searched = 0
    for state, _, seat in positions("orc-wars", 2, {"scenario": "orc-camp"}, 6, count=4):
        bot = make_bot("ismcts:90it", 3)
        chosen = bot.choose(SeatWindow(state, seat))
        visits = dict((label, count) for label, count in bot.stats["visits"])
        shares = bot.shares(chosen)
        assert shares[0][0] == chosen.label
        total = sum(visits.values())
        if total == 0:          # one candidate: no search, the whole share
            assert shares == [(chosen.label, 1.0)]
            continue
        searched += 1
        assert total <= 90 and len(shares) == len(visits)
        assert [round(s * total) for _, s in shares] == [visits[label] for label, _ in shares]
    assert searched


def test_levels_and_a_bad_level():
    assert set(LEVELS) == {"easy", "normal", "hard"}
    with pytest.raises(ValueError, match="unknown hint level 'expert'"):
        HintSearch("expert", seed=1)
