"""The HeroCard duel's game screen: the common game screen with the duel's panels
(heroes' Attribute Cards and Stacks, Action Cards, the Attack Sequence), its Rules
and Glossary pages, the inspector's cards, the engine's refusal reasons, and the
questions before ending a turn or refreshing."""
from __future__ import annotations

from rich.text import Text
from textual.binding import Binding

from engine import Action
from tui.choices import chain_kind, matching_actions
from tui.describe import selection_text
from tui.screens.dialogs import ConfirmScreen
from tui.screens.game import GameScreen

from .board import DuelBoard
from .hand import DuelHand
from .handoff import duel_handoff_reason
from .inspect import duel_inspections
from .keys_help import KEYS_HELP
from .rules import GLOSSARY, RULES
from .status import DuelStatus

CARD_KINDS = ("play", "deploy", "reveal")


class DuelScreen(GameScreen):
    """Plays a HeroCard duel: the keys and flow of ``GameScreen``, the duel's panels.

    Enter never ends the turn, passes or refreshes by default (``ENTER_TRAPS``);
    Space/p pass when answering and end the turn otherwise, asking first while a
    card could still be played (``app.confirm_end_turn``); ``r`` asks before
    refreshing.
    """

    BOARD = DuelBoard
    HAND = DuelHand
    STATUS = DuelStatus
    KEYS_HELP = KEYS_HELP
    END_TURN_QUESTION = "Ask before ending a turn with cards still playable"
    RULES = RULES
    GLOSSARY = GLOSSARY
    ENTER_TRAPS = ("pass", "end_turn", "refresh")
    BINDINGS = [
        Binding("space", "pass_turn", "Pass", key_display="space"),
        Binding("space", "end_turn", "End turn", key_display="space"),
        Binding("p", "pass_turn", "Pass", show=False),
        Binding("p", "end_turn", "End turn", show=False),
        Binding("p", "why_pass", show=False),       # neither legal: p says why
        Binding("r", "refresh_hand", "Refresh", key_display="r", show=False),
        Binding("s", "save", "Save", key_display="s", show=False),
        # the footer must fit 80 columns with a selection too: Esc is on the help page
        Binding("escape", "clear_selection", "Unselect", key_display="esc", show=False),
        Binding("escape", "nothing_to_cancel", show=False),   # nothing selected: says so
    ]

    def __init__(self, session):
        super().__init__(session)
        self._asked = False

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """End turn shows only when it is legal (Pass, Refresh: the common rules)."""
        if action == "end_turn":
            return "end_turn" in {a.kind for a in self.legal()}
        return super().check_action(action, parameters)

    def redraw(self) -> None:
        """As GameScreen's; the hand knows when it is the Discard Phase of the seat it
        shows (no "*" marks; another seat's discard is no business of this hand)."""
        self.query_one(DuelHand).discarding = (self.state.phase == "discard"
                                               and self.state.current_player == self.shown_seat)
        super().redraw()

    # -- reading -------------------------------------------------------------------
    def inspections(self):
        """The shown hand, every card of the Attack Sequence, and the top card of every
        Attribute Stack, in full; the last selected hand card first."""
        view = self.state.view(self.shown_seat)
        highlighted = self.selected[-1] if self.selected else None
        return duel_inspections(view, self.shown_seat, self.names, highlighted)

    def selection_refusal(self, card_ids: list[str]) -> str:
        """The engine's reason (``state.why_not``) the selected cards can't be played."""
        reason = self.state.why_not(list(card_ids))
        if not reason:
            return super().selection_refusal(card_ids)
        return reason[0].upper() + reason[1:] + "."

    def selection_text(self, legal: list[Action]):
        """What Enter will do with the selected cards; when nothing fits, the engine's
        reason in place of "not legal now". The card text follows, after a note that
        ``i`` shows it in full (the panel may cut a long text)."""
        if not self.selected:
            return super().selection_text(legal)
        hand = self.hand()
        cards = [hand[i] for i in self.selected if i < len(hand)]
        ids = self.selected_ids()
        out = selection_text(hand, self.selected, [] if not self.can_act() else legal)
        if not matching_actions(legal, ids) and not chain_kind(legal, ids):
            reason = self.state.why_not(ids) if self.can_act() else None
            if reason:
                out = Text(reason[0].upper() + reason[1:] + ".", style="bold red")
            else:
                out = Text(out.plain.split("\n")[0], style="bold red")
        else:
            out = Text(out.plain.split("\n")[0], style="bold")
        if cards and cards[-1].get("text"):
            out.append("\n(i: in full) ", style="italic")
            out.append(str(cards[-1]["text"]), style="dim")
        return out

    def handoff_reason(self, seat: int) -> str:
        """What is going on, in the middle of an Attack Sequence too: "Ana blocked;
        Bo may add to the attack, 8 against 7"."""
        return duel_handoff_reason(self.state.view(None), self.names, seat) or \
            super().handoff_reason(seat)

    # -- questions before costly actions -------------------------------------------
    def playable_now(self) -> bool:
        """True when the seat on screen could still play, deploy or reveal a card."""
        return any(a.kind in CARD_KINDS for a in self.legal())

    def apply_action(self, action: Action) -> None:
        """Ask first before ending the turn while a card could still be played (when
        ``app.confirm_end_turn``), and before every refresh; then apply. In a guided
        game an action the step does not teach is answered before anything is asked."""
        if self.can_act() and self.lesson_refuse(action):
            return
        if not self._asked and self.can_act():
            question = self.question_for(action)
            if question is not None:
                title, lines, yes = question

                def answered(ok: bool | None) -> None:
                    if ok:
                        self._asked = True
                        try:
                            self.apply_action(action)
                        finally:
                            self._asked = False
                self.app.push_screen(ConfirmScreen(title, lines, yes, "keep playing"), answered)
                return
        super().apply_action(action)

    def question_for(self, action: Action) -> tuple[str, list[str], str] | None:
        """(title, lines, yes-word) to ask before ``action``, or None to apply it at once."""
        if action.kind == "refresh":
            count = len(self.hand())
            return ("Refresh your hand?",
                    [f"You discard all {count} cards and draw {count} new ones.",
                     "That is your whole Action Phase: you play no card this turn."],
                    "refresh")
        if action.kind == "deploy":
            card = str(action.arg("card"))
            reason = self.state.why_not([card]) or "it can't be played now"
            return ("Deploy face down?",
                    [f"{action.label}.", f"Not played now: {reason}.",
                     "A deployed card ties up its points now; reveal it later to play it."],
                    "deploy")
        if action.kind == "end_turn" and getattr(self.app, "confirm_end_turn", True) \
                and self.playable_now():
            return ("End your turn?",
                    ["You could still play a card (those marked * in your hand).",
                     "The help's Keys page (?) turns this question off (e)."],
                    "end the turn")
        return None

    def pass_refusal(self) -> str:
        """Space or p with neither a pass nor the end of the turn legal: say when they are."""
        phase = str(getattr(self.state, "phase", "") or "")
        if phase == "action":          # a card's choice is asked first (choose a card)
            return ("No pass or end of turn now: first answer the choice in the actions "
                    "list (Up/Down, then Enter).")
        now = f" (it is the {phase.capitalize()} Phase)" if phase else ""
        return ("Space passes or ends the turn only in the Action Phase, or when you "
                f"answer an attack{now}.")

    def action_end_turn(self) -> None:
        """Space or p when not answering: end the turn (asking first, see above)."""
        self._apply_kind("end_turn", "You can't end the turn now.")
