"""The remote table: one seat (or a watcher) of a game a host holds.

``RemoteTable`` offers the screens what a ``GameSession`` offers them
(``seat_state``, ``apply``, ``seat_name``, ``log_lines`` ...), filled from the
host's messages. A reader thread takes each message as it comes; an update
replaces the seat's snapshot and calls the listener (the screen redraws). An
action goes to the host with the position it answers; until the host's next
update the seat has no legal actions, so nothing is played twice. ``why_not``
asks the host and waits for the answer (``WHY_TIMEOUT`` at most).

``open_table`` does the handshake on any pair of blocking binary streams: a
Unix socket (``connect_local``) or the pipes of ``ssh -T HOST herotable relay``
(``connect_ssh``), both in ``tui/table/links.py``.
"""
from __future__ import annotations

import itertools
import threading
from typing import Any, Callable

import engine
from engine import Action

from . import protocol
from .protocol import ConnectionClosed, ProtocolError, read_message_sync, refusal_line, \
    write_message_sync
from .links import JoinError, Link, connect_local, connect_ssh, find_table, locate_table, \
    ssh_failure

__all__ = ["RemoteTable", "RemoteSeatState", "open_table", "WHY_TIMEOUT",
           # the links, kept importable from here (tui/table/links.py)
           "JoinError", "Link", "connect_local", "connect_ssh", "find_table", "locate_table"]
from .seat_keys import KeyRing, seat_named, seat_to_take
from .seat_state import SeatState

WHY_TIMEOUT = 3.0
"""Seconds ``why_not`` waits for the host's answer before giving a plain one."""


def open_table(link: Link, keys: KeyRing | None, *, seat: int | None = None,
               name: str | None = None, watch: bool = False) -> "RemoteTable":
    """Take a seat (``seat`` 0-based, or by ``name``, or the seat this terminal holds a
    key for, or the first free one) or watch, and return the table with its first
    update. JoinError (one line) on a refusal, another protocol version, a lost link."""
    try:
        host = read_message_sync(link.rfile)
        if host.get("t") != "host":
            raise JoinError(f"{link.where}: that is not a herotable host")
        if host.get("version") != protocol.VERSION:
            raise JoinError(f"the host speaks table protocol {host.get('version')!r}, this "
                            f"herotable {protocol.VERSION}; use the same version on both")
        table_id = str(host.get("table"))
        held = keys.keys(table_id) if keys is not None else {}
        records = [r if isinstance(r, dict) else {} for r in host.get("seats") or []]
        key = None
        if not watch:
            if seat is None and name is not None:   # the key of the seat so named, if held
                named = seat_named(records, name)
                key = held.get(named) if named is not None else None
            elif seat is None:
                seat = seat_to_take(records, held)
        if seat is not None:
            key = held.get(seat)
        hello = {"t": "hello", "version": protocol.VERSION, "watch": watch,
                 "seat": seat, "name": name, "key": key}
        write_message_sync(link.wfile, hello)
        answer = read_message_sync(link.rfile)
        if answer.get("t") == "refused":
            raise JoinError(refusal_line(answer))
        if answer.get("t") != "welcome":
            raise JoinError("the host did not welcome this terminal")
        given = answer.get("seat")
        if answer.get("key") and keys is not None and type(given) is int:
            keys.remember(table_id, given, str(answer["key"]))
        first = read_message_sync(link.rfile)
        if first.get("t") != "update":
            raise JoinError("the host sent no table")
    except (ProtocolError, OSError) as exc:
        reason = ssh_failure(link) or str(exc)
        link.close()
        raise JoinError(f"lost the host while joining: {reason}") from None
    except JoinError:
        link.close()
        raise
    return RemoteTable(link, host, given if type(given) is int else None, first)


class RemoteSeatState(SeatState):
    """The ``SeatState`` of a remote table: the newest update from the host."""

    def __init__(self, table: "RemoteTable") -> None:
        self._table = table

    @property
    def game(self):   # type: ignore[override]
        return self._table.game

    @property
    def identity(self) -> int:
        return id(self._table)

    @property
    def content(self):
        return self._table.content

    @property
    def options(self) -> dict:
        return dict(self._table.options)

    @property
    def num_players(self) -> int:
        return self._table.num_players

    @property
    def position(self) -> int:
        return int(self._table.update.get("pos") or 0)

    @property
    def phase(self):
        return self._table.update.get("phase")

    @property
    def current_player(self) -> int | None:
        return self._table.update.get("current")

    def last_action(self):
        return None   # the host sends views, not actions

    def view(self, seat: int | None) -> dict:
        """The seat's own view (the host sends no other), whatever ``seat`` asks."""
        return self._table.update.get("view") or {}

    def legal_actions(self) -> list[Action]:
        return self._table.legal()

    def why_not(self, action_or_cards: Any) -> str | None:
        return self._table.ask_why(action_or_cards)

    def is_over(self) -> bool:
        return bool(self._table.update.get("over"))

    def winners(self) -> list[int]:
        return list(self._table.update.get("winners") or [])


