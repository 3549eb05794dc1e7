"""Widgets of the game screens: header, board, hand, status, actions, log; Hero Realms'
market, board and hand list."""
from .actions import ActionList
from .board import BoardPanel
from .cycle import Cycle
from .hand import HandPanel
from .hand_list import HandList
from .header import HeaderLine
from .log import LogPanel
from .market import MarketPanel
from .realm_board import RealmBoard
from .status import StatusPanel

__all__ = ["ActionList", "BoardPanel", "Cycle", "HandList", "HandPanel", "HeaderLine",
           "LogPanel", "MarketPanel", "RealmBoard", "StatusPanel"]
