"""Heroes of Timeline pieces: a Hero token on the board, armor kinds, relative sides.

Rulebook sections "Pre-game: Team Assembly" (armor tokens plugged into a
hero's base, so they turn with it) and "Battle: Armor". A hero's armor is a
list of six values indexed by RELATIVE side: 0 front (the arrow), 1
front-left, 2 back-left, 3 back, 4 back-right, 5 front-right. Its absolute
side ``d`` (a board direction 0..5, see ``board``) is relative side
``(d - facing) % 6``.
"""
from __future__ import annotations

NONE, REGULAR, SUPERIOR = 0, 1, 2
ARMOR_NAMES = ("no armor", "Regular Armor", "Superior Armor")
SIDE_NAMES = ("front", "front-left", "back-left", "back", "back-right", "front-right")
FACING_NAMES = ("E", "NE", "NW", "W", "SW", "SE")


def relative(facing: int, absolute: int) -> int:
    """The relative side (0 front .. 5 front-right) that faces board direction ``absolute``."""
    return (absolute - facing) % 6


def absolute(facing: int, rel: int) -> int:
    """The board direction (0..5) of relative side ``rel`` of a hero facing ``facing``."""
    return (facing + rel) % 6


class Hero:
    """One hero token. ``uid``: index in ``state.heroes``; ``seat``; ``hid``: hero id;
    ``hex``: (q, r) or None (not placed / eliminated); ``facing``: 0..5;
    ``armor``: six values NONE/REGULAR/SUPERIOR by relative side; ``alive``;
    ``activated`` (this turn); ``to_place``: [superior, regular] tokens still to
    put on during set-up."""

    __slots__ = ("uid", "seat", "hid", "name", "hex", "facing", "armor", "alive",
                 "activated", "to_place")

    def __init__(self, uid: int, seat: int, hid: str, name: str, superior: int, regular: int):
        self.uid, self.seat, self.hid, self.name = uid, seat, hid, name
        self.hex = None
        self.facing = 0
        self.armor = [NONE] * 6
        self.alive = True
        self.activated = False
        self.to_place = [superior, regular]

    def copy(self) -> "Hero":
        """An independent copy."""
        other = Hero.__new__(Hero)
        other.uid, other.seat, other.hid, other.name = self.uid, self.seat, self.hid, self.name
        other.hex, other.facing, other.alive = self.hex, self.facing, self.alive
        other.armor = list(self.armor)
        other.activated = self.activated
        other.to_place = list(self.to_place)
        return other

    def data(self) -> dict:
        """msgpack-ready fields."""
        return {"uid": self.uid, "seat": self.seat, "hero": self.hid, "name": self.name,
                "hex": list(self.hex) if self.hex else None, "facing": self.facing,
                "armor": list(self.armor), "alive": self.alive, "activated": self.activated,
                "to_place": list(self.to_place)}

    def armor_on(self, absolute_side: int) -> int:
        """The armor on the side facing board direction ``absolute_side``."""
        return self.armor[(absolute_side - self.facing) % 6]
