"""Seat keys: what lets a player take their seat again, and nobody else take it.

The first join of a human seat is given a key (``secrets.token_urlsafe``: 192
random bits). The joining terminal keeps the key in its save folder's
``seat-keys.json`` (:class:`KeyRing`; a save folder per guest keeps guests who
share an account apart); the host keeps only its SHA-256 beside the save, in
``<save>.seats`` (:class:`SeatLocks`), so the keys survive ``host --continue``
and ``saves show`` never prints them. A join that presents the key takes the
seat at once, even from a connection that went quiet. ``seat_to_take`` and
``seat_named`` pick the key a join sends (a bare join, ``--name``).
"""
from __future__ import annotations

import fcntl
import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path

from .links import JoinError


def new_key() -> str:
    """A fresh seat key (text, 32 characters)."""
    return secrets.token_urlsafe(24)


def key_hash(key: str) -> str:
    """The hex SHA-256 of a seat key (what the host stores)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def _write_private(path: Path, data: dict) -> None:
    """Write ``data`` as JSON to ``path`` atomically, readable by this account only."""
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(data, out)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


class SeatLocks:
    """The host's record beside a save: the table's id and each claimed seat's key hash.

    ``path``: the save file; the record is ``<save>.seats`` (JSON, mode 0600).
    A missing or unreadable record starts a fresh one (no seat claimed).
    """

    def __init__(self, save_path: Path) -> None:
        self.path = Path(str(save_path) + ".seats")
        data = _read_json(self.path)
        table = data.get("table")
        self.table_id: str = table if isinstance(table, str) and 8 <= len(table) <= 64 \
            else secrets.token_hex(8)
        hashes = data.get("hashes") if isinstance(data.get("hashes"), dict) else {}
        self.hashes: dict[int, str] = {int(k): v for k, v in hashes.items()
                                       if str(k).isdigit() and isinstance(v, str)}
        if table != self.table_id:   # a new record: keep the id (and so the table's name)
            try:
                self.save()
            except OSError:
                pass

    def claimed(self, seat: int) -> bool:
        """True when ``seat`` has been given a key."""
        return seat in self.hashes

    def matches(self, seat: int, key: object) -> bool:
        """True when ``key`` is ``seat``'s key (compared in constant time)."""
        stored = self.hashes.get(seat)
        return (stored is not None and isinstance(key, str)
                and hmac.compare_digest(stored, key_hash(key)))

    def claim(self, seat: int) -> str:
        """Give ``seat`` a new key, store its hash, and return the key (OSError if unsaved)."""
        key = new_key()
        self.hashes[seat] = key_hash(key)
        self.save()
        return key

    def save(self) -> None:
        """Write the record (OSError when it cannot be written)."""
        _write_private(self.path, {"table": self.table_id,
                                   "hashes": {str(k): v for k, v in self.hashes.items()}})


class KeyRing:
    """A joining terminal's seat keys: ``seat-keys.json`` in its save folder.

    Maps a table id to ``{seat: key}``. ``folder``: the save folder.
    """

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / "seat-keys.json"

    def keys(self, table_id: str) -> dict[int, str]:
        """The keys this folder holds for ``table_id``, by seat."""
        entry = _read_json(self.path).get(table_id)
        if not isinstance(entry, dict):
            return {}
        return {int(k): v for k, v in entry.items() if str(k).isdigit() and isinstance(v, str)}

    def remember(self, table_id: str, seat: int, key: str) -> None:
        """Keep ``key`` for ``seat`` of ``table_id`` (OSError when it cannot be written).

        Read, change and write happen under an exclusive ``flock`` of a lock file
        beside it: two terminals that join at the same moment from one folder
        each keep their key (a new user lost one when two joins raced)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = self.path.with_name(self.path.name + ".lock")
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            data = _read_json(self.path)
            entry = data.get(table_id) if isinstance(data.get(table_id), dict) else {}
            entry[str(seat)] = key
            data[table_id] = entry
            _write_private(self.path, data)
        finally:
            os.close(descriptor)


def seat_named(records: list[dict], name: str) -> int | None:
    """The first seat whose player is called ``name`` (any case), as the host finds it
    (``host.Host._seat_for``), or None."""
    for seat, record in enumerate(records):
        if str(record.get("name", "")).casefold() == name.casefold():
            return seat
    return None


def seat_to_take(records: list[dict], held: dict[int, str]) -> int | None:
    """The seat a bare join takes from this folder's keys ``held`` (``records``: the
    host's seat records): the one key's seat; else the one seat away whose key is
    held; None (the host gives the first free seat) when no held seat is away.
    JoinError when several held seats are away: the join must say which."""
    if len(held) == 1:
        return next(iter(held))
    away = sorted(s for s in held
                  if s < len(records) and records[s].get("state") == "away")
    if len(away) == 1:
        return away[0]
    if away:
        shown = ", ".join(f"{s + 1} ({_printable(records[s].get('name'))})" for s in away)
        raise JoinError(f"seats {shown} are away and this save folder holds their keys; "
                        "give --seat N")
    return None


def _printable(text: object) -> str:
    return "".join(ch for ch in str(text) if ch.isprintable())[:40]
