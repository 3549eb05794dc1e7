"""The Pack of Heroes game screen: grid and bases, hand, status with the highlighted hero,
actions, log (see ``HELP``).

Every key maps to legal actions of the seat on screen through the session;
hand-offs (the secret starting heroes, a defend prompt between two people)
and saving are the base screen's; the game-over dialog is the base's with
``r`` for the reverse match (gameover.py).
"""
from __future__ import annotations

from textual.binding import Binding

from engine import Action
from tui.describe import handoff_reason
from tui.screens import ChooseScreen
from tui.screens.game import GameScreen
from tui.widgets import HeaderLine, LogPanel

from .board import PackBoard, rows_for
from .inspect import pack_inspections
from .rules import GLOSSARY, RULES
from .gameover import PackGameOverScreen, start_reverse_match
from .hand import PackHand
from .status import PackStatus

HELP = """\
Pack of Heroes keys
  h / l or Left / Right   move the grid cursor along a row
  j / k                   move the grid cursor down / up a row
  1-3       use power 1-3 of the hero under the cursor (a list
            opens when it has several targets or payments)
  i         inspect: every hero, your power cards, the weapons in full
  Up/Down   move in the Actions list     Enter  do the highlighted action
  ctrl+p    every legal action by name   ? this help   L the whole log
  s save now   q quit (asks first; the game is saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)

Grid: your home row is at the bottom. An empty space shows its name
(a1-c3); a hero its name, then owner (1 or 2) and rank (L leader, F
fighter, S sidekick), wounds/health and STUN. [ ] marks the cursor.
Bases: your hand and the discard piles as letters (R red, G green,
B blue), the other hand and draw piles as counts, the reserve (in the
draft: the heroes drafted so far), the weapon. Status: what is asked now
(a defence on your opponent's turn) and the hero under the cursor with
every power: type, value, cost, text.
Pass-and-play: a hand-off screen comes before every decision of the other
person (starting heroes are chosen in secret, defences on their turn).
"""


