"""Heroes of Timeline content: load and validate ``content/teams.toml``.

Rulebook sections "Teams", "Pre-game: Cards" (a Hero card gives movement
range, ranged distance, Regular and Superior Armor sides and an Ability) and
"Box Contents" (16 heroes, 10 bases, 32 Regular and 16 Superior Armor).
Every problem raises ``engine.ContentError(file, entry, field, problem)``:
``entry`` is a team or hero id (``teams[2]`` when it has none, ``-`` for the
file as a whole), ``field`` the key (``ability.eliminations``).
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..core import tomlcache
from ..core.tomlcheck import REQUIRED, Checker

BOX_HEROES = 16
BOX_BASES = 10               # so at most 5 heroes a side
BOX_REGULAR, BOX_SUPERIOR = 32, 16
MAX_STAT = 6

# primitive -> (what carries it, declared at Turn start, parameter spec for Checker.effect_params)
HERO_PRIMITIVES: dict[str, tuple[bool, dict]] = {
    "wall_breaker": (False, {}),
    "chain_melee": (False, {"eliminations": (("int", 2), 2)}),
    "rage": (True, {"movement": (("int", 0), 1)}),
    "bulwark": (False, {}),
    "siege_mode": (True, {"ranged": (("int", 1), REQUIRED)}),
    "transmute": (False, {"reach": (("int", 0), 1)}),
    "arc_shot": (False, {}),
    "turn_sector": (False, {}),
    "piercing_shot": (False, {}),
    "pass_through_heroes": (False, {}),
    "swap_places": (False, {}),
    "best_side": (False, {}),
    "crushing_melee": (False, {}),
    "turn_target": (False, {}),
    "blink": (False, {"distance": (("int", 1), REQUIRED)}),
}
TEAM_PRIMITIVES: dict[str, tuple[bool, dict]] = {
    "dominators": (False, {}),
    "wall_raisers": (False, {}),
    "vanishing_step": (True, {"distance": (("int", 1), REQUIRED)}),
    "phase_walk": (True, {}),
}

_TEAM_KEYS = {"id": True, "name": True, "size": True, "skill": True, "text": True}
_HERO_KEYS = {"id": True, "name": True, "team": True, "movement": True, "ranged": True,
              "regular": True, "superior": True, "ability": True, "text": True}


@dataclass(frozen=True)
class Power:
    """A named primitive with parameters: ``primitive``, ``declare`` (at Turn
    start), ``params`` (sorted ``(name, value)`` pairs)."""

    primitive: str
    declare: bool
    params: tuple

    def get(self, name: str, default: Any = None) -> Any:
        """The value of parameter ``name`` (or ``default``)."""
        return dict(self.params).get(name, default)


@dataclass(frozen=True)
class HeroDef:
    """One Hero card: id, name, team id, movement, ranged (0: none), armor counts, ability."""

    id: str
    name: str
    team: str
    movement: int
    ranged: int
    regular: int
    superior: int
    ability: Power
    text: str


@dataclass(frozen=True)
class TeamDef:
    """One Team card: id, name, size, skill, text and its heroes' ids in file order."""

    id: str
    name: str
    size: int
    skill: Power
    text: str
    heroes: tuple


@dataclass(frozen=True)
class Content:
    """The validated set: ``teams`` and ``heroes`` by id (teams in file order)."""

    teams: dict
    heroes: dict


def _power(check: Checker, data: Any, table: dict, entry: str, field: str) -> Power:
    data = check.table(data, entry, field)
    name = data.get("primitive")
    if not isinstance(name, str) or name not in table:
        check.fail(entry, f"{field}.primitive", f"{name!r} is not one of: {', '.join(table)}")
    declare, spec = table[name]
    params = check.effect_params({k: v for k, v in data.items() if k != "primitive"},
                                 name, spec, entry, field, MAX_STAT)
    return Power(name, declare, params)


