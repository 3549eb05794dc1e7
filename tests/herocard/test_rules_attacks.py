"""Base Attacks, Attack Mods, Special Attacks, blocks and sets
(Core Rules, "Attacking", "Blocking", "Playing Sets"; Glossary "Set")."""
from __future__ import annotations


# ---------------------------------------------------------------- attacks


def test_one_base_attack_per_action_phase(hc):
    """Core Rules, "Attacking" (Base Attacks): one Base Attack per Action Phase."""
    state = hc.duel(hands={0: ["attack-3-restricted", "attack-5-fast", "attack-4-exclusive"]})
    assert {("attack-3-restricted",), ("attack-5-fast",), ("attack-4-exclusive",)} <= hc.playable(state)
    hc.play(state, "attack-3-restricted")
    hc.settle(state)
    assert state.sequence is None and state.current_player == 0
    assert state.view(0)["players"][0]["base_attacks_left"] == 0
    assert hc.playable(state) == set()
    assert hc.kinds(state) == {"end_turn"}


def test_no_base_attack_while_a_sequence_is_open(hc):
    """Core Rules, "Finishing a Turn": a given Attack Sequence must complete before
    a new one is launched; even a Base Attack free of the one-per-phase limit
    waits until the open sequence has ended."""
    state = hc.duel(hands={0: ["attack-3-restricted", "attack-2-unlimited", "mod-2"], 1: ["block-3"]})
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-3")                       # the attacker now holds priority again
    assert state.current_player == 0 and state.sequence is not None
    assert hc.playable(state) == {("mod-2",)}
    hc.settle(state)                                 # blocked 3 against 3; the sequence ends
    assert state.sequence is None
    assert ("attack-2-unlimited",) in hc.playable(state)


def test_base_attack_only_by_the_active_player(hc):
    """Core Rules, "Attacking": Base Attacks are played on your own Action Phase,
    even a Fast one."""
    state = hc.duel(hands={0: ["draw-1-restricted"], 1: ["attack-5-fast", "draw-1-fast"]},
                    decks={0: ["cost-1"]})
    hc.play(state, "draw-1-restricted")
    assert state.current_player == 1
    assert hc.playable(state) == {("draw-1-fast",)}


def test_attack_mod_needs_a_base_attack(hc):
    """Core Rules, "Attacking" (Attack Mods) and "Playing Sets": an Attack Mod is
    played with or after a Base Attack of the same sequence; it cannot stand
    alone, not even as a set of mods."""
    state = hc.duel(hands={0: ["mod-2", "mod-2", "draw-1-restricted"]}, decks={0: ["cost-1"]})
    assert hc.playable(state) == {("draw-1-restricted",)}

    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["block-3", "mod-2"]})
    hc.play(state, "attack-4-exclusive")
    assert ("mod-2",) not in hc.playable(state)     # the defender can't add to an attack
    hc.play(state, "block-3")
    assert hc.playable(state) == {("mod-2",)}
    hc.play(state, "mod-2")
    assert hc.seq(state)["attack"] == 6 and hc.seq(state)["block"] == 3


