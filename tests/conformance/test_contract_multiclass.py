"""The contract suite for No Time For Heroes' multiclass mode (``mode=multiclass``,
2 to 4 players; engine/no_time_for_heroes/multiclass.py): seeded random games
through the deck building and to the end, with every check of
test_contract.play_random_game (refusals, views against re-dealt hidden cards,
clones, save round trips, determinism) and the game's invariants."""
from __future__ import annotations

import zlib

import pytest

import engine
from engine import state_hash

from .test_contract import play_random_game

GAMES = 60          # per run, over 2, 3 and 4 players
CHUNKS = 3


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_multiclass_games_follow_the_contract(chunk, tmp_path):
    for i in range(GAMES // CHUNKS):
        seed = zlib.crc32(f"multiclass-{chunk}".encode()) % 1_000_000 + i
        players = 2 + i % 3
        options = {"mode": "multiclass"}
        final = play_random_game("no-time-for-heroes", players, seed, tmp_path,
                                 options=options)
        game = engine.load_game("no-time-for-heroes")     # the same seed and actions
        again = game.new_game(players=players, seed=seed, options=options)
        for action in final.history:
            again.apply(game.action_from_data(action.to_data()))
        assert state_hash(again) == state_hash(final), "not deterministic"
        assert final.multi["done"] and len(final.warlord_uids()) == (2 if players == 4 else 1)
