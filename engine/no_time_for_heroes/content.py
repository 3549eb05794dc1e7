"""No Time For Heroes content: load and validate ``content/*.toml``.

Every problem raises ``engine.ContentError(file, entry, field, problem)``
with one line: ``entry`` is a record id (or ``hosts[3]`` when it has no
usable id, ``-`` for the file), ``field`` the key (``loot[2]``,
``effects[0].count``). ``load_content`` reads the built-in files once and
checks the box against the published component counts (4 hero cards of 2
heroes, 4 class decks of 15 Ability cards, 27 Hosts, 3 Warlords, 14 Market
cards of 9 kinds, 12 Scenarios; ../shared/components/no-time-for-heroes.md).
``load_text`` validates one file's text (tests use it for broken files).
"""
from __future__ import annotations

import functools
import tomllib
from importlib import resources
from typing import Any

from ..core import tomlcache
from ..core.errors import ContentError
from ..core.tomlcheck import ID_RE, REQUIRED, Checker
from . import cards as C
from .cards import CardDef, Content, Effect, HeroDef, HostDef, ScenarioDef, WarlordDef

FILES = ("heroes.toml", "abilities.toml", "market.toml", "horde.toml", "scenarios.toml")
BOX = {"hero cards": 4, "heroes": 8, "deck size": 15, "hosts": 27, "warlords": 3,
       "market cards": 14, "market kinds": 9, "scenarios": 12}

_N = (("int", 1), REQUIRED)
_WHO = ("self", "every", "others")
EFFECT_PARAMS: dict[str, dict] = {
    "lose": {"count": _N},
    "draw": {"count": _N, "first_of_turn": (("bool", None), False)},
    "glory": {"amount": _N},
    "coins": {"amount": _N},
    "shield": {"amount": _N},
    "block": {},
    "end_attack": {},
    "recover": {"count": _N, "who": (("enum", _WHO), "self")},
    "heal": {"amount": _N},
    "reveal_add": {},
    "repeat_bonus": {"damage": _N},
    "pay_coins": {"amount": _N},
    "rapid_shot": {},
    "friendly_fire": {"who": (("enum", ("fewest_wounds", "others")), REQUIRED), "count": _N},
    "recover_card": {"card": (("enum", None), REQUIRED)},
    "shuffle_deck": {},
    "swap_enemy": {},
    "cancel_attack": {},
    "lose_per_enemy": {"count": _N},
    "corrode": {"bonus": _N},
    "coin_on_defeat": {"amount": _N, "first_of_turn": (("bool", None), False)},
    "steal_coins": {"amount": _N},
    "coins_per_enemy": {"amount": _N},
    "set_trap": {},
    "sharpen": {"amount": _N},
    "take_from_wear": {},
    "recover_self": {"icon": (("enum", C.ICONS), REQUIRED)},
}
# primitives that need an enemy target on the card
NEEDS_ENEMY = ("block", "swap_enemy", "corrode")

_HERO_KEYS = {"id": True, "name": True, "name_es": True, "card": True, "class": True,
              "icons": True, "penalty_icons": True, "hearts": True, "expertise_uses": True,
              "expertise": True, "text": True}
_CARD_KEYS = {"id": True, "name": True, "name_es": True, "copies": True, "damage": True,
              "target": True, "effects": True, "text": True, "single_use": False}
_MARKET_KEYS = dict(_CARD_KEYS, cost=True, icons=True, penalty_icons=False)
_HOST_KEYS = {"id": True, "name": True, "name_es": True, "fortitude": True, "glory": True,
              "icon": True, "magic_resistance": False, "loot": True}
_WARLORD_KEYS = {"id": True, "name": True, "name_es": True, "fortitude": True,
                 "expertise": True, "amount": True, "text": True}
_SCENARIO_KEYS = {"id": True, "name": True, "name_es": True, "effect": True, "amount": False,
                  "text": True}


def _parse(text: str, file: str) -> dict:
    ck = Checker(file)
    try:
        return tomlcache.loads(text)
    except tomllib.TOMLDecodeError as exc:
        ck.fail("-", "-", f"TOML syntax error: {exc}")


def _entries(raw: dict, section: str, ck: Checker) -> list:
    if section not in raw:
        ck.fail("-", section, "missing required section")
    items = raw[section]
    if not isinstance(items, list) or not items:
        ck.fail("-", section, f"expected a non-empty array of [[{section}]] tables")
    return items


