"""The hand-off screen: covers every hand until the next player presses Enter.

A game screen keeps one and shows it again at each hand-off (``show`` sets the
name and the reason): composing, styling and mounting a new one cost more than
the rest of the key that ended the turn (issue 17)."""
from __future__ import annotations

import os

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ..upstream.key_order import FreshKeysOnly

GUARD = 0.5
"""Seconds after the hand-off appears during which keys are dropped: an Enter typed
a moment after the turn's last key, at a typist's pace (0.3-0.4 s apart), was
meant for the screen before and passed the hand-off, showing the next player's
hand to the one still at the keyboard (a new user's report). The
``HEROTABLE_HANDOFF_GUARD`` variable sets another (0: none; the tests use it)."""


def handoff_guard() -> float:
    """``GUARD``, or the seconds ``HEROTABLE_HANDOFF_GUARD`` gives (0 to 5)."""
    try:
        value = float(os.environ.get("HEROTABLE_HANDOFF_GUARD", GUARD))
    except ValueError:
        return GUARD
    return min(5.0, max(0.0, value))


class HandoffScreen(FreshKeysOnly, Screen[None]):
    """An opaque screen naming the player who decides next; Enter reveals their view
    (an Enter typed before it appeared does not: ``FreshKeysOnly``)."""

    NOTE = "Pass the keyboard to"
    """How this screen's toasts start (a key that does nothing here)."""

    BINDINGS = [Binding("enter", "ready", "I'm ready", key_display="enter"),
                Binding("u", "take_back", "Take back", key_display="u"),
                Binding("q", "quit_game", "Quit", key_display="q")]

    def __init__(self, name: str, detail: str = "", take_back=None):
        super().__init__()
        self.player_name = name
        self.detail = detail
        # u: the game screen's ``handoff_take_back`` (True when taken back), or None
        self.take_back = take_back

    def compose(self) -> ComposeResult:
        detail = Static(Text(self.detail), id="handoff-detail")
        detail.display = bool(self.detail)    # no reason given: no line (and no room)
        with Middle():
            with Center():
                with Vertical(classes="dialog handoff"):
                    yield Static(Text("Pass the keyboard to", style="bold"),
                                 classes="dialog-title")
                    yield Static(self._name_text(), id="handoff-name")
                    yield detail
                    yield Static(self._prompt_text(), id="handoff-prompt")

    def _name_text(self) -> Text:
        return Text(f" {self.player_name} ", style="bold reverse")

    def _prompt_text(self) -> Text:
        keys = "u: take back the last move; q: quit" if self.take_back is not None else "q: quit"
        return Text(f"{self.player_name}: press Enter when only you can see the screen. "
                    f"({keys})")

    def show(self, name: str, detail: str = "") -> None:
        """Name the next player (and why they decide: ``detail``, may be empty) on a
        hand-off screen shown before, before it is shown again."""
        self.player_name, self.detail = name, detail
        if not self.is_mounted:
            return          # compose draws them
        self.query_one("#handoff-name", Static).update(self._name_text())
        line = self.query_one("#handoff-detail", Static)
        line.update(Text(detail))
        line.display = bool(detail)
        self.query_one("#handoff-prompt", Static).update(self._prompt_text())

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Clear the toasts as the screen comes up: one left from the turn before
        ("Already highlighted: Play Elven Cloak ...") would show the next player
        a card of the hand this screen hides. (Also ``FreshKeysOnly``'s resume.)"""
        super().on_screen_resume(event)
        self.app.clear_notifications()

    def key_guard(self) -> float:
        """Keys in the first moment after the hand-off appears are dropped (``GUARD``)."""
        return handoff_guard()

    def on_key(self, event: events.Key) -> None:
        """A key that does nothing here (anything but Enter, q and the app's own keys
        such as ctrl+q): say who should have the keyboard. A key typed before the
        screen appeared never gets here (``FreshKeysOnly``)."""
        if event.key in self.active_bindings and event.key not in ("tab", "shift+tab"):
            return          # its binding answers it
        self.notify(f"{self.NOTE} {self.player_name}, who presses Enter.", markup=False)

    def action_quit_game(self) -> None:
        """q: ask before quitting (the game was saved after the last action)."""
        self.app.ask_quit()

    def action_take_back(self) -> None:
        """u: the person who just decided takes it back before handing over; the
        game screen shows them the position again (or says why not)."""
        if self.take_back is None:
            self.notify("Undo is off at this table.", markup=False)
            return
        if self.take_back():
            self._drop_own_toasts()
            self.dismiss("undo")

    def action_ready(self) -> None:
        """The named player is at the keyboard: the "Pass the keyboard to ..." toasts
        go with the screen (one outlived it and covered the hand), those still on
        their way to the app included."""
        self._drop_own_toasts()
        self.app.call_later(self._drop_own_toasts)
        self.dismiss(None)

    def _drop_own_toasts(self) -> None:
        app = self.app
        for note in list(app._notifications):
            if str(note.message).startswith(self.NOTE):
                app._unnotify(note)
        said = app.__dict__.get("_toasts_said") or {}     # tui.toasts: may be said again
        for key in [k for k in said if str(k[0]).startswith(self.NOTE)]:
            del said[key]
