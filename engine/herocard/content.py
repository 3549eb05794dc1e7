"""HeroCard content: load and validate hero files (``content/<hero>.toml``).

The schema is described in ``docs/herocard-engine.md``. Every problem in a
file raises ``engine.ContentError(file, entry, field, problem)`` with a
one-line message: ``file`` is the file name, ``entry`` names the section or
card (``"hero"``, ``"attributes.B"``, a card id, or ``"cards[3]"`` when the
card has no usable id; ``"-"`` for the file as a whole) and ``field`` the key
(``"cost"``, ``"value.measure"``, ``"effects[0].count"``; ``"-"`` when no
single key is at fault).

``load_hero`` checks the file; ``check_deck_rules`` checks a hero against the
deck-building rules (Core Rules, "Creating Your Own Decks"): at least 20
Action Cards, at most 6 copies of one card, Attribute Cards B, M and X, and a
hero point total within the agreed limit (30 by default).
"""
from __future__ import annotations

import functools
import tomllib
from pathlib import Path
from typing import Any

from ..core import tomlcache
from ..core.errors import ContentError
from ..core.tomlcheck import ID_RE as _ID_RE, REQUIRED, Checker as _Checker, type_name as _tname
from . import cards as C
from .cards import AttributeCard, CardDef, Effect, HeroDef, Value

CONTENT_DIR = Path(__file__).resolve().parent / "content"

MIN_DECK = 20
MAX_COPIES = 6
HERO_POINT_LIMIT = 30

# the order heroes are offered in: the Orc Wars box, then its expansions
HERO_ORDER: tuple[str, ...] = ("paladin", "orc-king", "ranger", "sorcerer")


_HERO_KEYS = {"id": True, "name": True, "x_name": True, "description": False}
_ATTRIBUTE_KEYS = {"name": True, "score": True, "hero_points": True}
_CARD_KEYS = {"id": True, "name": True, "kind": True, "attribute": True, "cost": True,
              "type": True, "value": False, "copies": True, "deploy": False,
              "overrides": False, "text": True, "effects": False}
_VALUE_KEYS = ("base", "measure", "whose", "attribute", "per", "cap")
_TOP_KEYS = ("hero", "attributes", "cards")

# Effect parameter specs: name -> (check, default). A default of _REQUIRED
# means the parameter must be given. Checks are (kind, detail):
#   ("enum", choices), ("int", minimum), ("bool", None)
_REQUIRED = REQUIRED
EFFECT_PARAMS: dict[str, dict[str, tuple[tuple[str, Any], Any]]] = {
    "discard": {"target": (("enum", ("opponent", "self")), _REQUIRED),
                "kind": (("enum", C.KIND_FILTERS), _REQUIRED),
                "count": (("int", 1), _REQUIRED)},
    "draw": {"count": (("int", 1), _REQUIRED)},
    "purge": {},
    "waste": {"target": (("enum", ("opponent",)), _REQUIRED),
              "kind": (("enum", C.KIND_FILTERS), _REQUIRED),
              "count": (("int", 1), _REQUIRED)},
    "twist": {"target": (("enum", ("opponent",)), _REQUIRED),
              "count": (("int", 1), 1)},
    "twist_self": {"bonus": (("int", 1), _REQUIRED),
                   "side": (("enum", ("attack", "block")), _REQUIRED)},
    "unwind": {"target": (("enum", ("self",)), _REQUIRED)},
    "clear": {"target": (("enum", ("self", "opponent")), _REQUIRED),
              "count": (("int", 1), _REQUIRED),
              "anywhere": (("bool", None), False)},
    "convert": {"find": (("enum", C.VALUE_KINDS), _REQUIRED),
                "whose": (("enum", ("opponent", "self")), _REQUIRED),
                "value": (("int", 0), _REQUIRED)},
    "extra_base_attack": {"count": (("int", 1), _REQUIRED)},
}
EFFECTS: tuple[str, ...] = tuple(EFFECT_PARAMS)


# ---------------------------------------------------------------- loading


def load_hero(path: str | Path) -> HeroDef:
    """Read and validate one hero file; return its HeroDef.

    Raises ContentError for unreadable files, TOML syntax errors and any
    schema problem. Deck-building limits (deck size, hero point total) are
    checked separately by ``check_deck_rules``.
    """
    path = Path(path)
    ck = _Checker(path.name)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        ck.fail("-", "-", f"cannot read file: {exc.strerror or exc}")
    try:
        data = tomlcache.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        ck.fail("-", "-", f"not UTF-8 text: {exc.reason} at byte {exc.start}")
    except tomllib.TOMLDecodeError as exc:
        ck.fail("-", "-", f"TOML syntax error: {exc}")
    except RecursionError:   # tomllib's answer to a 20,000-deep array
        ck.fail("-", "-", "arrays or tables nested too deeply")
    return _hero_from_data(data, ck)


