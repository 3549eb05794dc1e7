"""The inspector: one thing on the table (a card, an enemy, a dirty trick, a role...) in full.

Every game screen has the key ``i`` (see ``GameScreen.action_inspect``). It asks
the screen for ``inspections()``: the things the seat on screen may read now,
in the order a player scans them (the highlighted card first is not required:
the screen also says which one is highlighted), as :class:`Inspection`
records. The inspector shows one at a time, scrollable, with Left/Right (or
``h``/``l``, ``n``/``p``) to step to the others, so status-panel things (dirty
tricks, treasures, roles, clans) are as reachable as the card under the cursor.

What a record says is each game's words (``tui/games/<pkg>/``), built from the
engine's view; this module draws any of them the same way.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


@dataclass(frozen=True)
class Inspection:
    """One thing to read in full.

    ``name``: its printed name, never cut ("Bellow of Defiance");
    ``kind``: what it is ("Action card", "Champion", "Dirty Trick", "Enemy: Goblin");
    ``facts``: (label, value) pairs shown one per line ("Cost", "3"), ("Health", "5 of 7");
    ``keywords``: (keyword, one-line explanation) pairs for every game term it uses;
    ``text``: its rules text in full, several lines allowed;
    ``where``: where it is ("your hand, card 2", "the Market", "Player 2's board").
    """

    name: str
    kind: str = ""
    facts: tuple[tuple[str, str], ...] = ()
    keywords: tuple[tuple[str, str], ...] = ()
    text: str = ""
    where: str = ""

    def render(self) -> Text:
        """The record as Rich text (plain text inside: names are never markup)."""
        out = Text()
        out.append(self.name, style="bold")
        if self.kind:
            out.append(f"  ({self.kind})")
        if self.where:
            out.append(f"\n{self.where}", style="dim")
        if self.facts:
            width = max(len(label) for label, _ in self.facts)
            for label, value in self.facts:
                out.append(f"\n{label.ljust(width)}  ")
                out.append(str(value))
        if self.text:
            out.append("\n\n")
            out.append(self.text)
        if self.keywords:
            out.append("\n\nKeywords", style="bold")
            for word, meaning in self.keywords:
                out.append(f"\n{word}: ", style="bold")
                out.append(meaning)
        return out


@dataclass
class Inspections:
    """What ``GameScreen.inspections()`` returns: ``items`` and the index of the one
    under the cursor now (``start``; 0 when nothing is highlighted)."""

    items: list[Inspection] = field(default_factory=list)
    start: int = 0


class InspectorScreen(ModalScreen[None]):
    """Shows ``Inspection`` records one at a time; Left/Right step, Esc/i/q close."""

    BINDINGS = [
        Binding("escape,i,q", "close", "Close", key_display="esc"),
        Binding("right,l,n", "step(1)", "Next", key_display="→"),
        Binding("left,h,p", "step(-1)", "Previous", key_display="←"),
    ]

    def __init__(self, items: list[Inspection], start: int = 0):
        """``items``: at least one record; ``start``: the index shown first.

        Raises ValueError when ``items`` is empty (the caller says "nothing to
        inspect" instead of opening an empty inspector)."""
        super().__init__()
        if not items:
            raise ValueError("nothing to inspect")
        self.items = list(items)
        self.index = max(0, min(start, len(self.items) - 1))

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help", id="inspector"):
            yield Static(id="inspector-title", classes="dialog-title")
            yield Static(id="inspector-body")

    def on_mount(self) -> None:
        """Draw the first record."""
        self.show()

    def show(self) -> None:
        """Draw the current record and its place in the list."""
        count = len(self.items)
        title = Text("Inspect", style="bold")
        if count > 1:
            title.append(f"  {self.index + 1} of {count}  (Left/Right for the others)")
        title.append("  Esc closes")
        self.query_one("#inspector-title", Static).update(title)
        self.query_one("#inspector-body", Static).update(self.items[self.index].render())
        self.query_one("#inspector", VerticalScroll).scroll_home(animate=False)

    def action_step(self, delta: int) -> None:
        """Show the next (``delta`` 1) or previous (-1) record, wrapping around."""
        self.index = (self.index + delta) % len(self.items)
        self.show()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
