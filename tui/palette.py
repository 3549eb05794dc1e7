"""The command palette in plain ASCII (``--ascii``, or a terminal that is not UTF-8).

Textual's ``CommandPalette`` draws ``hkey`` rules (block characters), a magnifier
emoji and a loading indicator of dots; ``AsciiCommandPalette`` swaps those for
ASCII rules and a ``>`` prompt, and shows no loading indicator.
"""
from __future__ import annotations

from textual.command import CommandPalette, SearchIcon


class AsciiCommandPalette(CommandPalette):
    """The command palette drawn with ASCII only."""

    DEFAULT_CSS = """
    AsciiCommandPalette #--input { border: ascii $foreground 50%; }
    AsciiCommandPalette #--input.--list-visible { border-bottom: none; }
    AsciiCommandPalette CommandList { border-bottom: ascii $foreground 50%; }
    AsciiCommandPalette CommandList.--populating { border-bottom: none; }
    AsciiCommandPalette LoadingIndicator { display: none; }
    """

    def on_mount(self) -> None:
        """A ``>`` prompt instead of the magnifier."""
        for icon in self.query(SearchIcon):
            icon.icon = ">"