def _hero_from_data(data: dict, ck: _Checker) -> HeroDef:
    ck.keys(data, _TOP_KEYS, "-")
    for key in _TOP_KEYS:
        if key not in data:
            ck.fail("-", key, "missing required section")

    hero = ck.table(data["hero"], "hero", "-")
    ck.keys(hero, _HERO_KEYS, "hero")
    ck.required(hero, _HERO_KEYS, "hero")
    hero_id = ck.ident(hero["id"], "hero", "id")
    name = ck.string(hero["name"], "hero", "name")
    x_name = ck.string(hero["x_name"], "hero", "x_name")
    description = ""
    if "description" in hero:
        description = ck.string(hero["description"], "hero", "description", line=False)

    attributes = _attributes(ck.table(data["attributes"], "attributes", "-"), ck)

    raw_cards = data["cards"]
    if not isinstance(raw_cards, list) or not raw_cards:
        ck.fail("cards", "-", "expected a non-empty array of [[cards]] tables")
    cards: dict[str, CardDef] = {}
    deck: list[tuple[str, int]] = []
    where: dict[str, int] = {}
    for index, raw in enumerate(raw_cards):
        card, copies = _card(raw, index, ck)
        if card.id in cards:
            ck.fail(card.id, "id", f"duplicate card id (first at cards[{where[card.id]}],"
                    f" again at cards[{index}])")
        where[card.id] = index
        cards[card.id] = card
        deck.append((card.id, copies))

    return HeroDef(id=hero_id, name=name, x_name=x_name, attributes=attributes,
                   deck=tuple(deck), cards=cards, description=description,
                   source=ck.file)


def _attributes(data: dict, ck: _Checker) -> dict[str, AttributeCard]:
    ck.keys(data, C.ATTRIBUTES, "attributes")
    out: dict[str, AttributeCard] = {}
    for attr in C.ATTRIBUTES:
        if attr not in data:
            ck.fail("attributes", attr, "missing Attribute Card (need B, M and X)")
        entry = f"attributes.{attr}"
        table = ck.table(data[attr], entry, "-")
        ck.keys(table, _ATTRIBUTE_KEYS, entry)
        ck.required(table, _ATTRIBUTE_KEYS, entry)
        out[attr] = AttributeCard(
            attribute=attr,
            name=ck.string(table["name"], entry, "name"),
            score=ck.integer(table["score"], entry, "score", minimum=1),
            hero_points=ck.integer(table["hero_points"], entry, "hero_points", minimum=0))
    return out


def _card(raw: Any, index: int, ck: _Checker) -> tuple[CardDef, int]:
    entry = f"cards[{index}]"
    data = ck.table(raw, entry, "-")
    if isinstance(data.get("id"), str) and _ID_RE.fullmatch(data["id"]):
        entry = data["id"]
    ck.keys(data, _CARD_KEYS, entry)
    ck.required(data, _CARD_KEYS, entry)
    card_id = ck.ident(data["id"], entry, "id")
    name = ck.string(data["name"], entry, "name")
    kind = ck.enum(data["kind"], C.KINDS, entry, "kind")
    attribute = ck.enum(data["attribute"], C.ATTRIBUTES, entry, "attribute")
    cost = ck.integer(data["cost"], entry, "cost", minimum=0)
    action_type = ck.enum(data["type"], C.ACTION_TYPES, entry, "type")
    copies = ck.integer(data["copies"], entry, "copies", minimum=1, maximum=MAX_COPIES)
    text = ck.string(data["text"], entry, "text", line=False)

    value = None
    if kind in C.VALUE_KINDS:
        if "value" not in data:
            ck.fail(entry, "value", f"required for a {kind} card")
        value = _value(data["value"], entry, ck)
    elif "value" in data:
        ck.fail(entry, "value", f"a {kind} card has no value (only "
                + ", ".join(C.VALUE_KINDS) + " do)")

    deploy = ck.boolean(data["deploy"], entry, "deploy") if "deploy" in data else False

    overrides: list[str] = []
    raw_over = data.get("overrides", [])
    if not isinstance(raw_over, list):
        ck.fail(entry, "overrides", f"expected an array, got {_tname(raw_over)}")
    for i, item in enumerate(raw_over):
        field = f"overrides[{i}]"
        ck.enum(item, C.OVERRIDES, entry, field)
        if item in overrides:
            ck.fail(entry, field, f"{item!r} listed twice")
        if item == "no_base_attack_limit" and kind != C.BASE_ATTACK:
            ck.fail(entry, field, "no_base_attack_limit only applies to a base_attack card")
        overrides.append(item)

    raw_effects = data.get("effects", [])
    if not isinstance(raw_effects, list):
        ck.fail(entry, "effects", f"expected an array, got {_tname(raw_effects)}")
    effects = tuple(_effect(item, entry, f"effects[{i}]", ck)
                    for i, item in enumerate(raw_effects))
    if value is None and not effects:
        ck.fail(entry, "effects", f"a {kind} card needs at least one effect")

    card = CardDef(id=card_id, name=name, kind=kind, attribute=attribute, cost=cost,
                   action_type=action_type, value=value, effects=effects, deploy=deploy,
                   overrides=tuple(overrides), text=text)
    return card, copies


