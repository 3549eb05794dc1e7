"""Attribute Cards, hero points and Attribute Stacks (HeroCard Core Rules)."""
from __future__ import annotations

import pytest

import engine
from engine import Action


def test_three_attribute_cards_with_scores_and_hero_points(hc):
    """Core Rules, "Game Materials" / "Game Setup" and "Balancing Customized Heroes";
    Glossary "Attribute Card": every hero has Body, Mind and X cards, each with
    a score and hero points, B at the top."""
    state = hc.duel()
    for seat in (0, 1):
        attrs = state.view(0)["players"][seat]["attributes"]
        assert list(attrs) == ["B", "M", "X"]
        for card in attrs.values():
            assert (card["score"], card["hero_points"], card["spent"], card["free"]) == (10, 10, 0, 10)
    real = engine.load_game("herocard-duel").new_game(4, seed=5)
    for player in real.view(0)["players"]:
        attrs = player["attributes"]
        assert list(attrs) == ["B", "M", "X"]
        assert sum(a["hero_points"] for a in attrs.values()) <= 30
        assert player["stacks"] == {"B": [], "M": [], "X": []}


def test_played_cards_tie_up_points_until_cleared(hc):
    """Core Rules, "Action Cost" and "Spent Attributes"; Glossary "Attribute Stack":
    a played card goes on top of its stack, its cost stays spent after the
    sequence ends, and free = score - spent."""
    state = hc.duel(hands={0: ["attack-4-exclusive"]},
                    stacks={0: {"B": ["cost-1", "attack-3-restricted"], "X": ["filler"]}})
    assert (hc.attr(state, 0, "B")["spent"], hc.attr(state, 0, "B")["free"]) == (3, 7)
    assert (hc.attr(state, 0, "M")["spent"], hc.attr(state, 0, "M")["free"]) == (0, 10)
    assert (hc.attr(state, 0, "X")["spent"], hc.attr(state, 0, "X")["free"]) == (9, 1)
    hc.play(state, "attack-4-exclusive")
    assert hc.stack(state, 0, "B") == ["cost-1", "attack-3-restricted", "attack-4-exclusive"]
    assert (hc.attr(state, 0, "B")["spent"], hc.attr(state, 0, "B")["free"]) == (5, 5)
    hc.settle(state)                      # the sequence ends
    assert state.sequence is None
    assert (hc.attr(state, 0, "B")["spent"], hc.attr(state, 0, "B")["free"]) == (5, 5)
    assert state.spent(0, "B") == 5 and state.free(0, "B") == 5


def test_card_that_does_not_fit_free_points_is_not_legal(hc):
    """Core Rules, "Action Cost": the combined cost of the cards in a stack must
    stay within the Attribute score, so a card costing more than the free
    points is not offered and cannot be applied."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "attack-2-unlimited", "draw-1-fast", "filler"]},
                    stacks={0: {"B": ["attack-3-restricted"] * 4 + ["cost-1"], "X": ["filler"]}},
                    decks={0: ["block-3"]})
    assert hc.attr(state, 0, "B")["free"] == 1 and hc.attr(state, 0, "X")["free"] == 1
    assert hc.playable(state) == {("attack-2-unlimited",), ("draw-1-fast",)}
    before = engine.state_hash(state)
    with pytest.raises(engine.IllegalAction):
        state.apply(Action.make("play", cards=["attack-4-exclusive"], target=1))
    with pytest.raises(engine.IllegalAction):
        state.apply(Action.make("play", cards=["filler"], target=None))
    assert engine.state_hash(state) == before


def test_set_must_fit_the_free_points_together(hc):
    """Core Rules, "To Attack": compare the total Action Cost of the set with the
    Attribute score; a set whose combined cost exceeds the free points is not
    offered even though each card alone fits."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "mod-2"]},
                    stacks={0: {"B": ["attack-3-restricted"] * 3 + ["cost-1"]}})
    assert hc.attr(state, 0, "B")["free"] == 3
    sets = hc.playable(state)
    assert ("attack-4-exclusive", "mod-2") in sets            # 2 + 1 = 3
    assert ("attack-4-exclusive", "mod-2", "mod-2") not in sets  # 2 + 1 + 1 = 4
