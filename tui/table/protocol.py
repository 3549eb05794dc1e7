"""The table protocol: length-prefixed msgpack messages between a host and its seats.

Every message is one msgpack map with a ``"t"`` (its type), sent as a 4-byte
big-endian length and then that many bytes of msgpack. A length over
``MAX_MESSAGE`` is refused before anything is read, so a peer cannot make the
other side buffer without bound; a body is unpacked with ``msgpack.unpackb``,
whose container limits default to the body's own size (no pickle, nothing
executed).

The conversation (``docs/hosting.md`` walks it):

1. host -> client ``{"t": "host", "version", "table", "game", "title",
   "seats": [{"name", "kind", "state"}]}``: who this is, before the client
   says anything (a client checks the host's credentials and this before it
   sends a seat key);
2. client -> host ``{"t": "hello", "version", "seat", "name", "key", "watch"}``;
   host -> client ``{"t": "welcome", "seat", "key"?}`` or ``{"t": "refused",
   "reason"}`` (one line; the host then closes);
3. host -> client ``{"t": "update", ...}`` after every change (``updates.build_update``);
4. client -> host ``{"t": "act", "pos", "action"}`` (the position it answers:
   a stale one is refused with ``{"t": "error", "reason"}``), ``{"t": "why",
   "id", "what"}`` (answered ``{"t": "why", "id", "reason"}``), ``{"t": "bye"}``;
   ``{"t": "info"}`` instead of a hello asks for the ``host`` message alone
   (``herotable tables``);
5. client -> host ``{"t": "hint", "id", "position", "level"?}`` (what would the
   AI play for this seat: only with ``host --hints``); host -> that client
   alone ``{"t": "hint", "id", "position", "seat", "level", "choices"}`` or
   ``{"t": "hint", "id", "position", "refused"}`` (``tui/table/hints.py``). An
   older client never sends it and an older host answers "unknown message",
   so the version stays 1; the ``host`` message's ``hints`` and ``hint_level``
   are extra keys older clients ignore.
"""
from __future__ import annotations

import asyncio
import struct
from typing import Any, BinaryIO

import msgpack

VERSION = 1
"""The protocol version; a hello of another version is refused in one line naming both."""

MAX_MESSAGE = 4 * 1024 * 1024
"""The largest message body either side accepts, in bytes."""

HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to send its hello (or info) before the host drops it."""

_LENGTH = struct.Struct(">I")


class ProtocolError(Exception):
    """A message could not be read or was not one this side accepts (one line)."""


class ConnectionClosed(ProtocolError):
    """The other side closed the connection (cleanly, between messages, or mid-message)."""


def encode(message: dict) -> bytes:
    """``message`` as one frame: the 4-byte length, then its msgpack bytes.

    Raises ``ProtocolError`` when the body would exceed ``MAX_MESSAGE`` or holds
    something msgpack cannot pack.
    """
    try:
        body = msgpack.packb(message, use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as exc:
        raise ProtocolError(f"cannot pack a {message.get('t')!r} message: {exc}") from None
    if len(body) > MAX_MESSAGE:
        raise ProtocolError(f"a {message.get('t')!r} message of {len(body)} bytes is over "
                            f"the limit of {MAX_MESSAGE}")
    return _LENGTH.pack(len(body)) + body


def decode_body(body: bytes) -> dict:
    """One message body as a map with a string ``"t"``; ``ProtocolError`` otherwise."""
    try:
        message = msgpack.unpackb(body, raw=False, strict_map_key=True)
    except Exception as exc:   # msgpack raises several kinds for junk
        raise ProtocolError(f"not a msgpack message ({type(exc).__name__})") from None
    if not isinstance(message, dict) or not isinstance(message.get("t"), str):
        raise ProtocolError("a message must be a map with a type 't'")
    return message


def _length(header: bytes) -> int:
    (length,) = _LENGTH.unpack(header)
    if length > MAX_MESSAGE:
        raise ProtocolError(f"a message of {length} bytes is over the limit of {MAX_MESSAGE}")
    return length


async def read_message(reader: asyncio.StreamReader, timeout: float | None = None) -> dict:
    """Read one message from an asyncio stream.

    ``timeout``: seconds for the whole message (None: wait for ever). Raises
    ``ConnectionClosed`` at the end of the stream, ``ProtocolError`` for an
    oversized length or a bad body, ``asyncio.TimeoutError`` when time runs out.
    """
    async def read() -> dict:
        try:
            header = await reader.readexactly(_LENGTH.size)
            body = await reader.readexactly(_length(header))
        except asyncio.IncompleteReadError:
            raise ConnectionClosed("the other side closed the connection") from None
        except (ConnectionError, OSError) as exc:
            raise ConnectionClosed(f"the connection broke ({exc})") from None
        return decode_body(body)
    if timeout is None:
        return await read()
    return await asyncio.wait_for(read(), timeout)


def read_message_sync(stream: BinaryIO) -> dict:
    """Read one message from a blocking binary stream (a socket file, a pipe).

    Raises ``ConnectionClosed`` at the end of the stream (or mid-message) and
    ``ProtocolError`` for an oversized length or a bad body.
    """
    header = _read_exactly(stream, _LENGTH.size)
    return decode_body(_read_exactly(stream, _length(header)))


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    chunks, left = [], size
    while left:
        try:
            chunk = stream.read(left)
        except (ConnectionError, OSError, ValueError) as exc:
            raise ConnectionClosed(f"the connection broke ({exc})") from None
        if not chunk:
            raise ConnectionClosed("the other side closed the connection")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def write_message_sync(stream: BinaryIO, message: dict) -> None:
    """Write one message to a blocking binary stream and flush it.

    Raises ``ConnectionClosed`` when the other side is gone, ``ProtocolError``
    for a message that cannot be sent.
    """
    frame = encode(message)
    try:
        stream.write(frame)
        stream.flush()
    except (ConnectionError, OSError, ValueError) as exc:
        raise ConnectionClosed(f"the connection broke ({exc})") from None


def refusal_line(message: Any) -> str:
    """The one line a ``refused``/``error`` message carries, made safe to print."""
    reason = message.get("reason") if isinstance(message, dict) else None
    text = str(reason) if reason else "no reason given"
    return "".join(ch for ch in text if ch.isprintable())[:300]
