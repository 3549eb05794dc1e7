"""Mutable pieces of a No Time For Heroes game: the heroes' zones and pending decisions.

Rulebook, "Grouping the Heroes": each hero has an Ability deck, a hand of 4
and a Wear pile; Coins and Glory come from the reserves; the Evasion token
is spent once ("Evasion maneuver"); Expertise uses are counted per game
("Heroes' Expertise").
"""
from __future__ import annotations

from dataclasses import dataclass, field

HAND_SIZE = 4                         # "Grouping the Heroes": draw 4; Recovery: back to 4
MARKET_SLOTS = 5                      # "Setting up the shops": 5 face up
BATTLEFIELD = 3                       # "The Horde approaches": 3 enemies
HOSTS_BY_PLAYERS = {2: 19, 3: 23, 4: 27}   # "Gathering the Horde"
COINS_PER_GLORY = 3                   # "End of the game": 1 Glory per 3 Coins


def coins(n: int) -> str:
    """"1 coin", "3 coins" (``n`` an int) for log lines and reasons."""
    return f"{n} coin{'s' * (n != 1)}"


@dataclass
class Player:
    """One hero's seat. Piles are lists of card uids, BOTTOM FIRST: ``deck[-1]`` is
    the top card (drawn and lost first), ``wear[0]`` the bottom of the Wear pile
    (recovered first). ``known_bottom``: how many cards at the bottom of the deck
    every seat has seen put there (bid cards, recovered cards). ``bid``: cards
    bid face down for the Leader. ``trophies``: defeated enemies' uids.
    ``fallen``: the hero took a wound beyond its hearts (docs ruling).
    """

    seat: int
    name: str
    hero: str
    expertise_left: int
    deck: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    wear: list = field(default_factory=list)
    bid: list = field(default_factory=list)
    trophies: list = field(default_factory=list)
    known_bottom: int = 0
    coins: int = 0
    glory: int = 0
    wounds: int = 0
    evasion: bool = True
    fallen: bool = False
    bid_done: bool = False

    def copy(self) -> "Player":
        """An independent copy (lists copied)."""
        other = Player.__new__(Player)
        other.__dict__.update(self.__dict__)
        for name in ("deck", "hand", "wear", "bid", "trophies"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def data(self) -> dict:
        """Plain data for hashing."""
        return {k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()}


@dataclass
class Pending:
    """A decision the game waits for: ``kind`` (see turn.py), ``seat`` who decides,
    ``data``: msgpack-ready details (lists of ints, strings)."""

    kind: str
    seat: int
    data: dict = field(default_factory=dict)

    def copy(self) -> "Pending":
        """An independent copy (lists in ``data`` copied)."""
        return Pending(self.kind, self.seat,
                       {k: (list(v) if isinstance(v, list) else v) for k, v in self.data.items()})

    def to_data(self) -> dict:
        """Plain data for hashing."""
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}
