"""``state.why_not``: the plain reason a HeroCard card or set can't be played now.

Each test builds an exact position (tests/fixtures/heroes/test-hero.toml) and
names the rulebook section behind the reason (HeroCard Core Rules, Glossary)."""
from __future__ import annotations

from engine import Action


def test_legal_cards_have_no_reason_and_unknown_cards_are_named(hc):
    """Core Rules, "Taking Actions": a playable card has no reason against it."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"]})
    assert state.why_not(["attack-4-exclusive"]) is None
    assert state.why_not(["attack-4-exclusive", "mod-2"]) is None
    assert state.why_not(["block-3"]) == "block-3 is not in your hand"
    assert state.why_not("nonsense") == "that is not something a player can do"


def test_only_one_base_attack_per_action_phase(hc):
    """Core Rules, "Attacking" (Base Attacks): one Base Attack per Action Phase."""
    state = hc.duel(hands={0: ["attack-5-fast", "attack-3-restricted"], 1: []})
    hc.play(state, "attack-5-fast")
    hc.settle(state)                      # seat 1 does not block: the attack resolves
    assert state.sequence is None and state.current_player == 0
    assert state.why_not(["attack-3-restricted"]) == \
        "only one Base Attack per Action Phase: this turn's is used"


def test_not_enough_free_points_names_the_attribute_as_the_board_does(hc):
    """Core Rules, "Action Cost": the costs in play never exceed the Attribute score."""
    state = hc.duel(hands={0: ["filler"]}, stacks={0: {"X": ["draw-1-fast", "draw-1-fast"]}})
    assert state.why_not(["filler"]) == \
        "not enough free Test X points: filler costs 9, 8 are free".replace(
            "filler", state.card_defs(0)["filler"].name)


def test_restricted_and_exclusive_cards_on_the_opponents_turn(hc):
    """Core Rules, "Action Type" (Restricted, Exclusive): only in your own Action Phase."""
    state = hc.duel(hands={0: ["draw-1-restricted"],
                           1: ["draw-1-restricted", "draw-1-exclusive", "draw-1-fast"]},
                    decks={0: ["cost-1"], 1: ["cost-1"]})
    hc.play(state, "draw-1-restricted")
    assert state.current_player == 1
    name = state.card_defs(1)["draw-1-restricted"].name
    assert state.why_not(["draw-1-restricted"]) == \
        f"{name} is restricted: it can't be played on the opponent's turn"
    assert "is exclusive: only in your own Action Phase" in state.why_not(["draw-1-exclusive"])
    assert state.why_not(["draw-1-fast"]) is None


def test_one_exclusive_card_per_turn(hc):
    """Core Rules, "Action Type" (Exclusive): one Exclusive action per turn."""
    state = hc.duel(hands={0: ["draw-1-exclusive", "attack-4-exclusive"]},
                    decks={0: ["cost-1"]})
    hc.play(state, "draw-1-exclusive")
    hc.settle(state)
    assert state.why_not(["attack-4-exclusive"]) == \
        "you have already played your one exclusive card this turn"


def test_mods_need_their_base_and_blocks_need_an_attack(hc):
    """Core Rules, "Attacking" (an Attack Mod cannot stand alone) and "Blocking"
    (Block Mods need a Base Block; blocks answer an attack)."""
    state = hc.duel(hands={0: ["mod-2", "block-3", "attack-5-fast"],
                           1: ["block-mod-2", "block-3", "mod-2"]})
    assert "is an Attack Mod: play it with a Base Attack as a set" in state.why_not(["mod-2"])
    assert "is a block: it is played when someone attacks you" in state.why_not(["block-3"])
    hc.play(state, "attack-5-fast")
    assert state.current_player == 1
    assert "is a Block Mod: play it with a Base Block" in state.why_not(["block-mod-2"])
    assert state.why_not(["block-3", "block-mod-2"]) is None
    assert "you are defending" in state.why_not(["mod-2"])


def test_sets_hold_only_bases_and_mods_of_one_side(hc):
    """Core Rules, "Playing Sets"; Glossary "Set": only bases and mods, one side."""
    state = hc.duel(hands={0: ["attack-5-fast", "draw-1-fast", "block-3",
                               "attack-3-restricted"]})
    name = state.card_defs(0)["draw-1-fast"].name
    assert state.why_not(["attack-5-fast", "draw-1-fast"]) == \
        f"only Base and Mod cards are played together as a set: play {name} on its own"
    assert state.why_not(["attack-5-fast", "block-3"]) == \
        "a set holds one side's cards: attack cards or block cards, not both"
    assert state.why_not(["attack-5-fast", "attack-3-restricted"]) == (
        "a set holds one Base Attack at most (a block set may hold several Base Blocks): "
        "play the other Base Attack on its own")


def test_purge_needs_a_card_in_an_attack_sequence(hc):
    """Glossary "Purge": only the last card of the current Attack Sequence."""
    state = hc.duel(hands={0: ["purge-fast"]})
    assert "purges the last card of an Attack Sequence: there is none now" in \
        state.why_not(["purge-fast"])


def test_cards_outside_the_action_phase_and_refresh_after_acting(hc):
    """Core Rules, "Four Phases of a Turn" and "Refreshing your Hand": cards are played in
    the Action Phase; a refresh replaces the whole Action Phase."""
    state = hc.duel(phase="clear", hands={0: ["attack-5-fast"]}, stacks={0: {"B": ["cost-1"]}})
    assert state.why_not(["attack-5-fast"]).startswith(
        "cards are played in the Action Phase; now it is the Clear phase")
    state = hc.duel(hands={0: ["draw-1-restricted", "cost-1"]}, decks={0: ["cost-1"]})
    refresh = Action.make("refresh")
    assert state.why_not(refresh) is None
    hc.play(state, "draw-1-restricted")
    hc.settle(state)
    assert state.why_not(refresh) == ("you have already acted this Action Phase: a refresh "
                                      "replaces the whole Action Phase")
