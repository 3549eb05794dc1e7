"""The help screen: keys, computer players, the auto-pass setting, and a game's Rules
and Glossary pages (in our own words, from ``tui/games/<pkg>/``).

A game screen gives its pages as class attributes looked up by
``HerotableApp.show_help``: ``KEYS_HELP`` (str), ``RULES`` and ``GLOSSARY`` (lists of
``Topic``). ``tui.commands.HelpTopicsProvider`` lets the command palette find any
rules section or glossary term and opens the help there."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

HELP = """\
Keys everywhere
  Up/Down   move in a list       Enter  choose
  Tab       next field or panel  Esc    back, or close a dialog
  ctrl+p    the command palette: every command, and on a game
            screen every legal action and rules topic, by name
  ?         help: on a game screen, that game's keys, rules and
            glossary     q  quit (in a game it asks first)

Title screen: n new game, c continue the newest unfinished game,
l load a save, o the campaigns of the games that offer them.
Every game is saved after each action and can be resumed later.
"""

AI_HELP = """\
Computer players: on the new-game form each seat is Human or AI easy,
normal or hard (herotable new GAME --ai 2, or --ai 1:hard,3:easy).
While a computer player thinks, the bottom line names it and counts
the seconds; its moves then show in the log one by one. Press . or
space to see them without the pause, up to your next decision. Help,
save and quit keep working meanwhile. Hand-offs come only between
people sharing the keyboard; playing alone, your hand stays on screen.