class RemoteTable:
    """A seat of a hosted game, as the screens use a ``GameSession`` (see the module)."""

    remote = True

    def __init__(self, link: Link, host: dict, seat: int | None, first: dict) -> None:
        self.link = link
        self.table_name = str(host.get("name") or "")
        self.game_id = str(host.get("game"))
        self.game = engine.load_game(self.game_id)
        self.num_players = int(host.get("players") or 2)
        self._title = str(host.get("title") or self.game.title)
        self.seats = [{"name": str(r.get("name")), "kind": r.get("kind", "human"), "bot": None}
                      for r in host.get("seats") or []]
        self.options = host.get("options") or {}
        self.hints_on = host.get("hints") is True     # host --hints
        self._hint_level = str(host.get("hint_level") or "normal")
        self.bound_seat = seat
        self.update = first
        self.seat_state = RemoteSeatState(self)
        self.path = None
        self.save_error = None
        self.campaign = None
        self.lost: str | None = None
        self.errors: list[str] = []
        self._content = None
        self._legal_cache: tuple | None = None
        self._listener: Callable[[], None] | None = None
        self._sent_at: int | None = None      # the position an action was sent for
        self._why: dict[int, tuple[threading.Event, list]] = {}
        self._hints: dict[int, tuple[threading.Event, list]] = {}
        self._ids = itertools.count(1)
        self._write_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read_loop, name="table-reader",
                                        daemon=True)
        self._reader.start()

    # -- what the screens read ---------------------------------------------------------
    @property
    def content(self):
        """The game's static content, built locally from the public options (no seed)."""
        if self._content is None:
            try:
                state = self.game.new_game(players=self.num_players, seed=0,
                                           options=dict(self.options))
                self._content = getattr(state, "content", None)
            except engine.EngineError:
                self._content = None
        return self._content

    @property
    def game_title(self) -> str:
        return self._title

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < self.num_players:
            return "nobody"
        players = self.seat_state.view(None).get("players") or []
        if seat < len(players) and isinstance(players[seat], dict) and players[seat].get("name"):
            return str(players[seat]["name"])
        return self.seats[seat]["name"] if seat < len(self.seats) else f"Player {seat + 1}"

    def hand_slots(self, numbers, seat: int) -> list:
        """Hand numbers without the game record (this side has no seed to replay):
        ``numbers.follow`` the views as they come."""
        return numbers.follow(self.update.get("view") or {}, seat)

    def revealed_seed(self) -> int | None:
        """The seed, which the host tells once the game is over."""
        seed = self.update.get("seed")
        return seed if type(seed) is int else None

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and \
            self.seats[seat].get("kind") != "ai"

    def human_seats(self) -> list[int]:
        """The seats played at this terminal (one, or none for a watcher)."""
        return [] if self.bound_seat is None else [self.bound_seat]

    def log_lines(self, seat: int | None) -> list[str]:
        return list(self.update.get("log") or [])

    def waiting_line(self) -> str | None:
        """What the host says the game waits for, or who decides when it is not this seat."""
        if self.update.get("waiting"):
            return str(self.update["waiting"])
        current = self.update.get("current")
        if self.update.get("over") or current is None or current == self.bound_seat:
            return None
        return f"{self.seat_name(current)} decides"

    @property
    def pending(self) -> bool:
        """True while an action this seat sent waits for the host's update."""
        return self._sent_at is not None and self._sent_at == self.update.get("pos")

    def legal(self) -> list[Action]:
        """This seat's legal actions (none while an action of it is on its way)."""
        update = self.update
        if self._sent_at is not None and self._sent_at == update.get("pos"):
            return []
        cached = self._legal_cache
        if cached is None or cached[0] is not update:   # built once per update
            cached = self._legal_cache = (update, [
                Action.make(d["kind"], str(d.get("label") or ""), **(d.get("args") or {}))
                for d in update.get("legal") or [] if isinstance(d, dict)])
        return list(cached[1])

    # -- what the screens do -------------------------------------------------------------
    def listen(self, callback: Callable[[], None] | None) -> None:
        """Call ``callback`` (from the reader thread) after each update, error or loss."""
        self._listener = callback

    def apply(self, action: Action) -> list:
        """Send ``action`` for the position on screen; the host's update shows the result."""
        pos = self.update.get("pos")
        self._sent_at = pos
        self._send({"t": "act", "pos": pos, "action": action.to_data()})
        return []

    def undo(self) -> None:
        """Ask the host to take back this seat's last decision (``host --undo``); the
        host's update shows the result, or its error says why not."""
        pos = self.update.get("pos")
        self._sent_at = pos
        self._send({"t": "undo", "pos": pos})

    def auto_pass(self, limit: int = 200) -> int:
        """The host passes forced passes itself."""
        return 0

    def ask_why(self, what: Any) -> str | None:
        """The host's ``why_not`` for this seat, or a plain reason if it does not answer."""
        if isinstance(what, Action):
            what = what.to_data()
        elif isinstance(what, tuple):
            what = list(what)
        ident = next(self._ids)
        done, answer = threading.Event(), []
        self._why[ident] = (done, answer)
        try:
            self._send({"t": "why", "id": ident, "what": what})
            if not done.wait(WHY_TIMEOUT):
                return "not legal now (the host did not say why in time)"
        finally:
            self._why.pop(ident, None)
        return answer[0] if answer else None

    # -- hints (tui/table/hints.py): the host searches, records and answers this seat
    def hint_refusal(self, seat: int | None) -> str | None:
        """Why ``seat`` may not ask the host for a hint now (one line), or None."""
        from .hints import HINTS_OFF
        if not self.hints_on:
            return HINTS_OFF
        if self.update.get("over"):
            return "the game is over: there is nothing to hint"
        if seat is None or self.bound_seat is None:
            return "a watcher cannot ask for hints"
        if self.update.get("current") != seat or seat != self.bound_seat:
            return "only the seat that decides now may ask for a hint"
        if self.pending:
            return "your last move is on its way to the host; one moment"
        return None

    def hint_level(self) -> str:
        """The level a hint starts at: the host's (its AI seats' level, else normal)."""
        from .hints import LEVELS
        return self._hint_level if self._hint_level in LEVELS else "normal"

    def hint_job(self, seat: int, level: str):
        """A ``RemoteHintJob`` asking the host (see ``hint_refusal`` first)."""
        from .hints import RemoteHintJob
        return RemoteHintJob(self, level)

    def record_hint(self, reply) -> bool:
        """The host recorded the hint when it answered: nothing to do here."""
        return True

    def ask_hint(self, position: int, level: str | None, cancel: threading.Event,
                 timeout: float) -> dict | None:
        """Send ``{"t": "hint"}`` for ``position`` and wait for the host's answer
        (None when ``cancel`` is set, the link is lost or ``timeout`` passes)."""
        ident = next(self._ids)
        done, answer = threading.Event(), []
        self._hints[ident] = (done, answer)
        try:
            message = {"t": "hint", "id": ident, "position": position}
            if level is not None:
                message["level"] = level
            self._send(message)
            waited = 0.0
            while not done.is_set() and not cancel.is_set() and self.lost is None \
                    and waited < timeout:
                done.wait(0.1)
                waited += 0.1
        finally:
            self._hints.pop(ident, None)
        return answer[0] if answer and not cancel.is_set() else None

    # the local table's save calls: the host saves after every action
    def save_after_frames(self, after_frame=None) -> None:
        return None

    def autosave(self) -> None:
        return None

    def flush(self) -> bool:
        return True

    def save(self, path=None) -> bool:
        return True

    def close(self) -> None:
        """Leave the table (the seat stays this terminal's: join again with its key)."""
        if self.lost is None:
            self.lost = ""
            try:
                self._send({"t": "bye"})
            except ProtocolError:
                pass
        self.link.close()

    # -- the reader thread -------------------------------------------------------------
    def _send(self, message: dict) -> None:
        with self._write_lock:
            try:
                write_message_sync(self.link.wfile, message)
            except ConnectionClosed as exc:
                self._lose(str(exc))

    def _read_loop(self) -> None:
        while True:
            try:
                message = read_message_sync(self.link.rfile)
            except ProtocolError as exc:
                said = ssh_failure(self.link, wait=2.0)
                self._lose(f"{exc} (ssh: {said})" if said else str(exc))
                return
            kind = message.get("t")
            if kind == "update":
                self.update = message
                self._sent_at = None
            elif kind == "why":
                waiting = self._why.get(message.get("id"))
                if waiting is not None:
                    reason = message.get("reason")
                    waiting[1].append(str(reason) if reason is not None else None)
                    waiting[0].set()
                continue
            elif kind == "hint":    # the answer to this seat's own question, to it alone
                waiting = self._hints.get(message.get("id"))
                if waiting is not None:
                    waiting[1].append(message)
                    waiting[0].set()
                continue
            elif kind == "error":
                self.errors.append(refusal_line(message))
            elif kind == "closing":
                self._lose(refusal_line(message))
                return
            self._notify()

    def _lose(self, reason: str) -> None:
        if self.lost is None:
            self.lost = reason or "the connection closed"
            for done, _ in [*self._why.values(), *self._hints.values()]:
                done.set()
            self._notify()

    def _notify(self) -> None:
        listener = self._listener
        if listener is not None:
            try:
                listener()
            except Exception:   # the app is closing: nobody to tell
                pass
