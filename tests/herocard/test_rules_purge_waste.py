"""Purge and Waste (HeroCard Glossary "Purge", "Waste")."""
from __future__ import annotations


def test_purge_negates_only_the_last_card_of_the_sequence(hc):
    """Glossary "Purge": only the last card played in the current Attack Sequence
    can be purged; it is as if it had never been played (its points come back)."""
    state = hc.duel(hands={0: ["attack-3-restricted", "mod-2", "purge-fast"],
                           1: ["block-3", "block-4"]})
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-3")
    hc.play(state, "mod-2")
    hc.play(state, "block-4")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (5, 7)
    assert hc.attr(state, 1, "M")["spent"] == 5
    hc.play(state, "purge-fast")
    assert hc.stack(state, 1, "M") == ["block-3"] and hc.discard(state, 1) == ["block-4"]
    assert hc.attr(state, 1, "M")["spent"] == 2 and hc.attr(state, 1, "M")["free"] == 8
    view = hc.seq(state)
    assert (view["attack"], view["block"]) == (5, 3)
    assert [c["card"]["id"] for c in view["cards"]] == [
        "attack-3-restricted", "block-3", "mod-2", "purge-fast"]
    hc.settle(state)
    assert state.players[0].vp == 1


def test_purge_needs_an_open_sequence(hc):
    """Glossary "Purge": you may only purge a card of the current Attack Sequence;
    with none open the card is not playable."""
    state = hc.duel(hands={0: ["purge-fast", "draw-1-restricted"], 1: ["purge-fast"]},
                    decks={0: ["block-3"]})
    assert ("purge-fast",) not in hc.playable(state)
    hc.play(state, "draw-1-restricted")
    assert ("purge-fast",) not in hc.playable(state)


def test_purged_exclusive_does_not_count_as_the_turns_exclusive(hc):
    """Glossary "Purge": if you purge an Exclusive action, it doesn't count as the
    target's Exclusive action for that turn, so another one becomes playable."""
    state = hc.duel(hands={0: ["attack-3-restricted", "mod-3-exclusive", "draw-1-exclusive"],
                           1: ["block-3", "purge-fast"]},
                    decks={0: ["block-3"]})
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-3")
    hc.play(state, "mod-3-exclusive")
    assert state.view(0)["players"][0]["exclusive_used"] is True
    assert hc.seq(state)["attack"] == 6
    hc.play(state, "purge-fast")
    assert state.view(0)["players"][0]["exclusive_used"] is False
    assert hc.discard(state, 0) == ["mod-3-exclusive"] and hc.attr(state, 0, "B")["spent"] == 2
    assert hc.seq(state)["attack"] == 3
    assert state.current_player == 0 and ("draw-1-exclusive",) in hc.playable(state)
    hc.play(state, "draw-1-exclusive")
    assert state.view(0)["players"][0]["exclusive_used"] is True


