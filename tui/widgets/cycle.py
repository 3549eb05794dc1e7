"""A one-line chooser: "< value >", left/right (or space) cycles the value."""
from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


class Cycle(Widget, can_focus=True):
    """Pick one of a few values with the keyboard, without a drop-down."""

    BINDINGS = [
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
        Binding("space", "step(1)", "Next", show=False),
    ]

    index = reactive(0)

    class Changed(Message):
        """Posted when the value changes."""

        def __init__(self, cycle: "Cycle", value: Any):
            super().__init__()
            self.cycle = cycle
            self.value = value

    def __init__(self, choices: Sequence[tuple[str, Any]], value: Any = None, **kwargs):
        """``choices`` are (label, value) pairs; ``value`` picks the first shown."""
        super().__init__(**kwargs)
        self.choices = list(choices)
        values = [v for _, v in self.choices]
        self.set_reactive(Cycle.index, values.index(value) if value in values else 0)

    @property
    def value(self) -> Any:
        """The value chosen now."""
        return self.choices[self.index][1] if self.choices else None

    @value.setter
    def value(self, value: Any) -> None:
        values = [v for _, v in self.choices]
        if value in values:
            self.index = values.index(value)

    def render(self) -> Text:
        """"< Paladin >"."""
        label = self.choices[self.index][0] if self.choices else ""
        return Text(f"< {label} >")

    def action_step(self, delta: int) -> None:
        """Move to the previous or next value (wrapping)."""
        if self.choices:
            self.index = (self.index + delta) % len(self.choices)

    def watch_index(self, old: int, new: int) -> None:
        """Tell the screen about the new value."""
        if old != new:
            self.post_message(self.Changed(self, self.value))
