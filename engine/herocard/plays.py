"""The Action Phase: playing cards and sets, response windows, Attack Sequences.

Core Rules, "Taking Actions" (Action Cost, Action Types, Playing Sets),
"Attacking", "Blocking", "Finishing a Turn"; Glossary "Deploy", "Set".
After every card or set, the seats the game names (``state.responders``)
answer one by one with a card or a pass. Under rules revision 2 on
(``ANSWER_BACK``; Core Rules "Playing Sets", "Attacking", "Blocking", Glossary
"Attack Sequence") the seat that played answers last while an Attack Sequence
is open: after the others pass it may play again, and the sequence ends only
when every seat involved, that one included, has passed since the last play.
Under revision 1 (games begun before) it ends as soon as the others have
passed. Then an open Attack Sequence resolves and the active seat goes on.
Cards are played by a pool (``state.pool_for(seat)``) and charged to its
Attribute Stacks.
"""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..core import Action, Event
from ..core.action import frozen_arg, new_action
from ..core.rules import revision_of
from . import labels
from .cards import (ATTACK_MOD, BASE_ATTACK, BASE_BLOCK, BLOCK_MOD, EXCLUSIVE, RESTRICTED,
                    CardDef, Effect, kind_matches)
from .effects import (clear_one, discard_one, find_convertible, last_live, run_effect,
                      stack_choices, twist_one, waste_one)
from .model import Sequence
from .values import has_counting, side_total

if TYPE_CHECKING:
    from .table import HeroCardTable

OPPONENT_EFFECTS = {"discard", "waste", "twist", "clear"}
#: the rules revision (engine.core.rules) from which the seat that played last in an
#: Attack Sequence answers too, after the others (issue 41)
ANSWER_BACK = 2


def distinct(state: "HeroCardTable", uids: list) -> list:
    """The first uid of each card id in ``uids``, ordered by card name."""
    seen: dict[str, int] = {}
    for uid in uids:
        seen.setdefault(state.cards[uid].cid, uid)
    return sorted(seen.values(), key=lambda u: (state.card_name(u), state.cards[u].cid))


def timing_ok(state: "HeroCardTable", pool: int, d: CardDef) -> bool:
    """Action Type timing: Fast whenever one holds priority; Restricted and
    Exclusive only for the pool whose Action Phase it is (one Exclusive a turn)."""
    if d.action_type == RESTRICTED:
        return pool == state.acting_pool()
    if d.action_type == EXCLUSIVE:
        return pool == state.acting_pool() and not state.pools[pool].exclusive_used
    return True


def kind_ok(state: "HeroCardTable", pool: int, d: CardDef, with_base: bool = False) -> bool:
    """Whether ``pool`` may play a card of this kind now.

    ``with_base``: a base card of the same side is in the same set.
    """
    seq = state.sequence
    if d.kind == BASE_ATTACK:
        return (pool == state.acting_pool() and seq is None and
                (state.pools[pool].base_attacks_left > 0 or "no_base_attack_limit" in d.overrides))
    if d.kind == ATTACK_MOD:
        return (seq is not None and seq.attacker == pool and
                (with_base or has_counting(state, pool, BASE_ATTACK))) or (
            seq is None and with_base)
    if d.kind == BASE_BLOCK:
        return seq is not None and seq.defender == pool
    if d.kind == BLOCK_MOD:
        return seq is not None and seq.defender == pool and (
            with_base or has_counting(state, pool, BASE_BLOCK))
    for effect in d.effects:
        if effect.name == "purge" and last_live(state) is None:
            return False
        if effect.name == "convert" and find_convertible(state, pool, effect) is None:
            return False
    return True


def needs_target(d: CardDef) -> bool:
    """True when the card must name an opponent (a Base Attack or an effect on one)."""
    return d.kind == BASE_ATTACK or any(
        e.name in OPPONENT_EFFECTS and e.get("target") == "opponent" for e in d.effects)


def targets_for(state: "HeroCardTable", pool: int, d: CardDef) -> list:
    """Target pools for the card: in a sequence the other party, else the game's list."""
    if not needs_target(d):
        return [None]
    other = state.other_party(pool)
    if other is not None and d.kind != BASE_ATTACK:
        return [other]
    return state.targets(pool, d)


