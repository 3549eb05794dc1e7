"""Forced discards (Core Rules, "Attacking" (Special Attacks, "Forfeiture") and
"Blocking" (Special Blocks, "Distracting Smile"); Glossary "Discard")."""
from __future__ import annotations


def test_target_chooses_when_different_cards_match(hc):
    """Core Rules, "Attacking" (Special Attacks example: "Target discards one block
    card"): the target discards; with different matching cards the target
    chooses which, and only matching cards are offered."""
    state = hc.duel(hands={0: ["discard-block-1"], 1: ["block-3", "block-mod-2", "purge-fast",
                                                       "attack-3-restricted"]})
    hc.play(state, "discard-block-1", target=1)
    assert state.current_player == 1
    pending = state.view(0)["pending"]
    assert pending["kind"] == "discard" and pending["seat"] == 1 and pending["count"] == 1
    # block-3, block-mod-2 and the Special Block purge-fast are all block cards
    assert {a.arg("card") for a in hc.find(state, "choose_card")} == {"block-3", "block-mod-2", "purge-fast"}
    assert hc.kinds(state) == {"choose_card"}
    hc.act(state, "choose_card", card="block-mod-2")
    assert hc.discard(state, 1) == ["block-mod-2"]
    assert hc.hand(state, 1) == ["block-3", "purge-fast", "attack-3-restricted"]
    assert state.view(0)["pending"] is None and "pass" in hc.kinds(state)


def test_automatic_when_there_is_no_real_choice(hc):
    """Glossary "Discard": when every matching card is the same card, or there are
    no more matching cards than the count, the discard happens at once."""
    state = hc.duel(hands={0: ["discard-block-1"], 1: ["block-3", "block-3", "draw-1-fast"]})
    hc.play(state, "discard-block-1", target=1)
    assert state.view(1)["pending"] is None and state.current_player == 1
    assert hc.hand(state, 1) == ["block-3", "draw-1-fast"] and hc.discard(state, 1) == ["block-3"]

    state = hc.duel(hands={0: ["attack-3-restricted", "mod-2", "draw-1-restricted"],
                           1: ["discard-attack-2"]},
                    decks={0: ["block-3"]})
    hc.play(state, "draw-1-restricted")
    hc.play(state, "discard-attack-2", target=0)       # exactly two attack cards: both go
    assert state.view(0)["pending"] is None
    assert sorted(hc.discard(state, 0)) == ["attack-3-restricted", "mod-2"]
    assert hc.hand(state, 0) == ["block-3"]


def test_fewer_matching_cards_than_count_discards_what_there_is(hc):
    """Core Rules, "Blocking" (Special Blocks example: "Target discards two attack
    cards"): with only one attack card in hand, that one is discarded."""
    state = hc.duel(hands={0: ["attack-3-restricted", "block-3", "draw-1-restricted"],
                           1: ["discard-attack-2"]},
                    decks={0: ["block-4"]})
    hc.play(state, "draw-1-restricted")
    hc.play(state, "discard-attack-2", target=0)
    assert hc.discard(state, 0) == ["attack-3-restricted"]
    assert sorted(hc.hand(state, 0)) == ["block-3", "block-4"]
    assert state.current_player == 0 and state.view(0)["pending"] is None


def test_choice_repeats_for_each_card_of_the_count(hc):
    """Glossary "Discard" with a count of two: the target picks one card at a time
    while a real choice remains."""
    state = hc.duel(hands={0: ["attack-3-restricted", "attack-4-exclusive", "mod-2",
                               "draw-1-restricted"],
                           1: ["discard-attack-2"]},
                    decks={0: ["block-3"]})
    hc.play(state, "draw-1-restricted")
    hc.play(state, "discard-attack-2", target=0)
    assert state.current_player == 0 and state.view(1)["pending"]["count"] == 2
    hc.act(state, "choose_card", card="mod-2")
    assert state.view(1)["pending"]["count"] == 1
    assert {a.arg("card") for a in hc.find(state, "choose_card")} == {"attack-3-restricted", "attack-4-exclusive"}
    hc.act(state, "choose_card", card="attack-3-restricted")
    assert hc.discard(state, 0) == ["mod-2", "attack-3-restricted"]
    assert sorted(hc.hand(state, 0)) == ["attack-4-exclusive", "block-3"]


def test_game_effect_discard_of_two_asks_twice(hc):
    """Glossary "Discard", for an effect with no card behind it (an Orc Wars
    Dirty Trick runs the discard with no source card): a discard of 2 with a
    real choice asks the victim twice, then resumes play."""
    from engine.herocard.model import Pending
    state = hc.duel(hands={1: ["block-3", "block-mod-2", "purge-fast", "attack-3-restricted"]})
    pool = state.pool_for(1)
    state.pending.append(Pending("discard", 1, pool, 2, None, "block"))
    assert state.current_player == 1 and hc.kinds(state) == {"choose_card"}
    hc.act(state, "choose_card", card="block-mod-2")
    assert state.current_player == 1
    assert {a.arg("card") for a in hc.find(state, "choose_card")} == {"block-3", "purge-fast"}
    hc.act(state, "choose_card", card="purge-fast")
    assert sorted(hc.discard(state, 1)) == ["block-mod-2", "purge-fast"]
    assert hc.hand(state, 1) == ["block-3", "attack-3-restricted"]
    assert state.view(0)["pending"] is None
