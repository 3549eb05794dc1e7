"""The text of a game record (``*.htrec``): writing it strictly, reading it leniently.

A record is a game as lines of text in the spirit of chess PGN (issue 42):
tag lines ``[Name json]``, then one line per action numbered from 1, and
the final state hash. The grammar and an example are in
docs/record-format.md. This module knows only the text: no engine, no
replay (``saves.record`` does those). Every failure is one ``BadRecord``
line naming the file and the line.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .errors import SaveError
from .format import MAX_ACTIONS

FORMAT_TAG = "herotable-record 1"
"""The value of the ``Format`` tag this herotable writes and reads."""
SUFFIX = ".htrec"
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""A record longer than this is refused unread (20,000 actions with their
comments take about 4 MiB)."""
MAX_LINE = 64 * 1024
"""Characters in one line; a longer one is refused."""
#: Tags in the order the writer puts them; ``Seat<N>`` stands for Seat1, Seat2, ...
TAG_ORDER = ("Format", "Game", "Title", "Date", "Engine", "Players", "Seat<N>", "Options",
             "Rules", "Seed", "Campaign", "Public", "Actions", "Result")
FINAL_TAG = "StateHash"
#: Words of the ``{word json}`` annotation lines: the table section's settings
#: and AI answers, each undo and each hint, where they happened
#: (``saves.record.table_of``); other words are read past.
ANNOTATIONS = ("table", "undo", "hint")

_TAG = re.compile(r"\[\s*([A-Za-z][A-Za-z0-9]*)\s+(.*)")
_ACTION = re.compile(r"(\d+)\s*\.\s*seat\s+(\d+)(?:\s+|(?=;)|$)(.*)")
_TURN = re.compile(r"Turn\s+(.*)")
_NOTE = re.compile(r"\{\s*([A-Za-z][A-Za-z0-9_-]*)(?:\s+(.*?))?\s*\}\s*")
_KIND = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:-]*")


class BadRecord(SaveError):
    """A record that cannot be read or replayed: one line naming the file (and
    the line or the action at fault)."""


@dataclass
class RecordAction:
    """One action line: ``number`` (from 1), ``seat`` (from 0), ``data`` (the
    ``Action.to_data()`` map; None on a public line) and ``line`` (its line
    number in the file, from 1), ``words`` (the comment: label or public log)."""

    number: int
    seat: int
    data: dict | None
    line: int
    words: str = ""


@dataclass
class Record:
    """A record as read: ``tags`` (name -> decoded JSON value), ``actions``
    (:class:`RecordAction`, in order), ``notes`` (``(word, value, line)`` of the
    annotation lines, kept for later versions)."""

    tags: dict = field(default_factory=dict)
    actions: list = field(default_factory=list)
    notes: list = field(default_factory=list)

    @property
    def public(self) -> bool:
        """True for a ``--public`` record (no seed, no action data)."""
        return self.tags.get("Public") is True


# -- writing ------------------------------------------------------------------

def _escape_unprintable(text: str) -> str:
    r"""JSON text with every character that is not printable as a ``\uXXXX``
    escape, so each value stays on one line and sends nothing to a terminal.
    Outside its strings ``json.dumps`` writes only ASCII, so this touches only
    string contents, where such an escape means the same character."""
    out = []
    for ch in text:
        if ch.isprintable() or ch == " ":
            out.append(ch)
        else:
            units = ch.encode("utf-16-be", "surrogatepass")
            out.extend(f"\\u{int.from_bytes(units[i:i + 2], 'big'):04x}"
                       for i in range(0, len(units), 2))
    return "".join(out)


def to_json(value: Any) -> str:
    """``value`` (plain data: None, bool, int, str, lists, maps with str keys) as
    one line of JSON, keys in their given order, non-printable characters
    escaped. Raises ``TypeError``/``ValueError`` for anything else."""
    return _escape_unprintable(json.dumps(value, ensure_ascii=False, allow_nan=False))


def one_line(text: Any) -> str:
    """Free text for a comment: every run of characters that are not printable
    (line breaks included) and of spaces becomes one space."""
    kept = "".join(ch if ch.isprintable() else " " for ch in str(text))
    return " ".join(kept.split())


def tag_line(name: str, value: Any) -> str:
    """``[Name json]``."""
    return f"[{name} {to_json(value)}]"


def kind_text(kind: str) -> str:
    """An action kind bare when it is a simple word (``play``, ``end_turn``),
    else as a JSON string, so any kind reads back exactly."""
    return kind if _KIND.fullmatch(kind) else to_json(kind)


def action_line(number: int, seat: int, data: dict | None, words: str) -> str:
    """``12. seat 2 play {"card": "gold"} ; Play Gold`` (``seat`` from 0 is
    written from 1); ``data`` None writes a public line, ``12. seat 2 ; words``."""
    head = f"{number}. seat {seat + 1}"
    if data is not None:
        head += f" {kind_text(data['kind'])} {to_json(data['args'])}"
    words = one_line(words)
    return f"{head} ; {words}" if words else head


def note_line(word: str, value: Any) -> str:
    """``{undo {"at": 3, ...}}``: an annotation line (one of ``ANNOTATIONS``)."""
    return f"{{{word} {to_json(value)}}}"


def turn_line(turn: Any) -> str:
    """``Turn 3``: the turn the next actions are taken in (informational)."""
    return f"Turn {to_json(turn)}"


