"""Errors raised by the rules engine."""


class EngineError(Exception):
    """Base class for every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action that is not legal in the current state, or data that is not an action.

    Raised by ``State.apply`` (the state is left unchanged) and by
    ``Game.action_from_data`` for junk input.
    """


class UnknownGame(EngineError):
    """``engine.load_game`` was given an id that is not in ``engine.GAMES``."""


class ContentError(EngineError):
    """A content file (cards, heroes, scenarios) failed validation.

    The message is one line naming the file, the entry and the field.
    """

    def __init__(self, file: str, entry: str, field: str, problem: str):
        self.file, self.entry, self.field, self.problem = file, entry, field, problem
        super().__init__(f"{file}: entry {entry!r}, field {field!r}: {problem}")


class BadOptions(EngineError):
    """``Game.new_game`` was given options or a player count it cannot use."""
