"""The No Time For Heroes game screen: Battlefield, Market, Heroes, Hand, log, actions.

A ``GameScreen`` with its own panels and keys (see ``HELP``). Everything drawn
comes from ``state.view(seat)`` of the seat on screen; every key maps to one of
``state.legal_actions()`` (or says plainly why it does nothing now, from
``state.why_not``) and goes through the ``GameSession``. Hand-offs (every bid,
every reaction on another hero's turn), saving and the game-over dialog are
the base screen's.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Footer, OptionList, Static

from engine import Action
from engine.no_time_for_heroes.peril import perils
from engine.no_time_for_heroes.scoring import fallen_can_win

from tui.hand_numbers import HandNumbers
from .digit_keys import NtfhDigitKeys
from .hand_numbers import NtfhHandNumbers, record_numbers
from tui.screens.dialogs import ConfirmScreen
from tui.screens.game import GameScreen
from tui.screens.inspector import Inspections
from tui.screens.lesson_mode import LessonMode
from tui.widgets import ActionList, HeaderLine, LogPanel

from . import rules
from .inspection import ntfh_inspections
from .labels import action_labels
from .deck_words import building, draft_lines, rules_lines
from .solo_words import solo_lines
from .words import (battlefield_lines, card_detail, game_over_words, hand_lines, hero_lines,
                    market_lines, peril_lines)

HELP = """\
No Time For Heroes keys
  Up/Down   move in the actions list; Enter does the highlighted one
  1-9       jump to the first action of that hand card (Enter plays it;
            Down shows the other targets); in the bid: that card bid
            alone; in the Market phase: that Market slot's purchase.
            A card keeps its number all turn: a played card's number
            stays empty (typing "2 Enter 3 Enter" plays what you saw)
  e         end what can be ended now: the attack (the Horde strikes
            back), the Market phase, the start of the turn, a discard
  v         Evade (asks first: it spends the once-a-game Evasion token;
            then pick 2 or more cards to discard and press e)
  i         inspect: the highlighted card in full, then Left/Right
            through the hand, Market, enemies, Warlord, heroes, Scenario
  ctrl+p    every legal action by name
  s save now   ? this help   q quit (asks first; the game is saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)
  L         the whole log, to read back what happened
  Goal: most Glory when the Horde is beaten; the Battlefield's title
  says whether a fallen hero can still win (Rules page: r).

The Leader bid, Evade, the ends of phases and every optional thing
that discards or spends (a purchase, an Expertise, a Scenario offer)
are never highlighted at first: pick one with Up/Down (or a digit)
before Enter does it; a "go on" or "keep" answer is highlighted first.

Battlefield: slot, enemy, F Fortitude now, W Wounds, hits = what it deals
the hero whose turn it is, G Glory on its front, icon (regen: wounds go at
the end of Recovery, mres: less damage to Magic heroes). The Warlord comes
out last; the scenario's effect is the last line.
Market: digit, name, cost in coins, D Damage, "x" if the hero whose
turn it is cannot buy it, "-1" if it would deal 1 less, icons needed
(any one of them: Mel Melee, Ran Ranged, Exp Expertise, Mag Magic;
"not Mag": every icon but Magic). The Expertise icon is a class icon
on hero and Market cards, not a hero's Expertise power.
Heroes: > decides now, * (underlined): whose turn; W wounds/hearts ("!"
and a red line under the heroes: the next Wound fells that hero), =
Glory if the game ended now, coins, Glory tokens, Expertise uses left
(x), Evade (E) while the token is unspent, deck (dk), Wear pile (wr).
Hand: "+N more" on its last line when more cards are held than shown.

Multiclass deck building (before the bid): Enter adds or removes the
highlighted card, the list's top finishes the deck (keeping the cards
chosen) or deals a legal deck, e builds the deck
(or says what is still wrong). The others see only that you built one.