# -- reading ------------------------------------------------------------------

def _json(text: str, name: str, line: int, what: str) -> Any:
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise BadRecord(name, f"line {line}: {what} is not valid JSON "
                              f"({str(exc).split(':')[0]})") from None


def _no_constant(word: str):
    raise ValueError(f"{word} is not allowed")


def _action_rest(rest: str, name: str, line: int) -> tuple[dict | None, str]:
    """``(data, words)`` from what follows ``12. seat 2``: a kind, a JSON object
    of arguments and an optional ``; comment``; or only the comment (public)."""
    if not rest or rest.startswith(";"):
        return None, rest[1:].strip()
    if rest.startswith('"'):
        try:
            kind, end = json.JSONDecoder().raw_decode(rest)
        except ValueError:
            raise BadRecord(name, f"line {line}: the action kind is not a valid JSON "
                                  "string") from None
    else:
        match = _KIND.match(rest)
        if not match:
            raise BadRecord(name, f"line {line}: an action needs a kind after its seat")
        kind, end = match.group(0), match.end()
    rest = rest[end:].lstrip()
    if not isinstance(kind, str) or not kind:
        raise BadRecord(name, f"line {line}: the action kind must be text")
    try:
        args, end = json.JSONDecoder(parse_constant=_no_constant).raw_decode(rest)
    except (ValueError, RecursionError):
        raise BadRecord(name, f"line {line}: the action {kind_text(kind)[:40]} needs its "
                              "arguments as a JSON object, e.g. {}") from None
    if not isinstance(args, dict):
        raise BadRecord(name, f"line {line}: the arguments of {kind_text(kind)[:40]} must "
                              "be a JSON object")
    rest = rest[end:].strip()
    if rest and not rest.startswith(";"):
        raise BadRecord(name, f"line {line}: unexpected text after the arguments "
                              f"({one_line(rest)[:30]!r}); a comment starts with ';'")
    return {"kind": kind, "args": args}, rest[1:].strip()


def _tag(record: Record, match: re.Match, name: str, line: int) -> None:
    """Store the tag of ``[Name json]`` (a comment may follow the ``]``)."""
    tag, rest = match.group(1), match.group(2)
    try:
        value, end = json.JSONDecoder(parse_constant=_no_constant).raw_decode(rest)
    except (ValueError, RecursionError):
        raise BadRecord(name, f"line {line}: the value of {tag} is not valid JSON") from None
    rest = rest[end:].strip()
    if not rest.startswith("]") or (rest[1:].strip() and not rest[1:].strip().startswith(";")):
        raise BadRecord(name, f"line {line}: a tag is written [Name value]")
    if tag in record.tags:
        raise BadRecord(name, f"line {line}: the tag {tag} appears twice")
    record.tags[tag] = value


def parse(text: str, name: str = "record") -> Record:
    """Read a record's text leniently: blank lines, ``;`` comment lines, ``Turn``
    lines, CRLF line ends, spaces around everything and ``{word ...}``
    annotation lines are accepted; everything else must be a tag or an action
    line. ``name``: the file, for messages.

    Checks only the shape (numbers 1, 2, 3 ... in order, at most
    ``MAX_ACTIONS``); what the actions mean is checked by the replay.
    Raises :class:`BadRecord` (one line naming ``name`` and the line number).
    """
    record = Record()
    if text.startswith("\ufeff"):   # a byte order mark from an editor
        text = text[1:]
    for number, raw in enumerate(text.split("\n"), start=1):
        if len(raw) > MAX_LINE:
            raise BadRecord(name, f"line {number} is longer than {MAX_LINE} characters")
        line = raw.strip()
        if not line or line.startswith(";") or line.startswith("%"):
            continue
        if line.startswith("["):
            match = _TAG.fullmatch(line)
            if not match:
                raise BadRecord(name, f"line {number}: a tag is written [Name value]")
            _tag(record, match, name, number)
        elif line[0].isdigit():
            match = _ACTION.fullmatch(line)
            if not match:
                raise BadRecord(name, f"line {number}: an action is written "
                                      "'N. seat S kind {args}'")
            index, seat = int(match.group(1)), int(match.group(2))
            if index != len(record.actions) + 1:
                raise BadRecord(name, f"line {number}: action {index} where action "
                                      f"{len(record.actions) + 1} was due")
            if index > MAX_ACTIONS:
                raise BadRecord(name, f"line {number}: more than {MAX_ACTIONS} actions")
            if seat < 1:
                raise BadRecord(name, f"line {number}: seats are numbered from 1")
            data, words = _action_rest(match.group(3).strip(), name, number)
            record.actions.append(RecordAction(index, seat - 1, data, number, words))
        elif _TURN.fullmatch(line):
            continue   # informational: the writer's help for readers
        elif line.startswith("{"):
            match = _NOTE.fullmatch(line)
            if not match:
                raise BadRecord(name, f"line {number}: an annotation is written "
                                      "{word value}")
            value = match.group(2)
            record.notes.append((match.group(1),
                                 None if value is None else _json(value, name, number,
                                                                  "the annotation"), number))
        else:
            raise BadRecord(name, f"line {number}: not a tag, an action, a turn or a comment "
                                  f"({one_line(line)[:30]!r})")
    return record
