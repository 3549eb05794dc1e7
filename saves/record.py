"""Game records (issue 42): a save as shareable text, and a record back into a save.

    text = saves.record.export_save(path)                  # every action, seed, hash
    text = saves.record.export_save(path, public=True)     # what every seat saw, no more
    made = saves.record.import_record(record_file, folder)  # -> the new save's path

A full record replays: its seed and actions rebuild the game, and its final
state hash proves the replay is the game that was played. A public record
carries only what a spectator saw (``view(None)`` and the events'
``describe(None)``): no seed, no hash, no action data, so it names no hidden
card and cannot be imported. The text itself is ``saves.record_text``; the
layout is docs/record-format.md.
"""
from __future__ import annotations

import os
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Sequence

import engine
from engine.core.rules import revision_of

from . import record_text as text
from .errors import SaveError
from .files import OPEN_SUFFIX, SUFFIX, sibling
from .header import normalize_seats
from .record_text import BadRecord, Record

REQUIRED = ("Format", "Game", "Players", "Options", "Seed", text.FINAL_TAG)


def _turn(state: Any) -> Any:
    """The turn a spectator sees (``view(None)["turn"]``), None when there is none."""
    try:
        turn = state.view(None).get("turn")
    except Exception:   # a game without spectator views: no turn lines
        return None
    return turn if type(turn) in (int, str) else None


def _result(state: Any) -> str:
    """``"*"`` while playing, ``"draw"``, or the winning seats from 1 (``"2"``, ``"1,3"``);
    a game whose result is a score (``State.seat_score``: No Time For Heroes solo)
    ends ``"score 23"`` for its one seat."""
    if not state.is_over():
        return "*"
    winners = state.winners()
    score = getattr(state, "seat_score", None)
    if not winners and state.num_players == 1 and score is not None \
            and score(0) is not None:
        return f"score {score(0)}"
    return ",".join(str(w + 1) for w in winners) if winners else "draw"


def _tags(state: Any, seats: list, created: str | None, campaign_id: str | None,
          public: bool) -> list[str]:
    game = state.game
    lines = [text.tag_line("Format", text.FORMAT_TAG), text.tag_line("Game", game.id),
             text.tag_line("Title", game.title)]
    if created:
        lines.append(text.tag_line("Date", created))
    lines += [text.tag_line("Engine", engine_version()),
              text.tag_line("Players", state.num_players)]
    lines += [text.tag_line(f"Seat{i + 1}", seat) for i, seat in enumerate(seats)]
    lines += [text.tag_line("Options", dict(state.options)),
              text.tag_line("Rules", revision_of(state.options))]
    if not public:
        lines.append(text.tag_line("Seed", state.seed))
    if campaign_id is not None:
        lines.append(text.tag_line("Campaign", campaign_id))
    if public:
        lines.append(text.tag_line("Public", True))
    lines += [text.tag_line("Actions", len(state.history)),
              text.tag_line("Result", _result(state))]
    return lines


def engine_version() -> str:
    """The herotable version written in a record's ``Engine`` tag."""
    from .format import engine_version as version
    return version()


def record_of(state: Any, seats: Sequence[Mapping] | None = None, created: str | None = None,
              campaign_id: str | None = None, public: bool = False,
              table: Mapping | None = None) -> str:
    """The record of a live game ``state`` (replayed from its seed to list it).

    ``seats``: one ``{"name", "kind", "bot"}`` per seat (default "Player N",
    human); ``created``: the game's start time (UTC ISO), the ``Date`` tag.
    ``public``: write only what every seat saw: per action the seat that
    decided (public: every seat sees whose decision it is) and the events'
    ``describe(None)`` words; no seed, no hash, no action data.
    ``table``: the save's table section (``saves.table_record``): a full
    record carries it as ``{table ...}``, ``{undo ...}`` and ``{hint ...}``
    lines where they happened; a public one only says who took back a move
    (no hint, no action taken back).
    Raises ``ValueError`` for bad ``seats`` and ``SaveError`` when the replay
    from the seed does not give ``state`` (it never should).
    """
    seat_list = normalize_seats(seats, state.num_players)
    lines = ["; herotable game record (docs/record-format.md)"]
    lines += _tags(state, seat_list, created, campaign_id, public)
    lines.append("")
    start = state.game.new_game(players=state.num_players, seed=state.seed,
                                options=dict(state.options))
    body, end = action_lines(start, state.history, public)
    if engine.state_hash(end) != engine.state_hash(state):
        raise SaveError("record", "the game does not replay from its seed to the same state")
    if table is not None:
        body = _with_table_notes(body, table, seat_list, public)
        if not public:
            lines.append(text.note_line("table", {"undo": table["undo"], "hints": table["hints"],
                                                  "answers": table["answers"]}))
            lines.append("")
    lines += body
    if not public:
        lines += ["", text.tag_line(text.FINAL_TAG, engine.state_hash(state))]
    return "\n".join(lines) + "\n"


