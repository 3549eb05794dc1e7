"""AI seats on the game screens: the table's AI turn, run in a Textual thread worker.

What an AI turn is (the bot asked through a ``SeatWindow``, a remembered
answer after an undo, the fallback when a bot fails, the pace, applying the
move) is the table's: ``tui/table/ai_turn.py``, which a host uses too. This
mixin of ``GameScreen`` (so every game screen built on it inherits it) only
runs it on screen: when the deciding seat is an AI seat, ``ai_to_move`` begins
an ``AiTurn`` and asks its bot in a thread worker; the answer comes back
through the worker's result on the UI thread and is played at a readable pace
(``tui.table.ai_turn.ai_pace``: ``app.ai_pace``, else ``HEROTABLE_AI_PACE``,
else 0.6 s from the start of the turn). ``.`` or space plays on without
waiting until a human seat must decide (in a game of bots only, it skips one
wait: the watcher keeps the pace).

The UI never waits for a bot: keys keep working (help, save, quit). A move
is applied only while its game screen is the one on top, so nothing happens
behind the help or quit dialog, and a screen that is closed (quit, title)
cancels its worker: the bot's late answer is dropped and the save stays at
the last position.

This module draws nothing itself: the indicator is
``tui.widgets.thinking.ThinkingLine``; it holds no game logic either (the
bots are ``engine.ai``'s).
"""
from __future__ import annotations

from dataclasses import dataclass
from time import monotonic

from textual.binding import Binding
from textual.timer import Timer
from textual.worker import Worker, WorkerState, get_current_worker

from .session import seat_label
from .table.ai_turn import AiTurn, ai_pace
from .widgets.thinking import ThinkingLine

TICK = 0.25
"""Seconds between redraws of the thinking indicator."""

AI_BINDINGS = [
    Binding("full_stop", "ai_hurry('.')", "Skip wait", key_display=".", show=False),
    Binding("space", "ai_hurry('space')", show=False),
    Binding("u", "take_back", "Take back", key_display="u", show=False),   # screens.take_back
]
"""Appended to the bindings of every screen class using the mixin (also those
that do not inherit bindings), after the screen's own: space still passes
when passing is legal, and skips the wait otherwise."""


@dataclass(eq=False)
class AiJob:
    """One AI decision on screen: the table's :class:`AiTurn` and what the screen
    keeps for it (the thread worker asking the bot, the pace timer, ``held`` while
    another screen is on top)."""

    turn: AiTurn
    worker: Worker | None = None
    timer: Timer | None = None
    held: bool = False

    @property
    def seat(self) -> int:
        return self.turn.seat

    @property
    def position(self) -> tuple[int, int]:
        return self.turn.position

    @property
    def started(self) -> float:
        return self.turn.started

    @property
    def action(self):
        return self.turn.action


def think(turn: AiTurn):
    """``turn.choose`` for a thread worker: None once the worker is cancelled (its
    screen closed, the app quitting) or the bot failed (its notes say why)."""
    worker = get_current_worker()
    return turn.choose(lambda: worker.is_cancelled)


