"""A real HeroCard duel survives a save round trip."""
from __future__ import annotations

import importlib.util
import random

import pytest

import engine
import saves


def _duel_module_exists() -> bool:
    try:
        return importlib.util.find_spec("engine.herocard.duel") is not None
    except ImportError:
        return False


@pytest.mark.skipif(not _duel_module_exists(), reason="engine.herocard.duel not written yet")
def test_herocard_duel_round_trip(tmp_path):
    # Once the module exists, any import or load failure is a real failure, not a skip.
    assert "herocard-duel" in engine.GAMES
    game = engine.load_game("herocard-duel")
    state = game.new_game(players=2, seed=7)
    chooser = random.Random(2024)
    for _ in range(60):
        if state.is_over():
            break
        state.apply(chooser.choice(state.legal_actions()))
    seats = [{"name": "Ana", "kind": "human", "bot": None},
             {"name": "Bot", "kind": "ai", "bot": "random"}]
    path = saves.write(tmp_path / "duel.htsave", state, seats=seats)
    saved = saves.read(path)
    assert saved.game_id == "herocard-duel" and saved.seats == seats
    assert engine.state_hash(saved.state) == engine.state_hash(state)
    assert [a.to_data() for a in saved.state.history] == [a.to_data() for a in state.history]
    assert saved.action_count == len(state.history) > 0
    assert saved.state.current_player == state.current_player
    assert saved.state.legal_actions() == state.legal_actions()
