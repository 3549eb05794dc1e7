"""One AI seat's decision at a table: what the bot is asked, how long it may take to
show, what happens when it fails. No Textual: the local table's screens run
:meth:`AiTurn.choose` in a Textual thread worker (``tui/ai_turns.py``), a host in
``asyncio.to_thread`` (``ai_seats.py``); both apply the answer with
:meth:`AiTurn.play`.

The bot reads the live state through a ``SeatWindow`` (engine.ai: it may see only
what the seat sees, and clones through ``determinize`` for its search); nothing
changes the state while it thinks, since no person may act for that seat. An
answer the table already gave for this position before an undo is given again
(``undo.remembered_answer``): an undo never re-rolls the AI (issue 42).
"""
from __future__ import annotations

import os
import random
import threading
from dataclasses import dataclass, field
from typing import Any, Callable

import engine
from engine.ai import SeatWindow

from .undo import remembered_answer

DEFAULT_PACE = 0.6
"""Seconds, at least, from the start of a bot's turn to its move on screen."""

PACE_VARIABLE = "HEROTABLE_AI_PACE"

FOLLOW_ON = 0.5
"""The share of the pace a decision waits when the same AI seat made the decision
just before it (an Orc Wars seat's turn is some ten decisions: at the full pace
three AI seats took 18 s a round on pace alone; issue 46 asks under 15 s). The
first move of each run of an AI seat keeps the full pace, and every move is in
the log."""


def ai_pace(chosen: float | None = None) -> float:
    """Seconds (>= 0) from the start of a bot's turn to its move on screen.

    ``chosen`` (the app's ``ai_pace``) if given and a number, else the
    ``HEROTABLE_AI_PACE`` environment variable if it is a number, else
    :data:`DEFAULT_PACE`. Never raises.
    """
    pace = chosen
    if pace is None:
        try:
            pace = float(os.environ.get(PACE_VARIABLE, ""))
        except ValueError:
            pace = DEFAULT_PACE
    return max(0.0, float(pace)) if pace == pace else DEFAULT_PACE


