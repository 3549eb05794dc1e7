"""Plain words for actions and events of HeroCard games."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTRIBUTES, KIND_NAMES

if TYPE_CHECKING:
    from .model import Pending
    from .table import HeroCardTable


def card_words(state: "HeroCardTable", uid: int) -> str:
    """"Shield Bash (Block 4)" or "Forfeiture (Special Attack)"."""
    d = state.defn(uid)
    detail = d.value_text() or state.kind_name(uid)
    return f"{d.name} ({detail})"


def _at(state: "HeroCardTable", pool: int, target) -> str:
    """" at Bo" when the target is worth naming (more than one possible)."""
    if target is None:
        return ""
    if len(state.pools) > 2 or state.num_players > 2:
        return f" at {state.target_name(target)}"
    return ""


def play_label(state: "HeroCardTable", uids: list, pool: int, target) -> str:
    """Label of a play action: one card or a set, its values, cost and target."""
    words, *kept = play_label_lazy(state, uids, pool, target)
    return words(*kept)


def play_label_lazy(state: "HeroCardTable", uids: list, pool: int, target) -> tuple:
    """``play_label``'s words as a lazy label (``engine.core.Action``): the
    cards' definitions, the names ``pool`` gives their Attributes and the
    target's words, all fixed now; the sentence is written only when read
    (a list offers many plays that nobody reads)."""
    defs = tuple(state.defn(u) for u in uids)
    used = {d.attribute for d in defs}
    names = tuple(state.attribute_name(pool, a) if a in used else None for a in ATTRIBUTES)
    return (_play_words, defs, names, _at(state, pool, target))


def _play_words(defs: tuple, names: tuple, at: str) -> str:
    """``play_label`` from what ``play_label_lazy`` kept."""
    parts = []
    for attribute, name in zip(ATTRIBUTES, names):
        if name is not None:
            parts.append(f"{sum(d.cost for d in defs if d.attribute == attribute)} {name}")
    costs = ", ".join(parts)
    if len(defs) == 1:
        d = defs[0]
        detail = d.value_text() or KIND_NAMES[d.kind]
        return f"Play {d.name} ({detail}; {costs}){at}"
    names_ = " + ".join(d.name for d in defs)
    values = [d.value.describe() for d in defs if d.value]
    side = "Attack" if defs[0].is_attack else "Block"
    return f"Play set {names_} ({side} {'+'.join(values)}; {costs}){at}"


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
