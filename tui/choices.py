"""Helpers that relate legal actions to the cards on screen.

Nothing here knows the rules: it only reads the card ids that actions name
(the ``card`` and ``cards`` arguments documented in docs/herocard-engine.md)
and compares them with what the player selected.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from engine import Action

# kinds whose card arguments refer to cards in the deciding player's hand
HAND_KINDS = ("play", "discard", "deploy", "choose_card")
# kinds reached through the hand (digits + Enter) rather than the actions list
CARD_KINDS = ("play", "discard", "deploy")
# kinds listed after the others (drastic ones; they have their own keys too)
LAST_KINDS = ("refresh",)


def named_cards(action: Action) -> list[str]:
    """Card ids an action names (its ``cards`` list or its ``card``), in order."""
    cards = action.arg("cards")
    if cards is not None:
        return [str(c) for c in cards]
    card = action.arg("card")
    return [str(card)] if card is not None else []


def playable_ids(actions: Iterable[Action]) -> set[str]:
    """Ids of hand cards that some legal action names (the "playable now" mark)."""
    ids: set[str] = set()
    for action in actions:
        if action.kind in HAND_KINDS:
            ids.update(named_cards(action))
    return ids


def matching_actions(actions: Iterable[Action], selected: Sequence[str]) -> list[Action]:
    """Legal hand actions whose card list equals ``selected`` (as a multiset)."""
    if not selected:
        return []
    wanted = Counter(selected)
    return [a for a in actions
            if a.kind in HAND_KINDS and Counter(named_cards(a)) == wanted]


# kinds whose one-card actions may be chained over a multi-card selection
CHAIN_KINDS = ("discard", "choose_card")


def chain_kind(actions: Sequence[Action], selected: Sequence[str]) -> str | None:
    """A kind in CHAIN_KINDS with a one-card action for every selected card, or None.

    Lets Enter discard several selected cards one after another (each still
    checked against ``legal_actions()`` when its turn comes).
    """
    if len(selected) < 2:
        return None
    for kind in CHAIN_KINDS:
        ids = {named_cards(a)[0] for a in actions
               if a.kind == kind and len(named_cards(a)) == 1}
        if all(card in ids for card in selected):
            return kind
    return None


def single_action(actions: Sequence[Action], kind: str, card: str) -> Action | None:
    """The legal ``kind`` action naming only ``card``, or None."""
    for action in actions:
        if action.kind == kind and named_cards(action) == [card]:
            return action
    return None


def list_actions(actions: Iterable[Action], hand_ids: Sequence[str]) -> list[Action]:
    """The actions shown in the actions list: all but the hand-card ones.

    ``play``, ``discard`` and ``deploy`` of hand cards are reached by
    selecting cards; ``choose_card`` stays listed as well (it is also
    reachable by selecting the card). Anything naming a card that is not in
    the hand (a ``reveal`` of a deployed card, say) is listed. ``refresh``
    goes last, so the first entry (highlighted by default) never throws a
    hand away by accident.
    """
    hand = set(hand_ids)
    shown, last = [], []
    for action in actions:
        if action.kind in CARD_KINDS and named_cards(action) and set(named_cards(action)) <= hand:
            continue
        (last if action.kind in LAST_KINDS else shown).append(action)
    return shown + last


def target_of(action: Action) -> int | None:
    """The ``target`` seat an action names, or None."""
    target = action.arg("target")
    return target if isinstance(target, int) and not isinstance(target, bool) else None
