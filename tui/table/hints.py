"""Hints at a table: who may ask, at which level, the search off the UI, the record.

A hint answers "what would the AI play?" for the seat that decides now, from
that seat's information only (``engine.ai.hints``: the bot searches a
``SeatWindow``, so it sees the seat's view and re-deals of what it cannot
see). It is an operation of the table, the same locally and hosted:

* a local table (``GameSession``) makes a ``LocalHintJob``: the state is
  cloned on the caller's thread, so the search, run in a thread, never reads
  a state that changes under it; ``record`` then adds the answer to the
  save's table section (``hint_log``) and the session autosaves;
* a joined seat (``RemoteTable``) makes a ``RemoteHintJob``: it sends
  ``{"t": "hint", "id", "position", "level"}`` and waits for the host's
  ``{"t": "hint", "id", "position", "seat", "level", "choices"}`` or
  ``{"t": "hint", "id", "position", "refused"}``; the host (``answer``)
  searches in a thread from that seat's information, records it and
  answers that connection alone.

``session.table["hints"]`` False turns hints off (``HINTS_OFF``); a hosted
table has them only with ``herotable host --hints``. No Textual here.
"""
from __future__ import annotations

import asyncio
import secrets
import threading
from dataclasses import dataclass

from engine.ai import SeatWindow
from engine.ai.hints import HintSearch
from saves.table_record import MAX_LABEL, MAX_RECORDS

LEVELS = ("easy", "normal", "hard")
"""The levels a hint may be asked at (``engine.ai.hints.LEVELS``)."""
HINTS_OFF = "hints are off at this table"
ANSWER_TIMEOUT = 30.0
"""Seconds a joined seat waits for the host's hint (a hard search takes about 5)."""


@dataclass(frozen=True)
class HintReply:
    """A hint as the screens show it: asked by ``seat`` at ``position`` (the history
    length), searched at ``level``, ``choices`` ``((label, permille), ...)`` best
    first; or ``refused``: one line saying why there is none."""

    position: int
    seat: int | None
    level: str
    choices: tuple[tuple[str, int], ...] = ()
    refused: str | None = None


def level_of(spec: object) -> str:
    """The hint level closest to an AI seat's bot spec: a level word as it is,
    ``heuristic`` or ``random`` -> ``easy``, any ISMCTS spec -> ``normal``."""
    text = str(spec or "normal").strip().lower()
    if text in LEVELS:
        return text
    return "easy" if text in ("heuristic", "random") else "normal"


def table_level(seats: list[dict]) -> str:
    """The level a hint starts at: the first AI seat's level, else ``normal``.
    ``seats``: the table's seat records (``{"kind": "human"|"ai", "bot": spec}``)."""
    for record in seats or []:
        if isinstance(record, dict) and record.get("kind") == "ai":
            return level_of(record.get("bot"))
    return "normal"


def next_level(level: str) -> str:
    """The level after ``level`` in ``LEVELS``, round (easy, normal, hard, easy...)."""
    index = LEVELS.index(level) if level in LEVELS else 0
    return LEVELS[(index + 1) % len(LEVELS)]


def refusal(session, seat: int | None) -> str | None:
    """Why ``seat`` may not ask for a hint at the local table ``session`` (a
    ``GameSession``, also the host's) now, in one line; None when it may."""
    if not session.table.get("hints", True):
        return HINTS_OFF
    state = session.state
    if state.is_over():
        return "the game is over: there is nothing to hint"
    if seat is None:
        return "a hint is for a person's seat on screen; none is shown now"
    if not session.is_human(seat):
        return "that seat is played by the computer"
    if state.current_player != seat:
        return (f"only the seat that decides now may ask for a hint "
                f"({session.seat_name(state.current_player)} decides)")
    return None


def record(table: dict, reply: HintReply) -> dict:
    """Add ``reply`` to ``table["hint_log"]`` (the save's table section,
    ``saves/table_record.py``) and return the entry; the oldest go past
    ``MAX_RECORDS``. ``ValueError`` for a refused reply."""
    if reply.refused is not None or reply.seat is None:
        raise ValueError("a refused hint is not recorded")
    entry = {"at": int(reply.position), "seat": int(reply.seat), "level": reply.level,
             "choices": [[str(label)[:MAX_LABEL], int(permille)]
                         for label, permille in reply.choices[:3]]}
    log = table.setdefault("hint_log", [])
    log.append(entry)
    del log[:-MAX_RECORDS]
    return entry


