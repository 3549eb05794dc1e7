"""Why the hand cards a player picked can't be played now, in plain words
(``OrcWarsState.why_not`` with a list of card ids).

Rulebook sections: "Taking Actions" (Action Cost, Action Type: Fast,
Restricted, Exclusive; Playing Sets), "Attacking" (one Base Attack per
Action Phase; an Attack Mod never stands alone), "Blocking" (Base Blocks
and Block Mods answer an attack), "Resolving Attacks" (targets in reach),
"Squad Attributes" and the publisher's ruling on a clan's spent points
(a squad pays only from its own members).
"""
from __future__ import annotations

from ..herocard.cards import (ATTACK_KINDS, ATTACK_MOD, ATTRIBUTE_NAMES, ATTRIBUTES, BASE_ATTACK,
                              BASE_BLOCK, BLOCK_KINDS, BLOCK_MOD, EXCLUSIVE, RESTRICTED,
                              SET_KINDS)
from ..herocard.whynot import SET_OF_ONE_BASE_ATTACK
from . import combat
from . import figures as fig
from .state import ORC, OrcWarsState

PHASE_NAMES = {"setup_tokens": "set-up", "setup_elves": "set-up", "discard": "discard",
               "draw": "draw", "clear": "clear", "squad": "squad", "choose": "Orc's choice"}


def _legal_with(state: OrcWarsState, cids: list[str]) -> bool:
    want = sorted(cids)
    for a in state.legal_actions():
        cards = a.arg("cards") if a.kind == "play" else \
            ((a.arg("card"),) if a.kind in ("deploy", "reveal") else None)
        if cards is not None and sorted(cards) == want:
            return True
    return False


def cards_reason(state: OrcWarsState, cids: list[str]) -> str | None:
    """Plain words for why ``cids`` (card ids from the deciding player's hand,
    played together) can't be played now; None when some play of them is legal."""
    if state.is_over():
        return "the game is over"
    seat = state.current_player
    if seat is None or not cids:
        return "no cards chosen" if not cids else "nobody is deciding now"
    if _legal_with(state, list(cids)):
        return None
    if state.placing is not None:
        return "place the Orcs first"
    if state.ask is not None:
        return "answer the treasure question first"
    if seat in state.out:
        return f"{state.name(seat)} has left the map and takes no more part"
    if state.phase != "action":
        return (f"cards are played in the action phase; this is the "
                f"{PHASE_NAMES.get(state.phase, state.phase)} phase")
    defs_by_id = state.card_defs(seat)
    hand_ids = {state.cards[u].cid for u in state.players[seat].hand}
    missing = [c for c in cids if c not in hand_ids or c not in defs_by_id]
    if missing:
        return "that card is not in your hand"
    defs = [defs_by_id[c] for c in cids]
    pool = state.pool_for(seat)
    if pool is None:
        return "you have nobody to play cards for now"
    seq = state.sequence
    kinds = {d.kind for d in defs}
    if len(defs) > 1:
        if not kinds <= set(SET_KINDS):
            return ("only Base Attacks with Attack Mods, or Base Blocks with Block Mods, "
                    "may be played together as a set; play other cards one at a time")
        if kinds & set(ATTACK_KINDS) and kinds & set(BLOCK_KINDS):
            return "attack and block cards can't be played in one set"
        if sum(d.kind == BASE_ATTACK for d in defs) > 1:
            return SET_OF_ONE_BASE_ATTACK
    own_phase = pool == state.acting_pool()
    for d in defs:
        if d.action_type in (RESTRICTED, EXCLUSIVE) and not own_phase:
            return (f"{d.name} is {d.action_type.capitalize()}: only in your own action "
                    "phase")
    if sum(d.action_type == EXCLUSIVE for d in defs) > 1:
        return "only one Exclusive action per action phase"
    if any(d.action_type == EXCLUSIVE for d in defs) and state.pools[pool].exclusive_used:
        return f"{state.pool_name(pool)} has already used its Exclusive action this phase"
    if BASE_ATTACK in kinds:
        if seq is not None:
            return "a fight is under way: it must end before a new Base Attack"
        if state.pools[pool].base_attacks_left <= 0 and \
                not all("no_base_attack_limit" in d.overrides for d in defs
                        if d.kind == BASE_ATTACK):
            return "only one Base Attack per Action Phase (already made)"
        base = next(d for d in defs if d.kind == BASE_ATTACK)
        if not combat.targets(state, pool, base):
            foe = "Elf" if seat == ORC else "Orc"
            return f"no {foe} in reach of {state.pool_name(pool)}"
    if ATTACK_MOD in kinds and BASE_ATTACK not in kinds:
        if seq is None or seq.attacker != pool:
            return "an Attack Mod adds to a Base Attack: play one first (or in the same set)"
    if kinds & {BASE_BLOCK, BLOCK_MOD} and (seq is None or seq.defender != pool):
        return "block cards answer an attack on you; nobody is attacking you now"
    if BLOCK_MOD in kinds and BASE_BLOCK not in kinds:
        return "a Block Mod adds to a Base Block: play one first (or in the same set)"
    for a in ATTRIBUTES:
        cost = sum(d.cost for d in defs if d.attribute == a)
        free = state.free(pool, a)
        if cost > free:
            name = ATTRIBUTE_NAMES[a]
            if free <= 0:
                return f"{state.pool_name(pool)} has no {name} points left"
            return f"{state.pool_name(pool)} has {free} {name} points left; these cost {cost}"
    clan = state.clan_of_pool(pool)
    if clan is not None:
        squads = combat._squad_for(state, pool)
        if BASE_ATTACK in kinds:     # the attacking squad pays for the whole set
            base = next(d for d in defs if d.kind == BASE_ATTACK)
            squads = [state.squad_with(pair[0]) for pair in combat.targets(state, pool, base)]
        for a in ATTRIBUTES:
            cost = sum(d.cost for d in defs if d.attribute == a)
            if not cost:
                continue
            best = max((fig.points(sq, a) - state.spent(pool, a) for sq in squads), default=0)
            if cost > best:
                giver = {"B": "Brutes", "M": "Tacticians", "X": "Shamans"}[a]
                name = ATTRIBUTE_NAMES[a]
                if best <= 0:
                    return (f"this squad has no {name} points left (a squad pays only with "
                            f"its own {giver}, less what the clan has spent)")
                return (f"this squad has only {best} {name} points left for these "
                        f"{cost} (a squad pays only with its own {giver})")
    return "those cards can't be played together now"
