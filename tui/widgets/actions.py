"""The actions list: legal actions that are not plays of hand cards, by their labels."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine import Action


class ActionList(OptionList):
    """A focusable list of actions; arrows move, the game screen's Enter applies.

    Long labels wrap. Textual's ``OptionList`` (8.2) measures each option's height
    once, at the content width of that moment, and caches its drawn lines keyed
    without the width; only a resize clears them. When the vertical scrollbar
    comes or goes (or the options were added before the panel had its width) the
    width changes without a resize, so a label measured as one line but drawn as
    two lost its second line ("Start with Gust (Player" without "1)"). Here the
    measured width is remembered and both caches are dropped when it changes.
    """

    CURSOR = "> "
    """With NO_COLOR the highlighted entry starts with this (the others with as many
    spaces): a shade alone is the only cursor a monochrome screen shows otherwise."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.actions: list[Action] = []
        self.labels: list[str] = []
        self._measured_width: int | None = None
        self._marked: int | None = None      # the entry that has the NO_COLOR cursor

    def _lettered(self) -> bool:
        """True when the cursor is drawn as a letter (NO_COLOR)."""
        return bool(getattr(self.app, "no_color", False))

    def _prompt(self, index: int, cursor: bool = False) -> Text:
        label = self.labels[index]
        if not self._lettered():
            return Text(label)
        return Text((self.CURSOR if cursor else " " * len(self.CURSOR)) + label)

    def watch_highlighted(self, highlighted: int | None) -> None:
        """The base's scrolling and message, and with NO_COLOR the cursor letter
        moved from the old entry to the new one."""
        if self._lettered() and highlighted != self._marked:
            count = len(self.labels)
            if self._marked is not None and self._marked < min(count, self.option_count):
                self.replace_option_prompt_at_index(self._marked, self._prompt(self._marked))
            if highlighted is not None and highlighted < min(count, self.option_count):
                self.replace_option_prompt_at_index(highlighted,
                                                    self._prompt(highlighted, cursor=True))
            self._marked = highlighted
        super().watch_highlighted(highlighted)

    def _update_lines(self) -> None:
        """The base's line measuring, redone from scratch when the content width
        differs from the one the cached lines were measured at (see the class)."""
        width = self.scrollable_content_region.width
        if width != self._measured_width:
            if self._measured_width is not None:
                self._line_cache.clear()
                self._option_render_cache.clear()
            self._measured_width = width or None
        super()._update_lines()

    def set_actions(self, actions: list[Action], labels: list[str] | None = None,
                    start: int | None = 0) -> None:
        """Replace the listed actions, keeping the highlight on the same action if present.

        ``labels`` (one per action) replace the actions' own labels on screen;
        ``start``: the entry highlighted otherwise (None: none, so Enter alone
        does nothing until an arrow key picks one).
        """
        labels = list(labels) if labels is not None else [a.label or a.kind for a in actions]
        if actions == self.actions and labels == self.labels and \
                self.option_count == len(actions):
            return
        old = self.highlighted_action
        self.actions = list(actions)
        self.labels = labels
        self.clear_options()
        self._marked = None
        self.add_options([Option(self._prompt(i)) for i in range(len(labels))])
        if self.actions:
            # start None: Enter must not pick a turn-ending entry by default, so the
            # old highlight (End turn, last turn) is not kept either
            keep = old in self.actions and start is not None
            self.highlighted = self.actions.index(old) if keep else start

    @property
    def highlighted_action(self) -> Action | None:
        """The action under the highlight, or None."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.actions):
            return None
        return self.actions[index]
