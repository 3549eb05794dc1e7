"""Illegal actions are refused and change nothing (DESIGN.md, "The engine contract")."""
from __future__ import annotations

import pytest

import engine
from engine import Action, IllegalAction, state_hash

GAME = engine.load_game("hero-realms")


def refused(state, action):
    before = state_hash(state)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state_hash(state) == before and state.history == []


def test_main_phase_refusals(hr):
    state = hr.position(hands={0: ["gold"]}, champions={0: ["champion-4"], 1: ["guard-3"]},
                        expended={0: ["champion-4"]}, market=["champion-6"], combat=2, gold=1)
    four = hr.uid(state, 0, "champion-4")
    guard = hr.uid(state, 1, "guard-3")
    for action in [
        Action.make("play", card="spark"),                        # not in hand
        Action.make("use", card=four, ability="expend"),          # already expended
        Action.make("use", card=four, ability="ally"),            # has no ally ability
        Action.make("acquire", slot=0),                           # too dear
        Action.make("acquire", slot=3),                           # empty slot
        Action.make("attack_player", seat=1, amount=1),           # behind a guard
        Action.make("attack_champion", card=guard, amount=3),     # more than the pool
        Action.make("attack_champion", card=four, amount=1),      # own champion
        Action.make("attack_player", seat=0, amount=1),           # yourself
        Action.make("choose", option=0),                          # nothing pending
        Action.make("discard", card="gold"),
        Action.make("no-such-kind"),
    ]:
        refused(state, action)


def test_pending_decision_refuses_everything_else(hr):
    state = hr.position(hands={0: ["discard-1", "gold"], 1: ["gold", "ruby"]})
    hr.play(state, "discard-1")
    state.history = []
    for action in [Action.make("end_turn"), Action.make("play", card="gold"),
                   Action.make("discard", card="spark"), Action.make("decline")]:
        refused(state, action)
    assert state.current_player == 1


def test_over_game_refuses_everything(hr):
    state = hr.position(combat=50)
    hr.act(state, "attack_player", seat=1, amount=50)
    state.history = []
    refused(state, Action.make("end_turn"))


def test_action_data_round_trip_and_junk():
    state = GAME.new_game(2, seed=9)
    for action in state.legal_actions():
        assert GAME.action_from_data(action.to_data()) == action
    for junk in ({"kind": 7}, [], {"kind": "play", "args": {"card": {"x": 1}}}, "end_turn"):
        with pytest.raises(IllegalAction):
            GAME.action_from_data(junk)


def test_labels_are_plain_words(hr):
    state = hr.position(hands={0: ["spark"]}, champions={0: ["champion-4"], 1: ["champion-6"]},
                        market=["ogre-bouncer"], gold=6, combat=2)
    labels = {a.kind: a.label for a in state.legal_actions()}
    assert labels["play"] == ("Play Spark (Gain 3 combat. An opponent of your choice "
                              "discards a card.)")
    assert labels["use"] == "Expend Champion 4: Gain 2 combat."
    assert labels["acquire"] == "Acquire Ogre Bouncer for 6 gold"
    assert labels["acquire_gem"] == "Acquire a Fire Gem for 2 gold (16 left)"
    assert labels["end_turn"] == "End turn"
    attacks = [a.label for a in state.legal_actions() if a.kind.startswith("attack")]
    assert "Attack Player 2 for 2" in attacks
    assert "Attack Player 2's Champion 6 for 2 (4 more to stun)" in attacks


def test_champion_play_label(hr):
    state = hr.position(hands={0: ["ogre-bouncer", "champion-4"]})
    labels = [a.label for a in hr.find(state, "play")]
    assert labels == ["Play Ogre Bouncer (champion, guard, Defense 6)",
                      "Play Champion 4 (champion, Defense 4)"]
