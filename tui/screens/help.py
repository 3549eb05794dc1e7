"""The help screen: keys, how to play cards, computer players, and the auto-pass setting."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

HELP = """\
Game screen keys
  1-9       select / unselect hand card 1-9
  Enter     use the selected cards (play, discard, deploy, choose);
            with nothing selected, apply the highlighted action
  Up/Down   move in the actions list (draw, clear, end turn, ...)
  Space, p  pass          r  refresh your hand (skips your actions)
  Esc       unselect      ctrl+p  every legal action, by name
  s         save now      a  auto-pass on/off
  L         the whole log (read back what happened)
  ?         this help     q  quit (asks first; the game is saved)

Hand: [x] selected, * playable now; name, kind, cost and attribute
(B, M, X), value (~ variable: its value now), type (fast, rest =
restricted, excl = exclusive). A selected card's text shows at right.
Board: free/total points per attribute, the top card of each stack
and (in brackets) how many cards the stack holds.

Pass-and-play: when another player must decide (the defender during
an attack, too), a hand-off screen hides the hands until that player
presses Enter. Auto-pass: when passing is all you can do, the game
passes for you, without a hand-off.

Orc Wars campaign: o on the title screen (or herotable campaign).
Each player's experience level as the Orc, per scenario, sets the
dirty tricks (First time 3, Novice 2, Trained 1, Expert and True Orc
0); ? on the campaign screen gives the exact definitions.
"""

AI_HELP = """\
Computer players: on the new-game form each seat is Human or AI easy,
normal or hard (herotable new GAME --ai 2, or --ai 1:hard,3:easy).
While a computer player thinks, the bottom line names it and counts
the seconds; its moves then show in the log one by one. Press . or
space to see them without the pause, up to your next decision. Help,
save and quit keep working meanwhile. Hand-offs come only between
people sharing the keyboard; playing alone, your hand stays on screen.
"""


class HelpScreen(ModalScreen[None]):
    """Keys and settings; a toggles auto-pass, Esc/?/q closes."""

    BINDINGS = [
        Binding("escape,question_mark,q", "close", "Close", key_display="esc"),
        Binding("a", "toggle_autopass", "Auto-pass", key_display="a"),
    ]

    def __init__(self, text: str | None = None, autopass: bool = True):
        """``text``: the game screen's own help (default: the common game screen's);
        ``autopass``: show the auto-pass setting (games without passing leave it out)."""
        super().__init__()
        self.text = text or HELP
        self.autopass = autopass

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help"):
            yield Static(Text("Help", style="bold"), classes="dialog-title")
            yield Static(id="autopass")
            yield Static(Text(self.text))
            yield Static(Text(AI_HELP))

    def on_mount(self) -> None:
        """Show the current auto-pass setting."""
        self.show_setting()

    def show_setting(self) -> None:
        """Redraw the auto-pass line."""
        state = "ON" if self.app.auto_pass else "OFF"
        line = f"Auto-pass is {state} (press a to change). " if self.autopass else ""
        self.query_one("#autopass", Static).update(Text(line + "Esc closes.", style="bold"))

    def action_toggle_autopass(self) -> None:
        """Turn auto-pass on or off."""
        self.app.toggle_auto_pass()
        self.show_setting()

    def action_close(self) -> None:
        """Back to where help was opened."""
        self.dismiss(None)
