"""The HeroCard duel on screen (``herocard-duel``; engine: ``engine/herocard/``).

``screen.py`` is the duel's game screen, ``board.py``, ``hand.py`` and
``status.py`` its panels (Attribute Cards and Stacks, Action Cards, the
Attack Sequence). Orc Wars reuses the card line for its Elves' hands.
"""
from __future__ import annotations


def game_screen(session):
    """The duel's screen for ``session``."""
    from .screen import DuelScreen
    return DuelScreen(session)
