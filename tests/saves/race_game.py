"""The "test-race" game used by the save tests and the save fixtures.

Each seat in turn either steps 1 or 2 squares or rolls (1-3 squares from the
state's seeded generator); the first to reach ``options["target"]`` (default
10) wins. No hidden information. Its rules belong to the tests, so saves of it
stay replayable whatever happens to the real games.
"""
from __future__ import annotations

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
        return [Action.make("step", "Step 1", n=1),
                Action.make("step", "Step 2", n=2),
                Action.make("roll", "Roll")]

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
