"""The Action Phase's legal actions one kind at a time, for playouts.

A search's playout policy (``engine.ai.heuristic.orc_wars.rollout``) picks a
kind of action first (play, move, end the turn...) and then one action of
that kind. Building every kind's list only to keep one of them is most of a
playout's cost, so ``choose_by_kind`` works out which kinds are legal (for
the card plays, usually from the first playable single card, without the
sets), lets the caller pick one, and lists only that kind.

The result is exactly what filtering ``state.legal_actions()`` by the kind
would give, in the same order: the same sources in the same order as
``HeroCardTable.legal_actions`` (``plays.action_phase_actions``) and
``OrcWarsState._legal_actions`` (the Orc's plays paid by a squad in reach,
an Elf off the map), which ``tests/orc_wars/test_ow_kinds.py`` checks
position by position. It covers the Action Phase with nothing pending,
placed or asked (rulebook "Action Phase"); elsewhere it answers None and the
caller lists as usual.
"""
from __future__ import annotations

from typing import Callable

from ..core import Action
from ..herocard import plays
from .state import ORC, OrcWarsState
from . import combat, movement, treasures, tricks


def choose_by_kind(state: OrcWarsState, choose_kind: Callable[[list[str]], str],
                   skip: tuple[str, ...] = ()) -> list[Action] | None:
    """The legal actions of one kind, the kind picked by ``choose_kind``.

    ``choose_kind(kinds)`` gets the kinds with at least one legal action now
    (sorted, those in ``skip`` left out) and returns one of them; the answer
    is that kind's actions, in ``legal_actions()`` order. None (and
    ``choose_kind`` not called) outside the Action Phase, with anything
    pending, placed or asked, or when every legal kind is skipped.
    """
    if state.phase != "action" or state.pending or state.placing is not None \
            or state.ask is not None:
        return None
    outer = state._memo is None
    if outer:
        state._memo = {}    # the position's lookups, as while legal_actions() builds
    try:
        found = _kinds(state)
        kinds = sorted(k for k in found if k not in skip)
        if not kinds:
            return None
        got = found[choose_kind(kinds)]
        return got() if callable(got) else got
    finally:
        if outer:
            state._memo = None


def _kinds(state: OrcWarsState) -> dict:
    """kind -> its list, or a function giving it, for every kind legal now."""
    seat = state.priority
    at_rest = seat == state.active and not state.window_open
    closing = "end_turn" if at_rest else "pass"
    found: dict = {closing: [Action.make("end_turn", state.end_label()) if at_rest
                             else Action.make("pass", "Pass")]}
    if state.out and seat in state.out:
        return found        # an Elf off the map only ends its turn (OrcWarsState)
    player = state.players[seat]
    if at_rest and not state.action_taken and player.hand and state.may_refresh():
        found["refresh"] = [plays.refresh_action()]
    keep = None
    if state.active == ORC and state.sequence is None:
        keep = lambda a: combat.attack_payable(state, a)   # noqa: E731
    pool = state.pool_for(seat)
    if pool is not None:
        if plays.any_single_play(state, seat, pool, keep):
            found["play"] = lambda: _kept(plays.play_actions(state, seat, pool), keep)
        else:
            listed = _kept(plays.play_actions(state, seat, pool), keep)
            if listed:
                found["play"] = listed
        _add(found, _kept(plays.reveal_actions(state, pool), keep))
        if at_rest:
            _add(found, plays.deploy_actions(state, seat, pool))
    _add(found, tricks.trick_actions(state, seat))
    _add(found, treasures.treasure_actions(state, seat, at_rest))
    if at_rest:
        movers = movement.movers(state)
        if movers and all(f.side == "orc" for f in movers):
            # Orcs only move (no escape): a free neighbour is enough to know
            if movement.any_step(state, movers):
                found["move"] = lambda: movement.move_actions(state)
        elif movers:
            _add(found, movement.move_actions(state))
    return found


def _kept(acts: list[Action], keep) -> list[Action]:
    return acts if keep is None else [a for a in acts if keep(a)]


def _add(found: dict, acts: list[Action]) -> None:
    for a in acts:
        group = found.get(a.kind)
        if group is None:
            found[a.kind] = [a]
        else:
            group.append(a)
