"""The HeroCard duel's game screen: the common game screen with the duel's panels
(heroes' Attribute Cards and Stacks, Action Cards, the Attack Sequence)."""
from __future__ import annotations

from tui.screens.game import GameScreen

from .board import DuelBoard
from .hand import DuelHand
from .status import DuelStatus


class DuelScreen(GameScreen):
    """Plays a HeroCard duel: the keys and flow of ``GameScreen``, the duel's panels."""

    BOARD = DuelBoard
    HAND = DuelHand
    STATUS = DuelStatus