def parse(data: Any, file: str = "teams.toml") -> Content:
    """Validate parsed TOML ``data`` (a dict) and build the ``Content``.

    Raises ``ContentError`` naming ``file``, the entry and the field.
    """
    check = Checker(file)
    check.table(data, "-", "-")
    check.keys(data, ("teams", "heroes"), "-")
    teams: dict[str, dict] = {}
    for i, raw in enumerate(data.get("teams") or []):
        entry = raw.get("id") if isinstance(raw, dict) and isinstance(raw.get("id"), str) \
            else f"teams[{i}]"
        raw = check.table(raw, entry, "-")
        check.keys(raw, _TEAM_KEYS, entry)
        check.required(raw, _TEAM_KEYS, entry)
        tid = check.ident(raw["id"], entry, "id")
        if tid in teams:
            check.fail(entry, "id", "duplicate team id")
        teams[tid] = {"name": check.string(raw["name"], entry, "name"),
                      "size": check.integer(raw["size"], entry, "size", 1, BOX_BASES // 2),
                      "skill": _power(check, raw["skill"], TEAM_PRIMITIVES, entry, "skill"),
                      "text": check.string(raw["text"], entry, "text"), "heroes": []}
    if len(teams) < 2:
        check.fail("-", "teams", "at least two teams are needed")
    heroes: dict[str, HeroDef] = {}
    for i, raw in enumerate(data.get("heroes") or []):
        entry = raw.get("id") if isinstance(raw, dict) and isinstance(raw.get("id"), str) \
            else f"heroes[{i}]"
        raw = check.table(raw, entry, "-")
        check.keys(raw, _HERO_KEYS, entry)
        check.required(raw, _HERO_KEYS, entry)
        hid = check.ident(raw["id"], entry, "id")
        if hid in heroes:
            check.fail(entry, "id", "duplicate hero id")
        team = check.string(raw["team"], entry, "team")
        if team not in teams:
            check.fail(entry, "team", f"unknown team {team!r} (known: {', '.join(teams)})")
        stats = {k: check.integer(raw[k], entry, k, 0, MAX_STAT)
                 for k in ("movement", "ranged", "regular", "superior")}
        if stats["regular"] + stats["superior"] > 6:
            check.fail(entry, "superior", "a hero has six sides: regular + superior must be "
                       "at most 6")
        heroes[hid] = HeroDef(hid, check.string(raw["name"], entry, "name"), team,
                              ability=_power(check, raw["ability"], HERO_PRIMITIVES, entry,
                                             "ability"),
                              text=check.string(raw["text"], entry, "text"), **stats)
        teams[team]["heroes"].append(hid)
    for tid, t in teams.items():
        if len(t["heroes"]) != t["size"]:
            check.fail(tid, "size", f"the team lists {len(t['heroes'])} heroes, not {t['size']}")
    if len(heroes) != BOX_HEROES:
        check.fail("-", "heroes", f"the box holds {BOX_HEROES} heroes, the file {len(heroes)}")
    armor = {tid: (sum(heroes[h].regular for h in t["heroes"]),
                   sum(heroes[h].superior for h in t["heroes"])) for tid, t in teams.items()}
    for a in teams:
        for b in teams:
            if a < b and (armor[a][0] + armor[b][0] > BOX_REGULAR
                          or armor[a][1] + armor[b][1] > BOX_SUPERIOR):
                check.fail(b, "heroes", f"with {a} the teams need more armor than the box "
                           f"holds ({BOX_REGULAR} Regular, {BOX_SUPERIOR} Superior)")
    built = {tid: TeamDef(tid, t["name"], t["size"], t["skill"], t["text"], tuple(t["heroes"]))
             for tid, t in teams.items()}
    return Content(built, heroes)


def parse_text(text: str, file: str = "teams.toml") -> Content:
    """Parse TOML text and validate it; ``ContentError`` for bad TOML too."""
    check = Checker(file)
    try:
        data = tomlcache.loads(text)
    except tomllib.TOMLDecodeError as exc:
        check.fail("-", "-", f"not valid TOML: {exc}")
    return parse(data, file)


@functools.lru_cache(maxsize=1)
def load_content() -> Content:
    """The built-in teams and heroes (read once, validated)."""
    text = resources.files(__package__).joinpath("content/teams.toml").read_text("utf-8")
    return parse_text(text)


def team_ids() -> tuple[str, ...]:
    """The team ids in file order."""
    return tuple(load_content().teams)
