"""Names of map spaces for labels and logs: the offset column and row.

The TUI draws the map with the same offset coordinates, so "(5,20)" is the
space in column 5 of row 20 (rows counted from the top, from 0).
"""
from __future__ import annotations

from .. import hexgrid


def hex_name(board, h) -> str:
    """"(col,row)" of axial hex ``h``; ``board`` is accepted for future naming."""
    col, row = hexgrid.to_offset(tuple(h))
    return f"({col},{row})"
