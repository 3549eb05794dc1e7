"""Twist and Unwind (HeroCard Glossary "Twist", "Unwind"; Core Rules "Clearing")."""
from __future__ import annotations


def test_twisted_card_cannot_be_cleared_until_it_unwinds(hc):
    """Glossary "Twist" and "Unwind" (conditions given by the twisting card): the
    twisted top card can't be cleared; it unwinds at the end of the twisting
    player's next turn, and can be cleared after that."""
    state = hc.duel(hands={0: ["twist-opponent"]},
                    stacks={1: {"B": ["cost-1"], "M": ["block-3"]}})
    hc.play(state, "twist-opponent", target=1)
    # two stacks to choose from: the twisting player chooses
    assert state.current_player == 0 and state.view(0)["pending"]["kind"] == "twist"
    assert {a.arg("attribute") for a in hc.find(state, "choose_stack")} == {"B", "M"}
    hc.act(state, "choose_stack", attribute="B")
    assert state.view(1)["players"][1]["stacks"]["B"][0]["twisted"] is True
    hc.settle(state)
    hc.act(state, "end_turn")                        # end of turn 2 (the twist's own turn)
    # turn 3, seat 1: empty hand and deck, so straight to the Clear Phase
    assert state.active == 1 and state.phase == "clear"
    assert {a.arg("attribute") for a in hc.find(state, "clear")} == {"M"}
    hc.act(state, "end_clear")
    hc.act(state, "end_turn")
    # turn 4, seat 0: the card is still twisted during the twisting player's next turn
    hc.to_action_phase(state)
    assert state.view(0)["players"][1]["stacks"]["B"][0]["twisted"] is True
    events = hc.act(state, "end_turn")
    assert any(e.kind == "unwound" for e in events)
    assert state.view(0)["players"][1]["stacks"]["B"][0]["twisted"] is False
    # turn 5, seat 1: now it can be cleared
    assert state.active == 1 and state.phase == "clear"
    assert {a.arg("attribute") for a in hc.find(state, "clear")} == {"B", "M"}
    hc.act(state, "clear", attribute="B")
    assert hc.discard(state, 1) == ["cost-1"]


def test_twist_with_one_choice_is_automatic_and_blocks_clear_effects(hc):
    """Glossary "Twist" and "Clear": a twisted card can't be cleared by a card
    effect either; a twist with only one possible card needs no choice."""
    state = hc.duel(hands={0: ["twist-opponent"], 1: ["clear-own-1"]},
                    stacks={1: {"B": ["cost-1"]}})
    hc.play(state, "twist-opponent", target=1)
    assert state.view(0)["pending"] is None and state.current_player == 1
    assert state.cards[state.players[1].stacks["B"][0]].twist["mode"] == "lock"
    hc.play(state, "clear-own-1")                    # only its own X card can be cleared
    assert hc.stack(state, 1, "B") == ["cost-1"] and hc.discard(state, 1) == ["clear-own-1"]


def test_unwind_frees_twisted_cards(hc):
    """Glossary "Unwind": an unwind effect turns the twisted cards back, so they can
    be cleared again at once."""
    state = hc.duel(hands={0: ["twist-opponent"], 1: ["unwind-self", "clear-own-1"]},
                    stacks={1: {"B": ["cost-1"]}}, decks={0: ["block-3"], 1: ["block-3"]})
    hc.play(state, "twist-opponent", target=1)
    hc.settle(state)
    hc.act(state, "end_turn")
    hc.to_action_phase(state)                        # seat 1 could not clear the B card
    assert hc.stack(state, 1, "B") == ["cost-1"]
    events = hc.play(state, "unwind-self")
    assert any(e.kind == "unwound" for e in events)
    assert state.view(1)["players"][1]["stacks"]["B"][0]["twisted"] is False
    hc.settle(state)
    hc.play(state, "clear-own-1")                    # B and X tops: a choice now
    assert {a.arg("attribute") for a in hc.find(state, "choose_stack")} == {"B", "X"}
    hc.act(state, "choose_stack", attribute="B")
    assert hc.stack(state, 1, "B") == [] and "cost-1" in hc.discard(state, 1)


