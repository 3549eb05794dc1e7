"""The new-game form: game, player count, then every option the game declares
(``Game.option_specs``: one row per option, per-seat options in the seat rows),
per seat Human or AI (easy, normal, hard), seed.

Nothing here knows a game's options: the rows come from the specs, and the
game checks the values when it starts (one-line ``BadOptions`` under the form).
"""
from __future__ import annotations

import re

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Static

import engine

from ..gameinfo import game_choices
from ..lessons.tables import script_path
from ..games.level_notes import level_line
from ..upstream.key_order import FreshKeysOnly
from ..session import AI_LEVELS, GameSession, SessionError
from ..widgets import Cycle
from ..widgets.option_field import cycle_width, make_field, read_field, set_field
from ..widgets.footer import KeyFooter

MAX_SEATS = 4
SEAT_KINDS = [("Human", "human")] + [(f"AI {level}", level) for level in AI_LEVELS]
"""Who plays a seat: a person, or a bot at one of the AI levels."""
RESERVED_IDS = {"game", "players", "seed", "start", "back", "newgame", "newgame-error",
                "level-note", "field-help"}


def field_id(option_id: str) -> str:
    """The widget id of a game-wide option's field (its own id unless the form uses it)."""
    return f"opt-{option_id}" if option_id in RESERVED_IDS else option_id


def seat_field_id(option_id: str, seat: int) -> str:
    """The widget id of one seat's field for a per-seat option."""
    return f"opt-{option_id}-{seat}"


