"""``reveal_marker``: while it stays put, a seat's own actions keep its legal actions.

ISMCTS (``engine.ai.ismcts``) lists the deciding seat's legal actions at a
node once, for every determinization, while ``state.reveal_marker(seat)``
has not changed since the root: the seat has then learnt nothing hidden or
random beyond the actions on the tree's path, so each determinization that
follows that path gives it the same legal actions (the engine contract: a
seat's legal actions follow from what it can see). These tests play that
out: from random positions of random games, two determinizations and the
real state take the same random actions and those where the seat is to act
must list the same legal actions, until the marker moves; and the marker
moves on each kind of reveal.
"""
from __future__ import annotations

import random

import pytest

import engine

from tests.orc_wars.conftest import position

SCENARIOS = engine.load_game("orc-wars").scenarios
CASES = [("orc-wars", 2, {"scenario": s}) for s in SCENARIOS] + \
        [("orc-wars", 4, {"scenario": SCENARIOS[0]}), ("herocard-duel", 2, None),
         ("herocard-duel", 3, None)]


def _walks(game_id: str, players: int, options, seed: int, every: int = 5,
           most: int = 40) -> tuple[int, int]:
    """Walk from every ``every``-th position of one random game (``most`` walks
    at most); returns ``(positions, steps)`` checked. Fails on any listing
    that differs."""
    game = engine.load_game(game_id)
    state = game.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    walked = steps = 0
    index = 0
    while not state.is_over() and walked < most:
        legal = state.legal_actions()
        index += 1
        if index % every == 0 and len(legal) > 1 and state.current_player is not None:
            walked += 1
            steps += _walk(state, rng)
        state.apply(rng.choice(legal))
    return walked, steps


def _walk(real, rng: random.Random) -> int:
    """From ``real``, the real state and two determinizations for the deciding
    seat take the same random actions, as a search's path does (a tree child
    is its action, whoever takes it): each action goes to every state still
    in where it is legal. A state drops out when the action is not legal in
    it, its marker moves or its game ends; the walk ends with fewer than two
    states. At every step, the states still in where the seat is to act must
    list the same legal actions. Returns the steps."""
    seat = real.current_player
    states = [real.clone()]
    states += [states[0].determinize(seat, rng.randrange(2 ** 31)) for _ in range(2)]
    starts = [s.reveal_marker(seat) for s in states]
    steps = 0
    while True:
        listed = [s.legal_actions() for s in states]
        mine = [legal for s, legal in zip(states, listed) if s.current_player == seat]
        for other in mine[1:]:
            assert other == mine[0], f"step {steps}: the same marker, other legal actions"
        action = listed[0][rng.randrange(len(listed[0]))]
        steps += 1
        kept, marks = [], []
        for s, start, legal in zip(states, starts, listed):
            if action not in legal:
                continue
            s.apply(action)
            if s.reveal_marker(seat) == start and not s.is_over():
                kept.append(s)
                marks.append(start)
        if len(kept) < 2 or steps > 60:
            return steps
        states, starts = kept, marks


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_own_actions_with_the_marker_still_keep_the_legal_actions(game_id, players, options):
    walked = steps = 0
    for seed in range(3):
        w, s = _walks(game_id, players, options, seed)
        walked, steps = walked + w, steps + s
    assert walked >= 20 and steps > walked   # the walks went past their first action


def test_the_marker_moves_on_a_draw():
    state = engine.load_game("herocard-duel").new_game(players=2, seed=3)
    hand = state.players[0].hand
    state.players[0].discard.append(hand.pop())    # room for a card (7 is the limit)
    before = state.reveal_marker(0)
    assert state.draw(0, 1, []) == 1
    assert state.reveal_marker(0) != before
    assert len(state.players[0].deck) == before[0][0] - 1
    other = state.reveal_marker(1)
    state.players[0].discard.append(hand.pop())    # seat 1 sees seat 0's hand shrink
    assert state.reveal_marker(1) != other


def test_the_marker_moves_when_a_treasure_is_found_or_a_token_turned():
    state = position(elves={1: (3, 3)}, active=1)
    seat = 1
    before = state.reveal_marker(seat)
    state.treasures.append({"tid": 9, "kind": "x", "hex": None, "holder": 1,
                            "used": False, "found": True})
    assert state.reveal_marker(seat) != before
    state.treasures.pop()
    assert state.reveal_marker(seat) == before
    state.tokens.append({"tid": 9, "number": 2, "hex": (0, 0)})
    assert state.reveal_marker(seat) != before


def test_the_marker_moves_when_chance_is_asked():
    state = engine.load_game("herocard-duel").new_game(players=2, seed=3)
    before = state.reveal_marker(1)
    state.rng.randrange(6)
    assert state.reveal_marker(1) != before
    clone = state.clone()
    assert clone.reveal_marker(1) == state.reveal_marker(1)
