"""The HeroCard table: what every game that fights with HeroCard rules shares.

``HeroCardTable`` holds card copies, players (hands, decks, discards), pools
(Attribute Stacks), the open Attack Sequence, response windows and pending
choices, and implements the engine contract on top of the rule modules
(plays.py, effects.py, values.py). A game subclasses it and answers a few
questions through hooks: whose pool plays now, who may answer a play, who may
be targeted, what a pool may pay, and what a successful attack does.
Its ``clone`` comes from cloning.py and its ``determinize`` from
determinize.py (mixins the class inherits).
Core Rules: "Taking Actions", "Attacking", "Blocking"; Glossary.
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng, State
from ..core.rules import hashed_options
from .cards import ATTRIBUTE_NAMES, ATTRIBUTES, KIND_NAMES, CardDef
from .cloning import CloningMixin, copy_plain  # noqa: F401  (copy_plain: imported from here)
from .determinize import DeterminizeMixin
from .model import Card, Pending, Player, Pool, Sequence
from . import plays

HAND_LIMIT = 7  # Core Rules, "Drawing": never more than seven cards in hand


class HeroCardTable(CloningMixin, DeterminizeMixin, State):
    """Shared state and machinery of HeroCard games (see module docstring).

    Subclasses set ``players``, ``pools``, ``active`` and ``phase`` and
    implement ``card_defs``, ``score``, ``phase_actions``, ``apply_phase``,
    ``advance``, ``attack_resolved`` and the view; the other hooks have
    duel-like defaults.
    """

    def __init__(self, game: Game, seed: int, options: dict):
        self.game = game
        self.seed = seed
        self.options = options
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.cards: dict[int, Card] = {}
        self.players: list[Player] = []
        self.pools: list[Pool] = []
        self.turn = 1
        self.active = 0
        self.phase = "discard"
        self.action_taken = False       # something happened this Action Phase
        self.priority: int | None = None
        self.to_answer: list[int] = []  # seats still to answer the last play, in order
        self.window_open = False
        self.sequence: Sequence | None = None
        self.pending: list[Pending] = []
        self.queue: list[list] = []     # effects to resolve: [uid, index, seat, pool, target]
        self.played: list[int] = []     # the card or set being resolved
        self.played_by: int | None = None
        self.played_target = None       # target value of the play being resolved
        self.winner_seats: list[int] = []

    # ----- hooks --------------------------------------------------------
    def card_defs(self, seat: int) -> dict:
        """cid -> CardDef for the cards in ``seat``'s deck."""
        raise NotImplementedError

    def score(self, pool: int, attribute: str) -> int:
        """The Attribute score of ``pool`` (default: its hero's Attribute Card)."""
        raise NotImplementedError

    def acting_pool(self) -> int | None:
        """The pool whose Action Phase is under way."""
        return self.players[self.active].pool.key

    def pool_for(self, seat: int) -> int | None:
        """The pool through which ``seat`` plays now, or None.

        In a sequence, the participant the seat controls; otherwise the acting
        pool for the active seat, or the seat's own pool.
        """
        seq = self.sequence
        if seq is not None:
            for key in (seq.attacker, seq.defender):
                if self.pools[key].owner == seat:
                    return key
        if seat == self.active:
            return self.acting_pool()
        own = self.players[seat].pool
        return own.key if own else None

    def responders(self, seat: int) -> list[int]:
        """Seats that may answer a play by ``seat``, in order (default: all others)."""
        return self.opponents(seat)

    def targets(self, pool: int, d: CardDef) -> list[int]:
        """Pools ``pool`` may target with card ``d`` (default: every other seat's pool)."""
        owner = self.pools[pool].owner
        return [self.players[s].pool.key for s in self.opponents(owner) if self.players[s].pool]

    def target_pool(self, target) -> int | None:
        """The pool a play's ``target`` value names (a duel's targets are pool keys)."""
        return target

    def target_name(self, target) -> str:
        """Words for a play's ``target`` value."""
        return self.pool_name(self.target_pool(target))

    def side_bonus(self, pool: int, side: str) -> int:
        """Extra attack or block value ``pool`` has in the open sequence (game effects)."""
        return 0

    def may_refresh(self) -> bool:
        """Whether the seat at rest may Refresh at the start of its Action Phase."""
        return True

    def attack_started(self, pool: int, target, events: list[Event]) -> None:
        """A Base Attack by ``pool`` against ``target`` opened a sequence."""

    def can_pay(self, pool: int, defs: list[CardDef]) -> bool:
        """Whether ``pool`` can pay for ``defs`` together (Core Rules, "Action Cost")."""
        if len(defs) == 1:
            d = defs[0]
            return not d.cost or d.cost <= self.free(pool, d.attribute)
        costs: dict[str, int] = {}
        for d in defs:
            costs[d.attribute] = costs.get(d.attribute, 0) + d.cost
        return all(not cost or cost <= self.free(pool, a) for a, cost in costs.items())

    def attack_resolved(self, seq: Sequence, attack: int, block: int,
                        events: list[Event]) -> None:
        """What a finished Attack Sequence does (a duel scores a Victory Point)."""
        raise NotImplementedError

    # ----- lookups -------------------------------------------------------
    def defn(self, uid: int) -> CardDef:
        """The CardDef of card ``uid``."""
        card = self.cards[uid]
        return self.card_defs(card.owner)[card.cid]

    def spent(self, pool: int, attribute: str) -> int:
        """Points of ``attribute`` tied up in ``pool``'s stack."""
        return sum(self.defn(u).cost for u in self.pools[pool].stacks[attribute])

    def free(self, pool: int, attribute: str) -> int:
        """Points of ``attribute`` still free for ``pool`` (never below 0)."""
        return max(0, self.score(pool, attribute) - self.spent(pool, attribute))

    def name(self, seat: int) -> str:
        """The player's name."""
        return self.players[seat].name

    def pool_name(self, pool: int) -> str:
        """The pool's name (the player's name for a duel hero)."""
        return self.pools[pool].name

    def attribute_name(self, pool: int, attribute: str) -> str:
        """What the board calls ``attribute`` ("B", "M", "X") for ``pool``: "Body",
        "Mind", and "X" here (a duel hero names its Attribute X: "Rage")."""
        return ATTRIBUTE_NAMES.get(attribute, attribute)

    def why_not(self, action_or_cards) -> str | None:
        """Plain words for why ``action_or_cards`` (an ``Action``, or a list of hand
        card ids to play together) is not legal for the deciding seat now; None if it
        is. See ``engine/herocard/whynot.py`` for the reasons and their rules."""
        from .whynot import why_not
        return why_not(self, action_or_cards)

    def card_name(self, uid: int) -> str:
        """The printed name of card ``uid``."""
        return self.defn(uid).name

    def kind_name(self, uid: int) -> str:
        """"Base Attack", "Block Mod", ... for card ``uid``."""
        return KIND_NAMES[self.defn(uid).kind]

    def next_seat(self, seat: int) -> int:
        """The seat to the left (play proceeds seat 0, 1, 2, ...)."""
        return (seat + 1) % self.num_players

    def opponents(self, seat: int) -> list[int]:
        """Every other seat, in turn order after ``seat``."""
        return [(seat + i) % self.num_players for i in range(1, self.num_players)]

    def other_party(self, pool: int) -> int | None:
        """The other pool of the open sequence, if ``pool`` takes part in it."""
        seq = self.sequence
        if seq is None or pool not in (seq.attacker, seq.defender):
            return None
        return seq.defender if pool == seq.attacker else seq.attacker

    # ----- zones ---------------------------------------------------------
    def new_card(self, cid: str, owner: int) -> int:
        """Create a card copy and return its uid."""
        uid = len(self.cards)
        while uid in self.cards:
            uid += 1
        self.cards[uid] = Card(uid, cid, owner)
        return uid

    def in_stack(self, uid: int) -> bool:
        """True while card ``uid`` lies in a pool's Attribute Stack."""
        card = self.cards[uid]
        return card.pool is not None and uid in self.pools[card.pool].stacks[self.defn(uid).attribute]

    def to_stack(self, uid: int, pool: int) -> None:
        """Put card ``uid`` from its owner's hand on top of ``pool``'s stack."""
        card = self.cards[uid]
        self.players[card.owner].hand.remove(uid)
        self.pools[pool].stacks[self.defn(uid).attribute].append(uid)
        card.pool = pool

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
        """Move card ``uid`` from hand or stack to its owner's Discard Stack."""
        card = self.cards[uid]
        player = self.players[card.owner]
        if uid in player.hand:
            player.hand.remove(uid)
        if card.pool is not None:
            stack = self.pools[card.pool].stacks[self.defn(uid).attribute]
            if uid in stack:
                stack.remove(uid)
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
        if self.phase == "over":
            return []
        if self.pending:
            return plays.pending_actions(self)
        if self.phase == "action":
            return plays.action_phase_actions(self)
        return self.phase_actions()

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.pending:
            plays.apply_pending(self, action, events)
        elif self.phase == "action":
            plays.apply_action_phase(self, action, events)
        else:
            self.apply_phase(action, events)
        self.advance(events)
        return events

    def phase_actions(self) -> list[Action]:
        """Legal actions outside the Action Phase."""
        raise NotImplementedError

    def apply_phase(self, action: Action, events: list[Event]) -> None:
        """Apply a legal action outside the Action Phase."""
        raise NotImplementedError

    def advance(self, events: list[Event]) -> None:
        """Skip steps that hold no decision (after every action)."""

    def end_action_phase(self, events: list[Event]) -> None:
        """The active seat ended its (current) Action Phase."""
        raise NotImplementedError

    def end_label(self) -> str:
        """Label of the action that ends the current Action Phase."""
        return "End turn"

    def refresh(self, events: list[Event]) -> None:
        """Refresh instead of the Action Phase (Core Rules, "Refreshing your Hand")."""
        raise NotImplementedError

    def extra_actions(self, seat: int, at_rest: bool) -> list[Action]:
        """Game-specific Action Phase actions besides cards (moves, treasures...)."""
        return []

    def apply_extra(self, action: Action, events: list[Event]) -> None:
        """Apply one of ``extra_actions``."""
        raise NotImplementedError(action.kind)

    def is_over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def table_data(self) -> dict:
        """Plain data of the shared machinery, for ``full_data``."""
        return {
            "game": self.game.id, "seed": self.seed, "options": hashed_options(self.options),
            "rng": self.rng.digest_data(),
            "cards": [self.cards[u].data() for u in sorted(self.cards)],
            "players": [p.data() for p in self.players],
            "pools": [p.data() for p in self.pools],
            "turn": self.turn, "active": self.active, "phase": self.phase,
            "action_taken": self.action_taken, "priority": self.priority,
            "to_answer": list(self.to_answer), "window_open": self.window_open,
            "sequence": self.sequence.data() if self.sequence else None,
            "pending": [p.data() for p in self.pending], "queue": self.queue,
            "played": self.played, "played_by": self.played_by,
            "played_target": self.played_target,
            "winners": self.winner_seats,
        }