class PackScreen(GameScreen):
    """Plays a Pack of Heroes game with the keyboard."""

    KEYS_HELP = HELP
    RULES = RULES
    GLOSSARY = GLOSSARY
    BOARD = PackBoard
    HAND = PackHand
    STATUS = PackStatus
    GAME_OVER = PackGameOverScreen
    # power cards are only colours: the hand is a line of letters in the seat's base
    # (no hand panel), so at 80x24 the board panel holds the whole 3x3 grid (10 lines)
    # and both bases (up to 6 lines); the status panel grows with the hero's powers
    CSS = """
    PackScreen #hand { display: none; }
    PackScreen #main { height: 3fr; min-height: 17; }
    PackScreen #log { height: 1fr; min-height: 5; }
    PackScreen #status { height: auto; max-height: 11; }
    PackScreen #actions { min-height: 4; }
    PackScreen.in-lesson #status { max-height: 6; }
    """
    # in a guided game the lesson line takes 4 rows: the status panel gives up some
    # so the actions list still shows a few rows at 80x24 (issue 44)
    BINDINGS = [
        Binding("h", "cursor(0, -1)", "Cursor", key_display="hjkl"),
        Binding("left", "cursor(0, -1)", show=False),
        Binding("l", "cursor(0, 1)", show=False),
        Binding("right", "cursor(0, 1)", show=False),
        Binding("j", "cursor(1, 0)", show=False),
        Binding("k", "cursor(-1, 0)", show=False),
        Binding("1", "power(1)", "Power", key_display="1-3"),
        *[Binding(str(n), f"power({n})", show=False) for n in range(2, 10)],
        Binding("s", "save", "Save", show=False),
        # the hint key: the footer is full at 80 columns here (the help's Keys page has it)
        Binding("w", "hint", "Hint", key_display="w", show=False),
        Binding("w", "hint_why", show=False),
        # after the game-over dialog (Esc: see the grid), r still plays the reverse match
        # (not in the footer, which the dialog shows behind it: the keys there say so)
        Binding("r", "reverse_match", "Reverse match", key_display="r", show=False),
        Binding("r", "why_refresh", show=False),    # the duel's Refresh: says why not
        # the same keys in the set-up steps where they do nothing (the footer hides
        # them then): they say how to choose instead
        *[Binding(k, "setup_key('cursor')", show=False)
          for k in ("h", "l", "j", "k", "left", "right")],
        *[Binding(str(n), "setup_key('power')", show=False) for n in range(1, 10)],
    ]
    NOTHING_TO_CANCEL = ("Esc closes a power's list of choices; none is open now. "
                         "q quits, ? helps.")
    # why a key does nothing (GameScreen.idle_reason): once over, r still plays on
    IDLE_WORDS = ("The game is over: r plays the reverse match (teams swapped), Enter "
                  "goes on.", GameScreen.IDLE_WORDS[1])

    def __init__(self, session):
        super().__init__(session)
        self.cursor = 4

    def on_mount(self, event) -> None:
        """Titles, then the base's start (once: the base's own ``on_mount`` would run
        again after this one and name the grid "Board")."""
        event.prevent_default()
        # log lines wrap at the panel's width, not RichLog's 78-column default (which
        # cut the last letters of every long line: "the attac" / "does 2.")
        self.query_one(LogPanel).min_width = 1
        super().on_mount()
        self.query_one("#board").border_title = "Grid"

    def hero_at_cursor(self, view: dict) -> dict | None:
        """The hero on the cursor's space (None if empty)."""
        grid = view.get("grid") or []
        return grid[self.cursor] if self.cursor < len(grid) else None

    def redraw(self) -> None:
        """Tell the grid and status panels where the cursor is, then redraw all."""
        view = self.state.view(self.shown_seat)
        board = self.query_one(PackBoard)
        board.cursor, board.seat = self.cursor, self.shown_seat
        self.query_one(PackStatus).hero = self.hero_at_cursor(view)
        super().redraw()
        suffix, shown = header_view(view)
        goal = "defeat every enemy hero" if view.get("phase") == "play" else ""
        self.query_one(HeaderLine).show(self.session.game_title + suffix, shown, self.names,
                                        self.state.current_player, tail=goal)

    def list_labels(self, listed: list[Action], view: dict) -> list[str] | None:
        """The actions' labels without the owner after the deciding seat's own heroes
        (``own_heroes_plain``): "(Ana)" was on every line."""
        return [own_heroes_plain(a.label or a.kind, view, self.shown_seat) for a in listed]

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """No Refresh or Unselect here; digits are the powers of the hero under the cursor."""
        if action in ("refresh_hand", "clear_selection", "toggle"):
            return False
        phase = self.state.view(self.shown_seat).get("phase")
        if action == "power":
            return self.can_act() and phase not in SETUP_WORDS
        if action == "cursor":
            return phase not in SETUP_CURSOR
        if action == "reverse_match":
            return self.state.is_over()
        return super().check_action(action, parameters)

    def handoff_reason(self, seat: int) -> str:
        """What the hand-off says: the set-up step by name, else the base's words
        ("Bo decides: Bo may defend ...", "Ana plays turn 3.")."""
        view = self.state.view(None)
        who = self.names[seat]
        words = SETUP_HANDOFF.get(view.get("phase"))
        if words and not view.get("pending"):
            return f"{who} {words}."
        return handoff_reason(view, self.names, seat)

    def inspections(self):
        """Every hero (the one under the cursor first), the shown seat's power cards and
        the weapons, in full."""
        return pack_inspections(self.state.view(self.shown_seat), self.names, self.cursor,
                                self.state.content)

    def game_over_text(self) -> tuple[str, list[str]]:
        """The winner, then each player's team and the heroes still in the game
        (Pack of Heroes has no points; rulebook, "Game End")."""
        headline, _ = super().game_over_text()
        lines = []
        for player in self.state.view(None).get("players") or []:
            left = [h for h in player["heroes"] if h["where"] != "out"]
            health = sum(h["health_left"] for h in left)
            lines.append(f"{player['name']} ({player['team_name']}): "
                         + (f"{len(left)} hero{'es' if len(left) != 1 else ''} left, "
                            f"{health} health" if left else "no heroes left"))
        return headline, lines

    def game_over_done(self, choice: str | None) -> None:
        """After the game-over dialog: ``r`` starts the reverse match, else the base's."""
        if choice == "reverse":
            start_reverse_match(self.app, self.session)
        else:
            super().game_over_done(choice)

    def pass_refusal(self) -> str:
        """Space or p: this game has no pass; its turn ends in the actions list."""
        return ("Pack of Heroes has no pass: \"End actions\" in the actions list ends "
                "this part of the turn.")

    def action_why_refresh(self) -> None:
        """r (the duel's Refresh): there is no hand to refresh here."""
        if not self.can_act():
            self.notify(self.idle_reason(), severity="warning", markup=False)
            return
        self.notify("Pack of Heroes has no hand to refresh: the digits use the powers of "
                    "the hero under the cursor.", severity="warning", markup=False)

    def action_reverse_match(self) -> None:
        """r once the game is over (the dialog closed): the reverse match, as r on the
        game-over dialog."""
        start_reverse_match(self.app, self.session)

    def action_cursor(self, drow: int, dcol: int) -> None:
        """Move the cursor; rows follow the screen (home row at the bottom). In the
        set-up steps without a grid on screen (``SETUP_CURSOR``): say where to choose."""
        phase = self.state.view(self.shown_seat).get("phase")
        if phase in SETUP_CURSOR:
            said = SETUP_CURSOR[phase] if self.can_act() else self.idle_reason()
            self.notify(said, severity="warning", markup=False)
            return
        rows = rows_for(self.shown_seat)
        row, col = divmod(self.cursor, 3)
        index = max(0, min(2, rows.index(row) + drow))
        self.cursor = rows[index] * 3 + max(0, min(2, col + dcol))
        self.redraw()

    def action_setup_key(self, what: str) -> None:
        """A cursor key or a digit in a set-up step where it does nothing: say how
        to choose there (or, while it is not this seat's decision, why nothing is)."""
        if not self.can_act():
            self.notify(self.idle_reason(), severity="warning", markup=False)
        elif what == "cursor":
            self.action_cursor(0, 0)
        else:
            self.action_power(1)

    def action_power(self, number: int) -> None:
        """Digit: the legal actions using power ``number`` of the hero under the cursor."""
        view = self.state.view(self.shown_seat)
        if view.get("phase") != "play" and self.can_act():
            # the draft has no grid and no hero to put the cursor on
            self.notify(f"{SETUP_WORDS.get(view.get('phase'), 'Set-up').capitalize()}: "
                        "choose with Up/Down, then Enter; the digits use a hero's powers "
                        "once play begins.", severity="warning", markup=False)
            return
        hero = self.hero_at_cursor(view)
        if hero is None or not self.can_act():
            self.notify("Put the cursor on one of your heroes first.", severity="warning",
                        markup=False)
            return
        index = number - 1
        if index >= len(hero["powers"]):
            self.notify(f"{hero['name']} has no power {number}.", severity="warning", markup=False)
            return
        power = hero["powers"][index]
        found = [a for a in self.legal() if a.arg("hero") == hero["uid"] and (
            (a.kind == "use" and a.arg("power") == index) or
            (a.kind == "constant" and power["type"] == "constant") or
            (a.kind == "defend" and a.arg("power") == index))]
        if not found:
            kind = {"constant": "constant", "defend": "defend"}.get(power["type"], "use")
            probe = Action.make(kind, hero=hero["uid"]) if kind == "constant" else \
                Action.make(kind, hero=hero["uid"], power=index)
            reason = self.state.why_not(probe) or "not usable now"
            said = reason if reason.startswith(power["name"]) else f"{power['name']}: {reason}"
            self.notify(said[0].upper() + said[1:] + ".", severity="warning", markup=False)
            return
        if len(found) == 1:
            self.apply_action(found[0])
            return
        self.app.push_screen(ChooseScreen(f"{power['name']}: which one?",
                                          [a.label for a in found]),
                             lambda i: self.apply_action(found[i]) if i is not None else None)


