"""The No Time For Heroes heuristic (engine/ai/heuristic/no_time_for_heroes.py) from
exact positions (rulebook sections named in each test)."""
from __future__ import annotations

import sys
from pathlib import Path

from engine.ai import SeatWindow
from engine.ai.heuristic import no_time_for_heroes as nh

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from no_time_for_heroes.conftest import GAME, position  # noqa: E402


def test_evaluate_is_a_chance_and_exact_at_the_end():
    s = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3},
                 field=("orc-runt",), horde=(), warlord_defeated_by=0)
    values = nh.evaluate_all(s)
    assert all(0.0 < v < 1.0 for v in values) and values[0] > values[1]
    s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
    assert s.is_over() and nh.evaluate_all(s) == [1.0, 0.0]


def test_a_wound_and_falling_cost_worth():
    """"The Fight Begins!" (wounds); ruling 3 (falling)."""
    s = position(("valerys", "idril"), decks={0: ["shield"] * 5})
    before = nh.worth(s, 0)
    s.players[0].wounds = 2
    assert nh.worth(s, 0) < before - 5
    s.players[0].fallen = True
    assert nh.worth(s, 0) <= -nh.FALLEN + 1


def test_the_bot_defeats_an_enemy_rather_than_scratching_one():
    """"Facing the Horde" a: a defeat gives the trophy and stops its damage."""
    s = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 9},
                 field=("orc-brute", "orc-hexwarden"))
    action = nh.Heuristic(1).choose(SeatWindow(s, 0))
    assert action.kind == "play" and action.arg("slots") == (1,)


def test_the_bot_bids_its_weakest_card():
    """"Choosing the Leader": bid cards go under the deck, so the bot bids low."""
    s = GAME.new_game(2, seed=4, options={"heroes": ["valerys", "idril"]})
    action = nh.Heuristic(1).choose(SeatWindow(s, 0))
    damages = [s.defn(u).damage for u in s.players[0].hand]
    assert len(action.arg("cards")) == 1 and s.defn(action.arg("cards")[0]).damage == min(damages)


def test_the_bot_buys_a_healing_potion_when_near_falling():
    """"2. Market Phase": the Healing Potion removes a wound."""
    s = position(("aranel", "idril"), decks={0: ["fire-bolt"] * 2}, hero_wounds={0: 2},
                 market=["healing-potion", None, None, None, None], coins={0: 8}, phase="market")
    action = nh.Heuristic(1).choose(SeatWindow(s, 0))
    assert action.kind == "buy" and action.arg("slot") == 0
