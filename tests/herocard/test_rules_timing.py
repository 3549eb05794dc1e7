"""Action Types: Fast, Restricted, Exclusive (Core Rules, "Taking Actions")."""
from __future__ import annotations


def test_fast_playable_by_non_active_player_in_response_window(hc):
    """Core Rules, "Action Type" (Fast) and "Playing Sets"; Glossary "Fast
    Action": after the active player plays, the other player may answer with
    Fast cards during that Action Phase, but not Restricted or Exclusive ones."""
    state = hc.duel(hands={0: ["draw-1-restricted"],
                           1: ["draw-1-fast", "draw-1-restricted", "draw-1-exclusive"]},
                    decks={0: ["cost-1"], 1: ["mod-2"]})
    hc.play(state, "draw-1-restricted")
    assert state.active == 0 and state.current_player == 1 and state.phase == "action"
    assert hc.playable(state) == {("draw-1-fast",)}
    assert "pass" in hc.kinds(state) and "end_turn" not in hc.kinds(state)
    hc.play(state, "draw-1-fast")
    assert hc.stack(state, 1, "X") == ["draw-1-fast"]
    assert sorted(hc.hand(state, 1)) == ["draw-1-exclusive", "draw-1-restricted", "mod-2"]
    assert state.current_player == 0                # the active player may answer in turn
    hc.pass_(state)
    assert state.current_player == 0 and "end_turn" in hc.kinds(state)


def test_restricted_and_exclusive_only_on_own_action_phase(hc):
    """Core Rules, "Action Type" (Restricted, Exclusive); Glossary "Restricted
    Action", "Exclusive Action": only the active player, in their own Action Phase."""
    state = hc.duel(hands={0: ["draw-1-restricted", "draw-1-restricted", "draw-1-exclusive"],
                           1: ["draw-1-fast", "draw-1-restricted", "draw-1-exclusive"]},
                    decks={0: ["block-3", "block-3"]})
    assert hc.playable(state) == {("draw-1-restricted",), ("draw-1-exclusive",)}
    hc.play(state, "draw-1-restricted")
    assert hc.playable(state) == {("draw-1-fast",)}  # seat 1 answers: Fast only
    hc.pass_(state)
    # as many Restricted actions as points allow, and the Exclusive is still there
    assert hc.playable(state) == {("draw-1-restricted",), ("draw-1-exclusive",)}


def test_no_play_outside_the_action_phase(hc):
    """Core Rules, "Action Type": even Fast actions are played during the Action
    Phase only; the Discard, Draw and Clear phases offer no plays."""
    state = hc.duel(phase="discard", hands={0: ["draw-1-fast", "block-3"]},
                    decks={0: ["cost-1"]}, stacks={0: {"B": ["cost-1"]}})
    while state.phase != "action":
        assert "play" not in hc.kinds(state) and state.current_player == 0
        hc.act(state, {"discard": "end_discard", "draw": "draw", "clear": "end_clear"}[state.phase],
               **({"count": 0} if state.phase == "draw" else {}))
    assert "play" in hc.kinds(state)


def test_only_one_exclusive_per_turn_and_it_resets_next_turn(hc):
    """Core Rules, "Action Type" (Exclusive); Glossary "Exclusive Action": one
    Exclusive action per turn even with points to spare; the next turn allows
    one again."""
    state = hc.duel(hands={0: ["draw-1-exclusive", "attack-4-exclusive", "draw-1-restricted"],
                           1: ["block-3"]},
                    decks={0: ["cost-1"] * 3, 1: ["cost-1"] * 3})
    hc.play(state, "draw-1-exclusive")
    hc.pass_(state)
    assert state.view(0)["players"][0]["exclusive_used"] is True
    offered = hc.playable(state)
    assert ("attack-4-exclusive",) not in offered
    assert ("draw-1-restricted",) in offered
    hc.next_turn(state)                             # the other player's turn
    assert state.active == 1
    hc.next_turn(state)                             # back to seat 0
    assert state.active == 0 and state.view(0)["players"][0]["exclusive_used"] is False
    assert ("attack-4-exclusive",) in hc.playable(state)


def test_set_may_hold_at_most_one_exclusive(hc):
    """Core Rules, "Action Type" (Exclusive) with "Playing Sets": a set counts as
    playing each card, so two Exclusive cards never go in one set."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "attack-3-restricted", "mod-3-exclusive", "mod-2"]})
    offered = hc.playable(state)
    assert ("attack-4-exclusive", "mod-2") in offered
    assert ("attack-3-restricted", "mod-3-exclusive") in offered
    assert not any("attack-4-exclusive" in s and "mod-3-exclusive" in s for s in offered)
