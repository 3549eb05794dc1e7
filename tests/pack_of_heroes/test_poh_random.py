"""Along seeded random games of every set-up kind: action labels are unique, legal actions
have no why_not reason, and actions survive to_data / action_from_data."""
from __future__ import annotations

import random

from engine.pack_of_heroes.game import PackOfHeroes

GAME = PackOfHeroes()
OPTIONS = [None, {"team_method": "draft", "weapons": "draft"},
           {"team_method": "random", "weapons": "random"}, {"weapons": "draft"}]


def test_labels_unique_and_reasons_agree():
    for seed in range(8):
        state = GAME.new_game(2, seed, OPTIONS[seed % len(OPTIONS)])
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            labels = [a.label for a in legal]
            assert len(set(labels)) == len(labels), labels
            action = rng.choice(legal)
            assert state.why_not(action) is None
            assert GAME.action_from_data(action.to_data()) == action
            state.apply(action)
        assert state.winners() in ([], [0], [1])