@dataclass(eq=False)
class AiTurn:
    """One decision of one AI seat of ``session`` (a ``GameSession``).

    ``position``: ``(seat, len(state.history))`` when the turn began; an answer
    for another position is stale (:meth:`current`). ``started``: the caller's
    clock (``time.monotonic()``) when it began, for the pace. ``action``: the
    answer once known (at once when the table remembers one). ``notes``: why the
    bot failed, for the warning that a random move stands in (:meth:`fall_back`).
    """

    session: Any
    seat: int
    position: tuple[int, int]
    started: float
    bot: Any = None
    action: Any = None
    notes: list[str] = field(default_factory=list)
    follows: bool = False
    _quiet: bool | None = field(default=None, repr=False)

    @classmethod
    def begin(cls, session, seat: int, started: float, bot=None,
              last: tuple[int, int] | None = None) -> "AiTurn":
        """The turn of ``seat`` (who decides now) at ``session``'s position.

        ``bot``: the bot to ask (default ``session.bot_for(seat)``; a host passes
        the takeover bot for an away person). ``last``: :meth:`after` of the AI
        turn played before this one, if any: when it is this seat's, with nothing
        applied since, this turn ``follows`` it (a shorter pace, ``FOLLOW_ON``).
        A remembered answer (undo) fills ``action`` and no bot is built; a seat
        whose bot cannot be built gets a note, and :meth:`fall_back` chooses.
        Never raises.
        """
        from ..session import SessionError
        state = session.state
        turn = cls(session, seat, (seat, len(state.history)), started)
        turn.follows = last == turn.position
        turn.action = remembered_answer(session)
        if turn.action is not None:
            return turn
        try:
            turn.bot = bot if bot is not None else session.bot_for(seat)
        except SessionError as exc:
            turn.notes.append(str(exc))
        return turn

    @property
    def needs_bot(self) -> bool:
        """True while the answer must still come from the bot (:meth:`choose`)."""
        return self.action is None and self.bot is not None

    def choose(self, cancelled: Callable[[], bool] = lambda: False) -> Any:
        """Ask the bot (blocking: call it off the UI thread or event loop); the action,
        or None when ``cancelled()`` turned true first (checked every 50 ms: the bot
        is asked to stop, ``Bot.stop``, and its late answer is never used).

        The bot runs in its own daemon thread, so a closed screen or a stopping
        host ends the wait at once instead of after the bot's time budget. A bot
        that raises, or answers nothing, leaves a note and None (then
        :meth:`fall_back`).
        """
        window = SeatWindow(self.session.state, self.seat)
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["action"] = self.bot.choose(window)
            except Exception as exc:   # reported through the notes
                box["error"] = exc

        thread = threading.Thread(target=run, name=f"bot-seat-{self.seat}", daemon=True)
        thread.start()
        while thread.is_alive():
            thread.join(0.05)
            if cancelled():
                self.bot.stop()          # the search ends at its next check
                return None
        if "error" in box:
            error = box["error"]
            self.notes.append(f"{type(error).__name__}: {error}".splitlines()[0])
            return None
        if box.get("action") is None:
            self.notes.append("the bot gave no action")
        return box.get("action")

    def fall_back(self) -> str:
        """A bot that failed still moves: a random legal action (seeded by the
        position, so the same failure plays the same move) in ``action``. Returns the
        one-line warning that says so, naming the seat and the reason."""
        legal = self.session.state.legal_actions()
        self.action = random.Random(hash(self.position)).choice(legal)
        self._quiet = None
        reason = "; ".join(self.notes) or "no reason given"
        return (f"{self.session.seat_name(self.seat)}'s bot failed ({reason}); "
                "it plays a random legal move.")

    def current(self) -> bool:
        """True while the table is still at this turn's position (no move, no undo)."""
        state = self.session.state
        return (state.current_player, len(state.history)) == self.position

    def wait_left(self, now: float, pace: float) -> float:
        """Seconds still to wait at ``now`` (the caller's clock) before the move shows:
        ``pace`` from the start, or ``FOLLOW_ON`` of it when this turn ``follows``;
        none for a move that shows nobody anything (:meth:`shows_nothing`)."""
        if self.shows_nothing():
            return 0.0
        return pace * (FOLLOW_ON if self.follows else 1.0) - (now - self.started)

    def shows_nothing(self) -> bool:
        """True when ``action`` changes nothing anyone else can read: every event it
        makes (played on a copy) has no public words, as a card added to a deck built
        in secret (No Time For Heroes' multiclass mode: sixteen such moves a seat,
        which the pace made a wait of nothing to see). False before the answer."""
        if self.action is None:
            return False
        if self._quiet is None:
            try:
                events = self.session.state.clone().apply(self.action)
            except Exception:    # refused: play() says so; no shortcut for it
                events = [None]
            self._quiet = all(e is not None and not e.describe(None) for e in events) \
                and bool(events)
        return self._quiet

    def after(self) -> tuple[int, int]:
        """``(seat, position)`` once :meth:`play` is done (forced passes included): the
        ``last`` to give the next :meth:`begin`."""
        return self.seat, len(self.session.state.history)

    def play(self, auto_pass: bool = True) -> bool:
        """Apply ``action`` (``session.apply``: logged and autosaved), then the passes
        nobody may refuse when ``auto_pass``. False when the engine refused it (a
        note is added; :meth:`fall_back` chooses again); raises nothing else but
        what ``session.apply`` raises for a broken save folder."""
        try:
            self.session.apply(self.action)
        except engine.IllegalAction as exc:
            self.notes.append(f"illegal move: {exc}")
            self.action = None
            return False
        if auto_pass:
            self.session.auto_pass()
        return True
