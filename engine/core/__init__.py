"""Engine core: the contract, actions, events, seeded RNG, hashing and errors."""
from .action import Action
from .contract import Game, State
from .errors import BadOptions, ContentError, EngineError, IllegalAction, UnknownGame
from .event import Event
from .hashing import state_hash
from .registry import game_ids, load_game, register, unregister
from .rng import Rng

__all__ = ["Action", "BadOptions", "ContentError", "EngineError", "Event", "Game",
           "IllegalAction", "Rng", "State", "UnknownGame", "game_ids", "load_game",
           "register", "unregister", "state_hash"]
