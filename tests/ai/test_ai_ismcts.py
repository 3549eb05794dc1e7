"""Information-set MCTS (engine/ai/ismcts.py): budgets, reproducibility, statistics, strength."""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import SeatWindow, make_bot
from engine.ai.arena import play_game
from engine.ai.ismcts import ISMCTSBot, Node, Scorer

ORC_CAMP = {"scenario": "orc-camp"}


def position(game_id: str, seed: int, steps: int, options=None, players: int = 2):
    """A seeded random game moved on ``steps`` actions, then on to the next position
    where the search has at least two candidate actions."""
    state = engine.load_game(game_id).new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    candidates = Scorer(game_id).candidates
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while len(candidates(state, state.legal_actions())) < 2:
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over()
    return state


@pytest.mark.parametrize("game_id, options", [("herocard-duel", None), ("hero-realms", None),
                                              ("orc-wars", ORC_CAMP)])
def test_same_seed_and_iteration_budget_give_the_same_search(game_id, options):
    for steps in (9, 30):
        state = position(game_id, 4, steps, options)
        window = SeatWindow(state, state.current_player)
        bots = [ISMCTSBot(21, seconds=None, iterations=40) for _ in range(2)]
        choices = [bot.choose(window) for bot in bots]
        assert choices[0] == choices[1]
        assert bots[0].stats["visits"] == bots[1].stats["visits"]
        assert choices[0] in window.legal_actions()


def test_stats_after_a_search():
    state = position("herocard-duel", 2, 12)
    bot = ISMCTSBot(5, seconds=None, iterations=60)
    bot.choose(SeatWindow(state, state.current_player))
    stats = bot.stats
    assert set(stats) == {"iterations", "seconds", "stopped_early", "visits"}
    assert 1 <= stats["iterations"] <= 60
    visits = [v for _, v in stats["visits"]]
    assert sum(visits) <= stats["iterations"] and max(visits) > 0
    assert all(isinstance(label, str) for label, _ in stats["visits"])


def test_one_legal_action_is_played_without_searching():
    state = engine.load_game("herocard-duel").new_game(2, seed=1)
    rng = random.Random(1)
    for _ in range(500):
        if len(state.legal_actions()) == 1:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.legal_actions()) == 1
    bot = ISMCTSBot(1, seconds=None, iterations=500)
    assert bot.choose(SeatWindow(state, state.current_player)) == state.legal_actions()[0]
    assert bot.stats["iterations"] == 0


def test_a_clear_leader_stops_the_search_early():
    state = position("herocard-duel", 1, 30)
    bot = ISMCTSBot(2, seconds=None, iterations=400)
    bot.choose(SeatWindow(state, state.current_player))
    assert bot.stats["stopped_early"]
    done = bot.stats["iterations"]
    assert done < 400
    visits = sorted((v for _, v in bot.stats["visits"]), reverse=True) + [0]
    assert visits[0] - visits[1] > 400 - done


def test_ucb_prefers_the_better_mean_and_the_less_tried():
    good, bad = Node(), Node()
    good.visits, good.reward, good.avail = 10, 8.0, 20
    bad.visits, bad.reward, bad.avail = 10, 2.0, 20
    assert good.ucb(0.7) > bad.ucb(0.7)
    rare = Node()
    rare.visits, rare.reward, rare.avail = 1, 0.5, 20
    assert rare.ucb(0.7) > good.ucb(0.7)


def test_iteration_budget_with_a_time_cap_keeps_both():
    bot = make_bot("ismcts:50it:2s", seed=3)
    assert (bot.iterations, bot.seconds) == (50, 2.0)
    state = position("hero-realms", 6, 20)
    bot.choose(SeatWindow(state, state.current_player))
    assert bot.stats["iterations"] <= 50


def test_beats_the_random_bot_in_the_duel():
    """A handful of seeded duels at 60 iterations a decision, seats alternating."""
    wins = 0
    games = 6
    for seed in range(games):
        specs = ["ismcts:60it", "random"] if seed % 2 == 0 else ["random", "ismcts:60it"]
        result = play_game("herocard-duel", 2, seed, specs)
        assert result["finished"]
        wins += specs[result["winners"][0]] == "ismcts:60it"
    assert wins >= 5


def test_searches_three_and_four_player_games():
    for game_id, players in (("herocard-duel", 3), ("hero-realms", 4)):
        state = position(game_id, 8, 25, players=players)
        window = SeatWindow(state, state.current_player)
        action = ISMCTSBot(4, seconds=None, iterations=30).choose(window)
        assert action in window.legal_actions()


def test_stop_ends_a_search_at_its_next_check():
    """Bot.stop() (the TUI calls it from the UI thread when a thinking seat's
    screen goes away) ends the search after the iteration under way; the
    answer is still a legal action, and the next decision searches afresh."""
    class StoppedAfterFive(ISMCTSBot):
        def _iterate(self, *args):
            super()._iterate(*args)
            self.runs = getattr(self, "runs", 0) + 1
            if self.runs == 5:
                self.stop()

    state = position("herocard-duel", 2, 12)
    window = SeatWindow(state, state.current_player)
    bot = StoppedAfterFive(3, seconds=None, iterations=10 ** 9)
    assert bot.choose(window) in window.legal_actions()
    assert bot.stats["iterations"] == 5 and bot.stats["stopped_early"] is False
    bot.runs = -10            # the flag is cleared when the next choice starts
    bot.choose(window)
    assert bot.stats["iterations"] == 15


def test_turn_budget_is_shared_by_the_turns_decisions():
    # a turn budget: each searched decision gets half of what is left of the
    # turn, and bots built afresh for each decision (as the TUI does) share it
    state = position("herocard-duel", 4, 30)
    window = SeatWindow(state, state.current_player)
    first = make_bot("ismcts:0.4s/turn", seed=1)
    first._decided = lambda *args: False          # spend the whole share
    first.choose(window)
    assert first.stats["budget"] == pytest.approx(0.2)
    spent = first.stats["turn_spent"]
    assert spent == pytest.approx(first.stats["seconds"]) and spent >= 0.2
    second = make_bot("ismcts:0.4s/turn", seed=2)
    second._decided = lambda *args: False
    second.choose(SeatWindow(state, state.current_player))
    assert second.stats["budget"] == pytest.approx(max(0.05, 0.5 * (0.4 - spent)))
    assert second.stats["turn_spent"] == pytest.approx(spent + second.stats["seconds"])


def test_turn_budget_starts_again_on_the_next_turn_and_skips_forced_choices():
    state = position("herocard-duel", 4, 30)
    seat = state.current_player
    window = SeatWindow(state, seat)
    window.notes().update(turn=state.turn - 1, turn_spent=5.0)   # an earlier turn's
    bot = make_bot("ismcts:0.2s/turn", seed=1)
    bot._decided = lambda *args: False
    bot.choose(window)
    assert bot.stats["budget"] == pytest.approx(0.1)             # a fresh turn's half
    # a decision with one legal action answers at once and spends (almost) nothing
    forced = engine.load_game("herocard-duel").new_game(players=2, seed=3)
    rng = random.Random(3)
    while len(forced.legal_actions()) != 1:
        forced.apply(rng.choice(forced.legal_actions()))
    bot = make_bot("normal", seed=1)
    bot.choose(SeatWindow(forced, forced.current_player))
    assert bot.stats["iterations"] == 0 and bot.stats["seconds"] < 0.05
