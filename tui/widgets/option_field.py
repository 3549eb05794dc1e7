"""Form fields built from ``engine.OptionSpec`` records: one widget per option value.

``choice`` and ``bool`` options get a :class:`Cycle` (left/right), ``int`` and
``text`` options a compact ``Input``. The new-game form and the campaign
dialogs use these, so no screen needs to know a game's options.
"""
from __future__ import annotations

from typing import Any

from textual.widget import Widget
from textual.widgets import Input

from .cycle import Cycle

BOOL_CHOICES = [("Yes", True), ("No", False)]


def choices_of(spec) -> list[tuple[str, Any]]:
    """(label, value) pairs a Cycle shows for a ``choice`` or ``bool`` spec."""
    if spec.kind == "bool":
        return list(BOOL_CHOICES)
    return [(c.label, c.value) for c in spec.choices]


def cycle_width(spec) -> int:
    """Cells a Cycle needs for the longest label of ``spec`` ("< Orc King >")."""
    return 4 + max((len(label) for label, _ in choices_of(spec)), default=1)


def make_field(spec, value: Any, widget_id: str, classes: str = "") -> Widget:
    """The widget editing one value of ``spec`` (a per-seat option: one seat's value)."""
    if spec.kind in ("choice", "bool"):
        return Cycle(choices_of(spec), value, id=widget_id, classes=classes)
    text = "" if value is None else str(value)
    if spec.kind == "int":
        return Input(text, id=widget_id, classes=classes, compact=True, type="integer")
    return Input(text, id=widget_id, classes=classes, compact=True,
                 max_length=spec.maximum or 24)


def read_field(spec, widget: Widget, fallback: Any = None) -> Any:
    """The value a field holds now: a Cycle's value, an ``int`` (``fallback`` when the
    text is not a whole number, so the game's check names the problem), or stripped
    text (``fallback`` when blank)."""
    if isinstance(widget, Cycle):
        return widget.value
    text = widget.value.strip() if isinstance(widget, Input) else ""
    if spec.kind == "int":
        return int(text) if text.lstrip("-").isdigit() else (text or fallback)
    return text or fallback


def set_field(widget: Widget, value: Any) -> None:
    """Show ``value`` in a field made by :func:`make_field`."""
    if isinstance(widget, Cycle):
        widget.value = value
    elif isinstance(widget, Input):
        widget.value = "" if value is None else str(value)
