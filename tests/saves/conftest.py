"""Fixtures for the save tests: a tiny real game ("test-race", see race_game.py)
and file helpers."""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Callable

import msgpack
import pytest

import engine
from engine.core import State
from race_game import GAME_ID, RaceGame


@pytest.fixture(autouse=True)
def race_game() -> Any:
    """Register "test-race" for each test and remove it afterwards."""
    engine.register(GAME_ID, RaceGame)
    yield RaceGame()
    engine.unregister(GAME_ID)


@pytest.fixture
def play() -> Callable[..., State]:
    """``play(actions=6, seed=3, players=2, choice_seed=1, target=10)``: a state
    after up to ``actions`` random legal actions (fewer if the game ends)."""
    def _play(actions: int = 6, seed: int = 3, players: int = 2, choice_seed: int = 1,
              target: int = 10) -> State:
        state = RaceGame().new_game(players=players, seed=seed, options={"target": target})
        chooser = random.Random(choice_seed)
        for _ in range(actions):
            if state.is_over():
                break
            state.apply(chooser.choice(state.legal_actions()))
        return state
    return _play


@pytest.fixture
def raw() -> Callable[[Path], dict]:
    """Decode a save file plainly (no limits: tests only) to craft variants of it."""
    def _raw(path: Path) -> dict:
        return msgpack.unpackb(Path(path).read_bytes(), raw=False)
    return _raw


@pytest.fixture
def craft() -> Callable[[Path, Any], Path]:
    """``craft(path, data)``: write ``data`` as msgpack (bytes are written as-is)."""
    def _craft(path: Path, data: Any) -> Path:
        blob = data if isinstance(data, bytes) else msgpack.packb(data, use_bin_type=True)
        Path(path).write_bytes(blob)
        return Path(path)
    return _craft


@pytest.fixture
def one_line() -> Callable[[BaseException, Any], None]:
    """Assert an error message is a single line that names the file."""
    def _check(error: BaseException, path: Any) -> None:
        text = str(error)
        assert "\n" not in text and "\r" not in text, text
        assert os.fspath(path) in text, text
    return _check
