"""Small modal dialogs: quit confirmation, choosing among actions, game over, yes/no."""
from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..upstream.key_order import FreshKeysOnly


class QuitScreen(ModalScreen[str]):
    """Ask before quitting: y quits, t goes to the title screen, n/Escape stays."""

    BINDINGS = [
        Binding("y", "choose('quit')", "Quit", key_display="y"),
        Binding("t", "choose('title')", "Title screen", key_display="t"),
        Binding("n,escape", "choose('stay')", "Stay", key_display="n"),
    ]

    def __init__(self, message: str):
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text("Quit herotable?", style="bold"), classes="dialog-title")
            yield Static(Text(self.message))
            yield Static(Text("y: quit   t: title screen   n: keep playing", style="bold"))

    def action_choose(self, choice: str) -> None:
        """Close the dialog with "quit", "title" or "stay"."""
        self.dismiss(choice)


class ChooseScreen(ModalScreen[int | None]):
    """Pick one of several labels: digits, or arrows and Enter; Escape cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", key_display="esc"),
                Binding("q", "cancel", "Cancel", show=False)] + [
        Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)]

    def __init__(self, title: str, labels: Sequence[str]):
        super().__init__()
        self.title_text = title
        self.labels = list(labels)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            yield OptionList(*[Option(Text(f"{i + 1} {label}")) for i, label in
                               enumerate(self.labels)], id="choices")
            yield Static(Text("digit or arrows+Enter: choose   q/Esc: cancel", style="dim"))

    def on_mount(self) -> None:
        """Focus the list with its first entry highlighted."""
        choices = self.query_one("#choices", OptionList)
        choices.highlighted = 0
        choices.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on an entry chooses it."""
        event.stop()
        self.dismiss(event.option_index)

    def action_pick(self, number: int) -> None:
        """A digit chooses entry ``number`` (1-based)."""
        if 1 <= number <= len(self.labels):
            self.dismiss(number - 1)

    def action_cancel(self) -> None:
        """Close without choosing."""
        self.dismiss(None)


class GameOverScreen(FreshKeysOnly, ModalScreen[str]):
    """The winner, clearly: Enter goes on, Escape shows the board.

    ``onward``: where Enter leads, in words ("title screen", or "campaign:
    next scenario" for a campaign game, whose app opens the campaign).
    A game's subclass may add keys (its own ``BINDINGS`` calling
    ``choose``) and say them in ``MORE_KEYS`` (a line under the usual keys).
    """

    MORE_KEYS = ""
    BOARD_WORD = "board"
    """What the game calls its board (Pack of Heroes: "grid"), for "b/Esc: see the ..."."""

    BINDINGS = [
        Binding("enter", "choose('title')", "Go on", key_display="enter"),
        Binding("escape", "choose('board')", "See the board", key_display="esc"),
        Binding("b", "choose('board')", "See the board", show=False),
        Binding("q", "choose('quit')", "Quit", key_display="q"),
    ]

    def __init__(self, headline: str, details: Sequence[str], onward: str = "title screen"):
        super().__init__()
        self.headline = headline
        self.details = list(details)
        self.onward = onward

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog gameover"):
            yield Static(Text("GAME OVER", style="bold"), classes="dialog-title")
            yield Static(Text(self.headline, style="bold reverse"), id="winner")
            yield Static(Text("\n".join(self.details)))
            if self.MORE_KEYS:
                yield Static(Text(self.MORE_KEYS, style="bold"))
            yield Static(Text(f"Enter: {self.onward}   b/Esc: see the {self.BOARD_WORD}   q: quit",
                              style="dim"))

    def on_mount(self) -> None:
        """Clear the toasts: one shown just before the end (a refused key, a save)
        sat over the dialog's last line, its keys, at 80x24."""
        self.app.clear_notifications()

    def action_choose(self, choice: str) -> None:
        """Close with "title", "board" or "quit" (or a subclass's own choice)."""
        self.dismiss(choice)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: y answers yes; n, Escape or Enter answer no.

    Every question asked is before something that costs a turn or a game (ending a
    turn with cards left, Refresh, abandoning a game), so Enter, pressed twice out
    of habit, takes the safe answer (issue 15: no Enter traps)."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", key_display="y", priority=True),
        Binding("n,escape,enter", "answer(False)", "No", key_display="n", priority=True),
    ]

    def __init__(self, title: str, lines: Sequence[str], yes: str = "yes", no: str = "no"):
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.yes, self.no = yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.title_text, style="bold"), classes="dialog-title")
            yield Static(Text("\n".join(self.lines)))
            yield Static(Text(f"y: {self.yes}   n/Esc/Enter: {self.no}", style="bold"))

    def action_answer(self, yes: bool) -> None:
        """Close with the answer."""
        self.dismiss(yes)
