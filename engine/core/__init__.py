"""Engine core: the contract, actions, events, seeded RNG, hashing and errors."""
from .action import Action
from .contract import Game, State
from .errors import BadOptions, ContentError, EngineError, IllegalAction, UnknownGame
from .event import Event
from .hashing import state_hash
from .options import Choice, OptionSpec, validate_options
from .registry import GameEntry, game_entry, game_ids, game_title, load_game, register, unregister
from .rng import Rng

__all__ = ["Action", "BadOptions", "Choice", "OptionSpec", "validate_options", "ContentError", "EngineError", "Event", "Game",
           "GameEntry", "IllegalAction", "Rng", "game_entry", "game_title", "State", "UnknownGame", "game_ids", "load_game",
           "register", "unregister", "state_hash"]
