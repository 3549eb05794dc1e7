"""The `herocard-duel` game: head-to-head HeroCard for 2 to 4 heroes.

Core Rules, "Head-to-Head Duels": 3, 5 or 7 Victory Points to win with 2,
3 or 4 players; a random first player; seven cards each to start.
"""
from __future__ import annotations

from ..core import Choice, Event, Game, OptionSpec
from ..core.lessons import lesson_of
from ..core.errors import BadOptions
from ..core.options import names_spec
from .content import hero_ids, load_heroes
from .state import HAND_LIMIT, DuelState

TARGET_VP = {2: 3, 3: 5, 4: 7}
DEFAULT_HEROES = ["paladin", "orc-king", "ranger", "sorcerer"]


class HeroCardDuel(Game):
    """Game mode "herocard-duel". Options: ``heroes`` (a hero id per seat),
    ``names`` (a name per seat), ``target_vp`` (Victory Points to win; the
    rulebook's 3/5/7 by player count unless given)."""

    id = "herocard-duel"
    title = "HeroCard Duel"
    min_players = 2
    max_players = 4
    rules_revision = 2   # engine.core.rules: options["rules"]
    rules_notes = {
        1: "an Attack Sequence ends as soon as the others pass after a play",
        2: "an Attack Sequence ends when everyone involved, the last to play "
           "included, has passed since the last play",
    }
    scenarios: list[str] = []

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """``heroes`` (one per seat, any hero, repeats allowed), ``names``, and
        ``target_vp`` (1 to 20; Core Rules "Head-to-Head Duels": 3, 5 or 7 for 2, 3
        or 4 players). Raises ``BadOptions`` for a player count out of range."""
        self.check_players(players)
        heroes = load_heroes()
        return [
            OptionSpec("heroes", "Hero", "choice", DEFAULT_HEROES[:players],
                       choices=tuple(Choice(h, heroes[h].name) for h in hero_ids()),
                       per_seat=True, help="the hero each seat plays"),
            names_spec(players),
            OptionSpec("target_vp", "VP to win", "int", TARGET_VP[players],
                       minimum=1, maximum=20, help="Victory Points a hero needs to win"),
        ]

    def default_options(self, players: int = 2) -> dict:
        """Heroes in the box order, names "Player 1".., the rulebook's VP target."""
        return self.validate_options(players, None)

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided duels (content/lessons.toml)."""
        from .lessons import duel_lessons
        return {key: lesson.title for key, lesson in duel_lessons().items()}

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.validate_options(players, options)
        full["names"] = self.clean_names(full["names"], players)
        name = lesson_of(full)
        if name is not None:   # the lesson's heroes and target, whatever was asked
            from .lessons import duel_lessons
            lesson = duel_lessons()[name]
            if players != len(lesson.heroes):
                raise BadOptions(f"lesson {name} is for {len(lesson.heroes)} players, "
                                 f"not {players}")
            full["heroes"] = list(lesson.heroes)
            full["target_vp"] = lesson.target_vp
        return full

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> DuelState:
        """Shuffle every deck, deal seven cards each, draw the first player from the seed.

        With ``options["lesson"]`` (``lessons()``): the lesson's heroes, target,
        first player, opening hands and deck tops (engine/herocard/lessons.py).

        Raises ``engine.BadOptions`` for a bad player count or options.
        """
        self.check_players(players)
        self.check_seed(seed)
        state = DuelState(self, seed, self._options(players, options))
        heroes = load_heroes()
        for player in state.players:
            player.deck = [state.new_card(cid, player.seat)
                           for cid in heroes[player.hero].deck_list()]
            state.rng.shuffle(player.deck)
        state.first_player = state.active = state.rng.randrange(players)
        name = lesson_of(state.options)
        if name is not None:   # a guided duel: stacked hands and deck tops
            from .lessons import duel_lessons, stack_deck
            lesson = duel_lessons()[name]
            for player in state.players:
                player.deck = stack_deck(player.deck, lesson.hands[player.seat],
                                         lesson.decks[player.seat],
                                         lambda uid: state.cards[uid].cid)
            state.first_player = state.active = lesson.first_player
        events: list[Event] = []
        for player in state.players:
            state.draw(player.seat, HAND_LIMIT, events)
        return state
