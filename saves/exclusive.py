"""One process at a time: an open save that no other herotable may open or write.

    with saves.open_exclusive(path) as campaign:     # AlreadyOpen if held elsewhere
        saved = campaign.read()
        ...
        campaign.write(state, seats=seats, campaign_id="orc-wars-1")

For campaign files, which a player keeps open for a whole session: a second
herotable (another SSH login of the same user, say) gets ``AlreadyOpen``
naming the process that has it, and its ``saves.write`` to that file is
refused the same way. The lock is an advisory ``flock`` on ``<path>.open``,
so the system drops it when the process ends, even by SIGKILL: no stale
locks; ``close()`` also deletes the ``.open`` file (``files.release_open``). The TUI holds every game save it shows this way too (issue 19: two
processes on one save used to fork the game silently).

The handle also remembers the bytes it last read or wrote (their SHA-256):
if the file changes behind its back (a program that ignores the lock, the
``.open`` file deleted and claimed again), its next ``write`` raises
``ChangedOnDisk`` instead of writing over the other game.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import files
from .errors import SaveError
from .game import ANY, Progress, SavedGame, digest_of, read, write_checked


class OpenSave:
    """A save held open by this process; see :func:`open_exclusive`."""

    def __init__(self, path: Path, fd: int):
        self.path = path
        self._fd: int | None = fd
        self._seen: object = ANY   # digest of the bytes last read or written; ANY: not yet
        self._created: str | None = None   # their ``created`` time, once known

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ran."""
        return self._fd is None

    def read(self, strict: bool = False, progress: Progress | None = None) -> SavedGame:
        """``saves.read`` of the held file (``progress`` as there); later writes
        expect these very bytes."""
        self._check()
        before = self._bytes()
        saved = read(self.path, strict=strict, progress=progress)
        if self._bytes() != before:
            raise SaveError(self.path, "the file changed while it was read; try again")
        self._seen = digest_of(before)
        self._created = saved.created
        return saved

    def write(self, state: Any, seats: Sequence[Mapping] | None = None,
              campaign_id: str | None = None, table: Mapping | None = None) -> Path:
        """``saves.write`` to the held file (``state``: live, or a ``header.Capture``).

        The file last written or read through this handle is known to be a
        valid save, so it becomes the backup without being decoded again.
        Raises ``ChangedOnDisk`` (nothing written) when the file is not what
        this handle last read or wrote, and the errors of ``saves.write``.
        """
        self._check()
        path, self._seen, self._created = write_checked(
            self.path, state, seats=seats, campaign_id=campaign_id, expect=self._seen,
            created=self._created, table=table)
        return path

    def expect_none(self) -> None:
        """For a new game: the first write must find no file at the path."""
        self._seen = None
        self._created = None

    def _bytes(self) -> bytes | None:
        try:
            return files.read_bytes(self.path)
        except SaveError:
            return None

    def close(self) -> None:
        """Let other processes open the file again (safe to call twice)."""
        if self._fd is not None:
            files.release_open(self.path, self._fd)
            self._fd = None

    def _check(self) -> None:
        if self._fd is None:
            raise ValueError(f"{self.path} is no longer held open")

    def __enter__(self) -> "OpenSave":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:   # a forgotten handle still lets go
        try:
            self.close()
        except Exception:
            pass


def open_exclusive(path: str | os.PathLike) -> OpenSave:
    """Hold ``path`` open for this process until ``close()`` (or the ``with`` ends).

    The file need not exist yet. Raises ``saves.AlreadyOpen`` (one line:
    the file, and "pid N on HOST since TIME" of the holder) when another
    process, or this one, already holds it; ``SaveError`` if the lock file
    cannot be made.
    """
    target = Path(path)
    with files.locked(target):
        fd = files.claim_open(target)
    return OpenSave(target, fd)
