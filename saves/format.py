"""The save format: encoding, sealing and safely decoding one msgpack map.

See docs/save-format.md for the layout field by field. In short, a format-4
file is one msgpack map whose keys come in this order: ``magic``,
``format``, the header fields (``game`` ... ``campaign_id``), ``table``
(``saves.table_record``), ``snapshot``,
then the trailer ``checksum`` (SHA-256 of every byte before it) and ``seal``
(HMAC-SHA256 of the same bytes under the save folder's key, or nil).

Reading is bounded: a file-size cap derived from the longest game a save
may hold (``MAX_ACTIONS``), the checksum trailer checked on the raw bytes
before anything is decoded, a structural pass that walks the bytes without
building anything (so declared lengths the file cannot back are refused
before any allocation), then a decode with limits on string, array and map
sizes, on the number of decoded objects and on repeated map keys. Extension
types are refused and nothing from the file is ever executed (no pickle, no
eval).
"""
from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

import msgpack

from .errors import CorruptSave, NewerFormat, NotASaveFile

MAGIC = "herotable-save"
FORMAT = 4
# The longest game a save holds, and the sizes that follow from it
# (docs/save-format.md, "Limits"). Measured on random games of every game:
# an action encodes to at most 80 bytes and 10 objects (28-32 bytes on
# average), a snapshot to under 10 KiB, a 5,000-action duel to 140 KiB.
MAX_ACTIONS = 20_000                # actions in one save: 15 times a long 4-player game
ACTION_BYTES = 128                  # allowance per action
ACTION_OBJECTS = 16                 # decoded objects allowed per action
HEADER_BYTES = 64 * 1024            # everything but actions and snapshot, with room
SNAPSHOT_BYTES = 512 * 1024         # the snapshot, 50 times the largest measured
TABLE_BYTES = 512 * 1024            # the table section: undos, hints, kept AI answers
MAX_FILE_BYTES = (HEADER_BYTES + MAX_ACTIONS * ACTION_BYTES + SNAPSHOT_BYTES
                  + TABLE_BYTES)                                    # 3.5 MiB
MAX_OBJECTS = MAX_ACTIONS * ACTION_OBJECTS + 200_000   # every decoded value, keys too
MAX_STR = 64 * 1024                 # one string
MAX_ARRAY = MAX_ACTIONS             # items in one list
MAX_MAP = 65_536                    # pairs in one map
_SIGNATURE = msgpack.packb("magic") + msgpack.packb(MAGIC)
TRAILER_KEYS = ("checksum", "seal")
_HEX64 = re.compile(rb"[0-9a-f]{64}")
BAD_SEAL = "(not a seal)"   # a seal field that is not 64 hex digits: never matches a key
_TRAILER_HEAD = b"\xa8checksum\xd9\x40"
_SEAL_NIL = b"\xa4seal\xc0"
_SEAL_STR = b"\xa4seal\xd9\x40"

# Upgrade steps: MIGRATIONS[n] turns a format-n map into a format-(n+1) map.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def engine_version() -> str:
    """The herotable version that writes a save ("0.1.0"): ``engine.version.VERSION``,
    the constant ``pyproject.toml`` takes the installed version from."""
    from engine.version import VERSION
    return VERSION


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


class _Counter:
    """msgpack hooks that count every decoded object and refuse repeated map keys.

    ``lists`` and ``pairs`` are called as each list or map is complete, so
    at most ``MAX_OBJECTS`` objects (plus one list) are ever built.
    """

    def __init__(self) -> None:
        self.count = 0

    def _add(self, items: int) -> None:
        self.count += items + 1
        if self.count > MAX_OBJECTS:
            raise ValueError(f"more than {MAX_OBJECTS} objects")

    def lists(self, obj: list) -> list:
        self._add(len(obj))
        return obj

    def pairs(self, items: list) -> dict:
        self._add(2 * len(items))
        result = dict(items)
        if len(result) != len(items):
            raise ValueError("a map with a repeated key")
        return result


