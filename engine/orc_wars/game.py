"""The `orc-wars` game: one Orc player against 1 to 3 Elves on a scenario map.

Options: ``scenario`` (an id of ``scenarios``), ``level`` (the Orc player's
experience level: first-time, novice, trained, expert, true-orc), ``names``
(one per seat, the Orc first), ``heroes`` and ``roles`` (one per Elf).
"""
from __future__ import annotations

from ..core import Choice, Game, OptionSpec
from ..core.errors import BadOptions
from ..core.lessons import lesson_of
from ..core.options import names_spec
from ..herocard.content import hero_ids, load_heroes
from .board import scenario_ids, scenario_names
from .roles import load_roles
from .setup import LEVEL_NAMES, LEVELS, start
from .state import OrcWarsState

ROLES = ("paladin", "ranger", "sorcerer")
DEFAULT_HEROES = ("paladin", "ranger", "sorcerer")


class OrcWars(Game):
    """HeroCard Orc Wars (rulebook: orc-wars.txt)."""

    id = "orc-wars"
    title = "HeroCard Orc Wars"
    min_players = 2
    max_players = 4
    rules_revision = 2   # engine.core.rules: options["rules"]
    rules_notes = {
        1: "an Attack Sequence ends as soon as the others pass after a play",
        2: "an Attack Sequence ends when everyone involved, the last to play "
           "included, has passed since the last play",
    }

    @property
    def scenarios(self) -> list[str]:
        """Scenario ids in the rulebook's recommended order (bonus scenario last)."""
        return scenario_ids()

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """``scenario`` (rulebook order), ``level`` (the Orc player's experience level,
        which sets the dirty tricks: rulebook "Campaign"), ``names`` (the Orc
        first), and per Elf (seats 1 on) a ``heroes`` and a ``roles`` entry, the
        roles all different (rulebook "Roles"). ``BadOptions`` for a bad count."""
        self.check_players(players, " (one Orc, 1 to 3 Elves)")
        elves = players - 1
        elf_labels = tuple(f"Elf {i}" for i in range(1, elves + 1))
        heroes, roles = load_heroes(), load_roles()
        names = scenario_names()
        return [
            OptionSpec("scenario", "Scenario", "choice", next(iter(names)),
                       choices=tuple(Choice(s, name) for s, name in names.items()),
                       help="the scenario to play"),
            OptionSpec("level", "Orc level", "choice", "first-time",
                       choices=tuple(Choice(v, LEVEL_NAMES[v]) for v in LEVELS),
                       help="the Orc player's experience level: sets the dirty tricks"),
            names_spec(players, labels=["Orc", *elf_labels]),
            OptionSpec("heroes", "Hero", "choice", list(DEFAULT_HEROES[:elves]),
                       choices=tuple(Choice(h, heroes[h].name) for h in hero_ids()),
                       per_seat=True, seats=elves, seat_labels=elf_labels, first_seat=1,
                       follows="roles",
                       help="each Elf's hero: the deck it fights with; any hero may take "
                            "any role, by default the role's own hero (the Orc plays the "
                            "Orc King's deck)"),
            OptionSpec("roles", "Role", "choice", list(ROLES[:elves]),
                       choices=tuple(Choice(r, roles[r].name) for r in ROLES),
                       per_seat=True, seats=elves, seat_labels=elf_labels, first_seat=1,
                       distinct=True, help="each Elf's role: its powers and wound line; "
                                           "no two Elves share one"),
        ]

    def default_options(self, players: int = 2) -> dict:
        """The introduction scenario, a first-time Orc, Elves as Paladin, Ranger, Sorcerer."""
        return self.validate_options(players, None)

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games (content/lessons.toml)."""
        from .lessons import orc_lessons
        return {key: lesson.title for key, lesson in orc_lessons().items()}

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.validate_options(players, options)
        full["names"] = self.clean_names(full["names"], players)
        name = lesson_of(full)
        if name is not None:   # the lesson's scenario, level, hero and role, whatever was asked
            from .lessons import SEATS, orc_lessons
            lesson = orc_lessons()[name]
            if players != SEATS:
                raise BadOptions(f"lesson {name} is for {SEATS} players, not {players}")
            full.update(scenario=lesson.scenario, level=lesson.level,
                        heroes=[lesson.hero], roles=[lesson.role])
        return full

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> OrcWarsState:
        """Set up the scenario; the first decisions are the Orc's squad tokens.

        With ``options["lesson"]`` (``lessons()``): the lesson's scenario and Elf,
        its stacked hands and board, and the first turn under way
        (engine/orc_wars/lessons.py).

        Raises ``engine.BadOptions`` for a bad player count or options.
        """
        self.check_players(players, " (one Orc, 1 to 3 Elves)")
        self.check_seed(seed)
        state = OrcWarsState(self, seed, self._options(players, options))
        state.turn = 0
        start(state)
        name = lesson_of(state.options)
        if name is not None:   # a guided game: the stacked position, set-up skipped
            from .lessons import deal_lesson, orc_lessons
            deal_lesson(state, orc_lessons()[name])
        return state
