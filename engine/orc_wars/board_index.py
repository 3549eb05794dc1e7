"""The board index of ``OrcWarsState._index``: one pass over the figures and
tokens for what ``legal_actions`` asks most (clan members, Elf figures, the
King, occupied spaces, the figures of each side), built once per call.
"""
from __future__ import annotations

import functools

from . import figures as fig


def board_index(state) -> tuple:
    """``(members by clan, Elf figure by seat, the King, occupied, Elves,
    Orcs and King)`` for ``state``, as its lookups give them (shared inside
    ``legal_actions``: do not change any part)."""
    by_clan = {c: [] for c in fig.CLANS}
    elf_by_seat, king, taken, elves, others = {}, None, {}, [], []
    for f in state.figures.values():
        h = f.hex
        if h is None:
            continue
        taken[h] = tag("fig", f.fid)
        side = f.side
        if side == "elf":
            elves.append(f)
            elf_by_seat.setdefault(f.seat, f)
            continue
        others.append(f)
        if side == "orc":
            by_clan[f.clan].append(f)
        elif side == "king" and king is None:
            king = f
    for t in state.tokens:
        if t["hex"] is not None:
            taken[t["hex"]] = tag("token", t["tid"])
    return by_clan, elf_by_seat, king, taken, elves, others


@functools.lru_cache(maxsize=512)
def tag(kind: str, number: int) -> str:
    """"fig:3", "token:0": the names ``occupied`` gives its pieces (made once each)."""
    return f"{kind}:{number}"
