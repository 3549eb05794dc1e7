"""The `pack-of-heroes` game: two players, teams of 5 heroes on a 3x3 grid.

Options (``option_specs``): ``team_method`` (set teams chosen at the
table, dealt at random, or a draft), ``teams`` (per seat: a set team, or
"pick" to choose it at the table; used with chosen set teams),
``draft_teams`` (how many teams the draft is dealt from, 3 or more),
``weapons`` (off, random, or drafted) and ``names``. Rulebook, "Setup":
the start player is drawn at random.

One more key, not a form's option: ``rematch`` (see ``reverse_match_options``),
``{"heroes": [5 hero ids, 5 hero ids], "weapons": [weapon id or None, ...]}``
by seat: a drafted game's reverse match plays these teams without a draft.
"""
from __future__ import annotations

from ..core import BadOptions, Choice, Game, OptionSpec
from ..core.lessons import lesson_of
from ..core.options import names_spec
from . import setup
from .content import load_content
from .model import RANK_LIMIT, TEAM_SIZE
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
    rules_revision = 1   # engine.core.rules: options["rules"]
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
                       help="with chosen set teams: each seat's team, or pick at the table",
                       applies_with=("team_method", ("chosen",))),
            OptionSpec("draft_teams", "Draft size", "int", 3, minimum=3,
                       maximum=len(content.teams),
                       help="how many set teams are dealt out to draft heroes from",
                       applies_with=("team_method", ("draft",))),
            OptionSpec("weapons", "Weapons", "choice", "off", WEAPON_MODES,
                       help="advanced game: one single-use weapon each"),
            names_spec(players),
        ]

    def default_options(self, players: int = 2) -> dict:
        """The defaults of ``option_specs``: chosen set teams, picked at the table, no weapons."""
        return self.validate_options(players, None)

    def validate_options(self, players: int, options) -> dict:
        """Options checked (``BadOptions``): two seats may not preset the same team."""
        rematch = None
        if isinstance(options, dict) and "rematch" in options:
            options = dict(options)
            rematch = check_rematch(options.pop("rematch"), load_content())
        full = super().validate_options(players, options)
        if rematch is not None:
            if full["team_method"] != "draft":
                raise BadOptions("rematch: only a drafted game's reverse match gives its teams")
            if (full["weapons"] == "off") != (rematch["weapons"] == [None, None]) or \
                    None in rematch["weapons"] and full["weapons"] != "off":
                raise BadOptions("rematch: one weapon each with weapons, none without")
            full["rematch"] = rematch
        full["names"] = self.clean_names(full["names"], players)
        name = lesson_of(full)
        if name is not None:   # a guided game: the lesson's set teams, whatever was asked
            from .lessons import pack_lessons
            if rematch is not None:
                raise BadOptions("a lesson is not a reverse match")
            full.update(team_method="chosen", teams=list(pack_lessons()[name].teams),
                        weapons="off")
        preset = [t for t in full["teams"] if t != "pick"]
        if len(set(preset)) != len(preset):
            raise BadOptions("teams: the two seats cannot play the same set team")
        return full

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games (content/lessons.toml)."""
        from .lessons import pack_lessons
        return {key: lesson.title for key, lesson in pack_lessons().items()}

    def new_game(self, players: int = 2, seed: int = 0,
                 options: dict | None = None) -> PackState:
        """Set up a game (see setup.py); ``engine.BadOptions`` for bad input.

        With ``options["lesson"]`` (``lessons()``): the lesson's set teams and
        start player, its power cards stacked and both starting heroes chosen
        (engine/pack_of_heroes/lessons.py); the game goes on from its first turn.
        """
        self.check_players(players)
        self.check_seed(seed)
        full = self.validate_options(players, options)
        state = PackState(self, seed, full, load_content())
        state.start_player = state.active = state.rng.randrange(2)
        name = lesson_of(full)
        if name is not None:   # a guided game: the lesson's stacked position
            from .lessons import deal, pack_lessons
            lesson = pack_lessons()[name]
            state.start_player = state.active = lesson.first_player
            setup.begin(state, [])
            deal(state, lesson)
            return state
        setup.begin(state, [])
        return state


def reverse_match_options(state: PackState) -> dict:
    """Options for the reverse match: the same players with their teams swapped.

    Rulebook, "Game End": players may play again at once with teams swapped.
    Set teams come back swapped as set teams; drafted teams come back as they
    were drafted, swapped, with the weapons the players held (the ``rematch``
    key), so the reverse match has no new draft.
    """
    options = dict(state.options, teams=list(state.options["teams"]))
    options.pop("rematch", None)
    options.pop("rules", None)     # a new game: the current rules revision (engine.core.rules)
    if state.options["team_method"] == "draft":
        lists = [[h.id for h in state.heroes if h.owner == seat] for seat in (0, 1)]
        options["rematch"] = {"heroes": [lists[1], lists[0]],
                              "weapons": [state.weapons[1], state.weapons[0]]}
    elif all(t in state.content.teams for t in state.teams):
        options.update(team_method="chosen", teams=[state.teams[1], state.teams[0]])
    return options


def check_rematch(value, content) -> dict:
    """The ``rematch`` option checked: two lists of 5 different known hero ids
    within the rank limits, and two weapon ids (or None, both different when
    given). Returns a clean copy; raises ``BadOptions`` (one line)."""
    if not isinstance(value, dict) or set(value) != {"heroes", "weapons"}:
        raise BadOptions("rematch must be a map of heroes and weapons")
    heroes, weapons = value["heroes"], value["weapons"]
    if not isinstance(heroes, (list, tuple)) or len(heroes) != 2 or \
            not isinstance(weapons, (list, tuple)) or len(weapons) != 2:
        raise BadOptions("rematch: two hero lists and two weapons, one per seat")
    all_heroes = [h for team in heroes if isinstance(team, (list, tuple)) for h in team]
    if any(not isinstance(t, (list, tuple)) or len(t) != TEAM_SIZE for t in heroes) or \
            any(h not in content.heroes for h in all_heroes) or \
            len(set(all_heroes)) != len(all_heroes):
        raise BadOptions(f"rematch: each seat needs {TEAM_SIZE} different known heroes")
    for team in heroes:
        for rank, limit in RANK_LIMIT.items():
            if sum(content.heroes[h].rank == rank for h in team) > limit:
                raise BadOptions("rematch: a team breaks the rank limits")
    given = [w for w in weapons if w is not None]
    if any(w not in content.weapons for w in given) or len(set(given)) != len(given):
        raise BadOptions("rematch: weapons must be known and different")
    return {"heroes": [list(t) for t in heroes], "weapons": list(weapons)}
