"""The `herocard-duel` game: head-to-head HeroCard for 2 to 4 heroes.

Core Rules, "Head-to-Head Duels": 3, 5 or 7 Victory Points to win with 2,
3 or 4 players; a random first player; seven cards each to start.
"""
from __future__ import annotations

from ..core import BadOptions, Event, Game
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
    scenarios: list[str] = []

    def default_options(self, players: int = 2) -> dict:
        """Heroes in the box order, names "Player 1".., the rulebook's VP target."""
        self.check_players(players)
        return {"heroes": DEFAULT_HEROES[:players],
                "names": [f"Player {i + 1}" for i in range(players)],
                "target_vp": TARGET_VP[players]}

    def _options(self, players: int, options: dict | None) -> dict:
        full = self.merge_options(players, options)
        heroes, target = full["heroes"], full["target_vp"]
        known = hero_ids()
        if not isinstance(heroes, list) or len(heroes) != players or \
                any(h not in known for h in heroes):
            raise BadOptions(f"heroes must list {players} of: {', '.join(known)}")
        if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= 20:
            raise BadOptions("target_vp must be a whole number from 1 to 20")
        full["names"] = self.clean_names(full["names"], players)
        return full

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> DuelState:
        """Shuffle every deck, deal seven cards each, draw the first player from the seed.

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
        events: list[Event] = []
        for player in state.players:
            state.draw(player.seat, HAND_LIMIT, events)
        return state
