"""Seeded mutation fuzzing of every game's saves (issue 19): 560 mutations per
game (test-race and every game in ``engine.GAMES``), 40 of each kind in
``save_mutations.KINDS``: bit flips, truncation, junk, non-ASCII checksums and
seals, files of up to 1.2 million small objects with a right checksum,
repeated and reordered keys, and forgeries re-sealed with the folder key with
recomputed hash and snapshot (edited actions and arguments, options, fields,
snapshots, extreme integers such as -2**63 and 2**64-1).

Every read must load a usable game or raise one SaveError line naming the
file; a crash, a hang (10 s alarm) or a loaded state that is not usable fails.
The same mutations, 10,000 per game, are ``bench/bench_save_fuzz.py``.
"""
from __future__ import annotations

import pytest

import engine
import save_mutations as sm
from race_game import GAME_ID as RACE, RaceGame

PER_GAME = 40 * len(sm.KINDS)   # 560


@pytest.mark.parametrize("game_id", [RACE, *engine.GAMES])
def test_every_mutation_is_a_loaded_game_or_one_save_error(tmp_path, game_id):
    game = RaceGame() if game_id == RACE else engine.load_game(game_id)
    outcomes = sm.run(tmp_path, game_id, game, PER_GAME)
    kinds = outcomes.pop("kinds")
    assert sum(outcomes.values()) == PER_GAME >= 500
    assert set(kinds) == set(sm.KINDS)
    bad = {kind: {o: n for o, n in seen.items() if o not in ("ok", "SaveError")}
           for kind, seen in kinds.items()}
    assert not any(bad.values()), bad
    assert outcomes.get("SaveError", 0) > PER_GAME // 2          # the mutations do bite
