"""header.build reads full_data once and the turn without a spectator view, same fields.

The save header (docs: DESIGN.md, save format) must carry the same ``state_hash``
as ``engine.state_hash`` and the same ``turn`` as ``view(None)["turn"]``, for
every built-in game, at the start and deep into a game.
"""
from __future__ import annotations

import random

import pytest

import engine
from saves import header

GAMES = [("orc-wars", {"scenario": "race-through-the-dark"}), ("herocard-duel", None),
         ("hero-realms", None)]


@pytest.mark.parametrize("game_id,options", GAMES)
@pytest.mark.parametrize("actions", [0, 120])
def test_build_hash_turn_and_snapshot_match_the_state(game_id, options, actions):
    state = engine.load_game(game_id).new_game(2, 7, options)
    rng = random.Random(actions)
    for _ in range(actions):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    data = header.build(state, None, None, None)
    assert data["state_hash"] == engine.state_hash(state)
    assert data["turn"] == state.view(None)["turn"]
    assert data["snapshot"]["state"] == header._plain_copy(state.full_data())
    assert header.snapshot_hash(data["snapshot"]["state"]) == data["state_hash"]
    assert len(data["actions"]) == len(state.history)


class _ViewOnly:
    """A state without a ``turn`` attribute: the turn comes from its spectator view."""

    def view(self, seat):
        return {"turn": 4}


class _NoView:
    turn = None

    def view(self, seat):
        raise NotImplementedError


def test_turn_falls_back_to_the_spectator_view_then_to_none():
    assert header._turn_of(_ViewOnly()) == 4
    assert header._turn_of(_NoView()) is None
