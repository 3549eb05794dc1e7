"""The campaign's two dialogs: new campaign (player names) and start a scenario
(scenario, who plays the Orc, the Elves' heroes and roles, Human or AI per
seat, seed), which shows the Orc player's level and dirty tricks as the choice
changes. Used by
``campaign.py``; the rules come from ``engine.orc_wars.campaign``, the
scenario, hero and role choices from the game's ``option_specs``.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

import engine
import saves
from tui.upstream.key_order import FreshKeysOnly
from tui.widgets import Cycle
from tui.widgets.option_field import choices_of

from tui.session import AI_LEVELS

from . import campaign_flow as flow

HUMAN = "human"


def seat_kinds(extra: str | None = None) -> list[tuple[str, str]]:
    """The choices of a seat's "who plays" cycle: Human, then the AI levels
    (``tui.session.AI_LEVELS``), then ``extra`` (a bot spec given on the
    command line, e.g. "random") when it is not one of them."""
    kinds = [("Human", HUMAN)] + [(f"AI {level}", level) for level in AI_LEVELS]
    if extra and extra not in AI_LEVELS and extra != HUMAN:
        kinds.append((f"AI {extra}"[:12], extra))
    return kinds


class NewCampaignScreen(ModalScreen[list[str] | None]):
    """Two to four player names; Enter creates the campaign, Esc cancels.

    Enter with no name typed also goes back, so the dialog never needs
    Escape (``q`` cannot cancel here: it is a letter of a name)."""

    CSS = """
    NewCampaignScreen { align: center middle; }
    NewCampaignScreen .dialog { width: 50; }
    NewCampaignScreen Input { width: 24; }
    NewCampaignScreen .row { height: 1; margin-bottom: 0; }
    NewCampaignScreen #new-error { height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel", key_display="esc"),
                Binding("enter", "create", "Create", key_display="enter", priority=True)]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text("New Orc Wars campaign", style="bold"), classes="dialog-title")
            for n in range(4):
                with Horizontal(classes="row"):
                    yield Static(f"Player {n + 1}", classes="label")
                    yield Input("", id=f"player{n}", compact=True, max_length=saves.campaign.MAX_NAME,
                                placeholder="name" if n < 2 else "(optional)")
            yield Static("", id="new-error")
            yield Static(Text("Tab: next   Enter: create (no names: back)   Esc: cancel",
                              style="dim"))

    def on_mount(self) -> None:
        """Focus the first name."""
        self.query_one("#player0", Input).focus()

    def names(self) -> list[str]:
        """The names typed, blanks left out."""
        return [value for n in range(4)
                if (value := self.query_one(f"#player{n}", Input).value.strip())]

    def action_create(self) -> None:
        """Check the names (2 to 4, all different) and close with them; no names: back."""
        if not self.names():
            self.dismiss(None)
            return
        try:
            names = saves.campaign.check_players(self.names())
        except ValueError as exc:
            self.query_one("#new-error", Static).update(Text(str(exc), style="bold red"))
            return
        self.dismiss(names)

    def action_cancel(self) -> None:
        """Close without a campaign."""
        self.dismiss(None)


