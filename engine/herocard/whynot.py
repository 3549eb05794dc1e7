"""Plain words for why hand cards (or an action) can't be used now: ``State.why_not``.

HeroCard Core Rules: "Taking Actions" (Action Cost, Action Types, Playing
Sets), "Attacking" (one Base Attack per Action Phase, Attack Mods need a
Base Attack), "Blocking" (Block Mods need a Base Block), "Refreshing your
Hand"; Glossary "Purge", "Convert", "Set". Shared by every HeroCard game
(``HeroCardTable.why_not``); a game adds its own reasons on top.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action
from .cards import (ATTACK_MOD, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD, EXCLUSIVE, RESTRICTED,
                    SET_KINDS)
from .effects import find_convertible, last_live
from .values import has_counting

if TYPE_CHECKING:
    from .table import HeroCardTable

#: A set with two Base Attacks (Core Rules "Playing Sets", Glossary "Set"): it
#: holds one Base Attack at most, even when a card allows a second Base Attack
#: this phase; a set of blocks may hold several Base Blocks ("Blocking": their
#: values add up), which the words say so that the two limits are not mixed up.
SET_OF_ONE_BASE_ATTACK = ("a set holds one Base Attack at most (a block set may hold "
                          "several Base Blocks): play the other Base Attack on its own")

PHASE_WORDS = {"discard": "the Discard phase: selected cards are discarded",
               "draw": "the Draw phase: draw your cards first",
               "clear": "the Clear phase: clear cards from your Attribute Stacks (the actions "
                        "list) first"}


def why_not(state: "HeroCardTable", action_or_cards: Any) -> str | None:
    """Why ``action_or_cards`` is not legal for the deciding seat now; None when it is.

    ``action_or_cards``: an ``Action``, or a list of card ids (``CardDef.id``,
    the ``"id"`` of a hand card in the view) of the deciding seat's hand to be
    played together. The reasons name the rule: "only one Base Attack per
    Action Phase", "not enough free Rage points: Blood Rage costs 3, 2 are
    free", "Savage Swipe is restricted: only in your own Action Phase".
    """
    if state.is_over():
        return "the game is over"
    if isinstance(action_or_cards, Action):
        return _action_reason(state, action_or_cards)
    if not isinstance(action_or_cards, (list, tuple)) or not action_or_cards:
        return "that is not something a player can do"
    return cards_reason(state, [str(c) for c in action_or_cards])


def _action_reason(state: "HeroCardTable", action: Action) -> str | None:
    if action in state.legal_actions():
        return None
    if action.kind == "refresh":
        if state.phase != "action":
            return "you refresh instead of your Action Phase: wait for it"
        if state.window_open or state.priority != state.active:
            return "only the active player refreshes, before the Action Phase gets going"
        if state.action_taken:
            return ("you have already acted this Action Phase: a refresh replaces the "
                    "whole Action Phase")
        return "you can't refresh now"
    if action.kind == "play" and action.arg("cards"):
        reason = cards_reason(state, [str(c) for c in action.arg("cards")])
        if reason:
            return reason
    return "that is not legal at this moment"


def cards_reason(state: "HeroCardTable", cids: list[str]) -> str | None:
    """Why the deciding seat can't play the hand cards ``cids`` together now (None:
    nothing more precise than "not legal" is known, or they can be played)."""
    seat = state.current_player
    if seat is None:
        return "nobody decides now"
    hand = [state.cards[u].cid for u in state.players[seat].hand]
    for cid in cids:
        if cid not in hand:
            return f"{cid} is not in your hand"
        hand.remove(cid)
    if state.pending:
        return "first finish the choice asked of you (see the status panel)"
    if state.phase != "action":
        return f"cards are played in the Action Phase; now it is {PHASE_WORDS.get(state.phase, state.phase)}"
    pool = state.pool_for(seat)
    if pool is None:
        return "you take no part in this fight"
    defs = [state.card_defs(seat)[cid] for cid in cids]
    if len(defs) > 1:
        reason = _set_reason(state, pool, defs)
        if reason:
            return reason
    with_base = {d.kind for d in defs}
    for d in defs:
        reason = (_timing_reason(state, pool, d)
                  or _kind_reason(state, pool, d, BASE_ATTACK in with_base,
                                  BASE_BLOCK in with_base))
        if reason:
            return reason
    return _cost_reason(state, pool, defs)


def _set_reason(state, pool, defs) -> str | None:
    others = [d for d in defs if d.kind not in SET_KINDS]
    if others:
        return (f"only Base and Mod cards are played together as a set: play "
                f"{others[0].name} on its own")
    if len({d.is_attack for d in defs}) > 1:
        return "a set holds one side's cards: attack cards or block cards, not both"
    if sum(d.kind == BASE_ATTACK for d in defs) > 1:
        return SET_OF_ONE_BASE_ATTACK
    if sum(d.action_type == EXCLUSIVE for d in defs) > 1:
        return "only one exclusive card per turn, so only one in a set"
    return None


def _timing_reason(state, pool, d) -> str | None:
    mine = pool == state.acting_pool()
    if d.action_type == RESTRICTED and not mine:
        return f"{d.name} is restricted: it can't be played on the opponent's turn"
    if d.action_type == EXCLUSIVE and not mine:
        return f"{d.name} is exclusive: only in your own Action Phase"
    if d.action_type == EXCLUSIVE and state.pools[pool].exclusive_used:
        return "you have already played your one exclusive card this turn"
    return None


def _kind_reason(state, pool, d, base_attack_in_set: bool, base_block_in_set: bool) -> str | None:
    seq = state.sequence
    if d.kind == BASE_ATTACK:
        if pool != state.acting_pool():
            return "a Base Attack is played on your own turn only"
        if seq is not None:
            return "an Attack Sequence is under way: it ends before a new Base Attack"
        if state.pools[pool].base_attacks_left <= 0 and "no_base_attack_limit" not in d.overrides:
            return "only one Base Attack per Action Phase: this turn's is used"
        return None
    if d.kind == ATTACK_MOD:
        if seq is not None and seq.defender == pool:
            return f"you are defending: {d.name} (an Attack Mod) adds to an attack of yours"
        if not base_attack_in_set and not (seq is not None and seq.attacker == pool
                                           and has_counting(state, pool, BASE_ATTACK)):
            return (f"{d.name} is an Attack Mod: play it with a Base Attack as a set, or "
                    "after one in the same attack")
        return None
    if d.kind in (BASE_BLOCK, BLOCK_MOD):
        if seq is None:
            return f"{d.name} is a block: it is played when someone attacks you"
        if seq.defender != pool:
            return f"you are the attacker: {d.name} blocks attacks made on you"
        if d.kind == BLOCK_MOD and not base_block_in_set and not has_counting(
                state, pool, BASE_BLOCK):
            return (f"{d.name} is a Block Mod: play it with a Base Block as a set, or after "
                    "one in this attack")
        return None
    for effect in d.effects:
        if effect.name == "purge" and last_live(state) is None:
            return f"{d.name} purges the last card of an Attack Sequence: there is none now"
        if effect.name == "convert" and find_convertible(state, pool, effect) is None:
            return f"{d.name} has no card in play to convert now"
    return None


def _cost_reason(state, pool, defs) -> str | None:
    costs: dict[str, int] = {}
    for d in defs:
        costs[d.attribute] = costs.get(d.attribute, 0) + (d.cost or 0)
    for attribute, cost in costs.items():
        free = state.free(pool, attribute)
        if cost > free:
            name = state.attribute_name(pool, attribute)
            what = defs[0].name if len(defs) == 1 else "together they"
            verb = "costs" if len(defs) == 1 else "cost"
            return (f"not enough free {name} points: {what} {verb} {cost}, "
                    f"{free} {'is' if free == 1 else 'are'} free")
    return None
