"""HerotableApp: the Textual application (title, new game, load, help, game).

Start it with a ``GameSession`` to go straight into a game, or without one
for the title screen. ``ascii=True`` draws every border with plain ASCII.
"""
from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path
from typing import Iterable

from textual.app import App, SystemCommand
from textual.events import Key, Resize
from textual.screen import Screen

import saves
from saves.safe_text import shown

from .upstream import escape_keys, gc_pacing
from .guest import GuestGuard
from .upstream.key_order import KeyOrder
from .toasts import OneToastEach
from .upstream.styles_cache_leak import release_removed_lines
from .screens.title import TitleScreen


escape_keys.install()      # Esc and the key after it in one read: two keys (see there)

HANG_UP_SIGNALS = tuple(name for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name))


def locale_is_utf8(environ) -> bool:
    """True when the locale in ``environ`` (LC_ALL, else LC_CTYPE, else LANG) is UTF-8.

    None set is the C locale, which is not. Python itself turns a C locale into
    LC_CTYPE=C.UTF-8 at start (PEP 538), so LC_CTYPE=C.UTF-8 is passed over
    (LANG decides; none: the C locale, as GNU screen with no LANG)."""
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = environ.get(name) or ""
        if not value or (name == "LC_CTYPE" and value == "C.UTF-8"):
            continue
        return "utf-8" in value.lower() or "utf8" in value.lower()
    return False


