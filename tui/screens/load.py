"""The load screen: saved games in the save folder, or a path typed in; ``r`` replays
the highlighted save instead of resuming it (read only)."""
from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

import saves
from saves.safe_text import shown

from .dialogs import ChooseScreen
from ..widgets.footer import KeyFooter


def describe_save(info) -> str:
    """Two lines for a save: the game's title and its players, then when it was last
    saved, its turn, its action count and "over" for a finished game (or one line:
    the file and its error). Header data only: no game is imported
    (``engine.game_title`` knows the built-in games' titles without them). A
    character that is not printable (a file name can hold any) shows as ``?``."""
    if getattr(info, "error", None):
        backup = " (its backup can be loaded)" if getattr(info, "backup", None) else ""
        return shown(f"{Path(info.path).name}: {info.error}{backup}")
    seats = getattr(info, "seats", None) or []
    players = ", ".join(str(s.get("name", "?")) for s in seats) or f"{info.players} players"
    when = str(getattr(info, "updated", "") or "")[:16].replace("T", " ")
    turn = getattr(info, "turn", None)
    turn_text = f"turn {turn}, " if turn is not None else ""
    over = ", over" if getattr(info, "over", None) else ""
    import engine
    return (shown(f"{engine.game_title(info.game_id)}: {players}") + "\n" +
            shown(f"  {when}, {turn_text}{info.action_count} "
                  f"action{'s' * (info.action_count != 1)}{over}"))


class LoadScreen(Screen[None]):
    """Pick a save with arrows and Enter, or type a path and press Enter."""

    BINDINGS = [Binding("escape", "back", "Back", key_display="esc"),
                Binding("r", "replay", "Replay", key_display="r"),   # not while typing a path
                Binding("q", "back", "Back", show=False)]      # not while typing a path

    def compose(self) -> ComposeResult:
        with Vertical(id="load"):
            yield Static(Text("Load a saved game", style="bold"), classes="dialog-title")
            yield Static("", id="load-folder")
            yield OptionList(id="save-list")
            yield Static("Or type a path:")
            yield Input(id="load-path", compact=True, placeholder=f"path/to/game{saves.SUFFIX}")
            yield Static("", id="load-error")
        yield KeyFooter()

    def on_mount(self) -> None:
        """List the saves in the save folder (saves.list_saves: newest first)."""
        folder = self.app.save_folder()
        self.query_one("#load-folder", Static).update(Text(shown(f"Folder: {folder}"),
                                                           style="dim"))
        listing = self.query_one("#save-list", OptionList)
        try:
            infos = saves.list_saves(folder) if folder is not None else []
        except (saves.SaveError, OSError) as exc:
            infos = []
            self.show_error(str(exc))
        for info in infos:
            broken = bool(getattr(info, "error", None)) and not getattr(info, "backup", None)
            listing.add_option(Option(Text(describe_save(info)), id=str(info.path),
                                      disabled=broken))
        if infos:
            listing.highlighted = 0
            listing.focus()
        else:
            listing.add_option(Option("(no saved games here)", disabled=True))
            self.query_one("#load-path", Input).focus()

    def show_error(self, message: str) -> None:
        """One red line under the form (a path in it may hold any character: see ``shown``)."""
        self.query_one("#load-error", Static).update(Text(shown(message), style="bold red"))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a save loads it."""
        event.stop()
        if event.option.id:
            self.load(event.option.id)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter on a typed path loads it."""
        event.stop()
        if event.value.strip():
            self.load(event.value.strip())

    def load(self, path: str) -> None:
        """Resume the game in ``path`` (read in a worker: ``app.open_save``); say why
        not, and offer a good backup if there is one. A guest's ``path`` is a name in
        the save folder (``tui/guest.py``: ``~`` is not expanded; the app refuses any
        other place in one line)."""
        guest = getattr(self.app, "guest", False)
        self.app.open_save(Path(path) if guest else Path(path).expanduser(), self.load_failed)

    def load_failed(self, outcome) -> None:
        """A load that failed (a ``LoadOutcome``): its line, and the backup if it loads."""
        self.show_error(outcome.error)
        if outcome.backup is not None:
            path = str(outcome.path)
            self.app.push_screen(
                ChooseScreen("This save cannot be read, but its backup can.",
                             ["Load the backup (it replaces the damaged file, "
                              "which is kept as .damaged)", "Cancel"]),
                lambda choice: self.load_backup(path) if choice == 0 else None)

    def load_backup(self, path: str) -> None:
        """Put the good backup of ``path`` back in place and resume it."""
        target = Path(path).expanduser()
        try:
            saves.restore_backup(target)
        except saves.SaveError as exc:
            self.show_error(str(exc))
            return
        self.load(str(target))

    def action_replay(self) -> None:
        """r: step through the highlighted save, read only (``tui/screens/replay.py``);
        its one line under the form when it cannot be replayed."""
        listing = self.query_one("#save-list", OptionList)
        index = listing.highlighted
        option = listing.get_option_at_index(index) if index is not None else None
        if option is None or not option.id:
            self.show_error("Pick a save in the list first (arrows), then r.")
            return
        from ..table.replay_table import ReplayTable
        self.show_error("")
        path = Path(option.id)
        if getattr(self.app, "guest", False):   # a listed save may be a symlink out
            from ..guest import GuestRefusal, confine
            try:
                path = confine(path, self.app.save_folder())
            except GuestRefusal as exc:
                self.show_error(str(exc))
                return
        # read and replayed in a thread, as a load is: a long save takes a moment
        self.run_worker(lambda: ReplayTable.open(path), thread=True, exit_on_error=False,
                        group="replay")

    def on_worker_state_changed(self, event) -> None:
        """The replay's save is read: show it, or its one line under the form."""
        from textual.worker import WorkerState
        if event.worker.group != "replay":
            return
        if event.state == WorkerState.SUCCESS and self.is_current:
            from .replay import replay_screen
            self.app.push_screen(replay_screen(event.worker.result))
        elif event.state == WorkerState.ERROR:
            self.show_error(str(event.worker.error).splitlines()[0])

    def action_back(self) -> None:
        """Return to the title screen."""
        self.dismiss(None)
