"""The duel heuristic (engine/ai/heuristic/duel.py) from exact positions.

Positions use the test hero (tests/fixtures/heroes/test-hero.toml: every
Attribute 10, cards named for what they do). Rulebook: orc-wars.txt,
"HeroCard Core Rules" ("Attacking", "Blocking", "Action Type",
"Head-to-Head Duels").
"""
from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.ai import SeatWindow
from engine.ai.heuristic import duel as hd
from engine.herocard.cards import ATTRIBUTES
from engine.herocard.content import load_hero

TEST_HERO = load_hero(Path(__file__).resolve().parents[1] / "fixtures" / "heroes"
                      / "test-hero.toml")


def position(hands: dict, stacks: dict | None = None, vp: dict | None = None,
             phase: str = "action", decks: dict | None = None, seed: int = 1):
    """A two-hero duel at rest in seat 0's ``phase`` of turn 2, test hero on both sides.

    ``hands``/``decks``: seat -> card ids; ``stacks``: seat -> {attribute: ids}.
    """
    state = engine.load_game("herocard-duel").new_game(2, seed=seed)
    state.heroes[TEST_HERO.id] = TEST_HERO
    state.options["heroes"] = [TEST_HERO.id] * 2
    state.cards.clear()
    for player in state.players:
        seat = player.seat
        player.hero = TEST_HERO.id
        player.hand = [state.new_card(c, seat) for c in hands.get(seat, [])]
        player.deck = [state.new_card(c, seat) for c in (decks or {}).get(seat, ["filler"] * 6)]
        player.discard = []
        given = (stacks or {}).get(seat, {})
        player.stacks = {a: [state.new_card(c, seat) for c in given.get(a, [])]
                         for a in ATTRIBUTES}
        for uid in player.in_play():
            state.cards[uid].pool = player.pool.key
        player.vp = (vp or {}).get(seat, 0)
    state.active, state.first_player, state.turn = 0, 0, 2
    state.phase, state.clears_done = phase, 0
    state.priority = 0 if phase == "action" else None
    state.action_taken = state.window_open = False
    state.to_answer, state.sequence, state.pending, state.queue = [], None, [], []
    state.history = []
    return state


def act(state, kind: str, **args):
    """Apply the one legal action of ``kind`` with these arguments."""
    for action in state.legal_actions():
        if action.kind == kind and all(action.arg(k) == v for k, v in args.items()):
            state.apply(action)
            return action
    raise AssertionError(f"no legal {kind} {args}: {state.legal_actions()}")


# ------------------------------------------------------------------ evaluate

def test_finished_duel_is_certain():
    state = position({0: ["attack-5-fast"]}, vp={0: 2})
    act(state, "play", cards=("attack-5-fast",), target=1)
    act(state, "pass")                       # seat 1 cannot block, then seat 0 passes
    act(state, "pass")                       # too (rules revision 2): third Victory Point
    assert state.is_over() and state.winners() == [0]
    assert hd.evaluate(state, 0) == 1.0 and hd.evaluate(state, 1) == 0.0


def test_victory_points_lead_is_an_edge_and_chances_add_up():
    level = position({0: ["block-3"], 1: ["block-3"]})
    ahead = position({0: ["block-3"], 1: ["block-3"]}, vp={0: 2})
    assert hd.evaluate(level, 0) == pytest.approx(0.5, abs=0.1)
    assert hd.evaluate(ahead, 0) > 0.75
    assert hd.evaluate(ahead, 0) + hd.evaluate(ahead, 1) == pytest.approx(1.0)


def test_potentials_respect_costs_and_action_types():
    state = position({0: ["attack-4-exclusive", "mod-2", "mod-3-exclusive",
                          "zz-attack-6-restricted"],
                      1: ["block-4", "block-mod-2", "block-3"]},
                     stacks={0: {"B": ["filler"]}, 1: {"M": ["filler"]}})
    full = {"B": 10, "M": 10, "X": 10}
    # one Exclusive at most: attack 6 (restricted) + mod 2 + exclusive mod 3
    assert hd.attack_potential(state, 0, full) == 11
    assert hd.attack_potential(state, 0, full, exclusive_ok=False) == 8
    assert hd.attack_potential(state, 0, {"B": 3, "M": 0, "X": 0}) == 9   # 6 + 3 for 3 B
    assert hd.block_potential(state, 1, full) == 9                         # 4 + 3 + 2
    assert hd.block_potential(state, 1, {"B": 0, "M": 3, "X": 0}) == 5     # block-3 + mod 2
    assert hd.block_potential(state, 1, {"B": 0, "M": 1, "X": 0}) == 0     # a mod needs a base