def _unpack_options(counter: "_Counter | None" = None, size: int = MAX_FILE_BYTES) -> dict:
    counter = counter if isinstance(counter, _Counter) else _Counter()
    return dict(raw=False, strict_map_key=True, use_list=True, ext_hook=_refuse_ext,
                object_pairs_hook=counter.pairs, list_hook=counter.lists, **_limits(size))


def _container_counter() -> _Counter:
    return _Counter()


def unpack(blob: bytes) -> Any:
    """The one msgpack object in ``blob``, bounded: walk first, then a limited decode.

    Raises whatever msgpack or the limits raise (the callers classify it).
    """
    _walk(blob)
    return msgpack.unpackb(blob, **_unpack_options(_Counter(), len(blob)))


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

    Peeks at magic and format in the first bytes, checks (format 2+) the
    checksum trailer on the raw bytes before decoding anything, decodes with
    limits (``unpack``), checks the trailer keys, then applies migrations;
    field types are checked by ``saves.header.validate``.
    Raises ``NotASaveFile``, ``CorruptSave`` (empty, truncated, damaged) or
    ``NewerFormat``.
    """
    if not blob:
        raise CorruptSave(path, "the file is empty")
    head = _peek(blob)
    raw_trailer = None
    if head.get("magic") == MAGIC and type(head.get("format")) is int:
        if head["format"] > FORMAT:
            raise _newer(path, head["format"], head.get("engine_version"))
        if head["format"] >= 2:   # checked on the bytes, before anything is decoded
            raw_trailer = raw_trailer_of(blob, path, "save")
            if raw_trailer is None:
                _no_trailer(blob, path, "save", _classify_failure)
    try:
        data = unpack(blob)
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
        body, seal = check_trailer(blob, data, path, "save", raw_trailer)
    return Decoded(data=migrate(data, path), file_format=version, checksum=body is not None,
                   body=body, seal=seal)


def raw_trailer_of(blob: bytes, path: str, what: str) -> tuple[bytes, str, str | None] | None:
    """The body, checksum and seal read from the last bytes of a file, checksum checked.

    Works on the raw bytes (the trailer has a fixed layout: docs/save-format.md),
    so a damaged file is refused before any decoding. ``what``: "save" or
    "campaign file", for the message. None when the file does not end in a
    trailer; ``CorruptSave`` for a malformed one (non-hex or non-ASCII digits
    included) or a checksum mismatch.
    """
    for seal_part, size in ((_SEAL_NIL, 81), (_SEAL_STR, 146)):
        tail = blob[-size:]
        if len(blob) <= size or not tail.startswith(_TRAILER_HEAD):
            continue
        digits, rest = tail[len(_TRAILER_HEAD):len(_TRAILER_HEAD) + 64], tail[75:]
        if not rest.startswith(seal_part):
            continue
        seal_digits = rest[len(seal_part):]
        if not _HEX64.fullmatch(digits):
            raise CorruptSave(path, f"the {what} is damaged (bad checksum field)")
        body = blob[:-size]
        if not hmac.compare_digest(hashlib.sha256(body).hexdigest().encode("ascii"), digits):
            raise CorruptSave(path, f"the {what} is damaged (checksum mismatch)")
        if seal_digits and not _HEX64.fullmatch(seal_digits):
            return body, digits.decode("ascii"), BAD_SEAL   # not covered: just not sealed
        return body, digits.decode("ascii"), seal_digits.decode("ascii") or None
    return None


def _no_trailer(blob: bytes, path: str, what: str,
                classify: Callable[[bytes, str, Exception], Exception]) -> None:
    """Raise the error for a file without a trailer: truncated or broken bytes as
    ``classify`` names them (a walk that builds nothing tells), else a missing checksum."""
    try:
        _walk(blob)
    except Exception as exc:
        raise classify(blob, path, exc) from exc
    raise CorruptSave(path, f"the {what} is damaged (its checksum is missing or misplaced)")


def check_trailer(blob: bytes, data: dict, path: str, what: str = "save",
                  raw: tuple | None = None) -> tuple[bytes, str | None]:
    """Verify and remove the decoded ``checksum``/``seal`` keys; the covered bytes and seal.

    ``raw``: what :func:`raw_trailer_of` found (computed here if None). The
    decoded map must end with exactly those two keys holding those values.
    Raises ``CorruptSave``.
    """
    if tuple(data)[-2:] != TRAILER_KEYS:
        raise CorruptSave(path, f"the {what} is damaged (its checksum is missing or misplaced)")
    raw = raw if raw is not None else raw_trailer_of(blob, path, what)
    if raw is None:
        raise CorruptSave(path, f"the {what} is damaged (its checksum is missing or misplaced)")
    body, checksum, seal = raw
    if data.pop("checksum") != checksum or (data.pop("seal") != seal and seal != BAD_SEAL):
        raise CorruptSave(path, f"the {what} is damaged (its checksum is missing or misplaced)")
    return body, seal


def _peek(blob: bytes) -> dict:
    """The leading key/value pairs of a map that do decode (possibly none).

    Only the first 4 KiB are looked at, so this costs nothing on any file.
    """
    head: dict = {}
    blob = blob[:4096]
    unpacker = msgpack.Unpacker(max_buffer_size=len(blob) + 1,
                                **_unpack_options(_Counter(), len(blob)))
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
        return (f"a string, list or map longer than a save ever holds (at most "
                f"{MAX_ARRAY} items in a list)")
    if "not allowed for map key" in text:
        return "a map key that is not text"
    if "repeated key" in text:
        return "a map with a repeated key"
    if "objects" in text and str(MAX_OBJECTS) in text:
        return f"more than {MAX_OBJECTS} values, more than a save ever holds"
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

#: The games that record a rules revision in their options from format 3 on
#: (engine.core.rules): every game herotable had then. A format-2 save of one of
#: them was played under revision 1, the only rules there were.
REVISED_GAMES = frozenset({"herocard-duel", "orc-wars", "hero-realms", "no-time-for-heroes",
                           "heroes-of-timeline", "pack-of-heroes"})


def _format2_to_3(data: dict) -> dict:
    """Format 2 -> 3: record rules revision 1 (``options["rules"] = 1``) in a save
    of a game in ``REVISED_GAMES`` that has none; other games are left as they are.

    Revision 1 leaves no trace in ``full_data()``, so ``state_hash`` and the
    snapshot stay what they were. ``ValueError`` for a save that names a rules
    revision already (format 2 had none) or whose options are not a map (the
    field checks after the migration would refuse it too).
    """
    options = data.get("options")
    if data.get("game") in REVISED_GAMES and isinstance(options, dict):
        if "rules" in options:
            raise ValueError("a format-2 save has no rules revision in its options")
        data["options"] = {**options, "rules": 1}
    return data


MIGRATIONS[2] = _format2_to_3


def _format3_to_4(data: dict) -> dict:
    """Format 3 -> 4: add the ``table`` section (``saves.table_record``) before
    ``snapshot``: undo and hints on, as every local game had them, no records.

    The game itself is untouched (options, actions, hash and snapshot), so it
    replays exactly as before. ``ValueError`` for a map that has a ``table`` or
    no ``snapshot`` already (format 3 had the one and not the other).
    """
    from .table_record import default_table
    if "table" in data or "snapshot" not in data:
        raise ValueError("a format-3 save has a 'snapshot' and no 'table'")
    upgraded = {}
    for key, value in data.items():
        if key == "snapshot":
            upgraded["table"] = default_table()
        upgraded[key] = value
    return upgraded


MIGRATIONS[3] = _format3_to_4