class NewGameScreen(FreshKeysOnly, Screen[None]):
    """Tab moves between fields, left/right change a choice, Enter starts.

    An Enter typed before the form appeared (the title's, sent twice) does not
    start a game with the form's defaults: ``FreshKeysOnly``."""

    BINDINGS = [
        Binding("escape", "back", "Back", key_display="esc"),
        Binding("ctrl+s", "start", "Start", key_display="^s"),
        Binding("enter", "start", "Start", key_display="enter"),
        Binding("ctrl+l", "learn", "Learn", key_display="^l"),
    ]

    def __init__(self, game_id: str | None = None):
        super().__init__()
        self.games = game_choices()
        self.game_id = game_id or self.games[0][1]
        self.players = 0
        self._defaults: dict = {}
        # OptionSpec.follows: seat fields the player set (never copied into again),
        # and the values the form copied into followers (their Changed is ours)
        self._set_by_player: set[tuple[str, int]] = set()
        self._copied: dict[tuple[str, int], Any] = {}

    # -- the game's options -------------------------------------------------------
    def game(self):
        """The ``Game`` chosen now (imported now), or None if it cannot be loaded."""
        try:
            return engine.load_game(self.game_id)
        except Exception:   # a game still being written: a form without options
            return None

    def specs(self, players: int) -> list:
        """The game's option specs for ``players`` seats ([] if it has none or fails)."""
        game = self.game()
        try:
            return list(game.option_specs(players)) if game is not None else []
        except Exception:   # a count the game refuses: no options to show
            return []

    def seat_range(self) -> tuple[int, int]:
        """(fewest, most) players of the chosen game."""
        game = self.game()
        return (game.min_players, game.max_players) if game is not None else (2, 2)

    def first_players(self) -> int:
        """The count the form starts from: the game's ``first_players()`` (2 for No
        Time For Heroes, whose solo mode alone takes 1), else the fewest."""
        game = self.game()
        try:
            return game.first_players() if game is not None else 2
        except Exception:   # a game still being written
            return self.seat_range()[0]

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        low, high = self.seat_range()
        self.players = self.players if low <= self.players <= high else self.first_players()
        specs = self.specs(high)               # the most seats: every field exists
        shown = self.specs(self.players)
        self._defaults = {s.id: s.default for s in shown}
        game_wide = [s for s in specs if not s.per_seat]
        per_seat = [s for s in specs if s.per_seat and s.id != "names"]
        names = next((s for s in specs if s.id == "names"), None)
        with Vertical(id="newgame"):
            yield Static(Text("New game", style="bold"), classes="dialog-title")
            with Horizontal(classes="row"):
                yield Static("Game", classes="label")
                yield Cycle(self.games, self.game_id, id="game")
                if script_path(self.game_id) is not None:   # issue 44: a guided game
                    learn = Button("Learn (^l)", id="learn", compact=True)
                    learn.can_focus = False    # Tab still goes Game -> Players; ^l or a click
                    yield learn
            with Horizontal(classes="row"):
                yield Static("Players", classes="label")
                yield Cycle([(str(n), n) for n in range(low, high + 1)], self.players,
                            id="players")
            for spec in game_wide:
                with Horizontal(classes="row"):
                    label = Static(spec.label, classes="label")
                    if len(spec.label) >= 10:          # the column is 10: keep a space
                        label.styles.width = len(spec.label) + 1
                    yield label
                    field = make_field(spec, self._defaults.get(spec.id, spec.default),
                                       field_id(spec.id), classes="option")
                    if isinstance(field, Cycle):
                        field.styles.width = max(22, cycle_width(spec))
                    yield field
            with Horizontal(classes="row seat"):
                yield Static("", classes="label")
                name_column = Static(Text("Name", style="dim"), classes="column")
                name_column.styles.width = 22
                yield name_column
                for spec in per_seat:
                    column = Static(Text(spec.label, style="dim"), classes="column")
                    column.styles.width = cycle_width(spec) + 1
                    yield column
                yield Static(Text(" Played by", style="dim"), classes="column")
            for seat in range(high):
                with Horizontal(classes="row seat", id=f"seat{seat}"):
                    yield Static(f"Seat {seat + 1}", classes="label")
                    default = names.default[seat] if names is not None and \
                        seat < len(names.default) else f"Player {seat + 1}"
                    yield Input(default, id=f"name{seat}", compact=True, max_length=16,
                                classes="name")
                    for spec in per_seat:
                        yield self.seat_field(spec, seat)
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
            yield Static("", id="level-note")
            yield Static("", id="field-help")
            yield Static(Text("Tab: next field  Left/Right: change  Enter: start  "
                              "Esc: back", style="dim"))
        yield KeyFooter()

    def seat_field(self, spec, seat: int):
        """One seat's field for per-seat ``spec`` (a blank cell for a seat it skips)."""
        width = cycle_width(spec) + 1
        seats = spec.covered_seats(MAX_SEATS)
        if seat not in seats:
            blank = Static("", classes="blank")
            blank.styles.width = width
            return blank
        default = spec.default[seats.index(seat)] if seats.index(seat) < len(spec.default) \
            else spec.default[-1] if spec.default else None
        field = make_field(spec, default, seat_field_id(spec.id, seat), classes="per-seat")
        field.styles.width = width - 1
        field.styles.margin = (0, 1, 0, 0)
        return field

    def on_mount(self) -> None:
        """Show as many seats as players and focus the first field, the Game."""
        self.show_seats()
        self.query_one("#game", Cycle).focus()

    def show_seats(self) -> None:
        """Hide the seat rows beyond the player count, the rows of game-wide options
        this count does not take (Hero Realms' Teams needs 4 players) or the other
        options make moot (``OptionSpec.applies_with``: Pack's Draft size without a
        draft), and grey out such per-seat fields."""
        players = self.query_one("#players", Cycle).value or 2
        for seat in range(self.seat_range()[1]):
            self.query_one(f"#seat{seat}").display = seat < players
        taken = {spec.id for spec in self.specs(int(players))}
        specs = self.specs(self.seat_range()[1])
        values = {}
        for spec in specs:
            if not spec.per_seat:
                for field in self.query(f"#{field_id(spec.id)}"):
                    values[spec.id] = read_field(spec, field)
        for spec in specs:
            if not spec.per_seat:
                for field in self.query(f"#{field_id(spec.id)}"):
                    if field.parent is not None:
                        field.parent.display = spec.id in taken and spec.applies(values)
            elif spec.applies_with:
                # a seat's value that does not matter now (Set team without chosen
                # set teams) is greyed out, not hidden: the columns stay in line
                for seat in spec.covered_seats(MAX_SEATS):
                    for field in self.query(f"#{seat_field_id(spec.id, seat)}"):
                        field.disabled = not spec.applies(values)

    def follow_players(self) -> None:
        """A new player count: game-wide fields still at their old default take the
        new one (the duel's Victory Points follow the count)."""
        self.players = int(self.query_one("#players", Cycle).value)
        for spec in self.specs(self.players):
            if spec.per_seat:
                continue
            field = self.query_one(f"#{field_id(spec.id)}")
            if read_field(spec, field) == self._defaults.get(spec.id):
                set_field(field, spec.default)
            self._defaults[spec.id] = spec.default
        self.show_seats()

    async def on_cycle_changed(self, event: Cycle.Changed) -> None:
        """Player count changes the seat rows; another game rebuilds the form."""
        if event.cycle.id == "players":
            self.follow_players()
        elif event.cycle.id == "game" and event.value != self.game_id:
            self.game_id = event.value
            self.players = 0
            self._set_by_player, self._copied = set(), {}
            await self.recompose()
            self.show_seats()
            self.refresh_bindings()      # ^l Learn: only for a game with a lesson
            self.query_one("#game", Cycle).focus()
        elif (event.cycle.id or "").startswith("kind"):
            self.show_seats()
            self.show_level(str(event.value))
        else:
            self.follow_seat(event.cycle.id or "", event.value)
            self.show_seats()            # an option another one depends on changed

    def follow_seat(self, cycle_id: str, value: Any) -> None:
        """A seat's per-seat field changed: unless the form made the change itself,
        the player chose it (it follows nothing any more), and the same seat's
        fields of the options that follow it (``OptionSpec.follows``: Orc Wars'
        hero follows the role) take its value where the player has not set them
        and it is one of their choices."""
        found = re.match(r"^opt-(.+)-(\d+)$", cycle_id)
        if found is None:
            return
        key = (found.group(1), int(found.group(2)))
        if key in self._copied and self._copied.pop(key) == value:
            return
        self._set_by_player.add(key)
        for spec in self.specs(self.seat_range()[1]):
            follower = (spec.id, key[1])
            if not spec.per_seat or spec.follows != key[0] or follower in self._set_by_player \
                    or value not in spec.values():
                continue
            for field in self.query(f"#{seat_field_id(spec.id, key[1])}"):
                if isinstance(field, Cycle) and field.value != value:
                    self._copied[follower] = value
                    set_field(field, value)

    def on_descendant_focus(self, event) -> None:
        """Under the form, the focused option's help line (``OptionSpec.help``:
        what Orc Wars' Hero and Role each mean), nothing for other fields."""
        wanted = getattr(event.widget, "id", None) or ""
        text = ""
        for spec in self.specs(self.seat_range()[1]):
            ids = ([seat_field_id(spec.id, s) for s in spec.covered_seats(MAX_SEATS)]
                   if spec.per_seat else [field_id(spec.id)])
            if wanted in ids and spec.help:
                text = f"{spec.label}: {spec.help}"
                break
        for note in self.query("#field-help"):
            note.update(Text(text, style="dim"))
            note.display = bool(text)

    def show_level(self, kind: str) -> None:
        """Under the seats, what the AI level just chosen is and how strong it measured
        in this game (``tui/games/level_notes.py``); nothing for a person."""
        note = self.query_one("#level-note", Static)
        line = level_line(self.game_id, kind)
        note.update(Text(line, style="dim"))
        note.display = bool(line)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a text field starts the game."""
        event.stop()
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Start or Back."""
        event.stop()
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "learn":
            self.action_learn()
        else:
            self.action_back()

    def action_learn(self) -> None:
        """^l (or the Learn button): the chosen game's guided first game (issue 44)."""
        from .title import choose_lesson
        choose_lesson(self.app, self.game_id)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """^l only for a game that has a lesson."""
        if action == "learn":
            return script_path(self.game_id) is not None
        return True

    def action_back(self) -> None:
        """Return to the title screen."""
        self.dismiss(None)

    def seats(self, players: int) -> list[dict]:
        """Per seat ``{"kind": "human"}`` or ``{"kind": "ai", "bot": level}``."""
        kinds = [self.query_one(f"#kind{s}", Cycle).value for s in range(players)]
        return [{"kind": "human"} if k == "human" else {"kind": "ai", "bot": k} for k in kinds]

    def options(self) -> tuple[str, int, int | None, dict]:
        """(game id, players, seed or None, options) from the form: every option of
        ``option_specs(players)``, per-seat ones from the seats they cover."""
        game_id = self.query_one("#game", Cycle).value
        players = int(self.query_one("#players", Cycle).value)
        options: dict[str, Any] = {}
        for spec in self.specs(players):
            if spec.id == "names":
                defaults = list(spec.default)
                options["names"] = [
                    self.query_one(f"#name{s}", Input).value.strip()
                    or (defaults[s] if s < len(defaults) else f"Player {s + 1}")
                    for s in range(players)]
            elif spec.per_seat:
                options[spec.id] = [read_field(spec, self.query_one(f"#{seat_field_id(spec.id, s)}"))
                                    for s in spec.covered_seats(players)]
            else:
                options[spec.id] = read_field(spec, self.query_one(f"#{field_id(spec.id)}"),
                                              spec.default)
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
            self.query_one("#newgame-error", Static).update(
                Text(form_words(str(exc), self.specs(players)), style="bold red"))
            return
        self.app.start_session(session)


def form_words(message: str, specs: list) -> str:
    """A game's one-line option error in the form's words: the option id opening a
    bad-value message (``OptionSpec`` checks: "draft_teams must be a whole number...",
    "... takes a whole number", "unknown teams 'x'") becomes the label the form shows
    ("Draft size must be ..."); a game's own rule ("roles must all differ") is kept."""
    for spec in specs:
        found = re.match(rf"^(unknown )?{re.escape(spec.id)}(?= must be | takes | ')",
                         message)
        if found:
            return message[:found.start(0)] + (found.group(1) or "") + spec.label + \
                message[found.end(0):]
    return message
