"""The board panel of the common game screen: a game's table drawn from ``state.view(seat)``.

This panel draws any view with the generic drawing (``widgets/generic.py``);
a game with its own drawing subclasses it and overrides :meth:`BoardPanel.render_view`
(the HeroCard duel's is ``tui/games/herocard/board.py``).
"""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from .generic import render_generic


class BoardPanel(Static):
    """Every player on the table, drawn from ``state.view(seat)``."""

    _last: tuple[dict, int | None] | None = None

    def render_view(self, view: dict, acting: int | None, height: int) -> Text:
        """The board as text for a view (``acting``: the seat deciding now;
        ``height``: content lines available)."""
        return render_generic(view, acting)

    def is_generic(self, view: dict) -> bool:
        """True when the view is drawn with the generic drawing (the ``-generic`` class)."""
        return True

    def show(self, view: dict, acting: int | None) -> None:
        """Redraw from a view; ``acting`` is the seat that must decide now."""
        self._last = (view, acting)
        self.set_class(self.is_generic(view), "-generic")
        self.update(self.render_view(view, acting, self.content_region.height))

    def on_resize(self) -> None:
        """More or less room: redraw (a game's drawing may depend on the height)."""
        if self._last is not None:
            self.update(self.render_view(*self._last, self.content_region.height))
