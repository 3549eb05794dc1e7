"""The save format: building, encoding and safely decoding one msgpack map.

Format 1 is a map with these keys (``magic`` always first):
``magic`` "herotable-save", ``format`` 1, ``game`` id, ``engine_version``,
``created``/``updated`` (UTC ISO 8601), ``players``, ``seats``, ``options``,
``seed``, ``actions`` (``Action.to_data()`` each), ``state_hash``, ``turn``,
``campaign_id``. Nothing here runs code from the file: no pickle, no ext types.
"""
from __future__ import annotations

import importlib.metadata
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Callable

import msgpack

from .errors import CorruptSave, NewerFormat, NotASaveFile

MAGIC = "herotable-save"
FORMAT = 1
MAX_FILE_BYTES = 16 * 1024 * 1024   # real saves are a few hundred KiB at most
MAX_CONTAINERS = 1_000_000          # lists + maps in one file
_SIGNATURE = msgpack.packb("magic") + msgpack.packb(MAGIC)

# Upgrade steps: MIGRATIONS[n] turns a format-n map into a format-(n+1) map.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


@lru_cache(maxsize=1)
def engine_version() -> str:
    """The installed herotable version, or "0.0.0" when not installed."""
    try:
        return importlib.metadata.version("herotable")
    except importlib.metadata.PackageNotFoundError:
        return "0.0.0"


def now_iso() -> str:
    """The current time in UTC as an ISO 8601 string with microseconds."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def parse_time(text: str) -> datetime:
    """An ISO time string as an aware datetime (naive strings count as UTC)."""
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def encode(data: dict) -> bytes:
    """msgpack bytes for a save map; ``TypeError``/``ValueError`` for non-plain data."""
    return msgpack.packb(data, use_bin_type=True, strict_types=False, datetime=False)


def _refuse_ext(code: int, data: bytes) -> Any:
    raise ValueError(f"msgpack extension type {code} is not allowed")


def _unpack_options(counter: Callable[[Any], Any]) -> dict:
    return dict(raw=False, strict_map_key=True, use_list=True, ext_hook=_refuse_ext,
                object_hook=counter, list_hook=counter, max_str_len=1024 * 1024,
                max_bin_len=0, max_ext_len=0, max_array_len=262_144, max_map_len=65_536)


def _container_counter() -> Callable[[Any], Any]:
    count = 0

    def counter(obj: Any) -> Any:
        nonlocal count
        count += 1
        if count > MAX_CONTAINERS:
            raise ValueError(f"more than {MAX_CONTAINERS} lists and maps")
        return obj
    return counter


def decode(blob: bytes, path: str) -> dict:
    """Unpack ``blob`` (a whole file) into a save map at the current format.

    Checks magic and format version and applies migrations; field types are
    checked by :func:`saves.header.validate`. Raises ``NotASaveFile``,
    ``CorruptSave`` (empty, truncated, damaged) or ``NewerFormat``.
    """
    if not blob:
        raise CorruptSave(path, "the file is empty")
    try:
        data = msgpack.unpackb(blob, **_unpack_options(_container_counter()))
    except Exception as exc:   # any decoder failure means unreadable bytes
        raise _classify_failure(blob, path, exc) from exc
    if not isinstance(data, dict) or data.get("magic") != MAGIC:
        raise NotASaveFile(path, "not a herotable save file")
    return migrate(data, path)


def _peek(blob: bytes) -> dict:
    """The leading key/value pairs of a map that do decode (possibly none)."""
    head: dict = {}
    unpacker = msgpack.Unpacker(max_buffer_size=len(blob) + 1,
                                **_unpack_options(_container_counter()))
    unpacker.feed(blob)
    try:
        for _ in range(min(unpacker.read_map_header(), 32)):
            key = unpacker.unpack()
            head[key] = unpacker.unpack()
    except Exception:
        pass
    return head


def _looks_truncated_save(blob: bytes) -> bool:
    first = blob[0]
    header = 1 if 0x80 <= first <= 0x8F else 3 if first == 0xDE else 5 if first == 0xDF else 0
    if not header:
        return False
    body = blob[header:header + len(_SIGNATURE)]
    return _SIGNATURE.startswith(body)   # a bare map header counts: cut after 1 byte


_ENDS_EARLY = "the data ends too early"


def _reason(exc: Exception) -> str:
    text = str(exc)
    if isinstance(exc, msgpack.ExtraData):
        return "extra bytes after the end of the data"
    if isinstance(exc, msgpack.exceptions.StackError):
        return "data nested too deeply"
    if "incomplete input" in text or isinstance(exc, msgpack.OutOfData):
        return _ENDS_EARLY
    if "max_ext_len" in text or "extension type" in text:
        return "it holds a msgpack extension type, which saves never use"
    if isinstance(exc, MemoryError):
        return "too large to read"
    return text or type(exc).__name__


def _classify_failure(blob: bytes, path: str, exc: Exception) -> Exception:
    """The error for bytes that did not decode: newer, corrupt, or not a save."""
    reason = _reason(exc)
    head = _peek(blob)
    if head.get("magic") == MAGIC:
        version = head.get("format")
        if type(version) is int and version > FORMAT:
            return _newer(path, version, head.get("engine_version"))
        damage = "truncated" if reason == _ENDS_EARLY else "damaged"
        return CorruptSave(path, f"the save is {damage} ({reason})")
    if _looks_truncated_save(blob):
        return CorruptSave(path, f"the save is truncated ({reason})")
    return NotASaveFile(path, "not a herotable save file")


def _newer(path: str, version: int, writer: Any) -> NewerFormat:
    by = f"herotable {writer}" if isinstance(writer, str) else "a newer herotable"
    return NewerFormat(path, f"written by {by} in save format {version}; this herotable "
                             f"({engine_version()}) reads formats up to {FORMAT}")


def migrate(data: dict, path: str) -> dict:
    """Bring a decoded save map up to :data:`FORMAT`, one tested step at a time."""
    version = data.get("format")
    if type(version) is not int:
        raise CorruptSave(path, "the save has no valid format number")
    if version > FORMAT:
        raise _newer(path, version, data.get("engine_version"))
    while version < FORMAT:
        step = MIGRATIONS.get(version)
        if step is None:
            raise CorruptSave(path, f"save format {version} is not supported")
        try:
            data = step(dict(data))
        except Exception as exc:
            raise CorruptSave(path, f"cannot upgrade save format {version}: {exc}") from exc
        version += 1
        data["format"] = version
    return data
