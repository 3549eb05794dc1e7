"""The attack dialog (Hero Realms): pick a target, then how much Combat to spend.

Targets and amounts are the legal ``attack_player`` / ``attack_champion``
actions grouped by ``words.attack_targets``; the dialog returns one of
those actions (or None). The amount starts at the most the target can take.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engine import Action

from .words import AttackTarget


class AttackScreen(ModalScreen[Action | None]):
    """Up/Down: target; Left/Right, +/- or digits: amount; Enter attacks; Esc cancels."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", key_display="esc"),
        Binding("q", "cancel", "Cancel", show=False),
        Binding("enter", "attack", "Attack", key_display="enter", priority=True),
        Binding("left,minus", "step(-1)", "Less", key_display="left"),
        Binding("right,plus,equals_sign", "step(1)", "More", key_display="right"),
        Binding("backspace", "erase", "Erase", show=False),
        *[Binding(str(d), f"digit({d})", show=False) for d in range(10)],
    ]

    def __init__(self, targets: Sequence[AttackTarget], combat: int, start: int = 0):
        super().__init__()
        self.targets = list(targets)
        self.combat = combat
        self.start = start if 0 <= start < len(self.targets) else 0
        self.amount = self.targets[self.start].most if self.targets else 0
        self.typed = ""

    def compose(self) -> ComposeResult:
        width = max([len(t.label) for t in self.targets] + [10]) + 2
        with Vertical(classes="dialog attack"):
            yield Static(Text(f"Attack with your {self.combat} Combat", style="bold"),
                         classes="dialog-title")
            yield OptionList(*[Option(Text(f"{t.label:<{width}}{t.detail}"))
                               for t in self.targets], id="targets")
            yield Static(id="amount")
            yield Static(Text("Up/Down: target  Left/Right or digits: amount  "
                              "Esc: cancel", style="dim"))

    def on_mount(self) -> None:
        """Focus the targets with the first one (or the one asked for) highlighted."""
        targets = self.query_one("#targets", OptionList)
        targets.highlighted = self.start
        targets.focus()
        self.show_amount()

    @property
    def target(self) -> AttackTarget | None:
        """The highlighted target."""
        index = self.query_one("#targets", OptionList).highlighted
        if index is None or not 0 <= index < len(self.targets):
            return None
        return self.targets[index]

    def show_amount(self) -> None:
        """Redraw the amount line."""
        target = self.target
        most = target.most if target else 0
        line = Text("Amount: ")
        line.append(f"< {self.amount} >", style="bold reverse")
        line.append(f"  (1 to {most})")
        action = target.action_for(self.amount) if target else None
        if action is not None:                  # exactly what Enter does
            line.append(f"\nEnter: {action.label}", style="bold")
        self.query_one("#amount", Static).update(line)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """A new target: the amount goes to the most it can take."""
        event.stop()
        target = self.target
        if target is not None:
            self.amount = target.most
            self.typed = ""
            self.show_amount()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click (or Enter) on a target attacks it."""
        event.stop()
        self.action_attack()

    def action_step(self, delta: int) -> None:
        """One more or one less (within 1 and the target's most)."""
        target = self.target
        if target is not None:
            self.amount = min(target.most, max(1, self.amount + delta))
            self.typed = ""
            self.show_amount()

    def action_digit(self, digit: int) -> None:
        """Type the amount; a number too big starts again from this digit."""
        target = self.target
        if target is None:
            return
        typed = self.typed + str(digit)
        if not 1 <= int(typed) <= target.most:
            typed = str(digit)
        if 1 <= int(typed) <= target.most:
            self.typed = typed
            self.amount = int(typed)
        else:
            self.app.bell()
        self.show_amount()

    def action_erase(self) -> None:
        """Backspace: forget the typed digits (back to the most)."""
        if self.target is not None:
            self.typed = self.typed[:-1]
            self.amount = int(self.typed) if self.typed else self.target.most
            self.show_amount()

    def action_attack(self) -> None:
        """Close with the legal attack on the target for the amount shown."""
        target = self.target
        action = target.action_for(self.amount) if target else None
        if action is None:
            self.app.bell()
            return
        self.dismiss(action)

    def action_cancel(self) -> None:
        """Close without attacking."""
        self.dismiss(None)
