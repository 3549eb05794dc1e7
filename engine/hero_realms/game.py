"""The `hero-realms` game: free-for-all deck-building for 2 to 4 players.

Rule sheet, "Setup": shuffle the Market Deck and deal five face-up cards,
put the 16 Fire Gems beside them, shuffle each personal deck, pick the
first player at random; the first player draws three cards, the second
five. With 3 or 4 players (the rule sheet covers two) we follow the
publisher's free-for-all rule: first player 3 cards, second 4, every other
player 5 -- the later a seat's first turn, the bigger its opening hand, so
going first is not a large edge. Play proceeds clockwise (seat order).
"""
from __future__ import annotations

from ..core import BadOptions, Choice, Game, OptionSpec
from ..core.lessons import LESSON_OPTION, lesson_of
from ..core.options import names_spec
from .content import load_cards
from .model import MARKET_SLOTS
from .state import HeroRealmsState

OPENING_HANDS = {2: (3, 5), 3: (3, 4, 5), 4: (3, 4, 5, 5)}  # by turn order


TEAM_CHOICES = (Choice("none", "Free-for-all"),
                Choice("2v2", "Two against two (Hydra): seats 1+2 against 3+4"))


class HeroRealms(Game):
    """Game mode "hero-realms". Options: ``names`` (a name per seat); with 4
    players ``teams``: "none" (free-for-all) or "2v2" (teams.py)."""

    id = "hero-realms"
    title = "Hero Realms"
    min_players = 2
    max_players = 4
    rules_revision = 1   # engine.core.rules: options["rules"]
    scenarios: list[str] = []

    def default_options(self, players: int = 2) -> dict:
        """Every option's default: names "Player 1", ...; with 4 players ``teams`` "none"."""
        return self.validate_options(players, None)

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """``names``; with 4 players also ``teams`` (free-for-all or two against two).
        ``BadOptions`` for a bad player count."""
        self._check_players(players)
        specs = [names_spec(players)]
        if players == 4:
            specs.append(OptionSpec("teams", "Teams", "choice", "none", choices=TEAM_CHOICES,
                                    help="two against two: a shared Health of 75 per team, "
                                    "teammates take their turn together"))
        return specs

    def _check_players(self, players) -> None:
        most = min(self.max_players, load_cards().personal_decks)
        if not isinstance(players, int) or isinstance(players, bool) \
                or not self.min_players <= players <= most:
            raise BadOptions(f"hero-realms takes 2 to {most} players, not {players!r}")

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games (content/lessons.toml)."""
        from .lessons import realms_lessons
        return {key: lesson.title for key, lesson in realms_lessons().items()}

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.validate_options(players, options)
        result = {"names": self.clean_names(full["names"], players)}
        if full.get("teams") == "2v2":   # free-for-all keeps the options (and hashes) it had
            result["teams"] = "2v2"
        name = lesson_of(full)
        if name is not None:   # a guided game: free-for-all, the lesson's seats
            from .lessons import realms_lessons
            seats = realms_lessons()[name].players
            if players != seats or "teams" in result:
                raise BadOptions(f"lesson {name} is for {seats} players, free-for-all")
            result[LESSON_OPTION] = name
        return result

    def new_game(self, players: int = 2, seed: int = 0,
                 options: dict | None = None) -> HeroRealmsState:
        """Set up a game (see the module docstring); ``engine.BadOptions`` for bad input.

        With ``options["lesson"]`` (``lessons()``): the lesson's hands, deck tops,
        champions in play, Market row and Market Deck top and first player
        (engine/hero_realms/lessons.py), the rest shuffled from ``seed``."""
        self._check_players(players)
        self.check_seed(seed)
        cardset = load_cards()
        state = HeroRealmsState(self, seed, self._options(players, options), cardset)
        state.market_deck = [state.new_card(cid) for cid, n in cardset.market for _ in range(n)]
        state.rng.shuffle(state.market_deck)
        for slot in range(MARKET_SLOTS):
            state.market[slot] = state.market_deck.pop()
        gem = cardset.defs[cardset.fire_gem]
        state.gems = [state.new_card(gem.id) for _ in range(gem.copies)]
        for player in state.players:
            player.deck = [state.new_card(cid) for cid, n in cardset.personal for _ in range(n)]
            state.rng.shuffle(player.deck)
        events: list = []
        name = lesson_of(state.options)
        if name is not None:   # a guided game: the lesson's stacked position
            from .lessons import deal, realms_lessons
            deal(state, realms_lessons()[name])
            return state
        if state.team_mode:
            from .teams import setup
            setup(state, events)
            return state
        state.first_player = state.active = state.rng.randrange(players)
        for order, size in enumerate(OPENING_HANDS[players]):
            state.draw((state.first_player + order) % players, size, events)
        return state
