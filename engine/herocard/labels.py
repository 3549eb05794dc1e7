"""Plain words for actions and events of HeroCard games."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTRIBUTES

if TYPE_CHECKING:
    from .model import Pending
    from .table import HeroCardTable


def card_words(state: "HeroCardTable", uid: int) -> str:
    """"Shield Bash (Block 4)" or "Forfeiture (Special Attack)"."""
    d = state.defn(uid)
    detail = d.value_text() or state.kind_name(uid)
    return f"{d.name} ({detail})"


def _costs(state: "HeroCardTable", uids: list, pool: int) -> str:
    """"3 Body, 2 Rage": the costs of ``uids`` by attribute, named as the board does."""
    parts = []
    for attribute in ATTRIBUTES:
        mine = [u for u in uids if state.defn(u).attribute == attribute]
        if mine:
            parts.append(f"{sum(state.defn(u).cost for u in mine)} "
                         f"{state.attribute_name(pool, attribute)}")
    return ", ".join(parts)


def _at(state: "HeroCardTable", pool: int, target) -> str:
    """" at Bo" when the target is worth naming (more than one possible)."""
    if target is None:
        return ""
    if len(state.pools) > 2 or state.num_players > 2:
        return f" at {state.target_name(target)}"
    return ""


def play_label(state: "HeroCardTable", uids: list, pool: int, target) -> str:
    """Label of a play action: one card or a set, its values, cost and target."""
    at = _at(state, pool, target)
    if len(uids) == 1:
        d = state.defn(uids[0])
        detail = d.value_text() or state.kind_name(uids[0])
        return f"Play {d.name} ({detail}; {_costs(state, uids, pool)}){at}"
    names = " + ".join(state.card_name(u) for u in uids)
    values = [state.defn(u).value.describe() for u in uids if state.defn(u).value]
    side = "Attack" if state.defn(uids[0]).is_attack else "Block"
    return f"Play set {names} ({side} {'+'.join(values)}; {_costs(state, uids, pool)}){at}"


def reveal_label(state: "HeroCardTable", uid: int, pool: int, target) -> str:
    """Label of revealing a deployed card."""
    return f"Reveal and play deployed {card_words(state, uid)}{_at(state, pool, target)}"


def played_text(state: "HeroCardTable", pool: int, uids: list, target) -> str:
    """Log line for a play."""
    cards = " + ".join(card_words(state, u) for u in uids)
    at = f" against {state.target_name(target)}" if target is not None else ""
    return f"{state.pool_name(pool)} plays {cards}{at}."


def stack_choice_label(state: "HeroCardTable", p: "Pending", attribute: str, depth: int) -> str:
    """Label of a twist/clear choice in a pool's stack."""
    stack = state.pools[p.target].stacks[attribute]
    uid = stack[-1 - depth]
    hidden = state.cards[uid].face_down and state.cards[uid].owner != p.seat
    shown = "a face-down card" if hidden else state.card_name(uid)
    verb = "Twist" if p.kind == "twist" else "Clear"
    where = "top of " if depth == 0 else f"{depth} below the top of "
    owner = "your" if state.pools[p.target].owner == p.seat else f"{state.pool_name(p.target)}'s"
    return f"{verb} {shown} ({where}{owner} {state.attribute_name(p.target, attribute)} stack)"
