"""The state's own seeded random generator."""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A seeded generator owned by one game state; all chance comes from it.

    Wraps ``random.Random`` (Mersenne Twister), whose output for an integer
    seed is the same in every process and Python version 3.2+.
    """

    def __init__(self, seed: int):
        self._random = random.Random(int(seed))
        # how many times chance was asked (``calls``): a search tells by it
        # whether anything random happened since a position (no part of the
        # generator's position, of ``digest_data`` or of a save)
        self.calls = 0

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place."""
        self.calls += 1
        self._random.shuffle(items)

    def randrange(self, stop: int) -> int:
        """A whole number in ``[0, stop)``."""
        self.calls += 1
        return self._random.randrange(stop)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        self.calls += 1
        return items[self._random.randrange(len(items))]

    def clone(self) -> "Rng":
        """An independent generator in the same position."""
        other = Rng.__new__(Rng)
        # not random.Random(): that seeds from the system first, only to be overwritten
        # (a quarter of a clone's time); setstate sets the whole position, gauss_next too
        other._random = random.Random.__new__(random.Random)
        other._random.setstate(self._random.getstate())
        other.calls = self.calls
        return other

    def digest_data(self) -> list:
        """The generator's position as plain data, for ``state_hash``."""
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]
