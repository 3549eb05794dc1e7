"""Reading and writing one saved game: header checks, replay and hash check.

Trust, in one paragraph (docs/save-format.md has the long version): every
read checks sizes, structure, every field's type and, for format 2, the
SHA-256 checksum; then it replays the actions from the seed and requires the
result to hash to ``state_hash``. The replay checks every action for
legality, whatever the file's seal says: the seal only tells a file written
in this folder from one copied in (issue 19: a re-sealed forgery used to skip
the check and crash or hang the engine).
"""
from __future__ import annotations

import contextlib
import dataclasses
import hmac
import os
import shutil
import tempfile
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import engine

from . import files, header, safe_text
from .background import flush_pending
from . import format as fmt
from .errors import (BrokenContent, ChangedOnDisk, CorruptSave, NewerFormat, NotASaveFile,
                     ReplayMismatch, SaveError, UnknownGame)
from .header import Header, backup_path, read_header  # noqa: F401  (public here too)

STRICT = "strict"   # the one replay: every action checked for legality
#: How many of the last replayed events ``SavedGame.events`` keeps.
LAST_EVENTS = 500
#: Replayed actions between two calls of a read's ``progress`` callback.
PROGRESS_EVERY = 250
#: ``progress(done, total)``: ``done`` of the save's ``total`` actions replayed so far.
Progress = Callable[[int, int], None]


@dataclass
class SavedGame:
    """A save read back and replayed: ``state`` is a live engine state.

    ``seats``: ``[{"name", "kind", "bot"}, ...]``; ``created``/``updated``:
    UTC ISO strings; ``path``: the file read; ``format_version``: the format
    the file was written in; ``replay``: always "strict" (every action
    checked for legality; kept for callers that show it); ``checksum``/``sealed``: what the
    trailer proved. ``events``: the last ``LAST_EVENTS`` engine events of the
    replay, oldest first (for a log that survives Continue).
    """

    state: Any
    seats: list
    game_id: str
    options: dict
    seed: int
    players: int
    created: str
    updated: str
    engine_version: str
    format_version: int
    path: Path
    campaign_id: str | None
    action_count: int
    turn: int | str | None
    state_hash: str
    replay: str = STRICT
    checksum: bool = False
    sealed: bool = False
    snapshot: bool = False
    events: list = field(default_factory=list)
    cleaned: str | None = None
    table: dict | None = None    # the table section (saves.table_record), None before format 4


def check_start(path: str | os.PathLike) -> Header:
    """``read_header`` plus the game's set-up from that header, without the replay:
    what ``herotable load`` checks before the app opens (the replay then runs in the
    app, with its progress on screen). A broken install shows here as
    ``BrokenContent``, naming the content file, entry and field, instead of only
    after the app has started.

    Raises what ``read_header`` raises, ``UnknownGame``, ``BrokenContent`` or
    ``CorruptSave`` (the game refused the saved set-up)."""
    head = read_header(path)
    name = os.fspath(path)
    _start(_game(head, name), head, name)
    return head


def is_sealed(head: Header, folder: Path) -> bool:
    """True when the file's seal matches this folder's key."""
    if head.body is None or head.seal is None:
        return False
    expected = fmt.seal_of(files.read_key(folder), head.body)
    if expected is None or not head.seal.isascii():
        return False
    return hmac.compare_digest(expected.encode("ascii"), head.seal.encode("ascii"))


def _game(head: Header, path: str) -> Any:
    try:
        return engine.load_game(head.game_id)
    except engine.UnknownGame as exc:
        raise UnknownGame(path, f"unknown game {head.game_id!r}; this herotable "
                                f"({fmt.engine_version()}) cannot load it") from exc
    except ImportError as exc:
        raise UnknownGame(path, f"game {head.game_id!r} is not available in this "
                                f"install ({exc})") from exc
    except engine.ContentError as exc:
        raise _content(path, exc) from exc


def _content(path: str, exc: Exception) -> Exception:
    """``BrokenContent`` for an ``engine.ContentError`` (naming file, entry and
    field), else ``exc`` itself: a broken install is not a corrupt save."""
    if isinstance(exc, engine.ContentError):
        return BrokenContent(path, f"cannot load the game's content files: {exc}")
    return exc


def _start(game: Any, head: Header, path: str) -> Any:
    try:
        return game.new_game(players=head.players, seed=head.seed, options=head.options)
    except engine.ContentError as exc:
        raise _content(path, exc) from exc
    except Exception as exc:   # file data is untrusted: any refusal means a bad save
        raise CorruptSave(path, f"the game refused the saved set-up: {exc}") from exc


_FLAT = (str, int, bool, type(None))


