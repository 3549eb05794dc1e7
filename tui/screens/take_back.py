"""``u``: take back the last decision of the person at this terminal (issue 42).

A mixin of ``GameScreen`` (every game's screen inherits it; the key itself
is added to every screen class with the AI keys, ``tui.ai_turns``). The
rules of how far back are the engine's (``engine.core.takeback``), applied
by the table (``tui.table.undo``); this module only picks whose decision it
is and redraws:

* at a local table, the person at the terminal is the human seat on screen
  when it decides now, else the human seat that decided last (an AI seat is
  thinking, or the hand-off screen still hides the next person's hand:
  ``HandoffScreen`` calls ``take_back_for``). The AI seats' answers after it
  go with it;
* at a joined terminal the host decides (``RemoteTable.undo``): only with
  ``host --undo``, and never past anyone else's decision.
"""
from __future__ import annotations

from ..table.undo import UndoRefused, last_decider, take_back


class TakeBack:
    """``action_take_back`` (``u``) and ``take_back_for(seat)`` for a game screen."""

    def action_take_back(self) -> None:
        """u: take back this terminal's person's last decision, or say why not."""
        session = self.session
        if getattr(session, "remote", False):
            if session.pending:
                self.notify("Your last move is on its way to the host; one moment.",
                            severity="warning", markup=False)
                return
            session.undo()
            return
        seat = self.undo_seat()
        if seat is None:
            self.notify("Nothing of yours to take back.", severity="warning", markup=False)
            return
        self.take_back_for(seat)

    def undo_seat(self) -> int | None:
        """The human seat whose decision ``u`` takes back at a local table."""
        session = self.session
        current = self.state.current_player
        if current is not None and session.is_human(current) and current == self.shown_seat:
            return current
        return last_decider(session, session.human_seats())

    def take_back_for(self, seat: int, name_moves: bool = True) -> bool:
        """Take back ``seat``'s last decision and show ``seat`` the position before it;
        False (and a line saying why) when it may not be taken back. ``name_moves``:
        False on the hand-off screen, where the next person may read the refusal
        (``tui.table.undo.take_back``)."""
        session = self.session
        along = [s for s in range(self.state.num_players) if not session.is_human(s)]
        self.ai_cancel()
        try:
            text = take_back(session, seat, along, seen=session.seen_at, name_moves=name_moves)
        except UndoRefused as exc:
            self.notify(str(exc), severity="warning", markup=False)
            self.after_change()   # an AI seat that was thinking thinks again
            return False
        self._waiting = False
        self.shown_seat = seat
        self.selected = []
        self.redraw()
        self.notify(text, markup=False)
        self.after_change()
        return True
