"""The Orc Wars campaign record: players, the history of games and the game
in progress (``Campaign``), the checks on player names, and the layout of a
campaign file's map (``FIELDS``, ``GAME_KEYS``, ``PROGRESS_KEYS``), which
``Campaign.to_data`` produces. The levels and the next scenario are rules
(``engine.orc_wars.campaign``), always recomputed from the history.

Package-internal: other code imports these names from ``saves.campaign``.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence, TYPE_CHECKING

import engine

from . import format as fmt

if TYPE_CHECKING:
    from engine.orc_wars import campaign as rules


def _rules():
    """``engine.orc_wars.campaign``, imported at first use (so ``import saves`` loads no game)."""
    from engine.orc_wars import campaign
    return campaign


CAMPAIGN_MAGIC = "herotable-campaign"
CAMPAIGN_FORMAT = 2          # format 1: no "ai" in a game (read as none: campaign_file)
GAME_ID = "orc-wars"
MAX_NAME = 20
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
FIELDS = ("magic", "format", "game", "id", "engine_version", "created", "updated", "players",
          "history", "in_progress", "results", "levels")
GAME_KEYS = ("scenario", "started", "ended", "orc", "elves", "heroes", "roles", "level",
             "outcome", "save", "seed", "ai")
PROGRESS_KEYS = ("scenario", "started", "orc", "elves", "heroes", "roles", "level", "save",
                 "seed", "ai")


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
    from ``engine.orc_wars.campaign``. ``cleaned``: None, or the line saying
    that the file's player names were made safe to show when it was read
    (``saves.safe_text``; the next write keeps the safe ones).
    """

    id: str
    players: list[str]
    created: str
    updated: str
    history: list[dict] = field(default_factory=list)
    in_progress: dict | None = None
    path: Path | None = None
    cleaned: str | None = field(default=None, compare=False)

    # -- rules ---------------------------------------------------------------------
    @staticmethod
    def scenarios() -> list[str]:
        """Orc Wars scenario ids in the recommended order."""
        return list(engine.load_game(GAME_ID).scenarios)

    def results(self) -> list[rules.GameResult]:
        """The history as ``GameResult`` records (abandoned games included; the rules skip them)."""
        return _rules().results_from_data(self.history)

    def level(self, player: str, scenario: str) -> str:
        """``player``'s level as the Orc in ``scenario`` (see engine.orc_wars.campaign)."""
        return _rules().level(self.results(), player, scenario)

    def levels(self) -> dict[str, dict[str, str]]:
        """``{player: {scenario: level}}`` for every player and scenario."""
        return _rules().levels(self.results(), self.players, self.scenarios())

    def records(self) -> dict[str, dict[str, rules.Record]]:
        """``{player: {scenario: Record}}`` for every player and scenario."""
        return _rules().table(self.results(), self.players, self.scenarios())

    def next_scenario(self) -> str:
        """The recommended next scenario (the one in progress comes first)."""
        if self.in_progress is not None:
            return self.in_progress["scenario"]
        return _rules().next_scenario(self.results(), self.scenarios())

    def finished_games(self) -> list[dict]:
        """History entries that ended with a result (abandoned ones left out)."""
        return [g for g in self.history if g["outcome"] != _rules().ABANDONED]

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
              seed: int = 0, ai: Sequence[str] = ()) -> dict:
        """Start a game: it becomes the game in progress; returns its ``orc-wars`` options.

        The Orc player's level for ``scenario`` is applied (rules: ``game_options``).
        ``ai``: the players whose seats the computer plays (recorded with the
        game; their levels leave it out). A game still in progress is recorded
        as abandoned first. Raises ``engine.orc_wars.campaign.CampaignRuleError``
        (a ``ValueError``) for an unknown scenario or player (``ai`` included),
        or bad heroes/roles counts.
        """
        if scenario not in self.scenarios():
            raise _rules().CampaignRuleError(f"unknown scenario {scenario!r} (known: "
                                          f"{', '.join(self.scenarios())})")
        options = _rules().game_options(self.results(), self.players, scenario, orc, heroes, roles)
        wanted = list(ai)
        if any(name not in self.players for name in wanted) or len(set(wanted)) != len(wanted):
            raise _rules().CampaignRuleError("each AI seat must be a different player of the "
                                             "campaign")
        ai = [name for name in options["names"] if name in wanted]    # seat order
        if self.in_progress is not None:
            self.abandon()
        self.in_progress = {"scenario": scenario, "started": _now(), "orc": orc,
                            "elves": options["names"][1:], "heroes": list(options["heroes"]),
                            "roles": list(options["roles"]), "level": options["level"],
                            "save": self._stored(save_path), "seed": int(seed), "ai": ai}
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

        ``outcome``: "orc", "elves" or "draw" (``engine.orc_wars.campaign.outcome_of(state.winners())``).
        Returns False, changing nothing, when ``save_path`` is not the game in
        progress (already recorded, or replaced by another game). Raises
        ``ValueError`` for an unknown outcome.
        """
        if outcome not in (_rules().ORC_SIDE, _rules().ELF_SIDE, _rules().DRAW):
            raise ValueError(f"unknown outcome {outcome!r}")
        if not self.is_in_progress(save_path):
            return False
        self._close_game(outcome)
        return True

    def game_mismatch(self, seed: int, options: dict) -> str | None:
        """Why a game (its ``seed`` and ``orc-wars`` options) is not the game in
        progress, in plain words; None when scenario, seed, players, heroes,
        roles and level are the ones :meth:`begin` set (or there is none)."""
        game = self.in_progress
        if game is None:
            return "the campaign has no game in progress"
        options = options if isinstance(options, dict) else {}
        wanted = {"scenario": game["scenario"], "seed": game["seed"],
                  "names": [game["orc"], *game["elves"]], "heroes": game["heroes"],
                  "roles": game["roles"], "level": game["level"]}
        found = {**{k: options.get(k) for k in wanted}, "seed": seed}
        for key, value in wanted.items():
            if found[key] != value:
                return (f"its {key} is {str(found[key])[:40]}, the campaign's game has "
                        f"{str(value)[:40]}")
        return None

    def abandon(self) -> None:
        """Move the game in progress (if any) to the history as abandoned."""
        if self.in_progress is not None:
            self._close_game(_rules().ABANDONED)

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
        records = _rules().table(self.results(), self.players, scenarios)
        return {"magic": CAMPAIGN_MAGIC, "format": CAMPAIGN_FORMAT, "game": GAME_ID,
                "id": self.id, "engine_version": fmt.engine_version(),
                "created": self.created, "updated": self.updated,
                "players": list(self.players),
                "history": [dict(g) for g in self.history],
                "in_progress": dict(self.in_progress) if self.in_progress else None,
                "results": {p: {s: r.to_data() for s, r in by.items()}
                            for p, by in records.items()},
                "levels": _rules().levels(self.results(), self.players, scenarios)}


def _same(a: Path | None, b: Path) -> bool:
    if a is None:
        return False
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except OSError:
        return False
