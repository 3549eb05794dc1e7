"""Pack of Heroes content: load and validate ``content/*.toml`` (teams and weapons).

Every problem raises ``engine.ContentError(file, entry, field, problem)``
with one line: ``entry`` is a team, hero or weapon id (``heroes[2]`` when it
has none, ``-`` for the file) and ``field`` the key (``health``,
``powers[1].cost``). ``load_file`` checks one file; ``check_set`` checks the
whole set against the box (rulebook, "Game Contents": 8 set teams of 5
heroes, 1 Leader, 2 Fighters and 2 Sidekicks each; 12 weapons).
``load_content`` reads the built-in files once.
"""
from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from importlib import resources
from typing import Any

from ..core import tomlcache
from ..core.tomlcheck import ID_RE, Checker

LESSONS_FILE = "lessons.toml"   # not a team: the guided games' positions (lessons.py)
from . import model as M
from .catalogue import EFFECTS, STANDING

TEAMS = 8
WEAPONS = 12
MAX_HEALTH = 12
MAX_SPEED = 4
MAX_VALUE = 8

_TEAM_KEYS = {"id": True, "name": True, "style": True}
_HERO_KEYS = {"id": True, "name": True, "rank": True, "health": True, "move": True,
              "speed": True, "powers": True}
_WEAPON_KEYS = {"id": True, "name": True, "power": True}
_POWER_KEYS = ("name", "type", "value", "cost", "effect", "mandatory")
_COST_RE = re.compile(r"(red|green|blue)(?:/(red|green|blue)| x2)?")


def parse_cost(text: Any, ck: Checker, entry: str, field: str) -> M.Cost:
    """``"red"``, ``"red/green"`` or ``"blue x2"`` as a ``Cost``; ContentError otherwise."""
    ck.string(text, entry, field)
    match = _COST_RE.fullmatch(text)
    if not match:
        ck.fail(entry, field, f"{text!r} is not a cost (\"red\", \"red/green\", \"blue x2\")")
    first, other = match.group(1), match.group(2)
    if text.endswith(" x2"):
        return M.Cost("double", (first,))
    if other:
        if other == first:
            ck.fail(entry, field, f"{text!r} names the same colour twice (use \"{first} x2\")")
        return M.Cost("either", (first, other))
    return M.Cost("one", (first,))


def parse_power(raw: Any, ck: Checker, entry: str, field: str, weapon: bool = False) -> M.Power:
    """One power table; ``weapon``: a weapon's power (no name, weapon types)."""
    data = ck.table(raw, entry, field)
    extra = set()
    effect = data.get("effect")
    if isinstance(effect, str) and effect in EFFECTS:
        extra = set(EFFECTS[effect][2])
    for key in data:
        if key not in _POWER_KEYS and key not in extra:
            ck.fail(entry, f"{field}.{key}", "unknown key (allowed: "
                    + ", ".join(_POWER_KEYS + tuple(sorted(extra))) + ")")
    for key in ("type", "effect") + (() if weapon else ("name",)):
        if key not in data:
            ck.fail(entry, f"{field}.{key}", "missing required key")
    name = ck.string(data["name"], entry, f"{field}.name") if "name" in data else ""
    ptype = ck.enum(data["type"], M.WEAPON_TYPES if weapon else M.TYPES, entry, f"{field}.type")
    effect = ck.enum(data["effect"], tuple(EFFECTS), entry, f"{field}.effect")
    types, needs_value, spec = EFFECTS[effect]
    if ptype not in types:
        ck.fail(entry, f"{field}.effect", f"{effect} is not a {ptype} power "
                f"(it fits: {', '.join(types)})")
    if needs_value:
        if "value" not in data:
            ck.fail(entry, f"{field}.value", f"{effect} needs a value")
        value = ck.integer(data["value"], entry, f"{field}.value", 1, MAX_VALUE)
    else:
        if "value" in data:
            ck.fail(entry, f"{field}.value", f"{effect} takes no value")
        value = 0
    if "cost" in data:
        if ptype == "arrival":
            ck.fail(entry, f"{field}.cost", "arrival powers cost nothing (rulebook, \"Powers\")")
        cost = parse_cost(data["cost"], ck, entry, f"{field}.cost")
    elif ptype in ("arrival", "constant"):
        cost = M.FREE
    else:
        ck.fail(entry, f"{field}.cost", f"a {'weapon' if weapon else ptype} power needs a cost")
    mandatory = False
    if "mandatory" in data:
        if ptype != "constant":
            ck.fail(entry, f"{field}.mandatory", "only constant powers can be mandatory")
        mandatory = ck.boolean(data["mandatory"], entry, f"{field}.mandatory")
    params = ck.effect_params({k: v for k, v in data.items() if k in spec}, effect, spec,
                              entry, field, MAX_VALUE)
    if effect == "attack" and ptype in M.ATTACK_TYPES and "reach" in data:
        ck.fail(entry, f"{field}.reach", f"a {ptype} attack's reach comes from its type")
    reach = dict(params).get("reach")
    if weapon and reach in ("adjacent", "all_adjacent"):
        ck.fail(entry, f"{field}.reach", "a weapon belongs to no hero: its reach must be any")
    if weapon and dict(params).get("who") not in (None, "any"):
        ck.fail(entry, f"{field}.who", "a weapon belongs to no hero: who must be any")
    return M.Power(name, ptype, value, cost, effect, params, "", mandatory)