def own_heroes_plain(label: str, view: dict, seat: int | None) -> str:
    """``label`` with "Blaze (Ana)" written "Blaze" for each hero of ``seat`` (the seat
    deciding, so its own heroes need no owner) whose name no hero of the other side
    has; the other side's heroes keep their owner ("on Eagle Kid (Bo)")."""
    players = view.get("players") or []
    if seat is None or not 0 <= seat < len(players):
        return label
    theirs = {h.get("name") for p in players if p.get("seat") != seat for h in p.get("heroes") or []}
    owner = players[seat].get("name")
    for hero in players[seat].get("heroes") or []:
        name = hero.get("name")
        if name and name not in theirs:
            label = label.replace(f"{name} ({owner})", name)
    return label


SETUP_HANDOFF = {
    "teams": "chooses a set team", "draft": "picks a hero (or a weapon) for the draft",
    "weapons": "picks a weapon", "start": "chooses a starting hero in secret",
}
"""Hand-off words for each set-up step (the view's ``phase``)."""

SETUP_CURSOR = {
    "teams": "Choose a team in the list: Up/Down, then Enter.",
    "draft": "Pick a hero (or a weapon) in the list: Up/Down, then Enter.",
    "weapons": "Pick a weapon in the list: Up/Down, then Enter.",
}
"""What the grid cursor keys say in the set-up steps that show no grid (``PackBoard``)."""

SETUP_WORDS = {"teams": "choose teams", "draft": "draft", "weapons": "choose weapons",
               "start": "starting heroes"}


def header_view(view: dict) -> tuple[str, dict]:
    """(title suffix, view) for the header: "Set-up: choose teams" rather than "Turn 0",
    "Turn 3" in play, and the goal."""
    shown = dict(view, turn=None)
    phase = view.get("phase")
    if phase != "over":
        shown["phase"] = None
    if phase != "play":
        shown["active"] = None   # the set-up has no turn: nobody is "answered"
    if phase in SETUP_WORDS:
        return f" | Set-up: {SETUP_WORDS[phase]}", shown
    if phase == "play":     # the goal follows who acts (``PackScreen.redraw``)
        return f" | Turn {view.get('turn')}", shown
    return "", shown
