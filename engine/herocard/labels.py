"""Plain words for actions and events of the HeroCard duel."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTRIBUTE_NAMES, ATTRIBUTES

if TYPE_CHECKING:
    from .model import Pending
    from .state import DuelState


def card_words(state: "DuelState", uid: int) -> str:
    """"Shield Bash (Block 4)" or "Forfeiture (Special Attack)"."""
    d = state.defn(uid)
    detail = d.value_text() or state.kind_name(uid)
    return f"{d.name} ({detail})"


def _costs(state: "DuelState", uids: list) -> str:
    parts = []
    for attribute in ATTRIBUTES:
        cost = sum(state.defn(u).cost for u in uids if state.defn(u).attribute == attribute)
        if any(state.defn(u).attribute == attribute for u in uids):
            parts.append(f"{cost} {attribute}")
    return ", ".join(parts)


def play_label(state: "DuelState", uids: list, target) -> str:
    """Label of a play action: one card or a set, its values, cost and target."""
    at = f" at {state.name(target)}" if target is not None and state.num_players > 2 else ""
    if len(uids) == 1:
        d = state.defn(uids[0])
        detail = d.value_text() or state.kind_name(uids[0])
        return f"Play {d.name} ({detail}; {_costs(state, uids)}){at}"
    names = " + ".join(state.card_name(u) for u in uids)
    values = [state.defn(u).value.describe() for u in uids if state.defn(u).value]
    side = "Attack" if state.defn(uids[0]).is_attack else "Block"
    return f"Play set {names} ({side} {'+'.join(values)}; {_costs(state, uids)}){at}"


def reveal_label(state: "DuelState", uid: int, target) -> str:
    """Label of revealing a deployed card."""
    at = f" at {state.name(target)}" if target is not None and state.num_players > 2 else ""
    return f"Reveal and play deployed {card_words(state, uid)}{at}"


def played_text(state: "DuelState", seat: int, uids: list, target) -> str:
    """Log line for a play."""
    cards = " + ".join(card_words(state, u) for u in uids)
    at = f" against {state.name(target)}" if target is not None else ""
    return f"{state.name(seat)} plays {cards}{at}."


def stack_choice_label(state: "DuelState", p: "Pending", attribute: str, depth: int) -> str:
    """Label of a twist/clear choice in someone's stack."""
    stack = state.players[p.target].stacks[attribute]
    uid = stack[-1 - depth]
    shown = "a face-down card" if state.cards[uid].face_down and state.cards[uid].owner != p.seat \
        else state.card_name(uid)
    verb = "Twist" if p.kind == "twist" else "Clear"
    where = "top of " if depth == 0 else f"{depth} below the top of "
    owner = "your" if p.target == p.seat else f"{state.name(p.target)}'s"
    return f"{verb} {shown} ({where}{owner} {ATTRIBUTE_NAMES[attribute]} stack)"
