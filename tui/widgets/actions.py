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

    def set_actions(self, actions: list[Action], labels: list[str] | None = None) -> None:
        """Replace the listed actions, keeping the highlight on the same action if present.

        ``labels`` (one per action) replace the actions' own labels on screen.
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
            self.highlighted = self.actions.index(old) if old in self.actions else 0

    @property
    def highlighted_action(self) -> Action | None:
        """The action under the highlight, or None."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.actions):
            return None
        return self.actions[index]
