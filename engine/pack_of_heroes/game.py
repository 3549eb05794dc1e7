"""The `pack-of-heroes` game: two players, teams of 5 heroes on a 3x3 grid.

Options (``option_specs``): ``team_method`` (set teams chosen at the
table, dealt at random, or a draft), ``teams`` (per seat: a set team, or
"pick" to choose it at the table; used with chosen set teams),
``draft_teams`` (how many teams the draft is dealt from, 3 or more),
``weapons`` (off, random, or drafted) and ``names``. Rulebook, "Setup":
the start player is drawn at random.
"""
from __future__ import annotations

from ..core import BadOptions, Choice, Game, OptionSpec
from ..core.options import names_spec
from . import setup
from .content import load_content
from .state import PackState

METHODS = (Choice("chosen", "Set teams, chosen"), Choice("random", "Set teams, dealt at random"),
           Choice("draft", "Draft a team"))
WEAPON_MODES = (Choice("off", "No weapons"), Choice("random", "Random weapons"),
                Choice("draft", "Drafted weapons"))


class PackOfHeroes(Game):
    """Game mode "pack-of-heroes" (exactly 2 players)."""

    id = "pack-of-heroes"
    title = "Pack of Heroes"
    min_players = 2
    max_players = 2
    scenarios: list[str] = []

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """Team method, each seat's set team, draft size, weapons mode, names."""
        self.check_players(players)
        content = load_content()
        teams = (Choice("pick", "Choose at the table"),) + tuple(
            Choice(t.id, t.name) for t in content.teams.values())
        return [
            OptionSpec("team_method", "Teams", "choice", "chosen", METHODS,
                       help="how each player gets a team of 5 heroes"),
            OptionSpec("teams", "Set team", "choice", ["pick", "pick"], teams, per_seat=True,
                       help="with chosen set teams: each seat's team, or pick at the table"),
            OptionSpec("draft_teams", "Draft size", "int", 3, minimum=3,
                       maximum=len(content.teams),
                       help="how many set teams are dealt out to draft heroes from"),
            OptionSpec("weapons", "Weapons", "choice", "off", WEAPON_MODES,
                       help="advanced game: one single-use weapon each"),
            names_spec(players),
        ]

    def default_options(self, players: int = 2) -> dict:
        """The defaults of ``option_specs``: chosen set teams, picked at the table, no weapons."""
        return self.validate_options(players, None)

    def validate_options(self, players: int, options) -> dict:
        """Options checked (``BadOptions``): two seats may not preset the same team."""
        full = super().validate_options(players, options)
        full["names"] = self.clean_names(full["names"], players)
        preset = [t for t in full["teams"] if t != "pick"]
        if len(set(preset)) != len(preset):
            raise BadOptions("teams: the two seats cannot play the same set team")
        return full

    def new_game(self, players: int = 2, seed: int = 0,
                 options: dict | None = None) -> PackState:
        """Set up a game (see setup.py); ``engine.BadOptions`` for bad input."""
        self.check_players(players)
        self.check_seed(seed)
        full = self.validate_options(players, options)
        state = PackState(self, seed, full, load_content())
        state.start_player = state.active = state.rng.randrange(2)
        setup.begin(state, [])
        return state


def reverse_match_options(state: PackState) -> dict:
    """Options for the reverse match: the same players with their teams swapped.

    Rulebook, "Game End": players may play again at once with teams swapped.
    A drafted team is not a set team, so a draft gives the draft options again.
    """
    options = dict(state.options, teams=list(state.options["teams"]))
    if all(t in state.content.teams for t in state.teams):
        options.update(team_method="chosen", teams=[state.teams[1], state.teams[0]])
    return options