def _groups(state: "HeroCardTable", seat: int) -> dict:
    groups: dict[str, list] = {}
    for uid in state.players[seat].hand:
        groups.setdefault(state.cards[uid].cid, []).append(uid)
    return groups


def _play_action(state: "HeroCardTable", uids: list, pool: int, target) -> Action:
    """``Action.make("play", labels.play_label(...), cards=..., target=target)``,
    its arguments made in name order and its label lazy."""
    cards = state.cards
    cids = tuple(cards[u].cid for u in uids)
    return new_action(("play", (("cards", cids), ("target", frozen_arg(target))),
                       labels.play_label_lazy(state, uids, pool, target)))


def _set_actions(state: "HeroCardTable", seat: int, pool: int, groups: dict, base_kind: str,
                 mod_kind: str, need_base: bool) -> list[Action]:
    """Every legal set (two or more cards) of bases and mods of one side, in
    ``itertools.product`` order over the copies of each card id (sorted by id)."""
    defs = state.card_defs(seat)
    pool_cards = [(cid, uids) for cid, uids in sorted(groups.items())
                  if defs[cid].kind in (base_kind, mod_kind)]
    if not pool_cards or sum(len(uids) for _, uids in pool_cards) < 2:
        return []
    is_base = [defs[cid].kind == base_kind for cid, _ in pool_cards]
    if need_base and base_kind == BASE_ATTACK and not any(
            targets_for(state, pool, defs[cid]) for (cid, _), b in zip(pool_cards, is_base) if b):
        return []   # every set opens with a Base Attack, and none has a target
    acts = []
    max_bases = 1 if base_kind == BASE_ATTACK else 7
    card_defs = [defs[cid] for cid, _ in pool_cards]   # a card id's copies share it
    for combo in _combos(pool_cards, is_base, max_bases, need_base):
        if sum(combo) < 2:
            continue
        chosen = [d for d, n in zip(card_defs, combo) for _ in range(n)]
        bases = sum(d.kind == base_kind for d in chosen)
        if bases > max_bases or (need_base and bases == 0):
            continue
        if sum(d.action_type == EXCLUSIVE for d in chosen) > 1:
            continue
        if not all(timing_ok(state, pool, d) and kind_ok(state, pool, d, with_base=bases > 0)
                   for d in chosen):
            continue
        if not state.can_pay(pool, chosen):
            continue
        # the bases, then the mods, each in card id order (pool_cards' order)
        uids = [u for (_, g), n, b in zip(pool_cards, combo, is_base) if b for u in g[:n]]
        uids += [u for (_, g), n, b in zip(pool_cards, combo, is_base) if not b for u in g[:n]]
        base_def = state.defn(uids[0])
        targets = targets_for(state, pool, base_def) if base_def.kind == BASE_ATTACK else [None]
        for target in targets:
            acts.append(_play_action(state, uids, pool, target))
    return acts


def _combos(pool_cards: list, is_base: list, max_bases: int, need_base: bool):
    """How many copies of each card id (``pool_cards``, sorted by id) a set may
    take, in ``itertools.product`` order. With one base at most (attacks), only
    counts with at most one base copy (and one, with ``need_base``) are made:
    most others would be thrown away at once. ``is_base``: whether each card id
    is a base (a card id's copies share their definition)."""
    ranges = [range(len(uids) + 1) for _, uids in pool_cards]
    if max_bases != 1:
        return itertools.product(*ranges)
    mods = [i for i, b in enumerate(is_base) if not b]
    empty = [0] * len(pool_cards)
    combos = []
    for base in ([] if need_base else [None]) + [i for i, b in enumerate(is_base) if b]:
        for counts in itertools.product(*(ranges[i] for i in mods)):
            combo = list(empty)
            if base is not None:
                combo[base] = 1
            for i, n in zip(mods, counts):
                combo[i] = n
            combos.append(tuple(combo))
    combos.sort()
    return combos


def _by_name(entry: tuple) -> str:
    return entry[0].name


