"""The bots play No Time For Heroes' solo mode and value its score
(``State.seat_score``; engine/ai/heuristic/no_time_for_heroes.py, engine/ai/ismcts.py)."""
from __future__ import annotations

import sys
from pathlib import Path

from engine.ai import SeatWindow, make_bot
from engine.ai.heuristic import no_time_for_heroes as nh
from engine.ai.ismcts import ISMCTSBot, score_reward, terminal_rewards

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from no_time_for_heroes.conftest import GAME  # noqa: E402
from no_time_for_heroes.test_ntfh_solo import solo  # noqa: E402


def _play(bot, seed):
    s = GAME.new_game(1, seed=seed, options={"mode": "solo"})
    for _ in range(3000):
        if s.is_over():
            break
        s.apply(bot.choose(SeatWindow(s, 0)))
    return s


def test_the_heuristic_plays_a_whole_solo_game_to_a_score():
    s = _play(make_bot("heuristic", 3), 11)
    assert s.is_over() and s.seat_score(0) is not None and s.seat_score(0) >= 0
    assert s.history[0].kind == "mulligan"


def test_ismcts_plays_a_whole_solo_game_to_a_score():
    s = _play(ISMCTSBot(5, seconds=None, iterations=12), 12)
    assert s.is_over() and s.seat_score(0) is not None


def test_a_solo_game_rewards_its_score_not_a_win():
    """The score is the result: a higher score is a higher reward, win or not."""
    low = solo("neddia", hand=("trap",) * 2, deck=(), coins=10, glory=4, wounds=2)
    low.apply(next(a for a in low.legal_actions() if a.kind == "end_attack"))
    assert low.is_over() and low.winners() == []
    assert terminal_rewards(low) == [score_reward(6)] and 0 < score_reward(6) < score_reward(30)
    assert nh.evaluate_all(low)[0] == score_reward(6)


def test_the_solo_heuristic_values_hearts_and_deck():
    """The score counts the hearts not lost times the deck: a wound costs worth."""
    s = solo("valerys", hand=("shield",), deck=("sword-strike",) * 10, coins=5)
    before = nh.solo_worth(s)
    s.players[0].wounds = 1
    assert nh.solo_worth(s) <= before - 10
    assert 0 < nh.evaluate_all(s)[0] < 1
