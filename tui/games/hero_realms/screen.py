"""The Hero Realms game screen: market, board, hand list, actions, log.

A ``GameScreen`` with its own panels and keys (see ``HELP``). Everything
drawn comes from ``state.view(seat)`` of the seat on screen; every key maps
to one of ``state.legal_actions()`` (or explains plainly why it does
nothing now) and goes through the ``GameSession``. Hand-offs, saving and
the game-over dialog are the base screen's.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList, Static

from engine import Action

from . import rules
from .inspection import realm_inspections
from .words import (ATTACK_KINDS, acquire_refusal, attack_targets, card_summary,
                      end_turn_warnings, hand_action, list_entries, waiting_reason)
from tui.widgets import ActionList, HeaderLine, LogPanel
from tui.widgets.header import update_text
from tui.widgets.focus_mark import mark_focused
from .board import RealmBoard
from .hand_list import HandList
from .market import MarketPanel
from .attack import AttackScreen
from ...widgets.footer import KeyFooter
from tui.screens.dialogs import ConfirmScreen
from tui.screens.game import GameScreen
from tui.screens.inspector import Inspections
from tui.screens.lesson_mode import LessonMode

HELP = """\
Hero Realms keys
  Up/Down   move in the focused list (Hand, Actions or Market)
  Tab       next list: Hand, Actions, Market (shift+Tab: back)
  Enter     Hand: play the highlighted card (or discard / sacrifice
            it when a decision asks for that); Actions: use it;
            Market: acquire it. The line under the hand shows the
            highlighted card or action in full.
  p         play every card in your hand (stops at a decision)
  1-5       acquire the Market card in that slot     g  a Fire Gem
  a         attack: Up/Down picks the target (a player or a
            champion), Left/Right or digits the amount, Enter
  e         end your turn (asks first if something would be wasted)
  ctrl+p    every legal action, by name (every attack amount too)
  i         inspect: the highlighted card in full, then Left/Right
            through your hand, the Market, the Fire Gem and every
            champion in play (cost, faction, Defense, each ability)
  s save now   ? this help   q quit (asks first; the game is saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)
  L         the whole log, to read back what happened
  Goal: the last player with Health wins (see the Rules page, r).

Market: key, cost (*, green: you can afford it now), name in its faction's
colour (Gld Guild, Imp Imperial, Nec Necros, Wld Wild), type (Guard 6 /
Champ 4: a champion and its Defense), abilities: Exp = expend, Ally =
needs another card of its faction in play, Sac = sacrifice.
Hand and board: the letter before a card's name is its faction
(G Guild, I Imperial, N Necros, W Wild, - no faction), as well as its
colour.
Board: > who decides now, underlined: whose turn; Gold and Combat
gained this turn; guarded: a prepared guard protects that player;
champions with Defense, damage taken this turn, prepared or expended.
Actions: your expend and ally abilities, one "Attack ..." row per target
(Enter opens the attack dialog), End turn, then sacrifice abilities (the
card is gone for good); when an effect asks you something (choose one,
a target, a discard), the answers.

