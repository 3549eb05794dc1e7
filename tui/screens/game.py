"""The common game screen: header, board, hand, status, actions, log and footer.

Every game without a screen of its own (see ``tui/games/__init__.py``) is
played here, with the generic board, hand and status panels; a game's own
screen subclasses :class:`GameScreen`, either only swapping the panels
(``BOARD``, ``HAND``, ``STATUS``: the HeroCard duel) or composing its own.

Everything drawn comes from ``state.view(seat)`` for the seat shown (the
deciding seat, once the hand-off is done); the actions come from
``state.legal_actions()`` and are applied through the ``GameSession``.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

import engine
from engine import Action

from ..upstream import gc_pacing
from ..ai_turns import AiTurns
from ..choices import chain_kind, list_actions, matching_actions, playable_ids, single_action
from ..describe import selection_text
from ..commands import HelpTopicsProvider, LegalActionsProvider
from ..session import GameSession
from ..widgets import ActionList, BoardPanel, HandPanel, HeaderLine, LogPanel, StatusPanel
from .dialogs import ChooseScreen, GameOverScreen
from .game_reasons import GameReasons
from .hint_panel import HintKey
from .lesson_mode import LessonMode
from .joined_table import JoinedTable
from .hand_overs import HandOvers
from .take_back import TakeBack
from ..widgets.footer import KeyFooter


class GameScreen(LessonMode, HintKey, JoinedTable, TakeBack, GameReasons, HandOvers, AiTurns,
                 Screen[None]):
    """Plays one game with the keyboard; pass-and-play between human seats, AI seats
    played by their bots (``AiTurns``); why a key did nothing: ``GameReasons``."""

    COMMANDS = {LegalActionsProvider, HelpTopicsProvider}
    RULES: list[tuple[str, str]] | None = None
    """The game's rules as (heading, text) sections in our words (the help's Rules page)."""
    GLOSSARY: list[tuple[str, str]] | None = None
    """(term, meaning) pairs: the help's Glossary page."""
    BOARD: type[BoardPanel] = BoardPanel
    """The board panel class (a game's screen may give its own subclass)."""
    HAND: type[HandPanel] = HandPanel
    """The hand panel class."""
    STATUS: type[StatusPanel] = StatusPanel
    """The status panel class."""
    ENTER_TRAPS: tuple[str, ...] = ()
    """Action kinds the actions list never starts on while something else is legal
    (ending a turn, passing, refreshing: Enter must not cost a turn by default)."""
    GAME_OVER: type[GameOverScreen] = GameOverScreen
    """The game-over dialog class (a game's screen may add keys to it)."""
    END_TURN_QUESTION: str | None = None
    """The help's words for the end-turn question (``app.confirm_end_turn``) in this
    game's terms, for a screen that asks it; None (here: the base screen never asks)
    leaves the setting out of the help."""
    BINDINGS = [
        *LessonMode.LESSON_BINDINGS,   # [ ] x: only in a guided game, first (issue 44)
        Binding("1", "toggle(1)", "Card", key_display="1-9"),
        *[Binding(str(n), f"toggle({n})", show=False) for n in range(2, 10)],
        Binding("enter", "confirm", "Choose", key_display="enter", priority=True),
        Binding("space", "pass_turn", "Pass", key_display="space"),
        Binding("p", "pass_turn", "Pass", show=False),
        Binding("p", "why_pass", show=False),       # p while no pass is legal: says why
        Binding("r", "refresh_hand", "Refresh", key_display="r"),
        Binding("escape", "clear_selection", "Unselect", key_display="esc"),
        Binding("escape", "nothing_to_cancel", show=False),   # nothing selected: says so
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("i", "inspect", "Inspect", key_display="i"),
        Binding("q", "quit_game", "Quit", key_display="q"),
        # after q: where a footer is full at 80 columns, the hint key is the one cut
        Binding("w", "hint", "Hint", key_display="w"),
        Binding("w", "hint_why", show=False),     # no hint now: says why
        Binding("s", "save", "Save", key_display="s"),
        Binding("a", "toggle_autopass", "Auto-pass", key_display="a", show=False),
        Binding("L", "full_log", "Log", key_display="L", show=False),
    ]

    def __init__(self, session: GameSession):
        super().__init__()
        self.session = session
        session.save_after_frames(self._after_frame)   # saves leave the UI thread
        self.shown_seat: int | None = None
        self.selected: list[int] = []
        self._over_shown = False
        self._waiting = False
        self._handoff = None     # the HandoffScreen, kept between hand-offs (HandOvers)
        self._chain: tuple[str, list[str]] | None = None   # a joined seat's chain under way

    def _after_frame(self, callback) -> None:
        """Run ``callback`` once the next frame is drawn (the session's saves start so)."""
        self.app.call_after_refresh(callback)

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield HeaderLine(id="header")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield self.BOARD(id="board", classes="panel")
                yield self.HAND(id="hand", classes="panel")
            with Vertical(id="right"):
                yield self.STATUS(id="status", classes="panel")
                yield ActionList(id="actions", classes="panel")
        yield LogPanel(id="log", classes="panel")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Draw, then hand the keyboard to whoever decides first."""
        self.query_one("#board").border_title = "Board"
        self.query_one("#actions").border_title = "Actions (arrows, Enter)"
        self.query_one("#log").border_title = "Log"
        self.query_one(ActionList).focus()
        if self.app.auto_pass and not self.state.is_over():
            self.session.auto_pass()
        self.redraw()
        self.after_change()

    # -- state helpers ------------------------------------------------------------
    @property
    def state(self):
        """What this screen may read of its table (``tui.table.seat_state.SeatState``):
        never the engine state itself."""
        return self.session.seat_state

    @property
    def names(self) -> list[str]:
        """Seat names, by seat (read once: they do not change during a game)."""
        if getattr(self, "_seat_names", None) is None:
            self._seat_names = [self.session.seat_name(s) for s in range(self.state.num_players)]
        return self._seat_names

    def can_act(self) -> bool:
        """True when the seat on screen is the one that must decide."""
        return (not self.state.is_over() and not self._waiting
                and not getattr(self.session, "pending", False)
                and self.shown_seat is not None
                and self.shown_seat == self.state.current_player)

    def legal(self) -> list[Action]:
        """Legal actions for the seat on screen ([] when it isn't theirs to decide)."""
        return self.state.legal_actions() if self.can_act() else []

    def hand(self) -> list[dict]:
        """The shown seat's hand cards ([] if hidden)."""
        if self.shown_seat is None:
            return []
        players = self.state.view(self.shown_seat).get("players") or []
        player = players[self.shown_seat] if self.shown_seat < len(players) else {}
        return list(player.get("hand") or [])

    def selected_ids(self) -> list[str]:
        """Card ids of the selected hand cards."""
        hand = self.hand()
        return [str(hand[i].get("id")) for i in self.selected if i < len(hand)]

    # -- drawing ------------------------------------------------------------------
    def redraw(self) -> None:
        """Redraw every panel from the shown seat's view."""
        view = self.state.view(self.shown_seat)
        acting = self.state.current_player
        legal = self.legal()
        players = view.get("players") or []
        me = players[self.shown_seat] if self.shown_seat is not None and \
            self.shown_seat < len(players) else None
        self.query_one(HeaderLine).show(self.session.game_title, view, self.names, acting)
        self.query_one(BoardPanel).show(view, acting)
        note = self.hidden_note()
        self.query_one(HandPanel).show(me, self.selected, playable_ids(legal), note)
        self.query_one(StatusPanel).show(view, self.names, acting, self.selection_text(legal))
        hand_ids = [str(c.get("id")) for c in (me or {}).get("hand") or []]
        listed = list_actions(legal, hand_ids)
        self.query_one(ActionList).set_actions(listed, self.list_labels(listed, view),
                                               start=self.list_start(listed, legal))
        self.query_one(LogPanel).show(self.session.log_lines(self.shown_seat))
        self.refresh_bindings()

    def list_labels(self, listed: list[Action], view: dict) -> list[str] | None:
        """The words of the actions list's entries (one per action of ``listed``);
        None: the actions' own labels. A game's screen may shorten them."""
        return None

    def list_start(self, listed: list[Action], legal: list[Action]) -> int | None:
        """Where the actions list's highlight starts: the first entry that is not in
        ``ENTER_TRAPS``; None (nothing highlighted) when only such entries are listed
        while other actions (cards to select) are legal."""
        for index, action in enumerate(listed):
            if action.kind not in self.ENTER_TRAPS:
                return index
        if listed and any(a.kind not in self.ENTER_TRAPS for a in legal):
            return None
        return 0

    def hidden_note(self) -> str:
        """What the hand panel says when it shows no hand: the game is over, only
        bots play (nobody's hand is shown to a watcher), or a hand-off comes first."""
        if self.state.is_over():
            return "(the game is over)"
        if getattr(self.session, "remote", False):
            return "(watching: no hand is shown)"
        if not self.session.human_seats():
            return "(only AI seats play)"
        if self.ai_hides_hands():
            return "(hidden while an AI seat plays)"
        return "(hidden until the hand-off)"

    def selection_text(self, legal: list[Action]) -> Text | None:
        """What Enter will do with the selected cards (or a save problem, or None)."""
        if self.selected:
            return selection_text(self.hand(), self.selected, legal)
        if self.session.save_error:
            return Text(f"Not saved: {self.session.save_error}", style="bold red")
        return None

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Hide bindings that do nothing now (the footer shows what applies)."""
        if action.startswith("lesson_"):
            return self.lesson is not None
        kinds = {a.kind for a in self.legal()}
        if action == "pass_turn":
            return "pass" in kinds
        if action == "refresh_hand":
            # r is never in the footer (show=False): while it is your decision the key
            # runs and says why it can't refresh, rather than doing nothing at all
            return "refresh" in kinds or self.can_act()
        if action == "clear_selection":
            return bool(self.selected)
        if action == "confirm":
            # after the game-over dialog (Esc: see the board) Enter still goes on
            return self.can_act() or self.state.is_over()
        if action == "toggle":
            return self.can_act()
        if action == "hint":
            return self.hint_refusal() is None
        return True

    # -- applying actions ---------------------------------------------------------
    def apply_action(self, action: Action) -> None:
        """Apply a legal action for the seat on screen, then auto-pass and hand off."""
        if getattr(self.session, "pending", False):
            self.notify("Your last move is on its way to the host; one moment.",
                        severity="warning", markup=False)
            return
        if not self.can_act():
            self.notify("It is not your decision now.", severity="warning", markup=False)
            return
        if self.lesson_refuse(action):   # a guided game: not what this step teaches
            return
        try:
            self.session.apply(action)
        except engine.IllegalAction as exc:
            self.notify(f"Not legal now: {exc}", severity="error", markup=False)
            return
        if getattr(self.session, "remote", False):
            self.selected = []     # the host's update redraws (table_changed)
            return
        if self.app.auto_pass:
            self.session.auto_pass()
        self.selected = []
        self.redraw()
        self.after_change()

    def apply_chain(self, kind: str, cards: list[str]) -> None:
        """Apply one ``kind`` action per card, in order, while each is still legal."""
        seat = self.shown_seat
        if getattr(self.session, "remote", False):   # one at a time, each after the host's update
            self._chain = (kind, list(cards))
            self.continue_chain()
            return
        for card in cards:
            if self.state.current_player != seat or self.state.is_over():
                break
            action = single_action(self.state.legal_actions(), kind, card)
            if action is None:
                self.notify("Stopped: the next card can't be used now.", severity="warning",
                            markup=False)
                break
            if self.lesson_refuse(action):
                break
            self.session.apply(action)
        if self.app.auto_pass:
            self.session.auto_pass()
        self.selected = []
        self.redraw()
        self.after_change()

    def after_change(self) -> None:
        """Show the winner, let an AI seat's bot decide, or hand the keyboard over.

        An AI seat thinks in a worker (``AiTurns.ai_to_move``) while the screen
        keeps the last human seat's view. A hand-off screen comes only between
        human seats; with one human seat, that seat simply gets the keyboard.
        """
        gc_pacing.collect_after_frame(self.app)   # due garbage goes after the frame
        self.lesson_update()
        if getattr(self.session, "remote", False) and not hasattr(self, "_ui_loop"):
            # a joined terminal: the host's updates redraw this screen. Here, not in
            # on_mount, which the games' screens replace (they prevent the base's)
            self._ui_loop = True
            self._table_tick_queued = False
            self._seen_position = self.state.position   # an undo goes below it
            self.session.listen(self._from_table)
        if self.state.is_over():
            self.ai_cancel()
            self.show_game_over()
            return
        if getattr(self.session, "remote", False):
            self.joined_seat_turn()
            return
        if self.ai_to_move():
            return
        current = self.state.current_player
        if current == self.shown_seat or self._waiting:
            return
        if not self.handoff_needed(current):
            self.handoff_done(current)
            return
        self._waiting = True
        reason = self.handoff_reason(current)
        self.app.push_screen(self.handoff_screen(self.names[current], reason),
                             lambda result: None if result == "undo"   # u: taken back
                             else self.handoff_done(current))

    # -- mouse ----------------------------------------------------------------------
    def on_hand_panel_card_clicked(self, event: HandPanel.CardClicked) -> None:
        """A click on a hand card toggles it, like its digit."""
        self.action_toggle(event.number)

    def on_option_list_option_selected(self, event: ActionList.OptionSelected) -> None:
        """A click on an action applies it (Enter is handled by ``action_confirm``)."""
        if isinstance(event.option_list, ActionList):
            event.stop()
            action = event.option_list.highlighted_action
            if action is not None:
                self.apply_action(action)

    # -- key actions ----------------------------------------------------------------
    def action_toggle(self, number: int) -> None:
        """Digit: put hand card ``number`` into the selection or take it out."""
        index = number - 1
        if not self.can_act():
            self.app.bell()
            return
        if index >= len(self.hand()):
            held = len(self.hand())
            self.app.bell()     # a bell alone is silent in most terminals and over tmux
            self.notify(f"No card {number}: the hand holds {held} card{'s' * (held != 1)}.",
                        severity="warning", markup=False)
            return
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self.redraw()

    def action_clear_selection(self) -> None:
        """Escape: empty the selection."""
        self.selected = []
        self.redraw()

    def action_confirm(self) -> None:
        """Enter: play the selected cards, or apply the highlighted action."""
        if self.state.is_over():
            if self._over_shown:
                self.app.show_title()
            else:
                self.show_game_over()
            return
        legal = self.legal()
        if self.selected:
            found = matching_actions(legal, self.selected_ids())
            chain = None if found else chain_kind(legal, self.selected_ids())
            if chain:
                self.apply_chain(chain, self.selected_ids())
            elif not found:
                self.notify(self.selection_refusal(self.selected_ids()), severity="warning",
                            markup=False)
            elif len(found) == 1:
                self.apply_action(found[0])
            else:
                self.app.push_screen(ChooseScreen("Which one?", [a.label for a in found]),
                                     lambda i: self.apply_action(found[i]) if i is not None
                                     else None)
            return
        action = self.query_one(ActionList).highlighted_action
        if action is not None:
            self.apply_action(action)
        elif self.can_act():
            self.notify("Select cards with 1-9, or pick an action with Up/Down, then Enter.",
                        markup=False)

    def action_save(self) -> None:
        """s: write the save file now (its name, or why not: never a control character)."""
        from saves.safe_text import shown
        if getattr(self.session, "remote", False):
            self.notify("The host saves the game after every action.", markup=False)
            return
        if self.session.save():
            name = self.session.path.name if self.session.path else "?"
            # the name alone on its line: a toast is 37 cells wide at 80 columns
            self.notify(shown(name), title="Saved", markup=False)
        else:
            self.notify(shown(f"Not saved: {self.session.save_error or 'no save folder'}"),
                        severity="error", markup=False)

    def action_toggle_autopass(self) -> None:
        """a: turn auto-pass on or off."""
        self.app.toggle_auto_pass()
        self.settings_changed()

    def settings_changed(self) -> None:
        """Auto-pass may have been turned on: pass now if that is all there is."""
        if self.app.auto_pass and self.can_act() and self.session.auto_pass():
            self.redraw()
            self.after_change()

    def action_help(self) -> None:
        """?: the help screen."""
        self.app.show_help()

    def inspections(self):
        """What ``i`` shows: an ``Inspections`` of everything the seat on screen may
        read now, starting on the highlighted thing. This default lists the shown
        hand (name, kind and text from the view); each game's screen gives its own
        (hand, market, board, enemies, dirty tricks, roles...)."""
        from .inspector import Inspection, Inspections
        items = [Inspection(name=str(card.get("name") or card.get("id")),
                            kind=str(card.get("kind") or ""),
                            text=str(card.get("text") or ""),
                            where=f"your hand, card {n}")
                 for n, card in enumerate(self.hand(), 1)]
        start = self.selected[-1] if self.selected else 0
        return Inspections(items, start)

    def action_inspect(self) -> None:
        """i: read the highlighted card (and everything else on the table) in full."""
        from .inspector import InspectorScreen
        found = self.inspections()
        if not found.items:
            self.notify("Nothing to inspect here now.", markup=False)
            return
        self.app.push_screen(InspectorScreen(found.items, found.start))

    def action_full_log(self) -> None:
        """L: the whole log, as the seat on screen may read it, to scroll back."""
        from .log import LogScreen
        self.app.push_screen(LogScreen(self.session.log_lines(self.shown_seat)))

    def action_quit_game(self) -> None:
        """q: save, then ask before quitting."""
        saved = self.session.save()
        self.app.ask_quit(saved, self.session.save_error)
