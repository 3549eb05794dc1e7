"""The whole log on one screen (L in a game): what happened since the game began,
in the shown seat's own wording, newest at the bottom, scrollable."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


class LogScreen(ModalScreen[None]):
    """Read back the log: arrows/PageUp/PageDown/Home/End scroll; Esc, L or q close.

    ``lines``: the log as the seat on screen may read it (``GameSession.log_lines``).
    """

    BINDINGS = [
        Binding("escape,L,q", "close", "Close", key_display="esc"),
        Binding("up,k", "scroll(-1)", "Scroll", key_display="up/down", show=False),
        Binding("down,j", "scroll(1)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
        Binding("pagedown", "scroll(10)", show=False),
        Binding("home", "edge(0)", show=False),
        Binding("end", "edge(1)", show=False),
    ]

    def __init__(self, lines: list[str]):
        super().__init__()
        self.lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog fulllog"):
            yield Static(Text(f"Log: {len(self.lines)} lines", style="bold"),
                         classes="dialog-title")
            with VerticalScroll(id="fulllog-scroll"):
                yield Static(Text("\n".join(self.lines) or "Nothing has happened yet."),
                             id="fulllog-text")
            yield Static(Text("Up/Down PgUp/PgDn Home/End: scroll   Esc: back", style="dim"))

    def on_mount(self) -> None:
        """Start at the newest lines."""
        self.query_one("#fulllog-scroll", VerticalScroll).scroll_end(animate=False)

    def action_scroll(self, lines: int) -> None:
        """Scroll by ``lines`` (negative: up)."""
        scroll = self.query_one("#fulllog-scroll", VerticalScroll)
        scroll.scroll_to(y=scroll.scroll_y + lines, animate=False)

    def action_edge(self, end: int) -> None:
        """Home (0) or End (1)."""
        scroll = self.query_one("#fulllog-scroll", VerticalScroll)
        (scroll.scroll_end if end else scroll.scroll_home)(animate=False)

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
