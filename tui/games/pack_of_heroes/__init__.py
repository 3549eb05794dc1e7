"""Pack of Heroes on screen (``pack-of-heroes``; engine: ``engine/pack_of_heroes/``).

``screen.py`` is the game screen (keys and help); ``board.py`` draws the 3x3
grid, the reserves, discard piles and weapons; ``status.py`` the hero under
the grid cursor in full and the decision asked for (a defend prompt on the
opponent's turn). Everything is drawn from ``state.view(seat)`` and readable
without colour: owners are "1"/"2", ranks L/F/S, power colours R/G/B.
"""
from __future__ import annotations


def game_screen(session):
    """The Pack of Heroes screen for ``session``."""
    from .screen import PackScreen
    return PackScreen(session)
