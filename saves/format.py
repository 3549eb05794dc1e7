"""The save format: encoding, sealing and safely decoding one msgpack map.

See docs/save-format.md for the layout field by field. In short, a format-2
file is one msgpack map whose keys come in this order: ``magic``,
``format``, the header fields (``game`` ... ``campaign_id``), ``snapshot``,
then the trailer ``checksum`` (SHA-256 of every byte before it) and ``seal``
(HMAC-SHA256 of the same bytes under the save folder's key, or nil).

Reading is bounded: a file-size cap, a structural pass that walks the bytes
without building anything (so declared lengths the file cannot back are
refused before any allocation), then a decode with limits on string, array
and map sizes and on the number of containers. Extension types are refused
and nothing from the file is ever executed (no pickle, no eval).
"""
from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Callable

import msgpack

from .errors import CorruptSave, NewerFormat, NotASaveFile

MAGIC = "herotable-save"
FORMAT = 2
MAX_FILE_BYTES = 16 * 1024 * 1024   # a 5000-action duel is about 0.1 MiB
MAX_CONTAINERS = 1_000_000          # lists + maps in one file
MAX_STR = 1024 * 1024               # one string
MAX_ARRAY = 262_144                 # items in one list
MAX_MAP = 65_536                    # pairs in one map
_SIGNATURE = msgpack.packb("magic") + msgpack.packb(MAGIC)
TRAILER_KEYS = ("checksum", "seal")

# Upgrade steps: MIGRATIONS[n] turns a format-n map into a format-(n+1) map.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


@lru_cache(maxsize=1)
@lru_cache(maxsize=1)
def engine_version() -> str:
    """The installed herotable version, or "0.0.0" when not installed (looked up once:
    ``importlib.metadata`` is slow to import, so only a save that is written needs it)."""
    import importlib.metadata
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


def _packer() -> msgpack.Packer:
    return msgpack.Packer(use_bin_type=True, strict_types=False, datetime=False)


def encode(data: dict) -> bytes:
    """msgpack bytes for a plain map; ``TypeError``/``ValueError`` for non-plain data."""
    return _packer().pack(data)


def seal_of(key: bytes | None, body: bytes) -> str | None:
    """HMAC-SHA256 of ``body`` under ``key`` as hex, or None without a key."""
    return None if key is None else hmac.new(key, body, hashlib.sha256).hexdigest()


def _trailer(checksum: str, seal: str | None) -> bytes:
    packer = _packer()
    return (packer.pack("checksum") + packer.pack(checksum)
            + packer.pack("seal") + packer.pack(seal))


def encode_sealed(data: dict, key: bytes | None) -> bytes:
    """The file bytes for a format-2 map: ``data`` then ``checksum`` and ``seal``.

    ``data`` must not hold the trailer keys itself. The checksum and the seal
    cover every byte before the ``checksum`` key, the map header included.
    """
    packer = _packer()
    parts = [packer.pack_map_header(len(data) + len(TRAILER_KEYS))]
    for key_name, value in data.items():
        parts.append(packer.pack(key_name))
        parts.append(packer.pack(value))
    body = b"".join(parts)
    return body + _trailer(hashlib.sha256(body).hexdigest(), seal_of(key, body))


def _refuse_ext(code: int, data: bytes) -> Any:
    raise ValueError(f"msgpack extension type {code} is not allowed")