def _entry(raw: Any, section: str, index: int, keys: dict, ck: Checker) -> tuple[dict, str]:
    entry = f"{section}[{index}]"
    data = ck.table(raw, entry, "-")
    if isinstance(data.get("id"), str) and ID_RE.fullmatch(data["id"]):
        entry = data["id"]
    ck.keys(data, tuple(keys), entry)
    ck.required(data, keys, entry)
    ck.ident(data["id"], entry, "id")
    for key in ("name", "name_es"):
        ck.string(data[key], entry, key)
    if "text" in data:
        ck.string(data["text"], entry, "text")
    return data, entry


def _icons(value: Any, entry: str, field: str, ck: Checker) -> tuple:
    if not isinstance(value, list):
        ck.fail(entry, field, "expected an array of icons")
    for i, icon in enumerate(value):
        ck.enum(icon, C.ICONS, entry, f"{field}[{i}]")
    if len(set(value)) != len(value):
        ck.fail(entry, field, "an icon is listed twice")
    return tuple(value)


def _unique(records: list, ck: Checker) -> dict:
    out = {}
    for r in records:
        if r.id in out:
            ck.fail(r.id, "id", "duplicate id in this file")
        out[r.id] = r
    return out


# ------------------------------------------------------------------ heroes
def load_heroes(text: str, file: str = "heroes.toml") -> dict:
    """{id: HeroDef} from heroes.toml text; ``ContentError`` on any fault."""
    ck = Checker(file)
    raw = _parse(text, file)
    ck.keys(raw, ("heroes",), "-")
    heroes = []
    for i, item in enumerate(_entries(raw, "heroes", ck)):
        d, e = _entry(item, "heroes", i, _HERO_KEYS, ck)
        heroes.append(HeroDef(
            id=d["id"], name=d["name"], name_es=d["name_es"],
            card=ck.integer(d["card"], e, "card", 1, BOX["hero cards"]),
            klass=ck.enum(d["class"], C.CLASSES, e, "class"),
            icons=_icons(d["icons"], e, "icons", ck),
            penalty_icons=_icons(d["penalty_icons"], e, "penalty_icons", ck),
            hearts=ck.integer(d["hearts"], e, "hearts", 1, 5),
            expertise_uses=ck.integer(d["expertise_uses"], e, "expertise_uses", 1, 2),
            expertise=ck.enum(d["expertise"], C.HERO_EXPERTISE, e, "expertise"),
            text=d["text"]))
        if not heroes[-1].icons:
            ck.fail(e, "icons", "a hero needs at least one icon")
        if set(heroes[-1].icons) & set(heroes[-1].penalty_icons):
            ck.fail(e, "penalty_icons", "an icon cannot be both full and at -1")
    return _unique(heroes, ck)


# ------------------------------------------------------------------ cards
def _effects(raw: Any, entry: str, ck: Checker, card_ids: tuple) -> tuple:
    if not isinstance(raw, list):
        ck.fail(entry, "effects", "expected an array of effects")
    out = []
    for i, item in enumerate(raw):
        field = f"effects[{i}]"
        data = ck.table(item, entry, field)
        if "effect" not in data:
            ck.fail(entry, f"{field}.effect", "missing effect name")
        name = ck.enum(data["effect"], tuple(EFFECT_PARAMS), entry, f"{field}.effect")
        spec = dict(EFFECT_PARAMS[name])
        if name == "recover_card":
            spec["card"] = (("enum", card_ids), REQUIRED)
        out.append(Effect(name, ck.effect_params(data, name, spec, entry, field,
                                                 int_maximum=9)))
    return tuple(out)


def _card(d: dict, e: str, kind: str, klass: str, ck: Checker, card_ids: tuple) -> CardDef:
    target = ck.enum(d["target"], C.TARGETS, e, "target")
    effects = _effects(d["effects"], e, ck, card_ids)
    damage = ck.integer(d["damage"], e, "damage", 0, 9)
    if target == "none" and damage:
        ck.fail(e, "target", "a card with Damage needs a target")
    if target == "none" and any(x.name in NEEDS_ENEMY for x in effects):
        ck.fail(e, "target", "this card's effects need an enemy target")
    extra = {}
    if kind == "market":
        extra = {"cost": ck.integer(d["cost"], e, "cost", 0, 10),
                 "icons": _icons(d["icons"], e, "icons", ck),
                 "penalty_icons": _icons(d.get("penalty_icons", []), e, "penalty_icons", ck)}
    return CardDef(id=d["id"], name=d["name"], name_es=d["name_es"], kind=kind, klass=klass,
                   copies=ck.integer(d["copies"], e, "copies", 1, 8), damage=damage,
                   target=target, effects=effects, text=d["text"],
                   single_use=ck.boolean(d.get("single_use", False), e, "single_use"),
                   **extra)


