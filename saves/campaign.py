"""Orc Wars campaign files: one msgpack file per campaign in ``<save folder>/campaigns``.

    import saves
    held = saves.create_campaign(folder, ["Ana", "Bo"])    # a new file, held open
    options = held.campaign.begin("the-prisoner", "Ana", save_path=path, seed=7)
    held.save()                                           # atomic, with a .bak
    ...                                                   # play the game ...
    held.campaign.finish(path, "orc"); held.save()        # the result is recorded
    held.close()
    saves.list_campaigns(folder)                          # side by side, newest first

A campaign file holds the players, the history of finished (and abandoned)
games, the game in progress and, for readers of the file, each player's
results per scenario and the level that follows. The levels are rules
(``engine.orc_wars.campaign``) and are always recomputed from the history.
Reading is bounded like a save (size cap, structural walk, container limits,
SHA-256 trailer, no extension types); every field is type-checked; every
failure is a :class:`saves.SaveError` subclass with a one-line message.
The layout is in docs/campaign.md.
"""
from __future__ import annotations

import hashlib
import hmac
import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

import msgpack

import engine
from engine.orc_wars import campaign as rules
from engine.orc_wars.setup import LEVELS

from . import files
from . import format as fmt
from .errors import CorruptSave, NewerFormat, NotASaveFile, SaveError
from .exclusive import open_exclusive

CAMPAIGN_MAGIC = "herotable-campaign"
CAMPAIGN_FORMAT = 1
CAMPAIGN_SUFFIX = ".htcampaign"
CAMPAIGN_FOLDER = "campaigns"
GAME_ID = "orc-wars"
MAX_CAMPAIGN_BYTES = 2 * 1024 * 1024
MAX_HISTORY = 5000
MAX_NAME = 20
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
FIELDS = ("magic", "format", "game", "id", "engine_version", "created", "updated", "players",
          "history", "in_progress", "results", "levels")
GAME_KEYS = ("scenario", "started", "ended", "orc", "elves", "heroes", "roles", "level",
             "outcome", "save", "seed")
PROGRESS_KEYS = ("scenario", "started", "orc", "elves", "heroes", "roles", "level", "save",
                 "seed")


def campaign_dir(folder: str | os.PathLike) -> Path:
    """``<folder>/campaigns``, created if missing (``folder``: the save folder).

    Raises ``SaveError`` when it cannot be made."""
    path = Path(folder) / CAMPAIGN_FOLDER
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(path, f"cannot create the campaign folder: {exc.strerror or exc}") \
            from exc
    return path


def campaign_path(folder: str | os.PathLike, campaign_id: str) -> Path:
    """The file of campaign ``campaign_id`` in save folder ``folder``.

    Raises ``ValueError`` for an id that is not 1-64 letters, digits, ``-``
    or ``_`` (ids come from save files too, and never name another folder)."""
    if not isinstance(campaign_id, str) or not ID_PATTERN.fullmatch(campaign_id):
        raise ValueError(f"not a campaign id: {str(campaign_id)[:70]!r}")
    return Path(folder) / CAMPAIGN_FOLDER / f"{campaign_id}{CAMPAIGN_SUFFIX}"


