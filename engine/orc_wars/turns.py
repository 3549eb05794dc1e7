"""Orc Wars turn flow: Discard, Draw (with the Orc's bonus draw), Clear, the
Orc's Squad Phase, and the Action Phases (one per Elf; one per active clan
and one for the Orc King on the Orc's turn).

Rulebook: "The Turn", "Discard Phase", "Draw Phase", "Bonus Draw", "Clear
Phase", "Squad Phase", "Action Phase"; HeroCard Core Rules for the rest.
"""
from __future__ import annotations

from ..core import Action, Event
from ..herocard import phases as duel_phases
from ..herocard.cards import ATTRIBUTE_NAMES
from ..herocard.plays import distinct
from ..herocard.table import HAND_LIMIT
from . import figures as fig
from .state import ORC, OrcWarsState

CLEARS = 3
BONUS_DRAW = {1: 0, 2: 1, 3: 2}  # Bonus Draw: by the number of Elves at the start


def orc_pools(state: OrcWarsState) -> list[int]:
    """The Orc's fighting pools now: active clans, then the King if on the board."""
    pools = [state.pool_of_clan[c] for c in fig.active_clans(state.figures)]
    if state.king_pool is not None and state.king_figure() is not None:
        pools.append(state.king_pool)
    return pools


def clear_choices(state: OrcWarsState) -> list[tuple[int, str]]:
    """(pool, attribute) pairs whose top card the active seat may clear now."""
    pools = orc_pools(state) if state.active == ORC else [state.players[state.active].pool.key]
    return [(p, a) for p in pools if state.clears.get(p, 0) < CLEARS
            for a in duel_phases.clearable_in(state, p)]


def max_draw(state: OrcWarsState, seat: int) -> int:
    """How many cards ``seat`` may draw in its Draw Phase (0..3, never above 7)."""
    player = state.players[seat]
    return max(0, min(3, HAND_LIMIT - len(player.hand), len(player.deck) + len(player.discard)))


END_DISCARD = Action("end_discard", (), "Done discarding")   # the Discard Phase's last action


def draw_action(n: int) -> Action:
    """The Draw Phase's action of drawing ``n`` cards (rulebook "Draw Phase")."""
    return Action("draw", (("count", n),), f"Draw {n} card{'s' * (n != 1)}")


def phase_actions(state: OrcWarsState) -> list[Action]:
    """Legal actions outside the Action Phase."""
    phase, seat = state.phase, state.active
    if phase == "setup_tokens":
        return setup.token_actions(state)
    if phase == "setup_elves":
        return setup.elf_actions(state)
    player = state.players[seat]
    if phase == "discard":
        # built directly (one argument: what Action.make gives), asked every turn
        acts = [Action("discard", (("card", state.cards[u].cid),),
                       f"Discard {state.card_name(u)}") for u in distinct(state, player.hand)]
        acts.append(END_DISCARD)
        return acts
    if phase == "draw":
        return [draw_action(n) for n in range(max_draw(state, seat), -1, -1)]
    if phase == "clear":
        acts = []
        for pool, attribute in clear_choices(state):
            top = state.pools[pool].stacks[attribute][-1]
            acts.append(Action.make("clear", f"Clear {state.card_name(top)} from the "
                                    f"{ATTRIBUTE_NAMES[attribute]} stack of "
                                    f"{state.pool_name(pool)}", pool=pool, attribute=attribute))
        return acts + [Action.make("end_clear", "Done clearing")]
    if phase == "squad":
        return squad_phase.squad_actions(state) + tricks.trick_actions(state, ORC)
    if phase == "choose":
        acts = [Action.make("begin_action", f"Action phase of {state.pool_name(p)}", pool=p)
                for p in orc_pools(state) if p not in state.done_pools]
        if not state.done_pools and player.hand:
            acts.append(Action.make("refresh", "Refresh: discard your hand, draw as many, "
                                    "and take no action phase this turn"))
        return acts + [Action.make("end_turn", "End turn")]
    return []


def apply_phase(state: OrcWarsState, action: Action, events: list[Event]) -> None:
    """Apply a legal action outside the Action Phase."""
    kind, seat = action.kind, state.active
    player = state.players[seat]
    if kind == "place_token":
        setup.apply_token(state, action, events)
    elif kind == "place_elf":
        setup.apply_elf(state, action, events)
    elif kind == "discard":
        uid = next(u for u in player.hand if state.cards[u].cid == action.arg("card"))
        state.to_discard(uid)
        events.append(Event("discarded", f"{player.name} discards {state.card_name(uid)}.", seat))
    elif kind == "end_discard":
        state.phase = "draw"
    elif kind == "draw":
        state.draw(seat, action.arg("count"), events)
        bonus_draw(state, events)
        state.phase = "clear"
        state.clears = {}
    elif kind == "clear":
        pool, attribute = action.arg("pool"), action.arg("attribute")
        uid = state.pools[pool].stacks[attribute][-1]
        state.to_discard(uid)
        state.clears[pool] = state.clears.get(pool, 0) + 1
        events.append(Event("cleared", f"{player.name} clears {state.card_name(uid)} from "
                            f"{state.pool_name(pool)}.", seat))
    elif kind == "end_clear":
        after_clear(state)
    elif kind == "begin_action":
        begin_action(state, action.arg("pool"), events)
    elif kind == "refresh":
        refresh(state, events)
    elif kind == "end_turn":
        end_turn(state, events)
    elif squad_phase.handles(action):
        squad_phase.apply(state, action, events)
    else:
        tricks.apply(state, action, events)