class LocalHintJob:
    """One hint for ``seat`` of ``session``'s state, to ``run`` in a thread.

    Made on the thread that owns the state (the state is cloned then);
    ``iterations``: an iteration budget instead of the level's seconds (tests);
    ``seed``: the search's seed (default: fresh random, tied to nothing hidden).
    ``cancel()`` from any thread ends the search at its next check.
    """

    def __init__(self, session, seat: int, level: str, *, iterations: int | None = None,
                 seed: int | None = None) -> None:
        self.seat = seat
        self.level = level
        self.position = len(session.state.history)
        self._state = session.state.clone()
        self.search = HintSearch(level, secrets.randbelow(2 ** 31) if seed is None else seed,
                                 iterations)
        self.cancelled = False

    def run(self) -> HintReply:
        """Search (blocking) and return the reply; a refused one on a search error
        or when cancelled before the search began (a bot's stop flag is reset as
        its search starts)."""
        if self.cancelled:
            return HintReply(self.position, self.seat, self.level, refused="asked no more")
        try:
            hint = self.search.run(SeatWindow(self._state, self.seat))
        except ValueError as exc:
            return HintReply(self.position, self.seat, self.level, refused=str(exc)[:200])
        return HintReply(self.position, self.seat, hint.level, hint.choices)

    def cancel(self) -> None:
        self.cancelled = True
        self.search.stop()


class RemoteHintJob:
    """One hint asked of the host by a joined seat (``table``: a ``RemoteTable``)."""

    def __init__(self, table, level: str) -> None:
        self.table = table
        self.seat = table.bound_seat
        self.level = level
        self.position = table.seat_state.position
        self.cancelled = False
        self._done = threading.Event()

    def run(self) -> HintReply:
        """Ask the host and wait (``ANSWER_TIMEOUT`` at most) for its answer."""
        answer = self.table.ask_hint(self.position, self.level, self._done, ANSWER_TIMEOUT)
        if answer is None:
            line = ("asked no more" if self.cancelled
                    else "the host did not answer in time" if self.table.lost is None
                    else f"lost the table: {self.table.lost}")
            return HintReply(self.position, self.seat, self.level, refused=line)
        return reply_from_message(answer, self.seat, self.level)

    def cancel(self) -> None:
        self.cancelled = True
        self._done.set()


def reply_from_message(message: dict, seat: int | None, level: str) -> HintReply:
    """A host's ``hint`` message as a ``HintReply`` (junk fields give a refusal)."""
    position = message.get("position") if type(message.get("position")) is int else -1
    refused = message.get("refused")
    if refused is not None:
        return HintReply(position, seat, level, refused=_line(refused))
    choices = []
    for item in message.get("choices") or []:
        if isinstance(item, (list, tuple)) and len(item) == 2 and type(item[1]) is int:
            choices.append((_line(item[0]), max(0, min(1000, item[1]))))
    shown = message.get("level") if message.get("level") in LEVELS else level
    if not choices:
        return HintReply(position, seat, shown, refused="the host sent no hint")
    return HintReply(position, seat, shown, tuple(choices[:3]))


def _line(text: object) -> str:
    return "".join(ch for ch in str(text) if ch.isprintable())[:MAX_LABEL]


# -- the host's side ---------------------------------------------------------------------
def host_refusal(host, conn, message: dict) -> str | None:
    """Why the host does not search a joined seat's ``hint`` message; None to search."""
    if conn.seat is None:
        return "a watcher cannot ask for hints"
    line = refusal(host.session, conn.seat)
    if line is not None:
        return line
    if host.ai.plays(conn.seat):
        return "the computer is playing this seat now"
    if message.get("position") != len(host.state.history):
        return "that asks about a position the game has left; look again"
    if getattr(conn, "hinting", False):
        return "a hint for this seat is already being worked out"
    return None


async def answer(host, conn, message: dict) -> None:
    """Answer a joined seat's ``hint`` message, to that connection alone: search in
    a thread from the seat's information (``host.hint_iterations``: an iteration
    budget for tests, else the level's seconds), record it, autosave."""
    ident = message.get("id") if type(message.get("id")) is int else None
    position = len(host.state.history)
    base = {"t": "hint", "id": ident, "position": position}
    line = host_refusal(host, conn, message)
    if line is not None:
        await host.send_to(conn, {**base, "refused": line})
        return
    level = message.get("level")
    if level not in LEVELS:
        level = table_level(host.session.seats)
    job = LocalHintJob(host.session, conn.seat, level,
                       iterations=getattr(host, "hint_iterations", None))
    conn.hinting = True
    try:
        reply = await asyncio.to_thread(job.run)
    finally:
        conn.hinting = False
    if len(host.state.history) != position or host.state.current_player != conn.seat:
        await host.send_to(conn, {**base, "refused": "the game moved on before the hint "
                                                     "was ready"})
        return
    if reply.refused is not None:
        await host.send_to(conn, {**base, "refused": reply.refused})
        return
    entry = record(host.session.table, reply)
    host.session.autosave()
    await host.send_to(conn, {**base, "seat": conn.seat, "level": entry["level"],
                              "choices": entry["choices"]})
