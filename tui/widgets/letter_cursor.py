"""A letter cursor for option lists drawn from rich ``Text`` rows (issue 15).

Under NO_COLOR the only cursor an ``OptionList`` has is a grey shade, which a
monochrome screen does not show. A list built on ``LetterCursorList`` starts
every row with one column: ">" on the highlighted row, a space on the others,
and moves the ">" with the highlight. Without NO_COLOR the rows are unchanged.
"""
from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class LetterCursorList(OptionList):
    """An ``OptionList`` whose highlighted row starts with ">" under NO_COLOR.

    Subclasses fill it with ``set_rows`` (not ``add_options``) so that the
    rows without the cursor column are kept to redraw moved cursors from.
    """

    CURSOR = ">"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._plain: list[Text] = []
        self._marked: int | None = None

    def lettered(self) -> bool:
        """True when the cursor is drawn as a letter (NO_COLOR)."""
        return bool(getattr(self.app, "no_color", False))

    def cursor_width(self) -> int:
        """Columns the cursor takes before each row: 1 under NO_COLOR, else 0."""
        return len(self.CURSOR) if self.lettered() else 0

    def _prompt(self, index: int, cursor: bool = False) -> Text:
        row = self._plain[index]
        if not self.lettered():
            return row
        return Text.assemble(self.CURSOR if cursor else " " * len(self.CURSOR), row)

    def set_rows(self, rows: list[Text], disabled: bool = False) -> None:
        """Replace every option with ``rows`` (the cursor column added as needed)."""
        self._plain = list(rows)
        self._marked = None
        self.clear_options()
        self.add_options([Option(self._prompt(i), disabled=disabled)
                          for i in range(len(rows))])

    def watch_highlighted(self, highlighted: int | None) -> None:
        """The base's scrolling and message, and under NO_COLOR the ">" moved from
        the old row to the new one."""
        if self.lettered() and highlighted != self._marked:
            count = min(len(self._plain), self.option_count)
            if self._marked is not None and self._marked < count:
                self.replace_option_prompt_at_index(self._marked, self._prompt(self._marked))
            if highlighted is not None and highlighted < count:
                self.replace_option_prompt_at_index(highlighted,
                                                    self._prompt(highlighted, cursor=True))
            self._marked = highlighted
        super().watch_highlighted(highlighted)
