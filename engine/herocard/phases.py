"""Discard, Draw and Clear phases, Refresh, and the end of a turn.

Core Rules, "Four Phases of a Turn", "Discarding", "Drawing", "Clearing",
"Refreshing your Hand" and "Finishing a Turn".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event
from .cards import ATTRIBUTES

if TYPE_CHECKING:
    from .state import DuelState

CLEARS_PER_TURN = 3  # Core Rules, "Clearing": up to three cards
DRAWS_PER_TURN = 3   # Core Rules, "Drawing": up to three cards


from .plays import distinct  # noqa: E402  (shared helper)


def clearable(state: "DuelState", seat: int) -> list[str]:
    """Attributes whose top card ``seat`` may clear now (a locked twist blocks it)."""
    return clearable_in(state, state.players[seat].pool.key)


def clearable_in(state, pool: int) -> list[str]:
    """Attributes whose top card may be cleared from ``pool`` now (a lock blocks it)."""
    result = []
    for attribute in ATTRIBUTES:
        stack = state.pools[pool].stacks[attribute]
        if stack:
            twist = state.cards[stack[-1]].twist
            if not (twist and twist["mode"] == "lock"):
                result.append(attribute)
    return result


def nothing_to_clear(state: "DuelState") -> str:
    """Why the active player has nothing to clear, for the log: on a first turn with
    nothing played yet the Core Rules say so outright (the first player never
    clears on turn 1); else empty stacks, or every top card locked by a twist."""
    stacks = state.pools[state.players[state.active].pool.key].stacks
    if any(stacks[a] for a in ATTRIBUTES):
        return "every top card of an Attribute Stack is locked"
    if state.turn <= len(state.players):
        return "a first turn, nothing played yet"
    return "the Attribute Stacks are empty"


def max_draw(state: "DuelState", seat: int) -> int:
    """How many cards ``seat`` could draw in the Draw Phase (0..3)."""
    player = state.players[seat]
    room = 7 - len(player.hand)
    return max(0, min(DRAWS_PER_TURN, room, len(player.deck) + len(player.discard)))


def phase_actions(state: "DuelState") -> list[Action]:
    """Legal actions in the Discard, Draw and Clear phases."""
    seat = state.active
    player = state.players[seat]
    if state.phase == "discard":
        acts = [Action.make("discard", f"Discard {state.card_name(u)}", card=state.cards[u].cid)
                for u in distinct(state, player.hand)]
        return acts + [Action.make("end_discard", "Done discarding")]
    if state.phase == "draw":
        return [Action.make("draw", f"Draw {n} card{'s' * (n != 1)}", count=n)
                for n in range(max_draw(state, seat), -1, -1)]
    if state.phase == "clear":
        acts = []
        for attribute in clearable(state, seat):
            top = player.stacks[attribute][-1]
            acts.append(Action.make("clear", f"Clear {state.card_name(top)} from the "
                                    f"{state.attribute_name(player.pool.key, attribute)} stack",
                                    attribute=attribute))
        return acts + [Action.make("end_clear", "Done clearing")]
    return []


def _find_in_hand(state: "DuelState", seat: int, cid: str) -> int:
    for uid in state.players[seat].hand:
        if state.cards[uid].cid == cid:
            return uid
    raise KeyError(cid)


def apply_phase(state: "DuelState", action: Action, events: list[Event]) -> None:
    """Apply a legal Discard, Draw or Clear phase action."""
    seat = state.active
    player = state.players[seat]
    if action.kind == "discard":
        uid = _find_in_hand(state, seat, action.arg("card"))
        state.to_discard(uid)
        events.append(Event("discarded", f"{player.name} discards {state.card_name(uid)}.",
                            seat, data={"card": state.cards[uid].cid}))
    elif action.kind == "end_discard":
        state.phase = "draw"
    elif action.kind == "draw":
        state.draw(seat, action.arg("count"), events)
        state.phase = "clear"
        state.clears_done = 0
    elif action.kind == "clear":
        attribute = action.arg("attribute")
        uid = player.stacks[attribute][-1]
        state.to_discard(uid)
        state.clears_done += 1
        events.append(Event("cleared", f"{player.name} clears {state.card_name(uid)} "
                            f"({state.attribute_name(player.pool.key, attribute)}).", seat,
                            data={"card": state.cards[uid].cid, "attribute": attribute}))
    elif action.kind == "end_clear":
        begin_action_phase(state)


def begin_action_phase(state: "DuelState") -> None:
    """Start the active player's Action Phase with priority."""
    state.phase = "action"
    state.priority = state.active
    state.action_taken = False
    state.window_open = False
    state.to_answer = []


def refresh(state: "DuelState", events: list[Event]) -> None:
    """Discard the whole hand, draw as many, and skip the Action Phase."""
    seat = state.active
    player = state.players[seat]
    count = len(player.hand)
    for uid in list(player.hand):
        state.to_discard(uid)
    events.append(Event("refresh", f"{player.name} refreshes, discarding {count} "
                        f"card{'s' * (count != 1)}.", seat))
    state.draw(seat, count, events)
    end_turn(state, events)


def end_turn(state: "DuelState", events: list[Event]) -> None:
    """Finish the turn: unwind the player's old locks; play passes to the left."""
    seat = state.active
    for card in state.cards.values():
        twist = card.twist
        if twist and twist["mode"] == "lock" and twist["by"] == seat and twist["turn"] != state.turn:
            card.twist = None
            shown = "A face-down card" if card.face_down else state.card_name(card.uid)
            events.append(Event("unwound", f"{shown} of {state.name(card.owner)} unwinds.",
                                card.owner))
    state.sequence = None
    state.priority = None
    state.window_open = False
    state.to_answer = []
    state.active = state.next_seat(seat)
    state.turn += 1
    nxt = state.players[state.active]
    nxt.pool.new_turn()
    state.phase = "discard"
    events.append(Event("turn", f"Turn {state.turn}: {nxt.name}.", state.active,
                        data={"turn": state.turn}))


def advance(state: "DuelState", events: list[Event]) -> None:
    """Skip steps that hold no real decision.

    An empty hand has nothing to discard; a Draw Phase that can only draw 0
    and a Clear Phase with nothing left to clear (or three clears done, or
    the first player's first turn) pass by themselves.
    """
    while True:
        if state.phase == "discard" and not state.players[state.active].hand:
            state.phase = "draw"
        elif state.phase == "draw" and max_draw(state, state.active) == 0:
            state.phase = "clear"
            state.clears_done = 0
            player = state.players[state.active]
            why = "no card left to draw" if len(player.hand) < 7 \
                else f"{len(player.hand)} cards in hand, the most"
            events.append(Event("phase_skipped", f"{player.name} skips the Draw Phase: {why}.",
                                state.active))
        elif state.phase == "clear" and (state.clears_done >= CLEARS_PER_TURN
                                         or not clearable(state, state.active)):
            if state.clears_done == 0:
                events.append(Event("phase_skipped", f"{state.name(state.active)} skips the "
                                    f"Clear Phase: {nothing_to_clear(state)}.", state.active))
            begin_action_phase(state)
        else:
            return