Pass-and-play: whenever another player must decide (a discard during
your turn too), a hand-off screen hides the hands until they press Enter.
"""


def card_text(card: dict | None, cost: bool = False) -> Text:
    """A card in full for the detail line: name (type, cost): every ability."""
    text = Text()
    if card:
        text.append(str(card.get("name")), style="bold")
        price = f", cost {card.get('cost')}" if cost and card.get("cost") is not None else ""
        text.append(f", {card.get('type_line')}{price}: {card_summary(card, short=False)}")
    return text


class RealmScreen(GameScreen, inherit_bindings=False):
    """Plays a Hero Realms game with the keyboard; pass-and-play between human seats."""

    KEYS_HELP = HELP
    RULES = rules.RULES
    GLOSSARY = rules.GLOSSARY
    AUTO_PASS = False           # nothing to pass in Hero Realms: help leaves the setting out
    END_TURN_QUESTION = "Ask before ending a turn with anything left to use"
    BINDINGS = [
        *LessonMode.LESSON_BINDINGS,   # [ ] x: only in a guided game (issue 44)
        Binding("enter", "answer", "Answer", key_display="enter", priority=True),
        Binding("enter", "confirm", "Play/use", priority=True, show=False),
        Binding("p", "play_all", "Play all", key_display="p"),
        Binding("a", "attack", "Attack", key_display="a"),
        Binding("e", "end_turn", "End turn", key_display="e"),
        *[Binding(str(n + 1), f"acquire({n})", show=False) for n in range(5)],
        Binding("g", "acquire(-1)", show=False),
        *[Binding(str(n), f"no_slot({n})", show=False) for n in range(6, 10)],
        Binding("tab", "switch_list(1)", "Switch", key_display="tab"),
        Binding("i", "inspect", "Inspect", key_display="i"),
        Binding("shift+tab", "switch_list(-1)", "Switch", show=False),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("q", "quit_game", "Quit", key_display="q"),
        # after q: where the footer is full at 80 columns, the hint key is the one cut
        Binding("w", "hint", "Hint", key_display="w"),
        Binding("w", "hint_why", show=False),
        Binding("s", "save", "Save", key_display="s", show=False),
        Binding("L", "full_log", "Log", key_display="L", show=False),
        # the same keys while they do nothing: say why (the footer hides them then)
        Binding("p", "why('play')", show=False),
        Binding("a", "why('attack')", show=False),
        Binding("e", "why('end')", show=False),
        Binding("escape", "nothing_to_cancel", show=False),
    ]
    NOTHING_TO_CANCEL = ("Esc closes the attack or the end-turn question; neither is open "
                         "now. q quits, ? helps.")

    def __init__(self, session):
        super().__init__(session)
        self._fresh = True

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield HeaderLine(id="header")
        yield MarketPanel(id="market", classes="panel")
        with Horizontal(id="realm-main"):
            with Vertical(id="realm-left"):
                yield RealmBoard(id="realm-board", classes="panel")
                yield LogPanel(id="log", classes="panel", min_width=10)
            with Vertical(id="realm-right"):
                yield HandList(id="realm-hand", classes="panel")
                yield Static(id="realm-detail")
                yield ActionList(id="actions", classes="panel")
        yield KeyFooter()

    def on_mount(self, event) -> None:
        """Draw, then hand the keyboard to whoever decides first (not the base's panels)."""
        event.prevent_default()
        self.query_one("#realm-board").border_title = self.goal()
        self.query_one("#actions").border_title = "Actions"
        self.query_one("#log").border_title = "Log"
        self.query_one(HandList).focus()
        self.redraw()
        self.after_change()

    # -- helpers ------------------------------------------------------------------
    def view(self) -> dict:
        """The view of the seat on screen (built once per position and seat: every
        panel, the detail line and the key checks share it)."""
        key = (self.state.identity, self.state.position, self.shown_seat)
        cached = getattr(self, "_view_cache", None)
        if cached is None or cached[0] != key:
            cached = self._view_cache = (key, self.state.view(self.shown_seat))
        return cached[1]

    def hand(self) -> list[dict]:
        """The shown seat's hand cards ([] if hidden)."""
        if self.shown_seat is None:
            return []
        return list(self.view()["players"][self.shown_seat].get("hand") or [])

    def refuse(self, message: str) -> None:
        """Say plainly why a key did nothing."""
        text = message[:1].upper() + message[1:]
        if text and text[-1] not in ".!?)":
            text += "."
        self.notify(text, severity="warning", markup=False)

    def goal(self) -> str:
        """The win condition, always on screen (the board's title)."""
        return "Players: " + (rules.GOAL_TEAMS if self.view().get("teams") else rules.GOAL)

    def inspections(self) -> Inspections:
        """What ``i`` shows: hand, Market, Fire Gem, every champion and card in play;
        it starts on the highlighted hand or Market card."""
        items, index = realm_inspections(self.view(), self.shown_seat)
        start = 0
        if self.focused is self.query_one(HandList):
            start = index.get(("hand", self.query_one(HandList).highlighted_id), 0)
        elif self.focused is self.query_one(MarketPanel):
            start = index.get(("market", self.query_one(MarketPanel).highlighted), 0)
        return Inspections(items, start)

    # -- drawing ------------------------------------------------------------------
    def redraw(self) -> None:
        """Redraw every panel from the shown seat's view (built afresh here: a redraw
        asked for by hand, after a change outside ``apply``, must not show a stale one)."""
        self._view_cache = None
        view = self.view()
        acting = self.state.current_player
        legal = self.legal()
        players = view.get("players") or []
        seat = self.shown_seat
        me = players[seat] if seat is not None and seat < len(players) else None
        self.query_one(HeaderLine).show(self.session.game_title, view, self.names, acting)
        self.query_one(RealmBoard).show(view, acting)
        slots = {a.arg("slot") for a in legal if a.kind == "acquire"}
        gold = (view.get("pools") or {}).get("gold") if seat == view.get("active") else None
        self.query_one(MarketPanel).show(view, slots, any(a.kind == "acquire_gem"
                                                          for a in legal), gold)
        usable = {str(c.get("id")) for c in (me or {}).get("hand") or []
                  if hand_action(legal, c.get("id")) is not None}
        note = self.hidden_note()
        self.query_one(HandList).show(me, usable, note)
        rows = list_entries(legal, view)
        listing = self.query_one(ActionList)
        before = list(listing.actions)
        listing.set_actions([a for _, a in rows], [label for label, _ in rows])
        if listing.actions != before and listing.actions:
            listing.highlighted = 0     # new choices: start from the top
        self.query_one(LogPanel).show(self.session.log_lines(seat))
        self.settle_focus(view)
        self.mark_focus()
        self.show_detail()
        self.refresh_bindings()

    def mark_focus(self) -> None:
        """The mark before the title of the list that has the keys (Hand, Actions or
        Market): Enter acts there (it bought from the Market for a player who meant a
        champion's ability in Actions)."""
        lists = [self.query_one(HandList), self.query_one(ActionList), self.query_one(MarketPanel)]
        mark_focused(lists, self.focused, getattr(self.app, "ascii_mode", False))

    def settle_focus(self, view: dict) -> None:
        """Answers to a decision are in Actions; a new turn starts in the Hand."""
        if not self.can_act():
            return
        hand, actions = self.query_one(HandList), self.query_one(ActionList)
        mine = view.get("pending") is not None
        if mine:        # the answers are listed; stay in the hand only if it answers too
            if self._fresh or not (self.focused is hand and hand.highlighted_id is not None
                                   and hand_action(self.legal(), hand.highlighted_id)):
                actions.focus()
        elif self._fresh or self.focused is None:
            (hand if hand.ids else actions).focus()
        elif self.focused is hand and not hand.ids:
            actions.focus()
        self._fresh = False

    def show_detail(self) -> None:
        """The line under the hand: the decision asked for, or the highlighted item in full."""
        view = self.view()
        detail = self.query_one("#realm-detail", Static)
        text = Text()
        pending = view.get("pending")
        if self.state.is_over():
            text.append("The game is over.", style="bold")
        elif pending and self.can_act():
            text.append(str(pending.get("text", "")), style="bold yellow")
        elif self.focused is self.query_one(HandList):
            card = next((c for c in self.hand()
                         if c.get("id") == self.query_one(HandList).highlighted_id), None)
            text.append_text(card_text(card))
        elif self.focused is self.query_one(MarketPanel):
            market = self.query_one(MarketPanel)
            index = market.highlighted
            if index is not None and index < len(market.cards):
                text.append_text(card_text(market.cards[index], cost=True))
        elif self.focused is self.query_one(ActionList):
            listing = self.query_one(ActionList)
            index = listing.highlighted
            if index is not None and index < len(listing.labels):
                attack = listing.actions[index].kind in ATTACK_KINDS
                text.append(listing.labels[index] if attack else
                            listing.actions[index].label, style="bold")
                if attack:
                    text.append(" - Enter: choose the amount.")
        if self.session.save_error:
            text.append(f"\nNot saved: {self.session.save_error}", style="bold red")
        update_text(detail, text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving in the hand or the actions list updates the detail line."""
        self.show_detail()

    def on_descendant_focus(self, event) -> None:
        """Switching lists updates the detail line."""
        self.show_detail()

    def watch_focused(self) -> None:
        """Any change of focus (a key, a choice, back from a hand-off) moves the mark."""
        if self.is_mounted:
            self.mark_focus()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Footer: only the keys that apply now (the "why" bindings explain the others)."""
        if action.startswith("lesson_"):
            return self.lesson is not None
        kinds = {a.kind for a in self.legal()}
        if action == "answer":
            return self.can_act() and self.view().get("pending") is not None
        if action == "play_all":
            return "play" in kinds
        if action == "attack":
            return bool(kinds & set(ATTACK_KINDS))
        if action == "end_turn":
            return "end_turn" in kinds
        if action in ("acquire", "switch_list"):
            return self.can_act()
        if action == "hint":
            return self.hint_refusal() is None
        return True

    def action_why(self, what: str) -> None:
        """A key that does nothing now: say plainly why."""
        view = self.view()
        reason = waiting_reason(view, self.shown_seat)
        if reason is None:
            combat = (view.get("pools") or {}).get("combat", 0)
            reason = {"play": "There are no cards in your hand to play.",
                      "attack": "You have no Combat to attack with." if not combat
                      else self.attack_refusal(view),
                      }.get(what, "You can't do that now.")
        self.refuse(reason)

    def attack_refusal(self, view: dict) -> str:
        """Combat in the pool but no legal attack: the engine's reason for the first
        opponent (a Guard in the way, most often)."""
        for player in view.get("players") or []:
            if player.get("seat") != self.shown_seat and not player.get("out"):
                reason = self.state.why_not(Action.make("attack_player", seat=player["seat"],
                                                        amount=1))
                if reason:
                    return reason
        return "Nothing can be attacked now."

    # -- changes ------------------------------------------------------------------
    def handoff_done(self, seat: int) -> None:
        """The next player is at the keyboard: their turn starts in their hand."""
        self._fresh = True
        super().handoff_done(seat)

    def choose_attack(self, start: Action | None = None) -> None:
        """Open the attack dialog (at ``start``'s target, if given)."""
        view = self.view()
        targets = attack_targets(self.legal(), view)
        if not targets:
            self.action_why("attack")
            return
        index = next((i for i, t in enumerate(targets) if start in t), 0)
        combat = (view.get("pools") or {}).get("combat", 0)
        self.app.push_screen(AttackScreen(targets, combat, index),
                             lambda action: self.apply_action(action) if action else None)

    def use_card(self, card_id: str | None) -> None:
        """Enter on a hand card: play it, or discard / sacrifice it when asked."""
        action = hand_action(self.legal(), card_id) if card_id else None
        if action is not None:
            self.apply_action(action)
            return
        reason = waiting_reason(self.view(), self.shown_seat)
        if reason is None and card_id:
            reason = self.state.why_not(str(card_id))
        self.refuse(reason or "That card can't be used now.")

    def use_row(self, action: Action | None) -> None:
        """Enter on an actions row: apply it (an attack row opens the attack dialog)."""
        if action is None:
            return
        if action.kind in ATTACK_KINDS:
            self.choose_attack(action)
        elif action.kind == "end_turn":     # Enter never ends the turn unasked
            self.action_end_turn(always_ask=True)
        else:
            self.apply_action(action)

    # -- mouse ----------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click on a hand card plays it; on an action, uses it; on the market, acquires
        (not the base's handler)."""
        event.stop()
        event.prevent_default()
        if isinstance(event.option_list, MarketPanel):
            self.action_acquire(event.option_list.highlighted_slot)
        elif isinstance(event.option_list, HandList):
            self.use_card(event.option_list.highlighted_id)
        elif isinstance(event.option_list, ActionList):
            self.use_row(event.option_list.highlighted_action)

    # -- key actions ----------------------------------------------------------------
    def action_answer(self) -> None:
        """Enter during a decision (the footer says "Answer")."""
        self.action_confirm()

    def action_confirm(self) -> None:
        """Enter: the highlighted hand card, action or market card."""
        if self.state.is_over():
            super().action_confirm()
            return
        if self.focused is self.query_one(HandList):
            self.use_card(self.query_one(HandList).highlighted_id)
        elif self.focused is self.query_one(MarketPanel):
            slot = self.query_one(MarketPanel).highlighted_slot
            if slot is not None:
                self.action_acquire(slot)
        else:
            self.use_row(self.query_one(ActionList).highlighted_action)

    def action_switch_list(self, step: int) -> None:
        """Tab / shift+Tab: Hand, Actions, Market, Hand, ..."""
        lists = [self.query_one(HandList), self.query_one(ActionList), self.query_one(MarketPanel)]
        index = lists.index(self.focused) if self.focused in lists else -1
        lists[(index + step) % len(lists)].focus()

    def action_play_all(self) -> None:
        """p: play the hand's cards in order until none is left or a decision comes up."""
        seat, played = self.shown_seat, 0
        if getattr(self.session, "remote", False) and self.can_act():
            legal = self.state.legal_actions()   # a joined seat: one card per host update
            cards = [str(c.get("id")) for c in self.hand()
                     if any(a.kind == "play" and a.arg("card") == c.get("id") for a in legal)]
            if not cards:
                self.action_why("play")
                return
            self.apply_chain("play", cards)
            return
        runner = self.lesson          # a guided game: only what the step teaches
        step = runner.live if runner is not None else None
        refused = None
        while self.can_act() and self.state.current_player == seat:
            if runner is not None and runner.live != step:
                break                     # the step is done: the next one says what now
            legal = self.state.legal_actions()
            plays = [a for c in self.hand() for a in legal
                     if a.kind == "play" and a.arg("card") == c.get("id")]
            action = next((a for a in plays if self.lesson_refusal(a) is None), None)
            if action is None:
                refused = plays[0] if plays else None
                break
            self.session.apply(action)
            played += 1
        if not played:
            if refused is not None:
                self.lesson_refuse(refused)
            else:
                self.action_why("play")
            return
        self.redraw()
        self.after_change()
        other = self.state.current_player
        if other != seat and not self.state.is_over() and self.hand():
            self.notify(f"Play all stopped: {self.session.seat_name(other)} must decide "
                        "first. Press p again for the rest of your hand.", markup=False)

    def action_acquire(self, slot: int) -> None:
        """1-5: acquire that Market card; g (slot -1): a Fire Gem. Else say why not."""
        want = ("acquire_gem", None) if slot < 0 else ("acquire", slot)
        for action in self.legal():
            if (action.kind, action.arg("slot")) == want:
                self.apply_action(action)
                return
        reason = waiting_reason(self.view(), self.shown_seat)
        if reason is None:
            reason = self.state.why_not(Action.make("acquire_gem") if slot < 0
                                        else Action.make("acquire", slot=slot))
        self.refuse(reason or acquire_refusal(self.view(), self.shown_seat,
                                              None if slot < 0 else slot))

    def action_no_slot(self, number: int) -> None:
        """6-9: there is no such Market slot; say which keys buy (a bell alone is
        silent in most terminals)."""
        self.app.bell()
        self.refuse(f"No Market card {number}: 1-5 acquire the Market's five cards, "
                    "g a Fire Gem")

    def action_attack(self) -> None:
        """a: the attack dialog."""
        self.choose_attack()

    def action_end_turn(self, always_ask: bool = False) -> None:
        """e: end the turn, asking first when cards, Combat, Gold or abilities go unused
        (unless the app's ``confirm_end_turn`` setting is off). ``always_ask``: Enter on
        the End turn row, which asks even when nothing would be wasted."""
        legal = self.legal()
        end = next((a for a in legal if a.kind == "end_turn"), None)
        if end is None:
            self.action_why("end")
            return
        warnings = end_turn_warnings(legal, self.view(), self.shown_seat)
        ask = getattr(self.app, "confirm_end_turn", True)
        if not (ask and (warnings or always_ask)):
            self.apply_action(end)
            return
        lines = (["You still have:"] + [f"  {w}" for w in warnings] if warnings
                 else ["Nothing is left to use this turn."])
        self.app.push_screen(ConfirmScreen("End your turn?", lines, "end the turn",
                                           "keep playing"),
                             lambda yes: self.apply_action(end) if yes else None)
