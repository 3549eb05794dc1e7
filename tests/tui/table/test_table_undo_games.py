"""Undo at a local table in every game (issue 42): the AI's answers taken back with
a person's move come back the same when the position does (no re-roll), and no
seat's view after the undo holds anything it had not seen before the move.

Positions are found in seeded random games by the engine's own judgement
(``engine.core.takeback.learned``): seat 0 (a person) makes a move that shows
it nothing, seat 1 (an AI seat) answers with a real choice that shows seat 0
nothing either, and the decision comes back to seat 0.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.core.takeback import learned
from tui.session import GameSession
from tui.table.undo import remembered_answer, take_back

CASES = [("herocard-duel", None), ("orc-wars", {"scenario": "orc-camp"}),
         ("pack-of-heroes", None), ("heroes-of-timeline", None)]
# In these two a move that hands the decision to the other seat always shows the
# mover something first (its turn ends: it draws a new hand), so an AI's answer
# can never be taken back there: undo works within one's own turn
NO_EXCHANGE = [("hero-realms", None), ("no-time-for-heroes", None)]


def _exchange(state):
    """(move, answer) as the module docstring says, or None at this position."""
    if state.current_player != 0:
        return None
    for move in state.legal_actions():
        if learned(state, move, 0):
            continue
        probe = state.clone()
        probe.apply(move)
        if probe.current_player != 1 or probe.is_over() or len(probe.legal_actions()) < 2:
            continue
        for answer in probe.legal_actions():
            if not learned(probe, answer, 0):
                return move, answer
    return None


@pytest.mark.parametrize("game_id, options", CASES, ids=[c[0] for c in CASES])
def test_an_ai_answer_taken_back_is_kept_for_its_position(tmp_path, game_id, options):
    session = GameSession.new(game_id, 2, 9, options, tmp_path,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    rng = random.Random(9)
    found = None
    for _ in range(600):
        if session.state.is_over():
            break
        found = _exchange(session.state)
        if found is not None and len(session.state.history) > 2:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    assert found is not None, f"no quiet exchange in this seeded {game_id} game"
    move, answer = found
    before = session.state.clone()
    views = [before.view(s) for s in range(2)]
    session.apply(move)
    assert remembered_answer(session) is None         # nothing kept yet: the bot decides
    session.apply(answer)
    take_back(session, 0, along={1})
    assert engine.state_hash(session.state) == engine.state_hash(before)
    assert [session.state.view(s) for s in range(2)] == views   # nothing new for anyone
    session.apply(move)
    assert remembered_answer(session) == answer        # the same answer, not a re-roll
    session.close()


@pytest.mark.parametrize("game_id, options", NO_EXCHANGE, ids=[c[0] for c in NO_EXCHANGE])
def test_where_a_turn_ends_with_a_draw_no_ai_answer_can_be_taken_back(game_id, options):
    state = engine.load_game(game_id).new_game(players=2, seed=9, options=options)
    rng = random.Random(9)
    handovers = 0
    while not state.is_over() and len(state.history) < 600:
        if state.current_player == 0:
            assert _exchange(state) is None
            handovers += 1
        state.apply(rng.choice(state.legal_actions()))
    assert handovers > 20