class StartScenarioScreen(FreshKeysOnly, ModalScreen[dict | None]):
    """Sides for a campaign game: scenario, who plays the Orc, each Elf's hero and
    role, Human or AI for each seat (``ai_seats``: ``{seat index: bot spec}``
    chosen beforehand, e.g. by ``herotable campaign --ai 2``; seat 0 is the Orc),
    seed. Shows the Orc player's level and dirty tricks as they change.
    An Enter typed before it appeared does not start the game (``FreshKeysOnly``)."""

    CSS = """
    StartScenarioScreen { align: center middle; }
    StartScenarioScreen .dialog { width: 70; }
    StartScenarioScreen .row { height: 1; margin-bottom: 0; }
    StartScenarioScreen .label { width: 9; }
    StartScenarioScreen .elf-name { width: 10; }
    StartScenarioScreen Cycle { width: 24; }
    StartScenarioScreen Cycle.small { width: 14; margin-right: 1; }
    StartScenarioScreen Cycle.kind { width: 12; }
    StartScenarioScreen .column { width: 15; }
    StartScenarioScreen .orc-gap { width: 15; }
    StartScenarioScreen Input { width: 12; }
    StartScenarioScreen #start-level { height: auto; margin-top: 1; }
    StartScenarioScreen #start-error { height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel", key_display="esc"),
                Binding("q", "cancel", "Cancel", show=False),       # not in the seed field
                Binding("enter", "start", "Start", key_display="enter", priority=True)]

    def __init__(self, campaign: saves.Campaign, scenario: str,
                 ai_seats: dict[int, str] | None = None):
        super().__init__()
        self.campaign = campaign
        self.scenario = scenario
        self.ai_seats = dict(ai_seats or {})
        self._heroes_set: set[str] = set()       # hero fields the player chose
        self._copied: dict[str, str] = {}        # hero fields the role changed

    def kind_cycle(self, seat: int) -> Cycle:
        """Seat ``seat``'s Human/AI choice (seat 0: the Orc; 1..: the Elves)."""
        bot = self.ai_seats.get(seat)
        return Cycle(seat_kinds(bot), bot or HUMAN, id=f"kind{seat}", classes="kind")

    def default_orc(self) -> str:
        """The player who has played the Orc least in this campaign (campaign order on ties)."""
        count = {p: 0 for p in self.campaign.players}
        for game in self.campaign.finished_games():
            count[game["orc"]] = count.get(game["orc"], 0) + 1
        return min(self.campaign.players, key=lambda p: count[p])

    def specs(self) -> dict:
        """The game's option specs for this campaign's player count, by id."""
        game = engine.load_game(flow.GAME_ID)
        return {s.id: s for s in game.option_specs(len(self.campaign.players))}

    def compose(self) -> ComposeResult:
        specs = self.specs()
        hero_spec, role_spec = specs["heroes"], specs["roles"]
        hero_choices, role_choices = choices_of(hero_spec), choices_of(role_spec)
        scenarios = [(specs["scenario"].label_of(s), s) for s in self.campaign.scenarios()]
        players = self.campaign.players
        with Vertical(classes="dialog"):
            yield Static(Text("Start a campaign game", style="bold"), classes="dialog-title")
            with Horizontal(classes="row"):
                yield Static("Scenario", classes="label")
                yield Cycle(scenarios, self.scenario, id="scenario")
            with Horizontal(classes="row"):
                yield Static("Orc", classes="label")
                yield Cycle([(p, p) for p in players], self.default_orc(), id="orc")
                yield Static("", classes="orc-gap")
                yield self.kind_cycle(0)
            with Horizontal(classes="row"):
                yield Static("", classes="label")
                yield Static(Text("Player", style="dim"), classes="elf-name")
                yield Static(Text(hero_spec.label, style="dim"), classes="column")
                yield Static(Text(role_spec.label, style="dim"), classes="column")
                yield Static(Text("Played by", style="dim"), classes="column")
            for n in range(len(players) - 1):
                with Horizontal(classes="row"):
                    yield Static(f"Elf {n + 1}", classes="label")
                    yield Static("", id=f"elf{n}", classes="elf-name")
                    yield Cycle(hero_choices, hero_spec.default[n], id=f"hero{n}", classes="small")
                    yield Cycle(role_choices, role_spec.default[n], id=f"role{n}", classes="small")
                    yield self.kind_cycle(n + 1)
            with Horizontal(classes="row"):
                yield Static("Seed", classes="label")
                yield Input("", id="seed", compact=True, type="integer", placeholder="random")
            yield Static("", id="start-level")
            yield Static(Text("An AI seat's game is recorded but changes no level of "
                              "that player.", style="dim"), id="start-ai-note")
            yield Static("", id="start-error")
            yield Static(Text("Tab: next  Left/Right: change  Enter: start  "
                              "Esc: cancel", style="dim"))

    def on_mount(self) -> None:
        """Show the Elves and the Orc's level; focus the Orc choice."""
        self.update_sides()
        self.query_one("#orc", Cycle).focus()

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        """Another scenario or Orc player: new Elves and level. An Elf's new role:
        its hero follows (``OptionSpec.follows``, as in the new-game form) unless
        the player chose that hero."""
        ident = event.cycle.id or ""
        if ident in ("scenario", "orc"):
            self.update_sides()
        elif ident.startswith("hero"):
            if self._copied.pop(ident, None) != event.value:
                self._heroes_set.add(ident)
        elif ident.startswith("role") and self.specs()["heroes"].follows == "roles":
            hero_id = "hero" + ident[len("role"):]
            hero = self.query_one(f"#{hero_id}", Cycle)
            if hero_id not in self._heroes_set and hero.value != event.value and \
                    event.value in self.specs()["heroes"].values():
                self._copied[hero_id] = event.value
                hero.value = event.value

    def update_sides(self) -> None:
        """The Elves are the other players; the level is the Orc player's in the scenario."""
        orc = self.query_one("#orc", Cycle).value
        scenario = self.query_one("#scenario", Cycle).value
        elves = [p for p in self.campaign.players if p != orc]
        for n, name in enumerate(elves):
            self.query_one(f"#elf{n}", Static).update(Text(name[:9], style="bold"))
        level = self.campaign.level(orc, scenario)
        self.query_one("#start-level", Static).update(Text(
            f"{orc} plays the Orc in {flow.scenario_name(scenario)} as "
            f"{flow.level_text(level)}.", style="bold"))

    def choice(self) -> dict:
        """The sides as chosen: scenario, orc, heroes, roles, seed (None: random),
        ai (``{player name: bot spec}`` for the seats set to an AI)."""
        elves = len(self.campaign.players) - 1
        seed_text = self.query_one("#seed", Input).value.strip()
        orc = self.query_one("#orc", Cycle).value
        seat_names = [orc] + [p for p in self.campaign.players if p != orc]
        kinds = [self.query_one(f"#kind{seat}", Cycle).value for seat in range(elves + 1)]
        return {"scenario": self.query_one("#scenario", Cycle).value,
                "orc": orc,
                "ai": {name: kind for name, kind in zip(seat_names, kinds) if kind != HUMAN},
                "heroes": [self.query_one(f"#hero{n}", Cycle).value for n in range(elves)],
                "roles": [self.query_one(f"#role{n}", Cycle).value for n in range(elves)],
                "seed": int(seed_text) if seed_text.lstrip("-").isdigit() else None}

    def action_start(self) -> None:
        """Enter: close with the sides (two Elves may not share a role)."""
        choice = self.choice()
        if self.specs()["roles"].distinct and len(set(choice["roles"])) != len(choice["roles"]):
            self.query_one("#start-error", Static).update(
                Text("Each Elf needs a different role.", style="bold red"))
            return
        self.dismiss(choice)

    def action_cancel(self) -> None:
        """Esc: no game."""
        self.dismiss(None)
