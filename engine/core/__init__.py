"""Engine core: the contract, actions, events, seeded RNG, hashing and errors.

Names are imported at first use (PEP 562): the title screen reads the game
registry (``engine.GAMES``, titles, seat ranges) without the contract's
modules (issue 11, start time). ``from engine.core import State`` works as
before.
"""
import importlib

#: Each public name and the submodule that holds it.
_WHERE = {
    "Action": "action", "Game": "contract", "State": "contract",
    "BadOptions": "errors", "ContentError": "errors", "EngineError": "errors",
    "IllegalAction": "errors", "UnknownGame": "errors",
    "Event": "event", "state_hash": "hashing",
    "Choice": "options", "OptionSpec": "options", "validate_options": "options",
    "GameEntry": "registry", "game_entry": "registry", "game_ids": "registry",
    "game_title": "registry", "load_game": "registry", "register": "registry",
    "unregister": "registry", "Rng": "rng",
}


def __getattr__(name: str):
    """Import a public name of ``engine.core`` at first use."""
    if name not in _WHERE:
        raise AttributeError(f"module 'engine.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = ["Action", "BadOptions", "Choice", "OptionSpec", "validate_options", "ContentError", "EngineError", "Event", "Game",
           "GameEntry", "IllegalAction", "Rng", "game_entry", "game_title", "State", "UnknownGame", "game_ids", "load_game",
           "register", "unregister", "state_hash"]
