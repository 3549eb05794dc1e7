"""The `heroes-of-timeline` game: two Teams of Heroes on a 127-hex board, 5 turns.

Options (``option_specs``): ``names`` and ``teams`` (one per seat: a team id
or ``random``; two seats may not take the same team: the box holds one set
of portraits per team). A ``random`` team is drawn with the game's seeded
generator among the teams the other seat does not hold.
"""
from __future__ import annotations

from ..core import BadOptions, Choice, Game, OptionSpec, Rng
from ..core.lessons import lesson_of
from ..core.options import names_spec
from . import setup
from .content import load_content, team_ids
from .state import TimelineState

RANDOM = "random"


class HeroesOfTimeline(Game):
    """Heroes of Timeline (rulebook: heroes-of-timeline.txt), exactly 2 players."""

    id = "heroes-of-timeline"
    title = "Heroes of Timeline"
    min_players = 2
    max_players = 2
    rules_revision = 2   # engine.core.rules: options["rules"]
    rules_notes = {
        1: "no ability applies to a Reflex Move, the Red Knight's Wall Breaker included",
        2: "the Red Knight's Wall Breaker works on Reflex Moves too (publisher's ruling)",
    }
    scenarios: list[str] = []

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """``names`` and ``teams`` (per seat; Random by default)."""
        self.check_players(players)
        content = load_content()
        choices = (Choice(RANDOM, "Random"),) + tuple(
            Choice(t.id, t.name) for t in content.teams.values())
        return [names_spec(players),
                OptionSpec("teams", "Team", "choice", [RANDOM, RANDOM], choices=choices,
                           per_seat=True, help="each player's Team (not both the same)")]

    def validate_options(self, players: int, options) -> dict:
        """The specs' checks, names cleaned, and two different teams unless Random.

        Raises ``BadOptions`` with one line.
        """
        full = super().validate_options(players, options)
        full["names"] = self.clean_names(full["names"], players)
        name = lesson_of(full)
        if name is not None:   # a guided game: the lesson's teams, whatever was asked
            from .lessons import timeline_lessons
            full["teams"] = list(timeline_lessons()[name].teams)
        a, b = full["teams"]
        if a == b and a != RANDOM:
            raise BadOptions("the two players must take different teams (one set of "
                             "portraits per team in the box)")
        return full

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games (content/lessons.toml)."""
        from .lessons import timeline_lessons
        return {key: lesson.title for key, lesson in timeline_lessons().items()}

    def default_options(self, players: int = 2) -> dict:
        """Names "Player 1", "Player 2"; both teams Random."""
        return self.validate_options(players, None)

    def new_game(self, players: int = 2, seed: int = 0,
                 options: dict | None = None) -> TimelineState:
        """Set up a game: teams drawn if Random, then the armor phase begins.

        With ``options["lesson"]`` (``lessons()``): the lesson's teams, and its
        armor and first walls put on through legal actions
        (engine/heroes_of_timeline/lessons.py); the game goes on from there.
        Raises ``engine.BadOptions`` for a bad player count, seed or options.
        """
        self.check_players(players)
        self.check_seed(seed)
        full = self.validate_options(players, options)
        content = load_content()
        rng = Rng(seed)
        teams = list(full["teams"])
        for seat in (0, 1):
            if teams[seat] == RANDOM:
                pool = [t for t in team_ids() if t != teams[1 - seat]]
                teams[seat] = pool[rng.randrange(len(pool))]
        state = TimelineState(self, seed, full, content, teams)
        state.rng = rng
        setup.begin(state)
        name = lesson_of(full)
        if name is not None:   # a guided game: part of the set-up played already
            from .lessons import play_setup, timeline_lessons
            play_setup(state, timeline_lessons()[name])
        return state
