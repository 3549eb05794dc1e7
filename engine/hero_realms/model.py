"""Mutable pieces of a Hero Realms game: players, pending decisions, effect steps.

Rule sheet, "Setup" and "Personal Deck": each player has a personal deck,
a hand, a discard pile, cards in play and Health (50 to start).
"""
from __future__ import annotations

from dataclasses import dataclass, field

START_HEALTH = 50
MARKET_SLOTS = 5   # rule sheet, "Setup": five face-up cards make up the Market
HAND_SIZE = 5      # rule sheet, "Draw Phase": draw five cards


@dataclass
class Player:
    """One seat. Zones are lists of card uids; a deck's top card is its LAST element.

    ``in_play``: Actions and Items played this turn; ``champions``: champions
    in play (they stay until stunned or sacrificed). ``known_top``: how many
    cards on top of the deck everyone has seen put there (face up from a
    discard pile or the Market). ``gained``/``lost``: Health gained and lost
    over the whole game (Health = 50 + gained - lost). ``out``: eliminated.
    """

    seat: int
    name: str
    health: int = START_HEALTH
    deck: list = field(default_factory=list)
    hand: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    in_play: list = field(default_factory=list)
    champions: list = field(default_factory=list)
    known_top: int = 0
    gained: int = 0
    lost: int = 0
    out: bool = False

    def copy(self) -> "Player":
        """An independent copy (lists copied)."""
        return Player(self.seat, self.name, self.health, list(self.deck), list(self.hand),
                      list(self.discard), list(self.in_play), list(self.champions),
                      self.known_top, self.gained, self.lost, self.out)

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"seat": self.seat, "name": self.name, "health": self.health,
                "deck": list(self.deck), "hand": list(self.hand),
                "discard": list(self.discard), "in_play": list(self.in_play),
                "champions": list(self.champions), "known_top": self.known_top,
                "gained": self.gained, "lost": self.lost, "out": self.out}


@dataclass
class Pending:
    """A decision an effect is waiting for; ``seat`` decides.

    ``kind``: "choose" (an option of a choose effect), "stun" / "expend" /
    "prepare" (a target champion), "opponent" (who discards), "discard" (a
    card from ``seat``'s hand), "sacrifice" (cards from hand or discard
    pile), "topdeck" (a card from the discard pile), "draw" (how many to
    draw before discarding as many). ``source``: uid of the card whose
    effect it is; ``count``: cards still to choose; ``optional``: may be
    declined; ``step``: the effect step, for choose; ``extra``: per-kind
    detail (bonus combat, a filter).
    """

    kind: str
    seat: int
    source: int
    count: int = 1
    optional: bool = False
    step: tuple | None = None
    extra: str | int | None = None

    def data(self) -> dict:
        """Plain data for hashing."""
        return {"kind": self.kind, "seat": self.seat, "source": self.source,
                "count": self.count, "optional": self.optional,
                "step": list(self.step) if self.step else None, "extra": self.extra}
