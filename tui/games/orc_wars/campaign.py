"""Orc Wars campaign screens: the list of campaigns, one campaign, starting a scenario.

- ``CampaignListScreen``: every campaign in the save folder with its players
  and progress; Enter opens one, n starts a new one (``NewCampaignScreen``).
- ``CampaignScreen``: the six scenarios in the recommended order, each
  player's level and Orc record per scenario, the highlighted scenario's
  details, the game in progress and the recent games. Enter starts the
  highlighted scenario, n the recommended next one, r resumes the game in
  progress (``StartScenarioScreen``, in ``campaign_dialogs.py``, asks who
  plays the Orc and the Elves' heroes and roles; the Orc player's level is
  applied by the rules).

What is drawn comes from ``saves.Campaign`` (levels from
``engine.orc_wars.campaign``); nothing here decides a rule.
"""
from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

import saves
from saves.safe_text import shown
from engine.orc_wars import campaign as rules

from . import campaign_flow as flow
from tui.upstream.key_order import FreshKeysOnly
from tui.session import SessionError
from tui.screens.dialogs import ConfirmScreen
from .campaign_dialogs import NewCampaignScreen, StartScenarioScreen
from ...widgets.footer import KeyFooter
from tui.screens.help import HelpScreen

OUTCOME_TEXT = {"orc": "Orc won", "elves": "Elves won", "draw": "draw",
                "abandoned": "abandoned"}
SCENARIO_COLUMN = 22
PLAYER_COLUMNS = (11, 16)   # narrowest and widest player column


def _tricks(count: int) -> str:
    return "no dirty tricks" if count == 0 else "1 dirty trick" if count == 1 \
        else f"{count} dirty tricks"


def levels_help() -> str:
    """The experience levels in our words, with herotable's exact numbers."""
    share = rules.EXPERT_MIN_SHARE
    orc_share = rules.TRUE_ORC_MIN_SHARE
    t = rules.tricks_for
    return f"""\
Orc Wars campaign

Experience levels set the Orc player's dirty tricks. Only games
played as the Orc count; Elf games are recorded but change no level,
and abandoned games never count. Levels are per player and scenario.

  First time  never finished this scenario as the Orc
              ({_tricks(t('first-time'))})
  Novice      finished it as the Orc, never won ({_tricks(t('novice'))})
  Trained     won it as the Orc at least once ({_tricks(t('trained'))})
  Expert      won it as the Orc at least {rules.EXPERT_MIN_WINS} times, and at
              least {share.numerator}/{share.denominator} of the games played there as the Orc
              ({_tricks(t('expert'))})
  True Orc    Expert in at least {rules.TRUE_ORC_MIN_EXPERT} scenarios, and winner of at
              least {orc_share.numerator}/{orc_share.denominator} of all games as the Orc ({_tricks(t('true-orc'))},
              one Orc reinforcement per living Elf); this holds in
              every scenario, even one never played.

Levels are worked out again from the whole history after each game,
so they can drop: an Expert who starts losing is Trained again.

AI seats: the start form sets each seat to Human or an AI level
(herotable campaign --ai 2 sets seat 2, the first Elf). A game with
an AI seat is recorded in the history (marked AI), but it changes
no level of the player whose seat the AI played, as Orc or as Elf;
the people at the table still count it.

Campaign screen keys
  Up/Down  choose a scenario    Enter  start the highlighted one
  n        start the recommended next scenario
  r        resume the game in progress
  ?        this help            Esc    back
The table shows each player's level as the Orc and Orc wins/games.
A campaign game's result is recorded when it ends; Continue on the
title screen resumes a campaign game and still records it."""


def campaign_summary(campaign: saves.Campaign) -> Text:
    """Two lines for the list: players, then progress and what comes next."""
    text = Text(", ".join(campaign.players), style="bold")
    text.append(f"\n  {campaign.progress()}; ")
    if campaign.in_progress is not None:
        text.append(f"in progress: {flow.scenario_name(campaign.in_progress['scenario'])} "
                    f"({campaign.in_progress['orc']} is the Orc)")
    else:
        text.append(f"next: {flow.scenario_name(campaign.next_scenario())}")
    return text