def play_actions(state: "HeroCardTable", seat: int, pool: int) -> list[Action]:
    """Every legal single card and set ``seat`` may play for ``pool`` now."""
    acts = []
    groups = _groups(state, seat)
    defn = state.defn
    # by card name (a stable sort: card ids of one name stay in hand order)
    named = sorted(((defn(uids[0]), uids) for uids in groups.values()), key=_by_name)
    for d, uids in named:
        if timing_ok(state, pool, d) and kind_ok(state, pool, d):
            # targets first: the cheaper check, and often empty (nobody in range)
            targets = targets_for(state, pool, d)
            if targets and state.can_pay(pool, [d]):
                for target in targets:
                    acts.append(_play_action(state, [uids[0]], pool, target))
    seq = state.sequence
    if seq is None and pool == state.acting_pool():
        acts += _set_actions(state, seat, pool, groups, BASE_ATTACK, ATTACK_MOD, need_base=True)
    elif seq is not None and seq.attacker == pool:
        acts += _set_actions(state, seat, pool, groups, BASE_ATTACK, ATTACK_MOD,
                             need_base=not has_counting(state, pool, BASE_ATTACK))
    if seq is not None and seq.defender == pool:
        acts += _set_actions(state, seat, pool, groups, BASE_BLOCK, BLOCK_MOD,
                             need_base=not has_counting(state, pool, BASE_BLOCK))
    return acts


def deployed(state: "HeroCardTable", pool: int) -> list[int]:
    """uids of ``pool``'s face-down deployed cards, one per card id."""
    seen: dict[str, int] = {}
    for uid in state.pools[pool].in_play():
        if state.cards[uid].face_down:
            seen.setdefault(state.cards[uid].cid, uid)
    return list(seen.values())


def card_actions(state: "HeroCardTable", seat: int, at_rest: bool) -> list[Action]:
    """Plays, reveals and (at rest) deploys open to ``seat`` now, in that order."""
    pool = state.pool_for(seat)
    if pool is None:
        return []
    acts = play_actions(state, seat, pool)
    acts += reveal_actions(state, pool)
    if at_rest:
        acts += deploy_actions(state, seat, pool)
    return acts


def reveal_actions(state: "HeroCardTable", pool: int) -> list[Action]:
    """Reveals of ``pool``'s face-down deployed cards open now (Glossary, "Deploy")."""
    acts = []
    for uid in deployed(state, pool):
        d = state.defn(uid)
        if timing_ok(state, pool, d) and kind_ok(state, pool, d):
            for target in targets_for(state, pool, d):
                acts.append(Action.make("reveal", labels.reveal_label(state, uid, pool, target),
                                        card=d.id, target=target))
    return acts


def deploy_actions(state: "HeroCardTable", seat: int, pool: int) -> list[Action]:
    """Cards of ``seat``'s hand it may deploy face down for ``pool`` now (at rest only)."""
    # only cards that may be deployed (most may not) are sorted and paid for
    hand = [u for u in state.players[seat].hand if state.defn(u).deploy]
    acts = []
    for uid in distinct(state, hand) if hand else ():
        d = state.defn(uid)
        if d.deploy and state.can_pay(pool, [d]):
            acts.append(Action.make("deploy", f"Deploy {d.name} face down ({d.cost} "
                                    f"{state.attribute_name(pool, d.attribute)})",
                                    card=d.id))
    return acts


def any_single_play(state: "HeroCardTable", seat: int, pool: int, keep=None) -> bool:
    """Whether ``play_actions(state, seat, pool)`` offers a single card (one
    ``keep(action)`` accepts, when given) -- without building the sets.
    True means the play list is not empty; False says nothing of the sets."""
    for uids in _groups(state, seat).values():
        d = state.defn(uids[0])
        if timing_ok(state, pool, d) and kind_ok(state, pool, d):
            targets = targets_for(state, pool, d)
            if targets and state.can_pay(pool, [d]):
                if keep is None:
                    return True
                cards = (state.cards[uids[0]].cid,)
                for target in targets:   # no label: ``keep`` reads the arguments
                    if keep(Action.make("play", "play", cards=cards, target=target)):
                        return True
    return False


def refresh_action() -> Action:
    """Refresh instead of this turn's Action Phase (Core Rules, "Refreshing your Hand")."""
    return Action.make("refresh", "Refresh: discard your hand, draw as many, "
                       "and skip your Action Phase")