def _limits(size: int) -> dict:
    """Size limits for a blob of ``size`` bytes: never more than the bytes can hold."""
    return dict(max_str_len=min(MAX_STR, size), max_bin_len=0, max_ext_len=0,
                max_array_len=min(MAX_ARRAY, size), max_map_len=min(MAX_MAP, size // 2))


def _unpack_options(counter: Callable[[Any], Any], size: int = MAX_FILE_BYTES) -> dict:
    return dict(raw=False, strict_map_key=True, use_list=True, ext_hook=_refuse_ext,
                object_hook=counter, list_hook=counter, **_limits(size))


def _container_counter() -> Callable[[Any], Any]:
    count = 0

    def counter(obj: Any) -> Any:
        nonlocal count
        count += 1
        if count > MAX_CONTAINERS:
            raise ValueError(f"more than {MAX_CONTAINERS} lists and maps")
        return obj
    return counter


def _walk(blob: bytes) -> None:
    """Check the bytes are exactly one well-formed msgpack object, building nothing.

    The C unpacker skips objects without allocating lists or maps, so a file
    that declares millions of items it does not contain fails here, before
    the real decode could reserve memory for them.
    """
    unpacker = msgpack.Unpacker(max_buffer_size=len(blob) + 1, **_limits(len(blob)))
    unpacker.feed(blob)
    unpacker.skip()
    if unpacker.tell() != len(blob):
        raise msgpack.ExtraData(None, blob[unpacker.tell():])


@dataclass(frozen=True)
class Decoded:
    """A decoded save map plus what the trailer proved about the bytes.

    ``data``: the map without the trailer, migrated to :data:`FORMAT`.
    ``file_format``: the format the file was written in. ``checksum``: True
    when a SHA-256 trailer was present and matched (format 2+). ``body``:
    the bytes the checksum covers (None before format 2), for the seal check.
    ``seal``: the seal read from the file (hex or None).
    """

    data: dict
    file_format: int
    checksum: bool
    body: bytes | None
    seal: str | None


def decode(blob: bytes, path: str) -> Decoded:
    """Unpack ``blob`` (a whole file) into a save map at the current format.

    Checks magic, format version and (format 2+) the checksum trailer, then
    applies migrations; field types are checked by ``saves.header.validate``.
    Raises ``NotASaveFile``, ``CorruptSave`` (empty, truncated, damaged) or
    ``NewerFormat``.
    """
    if not blob:
        raise CorruptSave(path, "the file is empty")
    try:
        _walk(blob)
        data = msgpack.unpackb(blob, **_unpack_options(_container_counter(), len(blob)))
    except Exception as exc:   # any decoder failure means unreadable bytes
        raise _classify_failure(blob, path, exc) from exc
    if not isinstance(data, dict) or data.get("magic") != MAGIC:
        raise NotASaveFile(path, "not a herotable save file")
    version = data.get("format")
    if type(version) is not int:
        raise CorruptSave(path, "the save has no valid format number")
    if version > FORMAT:
        raise _newer(path, version, data.get("engine_version"))
    body, seal = None, None
    if version >= 2:
        body, seal = _check_trailer(blob, data, path)
    return Decoded(data=migrate(data, path), file_format=version, checksum=body is not None,
                   body=body, seal=seal)


def _check_trailer(blob: bytes, data: dict, path: str) -> tuple[bytes, str | None]:
    """Verify and remove the ``checksum``/``seal`` trailer; the covered bytes and the seal."""
    if tuple(data)[-2:] != TRAILER_KEYS:
        raise CorruptSave(path, "the save is damaged (its checksum is missing or misplaced)")
    checksum, seal = data.pop("checksum"), data.pop("seal")
    if type(checksum) is not str or not (seal is None or type(seal) is str):
        raise CorruptSave(path, "the save is damaged (bad checksum or seal field)")
    tail = _trailer(checksum, seal)
    body = blob[:-len(tail)]
    if not blob.endswith(tail) or not hmac.compare_digest(
            hashlib.sha256(body).hexdigest(), checksum):
        raise CorruptSave(path, "the save is damaged (checksum mismatch)")
    return body, seal


def _peek(blob: bytes) -> dict:
    """The leading key/value pairs of a map that do decode (possibly none)."""
    head: dict = {}
    unpacker = msgpack.Unpacker(max_buffer_size=len(blob) + 1,
                                **_unpack_options(_container_counter(), min(len(blob), 4096)))
    unpacker.feed(blob)
    try:
        for _ in range(min(unpacker.read_map_header(), 4)):
            key = unpacker.unpack()
            if type(key) is not str:
                break
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
    if "max_bin_len" in text:
        return "it holds raw binary data, which saves never use"
    if "max_str_len" in text or "max_array_len" in text or "max_map_len" in text:
        return "a string, list or map longer than a save ever holds"
    if "not allowed for map key" in text:
        return "a map key that is not text"
    if isinstance(exc, UnicodeDecodeError):
        return "text that is not valid UTF-8"
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
    by = f"herotable {writer[:40]}" if isinstance(writer, str) else "a newer herotable"
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


def _format1_to_2(data: dict) -> dict:
    """Format 1 -> 2: add an empty ``snapshot`` (format 1 had none).

    A format-1 file has no checksum and no seal, so it is always replayed
    with every action checked; the next save writes it as format 2.
    """
    if "snapshot" in data:
        raise ValueError("a format-1 save has no 'snapshot' field")
    data["snapshot"] = None
    return data


MIGRATIONS[1] = _format1_to_2