def check_players(players: Sequence[str]) -> list[str]:
    """2 to 4 player names, trimmed, 1-20 printable characters, all different
    (ignoring case). Returns the cleaned list; raises ``ValueError``."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise ValueError("players must be a list of names")
    names = [p.strip() if isinstance(p, str) else p for p in players]
    if not 2 <= len(names) <= 4:
        raise ValueError(f"a campaign has 2 to 4 players, not {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name or len(name) > MAX_NAME \
                or not name.isprintable():
            raise ValueError(f"a player name must be 1 to {MAX_NAME} printable characters")
    if len({n.casefold() for n in names}) != len(names):
        raise ValueError("two players have the same name")
    return names


def _now() -> str:
    return fmt.now_iso()


@dataclass
class Campaign:
    """One campaign: ``id``, ``players`` (names, campaign order), ``history``
    (one map per game, keys ``GAME_KEYS``, oldest first), ``in_progress``
    (a map with ``PROGRESS_KEYS`` or None), ``created``/``updated`` (UTC ISO).

    ``save`` paths are stored relative to the save folder when the save lives
    there (the campaign file is in its ``campaigns`` subfolder); use
    :meth:`save_path` to resolve one. The rules (levels, next scenario) come
    from ``engine.orc_wars.campaign``.
    """

    id: str
    players: list[str]
    created: str
    updated: str
    history: list[dict] = field(default_factory=list)
    in_progress: dict | None = None
    path: Path | None = None

    # -- rules ---------------------------------------------------------------------
    @staticmethod
    def scenarios() -> list[str]:
        """Orc Wars scenario ids in the recommended order."""
        return list(engine.load_game(GAME_ID).scenarios)

    def results(self) -> list[rules.GameResult]:
        """The history as ``GameResult`` records (abandoned games included; the rules skip them)."""
        return rules.results_from_data(self.history)

    def level(self, player: str, scenario: str) -> str:
        """``player``'s level as the Orc in ``scenario`` (see engine.orc_wars.campaign)."""
        return rules.level(self.results(), player, scenario)

    def levels(self) -> dict[str, dict[str, str]]:
        """``{player: {scenario: level}}`` for every player and scenario."""
        return rules.levels(self.results(), self.players, self.scenarios())

    def records(self) -> dict[str, dict[str, rules.Record]]:
        """``{player: {scenario: Record}}`` for every player and scenario."""
        return rules.table(self.results(), self.players, self.scenarios())

    def next_scenario(self) -> str:
        """The recommended next scenario (the one in progress comes first)."""
        if self.in_progress is not None:
            return self.in_progress["scenario"]
        return rules.next_scenario(self.results(), self.scenarios())

    def finished_games(self) -> list[dict]:
        """History entries that ended with a result (abandoned ones left out)."""
        return [g for g in self.history if g["outcome"] != rules.ABANDONED]

    def progress(self) -> str:
        """Short progress text, e.g. "3 games, 2 of 6 scenarios"."""
        done = self.finished_games()
        played = {g["scenario"] for g in done}
        count = len(self.scenarios())
        games = "1 game" if len(done) == 1 else f"{len(done)} games"
        return f"{games}, {len([s for s in self.scenarios() if s in played])} of {count} scenarios"

    # -- games ---------------------------------------------------------------------
    def save_path(self, stored: str | None) -> Path | None:
        """A stored ``save`` string as a path (relative ones from the save folder)."""
        if stored is None:
            return None
        path = Path(stored)
        if path.is_absolute() or self.path is None:
            return path
        return self.path.parent.parent / path

    def _stored(self, save_path: str | os.PathLike | None) -> str | None:
        if save_path is None:
            return None
        path = Path(save_path)
        if self.path is not None:
            folder = self.path.parent.parent
            try:
                return str(path.resolve().relative_to(folder.resolve()))
            except ValueError:
                pass
        return str(path.resolve())

    def begin(self, scenario: str, orc: str, heroes: Sequence[str] | None = None,
              roles: Sequence[str] | None = None, save_path: str | os.PathLike | None = None,
              seed: int = 0) -> dict:
        """Start a game: it becomes the game in progress; returns its ``orc-wars`` options.

        The Orc player's level for ``scenario`` is applied (rules: ``game_options``).
        A game still in progress is recorded as abandoned first. Raises
        ``engine.orc_wars.campaign.CampaignRuleError`` (a ``ValueError``) for an
        unknown scenario or player, or bad heroes/roles counts.
        """
        if scenario not in self.scenarios():
            raise rules.CampaignRuleError(f"unknown scenario {scenario!r} (known: "
                                          f"{', '.join(self.scenarios())})")
        options = rules.game_options(self.results(), self.players, scenario, orc, heroes, roles)
        if self.in_progress is not None:
            self.abandon()
        self.in_progress = {"scenario": scenario, "started": _now(), "orc": orc,
                            "elves": options["names"][1:], "heroes": list(options["heroes"]),
                            "roles": list(options["roles"]), "level": options["level"],
                            "save": self._stored(save_path), "seed": int(seed)}
        return options

    def attach_save(self, save_path: str | os.PathLike) -> None:
        """Set the save file of the game in progress (raises ``ValueError`` if none)."""
        if self.in_progress is None:
            raise ValueError("no game in progress")
        self.in_progress["save"] = self._stored(save_path)

    def is_in_progress(self, save_path: str | os.PathLike) -> bool:
        """True when ``save_path`` is the save of the game in progress."""
        if self.in_progress is None or self.in_progress["save"] is None:
            return False
        return _same(self.save_path(self.in_progress["save"]), Path(save_path))

    def is_recorded(self, save_path: str | os.PathLike) -> bool:
        """True when a game of the history was played in ``save_path``."""
        return any(g["save"] is not None and _same(self.save_path(g["save"]), Path(save_path))
                   for g in self.history)

    def finish(self, save_path: str | os.PathLike, outcome: str) -> bool:
        """Record the end of the game in progress played in ``save_path``.

        ``outcome``: "orc", "elves" or "draw" (``rules.outcome_of(state.winners())``).
        Returns False, changing nothing, when ``save_path`` is not the game in
        progress (already recorded, or replaced by another game). Raises
        ``ValueError`` for an unknown outcome.
        """
        if outcome not in (rules.ORC_SIDE, rules.ELF_SIDE, rules.DRAW):
            raise ValueError(f"unknown outcome {outcome!r}")
        if not self.is_in_progress(save_path):
            return False
        self._close_game(outcome)
        return True

    def abandon(self) -> None:
        """Move the game in progress (if any) to the history as abandoned."""
        if self.in_progress is not None:
            self._close_game(rules.ABANDONED)

    def _close_game(self, outcome: str) -> None:
        game = dict(self.in_progress or {})
        entry = {k: game.get(k) for k in PROGRESS_KEYS}
        entry.update(ended=_now(), outcome=outcome)
        self.history.append({k: entry[k] for k in GAME_KEYS})
        self.in_progress = None

    # -- data ----------------------------------------------------------------------
    def to_data(self) -> dict:
        """The file's map, in ``FIELDS`` order (without the checksum trailer)."""
        scenarios = self.scenarios()
        records = rules.table(self.results(), self.players, scenarios)
        return {"magic": CAMPAIGN_MAGIC, "format": CAMPAIGN_FORMAT, "game": GAME_ID,
                "id": self.id, "engine_version": fmt.engine_version(),
                "created": self.created, "updated": self.updated,
                "players": list(self.players),
                "history": [dict(g) for g in self.history],
                "in_progress": dict(self.in_progress) if self.in_progress else None,
                "results": {p: {s: r.to_data() for s, r in by.items()}
                            for p, by in records.items()},
                "levels": rules.levels(self.results(), self.players, scenarios)}