def _ids_in(raw: dict, section: str, sub: str | None = None) -> tuple:
    out = []
    for item in raw.get(section, []) if isinstance(raw.get(section), list) else []:
        rows = item.get(sub, []) if sub and isinstance(item, dict) else [item]
        out += [r.get("id") for r in rows if isinstance(r, dict) and isinstance(r.get("id"), str)]
    return tuple(out)


def load_abilities(text: str, file: str = "abilities.toml") -> tuple[dict, dict]:
    """({id: CardDef}, {class: ((id, copies), ...)}) from abilities.toml text."""
    ck = Checker(file)
    raw = _parse(text, file)
    ck.keys(raw, ("decks",), "-")
    ids = _ids_in(raw, "decks", "cards")
    defs, decks = {}, {}
    for i, deck in enumerate(_entries(raw, "decks", ck)):
        data = ck.table(deck, f"decks[{i}]", "-")
        ck.keys(data, ("class", "cards"), f"decks[{i}]")
        klass = ck.enum(data.get("class"), C.CLASSES, f"decks[{i}]", "class")
        if klass in decks:
            ck.fail(klass, "class", "a second deck for this class")
        rows = []
        for j, item in enumerate(_entries(data, "cards", Checker(file))):
            d, e = _entry(item, f"{klass}.cards", j, _CARD_KEYS, ck)
            card = _card(d, e, "ability", klass, ck, ids)
            if card.id in defs:
                ck.fail(card.id, "id", "duplicate card id in this file")
            defs[card.id] = card
            rows.append((card.id, card.copies))
        total = sum(n for _, n in rows)
        if total != BOX["deck size"]:
            ck.fail(klass, "cards", f"the {klass} deck has {total} cards, not {BOX['deck size']}")
        decks[klass] = tuple(rows)
    return defs, decks


def load_market(text: str, file: str = "market.toml") -> dict:
    """{id: CardDef} of the Market cards from market.toml text."""
    ck = Checker(file)
    raw = _parse(text, file)
    ck.keys(raw, ("cards",), "-")
    cards = [_card(*_entry(item, "cards", i, _MARKET_KEYS, ck), "market", "", ck, ())
             for i, item in enumerate(_entries(raw, "cards", ck))]
    return _unique(cards, ck)


# ------------------------------------------------------------------ horde
def load_horde(text: str, file: str = "horde.toml") -> tuple[dict, dict]:
    """({id: HostDef}, {id: WarlordDef}) from horde.toml text."""
    ck = Checker(file)
    raw = _parse(text, file)
    ck.keys(raw, ("hosts", "warlords"), "-")
    hosts = []
    for i, item in enumerate(_entries(raw, "hosts", ck)):
        d, e = _entry(item, "hosts", i, _HOST_KEYS, ck)
        icon = ck.enum(d["icon"], C.HOST_ICONS, e, "icon")
        resistance = 0
        if icon == "magic-resistance":
            if "magic_resistance" not in d:
                ck.fail(e, "magic_resistance", "a magic-resistance Host needs the amount")
            resistance = ck.integer(d["magic_resistance"], e, "magic_resistance", 1, 3)
        elif "magic_resistance" in d:
            ck.fail(e, "magic_resistance", "only a magic-resistance Host has this")
        loot = d["loot"]
        if not isinstance(loot, list) or not loot:
            ck.fail(e, "loot", "expected an array of [coins, glory] pairs, one per copy")
        pairs = []
        for j, pair in enumerate(loot):
            if not isinstance(pair, list) or len(pair) != 2:
                ck.fail(e, f"loot[{j}]", "expected [coins, glory]")
            pairs.append((ck.integer(pair[0], e, f"loot[{j}][0]", 0, 5),
                          ck.integer(pair[1], e, f"loot[{j}][1]", 0, 5)))
        hosts.append(HostDef(id=d["id"], name=d["name"], name_es=d["name_es"],
                             fortitude=ck.integer(d["fortitude"], e, "fortitude", 1, 9),
                             glory=ck.integer(d["glory"], e, "glory", 0, 9), icon=icon,
                             magic_resistance=resistance, loot=tuple(pairs)))
    warlords = []
    for i, item in enumerate(_entries(raw, "warlords", ck)):
        d, e = _entry(item, "warlords", i, _WARLORD_KEYS, ck)
        warlords.append(WarlordDef(
            id=d["id"], name=d["name"], name_es=d["name_es"],
            fortitude=ck.integer(d["fortitude"], e, "fortitude", 1, 12),
            expertise=ck.enum(d["expertise"], C.WARLORD_EXPERTISE, e, "expertise"),
            amount=ck.integer(d["amount"], e, "amount", 1, 3), text=d["text"]))
    return _unique(hosts, ck), _unique(warlords, ck)


