"""Bot specs (engine/ai/registry.py) and headless games (engine/ai/arena.py)."""
from __future__ import annotations

import pickle

import msgpack
import pytest

from engine.ai import LEVELS, RandomBot, make_bot
from engine.ai.arena import bot_seed, play_game
from engine.ai.heuristic import HeuristicBot, module_for
from engine.ai.ismcts import ISMCTSBot


@pytest.mark.parametrize("spec, kind, seconds, iterations, canonical", [
    ("random", RandomBot, None, None, "random"),
    ("heuristic", HeuristicBot, None, None, "heuristic"),
    ("easy", HeuristicBot, None, None, "easy"),
    ("ismcts", ISMCTSBot, 1.0, None, "ismcts:1s"),
    ("normal", ISMCTSBot, None, None, "normal"),
    ("hard", ISMCTSBot, None, None, "hard"),
    ("ismcts:3s", ISMCTSBot, 3.0, None, "ismcts:3s"),
    ("ismcts:0.5s", ISMCTSBot, 0.5, None, "ismcts:0.5s"),
    ("ismcts:0.50s", ISMCTSBot, 0.5, None, "ismcts:0.5s"),
    ("ismcts:2000it", ISMCTSBot, None, 2000, "ismcts:2000it"),
    ("ismcts:5s:300it", ISMCTSBot, 5.0, 300, "ismcts:300it:5s"),
    (" Ismcts:2S ", ISMCTSBot, 2.0, None, "ismcts:2s"),
    ("ismcts:2s/turn", ISMCTSBot, None, None, "ismcts:2s/turn"),
    ("ismcts:2.50s/turn", ISMCTSBot, None, None, "ismcts:2.5s/turn"),
])
def test_spec_builds_the_bot_and_round_trips(spec, kind, seconds, iterations, canonical):
    bot = make_bot(spec, seed=4)
    assert isinstance(bot, kind)
    assert bot.seed == 4
    assert bot.spec == canonical
    again = make_bot(bot.spec, seed=4)
    assert type(again) is type(bot) and again.spec == bot.spec
    if kind is ISMCTSBot:
        assert (bot.seconds, bot.iterations) == (seconds, iterations)


def test_levels_are_heuristic_and_two_and_five_seconds_a_turn():
    assert LEVELS == {"easy": "heuristic", "normal": "ismcts:2s/turn", "hard": "ismcts:5s/turn"}
    assert make_bot("normal").turn_seconds == 2.0
    assert make_bot("hard").turn_seconds == 5.0
    assert make_bot("ismcts:3s").turn_seconds is None


@pytest.mark.parametrize("spec", ["", "foo", "ismcts:", "ismcts:x", "ismcts:1s:2s",
                                  "ismcts:10it:20it", "ismcts:1s:2it:3s", "ismcts:0s",
                                  "ismcts:0it", "ismcts:601s", "ismcts:-1s", "random:1s",
                                  "ismcts:0s/turn", "ismcts:601s/turn", "ismcts:2it/turn",
                                  None, 3])
def test_bad_spec_is_one_line_listing_what_is_accepted(spec):
    with pytest.raises(ValueError) as err:
        make_bot(spec)
    message = str(err.value)
    assert "\n" not in message
    assert "accepted: random, heuristic, ismcts" in message and "easy, normal, hard" in message


def test_ismcts_needs_a_budget():
    with pytest.raises(ValueError):
        ISMCTSBot(0, seconds=None, iterations=None)


def test_heuristic_modules_by_game():
    assert module_for("herocard-duel").__name__ == "engine.ai.heuristic.duel"
    assert module_for("hero-realms").__name__ == "engine.ai.heuristic.hero_realms"
    assert module_for("orc-wars").__name__ == "engine.ai.heuristic.orc_wars"
    with pytest.raises(ValueError, match="no heuristic for game 'chess'"):
        module_for("chess")


def test_bot_seeds_differ_by_game_and_seat():
    seeds = {bot_seed(g, s) for g in range(50) for s in range(4)}
    assert len(seeds) == 200
    assert all(0 <= x < 2 ** 31 for x in seeds)
    assert bot_seed(7, 1) == bot_seed(7, 1)


def test_play_game_returns_plain_data_and_is_reproducible():
    first = play_game("herocard-duel", 2, 11, ["random", "random"])
    again = play_game("herocard-duel", 2, 11, ["random", "random"])
    for key in ("winners", "actions", "decisions", "bots", "finished", "iterations"):
        assert first[key] == again[key]
    assert first["finished"] and len(first["winners"]) == 1
    assert sum(first["decisions"]) == first["actions"]
    assert first["bots"] == ["random", "random"]
    assert all(m <= t for m, t in zip(first["max_seconds"], first["seconds"]))
    assert msgpack.unpackb(msgpack.packb(first)) == first
    assert pickle.loads(pickle.dumps(first)) == first


def test_play_game_stops_unfinished_at_max_actions():
    result = play_game("hero-realms", 2, 3, ["random", "random"], max_actions=10)
    assert result["actions"] == 10
    assert not result["finished"] and result["winners"] == []


def test_play_game_checks_its_bots():
    with pytest.raises(ValueError, match="2 players need 2 bot specs, not 1"):
        play_game("herocard-duel", 2, 1, ["random"])
    with pytest.raises(ValueError, match="accepted"):
        play_game("herocard-duel", 2, 1, ["random", "genius"])
