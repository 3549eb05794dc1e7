"""Round trip of every registered game at random points of random games."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import saves
from race_game import GAME_ID as RACE

GAMES = [RACE, *engine.GAMES]
ROUND_TRIP = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                      suppress_health_check=[HealthCheck.too_slow,
                                             HealthCheck.function_scoped_fixture])


@pytest.mark.parametrize("game_id", GAMES)
@ROUND_TRIP
@given(seed=st.integers(0, 10 ** 6), players=st.integers(1, 4),
       cuts=st.lists(st.floats(0, 1), min_size=1, max_size=3),
       seats=st.lists(st.sampled_from(["human", "ai"]), min_size=4, max_size=4),
       campaign=st.none() | st.text(min_size=1, max_size=12))
def test_every_game_round_trips_at_random_points(tmp_path, game_id, seed, players, cuts,
                                                 seats, campaign):
    game = engine.load_game(game_id)
    players = min(max(players, game.min_players), game.max_players)
    state = game.new_game(players=players, seed=seed)
    chooser = random.Random(seed)
    history = []
    while not state.is_over() and len(history) < 400:
        history.append(chooser.choice(state.legal_actions()))
        state.apply(history[-1])
    points = sorted({int(cut * len(history)) for cut in cuts})
    seat_list = [{"name": f"P{i}", "kind": kind, "bot": "random" if kind == "ai" else None}
                 for i, kind in enumerate(seats[:players])]
    for point in points:
        original = game.new_game(players=players, seed=seed)
        for action in history[:point]:
            original.apply(action)
        path = saves.write(tmp_path / f"{game_id}.htsave", original, seats=seat_list,
                           campaign_id=campaign)
        fast, strict = saves.read(path), saves.verify(path)
        assert fast.replay == strict.replay == "strict" and fast.sealed
        for saved in (fast, strict):
            assert engine.state_hash(saved.state) == engine.state_hash(original)
            assert saved.state.history == original.history
            assert saved.state.current_player == original.current_player
            assert saved.state.legal_actions() == original.legal_actions()
            assert saved.state.is_over() == original.is_over()
            assert (saved.seats, saved.campaign_id, saved.action_count) == (
                seat_list, campaign, point)
            assert saved.state.view(None) == original.view(None)
        if point < len(history):                 # and it plays on exactly like the original
            original.apply(history[point])
            fast.state.apply(history[point])
            assert engine.state_hash(fast.state) == engine.state_hash(original)
