"""The pieces of a Pack of Heroes game that change: heroes in a game, pending decisions.

Rulebook, "Hero Card Overview" and "Making a hero faint": a hero carries
wound markers and at most one stun marker, and is in a player's hand
(before the starting heroes are revealed), reserve, in play on a space of
the grid, or out of the game (defeated).
"""
from __future__ import annotations

HAND, RESERVE, PLAY, OUT = "hand", "reserve", "play", "out"


class Hero:
    """One hero card in a game.

    ``uid``: its index in ``state.heroes``; ``id``: its HeroDef id;
    ``owner``: seat; ``where``: HAND, RESERVE, PLAY or OUT; ``space``: 0-8
    while in play, else None; ``wounds``: wound markers; ``stunned``: a stun
    marker is on it; ``stun_turn``: the turn number it was stunned in (it is
    un-stunned at the end of its owner's first turn that began after it).
    """

    __slots__ = ("uid", "id", "owner", "where", "space", "wounds", "stunned", "stun_turn")

    def __init__(self, uid: int, hid: str, owner: int):
        self.uid, self.id, self.owner = uid, hid, owner
        self.where, self.space = HAND, None
        self.wounds, self.stunned, self.stun_turn = 0, False, 0

    def copy(self) -> "Hero":
        """An independent copy."""
        other = Hero.__new__(Hero)
        other.uid, other.id, other.owner = self.uid, self.id, self.owner
        other.where, other.space = self.where, self.space
        other.wounds, other.stunned, other.stun_turn = self.wounds, self.stunned, self.stun_turn
        return other

    def data(self) -> list:
        """Plain data for hashing."""
        return [self.uid, self.id, self.owner, self.where, self.space, self.wounds,
                self.stunned, self.stun_turn]