def action_phase_actions(state: "HeroCardTable") -> list[Action]:
    """Legal actions for the seat holding priority in the Action Phase."""
    seat = state.priority
    at_rest = seat == state.active and not state.window_open
    acts = []
    if at_rest and not state.action_taken and state.players[seat].hand and state.may_refresh():
        acts.append(refresh_action())
    acts += card_actions(state, seat, at_rest)
    acts += state.extra_actions(seat, at_rest)
    if at_rest:
        acts.append(Action.make("end_turn", state.end_label()))
    else:
        acts.append(Action.make("pass", "Pass"))
    return acts


def _from_hand(state: "HeroCardTable", seat: int, cids) -> list[int]:
    hand = list(state.players[seat].hand)
    uids = []
    for cid in cids:
        uid = next(u for u in hand if state.cards[u].cid == cid)
        hand.remove(uid)
        uids.append(uid)
    return uids


def _start_play(state: "HeroCardTable", seat: int, pool: int, uids: list, target,
                events: list[Event]) -> None:
    """Common part of play and reveal: limits, sequence start, effects queued."""
    owner = state.pools[pool]
    state.action_taken = True
    for uid in uids:
        d = state.defn(uid)
        if d.action_type == EXCLUSIVE and pool == state.acting_pool():
            owner.exclusive_used = True
            owner.exclusive_uid = uid
        if d.kind == BASE_ATTACK:
            if "no_base_attack_limit" not in d.overrides:
                owner.base_attacks_left -= 1
            state.sequence = Sequence(attacker=pool, defender=state.target_pool(target))
            state.attack_started(pool, target, events)
        for index, _ in enumerate(d.effects):
            state.queue.append([uid, index, seat, pool, state.target_pool(target)])
    state.played = list(uids)
    state.played_by = seat
    state.played_target = target
    resume(state, events)


def resume(state: "HeroCardTable", events: list[Event]) -> None:
    """Resolve queued effects until one waits for a choice; then open the window."""
    while state.queue and not state.pending:
        uid, index, seat, pool, target = state.queue.pop(0)
        run_effect(state, uid, state.defn(uid).effects[index], seat, pool, target, events)
        if state.phase == "over":
            return
    if state.pending or state.queue:
        return
    seat = state.played_by
    if seat is None:
        return  # a game effect outside any play (e.g. an Orc Wars dirty trick) finished
    if state.sequence is not None:
        for uid in state.played:
            if state.in_stack(uid) and not state.cards[uid].face_down \
                    and uid not in state.sequence.cards:
                state.sequence.cards.append(uid)
    state.played = []
    state.played_by = None
    open_window(state, seat, events)
    state.played_target = None


def answers_back(state: "HeroCardTable") -> bool:
    """Whether the seat that played last answers its own play after the others
    (rules revision ``ANSWER_BACK`` on, an Attack Sequence open)."""
    return state.sequence is not None and revision_of(state.options) >= ANSWER_BACK


def open_window(state: "HeroCardTable", seat: int, events: list[Event]) -> None:
    """Give the responders of a play by ``seat`` their turn to answer; with
    ``answers_back``, ``seat`` itself answers last (it may play more, or pass)."""
    state.window_open = True
    state.to_answer = state.responders(seat)
    if state.to_answer:
        if answers_back(state):
            state.to_answer = [*state.to_answer, seat]
        state.priority = state.to_answer[0]
    else:
        close_window(state, events)


def still_to_answer(state: "HeroCardTable", pool: int) -> bool:
    """Whether the owner of ``pool`` may still play in the open window before it
    closes, without anyone else playing first: it holds priority, or is among
    the seats still to answer the last play. (Bots weigh an open Attack
    Sequence by it: a side that cannot answer again adds nothing more.) True
    while no window stands open to read it from (a play still resolving, a
    pending choice)."""
    if not state.window_open or state.pending or state.queue or state.played_by is not None:
        return True
    owner = state.pools[pool].owner
    return state.priority == owner or owner in state.to_answer


def close_window(state: "HeroCardTable", events: list[Event]) -> None:
    """Everyone passed: resolve an open Attack Sequence; the active seat goes on."""
    state.window_open = False
    state.to_answer = []
    if state.sequence is not None:
        seq = state.sequence
        attack, block = side_total(state, "attack"), side_total(state, "block")
        state.sequence = None
        state.attack_resolved(seq, attack, block, events)
    if state.phase != "over":
        state.priority = state.active


