"""Attack and block values: constant and variable values, sequence totals.

Core Rules, "Attacking" and "Blocking"; Glossary, "Attack Value", "Block
Value", "Constant Value", "Variable Value", "Clear" (a cleared card stops
counting), "Purge", "Waste", "Convert", "Twist".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTACK_MOD, ATTRIBUTES, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD, Value

if TYPE_CHECKING:
    from .table import HeroCardTable


def measure(state: "HeroCardTable", value: Value, pool: int) -> int:
    """The number a variable value adds before ``per`` and ``cap``.

    ``pool``: the pool that played the card; "target" means the other party
    of the current Attack Sequence (0 when there is none). Hands are the
    hands of the pools' owners.
    """
    if value.whose == "target":
        other = state.other_party(pool)
        if other is None:
            return 0
        pool = other
    attrs = (value.attribute,) if value.attribute else ATTRIBUTES
    stacks = state.pools[pool].stacks
    if value.measure == "cards_in_hand":
        return len(state.players[state.pools[pool].owner].hand)
    if value.measure == "cards_in_play":
        return sum(len(stacks[a]) for a in attrs)
    if value.measure == "cost_in_play":
        return sum(state.defn(uid).cost for a in attrs for uid in stacks[a])
    raise ValueError(f"unknown measure {value.measure!r}")


def card_value(state: "HeroCardTable", uid: int) -> int:
    """Current value of a value card (its Convert override, else its printed value)."""
    card = state.cards[uid]
    if card.value_override is not None:
        return card.value_override
    value = state.defn(uid).value
    if value is None:
        return 0
    if value.measure is None:
        return value.base
    pool = card.pool if card.pool is not None else state.pool_for(card.owner)
    total = value.base + value.per * (measure(state, value, pool) if pool is not None else 0)
    return min(total, value.cap) if value.cap is not None else total


def counts(state: "HeroCardTable", uid: int) -> bool:
    """True when an active card still adds its value: face up in a stack, not wasted."""
    card = state.cards[uid]
    return not card.face_down and not card.wasted and state.in_stack(uid)


def _stance_bonus(state: "HeroCardTable", pool: int, side: str) -> int:
    """Sum of bonuses from ``pool``'s self-twisted cards for ``side``."""
    bonus = 0
    for uid in state.pools[pool].in_play():
        card = state.cards[uid]
        if card.twist and card.twist["mode"] == "stance" and not card.face_down:
            for effect in state.defn(uid).effects:
                if effect.name == "twist_self" and effect.get("side") == side:
                    bonus += effect.get("bonus", 0)
    return bonus


def side_total(state: "HeroCardTable", side: str) -> int:
    """Total attack ("attack") or block ("block") value of the open sequence.

    Adds every counting base and mod of the attacking (or defending) pool,
    plus stance bonuses when that side has a counting base card. 0 with no
    sequence.
    """
    seq = state.sequence
    if seq is None:
        return 0
    pool = seq.attacker if side == "attack" else seq.defender
    kinds = (BASE_ATTACK, ATTACK_MOD) if side == "attack" else (BASE_BLOCK, BLOCK_MOD)
    total, has_base = 0, False
    for uid in seq.cards:
        if state.cards[uid].pool != pool or not counts(state, uid):
            continue
        kind = state.defn(uid).kind
        if kind in kinds:
            total += card_value(state, uid)
            has_base = has_base or kind == kinds[0]
    if has_base:
        total += _stance_bonus(state, pool, side) + state.side_bonus(pool, side)
    return total


def has_counting(state: "HeroCardTable", pool: int, kind: str) -> bool:
    """True when ``pool`` has a counting card of ``kind`` in the open sequence."""
    seq = state.sequence
    if seq is None:
        return False
    return any(state.cards[u].pool == pool and state.defn(u).kind == kind and counts(state, u)
               for u in seq.cards)
