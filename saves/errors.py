"""Errors raised by the save layer: one line each, naming the file."""
from __future__ import annotations

import os


MAX_PROBLEM = 300   # characters of the reason kept in a message


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _short(text: str) -> str:
    text = _one_line(text)
    return text if len(text) <= MAX_PROBLEM else text[:MAX_PROBLEM - 3] + "..."


class SaveError(Exception):
    """Base class for every save failure; also raised as-is for I/O trouble.

    ``path`` is the file (or folder) concerned, ``problem`` the plain reason;
    ``str(error)`` is the single line ``"<path>: <problem>"``. ``backup`` is
    set by ``saves.read`` when the file failed but its ``.bak`` loads: then
    the line ends with ``"; its backup <path>.bak is good"``.
    """

    backup: str | None = None

    def __init__(self, path: str | os.PathLike, problem: str):
        self.path = os.fspath(path)
        self.problem = _short(problem)
        super().__init__(_one_line(f"{self.path}: {self.problem}"))

    def with_backup(self, backup: str | os.PathLike) -> "SaveError":
        """The same error, now naming a backup that loads (returns ``self``)."""
        self.backup = os.fspath(backup)
        self.args = (_one_line(f"{self.path}: {self.problem}; its backup {self.backup} "
                               "is good"),)
        return self


class NotASaveFile(SaveError):
    """The file is not a herotable save at all (not msgpack, or wrong magic)."""


class CorruptSave(SaveError):
    """The file looks like a save but is truncated, damaged or has bad fields."""


class NewerFormat(SaveError):
    """The file was written by a newer herotable, in a format this one cannot read."""


class UnknownGame(SaveError):
    """The save is for a game id this version of herotable does not have."""


class ReplayMismatch(SaveError):
    """Replaying the saved actions does not reproduce the saved state."""


class AlreadyOpen(SaveError):
    """Another herotable process has this save (a campaign) open, or is writing it."""


class ChangedOnDisk(SaveError):
    """A save held open was rewritten by someone else since this process read it."""


class BrokenContent(SaveError):
    """The save may be fine: this herotable's own content files for its game are
    broken (the message names the content file, the entry and the field)."""
