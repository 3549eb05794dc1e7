"""Acquiring cards (rule sheet, "Acquiring Cards", "Setup", "II. Discard Phase")."""
from __future__ import annotations


def test_acquire_pays_gold_into_the_discard_pile_and_refills_the_market(hr):
    """"Acquiring Cards": subtract the cost from the Gold Pool, put the card in your
    discard pile, fill the empty space from the top of the Market Deck."""
    state = hr.position(hands={0: ["ruby", "ruby"]},
                        market=["g-combat-1", "champion-6", "i-heal-5", "guard-3", "stun"],
                        market_deck=["draw-2", "prepare"])
    hr.play(state, "ruby", "ruby")
    assert not hr.can(state, "acquire", slot=1)          # cost 6 > 4 gold
    events = hr.act(state, "acquire", slot=3)
    assert state.gold == 1 and hr.discard(state, 0) == ["guard-3"]
    assert hr.market(state) == ["g-combat-1", "champion-6", "i-heal-5", "prepare", "stun"]
    assert hr.ids(state, state.market_deck) == ["draw-2"]
    assert [e.kind for e in events] == ["acquired", "market_refill"]
    assert state.view(1)["market_deck_count"] == 1


def test_acquiring_is_not_playing(hr):
    """"Acquiring Cards": the card does not go into play; its abilities are not used."""
    state = hr.position(hands={0: ["ruby"]}, market=["i-heal-5"])
    hr.play(state, "ruby")
    hr.act(state, "acquire", slot=0)
    assert state.players[0].health == 50 and hr.in_play(state, 0) == ["ruby"]


def test_remaining_gold_buys_more(hr):
    state = hr.position(hands={0: ["ruby", "ruby"]}, market=["g-combat-1", "w-combat-1"])
    hr.play(state, "ruby", "ruby")
    hr.act(state, "acquire", slot=0)
    hr.act(state, "acquire", slot=1)
    hr.act(state, "acquire_gem")
    assert state.gold == 0 and hr.discard(state, 0) == ["g-combat-1", "w-combat-1", "fire-gem"]


def test_empty_market_deck_leaves_the_slot_empty(hr):
    """Ruling: with no Market Deck left, the space stays empty (nothing to acquire there)."""
    state = hr.position(hands={0: ["ruby"]}, market=["g-combat-1", "w-combat-1"])
    hr.play(state, "ruby")
    hr.act(state, "acquire", slot=0)
    assert hr.market(state) == [None, "w-combat-1", None, None, None]
    assert not hr.can(state, "acquire", slot=0)
    assert state.view(0)["market"][0] is None and state.view(0)["market"][1]["slot"] == 1


def test_fire_gems_are_acquired_from_their_stack(hr):
    """"Setup" and "Acquiring Cards": the Fire Gem stack can be bought from with Gold."""
    state = hr.position(hands={0: ["ruby", "gold"]}, gems=2)
    hr.play(state, "gold")
    assert not hr.can(state, "acquire_gem")
    hr.play(state, "ruby")
    hr.act(state, "acquire_gem")
    assert len(state.gems) == 1 and hr.discard(state, 0) == ["fire-gem"]
    state.gold = 5
    hr.act(state, "acquire_gem")
    assert state.gems == [] and not hr.can(state, "acquire_gem")


def test_unspent_gold_is_lost(hr):
    """"II. Discard Phase": lose any Gold remaining in the Gold Pool."""
    state = hr.position(hands={0: ["ruby"]}, decks={0: ["gold"] * 5, 1: ["gold"] * 5})
    hr.play(state, "ruby")
    hr.act(state, "end_turn")
    hr.act(state, "end_turn")
    assert state.active == 0 and state.gold == 0


def test_next_card_acquired_on_top_of_the_deck(hr):
    """Our next_acquire effect: the next matching card acquired this turn goes on top of
    the deck instead of the discard pile (others are unaffected); everyone sees it."""
    state = hr.position(hands={0: ["next-top-action"]}, decks={0: ["gold"]}, gold=1,
                        market=["champion-4", "g-combat-1", "w-combat-1"])
    hr.play(state, "next-top-action")
    hr.act(state, "acquire", slot=0)             # a champion: not an action
    hr.act(state, "acquire", slot=1)             # the next action: on top
    hr.act(state, "acquire", slot=2)             # used up: discard pile
    assert hr.deck(state, 0) == ["gold", "g-combat-1"]
    assert hr.discard(state, 0) == ["champion-4", "w-combat-1"]
    assert [c["id"] for c in state.view(1)["players"][0]["deck_top"]] == ["g-combat-1"]
    assert state.modifiers == []


def test_next_card_acquired_into_the_hand_can_be_played(hr):
    state = hr.position(hands={0: ["next-hand"]}, market=["i-heal-5"])
    hr.play(state, "next-hand")
    assert state.view(0)["next_acquire"] == [{"where": "hand", "filter": "any"}]
    hr.act(state, "acquire", slot=0)
    assert hr.hand(state, 0) == ["i-heal-5"]
    hr.play(state, "i-heal-5")
    assert state.players[0].health == 55


def test_next_acquire_ends_with_the_turn(hr):
    state = hr.position(hands={0: ["next-hand"]}, decks={0: ["gold"] * 5, 1: ["gold"] * 5})
    hr.play(state, "next-hand")
    hr.act(state, "end_turn")
    assert state.modifiers == []


def test_fire_gem_acquired_counts_as_the_next_card(hr):
    state = hr.position(hands={0: ["next-hand"]})
    hr.play(state, "next-hand")
    hr.act(state, "acquire_gem")
    assert hr.hand(state, 0) == ["fire-gem"] and state.gold == 3
