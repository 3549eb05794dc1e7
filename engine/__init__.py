"""herotable rules engine: pure Python, no I/O, no UI, no save format.

    import engine
    game = engine.load_game("herocard-duel")      # engine.GAMES lists the ids
    state = game.new_game(players=2, seed=7)
    state.apply(state.legal_actions()[0])
"""
from .core.registry import game_ids

GAMES: tuple[str, ...] = game_ids()


def __getattr__(name: str):
    """The contract's names (``engine.State``, ``engine.load_game``, ...), imported at
    first use from ``engine.core`` (PEP 562): ``import engine`` for ``GAMES`` and the
    titles stays quick (issue 11)."""
    if name not in __all__:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    from . import core
    value = getattr(core, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


__all__ = ["GAMES", "Action", "BadOptions", "Choice", "ContentError", "EngineError", "Event",
           "Game", "GameEntry", "IllegalAction", "OptionSpec", "State", "UnknownGame", "load_game", "register",
           "game_entry", "game_title", "state_hash", "unregister"]
