"""The new-game form: game, scenario (for a game that has them), player count, per
seat a name, a hero and Human or AI (easy, normal, hard), seed."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Static

import engine

from ..gameinfo import game_choices, hero_choices, scenario_choices
from ..session import AI_LEVELS, GameSession, SessionError
from ..widgets import Cycle

MAX_SEATS = 4
SEAT_KINDS = [("Human", "human")] + [(f"AI {level}", level) for level in AI_LEVELS]
"""Who plays a seat: a person, or a bot at one of the AI levels."""


class NewGameScreen(Screen[None]):
    """Tab moves between fields, left/right change a choice, Enter starts."""

    BINDINGS = [
        Binding("escape", "back", "Back", key_display="esc"),
        Binding("ctrl+s", "start", "Start", key_display="^s"),
        Binding("enter", "start", "Start", key_display="enter"),
    ]

    def __init__(self, game_id: str | None = None):
        super().__init__()
        self.games = game_choices()
        self.game_id = game_id or self.games[0][1]

    def _defaults(self, game_id: str) -> tuple[dict, int, int]:
        try:
            game = engine.load_game(game_id)
            return game.default_options(game.max_players), game.min_players, game.max_players
        except Exception:
            return {}, 2, 2

    def compose(self) -> ComposeResult:
        defaults, low, high = self._defaults(self.game_id)
        names = defaults.get("names") or [f"Player {i + 1}" for i in range(MAX_SEATS)]
        heroes = hero_choices(self.game_id)
        hero_ids = [h for _, h in heroes]
        default_heroes = defaults.get("heroes") or hero_ids
        with Vertical(id="newgame"):
            yield Static(Text("New game", style="bold"), classes="dialog-title")
            with Horizontal(classes="row"):
                yield Static("Game", classes="label")
                yield Cycle(self.games, self.game_id, id="game")
            with Horizontal(classes="row"):
                yield Static("Players", classes="label")
                yield Cycle([(str(n), n) for n in range(low, high + 1)], low, id="players")
            scenarios = scenario_choices(self.game_id)
            if scenarios:
                with Horizontal(classes="row"):
                    yield Static("Scenario", classes="label")
                    chooser = Cycle(scenarios, scenarios[0][1], id="scenario")
                    chooser.styles.width = 4 + max(len(name) for name, _ in scenarios)
                    yield chooser
            for seat in range(MAX_SEATS):
                with Horizontal(classes="row seat", id=f"seat{seat}"):
                    yield Static(f"Seat {seat + 1}", classes="label")
                    yield Input(names[seat] if seat < len(names) else f"Player {seat + 1}",
                                id=f"name{seat}", compact=True, max_length=16,
                                classes="name")
                    if heroes:
                        pick = default_heroes[seat % len(default_heroes)] \
                            if default_heroes else None
                        yield Cycle(heroes, pick, id=f"hero{seat}", classes="hero")
                    yield Cycle(SEAT_KINDS, "human", id=f"kind{seat}", classes="kind")
            with Horizontal(classes="row", id="seed-row"):
                yield Static("Seed", classes="label")
                yield Input("", id="seed", compact=True, type="integer", classes="name",
                            placeholder="random")
                yield Static(Text(" blank: random", style="dim"))
            with Horizontal(classes="row buttons"):
                yield Button("Start", id="start", compact=True, variant="primary")
                yield Button("Back", id="back", compact=True)
            yield Static("", id="newgame-error")
            yield Static(Text("Tab: next field  Left/Right: change  Enter: start  "
                              "Esc: back", style="dim"))
        yield Footer()

    def on_mount(self) -> None:
        """Show as many seats as players and focus the first field."""
        self.show_seats()
        self.query_one("#players", Cycle).focus()

    def show_seats(self) -> None:
        """Hide the seat rows beyond the player count."""
        players = self.query_one("#players", Cycle).value or 2
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat{seat}").display = seat < players

    async def on_cycle_changed(self, event: Cycle.Changed) -> None:
        """Player count changes the seat rows; another game rebuilds the form."""
        if event.cycle.id == "players":
            self.show_seats()
        elif event.cycle.id == "game" and event.value != self.game_id:
            self.game_id = event.value
            await self.recompose()
            self.show_seats()
            self.query_one("#game", Cycle).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a text field starts the game."""
        event.stop()
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start or Back."""
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def action_back(self) -> None:
        """Return to the title screen."""
        self.dismiss(None)

    def seats(self, players: int) -> list[dict]:
        """Per seat ``{"kind": "human"}`` or ``{"kind": "ai", "bot": level}``."""
        kinds = [self.query_one(f"#kind{s}", Cycle).value for s in range(players)]
        return [{"kind": "human"} if k == "human" else {"kind": "ai", "bot": k} for k in kinds]

    def options(self) -> tuple[str, int, int | None, dict]:
        """(game id, players, seed or None, options) from the form."""
        game_id = self.query_one("#game", Cycle).value
        players = int(self.query_one("#players", Cycle).value)
        names = [self.query_one(f"#name{s}", Input).value.strip() or f"Player {s + 1}"
                 for s in range(players)]
        options: dict = {"names": names}
        for chooser in self.query("#scenario").results(Cycle):
            options["scenario"] = chooser.value
        heroes = [c.value for c in self.query(".hero").results(Cycle)][:players]
        if heroes:
            options["heroes"] = heroes
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else None
        return game_id, players, seed, options

    def action_start(self) -> None:
        """Start the game described by the form (errors show under the form)."""
        game_id, players, seed, options = self.options()
        try:
            session = GameSession.new(game_id, players, seed, options, self.app.save_folder(),
                                      seats=self.seats(players))
        except SessionError as exc:
            self.query_one("#newgame-error", Static).update(Text(str(exc), style="bold red"))
            return
        self.app.start_session(session)
