"""Widgets of the game screen: header line, board, hand, status, actions and log."""
from .actions import ActionList
from .board import BoardPanel
from .cycle import Cycle
from .hand import HandPanel
from .header import HeaderLine
from .log import LogPanel
from .status import StatusPanel

__all__ = ["ActionList", "BoardPanel", "Cycle", "HandPanel", "HeaderLine", "LogPanel",
           "StatusPanel"]
