"""Constant and variable values (HeroCard Glossary "Constant Value", "Variable
Value", "Attack Value", "Block Value")."""
from __future__ import annotations


def test_constant_values_add_up(hc):
    """Glossary "Constant Value", "Attack Value", "Block Value": printed numbers,
    added over the cards of the sequence."""
    state = hc.duel(hands={0: ["attack-3-restricted", "mod-2", "mod-3-exclusive"],
                           1: ["block-4", "block-3", "block-mod-2"]})
    hc.play(state, "attack-3-restricted", "mod-2", "mod-3-exclusive")
    hc.play(state, "block-4", "block-3", "block-mod-2")
    view = hc.seq(state)
    assert (view["attack"], view["block"]) == (8, 9)
    assert [c["card"]["value"] for c in view["cards"]] == [3, 2, 3, 3, 4, 2]


def test_cost_in_play_of_target_updates_live_and_is_capped(hc):
    """Glossary "Variable Value" ("Attack 0, plus the cost of all cards of selected
    Attribute in play by target"): the value follows the target's Mind stack
    as it changes during the sequence, up to its cap of 5."""
    state = hc.duel(hands={0: ["attack-var-target-m-cost", "mod-2"],
                           1: ["block-4", "block-mod-2"]},
                    stacks={1: {"M": ["block-3"], "X": ["filler"]}})
    hc.play(state, "attack-var-target-m-cost")
    assert hc.seq(state)["attack"] == 2                 # block-3 costs 2 (X doesn't count)
    hc.play(state, "block-4")                           # +3 Mind in play
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (5, 4)
    hc.play(state, "mod-2")
    assert hc.seq(state)["attack"] == 7
    hc.play(state, "block-mod-2")                       # Mind in play 6, value capped at 5
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (7, 6)
    assert hc.seq(state)["cards"][0]["card"]["value"] == 5
    hc.settle(state)
    assert state.players[0].vp == 1


def test_cards_in_own_hand_value_follows_the_hand(hc):
    """Glossary "Variable Value": a value counting the owner's hand changes when
    the hand does (here a forced discard shrinks it)."""
    state = hc.duel(hands={0: ["attack-var-self-hand", "block-3", "block-3", "block-3"],
                           1: ["discard-block-1"]})
    hc.play(state, "attack-var-self-hand")
    assert hc.seq(state)["attack"] == 4                 # 1 + three cards in hand
    hc.play(state, "discard-block-1", target=0)
    assert hc.hand(state, 0) == ["block-3", "block-3"]
    assert hc.seq(state)["attack"] == 3
    hc.settle(state)
    assert state.players[0].vp == 1


def test_cards_in_play_of_target_per_card_with_cap(hc):
    """Glossary "Variable Value": 2 per card the target has in play, at most 6;
    each block the target plays raises the attack until the cap."""
    state = hc.duel(hands={0: ["attack-var-target-in-play", "mod-2", "mod-2"],
                           1: ["block-3", "block-mod-2", "block-4"]},
                    stacks={1: {"X": ["filler"]}})
    hc.play(state, "attack-var-target-in-play")
    assert hc.seq(state)["attack"] == 2
    hc.play(state, "block-3")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (4, 3)
    hc.play(state, "mod-2")
    hc.play(state, "block-mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (8, 5)
    hc.play(state, "mod-2")
    hc.play(state, "block-4")                           # 4 cards in play: 8, capped at 6
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (10, 9)
    hc.settle(state)
    assert state.players[0].vp == 1


def test_variable_value_drops_when_target_cards_leave_play(hc):
    """Glossary "Variable Value" and "Purge": the value is worked out from the
    current state, so a card leaving the target's stack lowers it again."""
    state = hc.duel(hands={0: ["attack-var-target-m-cost", "purge-fast"], 1: ["block-4"]})
    hc.play(state, "attack-var-target-m-cost")
    assert hc.seq(state)["attack"] == 0
    hc.play(state, "block-4")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (3, 4)
    hc.play(state, "purge-fast")                        # the block is purged
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (0, 0)
    hc.settle(state)
    assert state.players[0].vp == 0                     # 0 against 0 is blocked
