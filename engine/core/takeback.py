"""Taking back a decision without peeking or re-rolling: how far back a seat may go.

A seat may take back its last decision, and every action after it, while:

* the game is not over (a finished game stands);
* nobody else decided since: after it come only the seat's own actions,
  forced actions (the only legal one: nobody chose them) and the decisions
  of the seats in ``along`` (the AI seats at a local table, whose answers
  are taken back with the seat's, as a takeback against a computer is);
* the seat learnt nothing since it decided (``learned``): across every
  action from that decision on, ``state.reveal_marker(seat)`` stayed put
  (no card drawn or shown from a hidden place, no secret choice revealed,
  no chance), and the seat's view after the action is the same in
  ``SAMPLES`` copies of the game re-dealt for it (``determinize``): that
  second check catches what no marker counts, an outcome that depends on
  hidden cards (a "must waste an attack card" that finds none tells the
  seat the hand holds none). A card the seat showed by playing it changes
  neither.

The state after a takeback is the game replayed from its start without the
actions taken back, so it is exactly the one before them (chance included:
the generator is part of the state). Everything here is rules-free: it asks
the engine contract only (``new_game``'s state, ``legal_actions``,
``apply``, ``current_player``, ``reveal_marker``, ``is_over``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Sequence

from .action import Action
from .contract import State
from .errors import EngineError

SAMPLES = 12
"""Re-dealt copies ``learned`` compares the seat's view in, per action."""


class NoTakeback(EngineError):
    """A takeback that may not be made. ``why`` is one of:

    ``"over"`` (the game has ended), ``"nothing"`` (no decision of the seat
    since anyone else's), ``"other"`` (``seat_between`` decided after the
    seat's last decision), ``"learned"`` (``action`` showed the seat
    something new). ``action``: the action concerned, when there is one.
    """

    def __init__(self, why: str, message: str, seat_between: int | None = None,
                 action: Action | None = None):
        super().__init__(message)
        self.why = why
        self.seat_between = seat_between
        self.action = action


@dataclass(frozen=True)
class Takeback:
    """A takeback that may be made.

    ``keep``: how many actions stay (the history length after it);
    ``removed``: the actions taken back, in order (the first is the seat's
    decision); ``deciders``: the seat that took each of them; ``state``: the
    game replayed without them (a fresh state, nothing shared with the old).
    """

    keep: int
    removed: tuple
    deciders: tuple
    state: State


@dataclass(frozen=True)
class _Step:
    decider: int | None
    forced: bool
    learned: bool     # the seat's marker moved across this action


def _walk(start: Callable[[], State], history: Sequence[Action],
          seat: int) -> tuple[list[_Step], State]:
    state = start()
    steps = []
    marker = state.reveal_marker(seat)
    for index, action in enumerate(history):
        decider = state.current_player
        legal = state.legal_actions()
        if action not in legal:
            raise NoTakeback("nothing", f"the game's record does not replay at action {index}")
        state.apply(legal[legal.index(action)])
        after = state.reveal_marker(seat)
        steps.append(_Step(decider, len(legal) == 1, after != marker))
        marker = after
    return steps, state


def learned(state: State, action: Action, seat: int, samples: int = SAMPLES) -> bool:
    """True when applying ``action`` to ``state`` would show ``seat`` something new.

    ``state``: the position before ``action`` (not changed); ``action``: legal
    there; ``seat``: whose knowledge counts. New means the seat's
    ``reveal_marker`` moves, or, in one of ``samples`` copies re-dealt for the
    seat (``determinize`` with seeds fixed by the position, so the answer is
    the same every time), the action is not legal or leaves the seat a
    different view than in the real game.
    """
    after = state.clone()
    after.apply(action)
    if after.reveal_marker(seat) != state.reveal_marker(seat):
        return True
    seen = after.view(seat)
    for index in range(samples):
        copy = state.determinize(seat, (len(state.history) * 7919 + index * 104_729
                                        + seat) % (2 ** 31))
        if action not in copy.legal_actions():
            return True
        copy.apply(action)
        if copy.view(seat) != seen:
            return True
    return False


def plan_takeback(start: Callable[[], State], history: Sequence[Action], seat: int,
                  along: Collection[int] = ()) -> Takeback:
    """The takeback of ``seat``'s last decision, or ``NoTakeback`` saying why not.

    ``start()``: a fresh state of the game as ``new_game`` made it (same
    seed and options); ``history``: every action applied since, in order;
    ``seat``: who takes back; ``along``: seats whose decisions after
    ``seat``'s are taken back with it (AI seats at a local table; empty at
    a table of people). Replays the game twice (once to judge, once to
    build the state), so it costs about two loads of the save, plus
    ``SAMPLES`` re-dealt copies per action taken back.
    Raises ``NoTakeback`` (see its ``why``).
    """
    steps, final = _walk(start, history, seat)
    if final.is_over():
        raise NoTakeback("over", "the game is over: a finished game stands")
    first = None
    for index in range(len(steps) - 1, -1, -1):
        step = steps[index]
        if step.forced:
            continue
        if step.decider == seat:
            first = index
            break
        if step.decider in along:
            continue
        raise NoTakeback("other", "someone else has decided since", seat_between=step.decider,
                         action=history[index])
    if first is None:
        raise NoTakeback("nothing", "there is no decision of this seat to take back")
    for index in range(first, len(steps)):
        if steps[index].learned:
            raise NoTakeback("learned", "it showed this seat something it had not seen",
                             action=history[index])
    state = start()
    for action in history[:first]:
        state.apply(action)
    probe = state.clone()
    for action in history[first:]:
        if learned(probe, action, seat):
            raise NoTakeback("learned", "it showed this seat something it had not seen",
                             action=action)
        probe.apply(action)
    return Takeback(keep=first, removed=tuple(history[first:]),
                    deciders=tuple(s.decider for s in steps[first:]), state=state)
