"""No Time For Heroes: what a digit key picks (a hand card's first action, the
bid of that card, a Market slot, an Evasion discard) and why, when it picks
nothing, the highlight is cleared (an Enter typed after it then does nothing)."""
from __future__ import annotations

from engine import Action
from tui.widgets import ActionList

from .words import icon_word


class NtfhDigitKeys:
    """Mixin for ``NoTimeScreen``: ``action_card`` (the digit keys) and its steps.

    Uses the screen's ``state``, ``shown_seat``, ``hand()``, ``card_index()``,
    ``no_card()`` (``NtfhHandNumbers``), ``can_act()``, ``refuse()``,
    ``idle_reason()`` and ``show_detail()``."""

    def action_card(self, number: int) -> None:
        """Digit: highlight the first action of hand card ``number`` (in the bid, that
        card bid alone; in the Market phase, Market slot ``number``), or say why there
        is none; never silent."""
        if not self.can_act():
            self.refuse(self.idle_reason())
            return
        view = self.state.view(self.shown_seat)
        pending = view.get("pending")
        if pending:
            if not self._pending_card(number):     # a discard: that card's entry
                self.refuse(f"First choose {pending['text']}: Up/Down, then Enter.")
            return
        if view.get("phase") == "market":
            self._market_digit(number, view.get("market") or [])
            return
        hand = self.hand()
        index = self.card_index(number)
        if index is None:
            self.refuse_digit(self.no_card(number))
            return
        card = hand[index]
        same = {c.get("uid") for c in hand if c.get("id") == card.get("id")}
        listing = self.query_one(ActionList)
        for index, action in enumerate(listing.actions):
            bid = action.arg("cards")
            if action.arg("card") in same or (bid is not None and len(bid) == 1
                                              and bid[0] in same):
                self._highlight(index)
                return
        self.refuse_digit(self.state.why_not(card.get("uid")) or
                          f"{card.get('name')} has no use at this moment.")

    def refuse_digit(self, message: str) -> None:
        """A digit that picks nothing: say why, and leave nothing highlighted, so an
        Enter typed after it does not do an action the player did not pick."""
        self.refuse(message)
        listing = self.query_one(ActionList)
        if listing.highlighted is not None:
            listing.highlighted = None
            self.show_detail()

    def _pending_card(self, number: int) -> bool:
        """While a choice is pending (the Evasion's discards): highlight the entry of
        hand card ``number`` if the choice is about hand cards; False if it is not."""
        hand = self.hand()
        index = self.card_index(number)
        if index is None:
            return False
        card = hand[index]
        same = {c.get("uid") for c in hand if c.get("id") == card.get("id")}
        listing = self.query_one(ActionList)
        for index, action in enumerate(listing.actions):
            if action.arg("card") in same:
                self._highlight(index)
                return True
        return False

    def _market_digit(self, number: int, market: list) -> None:
        """Market phase digit: highlight the purchase of slot ``number``, or say why not."""
        slot = number - 1
        if slot >= len(market) or market[slot] is None:
            self.refuse_digit(f"The Market has no card {number}.")
            return
        listing = self.query_one(ActionList)
        for index, action in enumerate(listing.actions):
            if action.kind == "buy" and action.arg("slot") == slot:
                self._highlight(index)
                return
        card = market[slot]
        if not card.get("may_buy"):         # the icons by the rulebook's names
            icons = " or ".join(icon_word(i) for i in card.get("icons") or [])
            self.refuse_digit(f"{card.get('name')} needs a hero with the {icons} icon.")
            return
        self.refuse_digit(self.state.why_not(Action.make("buy", slot=slot))
                          or f"{card.get('name')} cannot be bought now.")

    def _highlight(self, index: int) -> None:
        """Put the actions list's highlight on entry ``index`` and show it; when it is
        there already (nothing would move), say so: the key is not lost."""
        listing = self.query_one(ActionList)
        if listing.highlighted == index:
            action = listing.highlighted_action
            self.notify(f"Already highlighted: {action.label if action else 'it'}. "
                        "Enter does it; Down shows the others.", markup=False)
            return
        listing.highlighted = index
        self.show_detail()