def test_sequence_chance_follows_what_can_still_be_played():
    bare = position({0: ["attack-5-fast"], 1: []})
    act(bare, "play", cards=("attack-5-fast",), target=1)
    assert hd.sequence_chance(bare) == hd.SURE

    guarded = position({0: ["attack-5-fast"], 1: ["block-4", "block-mod-2"]})
    act(guarded, "play", cards=("attack-5-fast",), target=1)
    assert hd.HOPELESS < hd.sequence_chance(guarded) < 0.5
    act(guarded, "play", cards=("block-4", "block-mod-2"))   # block 6 against 5
    assert hd.sequence_chance(guarded) == hd.HOPELESS


def test_sequence_chance_knows_who_may_still_answer():
    """Rules revision 2 (issue 41): once the defender has passed, only the attacker
    answers before the end, so an attack that leads is settled; once the attacker
    has passed after a block that holds, the attack is lost whatever mods it has."""
    state = position({0: ["attack-5-fast", "mod-2"], 1: ["block-4", "block-mod-2"]})
    act(state, "play", cards=("attack-5-fast",), target=1)
    assert hd.HOPELESS < hd.sequence_chance(state) < hd.SURE   # the defender may block
    act(state, "pass")
    assert state.current_player == 0 and hd.sequence_chance(state) == hd.SURE
    state = position({0: ["attack-5-fast", "mod-2"], 1: ["block-4", "block-mod-2", "block-3"]})
    act(state, "play", cards=("attack-5-fast",), target=1)
    act(state, "play", cards=("block-4", "block-mod-2"))      # 6 against 5
    assert state.to_answer == [0, 1]
    assert hd.HOPELESS < hd.sequence_chance(state)              # the mod would make 7
    act(state, "pass")                                          # the attacker lets it be
    assert state.current_player == 1 and hd.sequence_chance(state) == hd.HOPELESS


def test_the_defender_blocks_after_its_special_attack_once_the_attacker_passes():
    """Rules revision 2, the Shatter Guard case (issue 41): after its Special Attack
    cleared the attacker's mod and the attacker passed, the bot defender holds
    the next answer and blocks the 4 rather than pass."""
    state = position({0: ["attack-4-exclusive", "mod-2"], 1: ["clear-opponent-1", "block-4"]})
    act(state, "play", cards=("attack-4-exclusive", "mod-2"), target=1)
    act(state, "play", cards=("clear-opponent-1",), target=0)
    act(state, "pass")
    assert state.current_player == 1
    action = choose(state)
    assert action.kind == "play" and action.arg("cards") == ("block-4",)


# ------------------------------------------------------------------ the bot

def choose(state, seed: int = 3):
    return hd.Heuristic(seed).choose(SeatWindow(state, state.current_player))


def test_blocks_when_the_block_can_hold():
    state = position({0: ["attack-5-fast"], 1: ["block-3", "block-4", "block-mod-2"]})
    act(state, "play", cards=("attack-5-fast",), target=1)
    action = choose(state)
    assert action.kind == "play"
    values = {"block-3": 3, "block-4": 4, "block-mod-2": 2}
    assert sum(values[c] for c in action.arg("cards")) >= 5


def test_does_not_waste_points_on_a_block_that_cannot_hold():
    state = position({0: ["attack-5-fast"], 1: ["block-3"]})
    act(state, "play", cards=("attack-5-fast",), target=1)
    assert choose(state).kind == "pass"


def test_attacks_an_opponent_who_cannot_block():
    state = position({0: ["attack-4-exclusive", "mod-2", "block-3"], 1: ["filler"]})
    action = choose(state)
    assert action.kind == "play" and "attack-4-exclusive" in action.arg("cards")


def test_phase_rules_discard_draw_clear():
    seven = ["filler", "block-4", "attack-5-fast", "mod-2", "block-3", "block-mod-2",
             "attack-4-exclusive"]
    state = position({0: seven}, phase="discard")
    assert choose(state).arg("card") == "filler"       # worst value per point
    state = position({0: seven[1:5]}, phase="discard")
    assert choose(state).kind == "end_discard"         # four in hand: keep them
    state = position({0: ["block-3"]}, phase="draw")
    assert choose(state).arg("count") == 3
    state = position({0: []}, phase="clear",
                     stacks={0: {"B": ["attack-4-exclusive"], "M": ["block-4"]}})
    assert choose(state).arg("attribute") == "M"       # block-4 frees 3 points, attack 2


def test_candidates_leave_phases_to_the_rules():
    state = position({0: ["block-3"]}, phase="draw")
    assert len(hd.candidates(state, state.legal_actions())) == 1
    state = position({0: ["attack-5-fast", "block-3"]})
    assert hd.candidates(state, state.legal_actions()) == state.legal_actions()
