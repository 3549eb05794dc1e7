"""Contract conformance for every registered game (DESIGN.md, "Testing").

Seeded random games: termination within a bound, legal_actions never empty
before the end, illegal actions refused with the state unchanged, clones
independent, save round trips at random points, determinism by hash, and no
hidden information in other seats' views.
"""
from __future__ import annotations

import random
import zlib

import pytest

import engine
import saves
from engine import Action, IllegalAction, state_hash

from .invariants import INVARIANTS
from .policies import pick

# games per run, the counts the issues ask (at least 200 a game; Orc Wars 50 per
# scenario and player count); CHUNKS of them per test case
GAMES_PER_RUN = {"herocard-duel": 200, "hero-realms": 200, "orc-wars": 50,
                 "no-time-for-heroes": 200,
                 "heroes-of-timeline": 200,
                 "pack-of-heroes": 200}
# games without scenarios whose options change the rules: game i plays OPTION_SETS[i % n]
OPTION_SETS = {
    "pack-of-heroes": [
        None, {"team_method": "random"}, {"team_method": "draft"},
        {"team_method": "draft", "weapons": "draft", "draft_teams": 4},
        {"weapons": "draft"}, {"team_method": "random", "weapons": "random"},
        {"team_method": "draft", "weapons": "random"},
        {"teams": ["galactanauts", "pick"], "weapons": "random"},
    ],
}
MAX_ACTIONS = {"orc-wars": 20000}
CHUNKS = 4


def _player_counts(game):
    return list(range(game.min_players, game.max_players + 1))


def _cases(game_id):
    game = engine.load_game(game_id)
    total = GAMES_PER_RUN.get(game_id, 50)
    if game.scenarios:
        return [(game_id, f"{scenario}-{players}p", (scenario, players, total))
                for scenario in game.scenarios for players in _player_counts(game)]
    return [(game_id, f"{chunk}", (None, None, total // CHUNKS)) for chunk in range(CHUNKS)]


CASES = [c for gid in engine.GAMES for c in _cases(gid)]


def _check_refusal(state, rng):
    """A junk action and a stale action are refused and change nothing."""
    before = state_hash(state)
    junk = Action.make("no-such-kind", "junk", card="nothing")
    with pytest.raises(IllegalAction):
        state.apply(junk)
    with pytest.raises(IllegalAction):
        state.game.action_from_data({"kind": 7})
    assert state_hash(state) == before


def _check_views(state, seed):
    """Re-dealing what a seat cannot see leaves that seat's view unchanged,
    and the deciding seat's legal actions too."""
    for seat in range(state.num_players):
        mine = state.view(seat)
        for offset in (1, 2):
            other = state.determinize(seat, seed + offset)
            assert other.view(seat) == mine, \
                f"seat {seat}'s view depends on hidden information"
            if seat == state.current_player:
                # what the deciding seat may do depends only on what it sees
                assert other.legal_actions() == state.legal_actions(), \
                    f"seat {seat}'s legal actions depend on hidden information"


def _options(game_id, index):
    """The options of the ``index``-th game of ``game_id`` (None: the defaults)."""
    sets = OPTION_SETS.get(game_id)
    return sets[index % len(sets)] if sets else None


def play_random_game(game_id, players, seed, tmp_path=None, checks=True, scenario=None,
                     options=None):
    """Play one seeded random game (``options``: None for the defaults); returns the final state."""
    game = engine.load_game(game_id)
    if scenario:
        options = dict(game.default_options(players), scenario=scenario)
    state = game.new_game(players=players, seed=seed, options=options)
    rng = random.Random(seed)
    invariant = INVARIANTS.get(game_id, lambda s: None)
    check_at = {rng.randrange(1, 300) for _ in range(3)}
    limit = MAX_ACTIONS.get(game_id, 5000)
    for step in range(limit):
        if state.is_over():
            break
        legal = state.legal_actions()
        assert legal, f"no legal action at step {step}"
        assert state.current_player is not None
        action = pick(state, legal, rng)
        if checks and step in check_at:
            _check_refusal(state, rng)
            _check_views(state, seed + step)
            before = state_hash(state)
            twin = state.clone()
            assert state_hash(twin) == before
            twin.apply(rng.choice(twin.legal_actions()))
            assert state_hash(state) == before, "changing a clone changed the original"
            assert len(twin.history) == len(state.history) + 1, "clone shares history"
            if tmp_path is not None:
                path = tmp_path / f"{game_id}-{seed}.htsave"
                saves.write(path, state)
                loaded = saves.read(path).state
                assert state_hash(loaded) == state_hash(state)
                assert loaded.current_player == state.current_player
        state.apply(action)
        invariant(state)
    assert state.is_over(), f"{game_id} seed {seed} did not end in {limit} actions"
    assert state.current_player is None and state.legal_actions() == []
    assert all(0 <= w < players for w in state.winners())
    return state


@pytest.mark.parametrize("game_id,case,spec", CASES, ids=[f"{g}-{c}" for g, c, _ in CASES])
def test_random_games_follow_the_contract(game_id, case, spec, tmp_path):
    game = engine.load_game(game_id)
    counts = _player_counts(game)
    scenario, fixed_players, count = spec
    for i in range(count):
        seed = zlib.crc32(case.encode()) % 1_000_000 + i
        players = fixed_players or counts[i % len(counts)]
        options = _options(game_id, i)
        final = play_random_game(game_id, players, seed, tmp_path, scenario=scenario,
                                 options=options)
        if scenario and i % 5:
            continue  # long board games: the replay check on every fifth game (10 per case)
        # determinism: the same seed and actions give the same hash
        if scenario:
            options = dict(game.default_options(players), scenario=scenario)
        again = game.new_game(players=players, seed=seed, options=options)
        for action in final.history:
            again.apply(game.action_from_data(action.to_data()))
        assert state_hash(again) == state_hash(final)


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_metadata(game_id):
    game = engine.load_game(game_id)
    assert game.id == game_id and game.title
    assert 1 <= game.min_players <= game.max_players
    assert isinstance(game.scenarios, list)
    for players in _player_counts(game):
        options = game.default_options(players=players)
        assert isinstance(options, dict)
        state = game.new_game(players=players, seed=1, options=options)
        assert state.num_players == players and state.history == []


def test_unknown_game_is_refused():
    with pytest.raises(engine.UnknownGame):
        engine.load_game("no-such-game")