def apply_action_phase(state: "HeroCardTable", action: Action, events: list[Event]) -> None:
    """Apply a legal Action Phase action for the seat holding priority."""
    seat = state.priority
    kind = action.kind
    if kind == "refresh":
        state.refresh(events)
    elif kind == "end_turn":
        state.end_action_phase(events)
    elif kind == "pass":
        state.to_answer.pop(0)
        ends = not state.to_answer and state.sequence is not None
        events.append(Event("passed", f"{state.name(seat)} passes"
                            + (": the Attack Sequence ends." if ends else "."), seat))
        if state.to_answer:
            state.priority = state.to_answer[0]
        else:
            close_window(state, events)
    elif kind == "deploy":
        pool = state.pool_for(seat)
        uid = _from_hand(state, seat, [action.arg("card")])[0]
        d = state.defn(uid)
        state.to_stack(uid, pool)
        state.cards[uid].face_down = True
        state.action_taken = True
        events.append(Event("deployed", f"You deploy {d.name} face down.", seat, private_to=seat,
                            public_text=f"{state.pool_name(pool)} deploys a card face down "
                            f"({d.cost} {state.attribute_name(pool, d.attribute)})."))
    elif kind == "reveal":
        pool = state.pool_for(seat)
        uid = next(u for u in deployed(state, pool) if state.cards[u].cid == action.arg("card"))
        state.cards[uid].face_down = False
        events.append(Event("card_played", f"{state.pool_name(pool)} reveals and plays "
                            f"{labels.card_words(state, uid)}.", seat))
        _start_play(state, seat, pool, [uid], action.arg("target"), events)
    elif kind == "play":
        pool = state.pool_for(seat)
        uids = _from_hand(state, seat, action.arg("cards"))
        for uid in uids:
            state.to_stack(uid, pool)
        events.append(Event("card_played", labels.played_text(state, pool, uids,
                                                              action.arg("target")),
                            seat, data={"cards": list(action.arg("cards"))}))
        _start_play(state, seat, pool, uids, action.arg("target"), events)
    else:
        state.apply_extra(action, events)


def pending_actions(state: "HeroCardTable") -> list[Action]:
    """Choices for the first pending decision."""
    return pending_actions_for(state, state.pending[0])


def pending_actions_for(state: "HeroCardTable", p) -> list[Action]:
    """Choices for pending decision ``p``."""
    if p.kind in ("discard", "waste"):
        verb = "Discard" if p.kind == "discard" else "Waste"
        hand = [u for u in state.players[state.pools[p.target].owner].hand
                if kind_matches(state.defn(u).kind, p.filter)]
        return [Action.make("choose_card", f"{verb} {state.card_name(u)}", card=state.cards[u].cid)
                for u in distinct(state, hand)]
    return [Action.make("choose_stack", labels.stack_choice_label(state, p, a, depth),
                        seat=p.target, attribute=a, depth=depth)
            for a, depth in stack_choices(state, p.target, p.kind, p.anywhere)]


def apply_pending(state: "HeroCardTable", action: Action, events: list[Event]) -> None:
    """Apply one pending choice, then resume the effects that waited for it."""
    p = state.pending.pop(0)
    if action.kind == "choose_card":
        uid = _from_hand(state, state.pools[p.target].owner, [action.arg("card")])[0]
        (discard_one if p.kind == "discard" else waste_one)(state, uid, p.target, events)
    elif p.kind == "twist":
        twist_one(state, p.seat, p.target, action.arg("attribute"), events)
    else:
        clear_one(state, p.seat, p.target, action.arg("attribute"), action.arg("depth"), events)
    p.count -= 1
    if p.count > 0 and (p.source is None or p.source < 0):
        # a game effect with no card behind it (a Dirty Trick, a rule): ask again
        # while there is a choice
        if pending_actions_for(state, p):
            state.pending.insert(0, p)
    elif p.count > 0:
        # the rest of the effect goes on as a fresh step with the remaining count
        base = next(e for e in state.defn(p.source).effects if e.name == p.kind)
        params = dict(base.params)
        params["count"] = p.count
        params["target"] = "opponent"
        rest = Effect(base.name, tuple(sorted(params.items())))
        player_pool = state.cards[p.source].pool
        run_effect(state, p.source, rest, p.seat, player_pool, p.target, events)
    resume(state, events)