def _value(raw: Any, entry: str, ck: _Checker) -> Value:
    if not isinstance(raw, dict):
        return Value(base=ck.integer(raw, entry, "value", minimum=0))
    ck.keys(raw, _VALUE_KEYS, entry, "value.")
    for key in ("base", "measure"):
        if key not in raw:
            ck.fail(entry, f"value.{key}", "missing required key for a variable value")
    base = ck.integer(raw["base"], entry, "value.base", minimum=0)
    measure = ck.enum(raw["measure"], C.MEASURES, entry, "value.measure")
    whose = ck.enum(raw.get("whose", "target"), ("self", "target"), entry, "value.whose")
    attribute = None
    if "attribute" in raw:
        attribute = ck.enum(raw["attribute"], C.ATTRIBUTES, entry, "value.attribute")
        if measure == "cards_in_hand":
            ck.fail(entry, "value.attribute", "cards_in_hand does not take an attribute")
    per = ck.integer(raw.get("per", 1), entry, "value.per", minimum=1)
    cap = None
    if "cap" in raw:
        cap = ck.integer(raw["cap"], entry, "value.cap", minimum=base)
    return Value(base=base, measure=measure, whose=whose, attribute=attribute,
                 per=per, cap=cap)


def _effect(raw: Any, entry: str, field: str, ck: _Checker) -> Effect:
    data = ck.table(raw, entry, field)
    if "effect" not in data:
        ck.fail(entry, f"{field}.effect", "missing effect name")
    name = ck.enum(data["effect"], EFFECTS, entry, f"{field}.effect")
    params = ck.effect_params(data, name, EFFECT_PARAMS[name], entry, field)
    return Effect(name=name, params=params)


# ------------------------------------------------------------ deck rules


def check_deck_rules(hero: HeroDef, hero_point_limit: int = HERO_POINT_LIMIT) -> None:
    """Raise ContentError unless ``hero`` is a legal hero and deck.

    Checks Attribute Cards B, M and X (no more, no fewer), the hero point
    total against ``hero_point_limit``, every deck entry naming a known card,
    at most 6 copies of any card and at least 20 Action Cards.
    """
    ck = _Checker(hero.source or hero.id)
    keys = set(hero.attributes)
    for attr in C.ATTRIBUTES:
        if attr not in keys:
            ck.fail("attributes", attr, "missing Attribute Card (need B, M and X)")
    for attr in sorted(keys - set(C.ATTRIBUTES)):
        ck.fail("attributes", str(attr), "extra Attribute Card (only B, M and X)")
    if hero.hero_points > hero_point_limit:
        parts = ", ".join(f"{a} {hero.attributes[a].hero_points}" for a in C.ATTRIBUTES)
        ck.fail("attributes", "hero_points", f"hero point total {hero.hero_points} "
                f"({parts}) is over the limit of {hero_point_limit}")
    counts: dict[str, int] = {}
    for card_id, copies in hero.deck:
        if card_id not in hero.cards:
            ck.fail(str(card_id), "id", "deck lists a card that the hero does not define")
        counts[card_id] = counts.get(card_id, 0) + copies
    for card_id, n in counts.items():
        if n > MAX_COPIES:
            ck.fail(card_id, "copies", f"{n} copies; a deck may hold at most {MAX_COPIES}")
    if hero.deck_size < MIN_DECK:
        ck.fail("cards", "copies", f"deck has {hero.deck_size} Action Cards; "
                f"at least {MIN_DECK} are required")


# --------------------------------------------------------- built-in heroes


LESSONS_FILE = "lessons.toml"   # not a hero: the duel's lessons (lessons.py)


@functools.lru_cache(maxsize=1)
def _builtin() -> tuple[tuple[str, HeroDef], ...]:
    heroes: list[tuple[str, HeroDef]] = []
    seen: dict[str, str] = {}
    for hero_id in HERO_ORDER:   # the rulebook's four heroes: a missing file is named
        if not (CONTENT_DIR / f"{hero_id}.toml").is_file():
            raise ContentError(f"{hero_id}.toml", "-", "-",
                               f"missing from {CONTENT_DIR.name}/ (the {hero_id} hero)")
    for path in sorted(CONTENT_DIR.glob("*.toml"), key=lambda p: p.name):
        if path.name == LESSONS_FILE:   # the duel's lesson positions (lessons.py)
            continue
        hero = load_hero(path)
        if hero.id in seen:
            raise ContentError(path.name, "hero", "id",
                               f"hero id {hero.id!r} is also used by {seen[hero.id]}")
        seen[hero.id] = path.name
        check_deck_rules(hero)
        heroes.append((hero.id, hero))
    return tuple(heroes)


def load_heroes() -> dict[str, HeroDef]:
    """Every built-in hero (``content/*.toml``, by file name), id -> HeroDef.

    Files are read once and cached; each call returns a new dict.
    """
    return dict(_builtin())


def hero_ids() -> list[str]:
    """Built-in hero ids in offering order: paladin, orc-king, ranger, sorcerer
    (then any others by file name)."""
    ids = [hero_id for hero_id, _ in _builtin()]
    rank = {hero_id: i for i, hero_id in enumerate(HERO_ORDER)}
    return sorted(ids, key=lambda h: (rank.get(h, len(rank)), ids.index(h)))
