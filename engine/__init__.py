"""herotable rules engine: pure Python, no I/O, no UI, no save format.

    import engine
    game = engine.load_game("herocard-duel")      # engine.GAMES lists the ids
    state = game.new_game(players=2, seed=7)
    state.apply(state.legal_actions()[0])
"""
from .core import (Action, BadOptions, Choice, ContentError, EngineError, Event, Game,
                   IllegalAction, OptionSpec, State, UnknownGame, load_game, register,
                   state_hash, unregister)
from .core.registry import GameEntry, game_entry, game_ids, game_title

GAMES: tuple[str, ...] = game_ids()

__all__ = ["GAMES", "Action", "BadOptions", "Choice", "ContentError", "EngineError", "Event",
           "Game", "GameEntry", "IllegalAction", "OptionSpec", "State", "UnknownGame", "load_game", "register",
           "game_entry", "game_title", "state_hash", "unregister"]
