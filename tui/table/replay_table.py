"""A read-only table over a saved game: step through it action by action.

``ReplayTable.open(path)`` reads a save (``saves.read``: the whole game is
replayed and checked as for a load; nothing is written, no lock is taken, no
``.open`` file is made), then replays its actions once more from the seed,
keeping the events of each action and a clone of the state every
``SNAPSHOT_EVERY`` actions. ``goto(position)`` then costs one clone and at most
``SNAPSHOT_EVERY - 1`` actions, so stepping back or jumping in a 2,000-action
game is as quick as stepping forward.

What is shown, and to whom:

- a finished game may be watched from any seat's view or the public one
  (``viewers``: None first, then every seat); an unfinished one only from the
  public view (``view(None)``, log lines ``describe(None)``), and its seed is
  never given;
- the decision at a position names who decides; what they chose is the
  action's label once the game is over, and before that only what the public
  log says that action did (a label is the seat's own words: "Discard Shield
  Bash" names a card nobody else saw);
- ``view(seat)`` and ``log_lines(seat)`` answer a seat that may not be watched
  with the public view: nothing private reaches a screen by asking.

The screens read it through ``seat_state`` (a ``SeatState``: no legal actions,
``why_not`` always says this is a replay). No Textual here: a host runs
headless, and ``tests/tui/table/test_table_purity.py`` checks it.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import engine
from engine import Event, IllegalAction

from .hosted_save import hosted_by
from .seat_state import SeatState

SNAPSHOT_EVERY = 32
"""Actions between two kept clones of the state (memory against the cost of a step)."""
LOG_LINES = 200
"""How many of the newest log lines the log panel is given (the ``L`` page too)."""
REFUSAL = "this is a replay: nothing can be played here"
"""``why_not``'s answer for everything."""


class ReplayError(Exception):
    """The save cannot be replayed (one line: the file and why)."""


class ReplaySeatState(SeatState):
    """The ``SeatState`` of a replay: the game at the table's position, read only."""

    def __init__(self, table: "ReplayTable") -> None:
        self._table = table

    @property
    def game(self):   # type: ignore[override]
        return self._table.game

    @property
    def identity(self) -> int:
        return id(self._table.state)   # a screen's view cache (with the position) keys by it

    @property
    def content(self):
        return getattr(self._table.state, "content", None)

    @property
    def options(self) -> dict:
        options = getattr(self._table.state, "options", None)
        return dict(options) if isinstance(options, dict) else {}

    @property
    def num_players(self) -> int:
        return self._table.num_players

    @property
    def position(self) -> int:
        return self._table.position

    @property
    def phase(self):
        return getattr(self._table.state, "phase", None)

    @property
    def current_player(self) -> int | None:
        return self._table.state.current_player

    def last_action(self):
        position = self._table.position
        return self._table.actions[position - 1] if position else None

    def view(self, seat: int | None) -> dict:
        return self._table.view(seat)

    def legal_actions(self) -> list:
        return []   # nobody acts in a replay

    def why_not(self, action_or_cards: Any) -> str | None:
        return REFUSAL

    def is_over(self) -> bool:
        return self._table.state.is_over()

    def winners(self) -> list[int]:
        return list(self._table.state.winners()) if self._table.state.is_over() else []


