"""The Action Phase: playing cards and sets, response windows, Attack Sequences.

Core Rules, "Taking Actions" (Action Cost, Action Types, Playing Sets),
"Attacking", "Blocking", "Finishing a Turn"; Glossary "Deploy", "Set".
After every card or set, each other player in turn may answer with a card
or pass; when all of them pass, an open Attack Sequence resolves (the attack
succeeds only if its value is greater than the block) and the active player
goes on.
"""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..core import Action, Event
from . import phases
from .cards import (ATTACK_MOD, ATTRIBUTES, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD, EXCLUSIVE,
                    RESTRICTED, CardDef, Effect, kind_matches)
from .model import Sequence
from .effects import find_convertible, last_live, run_effect
from .effects import clear_one, discard_one, stack_choices, twist_one, waste_one
from .values import has_counting, side_total
from . import labels

if TYPE_CHECKING:
    from .state import DuelState

OPPONENT_EFFECTS = {"discard", "waste", "twist", "clear"}


def timing_ok(state: "DuelState", seat: int, d: CardDef) -> bool:
    """Action Type timing: Fast any time one holds priority; the others on one's own phase."""
    if d.action_type == RESTRICTED:
        return seat == state.active
    if d.action_type == EXCLUSIVE:
        return seat == state.active and not state.players[seat].exclusive_used
    return True


def kind_ok(state: "DuelState", seat: int, d: CardDef, with_base: bool = False) -> bool:
    """Whether a card of this kind may be played by ``seat`` now.

    ``with_base``: a base card of the same side is in the same set.
    """
    seq = state.sequence
    if d.kind == BASE_ATTACK:
        return (seat == state.active and seq is None and
                (state.players[seat].base_attacks_left > 0 or "no_base_attack_limit" in d.overrides))
    if d.kind == ATTACK_MOD:
        if with_base:  # the set's own Base Attack starts the sequence
            return seat == state.active and seq is None
        return seq is not None and seq.attacker == seat and has_counting(state, seat, BASE_ATTACK)
    if d.kind == BASE_BLOCK:
        return seq is not None and seq.defender == seat
    if d.kind == BLOCK_MOD:
        return seq is not None and seq.defender == seat and (
            with_base or has_counting(state, seat, BASE_BLOCK))
    for effect in d.effects:
        if effect.name == "purge" and last_live(state) is None:
            return False
        if effect.name == "convert" and find_convertible(state, seat, effect) is None:
            return False
    return True


def needs_target(d: CardDef) -> bool:
    """True when the card must name an opponent (a Base Attack or an effect on one)."""
    return d.kind == BASE_ATTACK or any(
        e.name in OPPONENT_EFFECTS and e.get("target") == "opponent" for e in d.effects)


def targets_for(state: "DuelState", seat: int, d: CardDef) -> list:
    """Possible targets: every opponent, or [None] for cards without one."""
    return state.opponents(seat) if needs_target(d) else [None]


def affordable(state: "DuelState", seat: int, defs: list[CardDef]) -> bool:
    """The combined cost per Attribute fits the free points (Core Rules, "Action Cost")."""
    for attribute in ATTRIBUTES:
        cost = sum(d.cost for d in defs if d.attribute == attribute)
        if cost and cost > state.free(seat, attribute):
            return False
    return True


def _groups(state: "DuelState", seat: int) -> dict:
    groups: dict[str, list] = {}
    for uid in state.players[seat].hand:
        groups.setdefault(state.cards[uid].cid, []).append(uid)
    return groups


def _play_action(state: "DuelState", seat: int, uids: list, target) -> Action:
    cids = [state.cards[u].cid for u in uids]
    return Action.make("play", labels.play_label(state, uids, target), cards=cids, target=target)


def _set_actions(state: "DuelState", seat: int, groups: dict, base_kind: str, mod_kind: str,
                 need_base: bool) -> list[Action]:
    """Every legal set (two or more cards) of bases and mods of one side."""
    pool = [(cid, uids) for cid, uids in sorted(groups.items())
            if state.heroes[state.players[seat].hero].cards[cid].kind in (base_kind, mod_kind)]
    if not pool:
        return []
    acts = []
    max_bases = 1 if base_kind == BASE_ATTACK else 7
    for combo in itertools.product(*(range(len(uids) + 1) for _, uids in pool)):
        if sum(combo) < 2:
            continue
        uids = [u for (cid, g), n in zip(pool, combo) for u in g[:n]]
        defs = [state.defn(u) for u in uids]
        bases = sum(d.kind == base_kind for d in defs)
        if bases > max_bases or (need_base and bases == 0):
            continue
        if sum(d.action_type == EXCLUSIVE for d in defs) > 1:
            continue
        if not all(timing_ok(state, seat, d) and kind_ok(state, seat, d, with_base=bases > 0)
                   for d in defs):
            continue
        if not affordable(state, seat, defs):
            continue
        uids.sort(key=lambda u: (state.defn(u).kind != base_kind, state.cards[u].cid))
        base = next((d for d in defs if d.kind == BASE_ATTACK), None)
        for target in (targets_for(state, seat, base) if base is not None else [None]):
            acts.append(_play_action(state, seat, uids, target))
    return acts