def load_scenarios(text: str, file: str = "scenarios.toml") -> dict:
    """{id: ScenarioDef} from scenarios.toml text."""
    ck = Checker(file)
    raw = _parse(text, file)
    ck.keys(raw, ("scenarios",), "-")
    out = []
    for i, item in enumerate(_entries(raw, "scenarios", ck)):
        d, e = _entry(item, "scenarios", i, _SCENARIO_KEYS, ck)
        out.append(ScenarioDef(id=d["id"], name=d["name"], name_es=d["name_es"],
                               effect=ck.enum(d["effect"], C.SCENARIO_EFFECTS, e, "effect"),
                               amount=ck.integer(d.get("amount", 0), e, "amount", 0, 5),
                               text=d["text"]))
    return _unique(out, ck)


# ------------------------------------------------------------------ the box
def check_box(texts: dict[str, str]) -> Content:
    """Validate every file (``{file name: text}``) and the box counts; the Content."""
    for name in FILES:
        if name not in texts:
            raise ContentError(name, "-", "-", "content file missing")
    heroes = load_heroes(texts["heroes.toml"])
    abilities, decks = load_abilities(texts["abilities.toml"])
    market = load_market(texts["market.toml"])
    hosts, warlords = load_horde(texts["horde.toml"])
    scenarios = load_scenarios(texts["scenarios.toml"])

    def fail(file, field, problem):
        raise ContentError(file, "-", field, problem)

    if len(heroes) != BOX["heroes"]:
        fail("heroes.toml", "heroes", f"{len(heroes)} heroes, the box has {BOX['heroes']}")
    for card in range(1, BOX["hero cards"] + 1):
        sides = [h for h in heroes.values() if h.card == card]
        if len(sides) != 2 or sides[0].klass != sides[1].klass:
            fail("heroes.toml", "card", f"hero card {card} needs two heroes of one class")
    if set(decks) != set(C.CLASSES):
        fail("abilities.toml", "decks", "one deck per class is needed: " + ", ".join(C.CLASSES))
    for cid in set(abilities) & set(market):
        raise ContentError("market.toml", cid, "id", "also an Ability card id")
    counts = {"hosts": sum(len(h.loot) for h in hosts.values()), "warlords": len(warlords),
              "market cards": sum(c.copies for c in market.values()),
              "market kinds": len(market), "scenarios": len(scenarios)}
    where = {"hosts": "horde.toml", "warlords": "horde.toml", "market cards": "market.toml",
             "market kinds": "market.toml", "scenarios": "scenarios.toml"}
    for key, n in counts.items():
        if n != BOX[key]:
            fail(where[key], key, f"{n} {key}, the box has {BOX[key]}")
    return Content(heroes=heroes, cards={**abilities, **market}, decks=decks,
                   market=tuple((c.id, c.copies) for c in market.values()),
                   hosts=hosts, warlords=warlords, scenarios=scenarios)


def builtin_texts() -> dict[str, str]:
    """{file name: text} of the built-in content files."""
    folder = resources.files(__package__).joinpath("content")
    return {name: folder.joinpath(name).read_text(encoding="utf-8") for name in FILES}


@functools.lru_cache(maxsize=1)
def load_content() -> Content:
    """The built-in box, validated once (``ContentError`` if a file is broken)."""
    return check_box(builtin_texts())
