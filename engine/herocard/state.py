"""The state of a HeroCard duel: zones, phases, the contract's methods.

The rules themselves live in phases.py (Discard, Draw, Clear, Refresh, end
of turn), plays.py (the Action Phase, sets, response windows, the Attack
Sequence) and effects.py (keyword primitives). Core Rules throughout.
"""
from __future__ import annotations

import copy

from ..core import Action, Event, Game, Rng, State
from .cards import ATTRIBUTES, KIND_NAMES, CardDef
from .content import load_heroes
from .model import Card, Pending, Player, Sequence

HAND_LIMIT = 7  # Core Rules, "Drawing": never more than seven cards in hand
PHASES = ("discard", "draw", "clear", "action", "over")


class DuelState(State):
    """A HeroCard duel between 2 to 4 heroes (Core Rules, "Head-to-Head Duels").

    Built by ``HeroCardDuel.new_game``; see docs/herocard-engine.md for the
    action kinds and the view layout.
    """

    def __init__(self, game: Game, seed: int, options: dict):
        self.game = game
        self.seed = seed
        self.options = options
        self.num_players = len(options["heroes"])
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.heroes = load_heroes()
        self.cards: dict[int, Card] = {}
        self.players = [Player(seat=i, name=options["names"][i], hero=h)
                        for i, h in enumerate(options["heroes"])]
        self.target_vp = options["target_vp"]
        self.turn = 1
        self.active = 0
        self.first_player = 0
        self.phase = "discard"
        self.clears_done = 0
        self.action_taken = False       # something happened this Action Phase
        self.priority: int | None = None
        self.last_player: int | None = None
        self.passes = 0
        self.window_open = False        # a response window after a play
        self.sequence: Sequence | None = None
        self.pending: list[Pending] = []
        self.queue: list[list] = []     # effects still to resolve: [uid, index, seat, target]
        self.played: list[int] = []     # the card or set being resolved
        self.played_by: int | None = None
        self.winner_seats: list[int] = []

    # ----- lookups -------------------------------------------------------
    def defn(self, uid: int) -> CardDef:
        """The CardDef of card ``uid``."""
        card = self.cards[uid]
        return self.heroes[self.players[card.owner].hero].cards[card.cid]

    def spent(self, seat: int, attribute: str) -> int:
        """Points of ``attribute`` tied up by ``seat``'s stack (Core Rules, "Action Cost")."""
        return sum(self.defn(u).cost for u in self.players[seat].stacks[attribute])

    def free(self, seat: int, attribute: str) -> int:
        """Points of ``attribute`` still free for ``seat``."""
        hero = self.heroes[self.players[seat].hero]
        return hero.attributes[attribute].score - self.spent(seat, attribute)

    def name(self, seat: int) -> str:
        """The player's name."""
        return self.players[seat].name

    def card_name(self, uid: int) -> str:
        """The printed name of card ``uid``."""
        return self.defn(uid).name

    def next_seat(self, seat: int) -> int:
        """The seat to the left (play proceeds seat 0, 1, 2, ...)."""
        return (seat + 1) % self.num_players

    def opponents(self, seat: int) -> list[int]:
        """Every other seat, in turn order after ``seat``."""
        return [(seat + i) % self.num_players for i in range(1, self.num_players)]

    # ----- zones ---------------------------------------------------------
    def new_card(self, cid: str, owner: int) -> int:
        """Create a card copy and return its uid."""
        uid = len(self.cards)
        self.cards[uid] = Card(uid, cid, owner)
        return uid

    def draw(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to ``count`` cards, never above the hand limit; returns how many.

        Reshuffles the Discard Stack into the deck when the deck runs out
        (Core Rules, "Drawing", note).
        """
        player = self.players[seat]
        drawn: list[int] = []
        while len(drawn) < count and len(player.hand) < HAND_LIMIT:
            if not player.deck:
                if not player.discard:
                    break
                player.deck = player.discard
                player.discard = []
                self.rng.shuffle(player.deck)
                events.append(Event("reshuffle", f"{player.name} shuffles the discard stack "
                                    f"into a new deck ({len(player.deck)} cards).", seat))
            uid = player.deck.pop()
            player.hand.append(uid)
            drawn.append(uid)
        if drawn:
            names = ", ".join(self.card_name(u) for u in drawn)
            n = len(drawn)
            events.append(Event("cards_drawn", f"You drew {names}.", seat, private_to=seat,
                                public_text=f"{player.name} drew {n} card{'s' * (n != 1)}.",
                                data={"count": n}))
        return len(drawn)

    def to_discard(self, uid: int) -> None:
        """Move card ``uid`` from wherever it is to its owner's Discard Stack."""
        card = self.cards[uid]
        player = self.players[card.owner]
        if uid in player.hand:
            player.hand.remove(uid)
        for attribute in ATTRIBUTES:
            if uid in player.stacks[attribute]:
                player.stacks[attribute].remove(uid)
        card.reset()
        player.discard.append(uid)

    # ----- contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.pending:
            return self.pending[0].seat
        if self.phase == "action":
            return self.priority
        return self.active

    def legal_actions(self) -> list[Action]:
        from . import phases, plays
        if self.phase == "over":
            return []
        if self.pending:
            return plays.pending_actions(self)
        if self.phase == "action":
            return plays.action_phase_actions(self)
        return phases.phase_actions(self)

    def _apply(self, action: Action) -> list[Event]:
        from . import phases, plays
        events: list[Event] = []
        if self.pending:
            plays.apply_pending(self, action, events)
        elif self.phase == "action":
            plays.apply_action_phase(self, action, events)
        else:
            phases.apply_phase(self, action, events)
        phases.advance(self, events)
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def clone(self) -> "DuelState":
        memo = {id(self.game): self.game, id(self.heroes): self.heroes}
        return copy.deepcopy(self, memo)

    def full_data(self) -> dict:
        return {
            "game": self.game.id, "seed": self.seed, "options": self.options,
            "rng": self.rng.digest_data(),
            "cards": [self.cards[u].data() for u in sorted(self.cards)],
            "players": [p.data() for p in self.players],
            "turn": self.turn, "active": self.active, "first": self.first_player,
            "phase": self.phase, "clears_done": self.clears_done,
            "action_taken": self.action_taken, "priority": self.priority,
            "last_player": self.last_player, "passes": self.passes,
            "window_open": self.window_open,
            "sequence": self.sequence.data() if self.sequence else None,
            "pending": [p.data() for p in self.pending], "queue": self.queue,
            "played": self.played, "played_by": self.played_by,
            "winners": self.winner_seats,
        }

    def view(self, seat: int | None) -> dict:
        from .view import build_view
        return build_view(self, seat)

    def determinize(self, seat: int, seed: int) -> "DuelState":
        """A clone where every card ``seat`` cannot see is re-dealt at random.

        Other players' hands and decks are pooled and dealt back in the same
        sizes; ``seat``'s own deck is reshuffled; the generator is reseeded.
        Face-down deployed cards of others keep their identity (a known
        simplification: their cost and attribute are public anyway).
        """
        other = self.clone()
        rng = Rng(seed)
        for player in other.players:
            if player.seat == seat:
                rng.shuffle(player.deck)
                continue
            hidden = player.hand + player.deck
            cids = [other.cards[u].cid for u in hidden]
            rng.shuffle(cids)
            for uid, cid in zip(hidden, cids):
                other.cards[uid].cid = cid
        other.rng = Rng(rng.randrange(2 ** 31))
        return other

    # ----- helpers for the rule modules -------------------------------
    def kind_name(self, uid: int) -> str:
        """"Base Attack", "Block Mod", ... for card ``uid``."""
        return KIND_NAMES[self.defn(uid).kind]
