"""The title screen: Continue, New game, Learn (a guided first game), a campaign (for a game that offers them: see
``tui.games.campaigns``), Load, Help, Quit."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tui.upstream.key_order import FreshKeysOnly
from tui.widgets.footer import KeyFooter

BANNER = "h e r o t a b l e"


def entries() -> list[tuple[str, str]]:
    """(key, label) of the menu: the campaign entry only if a game offers campaigns."""
    from ..games import campaigns
    offers = campaigns()
    out = [("continue", "Continue"), ("new", "New game"), ("learn", "Learn a game")]
    if offers:
        out.append(("campaign", offers[0][1].label))
    return out + [("load", "Load a saved game"), ("help", "Help"), ("quit", "Quit")]


class TitleScreen(FreshKeysOnly, Screen[None]):
    """The first screen; Continue is offered when a save exists.

    Only keys typed after it appeared act (``FreshKeysOnly``): the Enter that
    closed a game's game-over dialog, typed twice or three times on the heels
    of the game's last key, must not open the new-game form and start a game
    with its defaults (issue 15: no Enter traps)."""

    BINDINGS = [
        Binding("c", "pick('continue')", "Continue", key_display="c"),
        Binding("n", "pick('new')", "New", key_display="n"),
        Binding("e", "pick('learn')", "Learn", key_display="e"),
        Binding("o", "pick('campaign')", "Campaign", key_display="o"),
        Binding("l", "pick('load')", "Load", key_display="l"),
        Binding("question_mark", "pick('help')", "Help", key_display="?"),
        Binding("q", "pick('quit')", "Quit", key_display="q"),
    ]

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                with Vertical(id="title-box"):
                    yield Static(Text(BANNER, style="bold"), id="banner")
                    yield Static("hero card games at the terminal", id="tagline")
                    yield OptionList(*[Option(label, id=key) for key, label in entries()],
                                     id="menu")
                    yield Static("", id="title-note")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Offer Continue only when there is a save to continue."""
        self.refresh_menu()

    def on_screen_resume(self) -> None:
        """Coming back from a game: a save may exist now."""
        self.refresh_menu()

    def refresh_menu(self) -> None:
        """Enable or disable Continue and focus the menu."""
        menu = self.query_one("#menu", OptionList)
        newest = self.app.newest_save()
        if newest is None:
            menu.disable_option("continue")
            note = ("No unfinished game: Load lists the finished ones." if self._any_save()
                    else "No saved game yet.")
        else:
            menu.enable_option("continue")
            note = "Continue: your most recent game."
        self.query_one("#title-note", Static).update(Text(note, style="dim"))
        menu.highlighted = 0 if newest is not None else 1
        menu.focus()

    def _any_save(self) -> bool:
        """True when the save folder holds a save file (every one of them finished or
        damaged, when Continue has nothing to resume)."""
        import saves
        folder = self.app.save_folder()
        return folder is not None and any(folder.glob(f"*{saves.SUFFIX}"))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a menu entry."""
        event.stop()
        self.action_pick(event.option.id or "")

    def action_pick(self, key: str) -> None:
        """Do what a menu entry says."""
        app = self.app
        if key == "continue":
            app.continue_newest()
        elif key == "new":
            from .newgame import NewGameScreen
            app.push_screen(NewGameScreen())
        elif key == "learn":
            choose_lesson(app)
        elif key == "campaign":
            app.show_campaign()
        elif key == "load":
            from .load import LoadScreen
            app.push_screen(LoadScreen())
        elif key == "help":
            app.show_help()
        elif key == "quit":
            app.exit()


def choose_lesson(app, game_id: str | None = None) -> None:
    """Start a guided first game (``tui/lessons``): ``game_id``'s, or the one game
    with a lesson, or the game picked from a list of those that have one."""
    import engine
    from ..lessons.tables import games_with_lessons, start_lesson
    from ..session import SessionError
    from .dialogs import ChooseScreen

    def start(chosen: str) -> None:
        try:
            session = start_lesson(chosen, app.save_folder())
        except SessionError as exc:
            app.notify(str(exc), severity="error", markup=False)
            return
        app.start_session(session)

    if game_id is not None:
        start(game_id)
        return
    offered = games_with_lessons()
    if len(offered) == 1:
        start(offered[0])
    elif not offered:
        app.notify("No game has a lesson yet.", severity="warning", markup=False)
    else:
        app.push_screen(ChooseScreen("Learn which game?",
                                     [engine.game_title(g) for g in offered]),
                        lambda i: None if i is None else start(offered[i]))
