"""Orc Wars screen, the keys that end or give up something: e (end the turn or
the step, asking first while cards could still be played, else why not) and r
(refresh, asked first); also the action kinds Enter never takes by default. A
mixin of ``OrcWarsScreen`` (``screen.py``)."""
from __future__ import annotations

from engine import Action

from tui.screens.dialogs import ConfirmScreen
from .text import END_KINDS

#: Actions Enter never takes by default: the actions list's highlight starts
#: on another line (or on none), so one Enter cannot end a turn, refresh,
#: reinforce, skip the squad phase or leave the map.
TRAP_KINDS = ("end_turn", "refresh", "reinforce", "skip_squad", "escape")


def clears_a_keeper(action: Action, view: dict | None) -> bool:
    """True for a Clear Phase ``clear`` whose card still holds something: a card
    laid face down (deployed, still to be revealed) or one twisted in its stack
    for a lasting bonus (a stance such as Aura of Faith). Clearing such a card
    throws that away, as a discard throws a hand card away, so Enter never
    takes it by default (the Discard Phase never highlights a discard either).
    Read from the card as ``view`` shows it; False when the view lacks it."""
    if action.kind != "clear" or not view:
        return False
    pools = view.get("pools") or []
    pool, attribute = action.arg("pool"), action.arg("attribute")
    if not isinstance(pool, int) or not 0 <= pool < len(pools):
        return False
    stack = ((pools[pool] or {}).get("stacks") or {}).get(attribute) or []
    top = stack[-1] if stack else {}
    return bool(top.get("face_down")) or top.get("twist") == "stance"


def is_trap(action: Action, view: dict | None = None) -> bool:
    """An action Enter never takes by default (``TRAP_KINDS``, ``clears_a_keeper``)."""
    return action.kind in TRAP_KINDS or clears_a_keeper(action, view)


def safe_index(actions, view: dict | None = None) -> int | None:
    """Index of the first action of ``actions`` that is not a trap, or None."""
    return next((i for i, a in enumerate(actions) if not is_trap(a, view)), None)


def start_index(listed, legal, view: dict | None = None) -> int | None:
    """Where the actions list's highlight starts: the first row that is not a trap,
    except that a Pass listed first is not highlighted while anything else is legal
    (a dirty trick, a card to select): one Enter would throw that answer away. None
    then: the arrows pick Pass or the answer (README: Enter never highlights a pass
    first). ``view``: the shown seat's view, for the Clear Phase's cards worth
    keeping (``clears_a_keeper``)."""
    if listed and listed[0].kind == "pass" and any(a.kind != "pass" for a in legal):
        return None
    return safe_index(listed, view)


def highlighted_label(listing) -> str | None:
    """The words of an actions list's highlighted entry, or None."""
    index = listing.highlighted
    labels = listing.labels or []
    return labels[index] if index is not None and 0 <= index < len(labels) else None


class TurnKeys:
    """The ending keys' part of the Orc Wars screen."""

    def action_end(self) -> None:
        """e: end the turn or the action phase, or finish the current step (ending
        a turn while cards can still be played asks first); else says why not."""
        for kind in END_KINDS:
            for action in self.legal():
                if action.kind == kind:
                    if kind == "end_turn":
                        self.end_with_question(action)
                    else:
                        self.apply_action(action)
                    return
        self.refuse(self.why_no_end())

    def action_why_no_end(self) -> None:
        """e while nothing can be ended (the End binding is off then): say why."""
        self.refuse(self.why_no_end())

    def why_no_end(self) -> str:
        """Plain words for an ``e`` that ends nothing now."""
        if not self.can_act():
            return "e does nothing now: it is not your decision."
        view = self.view()
        if view.get("sequence"):
            return ("e does nothing in a fight: block or add cards (select, Enter), "
                    "or pass (space).")
        if view.get("phase") == "draw":
            return "e does nothing in the draw phase: Enter draws your cards."
        if view.get("phase") == "squad":
            return ("e does nothing here: wake a token, reinforce, or choose "
                    "'Neither' in the actions list.")
        if view.get("phase") == "choose":
            return "e does nothing here: pick the next clan (or the King) to act."
        if view.get("ask"):
            return "e does nothing here: answer the treasure question."
        return "e does nothing now: choose one of the actions (Tab, arrows, Enter)."

    def end_with_question(self, action: Action) -> None:
        """End the turn or the action phase; when cards could still be played
        (and the app's ``confirm_end_turn`` is on) ask once first."""
        playable = [a for a in self.legal() if a.kind in ("play", "reveal", "deploy", "trick",
                                                          "use", "begin_action")]
        if not playable or not getattr(self.app, "confirm_end_turn", True):
            self.apply_action(action)
            return
        names = sorted({a.label for a in playable})[:4]
        lines = [f"{len(playable)} card play{'s' * (len(playable) != 1)} still possible, "
                 "e.g.:"] + [f"  {n}" for n in names]
        self.app.push_screen(ConfirmScreen(f"{action.label}?", lines, action.label.lower(),
                                           "keep playing"),
                             lambda yes: self.apply_action(action) if yes else None)

    def action_refresh_hand(self) -> None:
        """r: refresh (discard the hand, draw as many, no action phase), asked first."""
        found = next((a for a in self.legal() if a.kind == "refresh"), None)
        if found is None:
            self.refuse("You can't refresh now: only at the start of your action phase, "
                        "before playing or moving.")
            return
        count = len(self.hand())
        self.app.push_screen(ConfirmScreen(
            "Refresh your hand?", [f"Discard all {count} cards and draw {count} new ones.",
                                   "You then take no action phase this turn."],
            "refresh", "keep my hand"),
            lambda yes: self.apply_action(found) if yes else None)
