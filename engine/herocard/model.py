"""Mutable pieces of a HeroCard game in progress: card copies, players, pools, sequences.

Core Rules, "Game Setup" and "Attacking". A **player** (seat) owns an Action
Deck, a hand and a Discard Stack. A **pool** is whatever plays cards against
Attribute scores: three Attribute Stacks, one Exclusive action per turn, one
Base Attack per Action Phase. In a duel each player has exactly one pool (the
hero); in Orc Wars the Orc player owns one pool per clan plus the Orc King's.
An Attack Sequence is fought between two pools.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import ATTRIBUTES


@dataclass
class Card:
    """One physical copy of an Action Card.

    ``uid``: unique in the game; ``cid``: the CardDef id; ``owner``: the seat
    whose deck it belongs to; ``pool``: the pool whose stack holds it (None
    when not in play). In-play flags: ``face_down`` (deployed), ``wasted``
    (played with no effect), ``twist`` (None, or {"mode": "lock"|"stance",
    "by": seat, "turn": global turn}), ``value_override`` (set by Convert).
    """

    uid: int
    cid: str
    owner: int
    pool: int | None = None
    face_down: bool = False
    wasted: bool = False
    twist: dict | None = None
    value_override: int | None = None

    def copy(self) -> "Card":
        """An independent copy (for ``state.clone``; the twist record is copied too)."""
        other = object.__new__(Card)
        other.__dict__ = self.__dict__.copy()
        if self.twist is not None:
            other.twist = dict(self.twist)
        return other

    def reset(self) -> None:
        """Forget every in-play flag (the card left play)."""
        self.pool = None
        self.face_down = False
        self.wasted = False
        self.twist = None
        self.value_override = None

    def data(self) -> list:
        """Plain data for hashing."""
        return [self.uid, self.cid, self.owner, self.pool, self.face_down, self.wasted,
                self.twist, self.value_override]


@dataclass
class Pool:
    """Attribute Stacks and per-turn limits of one fighter (hero, clan or King).

    ``key``: index in ``state.pools``; ``owner``: the seat that plays for it;
    ``stacks``: B/M/X -> card uids, bottom first; ``exclusive_used`` /
    ``exclusive_uid``: the turn's Exclusive action; ``base_attacks_left``:
    Base Attacks still allowed this Action Phase; ``hero``: the hero whose
    Attribute Cards give the scores (None when the game computes them).
    """

    key: int
    name: str
    owner: int
    hero: str | None = None
    stacks: dict = field(default_factory=lambda: {a: [] for a in ATTRIBUTES})
    exclusive_used: bool = False
    exclusive_uid: int | None = None
    base_attacks_left: int = 1

    def copy(self) -> "Pool":
        """An independent copy with fresh stack lists (for ``state.clone``)."""
        other = object.__new__(Pool)
        other.__dict__ = self.__dict__.copy()
        other.stacks = {a: list(v) for a, v in self.stacks.items()}
        return other

    def in_play(self) -> list:
        """Every uid in the three Attribute Stacks."""
        return [uid for a in ATTRIBUTES for uid in self.stacks[a]]

    def new_turn(self) -> None:
        """Reset the per-turn limits."""
        self.exclusive_used = False
        self.exclusive_uid = None
        self.base_attacks_left = 1

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"key": self.key, "name": self.name, "owner": self.owner, "hero": self.hero,
                "stacks": {a: list(v) for a, v in self.stacks.items()},
                "exclusive_used": self.exclusive_used, "exclusive_uid": self.exclusive_uid,
                "base_attacks_left": self.base_attacks_left}


def _delegate(name: str) -> property:
    def get(self):
        return getattr(self.pool, name)

    def set_(self, value):
        setattr(self.pool, name, value)
    return property(get, set_, doc=f"The player's own pool's ``{name}``.")


@dataclass
class Player:
    """One seat: deck (top card last), hand, Discard Stack, Victory Points.

    ``pool``: the player's own hero pool, or None (the Orc player fights
    through clan pools). ``stacks``, ``exclusive_used``, ``exclusive_uid`` and
    ``base_attacks_left`` read and write that pool.
    """

    seat: int
    name: str
    hero: str | None = None
    deck: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    vp: int = 0
    vp_turn: int = 0
    pool: Pool | None = None

    stacks = _delegate("stacks")
    exclusive_used = _delegate("exclusive_used")
    exclusive_uid = _delegate("exclusive_uid")
    base_attacks_left = _delegate("base_attacks_left")

    def copy(self, pools: list) -> "Player":
        """An independent copy whose ``pool`` is the pool of the same key in
        ``pools`` (the clone's pools), for ``state.clone``."""
        other = object.__new__(Player)
        other.__dict__ = self.__dict__.copy()
        other.deck = list(self.deck)
        other.hand = list(self.hand)
        other.discard = list(self.discard)
        if self.pool is not None:
            other.pool = pools[self.pool.key]
        return other

    def in_play(self) -> list:
        """Every uid in the player's own pool's stacks ([] without one)."""
        return self.pool.in_play() if self.pool else []

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"seat": self.seat, "name": self.name, "hero": self.hero,
                "deck": list(self.deck), "hand": list(self.hand),
                "discard": list(self.discard), "vp": self.vp, "vp_turn": self.vp_turn,
                "pool": self.pool.key if self.pool else None}


@dataclass
class Sequence:
    """An Attack Sequence between two pools, with the active cards in play order."""

    attacker: int
    defender: int
    cards: list = field(default_factory=list)

    def copy(self) -> "Sequence":
        """An independent copy (for ``state.clone``)."""
        return Sequence(self.attacker, self.defender, list(self.cards))

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"attacker": self.attacker, "defender": self.defender, "cards": list(self.cards)}


@dataclass
class Pending:
    """A decision an effect is waiting for.

    ``kind``: "discard", "waste", "twist" or "clear"; ``seat``: who decides;
    ``target``: the pool whose cards are affected (its owner's hand for
    discard/waste); ``filter``: kind filter for discard/waste; ``count``: how
    many are still to do; ``anywhere``: a clear that may take any card of a
    stack; ``source``: uid of the card whose effect it is, or None / a
    negative number for an effect with no card behind it (a Dirty Trick).
    """

    kind: str
    seat: int
    target: int
    count: int
    source: int | None
    filter: str = "any"
    anywhere: bool = False

    def copy(self) -> "Pending":
        """An independent copy (for ``state.clone``)."""
        other = object.__new__(Pending)
        other.__dict__ = self.__dict__.copy()
        return other

    def data(self) -> dict:
        """Plain data for hashing."""
        return dict(self.__dict__)