class HerotableApp(GuestGuard, KeyOrder, OneToastEach, App[None]):
    """The herotable terminal app.

    ``session``: a game to open at once (else the title screen).
    ``save_dir``: save folder override (else HEROTABLE_SAVE_DIR, else the
    per-user data folder). ``ascii``: no Unicode box drawing.
    ``auto_pass``: pass automatically when passing is the only legal action.
    ``load``: a save to open at once, read in a worker with its progress shown
    (``herotable load``/``continue``); if it fails, the app ends with status
    2 and ``load_failure`` holds why (``tui.screens.loading.LoadOutcome``).
    ``replay``: a ``tui.table.replay_table.ReplayTable`` to show at once (``herotable
    replay``); leaving it ends the app.
    ``campaign_ai``: ``{seat index: bot spec}`` preset as AI in the campaign
    start form (``herotable campaign --ai``; seat 0 the Orc).
    ``confirm_end_turn``: ask once before ending a turn while cards can still be
    played (games read it as ``getattr(app, "confirm_end_turn", True)``). Neither
    setting is kept between runs (auto-pass is not either): the help's Keys page
    toggles them for this run.
    ``guest``: a guest's app (``tui/guest.py``): saves only from the save folder, a
    shorter palette, no screenshot, no suspend; None: ``guest.guest_mode()`` (the
    ``HEROTABLE_GUEST`` variable).
    """

    CSS_PATH = "herotable.tcss"
    TITLE = "herotable"
    COMMAND_PALETTE_DISPLAY = "^p"

    def __init__(self, session: GameSession | None = None, *, save_dir: str | Path | None = None,
                 ascii: bool = False, auto_pass: bool = True, campaigns: bool = False,
                 confirm_end_turn: bool = True, load: str | Path | None = None,
                 campaign_ai: dict[int, str] | None = None, undo: bool = True,
                 replay=None, guest: bool | None = None):
        from .guest import guest_mode
        self.guest = guest_mode() if guest is None else bool(guest)
        self.ascii_mode = bool(ascii)
        self.locale_note: str | None = None
        super().__init__()
        self.initial_session = session
        self.initial_load = Path(load) if load is not None else None   # herotable load/continue
        self.load_failure = None   # the LoadOutcome that ended the app (initial_load failed)
        self.initial_replay = replay   # herotable replay: a ReplayTable to show, then exit
        self.open_campaigns = bool(campaigns)   # start on the campaign list (herotable campaign)
        # herotable campaign --ai: {seat index: bot spec} preset in the campaign start form
        self.campaign_ai = dict(campaign_ai or {})
        self.table_undo = bool(undo)   # herotable campaign --no-undo: the games it starts have none
        self.save_dir_override = save_dir
        self.auto_pass = bool(auto_pass)
        self.confirm_end_turn = bool(confirm_end_turn)
        self.handle_signals = False   # tui.cli.run_app: SIGHUP/SIGTERM save and exit
        self.exiting = False          # exit() was called: a load that ends now opens nothing
        if self.ascii_mode:
            self.add_ascii_filter()

    def add_ascii_filter(self) -> None:
        """Text in ASCII too (tui/ascii_text.py: a Textual line filter)."""
        from .ascii_text import AsciiFilter
        # Textual 8.2.8 has no public call to add a line filter; App keeps them in
        # _filters (where NO_COLOR puts its Monochrome filter)
        self._filters.append(AsciiFilter())

    # -- style -------------------------------------------------------------------
    def get_css_variables(self) -> dict[str, str]:
        """Add $ht-border/$ht-rule/$ht-vsep/$ht-overflow (ASCII when asked) and $ht-scrollbar."""
        variables = super().get_css_variables()
        ascii_mode = getattr(self, "ascii_mode", False)
        variables["ht-border"] = "ascii" if ascii_mode else "round"
        variables["ht-rule"] = "ascii" if ascii_mode else "solid"
        variables["ht-scrollbar"] = "0" if ascii_mode else "1"
        variables["ht-vsep"] = "ascii" if ascii_mode else "vkey"
        variables["ht-mark"] = "ascii" if ascii_mode else "outer"
        variables["ht-overflow"] = "clip" if ascii_mode else "ellipsis"
        return variables

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """What a player may want from the palette: the theme and Quit on the title
        screen, Quit elsewhere; on the game screen only the game's legal actions
        (a theme change or a screenshot mid-game or at a hand-off has no place)."""
        if getattr(screen, "session", None) is not None:     # a game screen
            return
        keep = {"Theme", "Quit"} if isinstance(screen, TitleScreen) else {"Quit"}
        if self.guest:
            from .guest import SYSTEM_COMMANDS
            keep &= SYSTEM_COMMANDS
        for command in super().get_system_commands(screen):
            if command.title in keep:
                yield command

    def action_command_palette(self) -> None:
        """The command palette whose Enter waits for the whole query's search
        (``tui/palette.py``), in ASCII when the app draws in ASCII."""
        from textual.command import CommandPalette
        from .palette import AsciiCommandPalette, HerotablePalette
        if self.use_command_palette and not CommandPalette.is_open(self):
            kind = AsciiCommandPalette if self.ascii_mode else HerotablePalette
            self.push_screen(kind(placeholder="Search for commands...",
                                  id="--command-palette"))

    # -- start -------------------------------------------------------------------
    def run(self, *args, **kwargs):
        """Run in the terminal; a terminal whose locale is not UTF-8 gets ASCII
        (``ascii_for_locale``). Pilot's ``run_test`` does not come here."""
        self.ascii_for_locale(os.environ)
        return super().run(*args, **kwargs)

    def ascii_for_locale(self, environ) -> bool:
        """Switch to ASCII when ``environ`` (a mapping like ``os.environ``) names no
        UTF-8 locale; the first screen then says so once. True if it switched."""
        if self.ascii_mode or locale_is_utf8(environ):
            return False
        self.ascii_mode = True
        self.add_ascii_filter()
        self.stylesheet.set_variables(self.get_css_variables())
        self.locale_note = ("This terminal's locale is not UTF-8: drawing with plain ASCII. "
                            "Set LANG=C.UTF-8 (or your language's .UTF-8) for box drawing.")
        return True

    def on_mount(self) -> None:
        """Open the game given at start, or the title screen; watch the window's size;
        collections of garbage wait for frames (``tui/upstream/gc_pacing.py``)."""
        gc_pacing.start()
        self.screen_change_signal.subscribe(self, lambda _: self.screen_changed())
        if self.locale_note:
            self.notify(self.locale_note, title="ASCII", timeout=8, markup=False)
        if self.handle_signals:
            loop = asyncio.get_running_loop()
            for name in HANG_UP_SIGNALS:
                loop.add_signal_handler(getattr(signal, name), self.save_and_exit, name)
            self.ignore_stop_signal()     # a guest's login has no shell to resume from
        if self.initial_replay is not None:
            from .screens.replay import replay_screen
            self.push_screen(replay_screen(self.initial_replay, exit_on_leave=True))
        elif self.initial_session is not None:
            self.push_screen(self.game_screen(self.initial_session))
        elif self.initial_load is not None:
            self.open_save(self.initial_load, self._initial_load_failed)
        else:
            self.push_screen(TitleScreen())
            if self.open_campaigns:
                self.show_campaign(on_title=True)

    def exit(self, *args, **kwargs) -> None:
        """End the app (Textual's ``exit``), noting it first in ``exiting``: a save
        still loading in a worker then opens no game screen on the way out."""
        self.exiting = True
        super().exit(*args, **kwargs)
    async def on_event(self, event) -> None:
        """After a resize, under 80x24 every screen shows the size notice. (The App's
        own resize handler stops the event, so an ``on_resize`` here never runs.)
        While the notice hides the screen, a key acts only if it is in
        ``KEYS_WHILE_TOO_SMALL``: any other is dropped with a bell, so no card is
        played and no hand-off passed by keys typed at a screen nobody can see. The
        help is drawn at any size, and its keys (Esc closes it) work there."""
        from .widgets.size_notice import shown_when_small, too_small
        if (isinstance(event, Key) and event.key not in self.KEYS_WHILE_TOO_SMALL
                and too_small(*self.size) and not shown_when_small(self.screen)):
            event.stop()
            event.prevent_default()
            self.bell()
            return
        await super().on_event(event)
        if isinstance(event, Resize):
            self.call_after_refresh(self.fit_to_window)

    def screen_changed(self) -> None:
        """Another screen is shown: fit it to the window; let the lines of the
        widgets that went with the last one be freed (``tui/upstream/styles_cache_leak.py``)."""
        release_removed_lines()
        self.fit_to_window()

    def fit_to_window(self) -> None:
        """Show (or take away) the small-window notice on every open screen."""
        from .widgets.size_notice import fit_screens
        fit_screens(self)

    def save_and_exit(self, signal_name: str = "SIGTERM") -> None:
        """Save every game this app holds open and end the app (SIGHUP, SIGTERM).

        The exit status is 128 plus the signal number, as a shell expects."""
        from .session import held_sessions
        for session in held_sessions():
            session.save()
        number = int(getattr(signal, signal_name, signal.SIGTERM))
        self.exit(return_code=128 + number)
        self._exit_watchdog(128 + number)

    KEYS_WHILE_TOO_SMALL = frozenset({"question_mark", "ctrl+c", "ctrl+q"})
    """Keys that still act under 80x24: the help (it only shows) and the quit keys."""

    EXIT_WATCHDOG = 5.0
    """Seconds a signalled app may take to shut down before the process ends anyway."""

    def _exit_watchdog(self, status: int) -> None:
        """Workaround for Textual 8.2.8: after SIGHUP (the terminal is gone) ``App``'s
        shutdown can block for ever in ``LinuxDriver.disable_input`` writing the
        mouse-off codes into ``WriterThread``'s bounded queue (``MAX_QUEUED_WRITES``),
        which the writer thread no longer drains; the process then lingers, holding
        its save. The games are saved already (``save_and_exit``), so when the app
        has not ended within ``EXIT_WATCHDOG`` seconds, this daemon timer ends the
        process with ``status``. ``tests/tui/test_tui_signals.py`` checks it."""
        import threading

        def stuck() -> None:
            from .session import held_sessions
            for session in held_sessions():
                session.flush()
            os._exit(status)
        timer = threading.Timer(self.EXIT_WATCHDOG, stuck)
        timer.daemon = True
        timer.start()

    def on_unmount(self) -> None:
        """Let go of the campaign files and game saves this app held open; the
        garbage collector goes back to Python's defaults (``tui/upstream/gc_pacing.py``)."""
        from .games import release_campaigns
        from .session import release_except
        release_campaigns()
        release_except(None)
        gc_pacing.stop()

    # -- saves -------------------------------------------------------------------
    def save_folder(self) -> Path | None:
        """The save folder (override > HEROTABLE_SAVE_DIR > platformdirs), or None."""
        try:
            return Path(saves.save_dir(self.save_dir_override))
        except (saves.SaveError, OSError) as exc:
            self.notify(f"No save folder: {exc}", severity="error", markup=False)
            return None

    def continue_pick(self):
        """What Continue resumes (``tui.resume.ContinuePick``), or None without a folder."""
        from .resume import pick_continue
        folder = self.save_folder()
        if folder is None:
            return None
        try:
            return pick_continue(folder)
        except (saves.SaveError, OSError):
            return None

    def newest_save(self) -> Path | None:
        """The save Continue opens: the newest unfinished game, or a newer damaged
        file (Continue then names it); None when there is neither."""
        pick = self.continue_pick()
        if pick is None:
            return None
        return pick.damaged.path if pick.damaged is not None else pick.path

    def continue_newest(self) -> None:
        """Resume the newest unfinished game at the exact position and decision; a
        newer save that is damaged is named first, with its backup if that reads."""
        pick = self.continue_pick()
        if pick is not None and pick.damaged is not None:
            self._offer_damaged(pick)
            return
        if pick is None or pick.path is None:
            self.notify("There is no unfinished game to continue.", severity="warning",
                        markup=False)
            return
        self.resume(pick.path)

    def resume(self, path: Path) -> None:
        """Open the game saved in ``path``; a one-line notice if it cannot be read."""
        self.open_save(path)

    def open_save(self, path: Path, failed=None) -> None:
        """Read and replay ``path`` in a worker (``LoadingScreen``: progress shown for a
        long save), then open its game. ``failed(outcome)`` is called with the
        ``LoadOutcome`` of a load that fails (default: a one-line notice). A guest's
        ``path`` must be in the save folder (``guest.confine``), else that fails."""
        from .screens.loading import LoadingScreen, LoadOutcome
        if self.guest:
            from .guest import GuestRefusal, confine
            try:
                path = confine(path, self.save_folder())
            except GuestRefusal as exc:
                outcome = LoadOutcome(Path(path), error=str(exc))
                (failed or (lambda o: self.notify(o.error, severity="error",
                                                  markup=False)))(outcome)
                return

        def done(outcome) -> None:
            if outcome.session is not None and self.exiting:   # quit while it loaded
                outcome.session.close()
            elif outcome.session is not None:
                self.start_session(outcome.session)
            elif failed is not None:
                failed(outcome)
            else:
                self.notify(outcome.error, severity="error", markup=False)
        self.push_screen(LoadingScreen(path), done)

    def _initial_load_failed(self, outcome) -> None:
        """The save given on the command line does not load: end with its line (cli)."""
        self.load_failure = outcome
        self.exit(return_code=2)

    def _offer_damaged(self, pick) -> None:
        """The newest save cannot be read: say which, offer its backup and the older game."""
        from .screens.dialogs import ChooseScreen
        from .resume import damaged_line
        damaged = pick.damaged
        choices, labels = [], []
        if damaged.backup is not None:
            choices.append("backup")
            labels.append("Load its backup (it replaces the damaged file, kept as .damaged)")
        if pick.path is not None:
            choices.append("older")
            labels.append(shown(f"Continue the game before it ({pick.path.name})"))
        choices.append("cancel")
        labels.append("Cancel")
        self.notify(damaged_line(damaged), severity="error", markup=False)

        def chosen(index: int | None) -> None:
            choice = choices[index] if index is not None else "cancel"
            if choice == "backup":
                try:
                    saves.restore_backup(damaged.path)
                except saves.SaveError as exc:
                    self.notify(str(exc), severity="error", markup=False)
                    return
                self.resume(damaged.path)
            elif choice == "older":
                self.resume(pick.path)
        self.push_screen(ChooseScreen(shown(f"{damaged.path.name} cannot be read"), labels),
                         chosen)

    # -- navigation --------------------------------------------------------------
    def _replace_all(self, screen: Screen) -> None:
        from .session import release_except
        while len(self.screen_stack) > 1:
            self.pop_screen()
        release_except(getattr(screen, "session", None))   # games no longer on screen
        self.push_screen(screen)

    @staticmethod
    def game_screen(session) -> Screen:
        """The screen that plays ``session`` (its game's own, or the common one)."""
        from .games import game_screen
        return game_screen(session)

    def start_session(self, session) -> None:
        """Show the game screen for ``session`` (closing every other screen)."""
        self._replace_all(self.game_screen(session))

    def show_title(self) -> None:
        """Back to the title screen (closing every other screen); from a campaign game
        that has ended, its campaign screen instead, which offers the next scenario."""
        session = getattr(self.screen, "session", None)
        link = getattr(session, "campaign", None)
        if link is not None and session.seat_state.is_over():
            self.show_campaign(link.path, session.game_id)
            return
        self._replace_all(TitleScreen())

    def show_campaign(self, path: str | Path | None = None, game_id: str | None = None,
                      on_title: bool = False) -> None:
        """The campaigns of the game that offers them (``tui.games.campaigns``), closing
        every other screen but the title screen; with ``path``, that campaign's own
        screen above the list. ``game_id``: whose campaigns (default: the first game
        offering them). ``on_title``: the title screen is the only one open (at start)."""
        from .games import campaigns
        offers = dict(campaigns())
        if not offers:
            self.notify("No game offers campaigns.", severity="warning", markup=False)
            return
        offer = offers.get(game_id) or next(iter(offers.values()))
        if not on_title:
            self._replace_all(TitleScreen())
        self.push_screen(offer.list_screen())
        if path is not None:
            self.push_screen(offer.campaign_screen(path))

    def show_help(self, page: str = "keys", topic: str | None = None) -> None:
        """Open the help screen: the screen's own keys (``KEYS_HELP``) and its game's
        ``RULES`` and ``GLOSSARY`` pages, if it has them; ``page``/``topic`` open it
        at one rules section or glossary term (the command palette does).

        The game reacts to a changed auto-pass setting. On a game screen that asks
        before ending a turn the Keys page also shows (and ``e`` toggles) that
        question, in the screen's own words (``END_TURN_QUESTION``).
        """
        from .screens.help import HelpScreen

        def closed(_: None) -> None:
            changed = getattr(self.screen, "settings_changed", None)
            if changed is not None:
                changed()
        screen = self.screen
        if isinstance(screen, HelpScreen):      # the palette, from inside the help
            self.pop_screen()
            screen = self.screen
        self.push_screen(HelpScreen(getattr(screen, "KEYS_HELP", None),
                                    getattr(screen, "AUTO_PASS", True),
                                    rules=getattr(screen, "RULES", None),
                                    glossary=getattr(screen, "GLOSSARY", None),
                                    page=page, topic=topic,
                                    end_turn_question=getattr(screen, "END_TURN_QUESTION", None)
                                    if getattr(screen, "session", None) is not None
                                    else None), closed)

    def ask_quit(self, saved: bool = True, problem: str | None = None) -> None:
        """Ask before quitting a game: quit, go to the title screen, or stay."""
        from .screens.dialogs import QuitScreen
        session = getattr(self.screen, "session", None)
        if not saved:
            message = f"The game could not be saved: {problem}"
        elif session is not None and session.seat_state.is_over():
            # nothing to resume: say where the finished game went
            message = "The game is over and saved." + (
                " Its result is recorded in the campaign (t shows it)."
                if getattr(session, "campaign", None) is not None else "")
        elif getattr(session, "remote", False):   # a joined seat: the host keeps the game
            again = getattr(session, "again", None) or "herotable join TABLE"
            message = ("The host keeps the game and your seat; to come back: " + again
                       if session.bound_seat is not None else
                       "The host keeps the game; to watch again: " + again)
        else:
            message = "The game is saved: choose Continue on the title screen to resume."

        def answered(choice: str | None) -> None:
            if choice == "quit":
                self.exit()
            elif choice == "title":
                self.show_title()
        self.push_screen(QuitScreen(message), answered)

    def toggle_auto_pass(self) -> None:
        """Turn auto-pass on or off and say which."""
        self.auto_pass = not self.auto_pass
        self.notify("Auto-pass on: a pass that is your only move is made for you."
                    if self.auto_pass else
                    "Auto-pass off: a pass that is your only move waits for your key.",
                    markup=False)

    def toggle_confirm_end_turn(self) -> None:
        """Turn the end-turn question on or off and say which."""
        self.confirm_end_turn = not self.confirm_end_turn
        self.notify(f"End-turn question {'on' if self.confirm_end_turn else 'off'}.",
                    markup=False)
