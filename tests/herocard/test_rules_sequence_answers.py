"""Who answers in an Attack Sequence, rules revision 2 against revision 1 (issue 41).

Core Rules "Playing Sets" (after a play the opponent may respond, by playing
or passing, before the player plays more), "Attacking" and "Blocking" (the
sequence goes on until all players pass) and Glossary "Attack Sequence" (it
ends when every player involved has passed). From revision 2 the seat that
played last answers too, after the others; revision 1, kept for games begun
before it, ended the sequence as soon as the others passed after a play.
"""
from __future__ import annotations

import pytest

import engine
from engine.core import BadOptions


def _shatter_guard(hc, rules):
    """The duel of seed 39906, turn 5, from an exact position: the attacker plays a
    Base Attack with an Attack Mod as a set (4 + 2); the defender answers with a
    Special Attack that clears the mod (as Shatter Guard clears War Cry) and
    still holds a Base Block of 4."""
    state = hc.duel(hands={0: ["attack-4-exclusive", "mod-2"],
                           1: ["clear-opponent-1", "block-4"]}, rules=rules)
    hc.play(state, "attack-4-exclusive", "mod-2")
    hc.play(state, "clear-opponent-1", target=0)      # the mod tops the only stack
    assert hc.stack(state, 0, "B") == ["attack-4-exclusive"]
    assert hc.seq(state)["attack"] == 4 and state.current_player == 0
    return state


def test_defender_blocks_after_its_special_attack_when_the_attacker_passes(hc):
    """Revision 2: the attacker passes after the defender's Special Attack; the
    defender played last, so it answers too and blocks: 4 against 4, no VP."""
    state = _shatter_guard(hc, 2)
    events = hc.pass_(state)
    assert [e.text for e in events] == ["Player 1 passes."]
    assert state.sequence is not None and state.current_player == 1
    assert ("block-4",) in hc.playable(state) and "pass" in hc.kinds(state)
    hc.play(state, "block-4")
    assert (hc.seq(state)["attack"], hc.seq(state)["block"]) == (4, 4)
    assert state.current_player == 0
    hc.pass_(state)
    assert state.current_player == 1 and state.sequence is not None
    events = hc.pass_(state)
    assert state.sequence is None and state.players[0].vp == 0
    assert [e.text for e in events][0] == "Player 2 passes: the Attack Sequence ends."
    assert [e.data for e in events if e.kind == "attack_blocked"] == [{"attack": 4, "block": 4}]


def test_under_revision_1_the_attackers_pass_after_the_special_attack_ends_it(hc):
    """Revision 1 (games begun before revision 2): the attacker's pass ends the
    sequence at once; the defender never blocks and the attack scores."""
    state = _shatter_guard(hc, 1)
    events = hc.pass_(state)
    assert state.sequence is None and state.players[0].vp == 1
    assert [e.text for e in events][0] == "Player 1 passes: the Attack Sequence ends."
    assert hc.hand(state, 1) == ["block-4"]


@pytest.mark.parametrize("rules", [1, 2])
def test_attacker_plays_again_after_the_defender_passes(hc, rules):
    """Revision 2: the defender passes after a lone Base Attack; the attacker,
    who played last, may add a mod, and the defender answers that again. Under
    revision 1 the defender's pass ended the sequence, the mod unplayable."""
    state = hc.duel(hands={0: ["attack-3-restricted", "mod-2"], 1: ["block-4"]}, rules=rules)
    hc.play(state, "attack-3-restricted")
    hc.pass_(state)
    if rules == 1:
        assert state.sequence is None and state.players[0].vp == 1
        assert ("mod-2",) not in hc.playable(state) and "end_turn" in hc.kinds(state)
        return
    assert state.current_player == 0 and state.sequence is not None
    assert ("mod-2",) in hc.playable(state) and "end_turn" not in hc.kinds(state)
    hc.play(state, "mod-2")
    assert state.current_player == 1 and hc.seq(state)["attack"] == 5
    hc.play(state, "block-4")                         # the defender may still block
    hc.settle(state)
    assert state.players[0].vp == 1                   # 5 against 4


def test_the_sequence_ends_only_after_everyone_passed_since_the_last_play(hc):
    """Revision 2, three players: after the attack, seats 1 and 2 answer and then
    the attacker; a play by any of them starts the round of answers again, and
    the sequence ends at the pass that completes a round."""
    state = hc.duel(3, hands={0: ["attack-4-exclusive", "mod-2"], 1: ["draw-1-fast"],
                              2: ["block-3"]}, decks={1: ["cost-1"]})
    hc.play(state, "attack-4-exclusive", target=2)
    assert state.to_answer == [1, 2, 0]
    hc.pass_(state)
    hc.play(state, "block-3")                         # seat 2: answers go 0, 1, then 2
    assert state.to_answer == [0, 1, 2]
    hc.pass_(state)
    hc.play(state, "draw-1-fast")                     # seat 1 plays: a new round
    assert state.to_answer == [2, 0, 1]
    hc.pass_(state)
    hc.pass_(state)
    assert state.sequence is not None and state.current_player == 1
    events = hc.pass_(state)
    assert state.sequence is None and state.players[0].vp == 1
    assert events[0].text == "Player 2 passes: the Attack Sequence ends."


def test_every_pass_is_logged_also_outside_a_sequence(hc):
    """A pass in the window after a card that opens no Attack Sequence is logged
    too; the window closes after the others pass, as in revision 1."""
    state = hc.duel(hands={0: ["draw-1-restricted"]}, decks={0: ["cost-1"]})
    hc.play(state, "draw-1-restricted")
    events = hc.pass_(state)
    assert [e.kind for e in events] == ["passed"] and events[0].text == "Player 2 passes."
    assert not state.window_open and state.current_player == 0


def test_the_rules_revision_is_an_option_no_form_offers():
    """engine.core.rules: a new duel or Orc Wars game is played under revision 2,
    revision 1 may be asked for (older saves), nothing else; the new-game form's
    specs do not list it."""
    for game_id in ("herocard-duel", "orc-wars"):
        game = engine.load_game(game_id)
        assert game.rules_revision == 2 and game.default_options(2)["rules"] == 2
        assert game.new_game(2, seed=1, options={"rules": 1}).options["rules"] == 1
        assert "rules" not in {s.id for s in game.option_specs(2)}
        for bad in (0, 3, "2", True, None):
            with pytest.raises(BadOptions):
                game.new_game(2, seed=1, options={"rules": bad})
