"""Attack and block values: constant and variable values, sequence totals.

Core Rules, "Attacking" and "Blocking"; Glossary, "Attack Value", "Block
Value", "Constant Value", "Variable Value", "Clear" (a cleared card stops
counting), "Purge", "Waste", "Convert", "Twist".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import (ATTACK_MOD, ATTRIBUTES, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD, Value)

if TYPE_CHECKING:
    from .state import DuelState


def measure(state: "DuelState", value: Value, owner: int) -> int:
    """The number a variable value adds before ``per`` and ``cap``.

    ``owner``: seat of the card's owner; "target" means the other party of the
    current Attack Sequence (0 when there is none).
    """
    seat = owner
    if value.whose == "target":
        seq = state.sequence
        if seq is None or owner not in (seq.attacker, seq.defender):
            return 0
        seat = seq.defender if owner == seq.attacker else seq.attacker
    player = state.players[seat]
    attrs = (value.attribute,) if value.attribute else ATTRIBUTES
    if value.measure == "cards_in_hand":
        return len(player.hand)
    if value.measure == "cards_in_play":
        return sum(len(player.stacks[a]) for a in attrs)
    if value.measure == "cost_in_play":
        return sum(state.defn(uid).cost for a in attrs for uid in player.stacks[a])
    raise ValueError(f"unknown measure {value.measure!r}")


def card_value(state: "DuelState", uid: int) -> int:
    """Current value of a value card (its Convert override, else its printed value)."""
    card = state.cards[uid]
    if card.value_override is not None:
        return card.value_override
    value = state.defn(uid).value
    if value is None:
        return 0
    if value.measure is None:
        return value.base
    total = value.base + value.per * measure(state, value, card.owner)
    return min(total, value.cap) if value.cap is not None else total


def counts(state: "DuelState", uid: int) -> bool:
    """True when an active card still adds its value: face up in a stack, not wasted."""
    card = state.cards[uid]
    if card.face_down or card.wasted:
        return False
    return uid in state.players[card.owner].stacks[state.defn(uid).attribute]


def _stance_bonus(state: "DuelState", seat: int, side: str) -> int:
    """Sum of bonuses from ``seat``'s self-twisted cards for ``side``."""
    bonus = 0
    for uid in state.players[seat].in_play():
        card = state.cards[uid]
        if card.twist and card.twist["mode"] == "stance" and not card.face_down:
            for effect in state.defn(uid).effects:
                if effect.name == "twist_self" and effect.get("side") == side:
                    bonus += effect.get("bonus", 0)
    return bonus


def side_total(state: "DuelState", side: str) -> int:
    """Total attack ("attack") or block ("block") value of the open sequence.

    Adds every counting base and mod of the attacker (or defender), plus
    stance bonuses when that side has a counting base card. 0 with no sequence.
    """
    seq = state.sequence
    if seq is None:
        return 0
    seat = seq.attacker if side == "attack" else seq.defender
    kinds = (BASE_ATTACK, ATTACK_MOD) if side == "attack" else (BASE_BLOCK, BLOCK_MOD)
    base_kind = kinds[0]
    total, has_base = 0, False
    for uid in seq.cards:
        if state.cards[uid].owner != seat or not counts(state, uid):
            continue
        kind = state.defn(uid).kind
        if kind in kinds:
            total += card_value(state, uid)
            has_base = has_base or kind == base_kind
    if has_base:
        total += _stance_bonus(state, seat, side)
    return total


def has_counting(state: "DuelState", seat: int, kind: str) -> bool:
    """True when ``seat`` has a counting card of ``kind`` in the open sequence."""
    seq = state.sequence
    if seq is None:
        return False
    return any(state.cards[u].owner == seat and state.defn(u).kind == kind and counts(state, u)
               for u in seq.cards)
