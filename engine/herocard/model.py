"""Mutable pieces of a HeroCard duel in progress: card copies, players, sequences.

Core Rules, "Game Setup" and "Attacking": each player has an Action Deck,
a hand, a Discard Stack and three Attribute Stacks; an Attack Sequence holds
the active cards of one attack.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import ATTRIBUTES


@dataclass
class Card:
    """One physical copy of an Action Card.

    ``uid``: unique in the game; ``cid``: the CardDef id; ``owner``: seat.
    In-play flags: ``face_down`` (deployed, not yet played), ``wasted``
    (played with no effect), ``twist`` (None, or {"mode": "lock"|"stance",
    "by": seat, "turn": global turn it was twisted}), ``value_override``
    (set by Convert).
    """

    uid: int
    cid: str
    owner: int
    face_down: bool = False
    wasted: bool = False
    twist: dict | None = None
    value_override: int | None = None

    def reset(self) -> None:
        """Forget every in-play flag (the card left play)."""
        self.face_down = False
        self.wasted = False
        self.twist = None
        self.value_override = None

    def data(self) -> list:
        """Plain data for hashing."""
        return [self.uid, self.cid, self.owner, self.face_down, self.wasted,
                self.twist, self.value_override]


@dataclass
class Player:
    """One seat: hero, card zones (lists of card uids), Victory Points, limits.

    ``deck``: the top card is the last element. ``stacks``: B/M/X -> uids,
    bottom first. ``exclusive_used``: an Exclusive action was played this
    turn. ``base_attacks_left``: Base Attacks still allowed this Action Phase.
    """

    seat: int
    name: str
    hero: str
    deck: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    stacks: dict = field(default_factory=lambda: {a: [] for a in ATTRIBUTES})
    vp: int = 0
    exclusive_used: bool = False
    exclusive_uid: int | None = None
    base_attacks_left: int = 1

    def in_play(self) -> list:
        """Every uid in the three Attribute Stacks."""
        return [uid for a in ATTRIBUTES for uid in self.stacks[a]]

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"seat": self.seat, "name": self.name, "hero": self.hero,
                "deck": list(self.deck), "hand": list(self.hand),
                "discard": list(self.discard),
                "stacks": {a: list(v) for a, v in self.stacks.items()},
                "vp": self.vp, "exclusive_used": self.exclusive_used,
                "exclusive_uid": self.exclusive_uid,
                "base_attacks_left": self.base_attacks_left}


@dataclass
class Sequence:
    """An Attack Sequence: attacker, defender and the active cards in play order."""

    attacker: int
    defender: int
    cards: list = field(default_factory=list)

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"attacker": self.attacker, "defender": self.defender, "cards": list(self.cards)}


@dataclass
class Pending:
    """A decision an effect is waiting for.

    ``kind``: "discard", "waste", "twist" or "clear"; ``seat``: who decides;
    ``target``: whose cards are affected; ``filter``: kind filter for
    discard/waste; ``count``: how many are still to do; ``anywhere``: a clear
    that may take any card of a stack; ``source``: uid of the card whose
    effect it is.
    """

    kind: str
    seat: int
    target: int
    count: int
    source: int
    filter: str = "any"
    anywhere: bool = False

    def data(self) -> dict:
        """Plain data for hashing."""
        return dict(self.__dict__)
