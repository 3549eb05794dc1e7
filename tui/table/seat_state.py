"""``SeatState``: the part of a game a screen may read, and its local form.

Screens never hold an engine state. They read a ``SeatState``: the same
names the engine contract uses (``view``, ``legal_actions``, ``why_not``,
``current_player``, ``is_over``, ``winners``, ``num_players``), plus
``position`` (how many actions have been applied: the key a screen caches
by and the position a hosted action answers), ``phase``, and the game's
static content (``game``, ``content``). No seed, no history, no clone, no
``apply``: a change goes through the table (``session.apply``).
"""
from __future__ import annotations

from typing import Any


class SeatState:
    """What a screen may read of its table (interface; see the module docstring)."""

    #: the engine ``Game`` (titles, ``action_from_data``): static, public
    game: Any = None

    @property
    def identity(self) -> int:
        """A number that changes when the game behind this table is replaced (a cache key)."""
        raise NotImplementedError

    @property
    def content(self) -> Any:
        """The game's static content (card, hero and board definitions), or None."""
        raise NotImplementedError

    @property
    def options(self) -> dict:
        """The game's options (chosen in the open: scenario, teams, rules revision)."""
        raise NotImplementedError

    @property
    def num_players(self) -> int:
        raise NotImplementedError

    @property
    def position(self) -> int:
        """How many actions the game has applied (the position a decision answers)."""
        raise NotImplementedError

    @property
    def phase(self) -> Any:
        """The game's public phase name where it has one (the duel's "discard"), else None."""
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    def last_action(self):
        """The action applied last, for a screen that follows the play (Heroes of
        Timeline's board), or None when this table does not tell it."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (None: a watcher), as the engine's ``view`` gives it."""
        raise NotImplementedError

    def legal_actions(self) -> list:
        """The deciding seat's legal actions, when this table may play that seat, else []."""
        raise NotImplementedError

    def why_not(self, action_or_cards: Any) -> str | None:
        """Plain words for why that is not legal now (None when it is)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError


class LocalSeatState(SeatState):
    """A ``SeatState`` over a local table's engine state (pass-and-play: every seat
    on this screen, so ``view`` answers for any seat the screen shows).

    ``session``: the ``GameSession`` whose ``state`` is read at each call (so a
    screen sees the state the session holds now).
    """

    __slots__ = ("_session",)

    def __init__(self, session) -> None:
        self._session = session

    @property
    def game(self):   # type: ignore[override]
        return self._session.state.game

    @property
    def identity(self) -> int:
        return id(self._session.state)

    @property
    def content(self):
        return getattr(self._session.state, "content", None)

    @property
    def options(self) -> dict:
        options = getattr(self._session.state, "options", None)
        return options if isinstance(options, dict) else {}

    @property
    def num_players(self) -> int:
        return self._session.state.num_players

    @property
    def position(self) -> int:
        return len(self._session.state.history)

    @property
    def phase(self):
        return getattr(self._session.state, "phase", None)

    @property
    def current_player(self) -> int | None:
        return self._session.state.current_player

    def last_action(self):
        history = self._session.state.history
        return history[-1] if history else None

    def view(self, seat: int | None) -> dict:
        return self._session.state.view(seat)

    def legal_actions(self) -> list:
        return self._session.state.legal_actions()

    def why_not(self, action_or_cards: Any) -> str | None:
        return self._session.state.why_not(action_or_cards)

    def is_over(self) -> bool:
        return self._session.state.is_over()

    def winners(self) -> list[int]:
        return self._session.state.winners()