def _with_table_notes(body: list[str], table: Mapping, seats: list, public: bool) -> list[str]:
    """``body`` with the table's undo (and, in a full record, hint) lines put
    before the action line that came next when they happened."""
    notes: dict[int, list[str]] = {}
    for undo in table.get("undos") or ():
        if public:
            name = text.one_line(seats[undo["seat"]]["name"])
            notes.setdefault(undo["at"], []).extend(
                [f"; {name} took back a move.",
                 text.note_line("undo", {"seat": undo["seat"] + 1})])
        else:   # seats from 1, as on the action lines
            notes.setdefault(undo["at"], []).append(
                text.note_line("undo", dict(undo, seat=undo["seat"] + 1)))
    if not public:
        for hint in table.get("hint_log") or ():
            notes.setdefault(hint["at"], []).append(
                text.note_line("hint", dict(hint, seat=hint["seat"] + 1)))
    if not notes:
        return body
    out: list[str] = []
    done = 0
    for line in body:
        if line[:1].isdigit():
            out += notes.pop(done, [])
            done += 1
        out.append(line)
    for at in sorted(notes):
        out += notes[at]
    return out


def _seat_from_one(seat):
    """A record's seat (from 1, as on action lines) as a save's (from 0); anything
    else as it is, for ``table_problem`` to refuse."""
    return seat - 1 if type(seat) is int else seat


def table_of(record: Record, name: str, players: int) -> dict | None:
    """The table section a full record's ``{table}``, ``{undo}`` and ``{hint}``
    lines describe (``saves.table_record``), each at the position of the action
    line that follows it; None when it has no ``{table}`` line. Raises
    :class:`BadRecord` (one line) for lines that do not make a valid section."""
    from .table_record import default_table, table_problem
    settings = [value for word, value, _ in record.notes if word == "table"]
    if not settings:
        return None
    head = settings[0]
    if not isinstance(head, dict):
        raise BadRecord(name, "the {table} line must hold a JSON object")
    table = default_table(bool(head.get("undo", True)), bool(head.get("hints", True)))
    table["answers"] = head.get("answers") or []
    lines = [item.line for item in record.actions]
    for word, value, line in record.notes:
        at = sum(1 for action_line in lines if action_line < line)
        if word == "undo" and isinstance(value, dict):
            table["undos"].append({"at": at, "seat": _seat_from_one(value.get("seat")),
                                   "removed": value.get("removed")})
        elif word == "hint" and isinstance(value, dict):
            table["hint_log"].append({"at": at, "seat": _seat_from_one(value.get("seat")),
                                      "level": value.get("level"),
                                      "choices": value.get("choices")})
    problem = table_problem(table, players, len(record.actions))
    if problem:
        raise BadRecord(name, f"the record's table lines are not valid: {problem}")
    return table


def action_lines(start: Any, actions: Sequence[Any], public: bool) -> tuple[list[str], Any]:
    """The body of a record: ``actions`` (``engine.Action``) applied in turn to a
    clone of ``start``; returns ``(lines, the state after them)``.

    A ``Turn`` line comes before the first action of each turn a spectator
    sees (``view(None)["turn"]``). Each action line names the seat that
    decided; a full line adds the action's kind, arguments and label, a
    public line only the events' ``describe(None)`` words joined by ``" | "``,
    so that what it says is all a spectator read. Raises what
    ``state.apply`` raises for an action not legal there.
    """
    state = start.clone()
    lines: list[str] = []
    shown_turn: Any = None
    for number, action in enumerate(actions, start=1):
        turn = _turn(state)
        if turn is not None and turn != shown_turn:
            lines.append(text.turn_line(turn))
            shown_turn = turn
        seat = state.current_player
        events = state.apply(action)
        if public:
            words = " | ".join(filter(None, (text.one_line(e.describe(None)) for e in events)))
            lines.append(text.action_line(number, seat, None, words))
        else:
            lines.append(text.action_line(number, seat, action.to_data(), action.label))
    return lines, state


