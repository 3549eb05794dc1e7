"""turn.py builds power, move and bring actions with their arguments already in name
order (the hot path of a playout); each must be the very Action that ``Action.make``
makes from the same kind, label and arguments, or saves and bots would see another
action. Random games over the three team methods, with weapons."""
from __future__ import annotations

import random

import engine
from engine import Action

OPTIONS = [{"weapons": "random"}, {"team_method": "draft", "weapons": "draft"},
           {"team_method": "random", "weapons": "draft"}]


def test_every_listed_action_is_the_one_action_make_builds():
    game = engine.load_game("pack-of-heroes")
    kinds = set()
    for seed, options in enumerate(OPTIONS * 2):
        state = game.new_game(2, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            actions = state.legal_actions()
            for a in actions:
                assert Action.make(a.kind, a.label, **dict(a[1])) == a, a
                kinds.add(a.kind)
            state.apply(rng.choice(actions))
    assert {"use", "constant", "weapon", "move", "bring"} <= kinds