A tied Leader bid goes to the oldest player (the new-game form's Oldest
player, else seat order). Pass-and-play: every bid, and every Expertise
used on another hero's turn (Valerys, Lisavette), comes after a hand-off.
"""

END_KINDS = ("end_attack", "end_market", "begin", "stop", "decline", "keep", "mc_done")
# actions Enter must never do unasked: the list does not start on one of them (a bid,
# Evade, an end, and every optional thing that discards, spends coins, Glory or an
# Expertise use, or brings out more enemies)
DELIBERATE = ("bid", "evade", "end_attack", "end_market", "jade", "port", "buy", "scout",
              "market_swap", "deck_swap", "ur_draw", "portal", "borrow", "look_again",
              "accept", "shield", "open_deck", "borrow_card", "mc_deal", "mc_finish", "mc_clear",
              "mc_done")
# "go on / skip" answers: when one is listed the list starts on it
SAFE_FIRST = ("begin", "decline", "keep", "stop")


def list_start(actions: list[Action]) -> int | None:
    """Where the actions list's highlight starts: the first "go on / skip" answer
    (``SAFE_FIRST``) if one is listed, else the first action not in ``DELIBERATE``,
    else None (nothing highlighted: Enter alone does nothing)."""
    for index, action in enumerate(actions):
        if action.kind in SAFE_FIRST:
            return index
    for index, action in enumerate(actions):
        if action.kind not in DELIBERATE:
            return index
    return None


class NoTimeScreen(NtfhDigitKeys, NtfhHandNumbers, GameScreen, inherit_bindings=False):
    """Plays a No Time For Heroes game with the keyboard; pass-and-play between people."""

    KEYS_HELP = HELP
    RULES = rules.RULES
    GLOSSARY = rules.GLOSSARY
    AUTO_PASS = False
    END_TURN_QUESTION = "Ask before ending the attack with cards still playable"
    # why no key does anything now, in the battle's words (GameScreen.idle_reason)
    IDLE_WORDS = ("The battle is over.", "Nothing for you to choose now")
    DEFAULT_CSS = """
    #ntfh-top { height: 7; }
    #ntfh-mid { height: 7; }
    #ntfh-bottom { height: 1fr; }
    #ntfh-battle { width: 11fr; text-wrap: nowrap; text-overflow: $ht-overflow; }
    #ntfh-market { width: 9fr; text-wrap: nowrap; text-overflow: $ht-overflow; }
    #ntfh-heroes { width: 11fr; text-wrap: nowrap; text-overflow: $ht-overflow; }
    #ntfh-hand { width: 9fr; text-wrap: nowrap; text-overflow: $ht-overflow; }
    #ntfh-bottom #log { width: 11fr; overflow-y: auto; }
    #ntfh-bottom #actions { width: 9fr; text-wrap: nowrap; text-overflow: $ht-overflow; }
    #ntfh-detail { height: 2; padding: 0 1; background: $surface; }
    """
    BINDINGS = [
        *LessonMode.LESSON_BINDINGS,   # [ ] x: only in a guided game (issue 44)
        Binding("enter", "confirm", "Do it", key_display="enter", priority=True),
        Binding("1", "card(1)", "Card", key_display="1-9"),
        *[Binding(str(n), f"card({n})", show=False) for n in range(2, 10)],
        Binding("e", "end", "End", key_display="e"),
        Binding("v", "evade", "Evade", key_display="v"),
        Binding("i", "inspect", "Inspect", key_display="i"),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("q", "quit_game", "Quit", key_display="q"),
        # after q: where the footer is full at 80 columns, the hint key is the one cut
        Binding("w", "hint", "Hint", key_display="w"),
        Binding("w", "hint_why", show=False),
        Binding("s", "save", "Save", key_display="s", show=False),
        Binding("L", "full_log", "Log", key_display="L", show=False),
        # the same keys while they do nothing: say why (the footer hides them then)
        Binding("e", "why('end')", show=False),
        Binding("v", "why('evade')", show=False),
        *[Binding(str(n), "why('card')", show=False) for n in range(1, 10)],
        Binding("escape", "nothing_to_cancel", show=False),
    ]
    NOTHING_TO_CANCEL = ("Esc closes a question (evade? end the attack?); none is open now. "
                         "q quits, ? helps.")

    def __init__(self, session) -> None:
        super().__init__(session)
        self.hand_numbers = HandNumbers()
        self.record_numbers = record_numbers()

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield HeaderLine(id="header")
        with Horizontal(id="ntfh-top"):
            yield Static(id="ntfh-battle", classes="panel")
            yield Static(id="ntfh-market", classes="panel")
        with Horizontal(id="ntfh-mid"):
            yield Static(id="ntfh-heroes", classes="panel")
            yield Static(id="ntfh-hand", classes="panel")
        with Horizontal(id="ntfh-bottom"):
            yield LogPanel(id="log", classes="panel", min_width=10)
            yield ActionList(id="actions", classes="panel")
        yield Static(id="ntfh-detail")
        yield Footer()

    def on_mount(self, event) -> None:
        """Titles, draw, then hand the keyboard to whoever decides first."""
        event.prevent_default()
        goal = rules.solo_goal() if self.state.view(None).get("solo") else \
            rules.goal(fallen_can_win(self.state.options))
        titles = {"#ntfh-battle": f"Battlefield: {goal}", "#ntfh-market": "Market",
                  "#ntfh-heroes": "Heroes", "#ntfh-hand": "Hand", "#log": "Log",
                  "#actions": "Actions (arrows, Enter)"}
        for selector, title in titles.items():
            self.query_one(selector).border_title = title
        self.query_one(ActionList).focus()
        self.redraw()
        self.after_change()

    def on_resize(self, event) -> None:
        """New size: the Heroes lines' form and width, the Hand's rows."""
        if self.is_mounted:
            self.call_after_refresh(self.redraw)

    # -- drawing ------------------------------------------------------------------
    def redraw(self) -> None:
        """Redraw every panel from the shown seat's view."""
        view = self.state.view(self.shown_seat)
        acting = self.state.current_player
        players = view.get("players") or []
        seat = self.shown_seat
        me = players[seat] if seat is not None and seat < len(players) else None
        active = view.get("active")
        self.query_one(HeaderLine).show(
            self.session.game_title, view, self.names, acting,
            "" if view.get("phase") in ("bid", "build") or not isinstance(active, int)
            else f"(on {self.names[active]}'s turn)",
            result=f"score {view['solo']['score']['total']}" if view.get("solo") else None)
        self.query_one("#ntfh-battle", Static).update(Text("\n").join(battlefield_lines(view)))
        deck_phase = building(view)         # multiclass: the deck builder's panels
        self.query_one("#ntfh-market").border_title = "Deck rules" if deck_phase else "Market"
        self.query_one("#ntfh-hand").border_title = "Your deck" if deck_phase else "Hand"
        self.query_one("#ntfh-market", Static).update(
            Text("\n").join(rules_lines(view, self.query_one("#ntfh-market").size.width - 2)
                            if deck_phase else market_lines(view)))
        heroes = self.query_one("#ntfh-heroes", Static)
        wide = heroes.size.width >= 62 or self.app.size.width >= 110
        width = heroes.size.width - heroes.styles.gutter.width
        width = width if width > 0 else None
        falling = perils(view)
        lines = hero_lines(view, self.names, acting, wide, width,
                           perilous=[p["seat"] for p in falling])
        room = self.query_one("#ntfh-mid").size.height - heroes.styles.gutter.height
        lines += solo_lines(view, width)
        lines += peril_lines(falling, width, room - len(lines) if room > 0 else None)
        heroes.update(Text("\n").join(lines))
        hand = self.query_one("#ntfh-hand", Static)
        rows = self.query_one("#ntfh-mid").size.height - hand.styles.gutter.height
        rows = rows if rows > 0 else None           # None before the first layout
        numbers = self.number_hand(view, me)
        hand.update(Text("\n").join(draft_lines(view, rows) if deck_phase else
                                    hand_lines(me, self.hidden_note(), rows, numbers)))
        legal = self.legal()
        self.query_one(ActionList).set_actions(legal, action_labels(legal, view),
                                               start=list_start(legal))
        self.query_one(LogPanel).show(self.session.log_lines(seat))
        self.show_detail()
        self.refresh_bindings()

    def show_detail(self) -> None:
        """The line under the panels: the question asked, or the highlighted action in
        full (the engine's label) and its card."""
        view = self.state.view(self.shown_seat)
        text = Text()
        pending = view.get("pending")
        action = self.query_one(ActionList).highlighted_action
        card = self._card_of(action, view) if action is not None else None
        if self.state.is_over():
            text.append("The battle is over.", style="bold")
        elif pending and self.can_act() and card is None:
            text.append(f"{pending['name']} chooses {pending['text']}.", style="bold yellow")
        elif action is not None:
            text.append(action.label, style="bold")
            if card is not None:
                text.append(". ")
                text.append_text(card_detail(card, named=card["name"] not in action.label))
        elif self.can_act() and self.query_one(ActionList).actions:
            text.append(self.nothing_chosen(), style="bold yellow")
        if self.session.save_error:
            text.append(f"\nNot saved: {self.session.save_error}", style="bold red")
        self.query_one("#ntfh-detail", Static).update(text)

    def _card_of(self, action: Action, view: dict) -> dict | None:
        """The card an action names (in the hand, the Wear pile, the Market, a solo
        support deck), if any."""
        if action.kind == "buy":
            market = view.get("market") or []
            slot = action.arg("slot")
            return market[slot] if isinstance(slot, int) and slot < len(market) else None
        uid = action.arg("card")
        if uid is None:
            return (view.get("pending") or {}).get("card")
        seat = self.shown_seat
        player = (view.get("players") or [{}])[seat] if seat is not None else {}
        for zone in ("hand", "wear", "bid"):
            for card in player.get(zone) or []:
                if card.get("uid") == uid:
                    return card
        for deck in (view.get("solo") or {}).get("support") or []:   # a card to borrow
            for card in deck.get("cards") or []:
                if card.get("uid") == uid:
                    return card
        return None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving in the actions list shows that action's card."""
        self.show_detail()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Footer: only the keys that apply now (the lesson's only in a guided game)."""
        if action.startswith("lesson_"):
            return self.lesson is not None
        kinds = {a.kind for a in self.legal()}
        if action == "end":
            return bool(kinds & set(END_KINDS))
        if action == "evade":       # all through the Attack phase: v says why it cannot
            if "evade" in kinds or not self.can_act():
                return "evade" in kinds
            view = self.state.view(self.shown_seat)
            return view.get("phase") == "attack" and not view.get("pending")
        if action in ("card", "confirm"):
            return self.can_act() or (action == "confirm" and self.state.is_over())
        if action == "hint":
            return self.hint_refusal() is None
        return True

    def action_why(self, what: str) -> None:
        """e, v or a digit while it does nothing (the footer hides it then): say why,
        in the game's words, rather than nothing at all."""
        if not self.can_act():
            self.refuse(self.idle_reason())
        elif what == "end":
            self.action_end()
        elif what == "evade":
            self.action_evade()

    def handoff_reason(self, seat: int) -> str:
        """The hand-off's words: the Leader bid is made by everyone at once (nobody
        answers anybody); a question on another hero's turn names it."""
        view = self.state.view(None)
        player = (view.get("players") or [])[seat]
        who = f"{self.names[seat]} ({player.get('hero', '?')})"
        pending = view.get("pending")
        if view.get("phase") == "bid":
            return (f"{who} makes the Leader bid: face down; every bid is shown "
                    "once all are made.")
        if view.get("phase") == "build":
            return (f"{who} builds a deck in secret: 15 cards of exactly two classes, "
                    "at least 5 of each.")
        if pending and pending.get("seat") == seat and view.get("active") != seat:
            return (f"{who} decides on {self.names[view['active']]}'s turn: "
                    f"{pending.get('text', '')}.")
        return super().handoff_reason(seat)

    def game_over_text(self) -> tuple[str, list[str]]:
        """The final count for the game-over dialog."""
        return game_over_words(self.state.view(None), self.state.winners(), self.names)

    # -- key actions ----------------------------------------------------------------
    def refuse(self, message: str) -> None:
        """Say plainly why a key did nothing (the engine's reasons start in lower case:
        a sentence here)."""
        message = message[:1].upper() + message[1:]
        if message and message[-1] not in ".!?":
            message += "."
        self.notify(message, severity="warning", markup=False)

    def action_confirm(self) -> None:
        """Enter: the highlighted action (after the end: the game-over dialog, the title)."""
        if self.state.is_over():
            super().action_confirm()
            return
        action = self.query_one(ActionList).highlighted_action
        if action is None:
            self.refuse(self.nothing_chosen())
        elif action.kind == "end_attack":
            self.end_attack(action)
        elif action.kind == "evade":
            self.evade(action)
        else:
            self.apply_action(action)

    def evade(self, action: Action) -> None:
        """Evade after a y/n question: the token is spent once a game, and no card may
        be played this turn."""
        if self.lesson_refuse(action):   # a guided game: answered before the question
            return
        hand = len(self.hand())
        lines = ["Your Evasion token is spent (once a game).",
                 "No card is played this turn and the Horde deals you nothing;",
                 f"then you discard 2 or more of your {hand} hand cards (e stops)."]
        if action.arg("expertise"):
            lines.append("Taheral's Expertise use is spent too: 2 coins per discard.")
        self.app.push_screen(ConfirmScreen("Evade the Horde this turn?", lines, "evade",
                                           "keep fighting"),
                             lambda yes: self.apply_action(action) if yes else None)

    def nothing_chosen(self) -> str:
        """Enter with no action highlighted: what to do instead."""
        if self.state.view(self.shown_seat).get("phase") == "build":
            return ("Pick a card to add or remove with Up/Down, then Enter; e builds the "
                    "deck once it is legal; the list's top finishes your deck (or deals one).")
        if self.state.view(self.shown_seat).get("phase") == "bid":
            return ("Choose your Leader bid first: Up/Down (or a card's digit), then Enter. "
                    "The highest Damage goes first; bid cards go under your deck.")
        view = self.state.view(self.shown_seat)
        if view.get("phase") == "market":
            if not any(a.kind == "buy" for a in self.legal()):
                players = view.get("players") or []
                seat = self.shown_seat
                coins = players[seat].get("coins", 0) if seat is not None and \
                    seat < len(players) else 0
                return (f"Nothing in the Market you can buy now (you have "
                        f"{coins} coin{'s' * (coins != 1)}); e ends the Market phase.")
            return ("Pick a purchase with Up/Down (or a Market slot's digit), then Enter; "
                    "e ends the Market phase.")
        return "Pick an action with Up/Down (or a card's digit) first (e ends the phase)."

    def end_attack(self, action: Action) -> None:
        """End the attack, asking once while cards can still be played (the app's
        ``confirm_end_turn`` setting turns the question off)."""
        if self.lesson_refuse(action):   # a guided game: answered before the question
            return
        playable = {a.arg("card") for a in self.legal() if a.kind == "play"}
        if not playable or not getattr(self.app, "confirm_end_turn", True):
            self.apply_action(action)
            return
        n = len(playable)
        lines = [f"You can still play {n} card{'s' * (n != 1)}.", action.label]
        self.app.push_screen(ConfirmScreen("End the attack?", lines, "end the attack",
                                           "keep playing"),
                             lambda yes: self.apply_action(action) if yes else None)

    def inspections(self) -> Inspections:
        """What ``i`` shows: hand, Market, enemies, the Warlord, heroes, the Scenario;
        it starts on the card of the highlighted action."""
        view = self.state.view(self.shown_seat)
        numbers = self.hand_numbers.numbers_for(self.hand())
        items, index = ntfh_inspections(view, self.shown_seat, self.names, numbers)
        action = self.query_one(ActionList).highlighted_action
        start = 0
        if action is not None:
            key = ("market", action.arg("slot")) if action.kind == "buy" \
                else ("card", action.arg("card"))
            start = index.get(key, 0)
        return Inspections(items, start)

    def action_end(self) -> None:
        """e: end the attack, the Market phase, the turn's start, a discard, a question."""
        legal = self.legal()
        for kind in END_KINDS:
            for action in legal:
                if action.kind == kind:
                    if kind == "end_attack":
                        self.end_attack(action)
                    else:
                        self.apply_action(action)
                    return
        self.refuse(self.end_refusal())

    def end_refusal(self) -> str:
        """What e says when nothing can be ended now: the bid is secret, the Evasion
        wants its discards first, or a question must be answered."""
        view = self.state.view(self.shown_seat)
        pending = view.get("pending")
        if view.get("phase") == "bid":
            return ("The bid is secret and has nothing to end: choose your bid card with "
                    "its digit (or Up/Down), then Enter.")
        if view.get("phase") == "build":
            return ("Not a legal deck yet: "
                    + (self.state.why_not(Action.make("mc_done")) or "keep building"))
        if pending and pending.get("kind") == "evade_discard":
            done = pending.get("n", 0)
            return (f"Evasion: discard 2 cards first ({done} of 2 discarded): a card's "
                    "digit (or Up/Down), then Enter; then e stops.")
        if pending:
            return f"First choose {pending['text']}: Up/Down, then Enter."
        return "Nothing to end now: choose one of the actions."

    def action_evade(self) -> None:
        """v: the Evasion maneuver after a y/n question (without Taheral's Expertise;
        the list has that one)."""
        for action in self.legal():
            if action.kind == "evade" and not action.arg("expertise"):
                self.evade(action)
                return
        self.refuse(self.state.why_not(Action.make("evade", expertise=False))
                    or "You cannot evade now.")
