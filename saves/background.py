"""Saving in the background: one writer thread per save file, the newest state wins.

    writer = saves.BackgroundWriter(path, write)   # write(job) does the whole save
    writer.submit(job)        # returns at once; ``job`` replaces any not yet started
    writer.start()            # let it run now (else it starts after ``delay`` s by itself)
    writer.flush()            # wait until the newest job is on disk

A save is a few milliseconds of hashing and encoding and three fsyncs; a game
screen that saved after every key on its own thread drew each frame that much
later (issue 17). The caller copies what it needs out of the live state first
(``saves.header.capture``) and submits that; the thread turns it into the file
with the usual atomic, fsync'd, backed-up write. At most one write is in
flight, and a job submitted while one runs waits; a newer job replaces a
waiting one, since every job is a whole save.

The thread is not a daemon and lives only while there is work, so the
interpreter's exit waits for the last write and an idle program keeps no
thread. Anything in this process that reads the file (``saves.read``,
``saves.read_header`` and so ``list_saves``) first waits for its pending
write, so it never sees an older save than the game on screen.

A plain thread rather than a Textual worker: it must also run without an app
(scripts and tests use sessions directly), must never be cancelled half way,
and exit and signal handlers must be able to wait for it synchronously.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any, Callable

_writers: dict[str, "BackgroundWriter"] = {}   # real path -> its writer
_writers_lock = threading.Lock()


class BackgroundWriter:
    """Writes the newest submitted job for one file in a background thread.

    ``write(job)`` is called in the writer thread, one call at a time; what it
    raises is kept in ``error`` (and the next successful write clears it).
    ``delay``: seconds a submitted job waits for :meth:`start` before the
    thread takes it anyway (a screen starts it once its frame is drawn).
    """

    def __init__(self, path: str | os.PathLike, write: Callable[[Any], None],
                 delay: float = 0.2):
        self.path = Path(path)
        self._write = write
        self.delay = delay
        self._lock = threading.Condition()
        self._job: Any = None
        self._has_job = False
        self._busy = False            # a write is running
        self._go = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None
        self.written = 0              # writes finished (for tests and benchmarks)
        with _writers_lock:
            _writers[os.path.realpath(self.path)] = self

    def submit(self, job: Any) -> None:
        """Queue ``job`` (replacing one not started yet); returns at once."""
        with self._lock:
            self._job, self._has_job = job, True
            self._go.clear()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=False,
                                                name=f"save {self.path.name}")
                self._thread.start()

    def start(self) -> None:
        """Let the waiting job be written now."""
        self._go.set()

    @property
    def pending(self) -> bool:
        """True while a job waits or is being written."""
        with self._lock:
            return self._has_job or self._busy

    def flush(self, timeout: float | None = None) -> bool:
        """Start the waiting job and block until nothing is waiting or being written.

        Returns False if ``timeout`` seconds passed first. Safe from any thread
        but the writer's own."""
        self._go.set()
        with self._lock:
            return self._lock.wait_for(lambda: not (self._has_job or self._busy), timeout)

    def close(self) -> None:
        """Flush, then stop answering for this path (``flush_pending`` no longer waits)."""
        self.flush()
        with _writers_lock:
            if _writers.get(os.path.realpath(self.path)) is self:
                del _writers[os.path.realpath(self.path)]

    def _run(self) -> None:
        while True:
            self._go.wait(self.delay)
            with self._lock:
                if not self._has_job:
                    self._thread = None
                    self._lock.notify_all()
                    return
                job, self._job, self._has_job = self._job, None, False
                self._busy = True
            try:
                self._write(job)
                error = None
            except BaseException as exc:   # kept for the caller; the thread goes on
                error = exc
            with self._lock:
                self.error = error
                self.written += 1
                self._busy = False
                self._lock.notify_all()


def flush_pending(path: str | os.PathLike) -> None:
    """Wait for this process's pending background write of ``path``, if any."""
    with _writers_lock:
        writer = _writers.get(os.path.realpath(path))
    if writer is not None and writer._thread is not threading.current_thread():
        writer.flush()
