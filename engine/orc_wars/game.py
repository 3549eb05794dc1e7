"""The `orc-wars` game: one Orc player against 1 to 3 Elves on a scenario map.

Options: ``scenario`` (an id of ``scenarios``), ``level`` (the Orc player's
experience level: first-time, novice, trained, expert, true-orc), ``names``
(one per seat, the Orc first), ``heroes`` and ``roles`` (one per Elf).
"""
from __future__ import annotations

from ..core import BadOptions, Game
from ..herocard.content import hero_ids
from .board import scenario_ids
from .roles import load_roles
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
        self.check_players(players, " (one Orc, 1 to 3 Elves)")
        elves = players - 1
        return {"scenario": scenario_ids()[0], "level": "first-time",
                "names": ["Orc"] + [f"Elf {i}" for i in range(1, elves + 1)],
                "heroes": list(DEFAULT_HEROES[:elves]), "roles": list(ROLES[:elves])}

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.merge_options(players, options)
        elves = players - 1
        if full["scenario"] not in scenario_ids():
            raise BadOptions(f"unknown scenario {full['scenario']!r} (known: "
                             f"{', '.join(scenario_ids())})")
        if full["level"] not in LEVELS:
            raise BadOptions(f"level must be one of {', '.join(LEVELS)}")
        heroes, roles = full["heroes"], full["roles"]
        if not isinstance(heroes, list) or len(heroes) != elves or any(h not in hero_ids()
                                                                       for h in heroes):
            raise BadOptions(f"heroes must list {elves} of: {', '.join(hero_ids())}")
        if not isinstance(roles, list) or len(roles) != elves or any(r not in ROLES for r in roles) \
                or len(set(roles)) != elves:
            raise BadOptions(f"roles must list {elves} different roles of: {', '.join(ROLES)}")
        full["names"] = self.clean_names(full["names"], players)
        return full

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> OrcWarsState:
        """Set up the scenario; the first decisions are the Orc's squad tokens.

        Raises ``engine.BadOptions`` for a bad player count or options.
        """
        self.check_players(players, " (one Orc, 1 to 3 Elves)")
        self.check_seed(seed)
        load_roles()   # read at the first move otherwise: a broken file shows at the start
        state = OrcWarsState(self, seed, self._options(players, options))
        state.turn = 0
        start(state)
        return state