class ReplayTable:
    """A saved game to step through (see the module docstring).

    Build it with :meth:`open`. ``position`` is how many actions have been
    applied (0: the set-up, ``length``: the saved position). The session-like
    calls the game screens make (``seat_name``, ``log_lines``, ``hand_slots``,
    ``save``...) are here too; ``apply`` refuses.
    """

    remote = False
    replay = True

    def __init__(self, game, start, actions: list, seats: list[dict], path: Path | None,
                 finished: bool, table_records: dict | None = None) -> None:
        self.game = game
        self.game_id: str = game.id
        self.path = path
        self.actions = list(actions)
        self.length = len(self.actions)
        self.finished = bool(finished)
        self.seats = [dict(s) for s in seats]
        self.num_players: int = start.num_players
        self.save_error = None
        self.campaign = None
        self.campaign_id = None
        self.viewers: list[int | None] = [None, *range(self.num_players)] if finished else [None]
        self.viewer: int | None = None
        self._records = table_records or {}
        self._snapshots: dict[int, Any] = {}
        self._events: list[list[Event]] = []
        self._lines: dict[tuple[int, int | None], list[str]] = {}
        self._labels: dict[int, str] = {}
        state = start
        for index, action in enumerate(self.actions):
            if index % SNAPSHOT_EVERY == 0:
                self._snapshots[index] = state.clone()
            self._events.append(list(state.apply(action)))
        if self.length % SNAPSHOT_EVERY == 0:
            self._snapshots[self.length] = state.clone()
        self.state = state
        self.position = self.length
        self.seat_state = ReplaySeatState(self)

    # -- opening -------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike, progress=None) -> "ReplayTable":
        """Read the save at ``path`` and build its replay. Raises ``ReplayError`` (one
        line) for a missing or bad file, a game a running host holds open (``hosted_by``)
        or a replay that does not reach the saved state. Never writes anything."""
        import saves
        target = Path(path)
        if not target.is_file():
            what = "is a folder, not a save file" if target.is_dir() else "no such file"
            raise ReplayError(f"{target}: {what}")
        holder = hosted_by(target)
        if holder is not None:
            raise ReplayError(f"{target}: a running host has this game open ({holder}); "
                              "replay it once the host has stopped")
        try:
            saved = saves.read(target, progress=progress)
        except saves.SaveError as exc:
            raise ReplayError(str(exc).splitlines()[0] if str(exc) else repr(exc)) from None
        game = engine.load_game(saved.game_id)
        try:
            start = game.new_game(players=saved.players, seed=saved.seed,
                                  options=saved.options)
        except Exception as exc:   # read just accepted it: a changed content file
            raise ReplayError(f"{target}: the game refused the saved set-up: {exc}") from None
        table = cls(game, start, list(saved.state.history), list(saved.seats or []), target,
                    saved.state.is_over(), getattr(saved, "table", None))
        if engine.state_hash(table.state) != engine.state_hash(saved.state):
            raise ReplayError(f"{target}: the replay does not reach the saved game")
        table._seed = saved.seed
        return table

    # -- moving --------------------------------------------------------------------
    def state_at(self, position: int):
        """A fresh engine state at ``position`` (0 to ``length``), from the nearest
        snapshot at or before it. Raises ValueError out of range."""
        if not 0 <= position <= self.length:
            raise ValueError(f"position {position} is not between 0 and {self.length}")
        base = max(p for p in self._snapshots if p <= position)
        state = self._snapshots[base].clone()
        for action in self.actions[base:position]:
            state.apply(action)
        return state

    def goto(self, position: int) -> int:
        """Show the game after ``position`` actions (clamped to 0..``length``); the
        position reached. One action forward is applied to the shown state itself."""
        position = max(0, min(self.length, int(position)))
        if position == self.position + 1:
            self.state.apply(self.actions[self.position])
        elif position != self.position:
            self.state = self.state_at(position)
        self.position = position
        return position

    def turn_of(self, position: int):
        """The public turn (``view(None)["turn"]``) at ``position``."""
        state = self.state if position == self.position else self.state_at(position)
        return state.view(None).get("turn")

    def turns(self) -> tuple[int, int] | None:
        """(first, last) turn numbers of the game, or None when it numbers no turns."""
        first, last = self.turn_of(0), self.turn_of(self.length)
        if type(first) is not int or type(last) is not int:
            return None
        return first, last

    def turn_start(self, turn: int) -> int | None:
        """The first position at which the public turn is ``turn`` or later (turns
        never go back), or None when the game never reaches it."""
        span = self.turns()
        if span is None or turn > span[1]:
            return None
        low, high = 0, self.length
        while low < high:
            middle = (low + high) // 2
            found = self.turn_of(middle)
            if type(found) is int and found >= turn:
                high = middle
            else:
                low = middle + 1
        return low

    def cycle_viewer(self) -> int | None:
        """The next seat to watch from (None: the public view); only the public one
        while the game is unfinished."""
        at = self.viewers.index(self.viewer) if self.viewer in self.viewers else 0
        self.viewer = self.viewers[(at + 1) % len(self.viewers)]
        return self.viewer

    # -- what the screens read -----------------------------------------------------
    def allowed(self, seat: int | None) -> int | None:
        """``seat`` if it may be watched, else None (the public view)."""
        return seat if seat in self.viewers else None

    def view(self, seat: int | None) -> dict:
        """``view(seat)`` at the position, the public view for a seat not watchable."""
        return self.state.view(self.allowed(seat))

    def log_lines(self, seat: int | None) -> list[str]:
        """The log up to the position as ``seat`` may read it (the public log for a
        seat not watchable), with the table's notes, the newest ``LOG_LINES``."""
        seat = self.allowed(seat)
        lines: list[str] = []
        for index in range(self.position - 1, -1, -1):
            lines[:0] = [*self.notes(index + 1, seat), *self._action_lines(index, seat)]
            if len(lines) >= LOG_LINES:
                break
        lines[:0] = self.notes(0, seat)
        return lines[-LOG_LINES:]

    def _action_lines(self, index: int, seat: int | None) -> list[str]:
        key = (index, seat)
        found = self._lines.get(key)
        if found is None:
            found = []
            for event in self._events[index]:
                text = event.describe(seat)
                if text:
                    found.append(text[:1].upper() + text[1:])
            self._lines[key] = found
        return found

    def notes(self, at: int, seat: int | None) -> list[str]:
        """The table's own records at position ``at``, in the log of ``seat``.

        The one place where a replay shows them. The save's ``table`` section
        (``saves.table_record``) holds ``undos`` (``{"at", "seat", "removed"}``)
        and ``hint_log`` (``{"at", "seat", "level", "choices"}``): an undo is
        shown to everyone ("Ana took back a move" at ``at``, the number of
        moves taken back for the seat's own view); a hint only in the view of
        the seat that asked, with the choices it was shown.
        """
        lines = []
        for undo in self._records.get("undos") or ():
            if isinstance(undo, dict) and undo.get("at") == at:
                who = undo.get("seat")
                if seat is not None and who == seat:
                    count = len(undo.get("removed") or ())
                    lines.append(f"You took back {count} move{'s' if count != 1 else ''}.")
                else:
                    lines.append(f"{self.seat_name(who)} took back a move.")
        for hint in self._records.get("hint_log") or ():
            if isinstance(hint, dict) and hint.get("at") == at and seat is not None \
                    and hint.get("seat") == seat:
                choices = ", ".join(f"{c[0]} {c[1] // 10}%" for c in hint.get("choices") or ()
                                    if isinstance(c, list) and len(c) == 2)
                lines.append(f"You asked for a hint ({hint.get('level')}): {choices}.")
        return lines

    def decision(self, seat: int | None) -> tuple[str, list[str]]:
        """(who decides at the position, what followed) for ``seat``'s view: the
        chosen action's label once the game is over, else the public log lines of
        that action (see the module docstring). ("", [...]) at the end."""
        seat = self.allowed(seat)
        if self.position >= self.length:
            if self.state.is_over():
                return "", ["The game is over."]
            return "", ["The save ends here."]
        who = self.seat_name(self.state.current_player)
        if self.finished:
            return who, [self.label_at(self.position)]
        lines = self._action_lines(self.position, None)
        return who, lines or ["(nothing anyone else sees)"]

    def label_at(self, position: int) -> str:
        """The label of the action applied at ``position`` (as the deciding seat saw it
        in its legal actions). Only for a finished game: see ``decision``."""
        label = self._labels.get(position)
        if label is None:
            action = self.actions[position]
            state = self.state if position == self.position else self.state_at(position)
            label = next((a.label for a in state.legal_actions() if a == action), "") or \
                action.label or action.kind
            self._labels[position] = label
        return label

    def whose(self) -> str:
        """The words for the view shown: "public" or "Ana's"."""
        return "public" if self.viewer is None else f"{self.seat_name(self.viewer)}'s"

    # -- the session calls the game screens make ---------------------------------------
    @property
    def game_title(self) -> str:
        """What the screens' headers name: the replay and whose view it shows."""
        return f"Replay, {self.whose()} view"

    def seat_name(self, seat: int | None) -> str:
        if type(seat) is not int or not 0 <= seat < self.num_players:
            return "nobody"
        players = self.state.view(None).get("players") or []
        if seat < len(players) and isinstance(players[seat], dict) and players[seat].get("name"):
            return str(players[seat]["name"])
        if seat < len(self.seats) and self.seats[seat].get("name"):
            return str(self.seats[seat]["name"])
        return f"Player {seat + 1}"

    def hand_slots(self, numbers, seat: int) -> list:
        """Hand numbers followed from the views shown (no record replayed per step)."""
        return numbers.follow(self.view(seat), seat)

    def revealed_seed(self) -> int | None:
        """The seed, only for a finished game (it gives away every hand)."""
        seed = getattr(self, "_seed", None)
        return seed if self.finished and type(seed) is int else None

    def is_human(self, seat: int | None) -> bool:
        return False

    def human_seats(self) -> list[int]:
        return []

    def bot_for(self, seat: int):
        raise IllegalAction(REFUSAL)

    def apply(self, action) -> list:
        """Refused: ``IllegalAction`` (a replay plays nothing)."""
        raise IllegalAction(REFUSAL)

    def auto_pass(self, limit: int = 200) -> int:
        return 0

    def listen(self, callback) -> None:
        return None

    def save_after_frames(self, after_frame=None) -> None:
        return None

    def autosave(self) -> None:
        return None

    def flush(self) -> bool:
        return True

    def save(self, path=None) -> bool:
        """Nothing to save: the replay never writes (True: nothing is lost)."""
        return True

    def close(self) -> None:
        return None
