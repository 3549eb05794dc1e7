"""The actions list: legal actions that are not plays of hand cards, by their labels."""
from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Size
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
        self._scrollbar_first()
        width = self.scrollable_content_region.width
        if width != self._measured_width:
            if self._measured_width is not None:
                self._line_cache.clear()
                self._option_render_cache.clear()
            self._measured_width = width or None
        self._measure_one_liners()
        super()._update_lines()

    def _measure_one_liners(self) -> None:
        """Enter in the line cache, ahead of the base, the new entries whose label
        plainly fits on one row: the base wraps every entry to count its rows, which
        for a new list of 100-odd actions (Heroes of Timeline) was a sixth of a key's
        CPU, and makes a visual even for the entries never scrolled into view.

        The base goes on from the first entry not entered here, so a label that
        might wrap (too long, a newline or a tab, a padded line) is still measured
        by Textual itself.
        """
        region = self.scrollable_content_region
        if not region:
            return
        cache, options = self._line_cache, self.options
        start = cache.lines[-1][0] + 1 if cache.lines else 0
        if start >= len(options):
            return
        padding = self.get_component_styles("option-list--option").padding
        room = region.width - self._get_left_gutter_width() - padding.width
        room -= self.styles.line_pad * 2
        no_wrap = self.styles.text_wrap == "nowrap"
        for index in range(start, len(options)):
            option = options[index]
            prompt = option.prompt
            if option._divider or not isinstance(prompt, Text):
                return
            plain = prompt.plain
            if not plain or "\n" in plain or "\t" in plain or \
                    (not no_wrap and cell_len(plain) > room):
                return
            cache.index_to_line[index] = len(cache.lines)
            cache.heights[index] = 1
            cache.lines.append((index, 0))

    def _scrollbar_first(self) -> None:
        """Let Textual show the scrollbar before new entries are measured, when even
        at one row each they overflow the list: measured first at the width without
        it, every entry was measured again one column narrower as soon as the
        scrollbar came (a 183-entry list of walls, twice per key).

        The virtual height set here is a lower bound of the one the base sets right
        after; Textual's own rule (``_refresh_scrollbars``) decides.
        """
        if self.show_vertical_scrollbar or not self.scrollable_content_region \
                or self.styles.overflow_y != "auto":
            return
        cache = self._line_cache
        unmeasured = self.option_count - len(cache.heights)
        rows = len(cache.lines) + unmeasured
        if unmeasured > 0 and rows > self.container_size.height:
            size = Size(self.scrollable_content_region.width, rows)
            self.virtual_size = size
            self._scroll_update(size)

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
        reusable = self._reusable_options()      # before the labels change
        self.actions = list(actions)
        self.labels = labels
        self._marked = None
        if labels:
            # set_options, not clear_options + add_options: emptied first, the list
            # lost its scrollbar for a moment, so every entry was measured at the
            # wider width and again once the scrollbar came back
            self.set_options([self._option(i, reusable) for i in range(len(labels))])
        else:
            self.clear_options()
        if self.actions:
            # start None: Enter must not pick a turn-ending entry by default, so the
            # old highlight (End turn, last turn) is not kept either
            keep = old in self.actions and start is not None
            self.highlighted = self.actions.index(old) if keep else start

    def _reusable_options(self) -> dict[str, list[Option]]:
        """The options listed now, by label, that a new list may take over.

        An ``Option`` keeps its measured and styled form (Textual's visual, which
        caches its height per width); a new ``Option`` for the same words is
        measured and wrapped again, which over a long list (Heroes of Timeline
        lists some 70 actions) was a good part of a key's CPU. Only plain
        prompts (no NO_COLOR cursor column) are handed on, each at most once.
        """
        if self._lettered():
            return {}
        found: dict[str, list[Option]] = {}
        for option, label in zip(self.options, self.labels):
            prompt = option.prompt
            if isinstance(prompt, Text) and prompt.plain == label and not prompt.spans \
                    and not prompt.style and not option.disabled and not option._divider:
                found.setdefault(label, []).append(option)
        return found

    def _option(self, index: int, reusable: dict[str, list[Option]]) -> Option:
        """The option for entry ``index``: one listed before with the same words, or new."""
        if not self._lettered():
            same = reusable.get(self.labels[index])
            if same:
                return same.pop()
        return Option(self._prompt(index))

    @property
    def highlighted_action(self) -> Action | None:
        """The action under the highlight, or None."""
        index = self.highlighted
        if index is None or not 0 <= index < len(self.actions):
            return None
        return self.actions[index]