class CampaignListScreen(Screen[None]):
    """Campaigns in the save folder, newest first; Enter opens, n starts a new one."""

    CSS = """
    CampaignListScreen #campaign-list { height: 1fr; border: $ht-border $primary; }
    CampaignListScreen #campaign-list:focus { border: $ht-border $accent; }
    CampaignListScreen #campaigns { padding: 0 1; }
    CampaignListScreen #campaigns-error { height: auto; }
    """
    BINDINGS = [
        Binding("n", "new", "New campaign", key_display="n"),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("escape", "back", "Back", key_display="esc"),
        Binding("q", "back", "Back", show=False),       # as on every other screen
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="campaigns"):
            yield Static(Text("Orc Wars campaigns", style="bold"), classes="dialog-title")
            yield OptionList(id="campaign-list")
            yield Static(Text("Enter: open   n: new campaign   ?: levels and keys   "
                              "Esc: back", style="dim"))
            yield Static("", id="campaigns-error")
        yield KeyFooter()

    def on_mount(self) -> None:
        """List the campaigns."""
        self.refresh_list()

    def on_screen_resume(self) -> None:
        """Back from a campaign: its progress may have changed."""
        self.refresh_list()

    def refresh_list(self) -> None:
        """Rebuild the list from the campaign files (``saves.list_campaigns``)."""
        listing = self.query_one("#campaign-list", OptionList)
        listing.clear_options()
        folder = self.app.save_folder()
        try:
            infos = saves.list_campaigns(folder) if folder is not None else []
        except (saves.SaveError, OSError) as exc:
            infos = []
            self.show_error(str(exc))
        for info in infos:
            if info.campaign is None:
                problem = str(info.error).removeprefix(f"{info.path}: ")
                listing.add_option(Option(Text(shown(f"{info.path.name}: {problem}")),
                                          id=str(info.path), disabled=True))
            else:
                listing.add_option(Option(campaign_summary(info.campaign), id=str(info.path)))
        listing.add_option(Option(Text("+ New campaign", style="bold"), id="new"))
        first = next((i for i in range(listing.option_count)
                      if not listing.get_option_at_index(i).disabled), 0)
        listing.highlighted = first
        listing.focus()

    def show_error(self, message: str) -> None:
        """One red line under the list."""
        self.query_one("#campaigns-error", Static).update(Text(message, style="bold red"))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter: open the campaign, or make a new one."""
        event.stop()
        if event.option.id == "new":
            self.action_new()
        elif event.option.id:
            self.open(Path(event.option.id))

    def open(self, path: Path) -> None:
        """Show one campaign (it is held open from now on)."""
        try:
            flow.hold(path)
        except (saves.SaveError, OSError) as exc:
            self.show_error(str(exc))
            return
        self.app.push_screen(CampaignScreen(path))

    def action_new(self) -> None:
        """Ask for the players' names, then open the new campaign."""
        def made(names: list[str] | None) -> None:
            if not names:
                return
            folder = self.app.save_folder()
            if folder is None:
                return
            try:
                held = flow.create(folder, names)
            except (ValueError, saves.SaveError, OSError) as exc:
                self.show_error(str(exc))
                return
            self.app.push_screen(CampaignScreen(held.path))
        self.app.push_screen(NewCampaignScreen(), made)

    def action_help(self) -> None:
        """The levels and the keys."""
        self.app.push_screen(HelpScreen(levels_help(), autopass=False))

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.show_title()


