"""The actions list: legal actions that are not plays of hand cards, by their labels."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine import Action


class ActionList(OptionList):
    """A focusable list of actions; arrows move, the game screen's Enter applies."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.actions: list[Action] = []
        self.labels: list[str] = []

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
        self.add_options([Option(Text(label)) for label in labels])
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
