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

The code is in three modules: ``campaign_model`` (the ``Campaign`` record
and the map layout), ``campaign_file`` (encoding, checks, reading and
writing) and this one (the campaign folder, files held open, listing),
which re-exports the names of the other two.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from . import files
from . import format as fmt
from .campaign_file import (  # noqa: F401  (re-exported: saves.campaign is the public module)
    MAX_CAMPAIGN_BYTES, MAX_HISTORY, _load, decode, encode, read_campaign,
    read_campaign_checked, validate, write_campaign, write_campaign_checked)
from .campaign_model import (  # noqa: F401  (re-exported: saves.campaign is the public module)
    CAMPAIGN_FORMAT, CAMPAIGN_MAGIC, FIELDS, GAME_ID, GAME_KEYS, ID_PATTERN, MAX_NAME,
    PROGRESS_KEYS, Campaign, _now, check_players)
from .errors import SaveError
from .exclusive import open_exclusive

CAMPAIGN_SUFFIX = ".htcampaign"
CAMPAIGN_FOLDER = "campaigns"


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
    ``campaign`` is the live data, :meth:`save` writes it, :meth:`close` lets go.

    It remembers the bytes it last read or wrote (their SHA-256, ``seen``):
    if the file changes behind its back (a program that ignores the lock, the
    ``.open`` file deleted and claimed again), :meth:`save` raises
    ``ChangedOnDisk`` instead of writing over the other campaign.
    """

    def __init__(self, path: Path, held: Any, campaign: Campaign, seen: object = files.ANY):
        self.path = path
        self._held = held
        self.campaign = campaign
        self._seen = seen

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ran."""
        return self._held.closed

    def save(self) -> Path:
        """Write the campaign (``write_campaign``); ``ValueError`` once closed,
        ``ChangedOnDisk`` (nothing written) when the file is not what this handle
        last read or wrote."""
        if self.closed:
            raise ValueError(f"{self.path} is no longer held open")
        path, self._seen = write_campaign_checked(self.path, self.campaign, expect=self._seen)
        return path

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
        campaign, seen = read_campaign_checked(target)
    except BaseException:
        held.close()
        raise
    return OpenCampaign(target, held, campaign, seen)


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
        _, seen = write_campaign_checked(target, campaign, expect=None)
    except BaseException:
        held.close()
        raise
    return OpenCampaign(target, held, campaign, seen)


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
    names = files.names_in(root, CAMPAIGN_SUFFIX, "the campaigns")
    found = []
    for name in names:
        try:
            found.append(CampaignInfo(root / name, _load(root / name)))
        except SaveError as exc:
            found.append(CampaignInfo(root / name, error=str(exc)))
        except Exception as exc:   # a bug must not hide every other campaign
            found.append(CampaignInfo(root / name, error=str(SaveError(
                root / name, f"cannot be read ({type(exc).__name__}: {exc})"))))

    def key(item: CampaignInfo) -> tuple:
        if item.campaign is not None:
            return (0, -fmt.parse_time(item.campaign.updated).timestamp(), item.path.name)
        return (1, 0.0, item.path.name)
    return sorted(found, key=key)


__all__ = ["CAMPAIGN_SUFFIX", "Campaign", "CampaignInfo", "OpenCampaign",
           "campaign_dir", "campaign_path", "create_campaign", "list_campaigns",
           "open_campaign", "read_campaign", "write_campaign"]