class CampaignScreen(FreshKeysOnly, Screen[None]):
    """One campaign: scenarios x players table, details, the game in progress, history.

    Shown after a campaign game's game-over dialog: an Enter typed before it
    appeared does not go on to the next scenario (``FreshKeysOnly``)."""

    CSS = """
    CampaignScreen #camp-title { height: 1; background: $primary-background; }
    CampaignScreen #camp-head { height: 1; padding: 0 1; color: $text-muted; }
    CampaignScreen #camp-table { height: auto; max-height: 8; border: none; padding: 0 1;
                                 text-wrap: nowrap; }
    CampaignScreen #camp-table:focus { border: none; }
    CampaignScreen #camp-detail { height: auto; }
    CampaignScreen #camp-note { height: auto; }
    CampaignScreen #camp-history { height: 1fr; }
    """
    BINDINGS = [
        Binding("enter", "start_highlighted", "Start", key_display="enter"),
        Binding("n", "next", "Next scenario", key_display="n"),
        Binding("r", "resume", "Resume", key_display="r"),
        Binding("question_mark", "help", "Levels", key_display="?"),
        Binding("escape", "back", "Back", key_display="esc"),
        Binding("q", "back", "Back", show=False),       # as on every other screen
    ]

    def __init__(self, path: str | Path):
        super().__init__()
        self.path = Path(path)
        self.held: saves.OpenCampaign | None = None

    @property
    def campaign(self) -> saves.Campaign:
        """The campaign's live data."""
        assert self.held is not None
        return self.held.campaign

    def compose(self) -> ComposeResult:
        yield Static("", id="camp-title")
        yield Static("", id="camp-head")
        yield OptionList(id="camp-table")
        yield Static("", id="camp-detail", classes="panel")
        yield Static("", id="camp-note", classes="panel")
        yield Static("", id="camp-history", classes="panel")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Hold the campaign file and draw; the recommended scenario is highlighted."""
        try:
            self.held = flow.hold(self.path)
        except (saves.SaveError, OSError) as exc:
            self.notify(str(exc), severity="error", markup=False)
            self.app.pop_screen()
            return
        if self.campaign.cleaned:   # names from the file that could not be shown as they were
            self.notify(self.campaign.cleaned, severity="warning", markup=False)
        self.query_one("#camp-detail").border_title = "Scenario"
        self.query_one("#camp-history").border_title = "Games"
        self.redraw(highlight=self.campaign.next_scenario())

    def on_screen_resume(self) -> None:
        """Back from a dialog or a game: redraw."""
        if self.held is not None:
            self.redraw()

    # -- drawing -------------------------------------------------------------------
    def redraw(self, highlight: str | None = None) -> None:
        """Redraw everything from the campaign data."""
        campaign = self.campaign
        scenarios = campaign.scenarios()
        table = self.query_one("#camp-table", OptionList)
        keep = highlight or self.highlighted_scenario() or campaign.next_scenario()
        self.query_one("#camp-title", Static).update(Text(
            f" Orc Wars campaign: {', '.join(campaign.players)}  ({campaign.progress()})",
            style="bold"))
        width = self.column_width()
        head = Text(" " * 2 + "Scenario".ljust(SCENARIO_COLUMN))
        for player in campaign.players:
            head.append(player[:width - 1].ljust(width))
        self.query_one("#camp-head", Static).update(head)
        records, levels = campaign.records(), campaign.levels()
        table.clear_options()
        for scenario in scenarios:
            table.add_option(Option(self.row(scenario, records, levels), id=scenario))
        table.highlighted = scenarios.index(keep) if keep in scenarios else 0
        table.focus()
        self.show_detail()
        self.show_note()
        self.show_history()
        self.refresh_bindings()

    def column_width(self) -> int:
        """Characters per player column: what the screen width allows, 11 to 16."""
        room = (self.size.width or 80) - 4 - SCENARIO_COLUMN
        low, high = PLAYER_COLUMNS
        return max(low, min(high, room // max(1, len(self.campaign.players))))

    def row(self, scenario: str, records: dict, levels: dict) -> Text:
        """One table row: marker (> next, * in progress), scenario name, each
        player's level and Orc wins/games (left out when the column is too narrow)."""
        campaign = self.campaign
        width = self.column_width()
        progress = campaign.in_progress
        if progress is not None and progress["scenario"] == scenario:
            marker = "* "
        elif progress is None and scenario == campaign.next_scenario():
            marker = "> "
        else:
            marker = "  "
        text = Text(marker, style="bold")
        text.append(flow.scenario_name(scenario)[:SCENARIO_COLUMN - 1].ljust(SCENARIO_COLUMN))
        for player in campaign.players:
            rec = records[player][scenario]
            cell = rules.LEVEL_NAMES[levels[player][scenario]]
            if rec.orc_played and len(cell) + len(f" {rec.orc_won}/{rec.orc_played}") < width:
                cell += f" {rec.orc_won}/{rec.orc_played}"
            text.append(cell[:width - 1].ljust(width))
        return text

    def highlighted_scenario(self) -> str | None:
        """The scenario id of the highlighted row (None before the first draw)."""
        table = self.query_one("#camp-table", OptionList)
        if table.highlighted is None or table.option_count == 0:
            return None
        return table.get_option_at_index(table.highlighted).id

    def show_detail(self) -> None:
        """Every player's results in the highlighted scenario and the level that follows."""
        scenario = self.highlighted_scenario()
        if scenario is None:
            return
        campaign = self.campaign
        text = Text()
        records = campaign.records()
        for player in campaign.players:
            rec = records[player][scenario]
            level = campaign.level(player, scenario)
            text.append(f"{player[:12]:<13}", style="bold")
            text.append(f"as Orc {rec.orc_won} of {rec.orc_played} won, as Elf {rec.elf_won} "
                        f"of {rec.elf_played}; {flow.level_text(level)}\n")
        text.rstrip()
        self.query_one("#camp-detail", Static).update(text)
        self.query_one("#camp-detail").border_title = flow.scenario_name(scenario)

    def show_note(self) -> None:
        """The game in progress, or the recommended next scenario."""
        campaign = self.campaign
        progress = campaign.in_progress
        if progress is not None:
            text = Text(f"In progress: {flow.scenario_name(progress['scenario'])}; "
                        f"{progress['orc']} plays the Orc as "
                        f"{flow.level_text(progress['level'])}. r resumes it.", style="bold")
        else:
            text = Text(f"Next recommended: {flow.scenario_name(campaign.next_scenario())}. "
                        "n starts it; Enter starts the highlighted one.", style="bold")
        self.query_one("#camp-note", Static).update(text)

    def show_history(self) -> None:
        """The games so far, newest first."""
        lines = []
        for game in reversed(self.campaign.history):
            date = str(game["ended"])[:10]
            ai = game.get("ai") or []
            mark = lambda name: f"{name} (AI)" if name in ai else name   # noqa: E731
            lines.append(f"{date} {flow.scenario_name(game['scenario'])}: {mark(game['orc'])} "
                         f"(Orc, {rules.LEVEL_NAMES[game['level']]}) vs "
                         f"{', '.join(mark(e) for e in game['elves'])}"
                         f" - {OUTCOME_TEXT.get(game['outcome'], game['outcome'])}")
        self.query_one("#camp-history", Static).update(
            Text("\n".join(lines) if lines else "No games yet.", no_wrap=True,
                 overflow="ellipsis"))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving in the table shows that scenario's details."""
        event.stop()
        self.show_detail()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a scenario: start it."""
        event.stop()
        if event.option.id:
            self.start(event.option.id)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """r only when a game is in progress."""
        if action == "resume":
            return self.held is not None and self.campaign.in_progress is not None
        return True

    # -- actions -----------------------------------------------------------------------
    def action_start_highlighted(self) -> None:
        """Enter (when the table does not have the focus): start the highlighted scenario."""
        scenario = self.highlighted_scenario()
        if scenario is not None:
            self.start(scenario)

    def action_next(self) -> None:
        """n: start the recommended scenario (resume it when it is the game in progress)."""
        if self.campaign.in_progress is not None:
            self.action_resume()
        else:
            self.start(self.campaign.next_scenario())

    def start(self, scenario: str) -> None:
        """Ask for sides and heroes, then start ``scenario`` (after confirming that a
        game in progress will be abandoned)."""
        progress = self.campaign.in_progress

        def chosen(choice: dict | None) -> None:
            if choice is not None:
                self.begin(choice)

        def dialog() -> None:
            self.app.push_screen(StartScenarioScreen(
                self.campaign, scenario, getattr(self.app, "campaign_ai", None)), chosen)

        if progress is None:
            dialog()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                dialog()
            elif progress["scenario"] == scenario:
                self.action_resume()
        name = flow.scenario_name(progress["scenario"])
        self.app.push_screen(ConfirmScreen(
            "A game is in progress", [f"{name} ({progress['orc']} is the Orc) is not finished.",
                                      "Start a new game and count that one as abandoned?",
                                      "(No: keep it; r resumes it.)"],
            yes="abandon it and start", no="keep it"), answered)

    def begin(self, choice: dict) -> None:
        """Start the chosen game and show it."""
        folder = self.app.save_folder()
        if folder is None or self.held is None:
            return
        try:
            session = flow.start_game(self.held, choice["scenario"], choice["orc"],
                                      choice["heroes"], choice["roles"], folder, choice["seed"],
                                      ai=choice.get("ai"),
                                      undo=getattr(self.app, "table_undo", True))
        except SessionError as exc:
            self.notify(str(exc), severity="error", markup=False)
            self.redraw()
            return
        self.app.start_session(session)

    def action_resume(self) -> None:
        """r: load the game in progress from its save file."""
        progress = self.campaign.in_progress
        if progress is None:
            self.notify("No game in progress.", severity="warning", markup=False)
            return
        path = self.campaign.save_path(progress["save"])
        if path is None:
            self.notify("The game in progress has no save file.", severity="error",
                        markup=False)
            return
        # read and replayed in a worker, with progress for a long game (as Continue/Load)
        self.app.open_save(Path(path))

    def action_help(self) -> None:
        """?: the level definitions and the keys."""
        self.app.push_screen(HelpScreen(levels_help(), autopass=False))

    def action_back(self) -> None:
        """Esc: the list of campaigns."""
        self.app.show_campaign()