def test_purged_base_attack_ends_the_sequence_with_no_victory_point(hc):
    """Glossary "Purge" ("as if it had never been played"): purging the Base Attack
    ends its Attack Sequence with no result; its points come back and the
    attacker has not used the phase's Base Attack."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "attack-3-restricted"], 1: ["purge-fast"]})
    hc.play(state, "attack-4-exclusive")
    events = hc.play(state, "purge-fast")
    assert state.sequence is None and state.view(0)["sequence"] is None
    assert any(e.kind == "sequence_end" for e in events)
    assert hc.discard(state, 0) == ["attack-4-exclusive"] and hc.attr(state, 0, "B")["spent"] == 0
    assert hc.stack(state, 1, "X") == ["purge-fast"]
    assert state.current_player == 0
    hc.settle(state)
    assert state.players[0].vp == 0 and state.sequence is None
    me = state.view(0)["players"][0]
    assert me["base_attacks_left"] == 1 and me["exclusive_used"] is False
    assert ("attack-3-restricted",) in hc.playable(state)


def test_waste_plays_the_card_with_no_effect(hc):
    """Glossary "Waste": the target must play a matching card onto its Attribute
    Stack; it expends points but has no other effect (it does not block)."""
    state = hc.duel(hands={0: ["attack-3-restricted", "waste-block"], 1: ["block-3", "block-4", "block-4"]})
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-3")
    hc.play(state, "waste-block", target=1)          # block-4 twice: no real choice
    assert state.view(1)["pending"] is None
    assert hc.stack(state, 1, "M") == ["block-3", "block-4"] and hc.hand(state, 1) == ["block-4"]
    assert hc.attr(state, 1, "M")["spent"] == 5
    top = state.view(0)["players"][1]["stacks"]["M"][-1]
    assert top["id"] == "block-4" and top["wasted"] is True
    view = hc.seq(state)
    assert view["block"] == 3
    assert "block-4" not in [c["card"]["id"] for c in view["cards"]]


def test_waste_target_chooses_among_different_cards(hc):
    """Glossary "Waste" (the player places the card): with different matching
    cards the target chooses which one to waste."""
    state = hc.duel(hands={0: ["waste-block"], 1: ["block-3", "block-4", "draw-1-fast"]})
    hc.play(state, "waste-block", target=1)
    assert state.current_player == 1 and state.view(1)["pending"]["kind"] == "waste"
    assert {a.arg("card") for a in hc.find(state, "choose_card")} == {"block-3", "block-4"}
    assert hc.kinds(state) == {"choose_card"}
    hc.act(state, "choose_card", card="block-4")
    assert hc.stack(state, 1, "M") == ["block-4"] and hc.hand(state, 1) == ["block-3", "draw-1-fast"]
    assert state.current_player == 1 and "pass" in hc.kinds(state)   # then the response window


def test_waste_of_an_unaffordable_card_discards_it(hc):
    """Glossary "Waste": if the player does not have enough Attribute points to
    play the card, he or she discards it instead."""
    state = hc.duel(hands={0: ["waste-block"], 1: ["block-3"]},
                    stacks={1: {"M": ["block-4", "block-4", "block-4"]}})
    assert hc.attr(state, 1, "M")["free"] == 1
    hc.play(state, "waste-block", target=1)
    assert hc.hand(state, 1) == [] and hc.discard(state, 1) == ["block-3"]
    assert hc.stack(state, 1, "M") == ["block-4"] * 3 and hc.attr(state, 1, "M")["spent"] == 9


def test_purge_of_a_set_takes_only_its_last_card(hc):
    """Glossary "Purge" ("only the last card played") with "Set": of a set, only
    the last card (the sets lists bases first, then mods) is purged; the Base
    Attack stays and the sequence goes on."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["purge-fast"]})
    hc.play(state, "attack-4-exclusive", "mod-2")
    hc.play(state, "purge-fast")
    assert hc.stack(state, 0, "B") == ["attack-4-exclusive"] and hc.discard(state, 0) == ["mod-2"]
    assert state.sequence is not None and hc.seq(state)["attack"] == 4


def test_purge_does_not_undo_an_effect_already_resolved(hc):
    """Glossary "Purge" ("as if it had never been played") against Core Rules
    "Playing Sets" (effects happen when played, before anyone answers): the
    purged card leaves play and its points come back, but a discard it already
    forced stays discarded."""
    state = hc.duel(hands={0: ["attack-3-restricted", "discard-block-1"],
                           1: ["block-3", "block-4", "block-4", "purge-fast"]})
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-3")
    hc.play(state, "discard-block-1", target=1)
    hc.act(state, "choose_card", card="block-4")
    assert hc.discard(state, 1) == ["block-4"]
    hc.play(state, "purge-fast")
    assert hc.discard(state, 0) == ["discard-block-1"] and hc.attr(state, 0, "X")["spent"] == 0
    assert hc.discard(state, 1) == ["block-4"] and hc.hand(state, 1) == ["block-4"]


def test_wasted_card_has_no_effect(hc):
    """Glossary "Waste": the wasted card "has no other effect on the game": a
    wasted Special Block does not resolve its purge (which would have purged
    the last card of the sequence)."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "waste-block"], 1: ["block-3", "purge-fast"]})
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-3")
    hc.play(state, "waste-block", target=1)          # purge-fast is the only block card left
    assert hc.stack(state, 1, "X") == ["purge-fast"] and hc.attr(state, 1, "X")["spent"] == 1
    assert hc.stack(state, 1, "M") == ["block-3"] and hc.stack(state, 0, "X") == ["waste-block"]
    view = hc.seq(state)
    assert (view["attack"], view["block"]) == (4, 3)
    assert [c["card"]["id"] for c in view["cards"]] == ["attack-4-exclusive", "block-3", "waste-block"]


def test_waste_target_may_choose_a_card_it_cannot_pay_for(hc):
    """Glossary "Waste" (the target plays the card; if they can't pay, they discard
    it): the choice is the target's among all matching cards, so choosing one
    it cannot afford means discarding it."""
    state = hc.duel(hands={0: ["waste-block"], 1: ["block-3", "block-4"]},
                    stacks={1: {"M": ["block-4", "block-4", "block-3"]}})
    assert hc.attr(state, 1, "M")["free"] == 2
    hc.play(state, "waste-block", target=1)
    assert {a.arg("card") for a in hc.find(state, "choose_card")} == {"block-3", "block-4"}
    hc.act(state, "choose_card", card="block-4")
    assert hc.discard(state, 1) == ["block-4"] and hc.hand(state, 1) == ["block-3"]
    assert hc.stack(state, 1, "M") == ["block-4", "block-4", "block-3"]
