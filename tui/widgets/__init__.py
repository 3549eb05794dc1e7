"""Widgets every game screen may use: header, board, hand, status, actions, log, a
choice cycler and the thinking line. A game's own panels live in ``tui/games/<game>/``."""
from .actions import ActionList
from .board import BoardPanel
from .cycle import Cycle
from .hand import HandPanel
from .header import HeaderLine
from .log import LogPanel
from .status import StatusPanel

__all__ = ["ActionList", "BoardPanel", "Cycle", "HandPanel", "HeaderLine", "LogPanel",
           "StatusPanel"]