def test_attack_set_base_with_mods(hc):
    """Core Rules, "Attacking" (Playing Sets) and "To Attack": a Base Attack and
    Attack Mods may go down together as a set; the attack total adds them."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "mod-2"], 1: ["block-3"]})
    offered = hc.playable(state)
    assert {("attack-4-exclusive", "mod-2"), ("attack-4-exclusive", "mod-2", "mod-2")} <= offered
    hc.play(state, "attack-4-exclusive", "mod-2", "mod-2")
    assert hc.stack(state, 0, "B") == ["attack-4-exclusive", "mod-2", "mod-2"]
    assert hc.seq(state)["attack"] == 8 and hc.seq(state)["defender"] == 1
    assert hc.attr(state, 0, "B")["spent"] == 4
    assert state.current_player == 1 and ("block-3",) in hc.playable(state)


def test_attack_set_whose_base_sorts_after_its_mods_targets_the_opponent(hc):
    """Core Rules, "To Attack" and Glossary "Set": a set's Base Attack is played
    at an opponent whatever the card ids are; the defender gets to block."""
    state = hc.duel(hands={0: ["zz-attack-6-restricted", "mod-2"], 1: ["block-3"]})
    found = hc.find(state, "play", cards=["zz-attack-6-restricted", "mod-2"])
    assert [a.arg("target") for a in found] == [1]
    hc.play(state, "zz-attack-6-restricted", "mod-2")
    assert hc.seq(state)["defender"] == 1 and hc.seq(state)["attack"] == 8
    assert state.current_player == 1 and ("block-3",) in hc.playable(state)


def test_attack_mods_added_one_at_a_time_between_responses(hc):
    """Core Rules, "Playing Sets": cards may be played singly, the opponent
    answering after each one."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "mod-2"], 1: ["block-3", "block-4"]})
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-4")
    hc.play(state, "mod-2")
    assert state.current_player == 1 and hc.seq(state)["attack"] == 6
    hc.play(state, "block-3")
    hc.play(state, "mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (8, 7)


def test_special_attack_adds_no_value(hc):
    """Core Rules, "Attacking" (Special Attacks); Glossary "Special Attack": it
    assists an attack but does not add to the attack value; it may be played
    with no attack at all."""
    state = hc.duel(hands={0: ["discard-block-1", "discard-block-1", "attack-3-restricted"],
                           1: ["block-3", "block-4", "block-4", "draw-1-fast"]})
    hc.play(state, "discard-block-1", target=1)     # no sequence needed
    assert state.sequence is None
    hc.act(state, "choose_card", card="block-3")    # seat 1 chooses which block to lose
    hc.settle(state)
    hc.play(state, "attack-3-restricted")
    hc.play(state, "block-4")
    hc.play(state, "discard-block-1", target=1)     # in the sequence: removes the other block-4
    assert hc.hand(state, 1) == ["draw-1-fast"]
    view = hc.seq(state)
    assert view["attack"] == 3 and view["block"] == 4
    assert [c["card"]["id"] for c in view["cards"]] == ["attack-3-restricted", "block-4", "discard-block-1"]


# ----------------------------------------------------------------- blocks


def test_several_base_blocks_only_by_the_defender(hc):
    """Core Rules, "Blocking" (Base Blocks): unlike Base Attacks, the defender may
    play as many Base Blocks as points allow; only the defender blocks."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "block-3"], 1: ["block-3", "block-4"]})
    assert ("block-3",) not in hc.playable(state)   # no attack to block, and not the defender
    hc.play(state, "attack-4-exclusive")
    assert ("block-3", "block-4") in hc.playable(state)
    hc.play(state, "block-3")
    assert ("block-3",) not in hc.playable(state)   # the attacker holds block-3 too
    hc.play(state, "mod-2")
    hc.play(state, "block-4")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (6, 7)
    assert hc.stack(state, 1, "M") == ["block-3", "block-4"]


def test_block_set_of_several_bases_and_mods(hc):
    """Core Rules, "Blocking" (Block Mods, Example 2, and Playing Sets): Base
    Blocks and Block Mods together as one set add up."""
    state = hc.duel(hands={0: ["attack-4-exclusive"], 1: ["block-3", "block-4", "block-mod-2"]})
    hc.play(state, "attack-4-exclusive")
    offered = hc.playable(state)
    assert {("block-3", "block-4"), ("block-3", "block-mod-2"),
            ("block-3", "block-4", "block-mod-2")} <= offered
    hc.play(state, "block-3", "block-4", "block-mod-2")
    assert hc.seq(state)["block"] == 9 and hc.attr(state, 1, "M")["spent"] == 6


def test_block_mod_needs_a_base_block(hc):
    """Core Rules, "Blocking" (Block Mods) and "Playing Sets": a Block Mod goes
    with or after a Base Block; it cannot stand alone."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["block-mod-2", "block-mod-2", "block-3"]})
    hc.play(state, "attack-4-exclusive")
    offered = hc.playable(state)
    assert ("block-mod-2",) not in offered and ("block-mod-2", "block-mod-2") not in offered
    assert ("block-3", "block-mod-2") in offered
    hc.play(state, "block-3")
    hc.play(state, "mod-2")
    assert ("block-mod-2",) in hc.playable(state) and ("block-mod-2", "block-mod-2") in hc.playable(state)
    hc.play(state, "block-mod-2")
    assert hc.seq(state)["block"] == 5


def test_special_block_playable_outside_a_sequence(hc):
    """Core Rules, "Blocking" (Special Blocks): they are Fast, so not only in answer
    to an attack; by the active player at rest or by the other player in a
    response window with no sequence open."""
    state = hc.duel(hands={0: ["special-block-draw", "draw-1-restricted"], 1: ["special-block-draw"]},
                    decks={0: ["cost-1", "cost-1"], 1: ["cost-1"]})
    assert ("special-block-draw",) in hc.playable(state)
    hc.play(state, "draw-1-restricted")
    assert state.sequence is None and ("special-block-draw",) in hc.playable(state)
    hc.play(state, "special-block-draw")
    assert hc.stack(state, 1, "X") == ["special-block-draw"] and hc.hand(state, 1) == ["cost-1"]
    hc.play(state, "special-block-draw")
    assert hc.stack(state, 0, "X") == ["draw-1-restricted", "special-block-draw"]


# ------------------------------------------------------------------- sets


def test_sets_hold_only_bases_and_mods(hc):
    """Glossary "Set": sets may only contain bases and mods; Special Attacks,
    Special Blocks and other cards are always played singly."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "discard-block-1", "purge-fast",
                               "draw-1-fast"],
                           1: ["block-3", "block-mod-2", "purge-fast", "convert-attack-0"]})
    for cards in hc.playable(state):
        if len(cards) > 1:
            assert set(cards) <= {"attack-4-exclusive", "mod-2"}
    hc.play(state, "attack-4-exclusive")
    for cards in hc.playable(state):
        if len(cards) > 1:
            assert set(cards) <= {"block-3", "block-mod-2"}
    assert ("block-3", "block-mod-2") in hc.playable(state)


def test_attack_set_and_block_set_never_mix(hc):
    """Glossary "Set": a set is either an attack set or a block set."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "block-3", "block-mod-2"]})
    for cards in hc.playable(state):
        assert not ({"block-3", "block-mod-2"} & set(cards) and {"attack-4-exclusive", "mod-2"} & set(cards))


def test_at_most_one_base_attack_in_a_set(hc):
    """Core Rules, "Attacking" (Playing Sets: "your Base Attack and one or more
    Attack Mods"); Glossary "Set": one Base Attack per set, even when a card
    lifts the one-Base-Attack limit."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "attack-3-restricted", "attack-2-unlimited", "mod-2"]})
    for cards in hc.playable(state):
        bases = [c for c in cards if c.startswith("attack-")]
        assert len(bases) <= 1, cards
    assert ("attack-2-unlimited", "mod-2") in hc.playable(state)