def _hero(raw: Any, index: int, team: str, ck: Checker) -> M.HeroDef:
    entry = f"heroes[{index}]"
    data = ck.table(raw, entry, "-")
    if isinstance(data.get("id"), str) and ID_RE.fullmatch(data["id"]):
        entry = data["id"]
    ck.keys(data, tuple(_HERO_KEYS), entry)
    ck.required(data, _HERO_KEYS, entry)
    hid = ck.ident(data["id"], entry, "id")
    powers = data["powers"]
    if not isinstance(powers, list) or not 1 <= len(powers) <= 3:
        ck.fail(entry, "powers", "expected an array of 1 to 3 power tables")
    parsed = tuple(parse_power(p, ck, entry, f"powers[{i}]") for i, p in enumerate(powers))
    names = [p.name for p in parsed]
    if len(set(names)) != len(names):
        ck.fail(entry, "powers", "two powers share a name")
    used = [p for p in parsed if p.type == "constant" and p.effect not in STANDING]
    if len(used) > 1 or sum(p.type == "arrival" for p in parsed) > 1:
        ck.fail(entry, "powers", "at most one constant and one arrival power per hero")
    from .describe import with_text
    return M.HeroDef(hid, ck.string(data["name"], entry, "name"), team,
                     ck.enum(data["rank"], M.RANKS, entry, "rank"),
                     ck.integer(data["health"], entry, "health", 2, MAX_HEALTH),
                     ck.enum(data["move"], M.MOVES, entry, "move"),
                     ck.integer(data["speed"], entry, "speed", 1, MAX_SPEED),
                     tuple(with_text(p) for p in parsed))


def _load(data: bytes, file: str) -> tuple[Checker, dict]:
    ck = Checker(file)
    try:
        raw = tomlcache.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        ck.fail("-", "-", f"not UTF-8 text: {exc.reason} at byte {exc.start}")
    except tomllib.TOMLDecodeError as exc:
        ck.fail("-", "-", f"TOML syntax error: {exc}")
    return ck, raw


