"""Action labels are what a player reads in the list of choices: each legal action of a
position has its own label (identical cards are one choice; the two Plunders say which)."""
import random

from .conftest import GAME, position


def test_labels_are_unique_in_every_position():
    for seed in range(30):
        s = GAME.new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            legal = s.legal_actions()
            labels = [a.label for a in legal]
            assert len(set(labels)) == len(labels), labels
            assert len(set(legal)) == len(legal)
            s.apply(rng.choice(legal))


def test_the_two_plunders_are_told_apart_and_slots_are_numbered():
    s = position(("neddia", "idril"), hands={0: ["plunder", "plunder-glory"]})
    labels = sorted(a.label for a in s.legal_actions() if a.kind == "play")
    assert labels == ["Play Plunder (Gain 1 coin per enemy standing and 1 Glory)",
                      "Play Plunder (Gain 2 coins per enemy standing)"]
    m = position(market=["elven-dagger", "elven-dagger", None, None, None], coins={0: 6},
                 phase="market")
    assert [a.label for a in m.legal_actions() if a.kind == "buy"] == \
        ["Buy #1 Elven Dagger for 3 coins", "Buy #2 Elven Dagger for 3 coins"]
