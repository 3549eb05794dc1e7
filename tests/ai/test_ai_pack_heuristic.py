"""The Pack of Heroes heuristic (engine/ai/heuristic/pack_of_heroes.py): evaluation terms,
decisions from exact positions, and strength against random play."""
from __future__ import annotations

import pathlib
import sys

import engine
from engine.ai import SeatWindow, make_bot
from engine.ai.heuristic import pack_of_heroes as H

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "pack_of_heroes"))
from poh_positions import position, uid  # noqa: E402


def choose(state):
    return make_bot("heuristic", 1).choose(SeatWindow(state, state.current_player))


def test_evaluate_rewards_wounds_on_the_enemy_and_is_a_chance():
    state = position(board={1: "captain-columbia", 7: "mummy-max"})
    even = H.evaluate(state, 0)
    state.heroes[uid(state, "mummy-max")].wounds = 4
    assert 0.0 <= even < H.evaluate(state, 0) <= 1.0
    assert abs(H.evaluate(state, 0) + H.evaluate(state, 1) - 1.0) < 1e-9


def test_takes_the_attack_that_defeats_a_hero():
    """A red card, Star Punch (3) in reach of a hero with 3 health left."""
    state = position(board={4: "captain-columbia", 7: "poltergeist-polly", 8: "mummy-max"},
                     hands=[["red"], []], wounds={"poltergeist-polly": 2})
    action = choose(state)
    assert action.kind == "use" and action.arg("target") == uid(state, "poltergeist-polly")


def test_defends_a_big_hit_when_it_can():
    state = position(("knights-of-the-five-realms", "guild-of-ghouls"),
                     board={4: "sir-brannoc", 5: "banshee", 7: "mummy-max"},
                     hands=[["red"], ["blue"]])
    state.apply(next(a for a in state.legal_actions() if a.kind == "use"
                     and a.arg("target") == uid(state, "banshee")))
    assert state.current_player == 1 and choose(state).kind == "defend"


def test_heuristic_beats_random():
    game = engine.load_game("pack-of-heroes")
    wins = 0
    for seed in range(6):
        state = game.new_game(2, seed, {"team_method": "random"})
        specs = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        bots = [make_bot(s, seed) for s in specs]
        while not state.is_over():
            state.apply(bots[state.current_player].choose(SeatWindow(state, state.current_player)))
        wins += state.winners() == [specs.index("heuristic")]
    assert wins >= 5


def test_uses_showtime_to_land_a_second_power_in_the_turn():
    """The Ringmaster next to Poltergeist Polly (5 health), green and two reds in hand:
    Showtime changes nothing by itself, but it lets a 3-point red attack (Whip Crack,
    or Madame Mighty's Heave on Mummy Max) land twice this turn, enough to defeat
    Polly, so the bot's turn uses it."""
    state = position(("freak-show-five", "guild-of-ghouls"),
                     board={4: "ringmaster", 3: "strongwoman", 1: "poltergeist-polly",
                            0: "mummy-max"},
                     hands=[["green", "red", "red"], []])
    used = []
    while state.active == 0 and state.step not in ("draw", "discard"):
        action = choose(state)
        used.append(action.kind)
        state.apply(action)
    assert used == ["use", "constant", "use"]
    assert state.heroes[uid(state, "poltergeist-polly")].where == "out"


def test_an_arrival_power_counts_in_reserve_and_not_once_spent():
    """Spark (5 health; Static Shock, an arrival of 1 wound, worth 1 x 0.4; Jolt, force 2
    at red/blue, worth 2 x 1.1; run 2, worth 0.6): in reserve it counts 5 + 0.6 x 3.2,
    in play its arrival is spent, so 5 + 3.2 - 0.4. Bringing it in with nobody to hit
    gains 0.88, not the 1.28 it would gain if the spent arrival still counted in play."""
    state = position(("elementeens", "guild-of-ghouls"), board={4: "blaze", 7: "mummy-max"})
    assert abs(H.arrival_worth(state.defs["spark"]) - 0.4) < 1e-9
    in_reserve = H._side(state, 0)
    spark = state.heroes[uid(state, "spark")]
    spark.where, spark.space, state.board[2] = "play", 2, spark.uid
    assert abs(H._side(state, 0) - in_reserve - ((5 + 3.2 - 0.4) - (5 + 0.6 * 3.2))) < 1e-9


def test_uses_a_rally_so_the_un_stunned_hero_acts_this_turn():
    """Comet, stunned on the opponent's turn, next to Poltergeist Polly (2 wounds of 5);
    Star Mother has two blues and a green. Guiding Light (un-stun, blue x2) alone looks
    no better than the un-stun at "end", but it lets Comet Strike (3, green) defeat
    Polly this turn, so the bot's turn uses it first."""
    state = position(("galactanauts", "guild-of-ghouls"),
                     board={6: "star-mother", 4: "comet", 1: "poltergeist-polly",
                            2: "mummy-max"},
                     hands=[["blue", "blue", "green"], []], wounds={"poltergeist-polly": 2},
                     stunned={"comet": 0}, turn=1)
    used = []
    while state.active == 0 and state.step not in ("draw", "discard"):
        action = choose(state)
        used.append(action.kind)
        state.apply(action)
    assert used[:2] == ["constant", "use"]
    assert state.heroes[uid(state, "poltergeist-polly")].where == "out"
