"""Card text overrides the rules (Core Rules, "Contradictory Rules"): more than
one Base Attack in an Action Phase."""
from __future__ import annotations


def test_no_base_attack_limit_allows_a_second_base_attack(hc):
    """Core Rules, "Contradictory Rules" and "Attacking" ("there are cards that
    allow you to play more than one Base Attack per turn"): a Base Attack with
    the no_base_attack_limit override may follow another one in the same
    Action Phase; it starts a new Attack Sequence."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "attack-3-restricted", "attack-2-unlimited"],
                           1: ["block-4"]})
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-4")
    hc.settle(state)                                  # blocked 4 against 4
    assert state.sequence is None and state.players[0].vp == 0
    offered = hc.playable(state)
    assert ("attack-3-restricted",) not in offered   # the normal limit holds
    assert ("attack-2-unlimited",) in offered
    hc.play(state, "attack-2-unlimited")
    view = hc.seq(state)
    assert view["attack"] == 2 and view["block"] == 0    # earlier blocks don't count here
    assert [c["card"]["id"] for c in view["cards"]] == ["attack-2-unlimited"]
    assert hc.stack(state, 1, "M") == ["block-4"]        # ...but still tie up points
    hc.settle(state)
    assert state.players[0].vp == 1


def test_no_base_attack_limit_card_first_leaves_the_normal_attack(hc):
    """Core Rules, "Contradictory Rules": the override card ignores the limit, so
    played first it does not use up the one normal Base Attack."""
    state = hc.duel(hands={0: ["attack-2-unlimited", "attack-3-restricted"]})
    hc.play(state, "attack-2-unlimited")
    hc.settle(state)
    assert state.view(0)["players"][0]["base_attacks_left"] == 1
    assert ("attack-3-restricted",) in hc.playable(state)


def test_extra_base_attack_effect_allows_another_base_attack(hc):
    """Core Rules, "Contradictory Rules" and "Finishing a Turn" (multiple Attack
    Sequences in one Action Phase): an extra_base_attack card lets the player
    launch one more Base Attack after the first sequence completes. Head-to-Head
    Duels: points come from successful attacks on separate turns, so the second
    success in the same turn scores nothing."""
    state = hc.duel(hands={0: ["extra-attack-1", "attack-3-restricted", "attack-4-exclusive"]})
    hc.play(state, "extra-attack-1")
    hc.settle(state)
    assert state.view(0)["players"][0]["base_attacks_left"] == 2
    hc.play(state, "attack-3-restricted")
    hc.settle(state)
    assert state.players[0].vp == 1
    assert ("attack-4-exclusive",) in hc.playable(state)
    hc.play(state, "attack-4-exclusive")
    events = hc.settle(state)
    assert state.players[0].vp == 1
    assert any(e.kind == "attack_succeeds" for e in events)
    assert state.view(0)["players"][0]["base_attacks_left"] == 0 and hc.playable(state) == set()


def test_extra_base_attack_only_lasts_the_action_phase(hc):
    """Core Rules, "Attacking": the limit is one Base Attack per Action Phase; an
    unused extra attack does not carry over to the next turn."""
    state = hc.duel(hands={0: ["extra-attack-1", "attack-3-restricted", "attack-3-restricted",
                               "attack-3-restricted"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.play(state, "extra-attack-1")
    hc.settle(state)
    hc.next_turn(state)
    hc.next_turn(state)
    assert state.active == 0 and state.view(0)["players"][0]["base_attacks_left"] == 1
    hc.play(state, "attack-3-restricted")
    hc.settle(state)
    assert ("attack-3-restricted",) not in hc.playable(state)