def _same(a: Path | None, b: Path) -> bool:
    if a is None:
        return False
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except OSError:
        return False


# ----- encoding and checks ---------------------------------------------------------
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
    try:
        fmt._walk(blob)
        data = msgpack.unpackb(blob, **fmt._unpack_options(fmt._container_counter(), len(blob)))
    except Exception as exc:   # any decoder failure means unreadable bytes
        raise _classify(blob, name, exc) from exc
    if not isinstance(data, dict) or data.get("magic") != CAMPAIGN_MAGIC:
        raise NotASaveFile(name, "not a herotable campaign file")
    version = data.get("format")
    if type(version) is not int:
        raise CorruptSave(name, "the campaign file has no valid format number")
    if version > CAMPAIGN_FORMAT:
        raise NewerFormat(name, f"written by a newer herotable in campaign format {version}; "
                                f"this herotable ({fmt.engine_version()}) reads format "
                                f"{CAMPAIGN_FORMAT}")
    if tuple(data)[-2:] != fmt.TRAILER_KEYS:
        raise CorruptSave(name, "the campaign file is damaged (its checksum is missing)")
    checksum, seal = data.pop("checksum"), data.pop("seal")
    if type(checksum) is not str or not (seal is None or type(seal) is str):
        raise CorruptSave(name, "the campaign file is damaged (bad checksum field)")
    tail = fmt._trailer(checksum, seal)
    body = blob[:-len(tail)]
    if not blob.endswith(tail) or not hmac.compare_digest(hashlib.sha256(body).hexdigest(),
                                                          checksum):
        raise CorruptSave(name, "the campaign file is damaged (checksum mismatch)")
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
    if entry["level"] not in LEVELS:
        return f"'level' must be one of {', '.join(LEVELS)}"
    if finished and entry["outcome"] not in rules.OUTCOMES:
        return f"'outcome' must be one of {', '.join(rules.OUTCOMES)}"
    if not (entry["save"] is None or (type(entry["save"]) is str and 0 < len(entry["save"])
                                      <= 4096)):
        return "'save' must be a path or nil"
    if type(entry["seed"]) is not int:
        return "'seed' must be an int"
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
    results = rules.results_from_data(history)
    stored = data["results"]
    if type(stored) is not dict:
        raise bad("'results' must be a map")
    for player, by in stored.items():
        if player not in players or type(by) is not dict:
            raise bad("'results' must map players to scenarios")
        for scenario, counts in by.items():
            if type(counts) is not dict or counts != rules.record(results, player,
                                                                  scenario).to_data():
                raise bad(f"'results' of {player} in {scenario} do not match the history")
    if type(data["levels"]) is not dict:
        raise bad("'levels' must be a map")
    return Campaign(id=data["id"], players=players, created=data["created"],
                    updated=data["updated"], history=[dict(g) for g in history],
                    in_progress=dict(progress) if progress is not None else None, path=path)


