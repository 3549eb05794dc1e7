"""The engine contract every game implements (see DESIGN.md, "The engine contract")."""
from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from itertools import repeat
from operator import is_
from typing import Any

from .action import Action
from .errors import BadOptions, IllegalAction
from .event import Event
from .options import OptionSpec, names_spec, validate_options
from .lessons import LESSON_OPTION, split_lesson
from .rules import RULES_OPTION, split_rules

MAX_NAME = 24  # characters in a player's name


class State(ABC):
    """One game in progress. Subclasses implement the rules.

    Contract: ``current_player`` (seat or None when over), ``legal_actions()``
    (never empty before the end), ``apply(action)`` (events; raises
    ``IllegalAction`` and leaves the state unchanged), ``clone()``,
    ``is_over()``, ``winners()``, ``view(seat)``, ``history``,
    ``determinize(seat, seed)`` and ``full_data()`` for ``state_hash``.

    A documented addition beside ``winners()`` (the fixed names do not change):
    ``seat_score(seat) -> int | None``, a game's result as points for a seat, where
    a game has one (No Time For Heroes' solo mode: the solo score; its
    ``winners()`` still says whether the battle was won). The default, None,
    means the game has no score and its result is ``winners()`` alone. Before
    the end it is the score the seat would have if the game ended now; once
    ``is_over()`` it is final; ``score_title(seat)`` may name it in words
    (default None). Bots value a score where there is one
    (``engine.ai.ismcts.terminal_rewards``), and the game-over screen and
    ``herotable saves show`` print it.
    """

    game: "Game"            # the Game that made this state
    seed: int               # the seed given to new_game
    options: dict           # the full options used (defaults filled in)
    num_players: int        # seat count
    history: list[Action]   # every action applied since new_game, in order

    # The last list ``legal_actions()`` returned, as ``(id(state), len(history),
    # tuple of actions)``: ``apply`` checks an action against it instead of
    # building the list again (the caller nearly always just got the action from
    # it). A tuple, so clones share it as they share any atom; the id keeps a
    # clone or a determinized copy from using its source's list, and the history
    # length (the state's version: every apply adds one) from using a list of
    # an earlier position. ``apply`` drops it before changing anything.
    _legal_memo: tuple | None = None

    def __init_subclass__(cls, **kwargs):
        """Wrap each subclass's own ``legal_actions`` so that it leaves ``_legal_memo``."""
        super().__init_subclass__(**kwargs)
        inner = cls.__dict__.get("legal_actions")
        if inner is None or getattr(inner, "__isabstractmethod__", False) \
                or getattr(inner, "_remembers", False):
            return

        @functools.wraps(inner)
        def legal_actions(self):
            acts = inner(self)
            self._legal_memo = (id(self), len(self.history), tuple(acts))
            return acts

        legal_actions._remembers = True
        cls.legal_actions = legal_actions

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat (0-based) that must decide now; None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action legal now, in a stable order; [] only when over."""

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player`` and return what happened.

        Raises ``IllegalAction`` (state unchanged) when the action is not in
        ``legal_actions()``; the legal action's label replaces the given one.
        An action taken from the list the last ``legal_actions()`` call
        returned in this position is checked against that list (by identity,
        then equality) without building it again; anything else is checked
        against a fresh list.
        """
        memo = self._legal_memo
        if memo is not None:
            self._legal_memo = None
            if memo[0] == id(self) and memo[1] == len(self.history):
                legal = memo[2]
                if any(map(is_, legal, repeat(action))):
                    return self._apply_legal(action)
                if isinstance(action, Action) and action in legal:
                    return self._apply_legal(legal[legal.index(action)])
        if self.is_over():
            raise IllegalAction("the game is over")
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        for legal in self.legal_actions():
            if legal == action:
                self._legal_memo = None
                return self._apply_legal(legal)
        raise IllegalAction(f"not legal now: {action.kind} {dict(action.args)}")

    def _apply_legal(self, legal: Action) -> list[Event]:
        events = self._apply(legal)
        self.history.append(legal)
        return events

    def why_not(self, action_or_cards: Any) -> str | None:
        """Plain words for why ``action_or_cards`` is not legal now; None if it is.

        ``action_or_cards``: an ``Action``, or (in games with hands) whatever
        the game documents, such as a list of card uids. Games override this
        with precise reasons; this default only knows the general ones.
        """
        if self.is_over():
            return "the game is over"
        if not isinstance(action_or_cards, Action):
            return "that is not something a player can do"
        if action_or_cards in self.legal_actions():
            return None
        return "that is not legal at this moment"

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    @abstractmethod
    def clone(self) -> "State":
        """An independent deep copy."""

    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats once over ([] for a draw or while not over)."""

    def seat_score(self, seat: int) -> int | None:
        """``seat``'s score (a whole number, higher is better), or None when the game
        has no score (the default: its result is ``winners()``). Final once the
        game is over; before, the score if it ended now. An addition to the
        contract, not a change to ``winners()`` (see the class docstring)."""
        return None

    def score_title(self, seat: int) -> str | None:
        """Words a game gives ``seat``'s score (No Time For Heroes' solo titles), or
        None (the default: none, or no score). Goes with ``seat_score``."""
        return None

    @abstractmethod
    def view(self, seat: int | None) -> dict:
        """msgpack-ready dict of what ``seat`` may see (None: a spectator)."""

    def reveal_marker(self, seat: int) -> Any:
        """A public value that changes whenever ``seat`` may have learnt something
        it could not see before: a card drawn or shown from a hidden place,
        another seat's hidden cards changing, a secret choice revealed, any
        chance (the generator asked). While it stays put across actions,
        ``seat``'s view follows from its earlier view and those actions alone
        (``tests/engine/test_takeback.py`` plays that out in every game).

        Undo stops where it moves (``engine.core.takeback``). This default
        moves with every action, so a game without its own marker allows no
        undo past anything; the built-in games all define one.
        """
        return len(self.history)

    @abstractmethod
    def full_data(self) -> dict:
        """Everything, hidden information included, as plain data (for hashing)."""

    @abstractmethod
    def determinize(self, seat: int, seed: int) -> "State":
        """A clone where all ``seat`` cannot see is re-dealt at random, consistently."""


class Game(ABC):
    """A game mode: metadata plus a factory for states."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    #: the seat count a form or command line starts from when none is given
    #: (None: ``min_players``); No Time For Heroes takes 1 (its solo mode) but
    #: starts from 2. Which counts an option allows is the option's own business:
    #: ``validate_options`` refuses a count it does not fit (``BadOptions``).
    usual_players: int | None = None
    scenarios: list[str] = []
    #: the newest rules revision (``engine.core.rules``): a game records the one it
    #: began under in ``options["rules"]``; None for a game without revisions
    rules_revision: int | None = None
    #: a few words on each revision, by number, for ``rules_text``
    rules_notes: dict[int, str] = {}

    def first_players(self) -> int:
        """The seat count to start from when none is given: ``usual_players`` if set
        (within the seat range), else ``min_players``."""
        usual = self.usual_players
        if usual is not None and self.min_players <= usual <= self.max_players:
            return usual
        return self.min_players

    @abstractmethod
    def default_options(self, players: int = 2) -> dict:
        """msgpack-ready options for a game with ``players`` seats."""

    def option_specs(self, players: int = 2) -> list[OptionSpec]:
        """Every option of a ``players``-seat game as plain data (see ``engine.core.options``).

        The default offers only the seats' ``names``; games override it.
        Raises ``BadOptions`` for a player count the game does not take.
        """
        self.check_players(players)
        return [names_spec(players)]

    def validate_options(self, players: int, options: Any) -> dict:
        """``options`` checked against ``option_specs(players)``, defaults filled in.

        A game with ``rules_revision`` also takes ``"rules"`` (not among the
        specs: no form offers it), the rules revision, 1 to ``rules_revision``,
        default ``rules_revision`` (``engine.core.rules``).
        A game with lessons (``lessons()``) also takes ``"lesson"`` (not among
        the specs either, ``engine.core.lessons``): kept only when given, so a
        game without one validates exactly as before lessons existed.
        Raises ``BadOptions`` with one line for anything that does not fit.
        """
        lesson, options = split_lesson(options, list(self.lessons()))
        if self.rules_revision is None:
            full = validate_options(self.option_specs(players), options, players)
        else:
            revision, rest = split_rules(options, self.rules_revision)
            full = validate_options(self.option_specs(players), rest, players)
            full[RULES_OPTION] = revision
        if lesson is not None:
            full[LESSON_OPTION] = lesson
        return full

    def lessons(self) -> dict[str, str]:
        """``{lesson id: title}`` of the guided first games this game deals
        (``options={"lesson": id}``); none by default. A game with lessons reads
        them from ``engine/<game>/content/lessons.toml`` (``engine.core.lessons``)."""
        return {}

    @abstractmethod
    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None) -> State:
        """A fresh state; raises ``engine.BadOptions`` for bad counts or options."""

    # ----- helpers for new_game / default_options -----------------------
    def check_players(self, players: Any, note: str = "") -> None:
        """Raise ``BadOptions`` unless ``players`` is a whole number in range."""
        if not isinstance(players, int) or isinstance(players, bool) \
                or not self.min_players <= players <= self.max_players:
            raise BadOptions(f"{self.id} takes {self.min_players} to {self.max_players} players"
                             f"{note}, not {players!r}")

    @staticmethod
    def check_seed(seed: Any) -> None:
        """Raise ``BadOptions`` unless ``seed`` is a whole number."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOptions("seed must be a whole number")

    def merge_options(self, players: int, options: Any) -> dict:
        """``default_options(players)`` updated with ``options``.

        Raises ``BadOptions`` when ``options`` is not a map or names an
        option the game does not have.
        """
        full = self.default_options(players)
        if options is None:
            return full
        if not isinstance(options, dict):
            raise BadOptions("options must be a map")
        unknown = set(options) - set(full)
        if unknown:
            raise BadOptions(f"unknown option{'s' * (len(unknown) != 1)}: "
                             f"{', '.join(sorted(map(str, unknown)))}")
        full.update(options)
        return full

    @staticmethod
    def clean_names(names: Any, count: int) -> list[str]:
        """``count`` player names, stripped; ``BadOptions`` for anything else."""
        if not isinstance(names, list) or len(names) != count or any(
                not isinstance(n, str) or not n.strip() or len(n) > MAX_NAME for n in names):
            raise BadOptions(f"names must list {count} non-empty names of up to "
                             f"{MAX_NAME} characters")
        return [n.strip() for n in names]

    def action_from_data(self, data: Any) -> Action:
        """Rebuild an action from ``Action.to_data()`` output; ``IllegalAction`` on junk."""
        return Action.from_data(data)
