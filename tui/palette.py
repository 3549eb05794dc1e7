"""The command palette: Enter acts on the complete query, and an ASCII variant.

``HerotablePalette``: Textual's palette searches in a worker after each key, and
Enter picks whatever the list shows at that moment. Typed in one burst
("ctrl+p", "Bid D2: Sneak", Enter) the list still held the hits for part of the
query, so Enter ran one of those (a bid of Precise Crossbow) while the whole
query matched nothing. Here an Enter that arrives while a search is still running
waits for that search; then it picks the best hit of the complete query, or, when
nothing matches it, does nothing and says so.

``AsciiCommandPalette`` (``--ascii``, or a terminal that is not UTF-8): Textual's
``CommandPalette`` draws ``hkey`` rules (block characters), a magnifier emoji and a
loading indicator of dots; this swaps those for ASCII rules and a ``>`` prompt, and
shows no loading indicator.
"""
from __future__ import annotations

from textual import on
from textual.command import CommandInput, CommandList, CommandPalette, SearchIcon
from textual.widgets import Input
from textual.worker import Worker


class HerotablePalette(CommandPalette):
    """The command palette whose Enter acts only on a hit of the whole query."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._enter_waiting = False

    def _searching(self) -> bool:
        """True while a search for the query is still gathering hits."""
        return any(w.node is self and w.group == self._GATHER_COMMANDS_GROUP
                   and not w.is_finished and not w.is_cancelled for w in self.app.workers)

    @on(Input.Changed)
    def _query_changed(self, event: Input.Changed) -> None:
        """A key typed after an Enter that waits: the Enter was for the shorter text."""
        self._enter_waiting = False

    @on(Input.Submitted)
    def _select_or_command(self, event: Input.Submitted | None = None) -> None:
        """Enter: once the search for the whole query is done, its best hit; none:
        nothing is run and the palette says so."""
        if event is not None:
            event.stop()
            event.prevent_default()      # not the base class's handler as well
        if self._searching():
            self._enter_waiting = True
            return
        self._enter_waiting = False
        commands = self.query_one(CommandList)
        hits = [commands.get_option_at_index(i) for i in range(commands.option_count)]
        hits = [h for h in hits if h.id != self._NO_MATCHES and not h.disabled]
        query = self.query_one(CommandInput).value.strip()
        if self._list_visible and not hits:
            self._say_no_match(query)
            return
        if not self._list_visible and self._selected_command is None and query:
            self._say_no_match(query)
            return
        super()._select_or_command()

    def _say_no_match(self, query: str) -> None:
        self.app.notify(f"Nothing matches {query!r}: nothing was done.",
                        severity="warning", markup=False)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A search finished: an Enter that waited for it acts now."""
        if self._enter_waiting and event.worker.group == self._GATHER_COMMANDS_GROUP \
                and event.worker.is_finished and not self._searching():
            self._select_or_command()


class AsciiCommandPalette(HerotablePalette):
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
