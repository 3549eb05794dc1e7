"""The Attack Sequence, Victory Points and winning (Core Rules, "Attacking",
"Blocking", "Finishing a Turn", "Head-to-Head Duels")."""
from __future__ import annotations

import pytest

import engine
from engine.herocard.duel import TARGET_VP


def test_defender_answers_during_the_attackers_turn(hc):
    """Core Rules, "Attacking" (The Attack Sequence) and "Playing Sets": after a
    Base Attack the defender must be allowed to respond, on the attacker's turn."""
    state = hc.duel(hands={0: ["attack-4-exclusive"], 1: ["block-3"]})
    hc.play(state, "attack-4-exclusive")
    view = state.view(1)
    assert state.active == 0 and view["active"] == 0 and view["phase"] == "action"
    assert state.current_player == 1 and view["current_player"] == 1
    assert view["sequence"]["attacker"] == 0 and view["sequence"]["defender"] == 1
    assert view["sequence"]["attack"] == 4 and view["sequence"]["block"] == 0
    assert hc.kinds(state) == {"play", "pass"}


@pytest.mark.parametrize("rules", [1, 2])
def test_attacker_may_add_mods_after_a_block_until_everyone_passes(hc, rules):
    """Core Rules, "Attacking": after the opponent blocks, the attacker may go on
    (more Attack Mods); the sequence continues until all players pass. Under
    rules revision 1 the defender's pass after the last play ends it; from
    revision 2 the attacker, who played last, passes too (docs ruling 3)."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2", "mod-2"],
                           1: ["block-4", "block-mod-2"]}, rules=rules)
    hc.play(state, "attack-4-exclusive")
    hc.play(state, "block-4")
    assert state.current_player == 0 and state.sequence is not None
    hc.play(state, "mod-2")
    assert state.current_player == 1
    hc.play(state, "block-mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (6, 6)
    hc.play(state, "mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (8, 6)
    hc.pass_(state)                                 # the defender passes after the last play
    if rules == 2:
        assert state.sequence is not None and state.current_player == 0
        assert hc.kinds(state) == {"pass"}          # no mod left: only a pass
        hc.pass_(state)
    assert state.sequence is None and state.players[0].vp == 1


@pytest.mark.parametrize("mods, vp", [(0, 0), (1, 1)])
def test_attack_succeeds_only_when_greater_than_block(hc, mods, vp):
    """Core Rules, "Blocking" and Glossary "Successful Attack": the attack succeeds
    only when its total is greater than the block; block 4 stops attack 4."""
    state = hc.duel(hands={0: ["attack-4-exclusive"] + ["mod-2"] * mods, 1: ["block-4"]})
    hc.play(state, "attack-4-exclusive", *["mod-2"] * mods)
    hc.play(state, "block-4")
    hc.settle(state)
    assert state.sequence is None and state.players[0].vp == vp
    assert state.view(1)["players"][0]["vp"] == vp


def test_tie_is_blocked(hc):
    """Core Rules, "Attacking" ("If your opponent's block value equals or exceeds
    your attack value, your attack fails"): 6 against 6 scores nothing."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"], 1: ["block-4", "block-mod-2"]})
    hc.play(state, "attack-4-exclusive", "mod-2")
    hc.play(state, "block-4", "block-mod-2")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (6, 6)
    events = hc.settle(state)
    assert state.players[0].vp == 0
    assert [e.data for e in events if e.kind == "attack_blocked"] == [{"attack": 6, "block": 6}]


def test_one_victory_point_whatever_the_margin(hc):
    """Core Rules, "Head-to-Head Duels": a successful attack gains only one Victory
    Point, no matter how much the attack exceeds the block."""
    state = hc.duel(hands={0: ["attack-5-fast", "mod-2", "mod-2", "mod-3-exclusive"]})
    hc.play(state, "attack-5-fast", "mod-2", "mod-2", "mod-3-exclusive")
    assert hc.seq(state)["attack"] == 12
    events = hc.settle(state)
    assert state.players[0].vp == 1 and state.players[1].vp == 0
    assert [e.data["vp"] for e in events if e.kind == "victory_point"] == [1]


@pytest.mark.parametrize("rules", [1, 2])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_required_victory_points_win(hc, players, rules):
    """Core Rules, "Head-to-Head Duels": 3 Victory Points win a two-player game,
    5 a three-player game, 7 a four-player game; the game is then over. The
    sequence waits for every other seat's pass, and from rules revision 2 for
    the attacker's own pass too."""
    assert engine.load_game("herocard-duel").default_options(players)["target_vp"] == {2: 3, 3: 5, 4: 7}[players]
    target = TARGET_VP[players]
    state = hc.duel(players, hands={0: ["attack-4-exclusive", "attack-3-restricted"]},
                    vp={0: target - 1, 1: target - 1}, rules=rules)
    assert state.target_vp == target and state.view(0)["target_vp"] == target
    hc.play(state, "attack-4-exclusive", target=1)
    for _ in range(players - 2 + (rules == 2)):
        hc.pass_(state)
    assert not state.is_over()                      # the last seat has not passed yet
    events = hc.pass_(state)
    assert state.players[0].vp == target
    assert state.is_over() and state.winners() == [0]
    assert state.current_player is None and state.legal_actions() == []
    view = state.view(1)
    assert view["phase"] == "over" and view["winners"] == [0] and view["current_player"] is None
    assert any(e.kind == "game_over" for e in events)
    with pytest.raises(engine.IllegalAction):
        state.apply(engine.Action.make("end_turn"))


def test_one_short_of_the_target_is_not_a_win(hc):
    """Core Rules, "Head-to-Head Duels": whoever earns the required Victory Points
    first wins; fewer do not end the game."""
    state = hc.duel(hands={0: ["attack-4-exclusive"]}, vp={0: 1})
    hc.play(state, "attack-4-exclusive")
    hc.settle(state)
    assert state.players[0].vp == 2 and not state.is_over() and state.current_player == 0


def test_three_players_base_attack_picks_a_target(hc):
    """Core Rules, "Head-to-Head Duels" and "Attacking" with more players: the Base
    Attack names one opponent as the defender; only that player blocks."""
    state = hc.duel(3, hands={0: ["attack-4-exclusive", "mod-2"], 1: ["block-3"], 2: ["block-3"]})
    targets = sorted(a.arg("target") for a in hc.find(state, "play", cards=["attack-4-exclusive"]))
    assert targets == [1, 2]
    assert sorted(a.arg("target") for a in hc.find(state, "play", cards=["attack-4-exclusive", "mod-2"])) == [1, 2]
    hc.play(state, "attack-4-exclusive", target=2)
    assert hc.seq(state)["defender"] == 2
    assert state.current_player == 1                # next seat, not the defender, answers first
    assert ("block-3",) not in hc.playable(state)   # seat 1 is not the defender
    hc.pass_(state)
    assert state.current_player == 2 and ("block-3",) in hc.playable(state)


@pytest.mark.parametrize("rules", [1, 2])
def test_third_player_gets_a_response_window_and_sequence_waits_for_every_pass(hc, rules):
    """Core Rules, "Attacking" ("other players can play appropriate Action Cards
    as well. The Attack Sequence continues until all players pass") and Glossary
    "Attack Sequence": every other player, the third one included, answers each
    play; the sequence ends only when all of them pass after the last play (and,
    from rules revision 2, the one who played it too)."""
    state = hc.duel(3, hands={0: ["attack-4-exclusive", "mod-2"], 1: ["discard-block-1"],
                              2: ["block-4", "block-3"]},
                    decks={2: ["cost-1"]}, rules=rules)
    hc.play(state, "attack-4-exclusive", target=2)
    assert state.current_player == 1
    hc.play(state, "discard-block-1", target=2)      # the third player helps the attacker
    hc.act(state, "choose_card", card="block-4")     # seat 2 picks what to discard
    assert hc.hand(state, 2) == ["block-3"] and hc.discard(state, 2) == ["block-4"]
    assert state.current_player == 2                 # window after seat 1's play: seat 2, then 0
    hc.play(state, "block-3")
    assert state.current_player == 0
    hc.play(state, "mod-2")
    assert state.current_player == 1
    hc.pass_(state)
    assert state.current_player == 2 and state.sequence is not None
    hc.pass_(state)
    if rules == 2:                                   # seat 0 played last: it answers too
        assert state.current_player == 0 and state.sequence is not None
        hc.pass_(state)
    assert state.sequence is None and state.players[0].vp == 1 and state.current_player == 0


@pytest.mark.parametrize("rules, answers", [(1, [3, 0, 1]), (2, [3, 0, 1, 2])])
def test_four_players_every_opponent_is_a_target(hc, rules, answers):
    """Core Rules, "Head-to-Head Duels" (four players): any of the three opponents
    may be attacked; answers go round the table in turn order, from rules
    revision 2 back to the attacker last."""
    state = hc.duel(4, active=2, hands={2: ["attack-4-exclusive"], 1: ["block-3"]},
                    rules=rules)
    assert sorted(a.arg("target") for a in hc.find(state, "play")) == [0, 1, 3]
    hc.play(state, "attack-4-exclusive", target=1)
    order = []
    while state.sequence is not None:
        order.append(state.current_player)
        hc.pass_(state)
    assert order == answers and state.players[2].vp == 1


def test_active_player_may_attack_in_a_window_they_hold(hc):
    """Core Rules, "Taking Actions" ("you must allow your opponent to respond
    ... before playing more cards") and "Attacking": when the other player
    answers a non-attack card, the active player holds the next window and may
    launch the Base Attack there."""
    state = hc.duel(hands={0: ["draw-1-restricted", "attack-3-restricted"], 1: ["draw-1-fast"]},
                    decks={0: ["block-3"], 1: ["block-3"]})
    hc.play(state, "draw-1-restricted")
    hc.play(state, "draw-1-fast")
    assert state.current_player == 0 and state.view(0)["window_open"] is True
    assert "pass" in hc.kinds(state) and ("attack-3-restricted",) in hc.playable(state)
    hc.play(state, "attack-3-restricted")
    assert hc.seq(state)["attack"] == 3 and state.current_player == 1
