"""A game screen at a joined terminal: the host's updates, chains, what the game waits for.

``JoinedTable`` is a mixin of ``GameScreen``. When the screen's session is a
``tui.table.remote.RemoteTable`` (``session.remote``), the table's reader
thread posts ``TableUpdated`` for each message from the host (one at a time:
several that come while a frame is drawn cost one redraw); the screen then
redraws from the newest update, lets the keys typed behind a move go on
(``tui/upstream/key_order.py``), and shows on the bottom line whom the game waits for.
A chain of one-card actions (a multi-card discard, Hero Realms' Play all)
goes one action per host update.
"""
from __future__ import annotations

from textual.message import Message

from ..choices import single_action


class TableUpdated(Message):
    """A joined terminal's host sent something (posted from the table's reader thread)."""


class JoinedTable:
    """Mixin for ``GameScreen``: the joined-terminal half of the screen (see the module)."""

    def _from_table(self) -> None:
        """The remote table heard from its host (reader thread): one redraw is queued on
        the UI thread at a time, and it draws the newest update (several that come
        while one frame is drawn cost one redraw, not one each)."""
        if self._table_tick_queued:
            return
        self._table_tick_queued = True
        # a message (thread-safe), so the handler runs in the app's context: a bare
        # loop callback has no active app, and a dialog pushed from it fails
        self.post_message(TableUpdated())

    def on_unmount(self) -> None:
        """The joined table's screen is left while the app runs on (the title screen):
        leave the table, so the host sees this seat away (a takeover may start, the
        others stop waiting for it to decide). At the app's end the join command closes
        the table and says how to come back."""
        table = getattr(self, "session", None)
        if getattr(table, "remote", False) and self.app.is_running:
            table.listen(None)
            table.close()

    def on_table_updated(self, message: "TableUpdated") -> None:
        self._table_tick_queued = False
        if self.is_attached:
            self.table_changed()

    def table_changed(self) -> None:
        """The host sent an update, refused an action, or is gone."""
        table = self.session
        if table.lost:
            self.app.exit(return_code=2)
            return
        while table.errors:
            self._chain = None
            self.notify(table.errors.pop(0), severity="warning", markup=False)
        position = table.seat_state.position
        if position < getattr(self, "_seen_position", -1):
            # someone took back a move (issue 42): a selection or a hint made for
            # the later position means nothing now
            self._chain = None
            self.selected = []
            from .hint_panel import HintPanel
            if isinstance(self.app.screen, HintPanel):
                self.app.screen.cancel()
                self.app.screen.dismiss(None)
        self._seen_position = position
        if getattr(self, "_chain", None) and self.can_act():
            self.continue_chain()
        else:
            self.redraw()
            self.after_change()
        answered = getattr(self.app, "table_answered", None)
        if answered is not None:
            answered()   # keys typed behind the move go on now (tui/upstream/key_order.py)

    def continue_chain(self) -> None:
        """A joined seat's chain of one-card actions (``apply_chain``): send the next
        while it is still legal; the rest waits for the host's update."""
        kind, cards = self._chain
        if not cards or self.state.current_player != self.shown_seat or self.state.is_over():
            self._chain = None
            self.redraw()
            self.after_change()
            return
        action = single_action(self.state.legal_actions(), kind, cards[0])
        if action is None:
            self._chain = None
            self.notify("Stopped: the next card can't be used now.", severity="warning",
                        markup=False)
            self.redraw()
            self.after_change()
            return
        self._chain = (kind, cards[1:])
        self.session.apply(action)
        self.selected = []

    def joined_seat_turn(self) -> None:
        """A joined terminal shows its own seat (a watcher: none) and says what the game
        waits for; there are no hand-offs and no bots on this side."""
        seat = self.session.bound_seat
        if self.shown_seat != seat:
            self.shown_seat = seat
            self.redraw()
        line = self.ai_indicator()
        waiting = self.session.waiting_line()
        if waiting:
            line.show_text(waiting)
        else:
            line.hide()