def test_twist_self_stance_adds_to_blocks_while_in_play(hc):
    """Glossary "Twist" (a long-term effect described by the card): a card that
    twists itself gives its owner's block +2 in every sequence where they have
    a Base Block, stays twisted across turns, and stops when cleared."""
    state = hc.duel(hands={0: ["stance-block-2", "block-3", "block-3"],
                           1: ["attack-3-restricted", "attack-4-exclusive"]},
                    decks={0: ["block-4"] * 4, 1: ["block-4"] * 4})
    hc.play(state, "stance-block-2")
    stance = state.view(1)["players"][0]["stacks"]["M"][0]
    assert stance["twisted"] is True and stance["twist"] == "stance"
    hc.settle(state)
    hc.next_turn(state)                              # seat 1 attacks seat 0
    hc.play(state, "attack-3-restricted")
    assert hc.seq(state)["block"] == 0               # no Base Block yet: no bonus
    hc.play(state, "block-3")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (3, 5)
    hc.settle(state)
    assert state.players[1].vp == 0
    hc.act(state, "end_turn")
    # seat 0's Clear Phase: clearing the block and then the stance card
    hc.act(state, "end_discard")
    hc.act(state, "draw", count=0)
    hc.act(state, "clear", attribute="M")
    hc.act(state, "clear", attribute="M")
    assert hc.discard(state, 0)[-1] == "stance-block-2"
    assert state.view(0)["players"][0]["discard"][-1]["twisted"] is False
    assert state.phase == "action"                   # nothing left to clear
    hc.next_turn(state)
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-3")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (4, 3)   # no bonus any more


def test_twist_self_stance_adds_to_attacks(hc):
    """Glossary "Twist": the attack-side stance adds +2 to its owner's attack total
    once they have a Base Attack in the sequence."""
    state = hc.duel(hands={0: ["stance-attack-2", "attack-3-restricted"], 1: ["block-4"]})
    hc.play(state, "stance-attack-2")
    hc.settle(state)
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-4")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (5, 4)
    hc.settle(state)
    assert state.players[0].vp == 1


def test_twist_on_another_players_turn_unwinds_at_end_of_twisting_players_next_turn(hc):
    """Glossary "Twist" / "Unwind" (the twisting card sets the conditions: "until it
    unwinds at the end of your next turn"): a Fast twist played during the
    victim's turn unwinds when the twisting player's own next turn ends."""
    state = hc.duel(hands={0: ["draw-1-restricted"], 1: ["twist-opponent"]},
                    stacks={0: {"B": ["cost-1"]}}, decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.play(state, "draw-1-restricted")
    hc.play(state, "twist-opponent", target=0)
    hc.act(state, "choose_stack", attribute="B")
    hc.settle(state)
    hc.act(state, "end_turn")                         # end of turn 2: still twisted
    assert state.view(0)["players"][0]["stacks"]["B"][0]["twisted"] is True
    hc.to_action_phase(state)
    events = hc.act(state, "end_turn")                # end of seat 1's turn 3
    assert [e.kind for e in events].count("unwound") == 1
    assert state.view(0)["players"][0]["stacks"]["B"][0]["twisted"] is False
    hc.act(state, "end_discard")
    hc.act(state, "draw", count=0)
    assert {a.arg("attribute") for a in hc.find(state, "clear")} == {"B", "X"}


def test_unwind_effect_does_not_end_a_stance(hc):
    """Glossary "Unwind" ("the conditions required to unwind a twisted card are
    described by the twisting card"): a self-twisted stance card ends only when
    it leaves play, not through an unwind effect or the end of a turn."""
    state = hc.duel(hands={0: ["stance-attack-2", "unwind-self", "attack-3-restricted"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.play(state, "stance-attack-2")
    hc.settle(state)
    hc.play(state, "unwind-self")
    hc.settle(state)
    hc.next_turn(state)
    hc.next_turn(state)
    assert state.view(0)["players"][0]["stacks"]["B"][0]["twist"] == "stance"
    hc.play(state, "attack-3-restricted")
    assert hc.seq(state)["attack"] == 5


def test_anywhere_clear_skips_a_twisted_card_but_reaches_below_it(hc):
    """Glossary "Twist" (can't be cleared until unwound) with "Clear" (card text
    may reach below the top): a clear that reaches anywhere may take a card
    under a twisted one, never the twisted card itself."""
    state = hc.duel(hands={0: ["twist-opponent", "clear-opponent-anywhere"]},
                    stacks={1: {"M": ["block-4", "block-3"]}})
    hc.play(state, "twist-opponent", target=1)        # twists block-3, the only top card
    hc.settle(state)
    hc.play(state, "clear-opponent-anywhere", target=1)
    assert hc.stack(state, 1, "M") == ["block-3"] and hc.discard(state, 1) == ["block-4"]
    assert state.view(0)["players"][1]["stacks"]["M"][0]["twisted"] is True
