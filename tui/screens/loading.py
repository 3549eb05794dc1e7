"""Loading a save in a worker thread, with a progress screen for long ones.

Loading replays every saved action with its legality check (``saves.read``):
about a second at the 20,000-action cap, more on a busy machine. So the
read runs in a Textual thread worker and the UI stays live. The
:class:`LoadingScreen` is a modal screen pushed at once for every load, short
or long (so keys pressed meanwhile do nothing twice), but it stays
see-through until the load has taken ``SHOW_AFTER`` seconds: a short save
opens without a flash, a long one shows "Loading save: 4,250 of 20,000
actions" and a progress bar. It dismisses with a :class:`LoadOutcome`: the
game (a ``GameSession``) or the one-line error, and whether the damaged
file's backup loads (found in the worker too: that is a second replay).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from saves.safe_text import shown

from ..session import GameSession, SessionError

SHOW_AFTER = 0.3       # seconds a load runs before its progress is shown
REFRESH = 0.1          # seconds between two updates of the figures


@dataclass
class LoadOutcome:
    """What a load gave: ``session`` (the game, held open) or ``error`` (one line);
    ``backup``: the damaged file's ``.bak`` when that one loads, else None."""

    path: Path
    session: GameSession | None = None
    error: str | None = None
    backup: Path | None = None


class LoadAbandoned(Exception):
    """Raised in the worker by the progress callback once the load was given up
    (the screen went away, the app is closing): the replay stops there."""


def progress_line(done: int | None, total: int | None) -> str:
    """"Loading save: 4,250 of 20,000 actions" (before the replay: "reading the file")."""
    if done is None or total is None:
        return "Loading save: reading the file"
    return f"Loading save: {done:,} of {total:,} actions"


class LoadingScreen(ModalScreen[LoadOutcome]):
    """Read and replay the save at ``path`` in a thread worker, showing progress.

    Dismisses with a :class:`LoadOutcome`; the caller opens the game
    (``app.start_session``) or shows the error. If the screen goes away
    before that (the app quits), the replay stops at its next progress report
    and a game already loaded is let go, so no save stays held.
    """

    def __init__(self, path: str | Path):
        super().__init__()
        self.path = Path(path)
        self.seen: tuple[int, int] | None = None   # (done, total), written by the worker
        self._lock = threading.Lock()
        self._gone = False          # the screen was unmounted: nobody takes the game
        self._handed = False        # the outcome was dismissed to the caller

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="loading-box"):
            yield Static(Text(shown(f"Opening {self.path.name}"), style="bold"),
                         classes="dialog-title")
            yield Static(progress_line(None, None), id="loading-count")
            if not getattr(self.app, "ascii_mode", False):   # the bar is drawn with box lines
                yield ProgressBar(total=None, show_eta=False, id="loading-bar")

    def on_mount(self) -> None:
        """Start the worker; show the box only if the load takes a while."""
        self.set_timer(SHOW_AFTER, self.show_progress)
        self.set_interval(REFRESH, self.refresh_figures)
        self.run_worker(self._read, thread=True, name="load-save", group="load-save")

    def show_progress(self) -> None:
        """Make the progress box visible (the load has taken ``SHOW_AFTER`` seconds)."""
        self.add_class("-shown")
        self.refresh_figures()

    def refresh_figures(self) -> None:
        """Copy the worker's latest figures to the line and the bar."""
        seen = self.seen
        if seen is None:
            return
        done, total = seen
        self.query_one("#loading-count", Static).update(progress_line(done, total))
        for bar in self.query("#loading-bar").results(ProgressBar):
            bar.update(total=max(total, 1), progress=done)

    # -- in the worker thread ------------------------------------------------------
    def _read(self) -> LoadOutcome | None:
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled or self._gone:
                raise LoadAbandoned()
            self.seen = (done, total)
        try:
            session = GameSession.load(self.path, progress=progress)
        except LoadAbandoned:
            return None
        except SessionError as exc:   # a backup only for a damaged file, not one held elsewhere
            backup = Path(exc.backup) if exc.backup else None
            return LoadOutcome(self.path, error=str(exc), backup=backup)
        outcome = LoadOutcome(self.path, session=session)
        with self._lock:
            if self._gone:          # too late: nobody will play it, let it go
                session.close()
                return None
            self._outcome = outcome
        return outcome

    # -- back on the UI thread -------------------------------------------------------
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The worker ended: hand its outcome to whoever pushed this screen."""
        if event.worker.group != "load-save" or event.state != WorkerState.SUCCESS:
            return
        outcome = event.worker.result
        if outcome is None:
            return
        with self._lock:
            if self._gone:
                return
            self._handed = True
        self.dismiss(outcome)

    def on_unmount(self) -> None:
        """Gone before the game was handed over: stop the replay, let the save go."""
        with self._lock:
            self._gone = True
            outcome = getattr(self, "_outcome", None)
            if not self._handed and outcome is not None and outcome.session is not None:
                outcome.session.close()
        self.workers.cancel_group(self, "load-save")
