"""A game in progress on screen: the engine state, its seats, its save file and log.

``GameSession`` is the only place the TUI applies actions. After every action
it writes the save file (one path kept for the whole game) and keeps the
events for the log panel, which prints them per seat with
``event.describe(seat)`` so private details never reach another player.

On its own a session saves at once, on the caller's thread. A game screen
turns on background saving (``save_after_frames``): once the frame after an
action is drawn, the session copies what the save needs out of the state
(``saves.header.capture``, a few milliseconds) and a ``saves.BackgroundWriter``
thread writes it; one write in flight, the newest state wins. Quitting, ``s``, the end
of the game, ``close()`` and the app's exit wait for it (``flush``), and
anything in this process that reads the file waits for it too.

While a game is on screen its save is held with ``saves.open_exclusive``: a
second herotable that tries to continue or load it is told which process has
it, and a file rewritten behind this process's back is never written over.
``close()`` (or ``release_except``, when another game takes the screen) lets
it go; the system drops the hold when the process ends, however it ends.
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Sequence

import engine
import saves
from engine import Action, Event
from saves.table_record import default_table

from .session_saving import SessionSaving

MAX_LOG = 500
NOTHING_TO_PLAY = "(nothing to play)"   # an auto-pass in the log: tui/screens/help.py
AI_LEVELS = ("easy", "normal", "hard")
"""The AI levels offered per seat (engine.ai: easy = heuristic, normal = ISMCTS 1 s,
hard = ISMCTS 3 s); a seat record stores the level as its bot spec."""


class SessionError(Exception):
    """A game could not be started or loaded; the message is one plain line.
    ``backup``: a damaged save's good ``.bak`` (``saves.SaveError.backup``), else None."""

    def __init__(self, message: str = "", backup: str | None = None):
        super().__init__(message)
        self.backup = backup


_holding: dict[str, "GameSession"] = {}   # save path (real) -> the session holding it


def _key(path: Path) -> str:
    return os.path.realpath(path)


def held_sessions() -> list["GameSession"]:
    """The sessions whose saves this process holds open (the games on screen)."""
    return list(_holding.values())


def release_except(keep: "GameSession | None" = None) -> None:
    """Let go of every game save this process holds but ``keep``'s (None: all)."""
    for session in list(_holding.values()):
        if session is not keep:
            session.close()