def export_save(path: str | os.PathLike, public: bool = False) -> str:
    """The record of the save at ``path`` (read and replayed with ``saves.read``).

    Raises what ``saves.read`` raises (every ``SaveError`` one line)."""
    from .game import read
    saved = read(path)
    return record_of(saved.state, saved.seats, saved.created, saved.campaign_id, public,
                     table=getattr(saved, "table", None))


def read_record(path: str | os.PathLike) -> Record:
    """Parse the record file at ``path`` (UTF-8, at most ``MAX_RECORD_BYTES``).

    Raises :class:`BadRecord` for a file that is too big, not UTF-8 text or not
    a record, ``SaveError`` when it cannot be read."""
    name = os.fspath(path)
    try:
        with open(path, "rb") as handle:
            blob = handle.read(text.MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise SaveError(name, f"cannot read the record: {exc.strerror or exc}") from None
    if len(blob) > text.MAX_RECORD_BYTES:
        raise BadRecord(name, f"larger than {text.MAX_RECORD_BYTES} bytes: not a game record")
    try:
        content = blob.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRecord(name, "not a game record (not UTF-8 text)") from None
    return text.parse(content, name)


def _check_tags(record: Record, name: str) -> None:
    tags = record.tags
    if tags.get("Format") != text.FORMAT_TAG and "Format" in tags:
        raise BadRecord(name, f"Format {text.one_line(tags['Format'])[:40]!r} is not "
                              f"{text.FORMAT_TAG!r}: written by another program or version")
    if record.public:
        raise BadRecord(name, "this is a public record (--public): it has no seed and no "
                              "action data, so it cannot be made into a save")
    for tag in REQUIRED:
        if tag not in tags:
            raise BadRecord(name, f"the record has no [{tag} ...] tag: not a complete "
                                  "game record")
    kinds = {"Game": str, "Players": int, "Options": dict, "Seed": int,
             text.FINAL_TAG: str}
    for tag, kind in kinds.items():
        if type(tags[tag]) is not kind:
            raise BadRecord(name, f"the {tag} tag holds the wrong kind of value")
    if not re.fullmatch(r"[0-9a-f]{64}", tags[text.FINAL_TAG]):
        raise BadRecord(name, "the StateHash tag must be 64 lowercase hex digits")
    if not 1 <= tags["Players"] <= 16:
        raise BadRecord(name, "Players must be from 1 to 16")
    if "Rules" in tags and tags["Rules"] != revision_of(tags["Options"]):
        raise BadRecord(name, "the Rules tag is not the rules revision in Options")
    if "Actions" in tags and tags["Actions"] != len(record.actions):
        raise BadRecord(name, f"the Actions tag says {str(tags['Actions'])[:12]} actions, "
                              f"the record lists {len(record.actions)}")


def _seats(record: Record, name: str) -> list[dict]:
    players = record.tags["Players"]
    extra = [t for t in record.tags if t.startswith("Seat")
             and t[4:] not in {str(i + 1) for i in range(players)}]
    if extra:
        raise BadRecord(name, f"the tag {extra[0]} is not a seat of a {players}-player game")
    seats = [record.tags.get(f"Seat{i + 1}") or {} for i in range(players)]
    try:
        return normalize_seats(seats, players)
    except ValueError as exc:
        raise BadRecord(name, f"bad seat tag: {exc}") from None


def replay(record: Record, name: str = "record") -> tuple[Any, list[dict]]:
    """The game a full record describes: ``(state, seats)``, every action
    checked for legality and for the seat it names, then the final hash.

    Raises :class:`BadRecord` (one line): a public record, a missing or bad
    tag, an unknown game, a set-up the game refuses, the first action that
    is not legal (its number, line and why), or a hash that differs."""
    _check_tags(record, name)
    tags = record.tags
    seats = _seats(record, name)
    try:
        game = engine.load_game(tags["Game"])
    except (engine.UnknownGame, ImportError):
        raise BadRecord(name, f"unknown game {text.one_line(tags['Game'])[:40]!r}") from None
    try:
        state = game.new_game(players=tags["Players"], seed=tags["Seed"],
                              options=tags["Options"])
    except Exception as exc:   # untrusted set-up: any refusal is a bad record
        raise BadRecord(name, f"the game refused the record's set-up: "
                              f"{text.one_line(exc)[:120]}") from None
    for item in record.actions:
        _apply(state, item, name)
    if engine.state_hash(state) != tags[text.FINAL_TAG]:
        raise BadRecord(name, f"replaying its {len(record.actions)} actions does not reach "
                              "the record's final state hash (the StateHash differs)")
    if "Result" in tags and tags["Result"] != _result(state):
        raise BadRecord(name, f"the Result tag ({text.one_line(tags['Result'])[:12]}) is not "
                              f"the replayed game's ({_result(state)})")
    return state, seats


def _apply(state: Any, item: text.RecordAction, name: str) -> None:
    where = f"action {item.number} (line {item.line}"
    if item.data is None:
        raise BadRecord(name, f"{where}) has no action data, only words")
    shown = f"{text.kind_text(item.data['kind'])} {text.to_json(item.data['args'])}"
    what = f"{where}: {shown if len(shown) <= 60 else shown[:57] + '...'})"
    try:
        action = state.game.action_from_data(item.data)
    except Exception as exc:
        raise BadRecord(name, f"{what} is not a valid action: {text.one_line(exc)[:80]}") \
            from None
    if state.is_over():
        raise BadRecord(name, f"{what} is not legal: the game is already over")
    if item.seat != state.current_player:
        raise BadRecord(name, f"{what} is not legal: it names seat {item.seat + 1}, but "
                              f"seat {state.current_player + 1} decides here")
    try:
        state.apply(action)
    except Exception as exc:   # IllegalAction, or junk arguments the rules trip over
        why = None
        try:
            why = state.why_not(action)
        except Exception:
            why = None
        reason = text.one_line(why or exc)[:120]
        raise BadRecord(name, f"{what} is not legal here: {reason}") from None


def save_name(folder: Path, record: Record) -> Path:
    """A new file in ``folder`` for an imported record: ``<game>-<date>.htsave``
    from its ``Game`` and ``Date`` tags (today when the date is missing),
    ``-2``, ``-3`` ... when taken; never an existing file. The name is claimed
    by making its ``.lock`` with ``O_EXCL``, as ``saves.autosave_path`` does."""
    stem = re.sub(r"[^A-Za-z0-9_-]", "_", str(record.tags.get("Game")))[:64] or "game"
    when = None
    if isinstance(record.tags.get("Date"), str):
        try:
            when = datetime.fromisoformat(record.tags["Date"])
        except ValueError:
            when = None
    when = when or datetime.now(timezone.utc)
    stamp = when.strftime("%Y%m%d-%H%M%S")
    number = 1
    while True:
        candidate = folder / f"{stem}-{stamp}{'' if number == 1 else f'-{number}'}{SUFFIX}"
        if not any(os.path.lexists(p) for p in (candidate, sibling(candidate, ".bak"),
                                                 sibling(candidate, OPEN_SUFFIX))):
            try:
                os.close(os.open(sibling(candidate, ".lock"),
                                 os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
                return candidate
            except FileExistsError:
                pass
            except OSError as exc:
                raise SaveError(candidate, f"cannot claim a save name: "
                                           f"{exc.strerror or exc}") from None
        number += 1


def import_record(path: str | os.PathLike, folder: str | os.PathLike,
                  out: str | os.PathLike | None = None) -> Path:
    """Make a save from the full record at ``path``; returns the save's path.

    ``out``: the save to write (refused when a file is there); default a new
    name in ``folder`` (:func:`save_name`). The save is written with
    ``saves.write`` (locked, atomic, checksummed and sealed). A ``Campaign``
    tag is not carried over: an imported game stands alone.
    Raises :class:`BadRecord` or ``SaveError``, one line each.
    """
    from .game import write
    record = read_record(path)
    state, seats = replay(record, os.fspath(path))
    table = table_of(record, os.fspath(path), state.num_players)
    if out is not None:
        target = Path(out)
        if os.path.lexists(target):
            raise SaveError(target, "a file is already there; not overwritten (choose "
                                    "another name)")
    else:
        target = save_name(Path(folder), record)
    return write(target, state, seats=seats, table=table)