# ----- files ---------------------------------------------------------------------------
def _read_bytes(path: Path) -> bytes:
    blob = files.read_bytes(path)   # SaveError / NotASaveFile for missing, odd or huge files
    if len(blob) > MAX_CAMPAIGN_BYTES:
        raise NotASaveFile(path, f"too large for a campaign file ({len(blob)} bytes)")
    return blob


def _load(path: Path) -> Campaign:
    name = os.fspath(path)
    return validate(decode(_read_bytes(path), name), name, path)


def read_campaign(path: str | os.PathLike) -> Campaign:
    """Read and check a campaign file; returns a :class:`Campaign`.

    Raises ``SaveError`` (missing, unreadable) or ``NotASaveFile``,
    ``CorruptSave``, ``NewerFormat``; when the file fails but its ``.bak``
    reads, the error names the backup (``error.backup``)."""
    target = Path(path)
    try:
        return _load(target)
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
    target = Path(path)
    name = os.fspath(path)
    with files.locked(target):
        files.check_not_open_elsewhere(target)
        previous = True
        try:
            _load(target)
        except (NotASaveFile, NewerFormat) as exc:
            raise SaveError(name, f"will not overwrite this file: {exc.problem}") from exc
        except SaveError:   # no file yet, or a damaged one: replaced, its .bak kept
            previous = False
        campaign.path = target
        campaign.updated = _now()
        try:
            blob = encode(campaign)
        except (TypeError, ValueError, OverflowError) as exc:
            raise SaveError(name, f"cannot encode the campaign: {exc}") from exc
        if len(blob) > MAX_CAMPAIGN_BYTES:
            raise SaveError(name, f"the campaign file would be too large ({len(blob)} bytes)")
        files.atomic_write(target, blob, backup=previous)
    return target


def new_id(players: Sequence[str], folder: str | os.PathLike) -> str:
    """A new campaign id from the names and the UTC time, unused in ``folder``
    (the save folder): ``ana-bo-20300102-1024``, then ``-2``, ``-3`` ..."""
    stem = "-".join(re.sub(r"[^a-z0-9]+", "", p.casefold())[:8] or "p" for p in players)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M")
    base = f"{stem}-{stamp}"[:56]
    number = 1
    while True:
        candidate = base if number == 1 else f"{base}-{number}"
        path = campaign_path(folder, candidate)
        if not any(os.path.lexists(p) for p in (path, files.sibling(path, ".bak"),
                                                files.sibling(path, ".open"))):
            return candidate
        number += 1


