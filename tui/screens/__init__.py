"""Screens every game uses: title, new game, the common game screen, hand-off, load,
help, log and dialogs. A game's own screens live in ``tui/games/<game>/``."""
from .dialogs import ChooseScreen, ConfirmScreen, GameOverScreen, QuitScreen
from .game import GameScreen
from .handoff import HandoffScreen
from .help import HelpScreen
from .load import LoadScreen
from .newgame import NewGameScreen
from .title import TitleScreen


def game_screen(session) -> GameScreen:
    """The game screen for a session: its game's own (``tui.games``) or the common one."""
    from ..games import game_screen as registered
    return registered(session)


__all__ = ["ChooseScreen", "ConfirmScreen", "GameOverScreen", "GameScreen", "HandoffScreen",
           "HelpScreen", "LoadScreen", "NewGameScreen", "QuitScreen", "TitleScreen",
           "game_screen"]
