"""The replay viewer: a game's own screen, read only, over a ``ReplayTable``.

``replay_screen(table)`` makes the game's own screen class (its board, hand,
status and log panels, as ``tui/games/<game>/`` draws them) with
``ReplayMode`` in front: the screen's session is the read-only table
(``tui/table/replay_table.py``), so it has no legal actions, and the actions
panel shows the decision at the position instead (who decides and what came of
it). Keys:

- Left/Right one action, Home/End the start and the end, ``t`` a turn (asked
  in a small input), ``v`` the next seat's view (a finished game only),
  ``q``/Esc leave; ``?``, ``i`` (inspector) and ``L`` (whole log) read as in a
  game. These keys act before the game's own (priority bindings) and every
  game binding is switched off (``check_action``); any other key says in one
  line that nothing is played in a replay.
"""
from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from engine import Action

from ..widgets import ActionList, HeaderLine

KEYS_HELP = """\
Replay: a saved game, one action at a time. Nothing is played or saved.

  Left / Right    one action back / on
  Home / End      the start / the end of the save
  t               go to a turn (type its number, Enter; Esc cancels)
  v               the next seat's view: public, then each player's
                  (a finished game only; an unfinished one is shown
                  only as everyone sees it, and its seed never)
  i               read every card and piece shown, in full
  L               the whole log up to this action
  q / Esc         leave the replay

The Decision panel (where the game's actions list is) says who decides
at this point and what they chose: the action's words once the game is
over, before that what the public log says it did. The title says whose
view is shown; the log holds what that view read up to this point.
"""


REFUSED = "A replay: nothing is played here (Left/Right step, q leaves)."
"""The one line for a key that does nothing in a replay."""

PASS_THROUGH = frozenset({"question_mark", "i", "L", "tab", "shift+tab"})
"""Keys left to the screen's own bindings (reading, not playing)."""

ALLOWED = frozenset({"replay_step", "replay_edge", "replay_turn", "replay_view",
                     "replay_leave", "help", "inspect", "full_log", "command_palette",
                     "focus_next", "focus_previous", "quit"})
"""Actions that stay on in a replay (every other binding of the game is off)."""

BINDINGS = [
    # one footer entry per pair, so t, v and q fit at 80 columns
    Binding("left", "replay_step(-1)", "Step", key_display="←/→", priority=True),
    Binding("right", "replay_step(1)", show=False, priority=True),
    Binding("home", "replay_edge(0)", "Ends", key_display="home/end", priority=True),
    Binding("end", "replay_edge(1)", show=False, priority=True),
    Binding("t", "replay_turn", "Turn", key_display="t", priority=True),
    Binding("v", "replay_view", "View", key_display="v", priority=True),
    Binding("q", "replay_leave", "Leave", key_display="q", priority=True),
    Binding("escape", "replay_leave", show=False, priority=True),
]


