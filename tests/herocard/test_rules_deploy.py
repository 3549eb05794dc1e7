"""Deploy (HeroCard Glossary "Deploy")."""
from __future__ import annotations


def test_deploy_face_down_spends_points_at_once_with_no_effect(hc):
    """Glossary "Deploy": the card goes face down onto its Attribute Stack, its
    points are spent immediately, and it has no effect until played."""
    state = hc.duel(hands={0: ["deploy-draw-restricted", "draw-1-restricted", "block-3"]},
                    decks={0: ["block-4"]})
    assert {a.arg("card") for a in hc.find(state, "deploy")} == {"deploy-draw-restricted"}
    hc.act(state, "deploy", card="deploy-draw-restricted")
    assert hc.stack(state, 0, "X") == ["deploy-draw-restricted"]
    assert hc.attr(state, 0, "X")["spent"] == 1
    assert sorted(hc.hand(state, 0)) == ["block-3", "draw-1-restricted"]   # nothing drawn
    assert hc.deck(state, 0) == ["block-4"]
    mine = state.view(0)["players"][0]["stacks"]["X"][0]
    assert mine["id"] == "deploy-draw-restricted" and mine["face_down"] is True


def test_deploy_opens_no_response_window(hc):
    """Glossary "Deploy" with Core Rules "Playing Sets": deploying is not playing a
    card, so the deploying player keeps priority (no response window)."""
    state = hc.duel(hands={0: ["deploy-block-5", "deploy-attack-4"], 1: ["draw-1-fast"]})
    hc.act(state, "deploy", card="deploy-block-5")
    assert state.current_player == 0 and state.view(0)["window_open"] is False
    assert "end_turn" in hc.kinds(state) and "deploy" in hc.kinds(state)
    hc.act(state, "deploy", card="deploy-attack-4")
    assert state.current_player == 0 and state.sequence is None


def test_other_seats_see_only_attribute_and_cost_of_a_face_down_card(hc):
    """Glossary "Deploy" (face down): another player sees only which stack it is in
    and its cost; its owner sees the card."""
    state = hc.duel(hands={0: ["deploy-block-5"]})
    events = hc.act(state, "deploy", card="deploy-block-5")
    theirs = state.view(1)["players"][0]["stacks"]["M"][0]
    assert theirs["face_down"] is True and theirs["attribute"] == "M" and theirs["cost"] == 2
    assert not {"id", "name", "kind", "value", "text", "type"} & set(theirs)
    assert state.view(None)["players"][0]["stacks"]["M"][0] == theirs
    assert state.view(0)["players"][0]["stacks"]["M"][0]["id"] == "deploy-block-5"
    (event,) = [e for e in events if e.kind == "deployed"]
    assert "Deployable" not in event.describe(1) and "Deployable" in event.describe(0)


def test_reveal_obeys_the_cards_action_type(hc):
    """Glossary "Deploy" ("does not take effect until you play it at a later
    time") with Core Rules "Action Type": a deployed Fast Base Block is played
    by revealing it in answer to an attack on another player's turn; it then
    blocks, without paying again."""
    state = hc.duel(hands={0: ["deploy-block-5", "deploy-draw-restricted"],
                           1: ["attack-4-exclusive", "mod-2"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.act(state, "deploy", card="deploy-block-5")
    hc.act(state, "deploy", card="deploy-draw-restricted")
    # no attack to block: only the Restricted card can be revealed now
    assert {a.arg("card") for a in hc.find(state, "reveal")} == {"deploy-draw-restricted"}
    hc.next_turn(state)
    hc.play(state, "attack-4-exclusive")
    assert state.current_player == 0
    # the Restricted card can't be revealed on the other player's turn; the Fast block can
    assert {a.arg("card") for a in hc.find(state, "reveal")} == {"deploy-block-5"}
    hc.act(state, "reveal", card="deploy-block-5")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (4, 5)
    assert hc.attr(state, 0, "M")["spent"] == 2
    assert state.view(1)["players"][0]["stacks"]["M"][0]["id"] == "deploy-block-5"
    hc.play(state, "mod-2")
    hc.settle(state)
    assert state.players[1].vp == 1


def test_reveal_a_restricted_card_on_own_turn_takes_effect_then(hc):
    """Glossary "Deploy" with Core Rules "Action Type" (Restricted): revealed on the
    owner's own Action Phase, the card's effect happens at that moment."""
    state = hc.duel(hands={0: ["deploy-draw-restricted"], 1: []},
                    decks={0: ["block-3", "block-4"], 1: ["block-3"] * 3})
    hc.act(state, "deploy", card="deploy-draw-restricted")
    assert hc.hand(state, 0) == []
    assert [a.arg("card") for a in hc.find(state, "reveal")] == ["deploy-draw-restricted"]
    hc.act(state, "reveal", card="deploy-draw-restricted")
    assert hc.hand(state, 0) == ["block-4"]
    assert state.current_player == 1                 # a real play: the other player may answer
    assert state.view(1)["players"][0]["stacks"]["X"][0]["id"] == "deploy-draw-restricted"


def test_deployed_base_attack_revealed_starts_a_sequence(hc):
    """Glossary "Deploy" with Core Rules "Attacking": revealing a deployed Base
    Attack plays it: it counts as the phase's Base Attack and starts a sequence."""
    state = hc.duel(hands={0: ["deploy-attack-4", "attack-3-restricted"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.act(state, "deploy", card="deploy-attack-4")
    assert "reveal" in hc.kinds(state)
    hc.act(state, "reveal", card="deploy-attack-4", target=1)
    assert hc.seq(state)["attack"] == 4 and hc.attr(state, 0, "B")["spent"] == 2
    hc.settle(state)
    assert state.players[0].vp == 1
    assert ("attack-3-restricted",) not in hc.playable(state)


def test_deploy_only_on_own_action_phase_and_only_if_affordable(hc):
    """Glossary "Deploy" (points spent at once) and Core Rules "Action Cost": a
    card is deployed on its owner's own Action Phase and only if its cost fits."""
    state = hc.duel(hands={0: ["draw-1-restricted"], 1: ["deploy-block-5"]},
                    decks={0: ["block-3"]})
    hc.play(state, "draw-1-restricted")
    assert state.current_player == 1 and "deploy" not in hc.kinds(state)

    state = hc.duel(hands={0: ["deploy-block-5"]}, stacks={0: {"M": ["block-4"] * 3}})
    assert "deploy" not in hc.kinds(state)


def test_deploying_is_not_playing_limits_apply_when_revealed(hc):
    """Glossary "Deploy" ("does not take effect until you play it at a later
    time") with Core Rules "Attacking" (one Base Attack per Action Phase): a
    Base Attack may be deployed after the phase's Base Attack was used; it can
    only be revealed when a Base Attack is allowed again (next turn)."""
    state = hc.duel(hands={0: ["attack-3-restricted", "deploy-attack-4"]},
                    decks={0: ["block-3"] * 3, 1: ["block-3"] * 3})
    hc.play(state, "attack-3-restricted")
    hc.settle(state)
    assert [a.arg("card") for a in hc.find(state, "deploy")] == ["deploy-attack-4"]
    hc.act(state, "deploy", card="deploy-attack-4")
    assert "reveal" not in hc.kinds(state)
    hc.next_turn(state)
    hc.next_turn(state)
    hc.act(state, "reveal", card="deploy-attack-4", target=1)
    assert hc.seq(state)["attack"] == 4
