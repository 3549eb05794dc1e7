"""The state of a Hero Realms game: zones, pools, champions, the contract's methods.

The rules live in turn.py (the Main Phase: playing, abilities, acquiring,
attacking; the Discard and Draw Phases), effects.py (effect primitives) and
choices.py (pending decisions). Rule sheet sections are named throughout.
"""
from __future__ import annotations

from ..core import Action, Event, Game, Rng, State
from ..core.rules import hashed_options
from . import choices, effects, turn
from .cards import CardDef
from .content import CardSet
from .model import MARKET_SLOTS, Pending, Player
from .view import build_view


class HeroRealmsState(State):
    """A free-for-all Hero Realms game for 2 to 4 players (built by ``HeroRealms.new_game``).

    Card copies are uids (indexes into ``cards``, which holds card ids).
    ``market``: five slots (uid or None); ``market_deck``, ``gems`` (the Fire
    Gem stack) and ``sacrificed`` (the Sacrifice Pile) are uid lists, top
    last. ``gold``/``combat`` are the active player's pools, ``healed`` the
    Health they gained this turn. ``expended``/``damage``: champion uids
    turned sideways / damage taken this turn. ``ally_used``: uids whose ally
    ability was used this turn. ``modifiers``: [where, filter] for the next
    card acquired. ``queue``: effect steps (uid, seat, ability, path) still
    to resolve; ``pending``: the decision one of them waits for.
    """

    def __init__(self, game: Game, seed: int, options: dict, cardset: CardSet):
        self.game = game
        self.seed = seed
        self.options = options
        self.num_players = len(options["names"])
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.cardset = cardset
        self.defs: dict[str, CardDef] = cardset.defs
        self.cards: list[str] = []
        self.players = [Player(i, n) for i, n in enumerate(options["names"])]
        self.market: list = [None] * MARKET_SLOTS
        self.market_deck: list = []
        self.gems: list = []
        self.sacrificed: list = []
        self.turn = 1
        self.active = 0
        self.first_player = 0
        self.gold = 0
        self.combat = 0
        self.healed = 0
        self.expended: set = set()
        self.damage: dict = {}
        self.ally_used: set = set()
        self.modifiers: list = []
        self.queue: list = []
        self.pending: Pending | None = None
        self.over = False
        self.winner_seats: list[int] = []
        # two against two (teams.py): the seats still in this team turn, the
        # pools of the teammate not deciding now, and "just handed over"
        self.team_mode = options.get("teams") == "2v2"
        self.turn_seats: list[int] = []
        self.stash: dict = {}
        self.handed = False

    # ----- lookups -------------------------------------------------------
    def defn(self, uid: int) -> CardDef:
        """The CardDef of card ``uid``."""
        return self.defs[self.cards[uid]]

    def card_name(self, uid: int) -> str:
        return self.defs[self.cards[uid]].name

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def new_card(self, cid: str) -> int:
        """Create a copy of card ``cid`` and return its uid."""
        self.cards.append(cid)
        return len(self.cards) - 1

    def living(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [p.seat for p in self.players if not p.out]

    def opponents(self, seat: int) -> list[int]:
        """Living opponents of ``seat``, in turn order after it (never a teammate)."""
        n = self.num_players
        seats = [(seat + i) % n for i in range(1, n) if not self.players[(seat + i) % n].out]
        if self.team_mode:
            from .teams import teammate
            mate = teammate(seat)
            return [s for s in seats if s != mate]
        return seats

    def teammates(self, seat: int) -> list[int]:
        """``seat``'s teammate in a two-against-two game ([] in free-for-all)."""
        if not self.team_mode:
            return []
        from .teams import teammate
        return [teammate(seat)]

    def owner_of_champion(self, uid: int) -> int | None:
        """The seat whose champion ``uid`` is in play, or None."""
        for player in self.players:
            if uid in player.champions:
                return player.seat
        return None

    def in_play(self, seat: int) -> list[int]:
        """Every card ``seat`` has in play: champions, then Actions and Items."""
        player = self.players[seat]
        return player.champions + player.in_play

    # ----- guards (rule sheet, "Champions" and "Attacking") ------------
    def protected(self, seat: int) -> bool:
        """True while ``seat`` has a prepared guard in play."""
        return any(self.defs[self.cards[u]].guard and u not in self.expended
                   for u in self.players[seat].champions)

    def exposed_champions(self, attacker: int) -> list[int]:
        """Opposing champions ``attacker`` may attack or target.

        Behind a prepared guard, only that player's guards may be attacked or
        targeted; otherwise all their champions may.
        """
        result = []
        for seat in self.opponents(attacker):
            guarded = self.protected(seat)
            result += [u for u in self.players[seat].champions
                       if not guarded or self.defs[self.cards[u]].guard]
        return result

    # ----- zones ---------------------------------------------------------
    def draw(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to ``count`` cards; returns how many were drawn.

        Rule sheet, "Draw Phase", note: when the deck is empty and a card is
        needed, the discard pile is shuffled into a new deck.
        """
        player = self.players[seat]
        drawn: list[int] = []
        while len(drawn) < count:
            if not player.deck:
                if not player.discard:
                    break
                self.reshuffle(seat, events)
            drawn.append(player.deck.pop())
            player.known_top = max(0, player.known_top - 1)
        player.hand += drawn
        if drawn:
            n = len(drawn)
            names = ", ".join(self.card_name(u) for u in drawn)
            events.append(Event("cards_drawn", f"You drew {names}.", seat, private_to=seat,
                                public_text=f"{player.name} drew {n} card{'s' * (n != 1)}.",
                                data={"count": n}))
        return len(drawn)

    def reshuffle(self, seat: int, events: list[Event]) -> None:
        """Shuffle ``seat``'s discard pile into a new personal deck."""
        player = self.players[seat]
        player.deck = player.discard + player.deck
        player.discard = []
        self.rng.shuffle(player.deck)
        player.known_top = 0
        events.append(Event("reshuffle", f"{player.name} shuffles their discard pile into a "
                            f"new deck ({len(player.deck)} cards).", seat))

    def leave_play(self, uid: int) -> None:
        """Forget a card's in-play marks (expended, damage, ally used)."""
        self.expended.discard(uid)
        self.damage.pop(uid, None)
        self.ally_used.discard(uid)

    def remove(self, uid: int) -> None:
        """Take card ``uid`` out of whichever player zone holds it."""
        for player in self.players:
            for zone in (player.in_play, player.champions, player.hand, player.discard):
                if uid in zone:
                    zone.remove(uid)
                    self.leave_play(uid)
                    return
        raise ValueError(f"card {uid} is in no player zone")

    # ----- contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return self.pending.seat
        return self.active

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.pending is not None:
            return choices.pending_actions(self)
        return turn.main_actions(self)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.team_mode and action.kind != "hand_over":
            self.handed = False
        if self.pending is not None:
            choices.apply_pending(self, action, events)
        else:
            turn.apply_main(self, action, events)
        effects.resolve(self, events)
        return events

    def why_not(self, action_or_cards) -> str | None:
        """Plain words for why ``action_or_cards`` (an Action, or a card id of the
        active player's hand) is not legal now; None if it is (see why.py)."""
        from .why import why_not
        return why_not(self, action_or_cards)

    def is_over(self) -> bool:
        return self.over

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def clone(self) -> "HeroRealmsState":
        other = HeroRealmsState.__new__(HeroRealmsState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.options = {k: list(v) if isinstance(v, list) else v for k, v in self.options.items()}
        other.cards = list(self.cards)
        other.players = [p.copy() for p in self.players]
        for name in ("market", "market_deck", "gems", "sacrificed", "modifiers", "queue",
                     "winner_seats"):
            setattr(other, name, list(getattr(self, name)))
        other.modifiers = [list(m) for m in self.modifiers]
        other.expended = set(self.expended)
        other.damage = dict(self.damage)
        other.ally_used = set(self.ally_used)
        other.pending = None if self.pending is None else Pending(**self.pending.__dict__)
        if self.team_mode:
            other.turn_seats = list(self.turn_seats)
            other.stash = {k: [v[0], v[1], v[2], [list(m) for m in v[3]]]
                           for k, v in self.stash.items()}
        return other

    def full_data(self) -> dict:
        data = self._base_data()
        if self.team_mode:
            data["teams"] = {"turn_seats": list(self.turn_seats), "handed": self.handed,
                             "stash": sorted([k, v[0], v[1], v[2], v[3]]
                                             for k, v in self.stash.items())}
        return data

    def _base_data(self) -> dict:
        return {
            "game": self.game.id, "seed": self.seed, "options": hashed_options(self.options),
            "rng": self.rng.digest_data(), "cards": list(self.cards),
            "players": [p.data() for p in self.players],
            "market": list(self.market), "market_deck": list(self.market_deck),
            "gems": list(self.gems), "sacrificed": list(self.sacrificed),
            "turn": self.turn, "active": self.active, "first": self.first_player,
            "gold": self.gold, "combat": self.combat, "healed": self.healed,
            "expended": sorted(self.expended),
            "damage": sorted([u, d] for u, d in self.damage.items()),
            "ally_used": sorted(self.ally_used), "modifiers": [list(m) for m in self.modifiers],
            "queue": [[s[0], s[1], s[2], list(s[3])] for s in self.queue],
            "pending": self.pending.data() if self.pending else None,
            "over": self.over, "winners": list(self.winner_seats),
        }

    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

    def reveal_marker(self, seat: int) -> tuple:
        """A public value that changes whenever ``seat`` may have learnt something
        hidden or random (``State.reveal_marker``): a card leaving any deck or the
        Market Deck, another player's hand growing or shrinking, the generator
        asked. Undo stops where it moves (``engine.core.takeback``)."""
        return (tuple([len(p.deck) for p in self.players]),
                tuple([len(p.hand) for p in self.players if p.seat != seat]),
                len(self.market_deck), self.rng.calls)

    def determinize(self, seat: int, seed: int) -> "HeroRealmsState":
        """A clone where all ``seat`` cannot see is re-dealt at random.

        Other players' hands and decks are pooled per player and dealt back
        in the same sizes, every deck is reshuffled and so is the Market
        Deck; cards everyone saw put on top of a deck stay there. The
        generator is reseeded. Each hidden pool is sorted by uid before it
        is shuffled, so the result depends only on what ``seat`` sees and on
        ``seed`` (two states ``seat`` cannot tell apart give the same clone).
        """
        other = self.clone()
        rng = Rng(seed)
        for player in other.players:
            keep = player.known_top
            top = player.deck[len(player.deck) - keep:] if keep else []
            rest = sorted(player.deck[:len(player.deck) - keep])
            if player.seat == seat or player.seat in self.teammates(seat):
                rng.shuffle(rest)       # a teammate's hand is seen (teams.py)
                player.deck = rest + top
                continue
            pool = sorted(player.hand + rest)
            rng.shuffle(pool)
            size = len(player.hand)
            player.hand, player.deck = pool[:size], pool[size:] + top
        other.market_deck = sorted(other.market_deck)
        rng.shuffle(other.market_deck)
        other.rng = Rng(rng.randrange(2 ** 31))
        return other
