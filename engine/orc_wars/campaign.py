"""Orc Wars campaign rules: recorded results -> each player's experience level.

Rulebook: "Choosing Your Side" and "Dirty Tricks" (the experience table and
its five levels), "Reinforcement" (the True Orc's restricted reinforcement,
applied by the engine from the ``level`` option). The rulebook gives First
time, Novice and Trained exactly and only sketches Expert ("frequently wins")
and True Orc ("wins very often, whatever the scenario"). herotable's exact
definitions, in our words (also in docs/campaign.md and the campaign help):

Only games a player played **as the Orc** count toward their levels. The
dirty tricks make up for the harder side, so what matters is experience on
that side; games played as an Elf are recorded and shown, but change nothing.
A game counts once it has ended with a winner or a draw; abandoned games
never count. A seat the computer played (an AI seat, issue 41) is recorded
with its game but counts for nobody: the game changes no level of the player
whose seat the AI took, as the Orc or as an Elf (the people at the table, if
any, still count it). Levels are per player and per scenario, computed afresh from the
whole history each time, so they can go down as well as up.

- **First time**: the player has never finished this scenario as the Orc.
- **Novice**: has finished it as the Orc, but never won it.
- **Trained**: has won it as the Orc at least once.
- **Expert**: has won it as the Orc at least ``EXPERT_MIN_WINS`` (3) times,
  and those wins are at least half (``EXPERT_MIN_SHARE``) of all their games
  of this scenario as the Orc.
- **True Orc**: Expert in at least ``TRUE_ORC_MIN_EXPERT`` (3) different
  scenarios, and winner of at least two thirds (``TRUE_ORC_MIN_SHARE``) of
  all their games as the Orc, every scenario together. The title belongs to
  the player, not to a scenario: a True Orc plays every scenario as a True
  Orc, even one never played before.

The Orc player's level sets the game's ``level`` option: 3, 2, 1, 0 and 0
dirty tricks (``TRICKS_BY_LEVEL``).

Everything here is pure: functions over a sequence of :class:`GameResult`.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Mapping, Sequence

from .setup import LEVEL_NAMES, LEVELS, TRICKS_BY_LEVEL

ORC_SIDE, ELF_SIDE, DRAW, ABANDONED = "orc", "elves", "draw", "abandoned"
OUTCOMES = (ORC_SIDE, ELF_SIDE, DRAW, ABANDONED)
EXPERT_MIN_WINS = 3
EXPERT_MIN_SHARE = Fraction(1, 2)
TRUE_ORC_MIN_EXPERT = 3
TRUE_ORC_MIN_SHARE = Fraction(2, 3)
ROLES = ("paladin", "ranger", "sorcerer")


class CampaignRuleError(ValueError):
    """A campaign request the rules refuse (unknown player, bad sides); one line."""


@dataclass(frozen=True)
class GameResult:
    """One campaign game: ``scenario`` id, ``orc`` (the Orc player's name),
    ``elves`` (the Elf players' names, seat order), ``outcome``: "orc"
    or "elves" (the side that won), "draw", or "abandoned" (never counts),
    and ``ai``: the players whose seats the computer played (their records
    leave this game out)."""

    scenario: str
    orc: str
    elves: tuple[str, ...]
    outcome: str
    ai: tuple[str, ...] = ()


@dataclass(frozen=True)
class Record:
    """One player's finished games in one scenario: as the Orc (played, won)
    and as an Elf (played, won). Draws count as played, not won."""

    orc_played: int = 0
    orc_won: int = 0
    elf_played: int = 0
    elf_won: int = 0

    def to_data(self) -> dict:
        """The four counts as a msgpack-ready map."""
        return {"orc_played": self.orc_played, "orc_won": self.orc_won,
                "elf_played": self.elf_played, "elf_won": self.elf_won}


def outcome_of(winners: Sequence[int]) -> str:
    """The side that won from ``state.winners()``: seat 0 is the Orc, so
    ``[0]`` -> "orc", Elf seats -> "elves", ``[]`` -> "draw"."""
    if not winners:
        return DRAW
    return ORC_SIDE if 0 in winners else ELF_SIDE


def _finished(results: Iterable[GameResult]) -> list[GameResult]:
    return [r for r in results if r.outcome != ABANDONED]


def record(results: Iterable[GameResult], player: str, scenario: str) -> Record:
    """``player``'s :class:`Record` in ``scenario`` (abandoned games, and games in
    which the AI played ``player``'s seat, left out)."""
    orc_played = orc_won = elf_played = elf_won = 0
    for r in _finished(results):
        if r.scenario != scenario or player in r.ai:
            continue
        if r.orc == player:
            orc_played += 1
            orc_won += r.outcome == ORC_SIDE
        elif player in r.elves:
            elf_played += 1
            elf_won += r.outcome == ELF_SIDE
    return Record(orc_played, orc_won, elf_played, elf_won)


def table(results: Sequence[GameResult], players: Sequence[str],
          scenarios: Sequence[str]) -> dict[str, dict[str, Record]]:
    """``{player: {scenario: Record}}`` for every player and scenario given."""
    return {p: {s: record(results, p, s) for s in scenarios} for p in players}


def _is_expert(rec: Record) -> bool:
    return (rec.orc_won >= EXPERT_MIN_WINS
            and Fraction(rec.orc_won, rec.orc_played) >= EXPERT_MIN_SHARE)


def scenario_level(results: Sequence[GameResult], player: str, scenario: str) -> str:
    """First time / novice / trained / expert from this scenario alone (no True Orc)."""
    rec = record(results, player, scenario)
    if rec.orc_played == 0:
        return "first-time"
    if rec.orc_won == 0:
        return "novice"
    return "expert" if _is_expert(rec) else "trained"


def is_true_orc(results: Sequence[GameResult], player: str) -> bool:
    """True when ``player`` is Expert in ``TRUE_ORC_MIN_EXPERT`` scenarios and
    has won at least ``TRUE_ORC_MIN_SHARE`` of all their games as the Orc."""
    games = [r for r in _finished(results) if r.orc == player and player not in r.ai]
    if not games:
        return False
    wins = sum(r.outcome == ORC_SIDE for r in games)
    if Fraction(wins, len(games)) < TRUE_ORC_MIN_SHARE:
        return False
    scenarios = sorted({r.scenario for r in games})
    experts = sum(_is_expert(record(games, player, s)) for s in scenarios)
    return experts >= TRUE_ORC_MIN_EXPERT


def level(results: Sequence[GameResult], player: str, scenario: str) -> str:
    """``player``'s experience level when playing the Orc in ``scenario``:
    one of ``LEVELS`` ("first-time", "novice", "trained", "expert", "true-orc")."""
    if is_true_orc(results, player):
        return "true-orc"
    return scenario_level(results, player, scenario)


def levels(results: Sequence[GameResult], players: Sequence[str],
           scenarios: Sequence[str]) -> dict[str, dict[str, str]]:
    """``{player: {scenario: level}}`` for every player and scenario given."""
    return {p: {s: level(results, p, s) for s in scenarios} for p in players}


def tricks_for(level_id: str) -> int:
    """Dirty trick cards dealt to an Orc of ``level_id`` (3/2/1/0/0).

    Raises ``CampaignRuleError`` for an unknown level."""
    if level_id not in TRICKS_BY_LEVEL:
        raise CampaignRuleError(f"unknown level {level_id!r} (known: {', '.join(LEVELS)})")
    return TRICKS_BY_LEVEL[level_id]


def next_scenario(results: Sequence[GameResult], scenarios: Sequence[str]) -> str:
    """The scenario the campaign recommends next (rulebook "Choosing a
    Scenario": play them in order, easiest first).

    The first scenario, in ``scenarios`` order, that no finished game of the
    campaign has used yet; once all have been played, the one after the
    scenario of the last finished game (wrapping round). Raises
    ``CampaignRuleError`` for an empty ``scenarios``.
    """
    if not scenarios:
        raise CampaignRuleError("the game has no scenarios")
    done = _finished(results)
    played = {r.scenario for r in done}
    for scenario in scenarios:
        if scenario not in played:
            return scenario
    last = done[-1].scenario
    index = list(scenarios).index(last) if last in scenarios else -1
    return scenarios[(index + 1) % len(scenarios)]


def game_options(results: Sequence[GameResult], players: Sequence[str], scenario: str,
                 orc: str, heroes: Sequence[str] | None = None,
                 roles: Sequence[str] | None = None) -> dict:
    """The ``orc-wars`` options for a campaign game (rulebook "Choosing Your Side").

    ``players``: the campaign's player names (2 to 4); ``orc``: the one who
    plays the Orc (seat 0); the others are the Elves, seats 1.. in campaign
    order. ``heroes``/``roles``: one per Elf (default: Paladin, Ranger,
    Sorcerer in order). The ``level`` is the Orc player's level in this
    scenario. Returns ``{"scenario", "level", "names", "heroes", "roles"}``.
    Raises ``CampaignRuleError`` for an unknown Orc player, a wrong number of
    players, heroes or roles, or two Elves with the same role (the game itself
    checks hero and role ids and the scenario).
    """
    players = list(players)
    if not 2 <= len(players) <= 4:
        raise CampaignRuleError(f"a campaign game needs 2 to 4 players, not {len(players)}")
    if orc not in players:
        raise CampaignRuleError(f"{orc!r} is not a player of this campaign")
    elves = [p for p in players if p != orc]
    heroes = list(heroes) if heroes is not None else list(ROLES[:len(elves)])
    roles = list(roles) if roles is not None else list(ROLES[:len(elves)])
    if len(heroes) != len(elves) or len(roles) != len(elves):
        raise CampaignRuleError(f"give one hero and one role for each of the {len(elves)} "
                                "Elves")
    if len(set(roles)) != len(roles):
        raise CampaignRuleError("each Elf needs a different role")
    return {"scenario": scenario, "level": level(results, orc, scenario),
            "names": [orc, *elves], "heroes": heroes, "roles": roles}


def results_from_data(history: Iterable[Mapping]) -> list[GameResult]:
    """:class:`GameResult` list from history maps with ``scenario``, ``orc``,
    ``elves``, ``outcome`` and (optional, as in files of campaign format 1) ``ai``
    keys, already type-checked by the caller."""
    return [GameResult(str(h["scenario"]), str(h["orc"]), tuple(h["elves"]), str(h["outcome"]),
                       tuple(h.get("ai") or ()))
            for h in history]