def _action_key(data: Any) -> tuple | None:
    """A hashable key for action data whose arguments are all flat values
    (types included: True and 1 differ), else None."""
    if type(data) is not dict or len(data) != 2:
        return None
    kind, args = data.get("kind"), data.get("args")
    if type(kind) is not str or type(args) is not dict:
        return None
    key = [kind]
    for name, value in args.items():
        if type(value) not in _FLAT:
            return None
        key += (name, type(value), value)
    return tuple(key)


def _actions(game: Any, head: Header, path: str) -> list:
    """The file's actions rebuilt with ``game.action_from_data``.

    A game plays few distinct actions many times (pass, draw 3, end turn), and
    an action is immutable, so equal data with flat arguments is rebuilt once
    and the one Action is shared; other data is rebuilt each time.
    """
    result = []
    known: dict = {}
    for index, data in enumerate(head.actions):
        key = _action_key(data)
        action = known.get(key) if key is not None else None
        if action is None:
            try:
                action = game.action_from_data(data)
            except engine.ContentError as exc:
                raise _content(path, exc) from exc
            except Exception as exc:   # junk from the file may upset more than IllegalAction
                why = exc if isinstance(exc, engine.IllegalAction) else type(exc).__name__
                raise CorruptSave(path, f"action {index} is not a valid action: {why}") from exc
            if key is not None:
                known[key] = action
        result.append(action)
    return result


def _strict(game: Any, head: Header, actions: list, path: str, events: deque,
            progress: Progress | None = None) -> Any:
    """Replay ``actions`` from the saved set-up, each checked for legality.

    ``progress(done, total)`` is called before the first action, after every
    ``PROGRESS_EVERY`` actions and after the last; what it raises ends the
    replay and goes up unchanged (a caller's way to stop a long load).
    """
    state = _start(game, head, path)
    total = len(actions)
    if progress is not None:
        progress(0, total)
    for index, action in enumerate(actions):
        try:
            events.extend(state.apply(action))
        except engine.ContentError as exc:
            raise _content(path, exc) from exc
        except Exception as exc:   # IllegalAction, or args the legality check cannot compare
            raise ReplayMismatch(path, f"action {index} ({str(action.kind)[:40]}) is not legal "
                                       f"on replay: the file was altered or written by "
                                       f"different rules") from exc
        if progress is not None and (index + 1) % PROGRESS_EVERY == 0 and index + 1 < total:
            progress(index + 1, total)
    if progress is not None and total:
        progress(total, total)
    return state


def _difference(saved: Any, replayed: Any, where: str = "") -> str | None:
    """The first path at which two plain data trees differ ("players.1.hand")."""
    if type(saved) is not type(replayed):
        return where or "(top)"
    if isinstance(saved, dict):
        for key in sorted(set(saved) | set(replayed)):
            if key not in saved or key not in replayed:
                return f"{where}.{key}".lstrip(".")
            found = _difference(saved[key], replayed[key], f"{where}.{key}")
            if found:
                return found.lstrip(".")
        return None
    if isinstance(saved, list):
        if len(saved) != len(replayed):
            return (where or "(top)").lstrip(".") + " (length)"
        for index, (a, b) in enumerate(zip(saved, replayed)):
            found = _difference(a, b, f"{where}.{index}")
            if found:
                return found.lstrip(".")
        return None
    return None if saved == replayed else (where.lstrip(".") or "(top)")


def _mismatch(head: Header, state: Any, path: str) -> ReplayMismatch:
    text = f"replaying {len(head.actions)} actions does not give the saved state (hash differs"
    if head.snapshot is not None:
        try:
            where = _difference(head.snapshot["state"], header._plain_copy(state.full_data()))
        except Exception:
            where = None
        if where:
            text += f"; first difference at {where[:80]}"
    return ReplayMismatch(path, text + ")")


def _check_snapshot(head: Header, state: Any, path: str) -> None:
    """The snapshot must be the replayed state (compared as data: no second hash),
    and its ``current``, ``over`` and ``winners`` what the replayed game says."""
    if head.snapshot is None:
        return
    try:
        same = header._plain_copy(state.full_data()) == head.snapshot["state"]
    except Exception:
        same = False
    if not same:
        raise CorruptSave(path, "the state snapshot does not match the replayed game")
    block = head.snapshot
    current = state.current_player
    for key, replayed in (("current", current if type(current) is int else None),
                          ("over", bool(state.is_over())),
                          ("winners", [int(w) for w in state.winners()])):
        if block[key] != replayed or type(block[key]) is not type(replayed):
            raise CorruptSave(path, f"the snapshot's '{key}' ({str(block[key])[:20]}) is not "
                                    f"the replayed game's ({str(replayed)[:20]})")