SEED_MIN, SEED_MAX = -2 ** 63, 2 ** 63 - 1   # what a save's msgpack int holds either way
MAX_NAME = 32


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number a save can hold, else SessionError (one line)."""
    if type(seed) is not int or not SEED_MIN <= seed <= SEED_MAX:
        raise SessionError(f"the seed must be a whole number from {SEED_MIN} to {SEED_MAX}, "
                           f"not {str(seed)[:30]}")
    return seed


def check_names(names: Sequence[object]) -> list[str]:
    """Player names that can be saved and shown, else SessionError (one line).

    Each name: text of 1 to ``MAX_NAME`` characters, valid UTF-8 (no lone
    surrogates, which is what a non-UTF-8 command line gives), printable (no
    line breaks, control or direction-override characters); no two the same
    ignoring case, so every hand-off says unambiguously whose turn it is.
    """
    seen: dict[str, str] = {}
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise SessionError("a player name must not be empty")
        shown = ascii(name)[1:-1][:40]
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            raise SessionError(f"player name '{shown}' is not valid UTF-8 text") from None
        if not name.isprintable():
            raise SessionError(f"player name '{shown}' holds a line break, a control or a "
                               "text-direction character")
        if len(name) > MAX_NAME:
            raise SessionError(f"player name '{shown}' is longer than {MAX_NAME} characters")
        if name.casefold() in seen:
            raise SessionError(f"two players are called {seen[name.casefold()]!r}; "
                               "each needs a name of their own")
        seen[name.casefold()] = name
    return list(names)   # type: ignore[arg-type]


def default_seats(names: Sequence[str]) -> list[dict]:
    """Seat records for human players with these names."""
    return [{"name": str(n), "kind": "human", "bot": None} for n in names]


def check_bot(spec: object) -> str:
    """``spec`` (trimmed, lower case) if ``engine.ai.make_bot`` accepts it, else
    SessionError (one line)."""
    from engine.ai import make_bot
    try:
        make_bot(spec, 0)       # type: ignore[arg-type]
    except ValueError as exc:
        raise SessionError(str(exc)) from None
    return str(spec).strip().lower()


def seat_records(names: Sequence[str], seats: Sequence[dict] | None) -> list[dict]:
    """Seat records ``{"name", "kind", "bot"}`` for ``names`` and per-seat choices.

    ``seats``: None (every seat human) or one map per name with ``kind``
    ("human" or "ai") and, for an AI seat, ``bot`` (a spec ``engine.ai.make_bot``
    accepts, e.g. "normal" or "random"; default "normal"). Raises
    ``SessionError`` for the wrong count, an unknown kind or bot.
    """
    records = default_seats(names)
    if seats is None:
        return records
    if len(seats) != len(records):
        raise SessionError(f"{len(seats)} seat choices for {len(records)} players")
    for record, choice in zip(records, seats):
        kind = choice.get("kind", "human")
        if kind == "ai":
            record.update(kind="ai", bot=check_bot(choice.get("bot") or "normal"))
        elif kind != "human":
            raise SessionError(f"seat kind must be human or ai, not {kind!r}")
    return records


def seat_label(record: dict) -> str:
    """A seat record in a word or two: "Human", "AI normal", "AI random"."""
    if record.get("kind") != "ai":
        return "Human"
    return f"AI {record.get('bot') or 'normal'}"


class GameSession(SessionSaving):
    """One game on screen: state, seats, autosave path and the event log."""

    def __init__(self, state, seats: list[dict] | None, path: Path | None, note: str = ""):
        self.state = state
        self.game_id: str = state.game.id
        names = (state.options or {}).get("names") if isinstance(state.options, dict) else None
        if not seats:
            seats = default_seats(names or [f"Player {i + 1}" for i in range(state.num_players)])
        self.seats = seats
        self.path = Path(path) if path is not None else None
        self.log: list[Event | str] = [note] if note else []
        self.save_error: str | None = None
        self.campaign_id: str | None = None   # written into every save of a campaign game
        self.campaign = None   # a campaign link (tui/games/orc_wars/campaign_flow.py): records the result at the end
        self.held: saves.OpenSave | None = None   # the save held open while on screen
        self._writer: saves.BackgroundWriter | None = None   # background saving, once on
        self._after_frame = None   # schedules a callback once the next frame is drawn
        self._unsaved = False      # a new game whose first save waits (``new(save_later=)``)
        self._capture_due = False  # an autosave waits for the frame to copy the state
        from .table.seat_state import LocalSeatState
        self.seat_state = LocalSeatState(self)   # what the screens read (never the state)
        # the table section of the save (saves.table_record): undo/hints settings, records
        self.table: dict = default_table()
        # pass-and-play: where each person was last shown their own view (undo never
        # takes back a move another person has seen the table after: tui/table/undo.py)
        self.seen_at: dict[int, int] = {}
        self.lesson = None   # a guided game's runner (tui/lessons), None for any other

    def _hold(self, held: saves.OpenSave) -> None:
        self.held = held
        _holding[_key(held.path)] = self

    def close(self) -> None:
        """Write any pending save, then let other processes open this game's save
        (safe to call twice); later autosaves are refused with a ``save_error``."""
        self.flush()
        if self._writer is not None:
            self._writer.close()
        if self.held is not None:
            if _holding.get(_key(self.held.path)) is self:
                del _holding[_key(self.held.path)]
            self.held.close()

    @staticmethod
    def _open(path: Path) -> saves.OpenSave:
        """Hold ``path`` for a new session of this process (taking it from an older
        session of this process that still has it); SessionError if another has it."""
        older = _holding.get(_key(path))
        if older is not None:
            older.close()
        try:
            return saves.open_exclusive(path)
        except (saves.SaveError, OSError) as exc:
            raise SessionError(_one_line(exc)) from None

    # -- construction -------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, players: int, seed: int | None = None,
            options: dict | None = None, folder: Path | None = None,
            seats: Sequence[dict] | None = None, save_later: bool = False,
            undo: bool = True) -> "GameSession":
        """Start a new game and choose its autosave file in ``folder``.

        The file name is claimed at once (issue 19). ``save_later``: the first
        save waits for the game screen (``save_after_frames``: it is written
        once the first frame is drawn) or ``flush``/``close``; else it is
        written before this returns.

        ``seats``: None (all human) or one ``{"kind": "human"|"ai", "bot": spec}``
        per seat (see ``seat_records``); the names come from the options.
        ``undo``: the table's undo setting (``new --no-undo``: off).
        Raises ``SessionError`` (one line) for an unknown game, a bad player
        count, options the game refuses or a bad seat choice.
        """
        try:
            game = engine.load_game(game_id)
        except engine.EngineError as exc:
            raise SessionError(str(exc)) from None
        if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            raise SessionError(f"{game_id} takes {game.min_players}-{game.max_players} players, "
                               f"not {players}")
        # 63 random bits: the seed gives away every hand, so it must not be guessable
        # from a seat's view (a range of a million could be searched in minutes)
        seed = secrets.randbelow(2 ** 63 - 1) + 1 if seed is None else check_seed(seed)
        try:
            full = game.default_options(players)
            full.update(options or {})
            if full.get("names") is not None:
                check_names(full["names"])
            state = game.new_game(players=players, seed=seed, options=full)
        except engine.EngineError as exc:
            raise SessionError(str(exc)) from None
        names = full.get("names") or [f"Player {i + 1}" for i in range(players)]
        records = seat_records(names, seats)
        path = held = None
        if folder is not None:
            try:
                path = saves.autosave_path(Path(folder), game_id)
            except (saves.SaveError, OSError) as exc:
                raise SessionError(_one_line(exc)) from None
            held = cls._open(path)
            held.expect_none()
        # the seed is a secret until the game is over (``revealed_seed``): not in the log
        session = cls(state, records, path, note=f"New {game.title}.")
        session.table["undo"] = bool(undo)
        if held is not None:
            session._hold(held)
        if save_later and path is not None:
            session._unsaved = True
        else:
            session.save()
        return session

    @classmethod
    def load(cls, path: Path | str, progress=None) -> "GameSession":
        """Resume the game in a save file, held open; raises ``SessionError`` (one line),
        also when another herotable has it open.

        ``progress``: ``saves.read``'s replay callback, ``progress(done, total)``
        (``tui/screens/loading.py`` runs this in a worker thread and shows it);
        what it raises goes up unchanged, the save let go. A backup (``*.bak``) is
        played in a copy of its own (``tui/load_safety.py``)."""
        if saves.is_backup(path):
            from .load_safety import load_backup
            return load_backup(cls, Path(path), progress)
        if not os.path.isfile(path):   # no lock files beside a path that is no save
            try:
                saves.read(Path(path))
            except saves.SaveError as exc:
                raise SessionError(_one_line(exc), backup=exc.backup) from None
        held = cls._open(Path(path))
        try:
            saved = held.read(progress=progress)
        except saves.SaveError as exc:
            held.close()
            raise SessionError(_one_line(exc), backup=exc.backup) from None
        except OSError as exc:
            held.close()
            raise SessionError(f"{path}: {exc.strerror or exc}") from None
        except BaseException:
            held.close()
            raise
        turn = saved.state.view(None).get("turn")
        # no seed here: every seat reads the log, and the seed gives away every hand
        # (the game-over dialog and ``saves show`` name it)
        note = (f"Resumed at turn {turn}" if turn else "Resumed") + "."   # turn 0: setting up
        from .load_safety import known_bots
        seats, notes = known_bots(list(saved.seats or []))
        notes = [n for n in (getattr(saved, "cleaned", None), *notes) if n]
        session = cls(saved.state, seats, Path(saved.path or path))
        session._hold(held)
        session.log = [*getattr(saved, "events", [])[-(MAX_LOG - 1 - len(notes)):], note,
                       *notes]
        session.campaign_id = saved.campaign_id
        if saved.table is not None:
            session.table = saved.table
        current = saved.state.current_player
        if current is not None and session.is_human(current):
            # resumed: the person on turn may have seen the table before the quit
            session.seen_at[current] = len(saved.state.history)
        if isinstance(saved.state.options, dict) and "lesson" in saved.state.options:
            from .lessons.tables import attach
            attach(session)   # a guided game: find its step again
        if saved.campaign_id:   # a campaign game: its game's TUI package ties it up
            from .games import attach_campaign
            try:
                attach_campaign(session)
            except BaseException:
                session.close()
                raise
        return session

    # -- queries ----------------------------------------------------------------
    @property
    def game_title(self) -> str:
        """The game's title, e.g. "HeroCard Duel"."""
        return self.state.game.title or self.game_id

    def seat_name(self, seat: int | None) -> str:
        """A seat's player name: the name in the game's view, else the seat record's."""
        if seat is None or not 0 <= seat < self.state.num_players:
            return "nobody"
        players = self.state.view(None).get("players") or []
        if seat < len(players) and players[seat].get("name"):
            return str(players[seat]["name"])
        if seat < len(self.seats) and self.seats[seat].get("name"):
            return str(self.seats[seat]["name"])
        return f"Player {seat + 1}"

    def hand_slots(self, numbers, seat: int) -> list:
        """``numbers.slots`` (a ``tui.hand_numbers.RecordNumbers``) for ``seat``, worked
        out from this table's game record (the screens hold no state to replay)."""
        return numbers.slots(self.state, seat)

    def revealed_seed(self) -> int | None:
        """The game's seed once the game is over (None before: it gives away every hand)."""
        if not self.state.is_over():
            return None
        seed = getattr(self.state, "seed", None)
        return seed if isinstance(seed, int) else None

    def is_human(self, seat: int | None) -> bool:
        """True when a person plays ``seat`` (False for an AI seat or no seat)."""
        if seat is None or not 0 <= seat < self.state.num_players:
            return False
        return seat >= len(self.seats) or self.seats[seat].get("kind") != "ai"

    def human_seats(self) -> list[int]:
        """The seats people play, in seat order."""
        return [s for s in range(self.state.num_players) if self.is_human(s)]

    def bot_for(self, seat: int):
        """A fresh ``engine.ai.Bot`` for AI ``seat``'s next decision.

        Built from the seat record's bot spec and seeded from the game's seed,
        the seat and the number of actions so far, so a resumed game's bots
        decide as they would have without the break. Raises ``SessionError``
        for a human seat or a spec ``make_bot`` refuses.
        """
        from engine.ai import make_bot
        if self.is_human(seat):
            raise SessionError(f"seat {seat + 1} is played by a person")
        spec = self.seats[seat].get("bot") or "normal"
        seed = (int(getattr(self.state, "seed", 0) or 0) * 1_000_003 + seat * 10_007
                + len(self.state.history)) % (2 ** 31)
        try:
            return make_bot(spec, seed)
        except ValueError as exc:
            raise SessionError(str(exc)) from None

    def log_lines(self, seat: int | None) -> list[str]:
        """The log in plain words as ``seat`` may read it (empty lines dropped)."""
        lines = []
        for entry in self.log:
            text = entry.describe(seat) if isinstance(entry, Event) else entry
            if text:
                lines.append(text[:1].upper() + text[1:])
        return lines

    # -- hints (tui/table/hints.py) ------------------------------------------------
    def hint_refusal(self, seat: int | None) -> str | None:
        """Why ``seat`` may not ask "what would the AI play?" now (one line), or None."""
        from .table.hints import refusal
        return refusal(self, seat)

    def hint_level(self) -> str:
        """The level a hint starts at: the AI seats' level, else ``normal``."""
        from .table.hints import table_level
        return table_level(self.seats)

    hint_iterations: int | None = None
    """An iteration budget for hint searches instead of the level's seconds (tests)."""

    def hint_job(self, seat: int, level: str):
        """A ``LocalHintJob`` for ``seat`` (the state cloned now; ``run`` it in a thread)."""
        from .table.hints import LocalHintJob
        return LocalHintJob(self, seat, level, iterations=self.hint_iterations)

    def record_hint(self, reply) -> bool:
        """Keep a hint in the save's ``hint_log`` and autosave; False (nothing kept)
        when the game has moved on from the position it answers."""
        from .table.hints import record
        if reply.refused is not None or reply.position != len(self.state.history):
            return False
        record(self.table, reply)
        self.autosave()
        return True

    # -- changes ----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action, log its events and autosave.

        Raises ``engine.IllegalAction`` (state unchanged) for an action not
        legal now. A failed save is kept in ``save_error``, not raised.
        """
        events = self.state.apply(action)
        if self.lesson is not None:   # a guided game: the step may be reached now
            view = self.state.view(None)
            self.lesson.saw(events, view.get("phase"), self.state.current_player,
                            view.get("active"))
        self.log.extend(events)
        del self.log[:-MAX_LOG]
        if self.state.is_over():
            self.save()   # the finished game is on disk before anything shows it
        else:
            self.autosave()
        if self.campaign is not None and self.state.is_over():
            self.campaign.game_over(self)   # campaign game: record the result
        return events

    def auto_pass(self, limit: int = 200) -> int:
        """Apply ``pass`` while it is the current seat's only legal action.

        No hand-off comes first: the seat had nothing it could play. Its pass
        event says so in the log ("Player 2 passes (nothing to play)."), which
        every player sees: the help's auto-pass line tells them (issue 41).
        Returns how many passes were applied.
        """
        count = 0
        while count < limit and not self.state.is_over():
            legal = self.state.legal_actions()
            if len(legal) != 1 or legal[0].kind != "pass":
                break
            for event in self.apply(legal[0]):
                if event.kind == "passed" and NOTHING_TO_PLAY not in event.text:
                    event.text = event.text.replace(" passes", f" passes {NOTHING_TO_PLAY}", 1)
            count += 1
        return count


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