def bonus_draw(state: OrcWarsState, events: list[Event]) -> None:
    """After an Elf's draw, the Orc draws its bonus cards (never above seven).

    Designed: the bonus is drawn in full automatically (the rulebook's "may");
    taking fewer is never better in play, and it spares a hand-off every Elf turn.
    """
    if state.active == ORC:
        return
    bonus = BONUS_DRAW[state.elves_at_start]
    if bonus:
        state.draw(ORC, bonus, events)


def after_clear(state: OrcWarsState) -> None:
    """Clear Phase done: the Orc's Squad Phase, or the Elf's Action Phase."""
    if state.active == ORC:
        state.phase = "squad"
    else:
        begin_action(state, state.players[state.active].pool.key, [])


def begin_action(state: OrcWarsState, pool: int, events: list[Event]) -> None:
    """Start ``pool``'s Action Phase: one Base Attack, moves not yet made."""
    state.phase = "action"
    state.acting = pool
    state.pools[pool].base_attacks_left = 1
    state.priority = state.active
    state.window_open = False
    state.to_answer = []
    state.action_taken = False
    state.moved = {}
    state.acted = False
    if state.active == ORC:
        events.append(Event("action_phase", f"Action phase of {state.pool_name(pool)}.", ORC))


def end_action_phase(state: OrcWarsState, events: list[Event]) -> None:
    """The acting pool is done: the Orc picks the next one, an Elf ends its turn."""
    if state.active != ORC:
        end_turn(state, events)
        return
    state.done_pools.append(state.acting)
    state.acting = None
    state.phase = "choose"
    state.priority = None


def refresh(state: OrcWarsState, events: list[Event]) -> None:
    """Discard the hand, draw as many; no Action Phase this turn."""
    seat = state.active
    player = state.players[seat]
    count = len(player.hand)
    for uid in list(player.hand):
        state.to_discard(uid)
    events.append(Event("refresh", f"{player.name} refreshes ({count} cards).", seat))
    state.draw(seat, count, events)
    end_turn(state, events)


def next_seat(state: OrcWarsState, seat: int) -> int:
    """The next seat to play: the Orc always, Elves only while on the map."""
    for step in range(1, state.num_players + 1):
        nxt = (seat + step) % state.num_players
        if nxt == ORC or nxt not in state.out:
            return nxt
    return ORC


def end_turn(state: OrcWarsState, events: list[Event]) -> None:
    """Finish the turn (locks placed by this seat on an earlier turn unwind)."""
    seat = state.active
    for card in state.cards.values():
        twist = card.twist
        if twist and twist["mode"] == "lock" and twist["by"] == seat and twist["turn"] != state.turn:
            card.twist = None
    state.sequence = None
    state.combat = None
    state.acting = None
    state.window_open = False
    state.to_answer = []
    state.priority = None
    events.append(Event("end_turn", f"{state.name(seat)} ends the turn.", seat))
    victory.check(state, events)
    if state.phase != "over":
        begin_turn(state, next_seat(state, seat), events)


def begin_turn(state: OrcWarsState, seat: int, events: list[Event]) -> None:
    """Start ``seat``'s turn; a new round starts when play passes the first
    player's place (with the first player, or after it if that seat is out)."""

    def order(s: int) -> int:
        return (s - state.first_seat) % state.num_players
    if state.turn > 0 and order(seat) <= order(state.active):
        victory.end_of_round(state, events)
        if state.phase == "over":
            return
        state.round += 1
    state.turn += 1
    state.active = seat
    state.done_pools = []
    state.clears = {}
    for pool in state.pools:
        if pool.owner == seat:
            pool.new_turn()
    state.phase = "discard"
    events.append(Event("turn", f"Round {state.round}, turn {state.turn}: {state.name(seat)}.",
                        seat, data={"turn": state.turn, "round": state.round}))


def advance(state: OrcWarsState, events: list[Event]) -> None:
    """Skip steps with no decision; check victory after every action."""
    victory.check(state, events)
    while state.phase != "over" and state.placing is None and not state.pending:
        seat = state.active
        if state.phase == "discard" and not state.players[seat].hand:
            state.phase = "draw"
        elif state.phase == "draw" and max_draw(state, seat) == 0:
            bonus_draw(state, events)
            state.phase = "clear"
            state.clears = {}
        elif state.phase == "clear" and not clear_choices(state):
            after_clear(state)
        elif state.phase == "squad" and not squad_phase.has_squad_actions(state):
            state.phase = "choose"
        elif state.phase == "choose" and _only_end_turn(state):
            end_turn(state, events)
        else:
            return


def _only_end_turn(state: OrcWarsState) -> bool:
    """``phase_actions`` in the "choose" phase would offer End turn alone: no
    pool left to act and no Refresh (the same tests, without the labels)."""
    if state.done_pools:
        return all(p in state.done_pools for p in orc_pools(state))
    return not state.players[state.active].hand and not orc_pools(state)


# last: these rule modules import this one or state.py
from . import setup, squad_phase, tricks, victory  # noqa: E402