def _load(path: str | os.PathLike, strict: bool, progress: Progress | None = None) -> SavedGame:
    name = os.fspath(path)
    head = read_header(path)
    game = _game(head, name)
    actions = _actions(game, head, name)
    sealed = is_sealed(head, Path(path).parent)
    events: deque = deque(maxlen=LAST_EVENTS)
    # Every load checks every action (issue 19): the folder key travels with a
    # copied folder and can be read by whoever can write the saves, so a seal
    # never stands in for the legality check (docs/save-format.md, "Trust").
    state = _strict(game, head, actions, name, events, progress)
    if engine.state_hash(state) != head.state_hash:
        if head.snapshot is not None and \
                header.snapshot_hash(head.snapshot["state"]) != head.state_hash:
            raise CorruptSave(name, "the state snapshot does not match 'state_hash'")
        raise _mismatch(head, state, name)
    _check_snapshot(head, state, name)
    head, state, events, cleaned = _made_safe(game, head, name, state, events)
    return SavedGame(state=state, seats=head.seats, game_id=head.game_id,
                     options=head.options, seed=head.seed, players=head.players,
                     created=head.created, updated=head.updated,
                     engine_version=head.engine_version,
                     format_version=head.format_version, path=Path(path),
                     campaign_id=head.campaign_id, action_count=len(head.actions),
                     turn=head.turn, state_hash=head.state_hash, replay=STRICT,
                     checksum=head.checksum, sealed=sealed,
                     snapshot=head.snapshot is not None, events=list(events),
                     cleaned=cleaned, table=head.table)


def _made_safe(game: Any, head: Header, path: str, state: Any,
               events: deque) -> tuple[Header, Any, deque, str | None]:
    """The checked game with names safe to show (``saves.safe_text.safe_header``).

    The file was replayed and hash-checked as written; when its names need
    changing, the game is replayed once more with the safe names (names
    change no rule), so the live state, its events and its next save hold
    them. Returns ``(head, state, events, note)``, unchanged with note None
    for a file whose text is fine."""
    options, seats, note = safe_text.safe_header(head.options, head.seats)
    if note is None:
        return head, state, events, None
    renamed = options is not head.options
    head = dataclasses.replace(head, options=options, seats=seats)
    if renamed:
        events = deque(maxlen=LAST_EVENTS)
        state = _strict(game, head, _actions(game, head, path), path, events)
    return head, state, events, note


def good_backup(path: str | os.PathLike) -> Path | None:
    """``<path>.bak`` if it exists and reads back completely (replayed), else None."""
    if not Path(path).name:   # "", ".", "/": a folder has no backup
        return None
    bak = backup_path(path)
    if not os.path.lexists(bak):
        return None
    try:
        _load(bak, strict=False)
    except SaveError:
        return None
    return bak


def read(path: str | os.PathLike, strict: bool = False,
         progress: Progress | None = None) -> SavedGame:
    """Read, check and replay a save; returns a :class:`SavedGame`.

    ``strict``: kept for older callers; every read checks every action.
    ``progress``: None, or ``progress(done, total)``, called from the reading
    thread as the replay goes: ``(0, total)`` first, then every
    ``PROGRESS_EVERY`` actions, ``(total, total)`` last (``total``: the
    save's action count). A long save takes about a second at the
    ``MAX_ACTIONS`` cap, so a screen reads it in a worker and shows these
    figures. An exception the callback raises stops the read and is raised
    unchanged. The check of a backup after a failure reports nothing.
    Raises ``SaveError`` (missing or unreadable file) or one of its
    subclasses: ``NotASaveFile``, ``CorruptSave``, ``NewerFormat``,
    ``UnknownGame``, ``ReplayMismatch``. Every message is one line naming the
    file; when the file fails but ``<path>.bak`` loads, the error's
    ``backup`` is that path and the line says so.
    """
    try:
        return _load(path, strict, progress)
    except BrokenContent:   # the backup would fail the same way
        raise
    except SaveError as exc:
        if not str(path).endswith(".bak"):
            bak = good_backup(path)
            if bak is not None:
                raise exc.with_backup(bak)
        raise


def verify(path: str | os.PathLike) -> SavedGame:
    """:func:`read` with the strict replay: every action checked, then the hash."""
    return read(path, strict=True)


ANY = files.ANY              # ``expect`` for writes that do not care what the file holds now
digest_of = files.digest_of  # SHA-256 hex of a file's bytes: what :class:`saves.OpenSave` keeps


