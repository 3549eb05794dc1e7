"""Fast copies of a HeroCard table, for AI search (thousands per decision).

``CloningMixin`` gives ``HeroCardTable`` its ``clone``, the ``copy_into``
hook subclasses extend for their own attributes, and ``_shared`` (content
tables clones may share); ``copy_plain`` copies plain data (dicts, lists,
tuples of atoms) without ``copy.deepcopy``. DESIGN.md, "The engine
contract" (``state.clone()``).
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import HeroCardTable

# values a clone may share as they are (a tuple of plain data never changes)
_ATOMIC = frozenset({int, str, bool, float, type(None), bytes, tuple, frozenset})


def copy_plain(value):
    """A copy of plain data: dicts and lists copied all the way down, tuples
    rebuilt only when they hold something mutable, atoms shared."""
    kind = type(value)
    if kind is dict:
        return {k: copy_plain(v) for k, v in value.items()}
    if kind is list:
        return [copy_plain(v) for v in value]
    if kind is tuple and any(type(v) in (dict, list, tuple) for v in value):
        return tuple(copy_plain(v) for v in value)
    return value


class CloningMixin:
    """``clone`` and its hooks for ``HeroCardTable`` (which lists it first
    among its bases); it reads the table's attributes set in its ``__init__``."""

    def clone(self):
        """An independent copy, fast enough for search (thousands per decision).

        Plain data is copied container by container (``copy_into``); content
        tables (``_shared``: heroes, scenario, board) and the Game are shared.
        The copy has its own generator in the same position, its own pending
        decisions, windows, sequence and queue. Any attribute holding a
        mutable value that ``copy_into`` did not copy (one a subclass added
        later) is deep-copied, so a clone never shares state by accident.
        """
        cls = type(self)
        other = cls.__new__(cls)
        src = self.__dict__
        other.__dict__.update(src)
        self.copy_into(other)
        dst = other.__dict__
        memo = None
        for key, value in src.items():
            if type(value) in _ATOMIC or dst[key] is not value:
                continue
            if memo is None:
                memo = {id(x): x for x in self._shared()}
                memo[id(self.game)] = self.game
            if id(value) not in memo:
                dst[key] = copy.deepcopy(value, memo)
        return other

    def copy_into(self, other: "HeroCardTable") -> None:
        """Give ``other`` (a shallow copy of ``self``) its own copies of the
        table's mutable data. Subclasses extend it for their own attributes."""
        other.options = copy_plain(self.options)
        other.history = list(self.history)
        other.rng = self.rng.clone()
        other.cards = {uid: card.copy() for uid, card in self.cards.items()}
        pools = [pool.copy() for pool in self.pools]
        other.pools = pools
        other.players = [player.copy(pools) for player in self.players]
        other.to_answer = list(self.to_answer)
        other.sequence = self.sequence.copy() if self.sequence is not None else None
        other.pending = [p.copy() for p in self.pending]
        other.queue = [list(step) for step in self.queue]
        other.played = list(self.played)
        other.played_target = copy_plain(self.played_target)
        other.winner_seats = list(self.winner_seats)

    def _shared(self) -> list:
        """Immutable objects clones may share (content tables)."""
        return []
