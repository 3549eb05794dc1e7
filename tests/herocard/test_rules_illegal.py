"""Illegal actions are refused and change nothing (the engine contract applied to
the HeroCard Core Rules: cards come from the hand, mods need a base, each
phase has its own actions)."""
from __future__ import annotations

import pytest

import engine
from engine import Action


def _refused(state, action):
    before = engine.state_hash(state)
    history = list(state.history)
    with pytest.raises(engine.IllegalAction):
        state.apply(action)
    assert engine.state_hash(state) == before and state.history == history


def test_card_not_in_hand_is_illegal(hc):
    """Glossary "Play" and "Action Card": you play cards from your own hand."""
    state = hc.duel(hands={0: ["attack-3-restricted"], 1: ["attack-4-exclusive"]},
                    decks={0: ["attack-4-exclusive"]}, discards={0: ["attack-4-exclusive"]},
                    stacks={0: {"B": ["attack-4-exclusive"]}})
    _refused(state, Action.make("play", cards=["attack-4-exclusive"], target=1))
    _refused(state, Action.make("play", cards=["attack-3-restricted", "attack-3-restricted"], target=1))
    _refused(state, Action.make("play", cards=["no-such-card"], target=1))


def test_mod_without_base_is_illegal(hc):
    """Core Rules, "Attacking" (Playing Sets): "An Attack Mod cannot stand alone"."""
    state = hc.duel(hands={0: ["mod-2", "attack-3-restricted"], 1: ["block-mod-2", "block-3"]})
    _refused(state, Action.make("play", cards=["mod-2"], target=None))
    _refused(state, Action.make("play", cards=["mod-2"], target=1))
    hc.play(state, "attack-3-restricted")
    _refused(state, Action.make("play", cards=["block-mod-2"], target=None))


def test_action_for_the_wrong_phase_is_illegal(hc):
    """Core Rules, "Four Phases of a Turn": each phase's actions belong to it."""
    state = hc.duel(phase="discard", hands={0: ["attack-3-restricted", "filler"]},
                    decks={0: ["block-3"] * 3}, stacks={0: {"B": ["cost-1"]}})
    _refused(state, Action.make("draw", count=1))
    _refused(state, Action.make("clear", attribute="B"))
    _refused(state, Action.make("play", cards=["attack-3-restricted"], target=1))
    _refused(state, Action.make("end_turn"))
    hc.act(state, "end_discard")
    _refused(state, Action.make("discard", card="filler"))
    _refused(state, Action.make("draw", count=4))      # more than three
    hc.act(state, "draw", count=1)
    _refused(state, Action.make("clear", attribute="M"))  # empty stack
    _refused(state, Action.make("draw", count=1))
    hc.act(state, "end_clear")
    _refused(state, Action.make("end_clear"))
    _refused(state, Action.make("pass"))                # no window open


def test_other_seat_cannot_act_out_of_turn(hc):
    """Core Rules, "Action Type": only the active player acts at rest in their
    Action Phase; the defender acts only in its response window."""
    state = hc.duel(hands={0: ["attack-3-restricted"], 1: ["block-3"]})
    _refused(state, Action.make("play", cards=["block-3"], target=None))
    hc.play(state, "attack-3-restricted")
    _refused(state, Action.make("end_turn"))
    _refused(state, Action.make("play", cards=["attack-3-restricted"], target=1))


def test_junk_action_data_is_refused(hc):
    """The engine contract: junk from game.action_from_data raises IllegalAction,
    and well-formed data for an illegal action is refused by apply."""
    state = hc.duel(hands={0: ["attack-3-restricted"]})
    game = state.game
    for junk in (None, 3, "play", [], {"kind": 5}, {"kind": ""}, {"kind": "play", "args": []},
                 {"kind": "play", "args": {1: 2}}, {"kind": "play", "args": {"cards": {"a": 1}}},
                 {"kind": "play", "extra": 1}, {"kind": "play", "args": {"x": 1.5}}):
        with pytest.raises(engine.IllegalAction):
            game.action_from_data(junk)
    _refused(state, game.action_from_data({"kind": "play", "args": {"cards": ["attack-3-restricted"],
                                                                     "target": 0}}))
    _refused(state, game.action_from_data({"kind": "fly", "args": {}}))
    _refused(state, "end_turn")
    ok = game.action_from_data({"kind": "play", "args": {"cards": ["attack-3-restricted"], "target": 1}})
    state.apply(ok)
    assert hc.stack(state, 0, "B") == ["attack-3-restricted"]


def test_pending_choice_must_be_answered_first(hc):
    """Glossary "Discard": while the target chooses a card to discard, nothing
    else can happen, and only a matching card may be chosen."""
    state = hc.duel(hands={0: ["discard-block-1"], 1: ["block-3", "block-4", "draw-1-fast"]})
    hc.play(state, "discard-block-1", target=1)
    _refused(state, Action.make("pass"))
    _refused(state, Action.make("choose_card", card="draw-1-fast"))
    _refused(state, Action.make("play", cards=["draw-1-fast"], target=None))