def write(path: str | os.PathLike, state: Any, seats: Sequence[Mapping] | None = None,
          campaign_id: str | None = None, table: Mapping | None = None) -> Path:
    """Save ``state`` to ``path`` atomically, under an advisory lock; returns the path.

    ``seats``: one ``{"name": str, "kind": "human"|"ai", "bot": str|None}``
    per seat (default "Player N", human). ``created`` is kept from the file
    already at ``path`` when that is a valid save, which also becomes
    ``<path>.bak``. A file at ``path`` that is not a save, or is a save in a
    newer format, is never overwritten, nor is a save another process holds
    open with :func:`saves.open_exclusive` (``AlreadyOpen``). Raises
    ``ValueError`` for bad ``seats``/``campaign_id`` and ``SaveError`` when
    the state cannot be encoded, the game is longer than ``MAX_ACTIONS``, the
    file is in the way, or it cannot be written.
    """
    return write_checked(path, state, seats, campaign_id, table=table)[0]


def write_checked(path: str | os.PathLike, state: Any, seats: Sequence[Mapping] | None = None,
                  campaign_id: str | None = None, expect: Any = ANY,
                  created: str | None = None,
                  table: Mapping | None = None) -> tuple[Path, str, str]:
    """:func:`write`, refusing when the file is no longer what the caller last saw.

    ``state``: a live state or a ``header.Capture`` of one. ``expect``:
    :func:`digest_of` the bytes the caller last read or wrote there (None: no
    file), or ``ANY``. When the file on disk differs (another program wrote it
    meanwhile), raises ``ChangedOnDisk`` and writes nothing. ``created``: that
    file's ``created`` time, when the caller knows it; with a digest
    ``expect`` that matches, the file is the valid save the caller saw, so it
    is kept as the backup without decoding it again. Returns the path, the
    digest of the bytes written and their ``created``.
    """
    target = Path(path)
    name = os.fspath(path)
    if len(state.history) > fmt.MAX_ACTIONS:
        raise SaveError(name, f"the game has {len(state.history)} actions, more than the "
                              f"{fmt.MAX_ACTIONS} actions a save holds (docs/save-format.md)")
    data = header.build(state, seats, campaign_id, created=None, table=table)
    with files.locked(target):
        files.check_not_open_elsewhere(target)
        try:
            current = files.read_bytes(target)
        except NotASaveFile as exc:
            raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
        except SaveError:   # no file yet, or unreadable: the new one replaces it
            current = None
        if expect is not ANY and digest_of(current) != expect:
            raise ChangedOnDisk(name, "the file changed on disk since this herotable read it "
                                      "(another program wrote it); not written over, load "
                                      "it again")
        previous = None
        known = created is not None and isinstance(expect, str) and current is not None
        if known:   # the very bytes the caller read or wrote: a valid save of its own
            data["created"] = created
        elif current is not None:
            try:
                previous = header.validate(fmt.decode(current, name), name)
            except (NotASaveFile, NewerFormat) as exc:
                raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
            except SaveError:   # a damaged save: the new one replaces it
                previous = None
        if previous is not None:
            data["created"] = previous.created
        try:
            blob = fmt.encode_sealed(data, files.ensure_key(target.parent))
        except (TypeError, ValueError, OverflowError) as exc:
            raise SaveError(name, f"cannot encode the game state: {exc}") from exc
        if len(blob) > fmt.MAX_FILE_BYTES:
            raise SaveError(name, f"the save would be too large ({len(blob)} bytes)")
        files.atomic_write(target, blob, backup=known or previous is not None)
    return target, digest_of(blob), data["created"]


def restore_backup(path: str | os.PathLike) -> Path:
    """Put the good backup of a damaged save back in its place; returns ``path``.

    Under the write lock: checks ``<path>.bak`` loads, moves the damaged file
    aside as ``<path>.damaged`` (an older one there is replaced; nothing
    else is ever deleted) and copies the backup over ``path`` atomically.
    Raises the backup's ``SaveError`` if it does not load, ``AlreadyOpen``
    when another process holds the save open.
    """
    target = Path(path)
    bak = backup_path(target)
    with files.locked(target):
        files.check_not_open_elsewhere(target)
        _load(bak, strict=False)
        folder = target.parent
        temp = None
        try:
            fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
            with os.fdopen(fd, "wb") as handle, open(bak, "rb") as source:
                shutil.copyfileobj(source, handle)
                handle.flush()
                os.fsync(handle.fileno())
            if os.path.lexists(target):   # keep the damaged bytes; path never vanishes
                damaged = files.sibling(target, ".damaged")
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(damaged)
                try:
                    os.link(target, damaged)
                except OSError:
                    shutil.copyfile(target, damaged)
            os.replace(temp, target)
            temp = None
            files.fsync_dir(folder)
        except OSError as exc:
            raise SaveError(target, f"could not restore the backup: "
                                    f"{exc.strerror or exc}") from exc
        finally:
            if temp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp)
    return target
