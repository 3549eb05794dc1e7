"""plays.py builds play actions with their arguments already in name order and a
lazy label (the hot path of a playout and a search). Each must be the very Action
that ``Action.make`` makes from the same kind, label and arguments (or saves and
bots would see another action), and its label must read the same after the game
has moved on (a lazy label keeps only values fixed when it was made). Random games
of the duel (2-4 heroes) and of Orc Wars (every scenario)."""
from __future__ import annotations

import random

import engine
from engine import Action


def _games():
    duel = engine.load_game("herocard-duel")
    for seed in range(6):
        yield duel.new_game(2 + seed % 3, seed)
    ow = engine.load_game("orc-wars")
    for seed, scenario in enumerate(ow.scenarios):
        players = 2 + seed % 3
        yield ow.new_game(players, seed, dict(ow.default_options(players), scenario=scenario))


def test_play_actions_are_the_ones_action_make_builds_and_their_labels_stay():
    plays = 0
    for state in _games():
        rng = random.Random(len(state.history))
        steps = 0
        while not state.is_over() and steps < 600:
            actions = state.legal_actions()
            listed = [(a, a.label) for a in actions if a.kind == "play"]
            for a, label in listed:
                assert Action.make(a.kind, label, **dict(a[1])) == a, a
                assert label.startswith("Play "), label
            state.apply(rng.choice(actions))
            for a, label in listed:
                assert a.label == label     # read again after the game moved on
            plays += len(listed)
            steps += 1
    assert plays > 500
