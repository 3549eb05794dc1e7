"""Campaign files on disk: encoding with a checksum trailer, bounded
decoding, field-by-field validation into a ``Campaign``, and atomic reads
and writes (with a ``.bak``). Every failure is a ``saves.SaveError``
subclass with a one-line message; the layout is in docs/campaign.md.

Package-internal: other code imports these names from ``saves.campaign``.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, TYPE_CHECKING

import msgpack

from . import files, safe_text
from . import format as fmt
from .campaign_model import (CAMPAIGN_FORMAT, CAMPAIGN_MAGIC, FIELDS, GAME_ID, GAME_KEYS,
                             ID_PATTERN, MAX_NAME, PROGRESS_KEYS, Campaign, _now,
                             check_players)
from .errors import ChangedOnDisk, CorruptSave, NewerFormat, NotASaveFile, SaveError

if TYPE_CHECKING:
    from engine.orc_wars import campaign as rules


def _rules():
    """``engine.orc_wars.campaign``, imported at first use (so ``import saves`` loads no game)."""
    from engine.orc_wars import campaign
    return campaign


MAX_CAMPAIGN_BYTES = 2 * 1024 * 1024
MAX_HISTORY = 5000


def encode(campaign: Campaign) -> bytes:
    """The file bytes: the map then a SHA-256 ``checksum`` trailer (``seal`` nil)."""
    return fmt.encode_sealed(campaign.to_data(), None)


def _classify(blob: bytes, name: str, exc: Exception) -> SaveError:
    reason = fmt._reason(exc)
    start = fmt._peek(blob)
    signature = msgpack.packb("magic") + msgpack.packb(CAMPAIGN_MAGIC)
    first = blob[0]
    skip = 1 if 0x80 <= first <= 0x8F else 3 if first == 0xDE else 5 if first == 0xDF else 0
    if start.get("magic") == CAMPAIGN_MAGIC or (
            skip and signature.startswith(blob[skip:skip + len(signature)])):
        damage = "truncated" if reason == fmt._ENDS_EARLY else "damaged"
        return CorruptSave(name, f"the campaign file is {damage} ({reason})")
    return NotASaveFile(name, "not a herotable campaign file")


def decode(blob: bytes, name: str) -> dict:
    """The checked top-level map of a campaign file (trailer removed).

    Raises ``NotASaveFile``, ``CorruptSave`` or ``NewerFormat``."""
    if not blob:
        raise CorruptSave(name, "the campaign file is empty")
    if len(blob) > MAX_CAMPAIGN_BYTES:
        raise NotASaveFile(name, f"too large for a campaign file ({len(blob)} bytes)")
    head = fmt._peek(blob)
    raw = None
    if head.get("magic") == CAMPAIGN_MAGIC and type(head.get("format")) is int:
        _check_version(head["format"], name)
        raw = fmt.raw_trailer_of(blob, name, "campaign file")   # before any decoding
        if raw is None:
            fmt._no_trailer(blob, name, "campaign file", _classify)
    try:
        data = fmt.unpack(blob)
    except Exception as exc:   # any decoder failure means unreadable bytes
        raise _classify(blob, name, exc) from exc
    if not isinstance(data, dict) or data.get("magic") != CAMPAIGN_MAGIC:
        raise NotASaveFile(name, "not a herotable campaign file")
    version = data.get("format")
    if type(version) is not int:
        raise CorruptSave(name, "the campaign file has no valid format number")
    _check_version(version, name)
    fmt.check_trailer(blob, data, name, "campaign file", raw)
    return upgrade(data)


#: the oldest campaign format this herotable reads (format 1: games without "ai")
FIRST_CAMPAIGN_FORMAT = 1


def _check_version(version: int, name: str) -> None:
    """Formats 1 to ``CAMPAIGN_FORMAT`` exist: newer is ``NewerFormat``, else ``CorruptSave``."""
    if version > CAMPAIGN_FORMAT:
        raise NewerFormat(name, f"written by a newer herotable in campaign format {version}; "
                                f"this herotable ({fmt.engine_version()}) reads format "
                                f"{CAMPAIGN_FORMAT}")
    if version < FIRST_CAMPAIGN_FORMAT:
        raise CorruptSave(name, f"campaign format {version} does not exist (only "
                                f"{FIRST_CAMPAIGN_FORMAT} to {CAMPAIGN_FORMAT})")


def upgrade(data: dict) -> dict:
    """A decoded campaign map in the current format. Format 1 (before AI seats,
    issue 41) becomes format 2: every game, the one in progress too, gains
    ``"ai": []`` at the end (nobody's seat was the computer's). Reading never
    writes: the file is written in format 2 at its next save. Maps that are not
    what format 1 promised are passed on unchanged, for ``validate`` to refuse."""
    if data.get("format") != 1:
        return data

    def game(entry: Any) -> Any:
        return dict(entry, ai=[]) if type(entry) is dict and "ai" not in entry else entry
    data = dict(data, format=CAMPAIGN_FORMAT, in_progress=game(data.get("in_progress")))
    if type(data.get("history")) is list:
        data["history"] = [game(entry) for entry in data["history"]]
    return data


def _is_time(value: Any) -> bool:
    if type(value) is not str:
        return False
    try:
        fmt.parse_time(value)
    except ValueError:
        return False
    return True


def _str_list(value: Any, limit: int = 4) -> bool:
    return type(value) is list and len(value) <= limit and all(type(v) is str for v in value)


def _game_problem(entry: Any, players: list[str], keys: tuple, finished: bool) -> str | None:
    if type(entry) is not dict or tuple(entry) != keys:
        return f"must be a map of exactly {', '.join(keys)}"
    if type(entry["scenario"]) is not str or not entry["scenario"]:
        return "'scenario' must be a scenario id"
    if not _is_time(entry["started"]) or (finished and not _is_time(entry["ended"])):
        return "'started'/'ended' must be ISO times"
    if entry["orc"] not in players:
        return "'orc' must be a player of the campaign"
    elves = entry["elves"]
    if not _str_list(elves, 3) or not elves or any(e not in players or e == entry["orc"]
                                                     for e in elves) \
            or len(set(elves)) != len(elves):
        return "'elves' must list the other players of the game"
    if not _str_list(entry["heroes"], 3) or not _str_list(entry["roles"], 3) \
            or len(entry["heroes"]) != len(elves) or len(entry["roles"]) != len(elves):
        return "'heroes' and 'roles' must give one str per Elf"
    if entry["level"] not in _rules().LEVELS:
        return f"'level' must be one of {', '.join(_rules().LEVELS)}"
    if finished and entry["outcome"] not in _rules().OUTCOMES:
        return f"'outcome' must be one of {', '.join(_rules().OUTCOMES)}"
    if not (entry["save"] is None or (type(entry["save"]) is str and 0 < len(entry["save"])
                                      <= 4096)):
        return "'save' must be a path or nil"
    if type(entry["seed"]) is not int:
        return "'seed' must be an int"
    ai = entry["ai"]
    if not _str_list(ai) or len(set(ai)) != len(ai) \
            or any(a != entry["orc"] and a not in elves for a in ai):
        return "'ai' must list players of the game"
    return None


def validate(data: dict, name: str, path: Path | None = None) -> Campaign:
    """A :class:`Campaign` from a decoded map, every field checked.

    ``results`` must agree with the counts the history gives (the file is
    then consistent); ``levels`` is informative and always recomputed.
    Raises ``CorruptSave`` naming the first bad field.
    """
    def bad(problem: str) -> CorruptSave:
        return CorruptSave(name, f"bad campaign file: {problem}")
    if tuple(data) != FIELDS:
        raise bad(f"the fields must be exactly {', '.join(FIELDS)} in this order")
    if data["game"] != GAME_ID:
        raise bad(f"'game' must be {GAME_ID!r}")
    if type(data["id"]) is not str or not ID_PATTERN.fullmatch(data["id"]):
        raise bad("'id' must be 1-64 letters, digits, '-' or '_'")
    if type(data["engine_version"]) is not str:
        raise bad("'engine_version' must be a str")
    if not _is_time(data["created"]) or not _is_time(data["updated"]):
        raise bad("'created' and 'updated' must be ISO times")
    data, cleaned = _safe_players(data)
    try:
        players = check_players(data["players"])
    except ValueError as exc:
        raise bad(f"'players': {exc}") from None
    if players != data["players"]:
        raise bad("'players': names must not start or end with spaces")
    history = data["history"]
    if type(history) is not list or len(history) > MAX_HISTORY:
        raise bad(f"'history' must be a list of at most {MAX_HISTORY} games")
    for index, entry in enumerate(history):
        problem = _game_problem(entry, players, GAME_KEYS, finished=True)
        if problem:
            raise bad(f"history game {index}: {problem}")
    progress = data["in_progress"]
    if progress is not None:
        problem = _game_problem(progress, players, PROGRESS_KEYS, finished=False)
        if problem:
            raise bad(f"'in_progress': {problem}")
    results = _rules().results_from_data(history)
    stored = data["results"]
    if type(stored) is not dict:
        raise bad("'results' must be a map")
    for player, by in stored.items():
        if player not in players or type(by) is not dict:
            raise bad("'results' must map players to scenarios")
        for scenario, counts in by.items():
            if type(counts) is not dict or counts != _rules().record(results, player,
                                                                  scenario).to_data():
                raise bad(f"'results' of {player} in {scenario} do not match the history")
    if type(data["levels"]) is not dict:
        raise bad("'levels' must be a map")
    return Campaign(id=data["id"], players=players, created=data["created"],
                    updated=data["updated"], history=[dict(g) for g in history],
                    in_progress=dict(progress) if progress is not None else None, path=path,
                    cleaned=cleaned)


def _safe_players(data: dict) -> tuple[dict, str | None]:
    """``data`` with its player names safe to show (``safe_text.safe_names``: no
    control characters, at most ``MAX_NAME``, repeats numbered) wherever they
    appear (players, each game's Orc and Elves, the results), and a line saying
    so; ``(data, None)`` when they are fine or not a list of text (then the
    checks that follow refuse the file)."""
    names = data.get("players")
    if type(names) is not list or any(type(n) is not str for n in names):
        return data, None
    safe = safe_text.safe_names(names, MAX_NAME)
    if safe == names:
        return data, None
    rename: dict[str, str] = {}
    for old, new in zip(names, safe):   # a name given twice: its games are the first's
        rename.setdefault(old, new)

    def game(entry: Any) -> Any:
        if type(entry) is not dict:
            return entry
        entry = dict(entry)
        if type(entry.get("orc")) is str:
            entry["orc"] = rename.get(entry["orc"], entry["orc"])
        if type(entry.get("elves")) is list:
            entry["elves"] = [rename.get(e, e) if type(e) is str else e
                              for e in entry["elves"]]
        if type(entry.get("ai")) is list:
            entry["ai"] = [rename.get(e, e) if type(e) is str else e for e in entry["ai"]]
        return entry
    data = dict(data, players=safe, in_progress=game(data.get("in_progress")))
    if type(data.get("history")) is list:
        data["history"] = [game(entry) for entry in data["history"]]
    if type(data.get("results")) is dict:
        data["results"] = {rename.get(k, k): v for k, v in data["results"].items()}
    return data, ("This campaign file held player names that could not be shown as they "
                  "were (control characters, repeats or too long); they were made safe: "
                  f"the players are {', '.join(safe)}.")


# ----- files ---------------------------------------------------------------------------
def _read_bytes(path: Path) -> bytes:
    blob = files.read_bytes(path)   # SaveError / NotASaveFile for missing, odd or huge files
    if len(blob) > MAX_CAMPAIGN_BYTES:
        raise NotASaveFile(path, f"too large for a campaign file ({len(blob)} bytes)")
    return blob


def _load(path: Path) -> Campaign:
    return _load_blob(path)[0]


def _load_blob(path: Path) -> tuple[Campaign, bytes]:
    """The campaign and the very bytes it was read from (the file is read once)."""
    name = os.fspath(path)
    blob = _read_bytes(path)
    return validate(decode(blob, name), name, path), blob


def read_campaign(path: str | os.PathLike) -> Campaign:
    """Read and check a campaign file; returns a :class:`Campaign`.

    Raises ``SaveError`` (missing, unreadable) or ``NotASaveFile``,
    ``CorruptSave``, ``NewerFormat``; when the file fails but its ``.bak``
    reads, the error names the backup (``error.backup``)."""
    return read_campaign_checked(path)[0]


def read_campaign_checked(path: str | os.PathLike) -> tuple[Campaign, str]:
    """:func:`read_campaign`, with the SHA-256 of the bytes read (``files.digest_of``):
    what a later :func:`write_campaign_checked` expects to find on disk."""
    target = Path(path)
    try:
        campaign, blob = _load_blob(target)
        return campaign, files.digest_of(blob)
    except SaveError as exc:
        bak = files.sibling(target, ".bak")
        if not target.name.endswith(".bak") and os.path.lexists(bak):
            try:
                _load(bak)
            except SaveError:
                raise exc from None
            raise exc.with_backup(bak) from None
        raise


def write_campaign(path: str | os.PathLike, campaign: Campaign) -> Path:
    """Write ``campaign`` to ``path`` atomically; the previous file becomes ``<path>.bak``.

    Sets ``campaign.updated`` (and ``campaign.path``). Refuses (``SaveError``)
    to overwrite a file that is not a campaign file or is in a newer format,
    and (``AlreadyOpen``) a campaign another process holds open. Raises
    ``SaveError`` when it cannot be written or would be too large.
    """
    return write_campaign_checked(path, campaign)[0]


def write_campaign_checked(path: str | os.PathLike, campaign: Campaign,
                           expect: object = files.ANY) -> tuple[Path, str]:
    """:func:`write_campaign`, refusing when the file is no longer what the caller saw.

    ``expect``: ``files.digest_of`` the bytes the caller last read or wrote
    there (None: no file), or ``files.ANY``. When the file on disk differs
    (another program, or a herotable that did not hold it, wrote it meanwhile),
    raises ``ChangedOnDisk`` and writes nothing, as game saves do
    (``saves.OpenSave``). Returns the path and the digest of the bytes written.
    """
    target = Path(path)
    name = os.fspath(path)
    with files.locked(target):
        files.check_not_open_elsewhere(target)
        try:
            current = _read_bytes(target)
        except NotASaveFile as exc:
            raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
        except SaveError:   # no file yet, or unreadable: the new one replaces it
            current = None
        if expect is not files.ANY and files.digest_of(current) != expect:
            raise ChangedOnDisk(name, "the campaign file changed on disk since this herotable "
                                      "read it (another program wrote it); not written over, "
                                      "open the campaign again")
        previous = current is not None
        if current is not None:
            try:
                validate(decode(current, name), name, target)
            except (NotASaveFile, NewerFormat) as exc:
                raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
            except SaveError:   # a damaged one: replaced, its .bak kept
                previous = False
        campaign.path = target
        campaign.updated = _now()
        try:
            blob = encode(campaign)
        except (TypeError, ValueError, OverflowError) as exc:
            raise SaveError(name, f"cannot encode the campaign: {exc}") from exc
        if len(blob) > MAX_CAMPAIGN_BYTES:
            raise SaveError(name, f"the campaign file would be too large ({len(blob)} bytes)")
        files.atomic_write(target, blob, backup=previous, what="campaign file")
    return target, files.digest_of(blob)