def play_actions(state: "DuelState", seat: int) -> list[Action]:
    """Every legal single card and set ``seat`` may play now."""
    acts = []
    groups = _groups(state, seat)
    for cid, uids in sorted(groups.items(), key=lambda kv: state.card_name(kv[1][0])):
        d = state.defn(uids[0])
        if timing_ok(state, seat, d) and kind_ok(state, seat, d) and affordable(state, seat, [d]):
            for target in targets_for(state, seat, d):
                acts.append(_play_action(state, seat, [uids[0]], target))
    seq = state.sequence
    if seat == state.active and seq is None:
        acts += _set_actions(state, seat, groups, BASE_ATTACK, ATTACK_MOD, need_base=True)
    elif seq is not None and seq.attacker == seat:
        acts += _set_actions(state, seat, groups, BASE_ATTACK, ATTACK_MOD,
                             need_base=not has_counting(state, seat, BASE_ATTACK))
    if seq is not None and seq.defender == seat:
        acts += _set_actions(state, seat, groups, BASE_BLOCK, BLOCK_MOD,
                             need_base=not has_counting(state, seat, BASE_BLOCK))
    return acts


def deployed(state: "DuelState", seat: int) -> list[int]:
    """uids of ``seat``'s face-down deployed cards, one per card id."""
    seen: dict[str, int] = {}
    for uid in state.players[seat].in_play():
        if state.cards[uid].face_down:
            seen.setdefault(state.cards[uid].cid, uid)
    return list(seen.values())


def action_phase_actions(state: "DuelState") -> list[Action]:
    """Legal actions for the player holding priority in the Action Phase."""
    seat = state.priority
    player = state.players[seat]
    at_rest = seat == state.active and not state.window_open
    acts = []
    if at_rest and not state.action_taken and player.hand:
        acts.append(Action.make("refresh", "Refresh: discard your hand, draw as many, "
                                "and skip your Action Phase"))
    acts += play_actions(state, seat)
    for uid in deployed(state, seat):
        d = state.defn(uid)
        if timing_ok(state, seat, d) and kind_ok(state, seat, d):
            for target in targets_for(state, seat, d):
                acts.append(Action.make("reveal", labels.reveal_label(state, uid, target),
                                        card=d.id, target=target))
    if at_rest:
        for uid in phases.distinct(state, player.hand):
            d = state.defn(uid)
            if d.deploy and affordable(state, seat, [d]):
                acts.append(Action.make("deploy", f"Deploy {d.name} face down ({d.cost} "
                                        f"{d.attribute})", card=d.id))
        acts.append(Action.make("end_turn", "End turn"))
    else:
        acts.append(Action.make("pass", "Pass"))
    return acts


def _from_hand(state: "DuelState", seat: int, cids) -> list[int]:
    hand = list(state.players[seat].hand)
    uids = []
    for cid in cids:
        uid = next(u for u in hand if state.cards[u].cid == cid)
        hand.remove(uid)
        uids.append(uid)
    return uids


def _start_play(state: "DuelState", seat: int, uids: list, target, events: list[Event]) -> None:
    """Common part of play and reveal: limits, sequence start, effects queued."""
    player = state.players[seat]
    state.action_taken = True
    for uid in uids:
        d = state.defn(uid)
        if d.action_type == EXCLUSIVE and seat == state.active:
            player.exclusive_used = True
            player.exclusive_uid = uid
        if d.kind == BASE_ATTACK:
            if "no_base_attack_limit" not in d.overrides:
                player.base_attacks_left -= 1
            state.sequence = Sequence(attacker=seat, defender=target)
        for index, effect in enumerate(d.effects):
            state.queue.append([uid, index, seat, target])
    state.played = list(uids)
    state.played_by = seat
    resume(state, events)


def resume(state: "DuelState", events: list[Event]) -> None:
    """Resolve queued effects until one waits for a choice; then open the window."""
    while state.queue and not state.pending:
        uid, index, seat, target = state.queue.pop(0)
        run_effect(state, uid, state.defn(uid).effects[index], seat, target, events)
        if state.phase == "over":
            return
    if state.pending or state.queue:
        return
    seat = state.played_by
    if state.sequence is not None:
        for uid in state.played:
            live = uid in state.players[state.cards[uid].owner].in_play()
            if live and not state.cards[uid].face_down and uid not in state.sequence.cards:
                state.sequence.cards.append(uid)
    state.played = []
    state.played_by = None
    state.window_open = True
    state.last_player = seat
    state.passes = 0
    state.priority = state.next_seat(seat)
    if state.num_players == 1:
        close_window(state, events)


def close_window(state: "DuelState", events: list[Event]) -> None:
    """Everyone passed: resolve an open Attack Sequence; the active player goes on."""
    state.window_open = False
    state.passes = 0
    if state.sequence is not None:
        resolve_sequence(state, events)
    if state.phase != "over":
        state.priority = state.active


