"""Screens every game uses: title, new game, the common game screen, hand-off, load,
help, inspector, log and dialogs. A game's own screens live in ``tui/games/<game>/``.

Names are imported at first use (PEP 562): the title screen does not pay for
the game screen, the log widget or the bots.
"""
import importlib

_WHERE = {
    **dict.fromkeys(["ChooseScreen", "ConfirmScreen", "GameOverScreen", "QuitScreen"], "dialogs"),
    "GameScreen": "game", "HandoffScreen": "handoff", "HelpScreen": "help",
    "InspectorScreen": "inspector", "Inspection": "inspector", "Inspections": "inspector",
    "LoadScreen": "load", "NewGameScreen": "newgame", "TitleScreen": "title",
}


def __getattr__(name: str):
    """Import a screen class at first use."""
    if name not in _WHERE:
        raise AttributeError(f"module 'tui.screens' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value


def game_screen(session):
    """The game screen for a session: its game's own (``tui.games``) or the common one."""
    from ..games import game_screen as registered
    return registered(session)


__all__ = [*_WHERE, "game_screen"]
