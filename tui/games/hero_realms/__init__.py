"""Hero Realms on screen (``hero-realms``; engine: ``engine/hero_realms/``).

``screen.py`` is the game screen (with its help text); ``board.py`` (each
player's table), ``market.py`` (the Market row), ``hand_list.py`` (the hand)
its panels; ``attack.py`` the attack dialog; ``words.py`` card summaries,
faction styles and plain reasons.
"""
from __future__ import annotations


def game_screen(session):
    """The Hero Realms screen for ``session``."""
    from .screen import RealmScreen
    return RealmScreen(session)
