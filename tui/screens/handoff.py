"""The hand-off screen: covers every hand until the next player presses Enter."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static


class HandoffScreen(Screen[None]):
    """An opaque screen naming the player who decides next; Enter reveals their view."""

    BINDINGS = [Binding("enter", "ready", "I'm ready", key_display="enter"),
                Binding("q", "quit_game", "Quit", key_display="q")]

    def __init__(self, name: str, detail: str = ""):
        super().__init__()
        self.player_name = name
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                with Vertical(classes="dialog handoff"):
                    yield Static(Text("Pass the keyboard to", style="bold"),
                                 classes="dialog-title")
                    yield Static(Text(f" {self.player_name} ", style="bold reverse"),
                                 id="handoff-name")
                    if self.detail:
                        yield Static(Text(self.detail))
                    yield Static(Text(f"{self.player_name}: press Enter when only you "
                                      "can see the screen. (q: quit)"))

    def action_quit_game(self) -> None:
        """q: ask before quitting (the game was saved after the last action)."""
        self.app.ask_quit()

    def action_ready(self) -> None:
        """The named player is at the keyboard."""
        self.dismiss(None)
