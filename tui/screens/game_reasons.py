"""Why a key did nothing, and the keys that fall back to saying so.

``GameReasons`` is mixed into :class:`~tui.screens.game.GameScreen`: the
refusal texts (Enter on cards that go nowhere, a pass or refresh that is not
legal, Esc with nothing to cancel) and the idle reason (the game is over, or
another seat decides), with the pass / refresh / Esc fallbacks that show them.
A game's own screen words its own by overriding ``IDLE_WORDS``,
``NOTHING_TO_CANCEL``, ``pass_refusal`` or ``selection_refusal``.

The mixin uses the screen's ``state``, ``names``, ``can_act``, ``legal``,
``apply_action`` and ``notify``; it sits before ``AiTurns`` so that
``ai_idle_key`` can fall back to the computer players' own words.
"""
from __future__ import annotations


class GameReasons:
    """The "why nothing happened" words and the key fallbacks of a game screen."""

    NOTHING_TO_CANCEL = ("Esc unselects the selected cards; no card is selected now. "
                         "q quits, ? helps.")
    """What Esc says while it has nothing to cancel (a game's screen words its own)."""

    # ``idle_reason``'s words: the game over, nothing to decide (a game's own terms)
    IDLE_WORDS = ("The game is over.", "It is not your decision now")

    def selection_refusal(self, card_ids: list[str]) -> str:
        """What Enter says when the selected hand cards (``card_ids``) match no legal
        action: a game's screen gives the engine's reason (``state.why_not``)."""
        return "Those cards can't be used together now."

    def action_nothing_to_cancel(self) -> None:
        """Escape with nothing to cancel (the footer hides Unselect then): say what Esc
        does, and that there is nothing now (``NOTHING_TO_CANCEL``)."""
        self.notify(self.NOTHING_TO_CANCEL, markup=False)

    def action_pass_turn(self) -> None:
        """Space or p: pass, when passing is legal."""
        self._apply_kind("pass", self.pass_refusal())

    def pass_refusal(self) -> str:
        """What space or p says while no pass is legal (a game's screen may say more)."""
        return "You can't pass now: the actions list shows what you can do."

    def action_why_pass(self) -> None:
        """p while no pass is legal (the pass binding is off then): say why."""
        if self.can_act():
            self.action_pass_turn()
        else:
            self.notify(self.idle_reason(), severity="warning", markup=False)

    def idle_reason(self) -> str:
        """Why the seat on screen has nothing to decide now: the game is over, or
        another seat (a computer player) decides (``IDLE_WORDS``)."""
        over, not_yours = self.IDLE_WORDS
        if self.state.is_over():
            return over
        current = self.state.current_player
        if current is not None and 0 <= current < len(self.names):
            return f"{not_yours}: {self.names[current]} decides."
        return f"{not_yours}."

    def ai_idle_key(self, key: str) -> None:
        """. or space while no computer player acts: space is the pass key where the
        screen binds it (it says why no pass is legal); else why nothing happens."""
        passes = any(b.action == "pass_turn"
                     for b in self._bindings.key_to_bindings.get(key, ()))
        if key == "space" and passes and self.can_act():
            self.action_pass_turn()
        elif not self.can_act():
            self.notify(self.idle_reason(), severity="warning", markup=False)
        else:
            super().ai_idle_key(key)

    def action_refresh_hand(self) -> None:
        """r: refresh the hand instead of taking the Action Phase."""
        self._apply_kind("refresh", "You can't refresh now: only in your own Action "
                                    "Phase, before you have played anything in it.")

    def _apply_kind(self, kind: str, refusal: str) -> None:
        """Apply the first legal action of ``kind``; with none, say ``refusal``."""
        for action in self.legal():
            if action.kind == kind:
                self.apply_action(action)
                return
        self.notify(refusal, severity="warning", markup=False)