class AiTurns:
    """Mixin for ``GameScreen``: AI seats decide in a worker, shown at a readable pace.

    Expects the screen's ``session`` (a ``GameSession``), ``state``,
    ``shown_seat``, ``redraw()``, ``after_change()`` and ``handoff_done(seat)``.
    ``GameScreen.after_change`` calls :meth:`ai_to_move` first and
    :meth:`handoff_needed` before any hand-off.
    """

    _ai_job: AiJob | None = None
    _ai_last: tuple[int, int] | None = None   # AiTurn.after() of the last AI move played
    _ai_hurry: bool = False
    _ai_ticker: Timer | None = None

    def __init_subclass__(cls, **kwargs):
        """Put the AI keys (``AI_BINDINGS``) in every screen class's bindings.

        Textual keeps, per key, the bindings of the last class that binds the
        key, so the AI binding goes after the class's own for each key it
        binds, and every AI key goes to the first screen class using the mixin
        and to any class that does not inherit bindings.
        """
        own = list(cls.__dict__.get("BINDINGS") or [])
        own_keys = {k.strip() for b in own if isinstance(b, Binding) for k in b.key.split(",")}
        first = not any(issubclass(base, AiTurns) and base is not AiTurns
                        and "BINDINGS" in base.__dict__ for base in cls.__mro__[1:])
        everything = first or not kwargs.get("inherit_bindings", True)
        extra = [b for b in AI_BINDINGS if everything or b.key in own_keys]
        if extra:
            cls.BINDINGS = [*own, *extra]
        super().__init_subclass__(**kwargs)

    # -- queries ------------------------------------------------------------------
    def ai_pace(self) -> float:
        """Seconds (>= 0) from the start of a bot's turn to its move on screen
        (``tui.table.ai_turn.ai_pace`` of the app's ``ai_pace``)."""
        return ai_pace(getattr(self.app, "ai_pace", None))

    def ai_thinking(self) -> bool:
        """True while an AI seat's decision is under way (thinking or waiting to show)."""
        return self._ai_job is not None

    def ai_hides_hands(self) -> bool:
        """True when an AI seat decides and two or more human seats share the screen:
        then no human's hand is shown (``ai_to_move`` shows the table as a watcher)."""
        seat = self.state.current_player
        return (seat is not None and not self.state.is_over()
                and not self.session.is_human(seat) and len(self.session.human_seats()) > 1)

    def handoff_needed(self, seat: int) -> bool:
        """True when a hand-off screen must cover the table before ``seat`` (a human) plays.

        Only between human seats: with one human seat (and bots) never, so
        that seat simply gets the keyboard; nor when ``seat`` is the human who had
        the keyboard when a bot began to move (nobody else was given it since).
        """
        if len(self.session.human_seats()) <= 1:
            return False
        # the person who had the keyboard before a bot's move (a pass, say) still
        # has it: "Pass the keyboard to Player 1" was shown to Player 1 (issue 41).
        # Who has it: the seat on screen, else the one on screen when a bot began
        keeper = self.shown_seat if self.shown_seat is not None \
            else getattr(self, "_keyboard_seat", None)
        return seat != keeper

    # -- the bot's turn -----------------------------------------------------------
    def ai_to_move(self) -> bool:
        """Called by ``after_change``: start the deciding AI seat's bot; False for a human seat.

        While only bots act, the screen keeps showing the last human seat
        (with one human seat, that seat from the start). Returns True when an
        AI seat decides now (its worker runs or its move waits for the pace).
        """
        state = self.session.state   # the local table's engine state: the bot reads it
        seat = state.current_player
        if state.is_over() or seat is None or self.session.is_human(seat):
            self._ai_hurry = False
            self.ai_cancel()
            return False
        position = (seat, len(state.history))
        if self._ai_job is not None and self._ai_job.position == position:
            return True
        self.ai_cancel()
        humans = self.session.human_seats()
        if self.shown_seat is None and len(humans) == 1:
            self.shown_seat = humans[0]
            self.redraw()
        elif len(humans) > 1 and self.shown_seat is not None:
            # two or more people at the table: no hand stays on screen while a bot
            # plays (the next person gets the hand-off screen first, unless it is the
            # one who has the keyboard: ``handoff_needed``)
            self._keyboard_seat = self.shown_seat
            self.shown_seat = None
            self.selected = []
            self.redraw()
        job = AiJob(AiTurn.begin(self.session, seat, monotonic(), last=self._ai_last))
        self._ai_job = job
        if job.action is not None:      # remembered: an undo never re-rolls the AI
            self.ai_schedule()
            return True
        if not job.turn.needs_bot:      # the seat's bot could not be built
            self.ai_fallback(job)
            return True
        job.worker = self.run_worker(lambda: think(job.turn), name=f"ai-seat-{seat}",
                                     group="ai-turn", exit_on_error=False, thread=True)
        self.ai_show_indicator()
        if self._ai_ticker is None:
            self._ai_ticker = self.set_interval(TICK, self.ai_show_indicator)
        return True

    def ai_cancel(self) -> None:
        """Drop the current AI job: cancel its worker and timer, hide the indicator."""
        job, self._ai_job = self._ai_job, None
        if job is not None:
            if job.worker is not None and not job.worker.is_finished:
                job.worker.cancel()
            if job.timer is not None:
                job.timer.stop()
        if self._ai_ticker is not None:
            self._ai_ticker.stop()
            self._ai_ticker = None
        line = self.ai_indicator(create=False)
        if line is not None:
            line.hide()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The bot answered (or failed): schedule its move on the UI thread."""
        job = self._ai_job
        if job is None or event.worker is not job.worker:
            return
        if event.state == WorkerState.SUCCESS:
            job.turn.action = event.worker.result
            if job.action is None:
                self.ai_fallback(job)
                return
            self.ai_schedule()
        elif event.state == WorkerState.ERROR:
            error = event.worker.error
            job.turn.notes.append(f"{type(error).__name__}: {error}".splitlines()[0])
            self.ai_fallback(job)

    def ai_fallback(self, job: AiJob) -> None:
        """A bot that fails still moves: a random legal action, and a warning that says so."""
        self.notify(job.turn.fall_back(), severity="error", markup=False)
        self.ai_schedule()

    def ai_schedule(self) -> None:
        """Apply the chosen move now, or when the pace allows."""
        job = self._ai_job
        if job is None or job.action is None:
            return
        wait = 0.0 if self._ai_hurry else job.turn.wait_left(monotonic(), self.ai_pace())
        if wait > 0:
            self.ai_show_indicator()
            job.timer = self.set_timer(wait, self.ai_play)
        else:               # on the next turn of the event loop: never a deep recursion
            self.call_later(self.ai_play)

    def ai_play(self) -> None:
        """Apply the AI seat's chosen move (UI thread), autosave, and go on.

        Waits while another screen (help, quit dialog) is on top: the move is
        applied when this screen shows again (``on_screen_resume``).
        """
        job = self._ai_job
        if job is None or job.action is None or not self.is_attached:
            return
        if not self.is_active:
            job.held = True
            return
        if not job.turn.current():
            self.ai_cancel()        # stale: the position moved on without this bot
            self.after_change()
            return
        self.ai_cancel()
        if not job.turn.play(auto_pass=self.app.auto_pass):
            self._ai_job = job      # the engine refused it: a random legal move instead
            self.ai_fallback(job)
            return
        self._ai_last = job.turn.after()
        if not self.session.human_seats():
            self._ai_hurry = False      # only bots play: "." skipped this one wait
        self.redraw()
        self.after_change()

    def on_screen_resume(self) -> None:
        """Back on top (help or a dialog closed): apply a move that waited meanwhile."""
        job = self._ai_job
        if job is not None and job.held:
            job.held = False
            self.ai_schedule()

    # -- the indicator -------------------------------------------------------------
    def ai_indicator(self, create: bool = True) -> ThinkingLine | None:
        """The screen's thinking indicator (mounted on first use; None if not yet and not
        ``create``)."""
        found = self.query(ThinkingLine)
        if found:
            return found.first()
        if not create:
            return None
        line = ThinkingLine(id="thinking")
        self.mount(line)
        return line

    def ai_show_indicator(self) -> None:
        """Redraw the indicator for the current AI job (hidden without one)."""
        job = self._ai_job
        line = self.ai_indicator()
        if job is None:
            line.hide()
            return
        record = self.session.seats[job.seat] if job.seat < len(self.session.seats) else {}
        line.show_thinking(self.session.seat_name(job.seat), seat_label(record),
                           monotonic() - job.started, ready=job.action is not None)

    # -- keys ----------------------------------------------------------------------
    def ai_idle_key(self, key: str) -> None:
        """``key`` (".", "space") was pressed while no computer player acts: say so
        (a game screen may give the key its own meaning first: space passes)."""
        self.notify("No computer player is moving now: . and space skip only a "
                    "computer player's wait.", markup=False)

    def action_ai_hurry(self, key: str = ".") -> None:
        """. or space while bots act: show their moves without waiting, until a human
        decides (with no human seat, just the move waiting now). With no bot acting,
        ``ai_idle_key`` says why the key does nothing."""
        if self._ai_job is None:
            self.ai_idle_key(key)
            return
        self._ai_hurry = True
        job = self._ai_job
        if job.action is not None:
            if job.timer is not None:
                job.timer.stop()
                job.timer = None
            self.ai_play()
