"""The `orc-wars` game: one Orc player against 1 to 3 Elves on a scenario map.

Options: ``scenario`` (an id of ``scenarios``), ``level`` (the Orc player's
experience level: first-time, novice, trained, expert, true-orc), ``names``
(one per seat, the Orc first), ``heroes`` and ``roles`` (one per Elf).
"""
from __future__ import annotations

from ..core import BadOptions, Game
from ..herocard.content import hero_ids
from .board import scenario_ids
from .setup import LEVELS, start
from .state import OrcWarsState

ROLES = ("paladin", "ranger", "sorcerer")
DEFAULT_HEROES = ("paladin", "ranger", "sorcerer")


class OrcWars(Game):
    """HeroCard Orc Wars (rulebook: orc-wars.txt)."""

    id = "orc-wars"
    title = "HeroCard Orc Wars"
    min_players = 2
    max_players = 4

    @property
    def scenarios(self) -> list[str]:
        """Scenario ids in the rulebook's recommended order (bonus scenario last)."""
        return scenario_ids()

    def default_options(self, players: int = 2) -> dict:
        """The introduction scenario, a first-time Orc, Elves as Paladin, Ranger, Sorcerer."""
        self._check_players(players)
        elves = players - 1
        return {"scenario": scenario_ids()[0], "level": "first-time",
                "names": ["Orc"] + [f"Elf {i}" for i in range(1, elves + 1)],
                "heroes": list(DEFAULT_HEROES[:elves]), "roles": list(ROLES[:elves])}

    def _check_players(self, players) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise BadOptions(f"orc-wars takes 2 to 4 players (one Orc, 1 to 3 Elves), not {players!r}")

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.default_options(players)
        if options is None:
            return full
        if not isinstance(options, dict):
            raise BadOptions("options must be a map")
        unknown = set(options) - set(full)
        if unknown:
            raise BadOptions(f"unknown option(s): {', '.join(sorted(map(str, unknown)))}")
        full.update(options)
        elves = players - 1
        if full["scenario"] not in scenario_ids():
            raise BadOptions(f"unknown scenario {full['scenario']!r} (known: "
                             f"{', '.join(scenario_ids())})")
        if full["level"] not in LEVELS:
            raise BadOptions(f"level must be one of {', '.join(LEVELS)}")
        names = full["names"]
        if not isinstance(names, list) or len(names) != players or any(
                not isinstance(n, str) or not n.strip() or len(n) > 24 for n in names):
            raise BadOptions(f"names must list {players} non-empty names of up to 24 characters")
        heroes, roles = full["heroes"], full["roles"]
        if not isinstance(heroes, list) or len(heroes) != elves or any(h not in hero_ids()
                                                                       for h in heroes):
            raise BadOptions(f"heroes must list {elves} of: {', '.join(hero_ids())}")
        if not isinstance(roles, list) or len(roles) != elves or any(r not in ROLES for r in roles) \
                or len(set(roles)) != elves:
            raise BadOptions(f"roles must list {elves} different roles of: {', '.join(ROLES)}")
        full["names"] = [n.strip() for n in names]
        return full

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> OrcWarsState:
        """Set up the scenario; the first decisions are the Orc's squad tokens.

        Raises ``engine.BadOptions`` for a bad player count or options.
        """
        self._check_players(players)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOptions("seed must be a whole number")
        state = OrcWarsState(self, seed, self._options(players, options))
        state.turn = 0
        start(state)
        return state
