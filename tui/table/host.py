"""The host: one local table served to the terminals that join it.

``Host`` holds a ``GameSession`` (the local table: the state, the save lock,
autosave after every action) and an asyncio Unix-socket server. It alone
applies actions: only from the connection that holds the deciding seat, only
for the position that connection saw, only if legal. After every change it
sends each connection its own projection (``updates.build_update``). AI seats
(and, with ``ai_takeover``, a seat whose person has been away that long) are
played here by :class:`~tui.table.ai_seats.AiSeats`.

Nothing a client sends can change the game but a legal action of its own
seat: junk, half a message, an oversized length, silence past the hello
timeout, a stale or illegal action end in one ``error``/``refused`` line or a
closed connection, and the host goes on.
"""
from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import engine

from . import protocol
from .ai_seats import AiSeats
from .protocol import ConnectionClosed, ProtocolError, encode, read_message
from .run_folder import make_folder, make_group_folder, peer_uid, socket_path
from .seat_keys import SeatLocks
from .undo import UndoRefused, take_back
from .updates import build_update

SEND_TIMEOUT = 10.0
"""Seconds a connection may take to accept a message before it is dropped."""


@dataclass(eq=False)
class Connection:
    """One joined terminal: its stream, its seat (None: a watcher)."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    seat: int | None = None
    watch: bool = False
    closed: bool = False
    hinting: bool = False     # a hint for this seat is being searched (``hints.answer``)
    since: float = field(default_factory=time.monotonic)


class Host:
    """Serves ``session`` at ``<run folder>/<name>.sock``.

    ``session``: a held ``GameSession``; ``folder``: the run folder (made 0700
    if missing); ``name``: the table name; ``ai_takeover``: seconds a claimed
    human seat may be away before an AI of the normal level plays it (None:
    never); ``pace``: seconds at least between AI moves, so people can follow;
    ``say``: where the host's own lines go (never anything private); ``group``: a
    gid whose members may connect (the folder ``run_folder.group_folder(gid)``,
    0770; the socket 0660); ``accounts``: one Unix account name per seat (None
    for an AI seat): a seat is then taken only by a connection from its account
    (the socket's peer credentials), with no key. ``resume``: the command that
    takes the game up again after a stop (``herotable host --load PATH``), told to
    every connection when the host stops (default: ``commands.resume_command``). ``hints``: whether joined seats
    may ask for hints (``herotable host --hints``); it is the table's setting
    (``session.table["hints"]``, saved). ``hint_iterations``: an iteration budget
    for hint searches instead of the level's seconds (tests).
    """

    def __init__(self, session, folder: Path, name: str, *, ai_takeover: float | None = None,
                 pace: float = 0.6, say: Callable[[str], None] = print,
                 group: int | None = None, accounts: list[str | None] | None = None,
                 hints: bool = False, hint_iterations: int | None = None,
                 resume: str | None = None) -> None:
        self.session = session
        if resume is None:
            from .commands import resume_command
            resume = resume_command(session.path)
        self.resume = resume
        session.table["hints"] = bool(hints)
        self.hint_iterations = hint_iterations
        self.folder = Path(folder)
        self.name = name
        self.path = socket_path(self.folder, name)
        self.locks = SeatLocks(session.path) if session.path is not None else None
        self.table_id = self.locks.table_id if self.locks else os.urandom(8).hex()
        self.connections: list[Connection] = []
        self.away_since: dict[int, float] = {}
        self.say = say
        self.ai = AiSeats(self, ai_takeover=ai_takeover, pace=pace)
        self.group = group
        self.accounts = accounts
        self._server: asyncio.base_events.Server | None = None
        self.stopped = asyncio.Event()

    # -- seats --------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def human_seats(self) -> list[int]:
        """The seats people play (AI seats are the host's own)."""
        return self.session.human_seats()

    def holder(self, seat: int) -> Connection | None:
        """The live connection that holds ``seat``, if any."""
        for conn in self.connections:
            if conn.seat == seat and not conn.closed:
                return conn
        return None

    def away(self) -> list[int]:
        """Human seats with nobody connected."""
        return [s for s in self.human_seats() if self.holder(s) is None]

    def seat_records(self) -> list[dict]:
        """Every seat's public record: name, kind, and free / taken / away / ai."""
        records = []
        for seat in range(self.state.num_players):
            if not self.session.is_human(seat):
                status = "ai"
            elif self.holder(seat) is not None:
                status = "taken"
            elif self.locks is not None and self.locks.claimed(seat):
                status = "away"
            else:
                status = "free"
            records.append({"name": self.session.seat_name(seat),
                            "kind": "human" if self.session.is_human(seat) else "ai",
                            "state": status})
        return records

    def waiting_line(self) -> str | None:
        """What everyone sees while the game waits for a person who is not here."""
        seat = self.state.current_player
        if seat is None or self.state.is_over() or not self.session.is_human(seat):
            return None
        if self.holder(seat) is not None or self.ai.plays(seat):
            return None
        name = self.session.seat_name(seat)
        claimed = self.locks is not None and self.locks.claimed(seat)
        return f"waiting for {name} to {'reconnect' if claimed else 'join'}"

    def host_message(self) -> dict:
        """The public ``host`` message: who this table is, before any hello."""
        return {"t": "host", "version": protocol.VERSION, "table": self.table_id,
                "name": self.name, "game": self.session.game_id,
                "title": self.session.game_title, "players": self.state.num_players,
                "options": _public_options(self.state), "seats": self.seat_records(),
                "over": self.state.is_over(), "hints": bool(self.session.table.get("hints")),
                "hint_level": self.session.hint_level()}

    # -- serving --------------------------------------------------------------------
    async def start(self) -> None:
        """Make the run folder and listen on the socket (OSError / RunFolderError)."""
        if self.group is None:
            make_folder(self.folder)
        else:
            self.folder = make_group_folder(self.group)
            self.path = socket_path(self.folder, self.name)
        # saves are written by a writer thread (the newest state wins), as on a game
        # screen: the fsync of every action's save does not hold up the next update,
        # and the copy for it (``saves.header.capture``, a few ms) is taken on the next
        # turn of the loop, after the move's updates are written to every connection
        loop = asyncio.get_running_loop()
        self.session.save_after_frames(loop.call_soon)
        if self.path.exists() or self.path.is_symlink():
            self.path.unlink()   # a socket left by a host that died (its save lock is free)
        old = os.umask(0o177 if self.group is None else 0o117)
        try:
            self._server = await asyncio.start_unix_server(self._serve, path=str(self.path),
                                                           limit=protocol.MAX_MESSAGE + 8)
            if self.group is not None:
                os.chown(self.path, -1, self.group)
        finally:
            os.umask(old)
        self.ai.kick()

    async def stop(self) -> None:
        """Save, tell every connection the table closes, and remove the socket."""
        self.ai.cancel()
        self.session.close()
        reason = "the host stopped"
        if self.resume and not self.state.is_over():
            reason += f"; the game goes on with: {self.resume}"
        for conn in list(self.connections):
            await self._send(conn, {"t": "closing", "reason": reason})
            self._drop(conn)
        if self._server is not None:
            self._server.close()
        try:
            self.path.unlink()
        except OSError:
            pass
        self.stopped.set()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer)
        try:
            await self._send(conn, self.host_message())
            hello = await read_message(reader, protocol.HELLO_TIMEOUT)
            if hello["t"] == "info":
                return
            if not await self._welcome(conn, hello):
                return
            while not conn.closed:
                message = await read_message(reader)
                if message["t"] == "bye":
                    return
                await self._handle(conn, message)
        except (ProtocolError, asyncio.TimeoutError, ConnectionError, OSError):
            pass   # junk, silence or a dropped link: the connection ends, the game does not
        finally:
            self._drop(conn)

    async def _welcome(self, conn: Connection, hello: dict) -> bool:
        """Check a hello and seat its connection; False (after a ``refused``) if not."""
        reason = self._seat_for(conn, hello)
        if isinstance(reason, str):
            await self._send(conn, {"t": "refused", "reason": reason})
            return False
        seat, key = reason
        conn.seat, conn.watch = seat, seat is None
        if seat is not None:
            for other in list(self.connections):   # the key holder replaces a quiet link
                if other.seat == seat:
                    await self._send(other, {"t": "closing",
                                             "reason": "this seat was taken again with its key"})
                    self._drop(other)
            self.away_since.pop(seat, None)
        self.connections.append(conn)
        welcome = {"t": "welcome", "seat": seat}
        if key is not None:
            welcome["key"] = key
        await self._send(conn, welcome)
        if seat is not None:
            self.say(f"{self.session.seat_name(seat)} joined (seat {seat + 1})")
        self.ai.kick()      # a seat an AI stood in for goes back to its person
        await self.broadcast()
        return True

    def _seat_for(self, conn: Connection, hello: dict):
        """``(seat or None, new key or None)`` for a hello, or the refusal's one line."""
        if hello.get("t") != "hello":
            return "expected a hello"
        if hello.get("version") != protocol.VERSION:
            return (f"this host speaks table protocol {protocol.VERSION}, the client "
                    f"{hello.get('version')!r}; use the same herotable version on both")
        if hello.get("watch") is True:
            return None, None
        seat = hello.get("seat")
        name = hello.get("name")
        players = self.state.num_players
        if seat is None and isinstance(name, str):
            matches = [s for s in range(players)
                       if self.session.seat_name(s).casefold() == name.casefold()]
            if not matches:
                return f"no seat is called {name[:40]!r}"
            seat = matches[0]
        key = hello.get("key")
        if self.accounts is not None:
            return self._account_seat(conn, seat)
        if seat is None:   # the first free human seat
            free = [s for s in self.human_seats()
                    if self.locks is None or not self.locks.claimed(s)]
            if not free:
                return "no seat is free; give --seat N with the seat's key, or --watch"
            seat = free[0]
        if type(seat) is not int or not 0 <= seat < players:
            shown = seat + 1 if type(seat) is int else repr(seat)[:20]   # seats count from 1
            return f"there is no seat {shown} (seats 1 to {players})"
        if not self.session.is_human(seat):
            return f"seat {seat + 1} is played by the computer"
        if self.locks is None:
            return seat, None
        if self.locks.claimed(seat):
            if not self.locks.matches(seat, key):
                return (f"seat {seat + 1} ({self.session.seat_name(seat)}) is taken; only "
                        "the terminal that first took it (its seat key) can take it again")
            return seat, None
        try:
            return seat, self.locks.claim(seat)
        except OSError as exc:
            return f"the host cannot record the seat: {exc.strerror or exc}"

    def _account_seat(self, conn: Connection, seat):
        """``host --accounts``: the seat bound to the connecting account (no key)."""
        import pwd
        try:
            uid = peer_uid(conn.writer.get_extra_info("socket"))
            account = pwd.getpwuid(uid).pw_name
        except (OSError, KeyError, TypeError):
            return "the host cannot tell which account this is"
        mine = [s for s, name in enumerate(self.accounts) if name == account]
        if not mine:
            return f"no seat of this table is for the account {account!r}"
        if seat is None:
            seat = mine[0]
        if seat not in mine:
            return f"seat {seat + 1} is for another account" if type(seat) is int \
                else "no such seat"
        return seat, None

    async def _handle(self, conn: Connection, message: dict) -> None:
        kind = message["t"]
        if kind == "why":
            ident = message.get("id")
            reason = self._why(conn, message.get("what"))
            await self._send(conn, {"t": "why", "id": ident if type(ident) is int else None,
                                    "reason": reason})
        elif kind in ("act", "undo"):   # a move, or taking one back (issue 42)
            error = (self._act if kind == "act" else self._undo)(conn, message)
            if error is not None:
                await self._send(conn, {"t": "error", "reason": error})
                await self._send(conn, self._update_for(conn))
            else:
                await self.broadcast()
                self.ai.kick()
        elif kind == "hint":   # searched in a thread; this connection reads on meanwhile
            from .hints import answer
            asyncio.get_running_loop().create_task(answer(self, conn, message))
        else:
            await self._send(conn, {"t": "error", "reason": f"unknown message {kind[:20]!r}"})

    def _undo(self, conn: Connection, message: dict) -> str | None:
        """Take back the connection's seat's last decision (issue 42): only with
        ``host --undo``, and only back to the last decision of anyone else (the AI
        seats included: other people play here). The refusal's words, or None."""
        if conn.seat is None:
            return "a watcher does not play"
        if message.get("pos") != len(self.state.history):
            return "that answers a position the game has left; look again"
        try:
            take_back(self.session, conn.seat, along=())
        except UndoRefused as exc:
            return str(exc)
        self.say(f"{self.session.seat_name(conn.seat)} took back a move")
        return None

    def _why(self, conn: Connection, what) -> str | None:
        """``why_not`` for the connection's own seat; a watcher or another seat's turn
        gets the plain reason."""
        state = self.state
        if conn.seat is None:
            return "a watcher does not play"
        if state.current_player != conn.seat:
            return "it is not your decision now"
        try:
            if isinstance(what, dict):
                what = state.game.action_from_data(what)
            return state.why_not(what)
        except Exception:   # a question the engine cannot read is no question
            return "not legal now"

    def _act(self, conn: Connection, message: dict) -> str | None:
        """Apply a connection's action; the refusal's words, or None when applied."""
        state = self.state
        if conn.seat is None:
            return "a watcher does not play"
        if state.is_over():
            return "the game is over"
        if state.current_player != conn.seat:
            return "it is not your decision now"
        if self.ai.plays(conn.seat):
            return "the computer is playing this seat until its move is done"
        if message.get("pos") != len(state.history):
            return "that answers a position the game has left; look again"
        try:
            action = state.game.action_from_data(message.get("action"))
            self.session.apply(action)
        except engine.IllegalAction as exc:
            return f"not legal now: {exc}"
        self.session.auto_pass()
        return None

    def _update_for(self, conn: Connection) -> dict:
        return build_update(self.state, conn.seat, self.session.log,
                            can_decide=conn.seat is None or not self.ai.plays(conn.seat),
                            away=self.away(), waiting=self.waiting_line())

    async def broadcast(self) -> None:
        """Send every connection its update (each its own projection)."""
        for conn in list(self.connections):
            await self._send(conn, self._update_for(conn))

    async def send_to(self, conn: Connection, message: dict) -> None:
        """Send ``message`` to ``conn`` alone (a dropped connection is let go)."""
        await self._send(conn, message)

    async def _send(self, conn: Connection, message: dict) -> None:
        if conn.closed:
            return
        try:
            conn.writer.write(encode(message))
            await asyncio.wait_for(conn.writer.drain(), SEND_TIMEOUT)
        except (ProtocolError, asyncio.TimeoutError, ConnectionError, OSError):
            self._drop(conn)

    def _drop(self, conn: Connection) -> None:
        if conn.closed:
            return
        conn.closed = True
        try:
            conn.writer.close()
        except Exception:
            pass
        if conn in self.connections:
            self.connections.remove(conn)
            if conn.seat is not None and self.holder(conn.seat) is None:
                self.away_since[conn.seat] = time.monotonic()
                self.say(f"{self.session.seat_name(conn.seat)} left (seat {conn.seat + 1})")
                asyncio.get_running_loop().create_task(self.broadcast())
                self.ai.kick()


def _public_options(state) -> dict:
    """The game's options as a joined terminal needs them to load the static content
    (scenario, teams ...): they are chosen in the open, so public."""
    options = getattr(state, "options", None)
    return dict(options) if isinstance(options, dict) else {}


__all__ = ["Host", "Connection", "ConnectionClosed"]