w on a game screen: what would the AI play? When your seat decides,
the AI (the level of the table's AI seats, else normal) searches for
your seat from what you can see only, and shows its three best moves
with their share of the search; Tab asks at another level, any other
key closes. Each hint is kept in the save. At a hosted table hints
are on only with herotable host --hints.
"""


Topic = tuple[str, str]
"""A help topic: (heading or term, its text in our words)."""

PAGES = ("keys", "rules", "glossary")
PAGE_NAMES = {"keys": "Keys", "rules": "Rules", "glossary": "Glossary"}


def pages_line(page: str, rules: list[Topic], glossary: list[Topic]) -> Text:
    """The line naming the help pages, the shown one in bold: "Keys  Rules  Glossary"."""
    out = Text("Pages: ")
    for name in PAGES:
        if name == "rules" and not rules or name == "glossary" and not glossary:
            continue
        label = f"[{PAGE_NAMES[name][0].lower()}] {PAGE_NAMES[name]}"
        out.append(label, style="bold reverse" if name == page else "")
        out.append("  ")
    out.append("(Tab: next; ctrl+p: find)")   # one line in the 74 columns beside the scrollbar
    return out


def topic_text(topic: Topic, glossary: bool = False) -> Text:
    """One rules section (heading, then its text) or one glossary entry (term: meaning)."""
    head, body = topic
    if glossary:
        out = Text(head, style="bold")
        out.append(f": {body}")
        return out
    out = Text(head, style="bold underline")
    out.append("\n" + body.rstrip())
    return out


class HelpScreen(ModalScreen[None]):
    """Keys and settings, plus a game's Rules and Glossary pages; a toggles auto-pass,
    k/r/g (or Tab) switch pages, Esc/?/q closes; ctrl+p finds a topic."""

    @property
    def COMMANDS(self):      # noqa: N802 - Textual's name; imported late (tui.commands is light)
        from ..commands import HelpTopicsProvider
        return {HelpTopicsProvider}

    @property
    def RULES(self) -> list[Topic]:      # noqa: N802 - the name HelpTopicsProvider reads
        return self.rules

    @property
    def GLOSSARY(self) -> list[Topic]:      # noqa: N802 - the name HelpTopicsProvider reads
        return self.glossary

    SHOWN_WHEN_SMALL = True
    """Drawn in a window under 80x24 too (scrolled), its keys working: ``?`` opens it
    there, and a help that could not be seen could not be closed with Esc either."""

    BINDINGS = [
        Binding("escape,question_mark,q", "close", "Close", key_display="esc"),
        Binding("a", "toggle_autopass", "Auto-pass", key_display="a"),
        Binding("e", "toggle_end_question", "End-turn?", key_display="e"),
        Binding("k", "page('keys')", "Keys", key_display="k"),
        Binding("r", "page('rules')", "Rules", key_display="r"),
        Binding("g", "page('glossary')", "Glossary", key_display="g"),
        Binding("tab", "next_page", "Next page", show=False),
        # a setting's key where the setting is not shown: it says so (never silent)
        Binding("a", "no_setting('a')", show=False),
        Binding("e", "no_setting('e')", show=False),
    ]

    def __init__(self, text: str | None = None, autopass: bool = True, *,
                 rules: list[Topic] | None = None, glossary: list[Topic] | None = None,
                 page: str = "keys", topic: str | None = None,
                 end_turn_question: str | None = None):
        """``text``: the game screen's own keys help (default: the keys every screen has);
        ``autopass``: show the auto-pass setting (games without passing leave it out);
        ``rules``: the game's rules as (heading, text) sections, in our words;
        ``glossary``: (term, meaning) pairs; ``page``: the page shown first (one of
        ``PAGES``); ``topic``: a heading or term of that page to scroll to;
        ``end_turn_question``: the end-turn question setting's words, in the game's
        terms ("Ask before ending the attack ..."): shown, and ``e`` toggles
        ``app.confirm_end_turn`` (game screens that ask; None: left out).

        Raises ValueError for an unknown ``page``."""
        super().__init__()
        if page not in PAGES:
            raise ValueError(f"unknown help page {page!r}: one of {', '.join(PAGES)}")
        self.text = text or HELP
        self.autopass = autopass
        self.rules = list(rules or [])
        self.glossary = sorted(glossary or [], key=lambda t: t[0].lower())
        self.page = page
        self.topic = topic
        self.end_turn_question = end_turn_question

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help", id="help-scroll"):
            yield Static(Text("Help", style="bold"), classes="dialog-title")
            yield Static(id="autopass")
            yield Static(id="help-pages")
            with Vertical(id="help-page"):
                yield from self.page_widgets(self.page)

    def page_widgets(self, page: str) -> list[Static]:
        """The Statics of one page (keys: the screen's keys and the computer-player note)."""
        if page == "rules":
            return [Static(topic_text(t), classes="help-topic", name=t[0]) for t in self.rules]
        if page == "glossary":
            return [Static(topic_text(t, glossary=True), classes="help-topic", name=t[0])
                    for t in self.glossary]
        return [Static(Text(self.text)), Static(Text(AI_HELP))]

    def on_mount(self) -> None:
        """Show the current auto-pass setting and the page line; go to the topic."""
        self.show_setting()
        self.query_one("#help-pages", Static).update(
            pages_line(self.page, self.rules, self.glossary))
        if self.topic:
            self.call_after_refresh(self.scroll_to_topic, self.topic)

    def scroll_to_topic(self, topic: str) -> None:
        """Scroll so the section or term named ``topic`` is at the top."""
        for widget in self.query(".help-topic"):
            if widget.name == topic:
                self.query_one("#help-scroll", VerticalScroll).scroll_to_widget(
                    widget, animate=False, top=True)
                return

    async def show_page(self, page: str, topic: str | None = None) -> None:
        """Replace the page's Statics with ``page``'s, then scroll to ``topic``."""
        if page == "rules" and not self.rules or page == "glossary" and not self.glossary:
            self.notify(f"This game has no {PAGE_NAMES[page]} page.", markup=False)
            return
        self.page = page
        holder = self.query_one("#help-page", Vertical)
        await holder.remove_children()
        await holder.mount_all(self.page_widgets(page))
        self.query_one("#help-pages", Static).update(
            pages_line(page, self.rules, self.glossary))
        scroll = self.query_one("#help-scroll", VerticalScroll)
        scroll.scroll_home(animate=False)
        if topic:
            self.call_after_refresh(self.scroll_to_topic, topic)
        else:
            # again once the new page is laid out: a scroll still animating (End on
            # the last page) could otherwise carry the new page down with it
            self.call_after_refresh(scroll.scroll_home, animate=False)

    async def action_page(self, page: str) -> None:
        """k, r, g: the Keys, Rules or Glossary page."""
        await self.show_page(page)

    async def action_next_page(self) -> None:
        """Tab: the next page that this game has."""
        have = [p for p in PAGES if p == "keys" or (p == "rules" and self.rules)
                or (p == "glossary" and self.glossary)]
        await self.show_page(have[(have.index(self.page) + 1) % len(have)])

    def show_setting(self) -> None:
        """Redraw the settings lines (auto-pass, the end-turn question)."""
        what = ("ON: a pass that is your only move is made for you, with no hand-off; "
                "its \"(nothing to play)\" in the log tells the others (a: off)."
                if self.app.auto_pass else
                "OFF: a pass that is your only move waits for you (a: on).")
        lines = [f"Auto-pass {what}"] if self.autopass else []
        if self.end_turn_question:
            on = getattr(self.app, "confirm_end_turn", True)
            # the same form as the auto-pass line: the state, then the key and what it does
            lines.append(f"{self.end_turn_question}: "
                         + ("ON (e: off)." if on else "OFF (e: on)."))
        lines.append("Up/Down or PgUp/PgDn scroll; Esc closes.")
        self.query_one("#autopass", Static).update(Text("\n".join(lines), style="bold"))

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """The footer shows a setting's key only where the setting is shown."""
        if action == "toggle_autopass":
            return self.autopass
        if action == "toggle_end_question":
            return bool(self.end_turn_question)
        return True

    def action_no_setting(self, key: str) -> None:
        """a or e where that setting is not on this help: say why nothing changed."""
        what = ("This game has no auto-pass setting: nothing in it passes by itself."
                if key == "a" else
                "This game never asks before a turn ends: there is nothing to turn off."
                if self.rules else
                "The end-turn question is a game's setting: open the help from a game.")
        self.notify(what, severity="warning", markup=False)

    def action_toggle_end_question(self) -> None:
        """e: turn the end-turn question on or off (game screens only)."""
        if not self.end_turn_question:
            return
        self.app.toggle_confirm_end_turn()
        self.show_setting()

    def action_toggle_autopass(self) -> None:
        """Turn auto-pass on or off."""
        if not self.autopass:
            return
        self.app.toggle_auto_pass()
        self.show_setting()

    def action_close(self) -> None:
        """Back to where help was opened."""
        self.dismiss(None)
