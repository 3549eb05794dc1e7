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
(``connect_ssh``).
"""
from __future__ import annotations

import collections
import itertools
import socket
import subprocess
import threading
from pathlib import Path
from typing import Any, BinaryIO, Callable

import engine
from engine import Action

from . import protocol
from .protocol import ConnectionClosed, ProtocolError, read_message_sync, refusal_line, \
    write_message_sync
from .run_folder import RunFolderError, check_folder, peer_uid, socket_path, table_folders, \
    table_names
from .seat_keys import KeyRing
from .seat_state import SeatState

WHY_TIMEOUT = 3.0
"""Seconds ``why_not`` waits for the host's answer before giving a plain one."""


class JoinError(Exception):
    """Joining failed: no host, a refusal, another protocol version (one line)."""


class Link:
    """The two streams to a host and how to close them."""

    def __init__(self, rfile: BinaryIO, wfile: BinaryIO, close: Callable[[], None],
                 where: str) -> None:
        self.rfile, self.wfile, self._close, self.where = rfile, wfile, close, where

    def close(self) -> None:
        try:
            self._close()
        except OSError:
            pass


def find_table(folder: Path, table: str | None) -> str:
    """The table to join in run folder ``folder``: ``table`` if given, else the only one
    open; JoinError (listing them) when there is none or several."""
    if table:
        return table
    return _only_one([(folder, None, name) for name in table_names(folder)])[2]


def _only_one(found: list[tuple[Path, int | None, str]]) -> tuple[Path, int | None, str]:
    """The one table of ``found`` whose host answers; JoinError naming them otherwise."""
    found = [entry for entry in found if _answers(entry[0], entry[2])]
    if not found:
        raise JoinError("no table is open to you; start one with: herotable host GAME")
    if len(found) > 1:
        raise JoinError(f"{len(found)} tables are open ({', '.join(e[2] for e in found)}); "
                        "name one: herotable join TABLE")
    return found[0]


def _answers(folder: Path, table: str) -> bool:
    """Whether a host listens on table ``table``'s socket (the socket of a host that
    was killed stays behind; nothing is sent here)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(2.0)
    try:
        sock.connect(str(socket_path(folder, table)))
        return True
    except OSError:
        return False
    finally:
        sock.close()


def locate_table(save_folder: Path, table: str | None) -> tuple[Path, int | None, str]:
    """``(run folder, group gid or None, table name)`` of the table to join: ``table``
    if given (looked for in this account's run folder, then its groups'), else the
    only one open; JoinError (listing them) when there is none or several."""
    found = [(folder, gid, name) for folder, gid in table_folders(save_folder)
             for name in table_names(folder)]
    if not table:   # a killed host's socket stays behind: count only hosts that answer
        return _only_one(found)
    for entry in found:
        if entry[2] == table:
            return entry
    raise JoinError(f"no host is running table {table!r}; "
                    "see the open tables with: herotable tables")


def connect_local(folder: Path, table: str, group: int | None = None) -> Link:
    """Connect to table ``table`` in run folder ``folder`` after checking the folder
    (``group``: a group run folder of that gid) and the host's account
    (``run_folder``); JoinError (one line) otherwise."""
    try:
        check_folder(folder, group)
    except RunFolderError as exc:
        raise JoinError(str(exc)) from None
    path = socket_path(folder, table)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(str(path))
    except (FileNotFoundError, ConnectionRefusedError):
        sock.close()
        raise JoinError(f"no host is running table {table!r}; "
                        "see the open tables with: herotable tables") from None
    except OSError as exc:
        sock.close()
        raise JoinError(f"cannot reach table {table!r}: {exc.strerror or exc}") from None
    if peer_uid(sock) != Path(folder).lstat().st_uid:
        sock.close()
        raise JoinError(f"the process behind table {table!r} runs as another account; "
                        "not trusted")
    rfile, wfile = sock.makefile("rb"), sock.makefile("wb")

    def close() -> None:
        try:   # wakes a reader blocked on the socket (closing the files alone does not)
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        for item in (rfile, wfile, sock):
            try:
                item.close()
            except OSError:
                pass
    return Link(rfile, wfile, close, table)


def connect_ssh(target: str, table: str | None, remote_command: str = "herotable",
                ssh: str = "ssh", ssh_options: list[str] | None = None) -> Link:
    """Run ``ssh -T TARGET REMOTE relay [TABLE]`` and speak the protocol over its
    pipes: OpenSSH authenticates and encrypts; no port is opened.

    ``ssh_options``: more arguments for ssh before the target (``-o Port=2222``).
    ssh's standard error is read by a thread as it comes (a full pipe would stall
    ssh) and kept: its last line says why a link failed (``ssh_failure``).
    """
    command = [ssh, "-T", *(ssh_options or []), "--", target, remote_command, "relay"]
    if table:
        command.append(table)
    try:
        proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, bufsize=0)
    except OSError as exc:
        raise JoinError(f"cannot run {ssh}: {exc.strerror or exc}") from None
    errors: collections.deque[str] = collections.deque(maxlen=20)

    def drain() -> None:
        try:
            for raw in iter(proc.stderr.readline, b""):
                line = raw.decode("utf-8", "replace").strip()
                if line:
                    errors.append(line)
        except (OSError, ValueError):
            pass
    drainer = threading.Thread(target=drain, name="ssh-stderr", daemon=True)
    drainer.start()

    def close() -> None:
        for pipe in (proc.stdin, proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    link = Link(proc.stdout, proc.stdin, close, f"{target} {table or ''}".strip())
    link.process = proc
    link.errors = errors
    link.drainer = drainer
    return link


def ssh_failure(link: Link, wait: float = 5.0) -> str | None:
    """The last line ssh (or the remote relay) wrote to stderr, when the link is ssh's,
    after ssh has ended (``wait`` seconds at most); None for other links."""
    proc = getattr(link, "process", None)
    if proc is None:
        return None
    try:
        proc.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        return None
    link.drainer.join(2)
    line = link.errors[-1] if link.errors else None
    if line and proc.returncode == 127:   # the far shell found no such command
        line += " (give the far machine's herotable with --remote-command PATH)"
    return "".join(ch for ch in line if ch.isprintable())[:300] if line else None


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
        if not watch and seat is None and name is None and len(held) == 1:
            seat = next(iter(held))
        hello = {"t": "hello", "version": protocol.VERSION, "watch": watch,
                 "seat": seat, "name": name, "key": held.get(seat) if seat is not None else None}
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
            elif kind == "error":
                self.errors.append(refusal_line(message))
            elif kind == "closing":
                self._lose(refusal_line(message))
                return
            self._notify()

    def _lose(self, reason: str) -> None:
        if self.lost is None:
            self.lost = reason or "the connection closed"
            for done, _ in list(self._why.values()):
                done.set()
            self._notify()

    def _notify(self) -> None:
        listener = self._listener
        if listener is not None:
            try:
                listener()
            except Exception:   # the app is closing: nobody to tell
                pass