# ----- held open -----------------------------------------------------------------------
class OpenCampaign:
    """A campaign file held open by this process (``saves.open_exclusive``):
    ``campaign`` is the live data, :meth:`save` writes it, :meth:`close` lets go."""

    def __init__(self, path: Path, held: Any, campaign: Campaign):
        self.path = path
        self._held = held
        self.campaign = campaign

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ran."""
        return self._held.closed

    def save(self) -> Path:
        """Write the campaign (``write_campaign``); ``ValueError`` once closed."""
        if self.closed:
            raise ValueError(f"{self.path} is no longer held open")
        return write_campaign(self.path, self.campaign)

    def close(self) -> None:
        """Let other processes open the campaign again (safe to call twice)."""
        self._held.close()

    def __enter__(self) -> "OpenCampaign":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def open_campaign(path: str | os.PathLike) -> OpenCampaign:
    """Hold an existing campaign file open and read it.

    Raises ``AlreadyOpen`` (this or another process holds it) or the errors
    of :func:`read_campaign`."""
    target = Path(path)
    held = open_exclusive(target)
    try:
        campaign = read_campaign(target)
    except BaseException:
        held.close()
        raise
    return OpenCampaign(target, held, campaign)


def create_campaign(folder: str | os.PathLike, players: Sequence[str],
                    campaign_id: str | None = None) -> OpenCampaign:
    """Start a new campaign in save folder ``folder``: write its file and hold it open.

    Raises ``ValueError`` for bad names or id, ``AlreadyOpen``, or
    ``SaveError`` when the file exists already or cannot be written."""
    names = check_players(players)
    campaign_dir(folder)
    cid = campaign_id or new_id(names, folder)
    target = campaign_path(folder, cid)
    held = open_exclusive(target)
    try:
        if os.path.lexists(target):
            raise SaveError(target, "a campaign with this id exists already")
        now = _now()
        campaign = Campaign(id=cid, players=names, created=now, updated=now, path=target)
        write_campaign(target, campaign)
    except BaseException:
        held.close()
        raise
    return OpenCampaign(target, held, campaign)


# ----- listing ---------------------------------------------------------------------------
@dataclass
class CampaignInfo:
    """One campaign file of a save folder, for lists: ``campaign`` is None and
    ``error`` the one-line message when it cannot be read."""

    path: Path
    campaign: Campaign | None = None
    error: str | None = None

    @property
    def id(self) -> str:
        """The campaign id (the file name without its suffix when unreadable)."""
        return self.campaign.id if self.campaign else self.path.name[:-len(CAMPAIGN_SUFFIX)]


def list_campaigns(folder: str | os.PathLike) -> list[CampaignInfo]:
    """Every campaign in save folder ``folder``, most recently updated first
    (unreadable files last, with ``error``). A missing folder gives ``[]``;
    one that cannot be listed raises ``SaveError``."""
    root = Path(folder) / CAMPAIGN_FOLDER
    try:
        names = sorted(e.name for e in os.scandir(root)
                       if e.name.endswith(CAMPAIGN_SUFFIX) and not e.name.startswith("."))
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(root, f"cannot list the campaigns: {exc.strerror or exc}") from exc
    found = []
    for name in names:
        try:
            found.append(CampaignInfo(root / name, _load(root / name)))
        except SaveError as exc:
            found.append(CampaignInfo(root / name, error=str(exc)))

    def key(item: CampaignInfo) -> tuple:
        if item.campaign is not None:
            return (0, -fmt.parse_time(item.campaign.updated).timestamp(), item.path.name)
        return (1, 0.0, item.path.name)
    return sorted(found, key=key)


__all__ = ["CAMPAIGN_SUFFIX", "Campaign", "CampaignInfo", "OpenCampaign",
           "campaign_dir", "campaign_path", "create_campaign", "list_campaigns",
           "open_campaign", "read_campaign", "write_campaign"]
