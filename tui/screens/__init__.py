"""Screens: title, new game, game, hand-off, load, help and small dialogs."""
from .dialogs import ChooseScreen, GameOverScreen, QuitScreen
from .game import GameScreen
from .handoff import HandoffScreen
from .help import HelpScreen
from .load import LoadScreen
from .newgame import NewGameScreen
from .title import TitleScreen

__all__ = ["ChooseScreen", "GameOverScreen", "GameScreen", "HandoffScreen", "HelpScreen",
           "LoadScreen", "NewGameScreen", "QuitScreen", "TitleScreen"]
