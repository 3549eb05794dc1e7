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


def seal_map(path: Path, data: dict) -> bytes:
    """``data`` as a format-2 file: checksum and seal (folder key) made afresh.

    What a buggy writer, or someone editing a save by hand who knows the
    format, would produce: the trailer is right, the content is whatever
    ``data`` says.
    """
    from saves import files
    from saves import format as fmt
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    return fmt.encode_sealed(body, files.read_key(Path(path).parent))


@pytest.fixture
def craft() -> Callable[[Path, Any], Path]:
    """``craft(path, data)``: write ``data`` as msgpack (bytes are written as-is).

    A map with an int ``format`` of 2 or more is written with a fresh,
    valid checksum and seal (see ``seal_map``); ``sealed=False`` writes
    any map plainly.
    """
    def _craft(path: Path, data: Any, sealed: bool = True) -> Path:
        if isinstance(data, bytes):
            blob = data
        elif sealed and isinstance(data, dict) and type(data.get("format")) is int \
                and data["format"] >= 2:
            blob = seal_map(path, data)
        else:
            blob = msgpack.packb(data, use_bin_type=True)
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
