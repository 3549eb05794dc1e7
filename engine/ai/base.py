"""The bot interface: a bot sees one seat's window on the table, never the state.

``SeatWindow`` is all a bot may touch: the seat's ``view``, the legal actions,
whose decision it is, and ``determinize`` (a clone in which everything the seat
cannot see is re-dealt at random). It has no ``history`` and no raw state, so a
bot cannot peek by accident. ``Bot.choose(window)`` returns one of
``window.legal_actions()``.
"""
from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from typing import Any

from ..core import Action, State


# per live state, per seat: a small dict its bots keep between decisions (a
# turn's time budget: bots are often built afresh for each decision)
_NOTES: "weakref.WeakKeyDictionary[State, dict]" = weakref.WeakKeyDictionary()


class SeatWindow:
    """What ``seat`` may use of ``state`` to decide.

    ``state``: a live state whose ``current_player`` is ``seat``. The window
    keeps a private reference and exposes only seat-safe calls. Raises
    ``ValueError`` when the state is over or another seat must decide.
    """

    __slots__ = ("_state", "seat", "game_id")

    def __init__(self, state: State, seat: int):
        if state.is_over():
            raise ValueError("the game is over: nobody decides")
        if state.current_player != seat:
            raise ValueError(f"seat {seat} does not decide now (seat {state.current_player} does)")
        self._state = state
        self.seat = seat
        self.game_id = state.game.id

    @property
    def num_players(self) -> int:
        """How many seats the game has."""
        return self._state.num_players

    def view(self) -> dict:
        """``state.view(seat)``: the msgpack-ready dict this seat may see."""
        return self._state.view(self.seat)

    def legal_actions(self) -> list[Action]:
        """The legal actions now (all belong to this seat's decision)."""
        return self._state.legal_actions()

    def turn(self) -> int | None:
        """The game's turn counter (it goes up as each seat's turn begins), or
        None for a game that keeps none. HeroCard games and Hero Realms keep one."""
        turn = getattr(self._state, "turn", None)
        return turn if isinstance(turn, int) and not isinstance(turn, bool) else None

    def notes(self) -> dict:
        """A dict this seat's bots may keep things in between decisions (a
        turn's time spent, say), empty at first. It belongs to the live game:
        every window on the same state and seat gets the same dict, and it
        goes when the state does. Never part of the state, its hash or a save."""
        per_seat = _NOTES.get(self._state)
        if per_seat is None:
            per_seat = _NOTES[self._state] = {}
        return per_seat.setdefault(self.seat, {})

    def determinize(self, seed: int) -> State:
        """A fresh clone with all hidden information re-dealt from ``seed``.

        Depends only on what this seat can see and on ``seed``: two states the
        seat cannot tell apart give the same determinization.
        """
        return self._state.determinize(self.seat, seed)

    def determinizer(self):
        """A function ``seed -> determinize(seed)``, faster for many seeds where
        the game has one (``state.determinizer(seat)``), while the state is
        unchanged: a search takes one for each decision."""
        make = getattr(self._state, "determinizer", None)
        if make is None:
            state, seat = self._state, self.seat
            return lambda seed: state.determinize(seat, seed)
        return make(self.seat)


class Bot(ABC):
    """A computer player. ``seed``: makes its choices reproducible.

    ``spec`` is the text that rebuilds it with ``engine.ai.make_bot``
    (e.g. ``"ismcts:1s"``); it is what a save file stores for an AI seat.
    After each ``choose`` call ``stats`` holds figures about that decision
    (``seconds``, and ``iterations`` for search bots).
    """

    spec: str = "bot"

    def __init__(self, seed: int = 0):
        self.seed = int(seed)
        self.stats: dict[str, Any] = {}
        self.stopping = False

    def stop(self) -> None:
        """Ask a search under way (in another thread) to end at its next check.

        The answer it then returns is its best so far; callers that asked
        for the stop usually drop it. Bots that do not search ignore it.
        """
        self.stopping = True

    @abstractmethod
    def choose(self, window: SeatWindow) -> Action:
        """One of ``window.legal_actions()`` for the seat to play."""

    def shares(self, chosen: Action) -> list[tuple[str, float]]:
        """After ``choose`` returned ``chosen``: its top choices as ``(action label,
        share)`` pairs, best first (``chosen`` first), the shares in [0, 1] adding
        up to at most 1. Read by hints (``engine.ai.hints``); it changes nothing
        of how the bot chooses. This default: ``chosen`` alone, with the whole
        share (a bot that weighs no alternatives); ISMCTS gives its root visits."""
        return [(chosen.label, 1.0)]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.spec} seed={self.seed}>"