class TurnPrompt(ModalScreen[int | None]):
    """Asks for a turn number: Enter goes there, Esc cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", key_display="esc")]

    def __init__(self, span: tuple[int, int]):
        super().__init__()
        self.span = span

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="replay-turn"):
            yield Static(Text("Go to turn", style="bold"), classes="dialog-title")
            yield Static(f"Turns {self.span[0]} to {self.span[1]}; Enter goes, Esc cancels.")
            yield Input(id="replay-turn-number", type="integer", compact=True,
                        placeholder=str(self.span[0]))

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        try:
            self.dismiss(int(text))
        except ValueError:
            self.notify("Type a turn number, then Enter (Esc cancels).", severity="warning",
                        markup=False)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ReplayMode:
    """In front of a game's screen class (``replay_screen``): read only, replay keys."""

    exit_on_leave = False
    """True: leaving ends the app (``herotable replay``); else back to the screen below."""

    @property
    def KEYS_HELP(self) -> str:      # noqa: N802 - the name the app's help looks up
        """The replay's keys, then where the panels are when the game's screen says
        (``REPLAY_PANELS``: Orc Wars, whose panels sit beside its map)."""
        panels = getattr(self, "REPLAY_PANELS", "")
        return KEYS_HELP + ("\n" + panels if panels else "")

    AUTO_PASS = False
    END_TURN_QUESTION = None   # nobody ends a turn here: the help leaves that setting out

    # -- what the game's screen does, read only -------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Only the replay's keys and reading keys; every game binding is off."""
        return action in ALLOWED

    def can_act(self) -> bool:
        return False

    def refuse(self, *_args) -> None:
        """A click on a card or an entry (the keys never get this far): nothing is played."""
        self.notify(REFUSED, severity="warning", markup=False)

    apply_action = apply_chain = action_toggle = refuse

    def on_option_list_option_selected(self, event) -> None:
        """A click on a Decision entry (or any list of the game's panels): the game's own
        handlers (the base classes') do not run."""
        event.stop()
        event.prevent_default()
        self.refuse()

    def after_change(self) -> None:
        """No hand-offs, no bots, no game-over dialog: the view stays the chosen one."""
        if self.shown_seat != self.session.viewer:
            self.shown_seat = self.session.viewer
            self.redraw()

    def hidden_note(self) -> str:
        if not self.session.finished:
            return "(the game is not over: hands stay hidden)"
        return "(public view: v shows a player's)"

    def redraw(self) -> None:
        """The game's panels, then the Decision panel in place of the actions."""
        self.shown_seat = self.session.viewer
        super().redraw()
        self.show_decision()
        self.name_the_view()

    def name_the_view(self) -> None:
        """The header names the replay and whose view it is: the games that put
        ``game_title`` there have it already; the others get it in front."""
        header = self.query_one(HeaderLine)
        content = header.content
        text = content if isinstance(content, Text) else Text(str(content))
        title = self.session.game_title
        if title not in text.plain:
            header.update(Text(f" {title} |", style="bold") + text)

    def show_decision(self) -> None:
        table = self.session
        who, lines = table.decision(self.shown_seat)
        words = ([f"{who} decides:"] if who else []) + [f"> {line}" if who else line
                                                      for line in lines]
        panel = self.query_one(ActionList)
        panel.border_title = f"Decision {table.position}/{table.length}"
        panel.set_actions([Action.make("replay", w, n=n) for n, w in enumerate(words)], words,
                          start=None)

    def on_key(self, event: events.Key) -> None:
        """A key no binding of the replay took: reading keys go on, others say why."""
        if event.key in PASS_THROUGH or event.key.startswith("ctrl+"):
            return
        event.stop()
        event.prevent_default()
        self.notify(REFUSED, severity="warning", markup=False)

    # -- the replay's keys -------------------------------------------------------------
    def goto(self, position: int) -> None:
        self.session.goto(position)
        self.redraw()

    def action_replay_step(self, delta: int) -> None:
        """Left/Right: one action back or on (says so at either end)."""
        table = self.session
        target = table.position + delta
        if target < 0:
            self.notify("This is the start of the game: nothing comes before it.",
                        markup=False)
            return
        if target > table.length:
            self.notify("This is the end of the save: nothing comes after it.", markup=False)
            return
        self.goto(target)

    def action_replay_edge(self, end: int) -> None:
        """Home/End: the start (position 0) or the end of the save."""
        self.goto(self.session.length if end else 0)

    def action_replay_turn(self) -> None:
        """t: ask for a turn, then go to its first action."""
        span = self.session.turns()
        if span is None:
            self.notify("This game numbers no turns: use Left/Right, Home, End.",
                        markup=False)
            return
        self.app.push_screen(TurnPrompt(span), self.turn_chosen)

    def turn_chosen(self, turn: int | None) -> None:
        if turn is None:
            return
        position = self.session.turn_start(turn)
        span = self.session.turns()
        if position is None or span is None or turn < span[0]:
            low, high = span or ("?", "?")
            self.notify(f"No turn {turn}: this game has turns {low} to {high}.",
                        severity="warning", markup=False)
            return
        self.goto(position)

    def action_replay_view(self) -> None:
        """v: the next seat's view (a finished game), else why not."""
        table = self.session
        if len(table.viewers) == 1:
            self.notify("The game is not over: only the public view, so no hand is shown.",
                        severity="warning", markup=False)
            return
        table.cycle_viewer()
        self.redraw()

    def action_replay_leave(self) -> None:
        """q/Esc: leave (the app, for ``herotable replay``; else back to the Load screen)."""
        if self.exit_on_leave:
            self.app.exit()
        else:
            self.dismiss(None)


def replay_screen(table, exit_on_leave: bool = False):
    """The game's own screen for ``table`` (a ``ReplayTable``), read only: its class
    with ``ReplayMode`` in front and the replay's bindings."""
    from ..games import game_screen
    base = type(game_screen(table))
    cls = type(f"Replay{base.__name__}", (ReplayMode, base),
               {"BINDINGS": BINDINGS, "exit_on_leave": exit_on_leave})
    return cls(table)
