"""Hero Realms content: load and validate the card files (``content/*.toml``).

Every problem raises ``engine.ContentError(file, entry, field, problem)``
with a one-line message: ``entry`` is a card id (or ``cards[3]`` when the
card has no usable id, ``box`` for the box table, ``-`` for the file as a
whole) and ``field`` the key (``cost``, ``primary[0].amount``,
``ally[1].options[0][0].effect``; ``-`` when no single key is at fault).

``load_file`` checks one file's schema; ``check_box`` checks the whole set
against the box (rule sheet, "The Basics" and "Personal Deck"): personal
decks of Shortsword, Dagger, Ruby and seven Gold, 16 Fire Gems, an 80-card
Market Deck of four factions, 144 cards with the health-tracking cards.
``load_cards`` reads the built-in files once (via importlib.resources).
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..core import tomlcache
from ..core.errors import ContentError
from ..core.tomlcheck import ID_RE as _ID_RE, REQUIRED, Checker as _Checker, type_name as _tname
from . import cards as C
from .cards import CardDef, Effect

BOX_TOTAL = 144          # cards in the box, health-tracking cards included
LESSONS_FILE = "lessons.toml"   # not cards: the guided games' positions (lessons.py)
PERSONAL_DECK = {"shortsword": 1, "dagger": 1, "ruby": 1, "gold": 7}
FIRE_GEMS = 16
MARKET_SIZE = 80
MIN_COST, MAX_COST = 1, 8

_TOP_KEYS = ("box", "cards")
_BOX_KEYS = {"personal_decks": True, "health_cards": True}
_CARD_KEYS = {"id": True, "name": True, "type": True, "role": False, "subtype": False,
              "faction": False, "cost": False, "copies": True, "defense": False,
              "guard": False, "flavor": False, "primary": False, "ally": False,
              "expend": False, "sacrifice": False}

# Effect parameter specs: name -> {param: (check, default)}; _REQUIRED: must be given.
_REQUIRED = REQUIRED
_AMOUNT = (("int", 1), _REQUIRED)
EFFECT_PARAMS: dict[str, dict[str, tuple]] = {
    "gold": {"amount": _AMOUNT},
    "combat": {"amount": _AMOUNT},
    "health": {"amount": _AMOUNT},
    "gain_per": {"resource": (("enum", C.RESOURCES), _REQUIRED), "amount": _AMOUNT,
                 "count": (("enum", C.COUNTS), _REQUIRED)},
    "draw": {"count": (("int", 1), 1)},
    "opponent_discards": {"count": (("int", 1), 1)},
    "stun_target": {"optional": (("bool", None), False)},
    "expend_target": {"optional": (("bool", None), False)},
    "stun_all": {"max_defense": (("int", 1), _REQUIRED)},
    "prepare": {},
    "stun_highest": {},
    "expend_own": {},
    "sacrifice_cards": {"count": (("int", 1), 1), "bonus_combat": (("int", 0), 0)},
    "draw_discard": {"count": (("int", 1), 1)},
    "topdeck": {"filter": (("enum", ("any", C.CHAMPION)), "any"),
                "optional": (("bool", None), True)},
    "next_acquire": {"where": (("enum", C.WHERE), _REQUIRED),
                     "filter": (("enum", C.FILTERS), "any")},
    "choose": {},
}
EFFECTS: tuple[str, ...] = tuple(EFFECT_PARAMS)


@dataclass(frozen=True)
class CardSet:
    """The whole validated set: every CardDef by id, and the box layout.

    ``personal``: (card id, copies per personal deck); ``fire_gem``: the
    Fire Gem's id; ``market``: (card id, copies) in file order;
    ``personal_decks``: how many personal decks the box holds (max players).
    """

    defs: dict
    personal: tuple
    fire_gem: str
    market: tuple
    personal_decks: int
    health_cards: int




# ---------------------------------------------------------------- one file


def load_file(data: bytes, file: str) -> tuple[dict, dict | None]:
    """Validate one content file's bytes; return ({id: CardDef}, box table or None).

    Raises ContentError for bad UTF-8, TOML syntax and any schema problem.
    """
    ck = _Checker(file)
    try:
        raw = tomlcache.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        ck.fail("-", "-", f"not UTF-8 text: {exc.reason} at byte {exc.start}")
    except tomllib.TOMLDecodeError as exc:
        ck.fail("-", "-", f"TOML syntax error: {exc}")
    except RecursionError:   # tomllib's answer to a 20,000-deep array
        ck.fail("-", "-", "arrays or tables nested too deeply")
    ck.keys(raw, _TOP_KEYS, "-")
    box = None
    if "box" in raw:
        table = ck.table(raw["box"], "box", "-")
        ck.keys(table, _BOX_KEYS, "box")
        for key in _BOX_KEYS:
            if key not in table:
                ck.fail("box", key, "missing required key")
        box = {"personal_decks": ck.integer(table["personal_decks"], "box", "personal_decks", 2, 8),
               "health_cards": ck.integer(table["health_cards"], "box", "health_cards", 0)}
    if "cards" not in raw:
        ck.fail("-", "cards", "missing required section")
    entries = raw["cards"]
    if not isinstance(entries, list) or not entries:
        ck.fail("cards", "-", "expected a non-empty array of [[cards]] tables")
    defs: dict[str, CardDef] = {}
    for index, entry in enumerate(entries):
        card = _card(entry, index, ck)
        if card.id in defs:
            ck.fail(card.id, "id", "duplicate card id in this file")
        defs[card.id] = card
    return defs, box


def _card(raw: Any, index: int, ck: _Checker) -> CardDef:
    entry = f"cards[{index}]"
    data = ck.table(raw, entry, "-")
    if isinstance(data.get("id"), str) and _ID_RE.fullmatch(data["id"]):
        entry = data["id"]
    ck.keys(data, _CARD_KEYS, entry)
    for key, needed in _CARD_KEYS.items():
        if needed and key not in data:
            ck.fail(entry, key, "missing required key")
    cid = ck.ident(data["id"], entry, "id")
    name = ck.string(data["name"], entry, "name")
    ctype = ck.enum(data["type"], C.TYPES, entry, "type")
    role = ck.enum(data.get("role", C.MARKET), C.ROLES, entry, "role")
    subtype = ck.ident(data["subtype"], entry, "subtype") if "subtype" in data else ""
    flavor = ck.string(data["flavor"], entry, "flavor") if "flavor" in data else ""
    copies = ck.integer(data["copies"], entry, "copies", 1, FIRE_GEMS)

    faction = None
    if role == C.MARKET:
        if "faction" not in data:
            ck.fail(entry, "faction", "a market card needs a faction")
        faction = ck.enum(data["faction"], C.FACTIONS, entry, "faction")
    elif "faction" in data:
        ck.fail(entry, "faction", f"a {role} card has no faction")

    cost = None
    if role == C.PERSONAL:
        if "cost" in data:
            ck.fail(entry, "cost", "a personal deck card has no cost (it is never acquired)")
    else:
        if "cost" not in data:
            ck.fail(entry, "cost", f"a {role} card needs a cost")
        cost = ck.integer(data["cost"], entry, "cost", MIN_COST, MAX_COST)

    defense, guard = 0, False
    if ctype == C.CHAMPION:
        if "defense" not in data:
            ck.fail(entry, "defense", "a champion needs a defense")
        defense = ck.integer(data["defense"], entry, "defense", 1, 9)
        guard = ck.boolean(data["guard"], entry, "guard") if "guard" in data else False
    else:
        for key in ("defense", "guard"):
            if key in data:
                ck.fail(entry, key, f"only champions have a {key}, not a {ctype}")

    abilities: dict[str, tuple] = {}
    for kind in C.ABILITY_KINDS:
        if kind in data:
            abilities[kind] = _effects(data[kind], entry, kind, ck, allow_choose=True)
    if ctype == C.CHAMPION:
        if C.PRIMARY in abilities:
            ck.fail(entry, "primary", "a champion has no primary ability (use expend or ally)")
        if not abilities:
            ck.fail(entry, "expend", "a champion needs at least one ability")
    else:
        if C.PRIMARY not in abilities:
            ck.fail(entry, "primary", f"an {ctype} needs a primary ability")
        if C.EXPEND in abilities:
            ck.fail(entry, "expend", "only champions have expend abilities")
    if C.ALLY in abilities and faction is None:
        ck.fail(entry, "ally", "an ally ability needs a faction")
    return CardDef(id=cid, name=name, type=ctype, role=role, copies=copies,
                   abilities=abilities, subtype=subtype, faction=faction, cost=cost,
                   defense=defense, guard=guard, flavor=flavor, source=ck.file)


def _effects(raw: Any, entry: str, field: str, ck: _Checker, allow_choose: bool) -> tuple:
    if not isinstance(raw, list) or not raw:
        ck.fail(entry, field, f"expected a non-empty array of effects, got {_tname(raw)}")
    return tuple(_effect(item, entry, f"{field}[{i}]", ck, allow_choose)
                 for i, item in enumerate(raw))


def _effect(raw: Any, entry: str, field: str, ck: _Checker, allow_choose: bool) -> Effect:
    data = ck.table(raw, entry, field)
    if "effect" not in data:
        ck.fail(entry, f"{field}.effect", "missing effect name")
    name = ck.enum(data["effect"], EFFECTS, entry, f"{field}.effect")
    if name == "choose":
        if not allow_choose:
            ck.fail(entry, f"{field}.effect", "choose cannot be nested inside choose")
        ck.keys(data, ("effect", "options"), entry, f"{field}.")
        options = data.get("options")
        if not isinstance(options, list) or not 2 <= len(options) <= 3:
            ck.fail(entry, f"{field}.options", "choose needs an array of 2 or 3 effect arrays")
        return Effect(name, (), tuple(_effects(o, entry, f"{field}.options[{i}]", ck, False)
                                      for i, o in enumerate(options)))
    params = ck.effect_params(data, name, EFFECT_PARAMS[name], entry, field, int_maximum=20)
    return Effect(name, params)


# ---------------------------------------------------------------- the set


def check_box(files: list[tuple[str, dict, dict | None]]) -> CardSet:
    """Check the files together against the box; return the CardSet.

    ``files``: (file name, {id: CardDef}, box table or None) per file.
    """
    defs: dict[str, CardDef] = {}
    box, box_file = None, None
    for file, cards, table in files:
        ck = _Checker(file)
        if table is not None:
            if box is not None:
                ck.fail("box", "-", f"the box table is already given in {box_file}")
            box, box_file = table, file
        for cid, card in cards.items():
            if cid in defs:
                ck.fail(cid, "id", f"card id also used in {defs[cid].source}")
            defs[cid] = card
    last = files[-1][0] if files else "-"
    if box is None:
        _Checker(last).fail("box", "-", "no file gives the [box] table")
    ck = _Checker(box_file)
    personal = {c.id: c.copies for c in defs.values() if c.role == C.PERSONAL}
    if personal != PERSONAL_DECK:
        ck.fail("box", "personal_decks", f"a personal deck must be {PERSONAL_DECK}, "
                f"the files give {personal}")
    gems = [c for c in defs.values() if c.role == C.FIRE_GEM]
    if len(gems) != 1 or gems[0].copies != FIRE_GEMS:
        ck.fail("box", "-", f"the box needs one Fire Gem card with {FIRE_GEMS} copies")
    market = [c for c in defs.values() if c.role == C.MARKET]
    for faction in C.FACTIONS:
        n = sum(c.copies for c in market if c.faction == faction)
        if n != MARKET_SIZE // len(C.FACTIONS):
            ck.fail("box", "-", f"the {faction} faction has {n} market cards, "
                    f"not {MARKET_SIZE // len(C.FACTIONS)}")
    total = (sum(PERSONAL_DECK.values()) * box["personal_decks"] + FIRE_GEMS
             + MARKET_SIZE + box["health_cards"])
    if total != BOX_TOTAL:
        ck.fail("box", "-", f"the set counts {total} cards, the box holds {BOX_TOTAL}")
    return CardSet(defs=defs, personal=tuple(PERSONAL_DECK.items()), fire_gem=gems[0].id,
                   market=tuple((c.id, c.copies) for c in market),
                   personal_decks=box["personal_decks"], health_cards=box["health_cards"])


@functools.lru_cache(maxsize=1)
def load_cards() -> CardSet:
    """The built-in set from ``content/*.toml`` (by file name), read once."""
    folder = resources.files(__package__).joinpath("content")
    entries = sorted((p for p in folder.iterdir()
                      if p.name.endswith(".toml") and p.name != LESSONS_FILE),
                     key=lambda p: p.name)
    files = []
    for path in entries:
        cards, box = load_file(path.read_bytes(), path.name)
        files.append((path.name, cards, box))
    return check_box(files)
