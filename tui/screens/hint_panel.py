"""``w``: "what would the AI play?" for the seat on screen (issue 42, "Hints").

``HintKey`` is a mixin of ``GameScreen``: the key asks the table for a hint
(``session.hint_refusal``, ``hint_job``; ``tui/table/hints.py``) and shows
``HintPanel``, a dialog that fits 80x24. The search runs in a thread worker
(``LocalHintJob`` on a clone of the state, or the host's answer for a joined
seat) while the panel says "thinking..."; any key closes the panel and
cancels a search under way, Tab asks again at the next level (easy, normal,
hard). Each hint answered is recorded by the table (the save's ``hint_log``).
Only the seat that decides now, on screen at this terminal, may ask; any
other case is refused in one line.
"""
from __future__ import annotations

import threading
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from ..table.hints import HINTS_OFF

HINT_KEY = "w"
"""The key that asks for a hint (free in every game's screens)."""
LEVEL_WORDS = {"easy": "AI easy (the heuristic's choice)",
               "normal": "AI normal (ISMCTS, about 2 s of search)",
               "hard": "AI hard (ISMCTS, about 5 s of search)"}


def run_job(job) -> Any:
    """Run ``job.run()`` for a thread worker in a daemon thread watched every 50 ms,
    so a cancelled worker ends at once (the job is cancelled; None is returned)."""
    worker = get_current_worker()
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["reply"] = job.run()
        except BaseException as exc:   # handed to the worker, which reports it
            box["error"] = exc

    thread = threading.Thread(target=run, name="hint-search", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(0.05)
        if worker.is_cancelled:
            job.cancel()
            return None
    if "error" in box:
        raise box["error"]
    return box.get("reply")


class HintPanel(ModalScreen[None]):
    """The hint for ``seat`` (named ``name``) of ``table`` (a ``GameSession`` or a
    ``RemoteTable``), first at ``level``. ``replies`` keeps every answer shown."""

    DEFAULT_CSS = """
    HintPanel { align: center middle; }
    HintPanel > #hint-box { width: 78; max-width: 100%; height: auto; max-height: 22;
                            border: round $accent; padding: 0 1; background: $surface; }
    """

    def __init__(self, table, seat: int, name: str, level: str) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.seat_label = name
        self.level = level
        self.replies: list = []
        self.thinking = False
        self._job = None
        self._worker: Worker | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="hint-box"):
            yield Static(id="hint-text", markup=False)

    def on_mount(self) -> None:
        self.query_one("#hint-box").border_title = "What would the AI play?"
        self.ask(self.level)

    def ask(self, level: str) -> None:
        """Start a search at ``level`` (a search under way is cancelled)."""
        self.cancel()
        self.level = level
        self._job = job = self.table.hint_job(self.seat, level)
        self.thinking = True
        self._show([f"thinking... {LEVEL_WORDS.get(level, level)}",
                    f"for {self.seat_label}, from what {self.seat_label} can see only.", "",
                    "Any key closes this; Tab asks at another level."])
        self._worker = self.run_worker(lambda: run_job(job), name="hint", group="hint",
                                       exit_on_error=False, thread=True)

    def cancel(self) -> None:
        """Cancel a search under way (its answer is never shown or recorded)."""
        worker, self._worker = self._worker, None
        if worker is not None and not worker.is_finished:
            worker.cancel()
        if self._job is not None and self.thinking:
            self._job.cancel()
        self.thinking = False

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self._worker:
            return
        if event.state == WorkerState.SUCCESS and event.worker.result is not None:
            self.thinking = False
            self.answered(event.worker.result)
        elif event.state == WorkerState.ERROR:
            self.thinking = False
            error = event.worker.error
            self._show([f"No hint: {type(error).__name__}: {error}".splitlines()[0], "",
                        "Any key closes this."])

    def answered(self, reply) -> None:
        """Show (and have the table record) a reply on the UI thread."""
        if reply.refused is not None:
            self._show([f"No hint: {reply.refused}", "", "Any key closes this."])
            return
        if not self.table.record_hint(reply):
            self._show(["No hint: the game moved on before it was ready.", "",
                        "Any key closes this."])
            return
        self.replies.append(reply)
        lines = [f"{LEVEL_WORDS.get(reply.level, reply.level)} searched for "
                 f"{self.seat_label},",
                 f"using only what {self.seat_label} can see (no hidden card).", ""]
        for number, (label, permille) in enumerate(reply.choices, 1):
            lines.append(f"{number}. {permille / 10:.0f}%  {label}")
        if reply.level == "easy":
            note = "The easy AI names one move by its rules of thumb."
        elif len(reply.choices) == 1 and reply.choices[0][1] == 1000:
            note = "The AI sees one move worth weighing here."
        else:
            note = "Each share: how much of the search went to that move."
        lines += ["", note, "Any key closes this; Tab asks at another level."]
        self._show(lines)

    def _show(self, lines: list[str]) -> None:
        self.query_one("#hint-text", Static).update("\n".join(lines))

    def on_key(self, event: events.Key) -> None:
        """Tab: the next level; any other key closes (cancelling a search)."""
        event.stop()
        event.prevent_default()
        if event.key == "tab":
            from ..table.hints import next_level
            self.ask(next_level(self.level))
            return
        self.cancel()
        self.dismiss(None)

    def on_unmount(self) -> None:
        self.cancel()


class HintKey:
    """Mixin for ``GameScreen``: ``w`` asks what the AI would play for the seat on
    screen (``HintPanel``), or says in one line why it may not."""

    def hint_refusal(self) -> str | None:
        """Why the seat on screen may not ask for a hint now (one line), or None."""
        session = self.session
        line = session.hint_refusal(self.shown_seat)
        if self.state.is_over() or line == HINTS_OFF:
            return line
        current = self.state.current_player
        if not getattr(session, "remote", False) and session.is_human(current) and (
                self._waiting or self.shown_seat != current):
            return "a hint is for the seat on screen; pass the hand-off first"
        if line is not None:
            return line
        if self.ai_thinking():
            return "an AI seat decides now"
        if not self.can_act():
            return "it is not your decision now"
        return None

    def action_hint_why(self) -> None:
        """w while no hint may be asked (the footer hides the key then): why, in one line."""
        line = self.hint_refusal() or "no hint now"
        self.notify(line[:1].upper() + line[1:] + ".", severity="warning", markup=False)

    def action_hint(self) -> None:
        """w: the hint panel for the seat on screen, or one line saying why not."""
        if self.hint_refusal() is not None:
            self.action_hint_why()
            return
        seat = self.shown_seat
        self.app.push_screen(HintPanel(self.session, seat, self.session.seat_name(seat),
                                       self.session.hint_level()))
