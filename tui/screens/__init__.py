"""Screens: title, new game, game (Hero Realms has its own), hand-off, load, help, dialogs."""
from .attack import AttackScreen
from .campaign import CampaignListScreen, CampaignScreen, NewCampaignScreen, StartScenarioScreen
from .dialogs import ChooseScreen, ConfirmScreen, GameOverScreen, QuitScreen
from .game import GameScreen
from .handoff import HandoffScreen
from .help import HelpScreen
from .load import LoadScreen
from .newgame import NewGameScreen
from .orc_wars import OrcWarsScreen
from .realm import RealmScreen
from .title import TitleScreen

SCREENS = {"hero-realms": RealmScreen, "orc-wars": OrcWarsScreen}


def game_screen(session) -> GameScreen:
    """The game screen for a session: the game's own (Hero Realms) or the common one."""
    return SCREENS.get(session.game_id, GameScreen)(session)


__all__ = ["AttackScreen", "ChooseScreen", "ConfirmScreen", "GameOverScreen", "GameScreen", "HandoffScreen",
           "HelpScreen", "LoadScreen", "NewGameScreen", "OrcWarsScreen", "QuitScreen", "RealmScreen",
           "TitleScreen", "game_screen"]
__all__ += ["CampaignListScreen", "CampaignScreen", "NewCampaignScreen", "StartScenarioScreen"]
