"""Hand-offs and the end of a game on a game screen: who gets the keyboard next,
the hand-off screen between two people (kept and shown again), ``u`` on it, and
the game-over dialog with what the game was played under and its seed.

``HandOvers`` is a mixin of ``GameScreen``; it expects the screen's ``session``,
``state``, ``names``, ``shown_seat``, ``selected``, ``redraw()``, ``after_change()``,
``take_back_for(seat)``, ``GAME_OVER`` and the ``_handoff``, ``_waiting`` and
``_over_shown`` attributes.
"""
from __future__ import annotations

from textual.app import ScreenStackError

from ..describe import game_over_text, handoff_reason, played_under
from ..table.undo import last_decider
from .handoff import HandoffScreen


class HandOvers:
    """Mixin for ``GameScreen`` (see the module)."""

    def handoff_screen(self, name: str, reason: str) -> HandoffScreen:
        """This screen's hand-off screen, naming ``name`` (and ``reason``): made and
        installed (kept when popped) at the first hand-off, shown again after."""
        screen = self._handoff
        if screen is None:
            undo = self.session.table.get("undo", True) if hasattr(self.session, "table") else False
            screen = self._handoff = HandoffScreen(
                name, reason, take_back=self.handoff_take_back if undo else None)
            self.app.install_screen(screen, f"handoff-{id(self)}")
        else:
            screen.show(name, reason)
        return screen

    def handoff_take_back(self) -> bool:
        """u on the hand-off screen: the person who just decided takes it back."""
        seat = last_decider(self.session, self.session.human_seats())
        if seat is None:
            self.notify("Nothing to take back.", severity="warning", markup=False)
            return False
        return self.take_back_for(seat, name_moves=False)   # the next person may read it

    def on_unmount(self) -> None:
        """The game leaves the screen: so does its kept hand-off screen."""
        screen, self._handoff = self._handoff, None
        if screen is not None:
            try:
                self.app.uninstall_screen(screen)
            except ScreenStackError:   # still on a stack: Textual removes it with that
                return
            screen.remove()

    def handoff_reason(self, seat: int) -> str:
        """Public words on the hand-off screen for why ``seat`` decides now
        (a game's own screen may word it; Orc Wars does)."""
        return handoff_reason(self.state.view(None), self.names, seat)

    def game_over_text(self) -> tuple[str, list[str]]:
        """(headline, detail lines) for the game-over dialog (a game's own screen
        may word it; Orc Wars does)."""
        return game_over_text(self.state.view(None), self.state.winners(), self.names)

    def handoff_done(self, seat: int) -> None:
        """The player for ``seat`` pressed Enter: show their view."""
        self._waiting = False
        self.shown_seat = seat
        self.session.seen_at[seat] = len(self.session.state.history)   # for undo
        self.selected = []
        self.redraw()
        self.after_change()

    def show_game_over(self) -> None:
        """The winner in a dialog (once); the board stays visible behind it."""
        self.shown_seat = None
        self.redraw()
        if self._over_shown:
            return
        self._over_shown = True
        headline, details = self.game_over_text()
        details = [*details, played_under(self.state)]
        seed = self.session.revealed_seed()   # a secret until now: it gives every hand
        if seed is not None:
            details = [*details, f"Seed {seed}."]
        onward = ("campaign: results and the next scenario"
                  if getattr(self.session, "campaign", None) is not None else "title screen")
        self.app.push_screen(self.GAME_OVER(headline, details, onward), self.game_over_done)

    def game_over_done(self, choice: str | None) -> None:
        """After the game-over dialog: title screen, quit, or stay on the board."""
        if choice == "title":
            self.app.show_title()
        elif choice == "quit":
            self.app.exit()