def load_file(data: bytes, file: str) -> tuple[list, list, list]:
    """Validate one file's bytes; return (teams, heroes, weapons) found in it.

    A file holds either one ``[team]`` with its ``[[heroes]]`` (exactly 5:
    1 leader, 2 fighters, 2 sidekicks) or ``[[weapons]]``. Raises
    ``ContentError`` for bad UTF-8, TOML syntax and any schema problem.
    """
    ck, raw = _load(data, file)
    ck.keys(raw, ("team", "heroes", "weapons"), "-")
    teams, heroes, weapons = [], [], []
    if "weapons" in raw:
        if "team" in raw or "heroes" in raw:
            ck.fail("-", "weapons", "a file holds a team or weapons, not both")
        entries = raw["weapons"]
        if not isinstance(entries, list) or not entries:
            ck.fail("weapons", "-", "expected a non-empty array of [[weapons]] tables")
        from .describe import with_text
        for index, w in enumerate(entries):
            entry = f"weapons[{index}]"
            w = ck.table(w, entry, "-")
            if isinstance(w.get("id"), str) and ID_RE.fullmatch(w["id"]):
                entry = w["id"]
            ck.keys(w, tuple(_WEAPON_KEYS), entry)
            ck.required(w, _WEAPON_KEYS, entry)
            name = ck.string(w["name"], entry, "name")
            power = parse_power(w["power"], ck, entry, "power", weapon=True)
            power = with_text(dataclasses.replace(power, name=name))
            weapons.append(M.WeaponDef(ck.ident(w["id"], entry, "id"), name, power))
        return teams, heroes, weapons
    if "team" not in raw:
        ck.fail("-", "team", "missing required section (or [[weapons]])")
    table = ck.table(raw["team"], "team", "-")
    ck.keys(table, tuple(_TEAM_KEYS), "team")
    ck.required(table, _TEAM_KEYS, "team")
    tid = ck.ident(table["id"], "team", "id")
    entries = raw.get("heroes")
    if not isinstance(entries, list) or len(entries) != M.TEAM_SIZE:
        ck.fail(tid, "heroes", f"a set team has exactly {M.TEAM_SIZE} [[heroes]]")
    heroes = [_hero(h, i, tid, ck) for i, h in enumerate(entries)]
    ranks = [h.rank for h in heroes]
    for rank, limit in M.RANK_LIMIT.items():
        if ranks.count(rank) != limit:
            ck.fail(tid, "heroes", f"a set team has {limit} {rank}(s), this one "
                    f"{ranks.count(rank)} (rulebook, \"Draft a team\")")
    teams.append(M.TeamDef(tid, ck.string(table["name"], tid, "name"),
                           ck.string(table["style"], tid, "style"),
                           tuple(h.id for h in heroes)))
    return teams, heroes, weapons


def check_set(files: list[tuple[str, tuple]]) -> M.Content:
    """The whole set from ``[(file name, load_file result)]``: unique ids, 8 teams, 12 weapons."""
    teams, heroes, weapons, seen = {}, {}, {}, {}
    for file, (ts, hs, ws) in files:
        ck = Checker(file)
        for kind, items, into in (("team", ts, teams), ("hero", hs, heroes),
                                  ("weapon", ws, weapons)):
            for item in items:
                if item.id in seen:
                    ck.fail(item.id, "id", f"id already used in {seen[item.id]}")
                seen[item.id] = file
                into[item.id] = item
    ck = Checker("content")
    if len(teams) != TEAMS:
        ck.fail("-", "team", f"the box holds {TEAMS} set teams, found {len(teams)}")
    if len(weapons) != WEAPONS:
        ck.fail("-", "weapons", f"the box holds {WEAPONS} weapons, found {len(weapons)}")
    return M.Content(teams, heroes, weapons)


@functools.lru_cache(maxsize=1)
def load_content() -> M.Content:
    """The built-in set from ``content/*.toml`` (sorted by file name), read once."""
    folder = resources.files(__package__).joinpath("content")
    paths = sorted((p for p in folder.iterdir()
                    if p.name.endswith(".toml") and p.name != LESSONS_FILE),
                   key=lambda p: p.name)
    return check_set([(p.name, load_file(p.read_bytes(), p.name)) for p in paths])
