"""Fixtures for the save tests: a tiny real game ("test-race") and file helpers.

"test-race": each seat in turn either steps 1 or 2 squares or rolls (1-3
squares from the state's seeded generator); the first to reach
``options["target"]`` (default 10) wins. No hidden information.
"""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Callable

import msgpack
import pytest

import engine
from engine.core import Action, BadOptions, Event, Game, Rng, State

GAME_ID = "test-race"


class RaceState(State):
    def __init__(self, game: "RaceGame", players: int, seed: int, options: dict):
        self.game, self.num_players, self.seed = game, players, seed
        self.options = dict(options)
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.positions = [0] * players
        self.turn = 1
        self.seat = 0

    @property
    def current_player(self) -> int | None:
        return None if self.is_over() else self.seat

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        return [Action.make("step", label="Step 1", n=1),
                Action.make("step", label="Step 2", n=2),
                Action.make("roll", label="Roll")]

    def _apply(self, action: Action) -> list[Event]:
        moved = action.arg("n") if action.kind == "step" else self.rng.randrange(3) + 1
        self.positions[self.seat] += moved
        event = Event("moved", f"Seat {self.seat} moved {moved}", seat=self.seat,
                      data={"moved": moved})
        if not self.is_over():
            self.seat = (self.seat + 1) % self.num_players
            if self.seat == 0:
                self.turn += 1
        return [event]

    def clone(self) -> "RaceState":
        other = RaceState.__new__(RaceState)
        other.__dict__.update(self.__dict__)
        other.options, other.history = dict(self.options), list(self.history)
        other.positions, other.rng = list(self.positions), self.rng.clone()
        return other

    def is_over(self) -> bool:
        return max(self.positions) >= self.options["target"]

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        return [i for i, p in enumerate(self.positions) if p >= self.options["target"]]

    def view(self, seat: int | None) -> dict:
        return {"turn": self.turn, "positions": list(self.positions),
                "current": self.current_player, "target": self.options["target"]}

    def full_data(self) -> dict:
        return {"positions": list(self.positions), "turn": self.turn, "seat": self.seat,
                "options": dict(self.options), "seed": self.seed,
                "rng": self.rng.digest_data()}

    def determinize(self, seat: int, seed: int) -> "RaceState":
        return self.clone()


class RaceGame(Game):
    id = GAME_ID
    title = "Race to ten (test game)"
    min_players = 1
    max_players = 4

    def default_options(self, players: int = 2) -> dict:
        return {"target": 10}

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(f"{players} players: this game takes 1-4")
        merged = {**self.default_options(players), **(options or {})}
        if set(merged) != {"target"} or type(merged["target"]) is not int \
                or merged["target"] < 1:
            raise BadOptions(f"bad options {merged!r}")
        return RaceState(self, players, seed, merged)


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