def resolve_sequence(state: "DuelState", events: list[Event]) -> None:
    """End the Attack Sequence: one Victory Point if attack > block (a tie is blocked)."""
    seq = state.sequence
    attack, block = side_total(state, "attack"), side_total(state, "block")
    state.sequence = None
    attacker = state.players[seq.attacker]
    if attack > block:
        attacker.vp += 1
        events.append(Event("victory_point", f"{attacker.name}'s attack succeeds ({attack} against "
                            f"{block}): {attacker.name} has {attacker.vp} Victory Point"
                            f"{'s' * (attacker.vp != 1)}.", seq.attacker,
                            data={"attack": attack, "block": block, "vp": attacker.vp}))
        if attacker.vp >= state.target_vp:
            state.phase = "over"
            state.priority = None
            state.winner_seats = [seq.attacker]
            events.append(Event("game_over", f"{attacker.name} wins the duel with "
                                f"{attacker.vp} Victory Points!", seq.attacker))
    else:
        events.append(Event("attack_blocked", f"{state.name(seq.defender)} blocks the attack "
                            f"({block} against {attack}).", seq.defender,
                            data={"attack": attack, "block": block}))


def apply_action_phase(state: "DuelState", action: Action, events: list[Event]) -> None:
    """Apply a legal Action Phase action for the player holding priority."""
    seat = state.priority
    player = state.players[seat]
    kind = action.kind
    if kind == "refresh":
        phases.refresh(state, events)
    elif kind == "end_turn":
        events.append(Event("end_turn", f"{player.name} ends the turn.", seat))
        phases.end_turn(state, events)
    elif kind == "pass":
        state.passes += 1
        if state.passes >= state.num_players - 1:
            close_window(state, events)
        else:
            state.priority = state.next_seat(seat)
    elif kind == "deploy":
        uid = _from_hand(state, seat, [action.arg("card")])[0]
        d = state.defn(uid)
        player.hand.remove(uid)
        player.stacks[d.attribute].append(uid)
        state.cards[uid].face_down = True
        state.action_taken = True
        events.append(Event("deployed", f"You deploy {d.name} face down.", seat, private_to=seat,
                            public_text=f"{player.name} deploys a card face down "
                            f"({d.cost} {d.attribute})."))
    elif kind == "reveal":
        uid = next(u for u in deployed(state, seat) if state.cards[u].cid == action.arg("card"))
        state.cards[uid].face_down = False
        events.append(Event("card_played", f"{player.name} reveals and plays "
                            f"{labels.card_words(state, uid)}.", seat))
        _start_play(state, seat, [uid], action.arg("target"), events)
    elif kind == "play":
        uids = _from_hand(state, seat, action.arg("cards"))
        for uid in uids:
            d = state.defn(uid)
            player.hand.remove(uid)
            player.stacks[d.attribute].append(uid)
        events.append(Event("card_played", labels.played_text(state, seat, uids, action.arg("target")),
                            seat, data={"cards": list(action.arg("cards"))}))
        _start_play(state, seat, uids, action.arg("target"), events)


def pending_actions(state: "DuelState") -> list[Action]:
    """Choices for the first pending decision."""
    p = state.pending[0]
    if p.kind in ("discard", "waste"):
        verb = "Discard" if p.kind == "discard" else "Waste"
        hand = [u for u in state.players[p.target].hand
                if kind_matches(state.defn(u).kind, p.filter)]
        return [Action.make("choose_card", f"{verb} {state.card_name(u)}", card=state.cards[u].cid)
                for u in phases.distinct(state, hand)]
    return [Action.make("choose_stack", labels.stack_choice_label(state, p, a, depth),
                        seat=p.target, attribute=a, depth=depth)
            for a, depth in stack_choices(state, p.target, p.kind, p.anywhere)]


def apply_pending(state: "DuelState", action: Action, events: list[Event]) -> None:
    """Apply one pending choice, then resume the effects that waited for it."""
    p = state.pending[0]
    if action.kind == "choose_card":
        uid = _from_hand(state, p.target, [action.arg("card")])[0]
        (discard_one if p.kind == "discard" else waste_one)(state, uid, events)
    elif p.kind == "twist":
        twist_one(state, p.seat, p.target, action.arg("attribute"), events)
    else:
        clear_one(state, p.seat, p.target, action.arg("attribute"), action.arg("depth"), events)
    p.count -= 1
    state.pending.pop(0)
    if p.count > 0:
        # the rest of the effect continues as a fresh step with the remaining count
        d = state.defn(p.source)
        base = next(e for e in d.effects if e.name == p.kind)
        params = dict(base.params)
        params["count"] = p.count
        run_fx = Effect(base.name, tuple(sorted(params.items())))
        target = p.target
        run_effect(state, p.source, run_fx, p.seat if p.kind in ("twist", "clear") else target,
                   target, events)
    resume(state, events)
