"""HeroCard content: the four built-in heroes and the strict loader."""
from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter

import pytest

from engine import ContentError
from engine.herocard import cards as C
from engine.herocard import content

ALL_EFFECTS = {"discard", "draw", "purge", "waste", "twist", "twist_self", "unwind",
               "clear", "convert", "extra_base_attack"}
DECK_SIZES = {"paladin": 33, "orc-king": 30, "ranger": 30, "sorcerer": 30}


@pytest.fixture(scope="module")
def heroes():
    return content.load_heroes()


def all_cards(heroes):
    """(hero, card, copies) for every deck entry of every hero."""
    return [(h, h.cards[cid], n) for h in heroes.values() for cid, n in h.deck]


# ------------------------------------------------------------ built-in heroes


def test_hero_ids_order():
    assert content.hero_ids() == ["paladin", "orc-king", "ranger", "sorcerer"]


def test_load_heroes_sorted_by_file_and_cached(heroes):
    assert [h.source for h in heroes.values()] == sorted(h.source for h in heroes.values())
    again = content.load_heroes()
    assert again is not heroes and again == heroes
    assert again["paladin"] is heroes["paladin"]
    for hero_id, hero in heroes.items():
        assert hero.id == hero_id and hero.source == f"{hero_id}.toml"


def test_deck_sizes(heroes):
    assert {h.id: h.deck_size for h in heroes.values()} == DECK_SIZES
    for hero in heroes.values():
        assert len(hero.deck_list()) == hero.deck_size
        assert [cid for cid, _ in hero.deck] == list(hero.cards)


def test_attributes_and_hero_points(heroes):
    def fair(score):  # one point per Attribute point, two per point above 8
        return score + max(0, score - 8)

    for hero in heroes.values():
        assert list(hero.attributes) == ["B", "M", "X"]
        assert hero.hero_points <= 30
        assert hero.x_name and hero.description
        for attr, card in hero.attributes.items():
            assert card.attribute == attr
            assert 6 <= card.score <= 10
            assert card.hero_points == fair(card.score), (hero.id, attr)


def test_deck_rules_pass(heroes):
    for hero in heroes.values():
        content.check_deck_rules(hero)


def test_load_hero_matches_builtin(heroes):
    hero = content.load_hero(content.CONTENT_DIR / "paladin.toml")
    assert hero == heroes["paladin"]


def test_coverage_across_the_four_decks(heroes):
    cards = [card for _, card, _ in all_cards(heroes)]
    assert {c.kind for c in cards} == set(C.KINDS)
    assert {c.action_type for c in cards} == set(C.ACTION_TYPES)
    values = [c.value for c in cards if c.value is not None]
    assert any(v.constant for v in values)
    assert {v.measure for v in values if not v.constant} == set(C.MEASURES)
    assert sum(c.deploy for c in cards) >= 3
    assert any("no_base_attack_limit" in c.overrides for c in cards
               if c.kind == C.BASE_ATTACK)
    effects = [e for c in cards for e in c.effects]
    assert {e.name for e in effects} == ALL_EFFECTS == set(content.EFFECTS)
    clears = [e for e in effects if e.name == "clear"]
    assert any(e.get("anywhere") is True for e in clears)
    assert any(e.get("anywhere") is False for e in clears)


def test_effect_params_complete_and_sorted(heroes):
    for _, card, _ in all_cards(heroes):
        for effect in card.effects:
            keys = [k for k, _ in effect.params]
            assert keys == sorted(keys)
            assert set(keys) == set(content.EFFECT_PARAMS[effect.name])


def test_value_present_exactly_for_value_kinds(heroes):
    for _, card, _ in all_cards(heroes):
        assert (card.value is not None) == (card.kind in C.VALUE_KINDS), card.id
        if card.value is None:
            assert card.effects, card.id


def test_rules_of_thumb_and_balance(heroes):
    for hero in heroes.values():
        per_kind = Counter()
        for cid, n in hero.deck:
            card = hero.cards[cid]
            per_kind[card.kind] += n
            assert 1 <= card.cost <= 5, card.id
            assert card.cost <= hero.attributes[card.attribute].score, card.id
            assert card.text.strip() and card.text != card.name
            if card.kind in (C.ATTACK_MOD, C.BASE_BLOCK, C.BLOCK_MOD, C.SPECIAL_BLOCK):
                assert card.action_type == C.FAST, card.id
            elif card.kind == C.BASE_ATTACK:
                assert card.action_type in (C.EXCLUSIVE, C.RESTRICTED), card.id
            elif card.kind == C.SPECIAL_ATTACK:
                assert card.action_type in (C.FAST, C.RESTRICTED), card.id
            if card.value is not None and card.value.constant:
                low, high = (1, 4) if card.kind in (C.ATTACK_MOD, C.BLOCK_MOD) else (3, 8)
                assert low <= card.value.base <= high, card.id
            if card.value is not None and not card.value.constant:
                assert card.value.cap is not None and card.value.cap <= 8, card.id
        assert 6 <= per_kind[C.BASE_ATTACK] <= 8, hero.id
        assert 6 <= per_kind[C.BASE_BLOCK] <= 8, hero.id
        assert per_kind[C.ATTACK_MOD] >= 3 and per_kind[C.BLOCK_MOD] >= 2, hero.id
        assert per_kind[C.SPECIAL_ATTACK] + per_kind[C.SPECIAL_BLOCK] >= 4, hero.id
        base_types = Counter(hero.cards[cid].action_type for cid, n in hero.deck
                             for _ in range(n) if hero.cards[cid].kind == C.BASE_ATTACK)
        assert base_types[C.EXCLUSIVE] > base_types[C.RESTRICTED] > 0, hero.id


def test_extra_base_attack_decks_have_non_exclusive_follow_ups(heroes):
    # a second Base Attack in the same turn cannot be Exclusive
    for hero in heroes.values():
        cards = hero.cards.values()
        if any(e.name == "extra_base_attack" for c in cards for e in c.effects):
            assert any(c.kind == C.BASE_ATTACK and c.action_type != C.EXCLUSIVE
                       for c in cards), hero.id


def test_hero_styles(heroes):
    def spend(hero, attr):
        return sum(hero.cards[cid].cost * n for cid, n in hero.deck
                   if hero.cards[cid].attribute == attr)

    paladin, orc, ranger, sorcerer = (heroes[h] for h in content.hero_ids())
    assert paladin.x_name == "Faith" and orc.x_name == "Rage"
    assert spend(paladin, "B") > spend(paladin, "M")
    assert max(c.value.base for c in orc.cards.values()
               if c.kind == C.BASE_ATTACK and c.value.constant) == 8
    assert sum(n for cid, n in ranger.deck if ranger.cards[cid].action_type == C.FAST) >= 18
    assert spend(sorcerer, "M") > spend(sorcerer, "B")
    assert {e.name for c in sorcerer.cards.values() for e in c.effects} >= {"purge", "convert"}


# ------------------------------------------------------------ deck rules


def test_check_deck_rules_limit_and_handmade_heroes(heroes):
    paladin = heroes["paladin"]
    with pytest.raises(ContentError) as err:
        content.check_deck_rules(paladin, hero_point_limit=29)
    assert (err.value.file, err.value.entry, err.value.field) == \
        ("paladin.toml", "attributes", "hero_points")

    extra = dict(paladin.attributes, Y=paladin.attributes["X"])
    with pytest.raises(ContentError, match="extra Attribute"):
        content.check_deck_rules(dataclasses.replace(paladin, attributes=extra))

    missing = {k: v for k, v in paladin.attributes.items() if k != "M"}
    with pytest.raises(ContentError) as err:
        content.check_deck_rules(dataclasses.replace(paladin, attributes=missing))
    assert (err.value.entry, err.value.field) == ("attributes", "M")

    doubled = paladin.deck + (("shield-bash", 4),)  # 3 + 4 copies
    with pytest.raises(ContentError) as err:
        content.check_deck_rules(dataclasses.replace(paladin, deck=doubled))
    assert (err.value.entry, err.value.field) == ("shield-bash", "copies")

    unknown = paladin.deck + (("no-such-card", 1),)
    with pytest.raises(ContentError, match="does not define"):
        content.check_deck_rules(dataclasses.replace(paladin, deck=unknown))


# ------------------------------------------------------------ malformed files


def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"


def render(data: dict) -> str:
    lines = []
    for key, value in data.items():
        if key not in ("hero", "attributes", "cards"):
            lines.append(f"{key} = {toml_value(value)}")
    lines.append("[hero]")
    lines += [f"{k} = {toml_value(v)}" for k, v in data["hero"].items()]
    for attr, table in data["attributes"].items():
        lines.append(f"[attributes.{attr}]")
        lines += [f"{k} = {toml_value(v)}" for k, v in table.items()]
    for card in data["cards"]:
        lines.append("[[cards]]")
        lines += [f"{k} = {toml_value(v)}" for k, v in card.items()]
    return "\n".join(lines) + "\n"


BASE = {
    "hero": {"id": "test-hero", "name": "Test Hero", "x_name": "Luck",
             "description": "Only for tests."},
    "attributes": {
        "B": {"name": "Brawn", "score": 10, "hero_points": 12},
        "M": {"name": "Wits", "score": 8, "hero_points": 8},
        "X": {"name": "Luck", "score": 9, "hero_points": 10},
    },
    "cards": [
        {"id": "jab", "name": "Jab", "kind": "base_attack", "attribute": "B", "cost": 2,
         "type": "exclusive", "value": 4, "copies": 5, "text": "Attack 4."},
        {"id": "guard", "name": "Guard", "kind": "base_block", "attribute": "B",
         "cost": 2, "type": "fast", "value": 4, "copies": 5, "text": "Block 4."},
        {"id": "boost", "name": "Boost", "kind": "attack_mod", "attribute": "M",
         "cost": 1, "type": "fast", "value": {"base": 0, "measure": "cards_in_hand"},
         "copies": 4, "text": "Attack Mod +1 per card in the target's hand."},
        {"id": "trip", "name": "Trip", "kind": "special_attack", "attribute": "M",
         "cost": 2, "type": "restricted", "copies": 3, "text": "Target discards a block.",
         "effects": [{"effect": "discard", "target": "opponent", "kind": "block",
                      "count": 1}]},
        {"id": "snap", "name": "Snap", "kind": "special_block", "attribute": "X",
         "cost": 2, "type": "fast", "copies": 3, "deploy": True,
         "text": "Twist and clear.",
         "effects": [{"effect": "twist", "target": "opponent"},
                     {"effect": "clear", "target": "self", "count": 1}]},
    ],
}


def card(data, card_id):
    return next(c for c in data["cards"] if c["id"] == card_id)


def write(tmp_path, name, data=None, text=None):
    path = tmp_path / name
    path.write_text(text if text is not None else render(data), encoding="utf-8")
    return path


def test_base_file_is_valid(tmp_path):
    hero = content.load_hero(write(tmp_path, "good.toml", BASE))
    content.check_deck_rules(hero)
    assert hero.source == "good.toml" and hero.deck_size == 20
    assert hero.deck == (("jab", 5), ("guard", 5), ("boost", 4), ("trip", 3), ("snap", 3))
    assert hero.cards["boost"].value == C.Value(base=0, measure="cards_in_hand",
                                                whose="target", attribute=None, per=1)
    snap = hero.cards["snap"]
    assert snap.deploy and snap.value is None
    assert snap.effects == (
        C.Effect("twist", (("count", 1), ("target", "opponent"))),
        C.Effect("clear", (("anywhere", False), ("count", 1), ("target", "self"))))
    assert hero.cards["jab"].value == C.Value(base=4)


def mutate(fn):
    data = copy.deepcopy(BASE)
    fn(data)
    return data


def _set(path_fn, key, value):
    def fn(data):
        path_fn(data)[key] = value
    return fn


def _del(path_fn, key):
    def fn(data):
        del path_fn(data)[key]
    return fn


def jab(d):
    return card(d, "jab")


def trip(d):
    return card(d, "trip")


def effect0(d):
    return trip(d)["effects"][0]


def _duplicate(data):
    data["cards"].append(dict(card(data, "guard"), copies=1))


BAD = {
    # name: (mutation, entry, field)
    "unknown-kind": (_set(trip, "kind", "special"), "trip", "kind"),
    "missing-cost": (_del(jab, "cost"), "jab", "cost"),
    "bad-effect-name": (_set(effect0, "effect", "explode"), "trip", "effects[0].effect"),
    "bad-effect-param": (_set(effect0, "count", 0), "trip", "effects[0].count"),
    "unknown-effect-param": (_set(effect0, "range", 2), "trip", "effects[0].range"),
    "missing-effect-param": (_del(effect0, "kind"), "trip", "effects[0].kind"),
    "bad-effect-target": (_set(effect0, "target", "everyone"), "trip",
                          "effects[0].target"),
    "value-on-special": (_set(trip, "value", 3), "trip", "value"),
    "missing-value": (_del(jab, "value"), "jab", "value"),
    "seven-copies": (_set(jab, "copies", 7), "jab", "copies"),
    "zero-copies": (_set(jab, "copies", 0), "jab", "copies"),
    "deck-of-19": (_set(jab, "copies", 4), "cards", "copies"),
    "hero-points-31": (_set(lambda d: d["attributes"]["X"], "hero_points", 11),
                       "attributes", "hero_points"),
    "duplicate-id": (_duplicate, "guard", "id"),
    "unknown-card-key": (_set(jab, "colour", "red"), "jab", "colour"),
    "unknown-hero-key": (_set(lambda d: d["hero"], "motto", "hi"), "hero", "motto"),
    "unknown-top-key": (_set(lambda d: d, "version", 2), "-", "version"),
    "missing-attribute": (lambda d: d["attributes"].pop("X"), "attributes", "X"),
    "extra-attribute": (_set(lambda d: d["attributes"], "Y",
                             {"name": "Y", "score": 1, "hero_points": 0}),
                        "attributes", "Y"),
    "bad-id": (_set(jab, "id", "Jab!"), "cards[0]", "id"),
    "negative-cost": (_set(jab, "cost", -1), "jab", "cost"),
    "bool-cost": (_set(jab, "cost", True), "jab", "cost"),
    "bad-type": (_set(jab, "type", "slow"), "jab", "type"),
    "bad-attribute": (_set(jab, "attribute", "Q"), "jab", "attribute"),
    "bad-measure": (_set(lambda d: card(d, "boost")["value"], "measure", "luck"),
                    "boost", "value.measure"),
    "bad-whose": (_set(lambda d: card(d, "boost")["value"], "whose", "them"),
                  "boost", "value.whose"),
    "hand-with-attribute": (_set(lambda d: card(d, "boost")["value"], "attribute", "B"),
                            "boost", "value.attribute"),
    "unknown-value-key": (_set(lambda d: card(d, "boost")["value"], "max", 3),
                          "boost", "value.max"),
    "bad-override": (_set(jab, "overrides", ["fly"]), "jab", "overrides[0]"),
    "override-on-block": (_set(lambda d: card(d, "guard"), "overrides",
                               ["no_base_attack_limit"]), "guard", "overrides[0]"),
    "deploy-not-bool": (_set(jab, "deploy", "yes"), "jab", "deploy"),
    "special-without-effects": (_del(trip, "effects"), "trip", "effects"),
    "convert-bad-find": (_set(trip, "effects", [{"effect": "convert", "find": "other",
                                                 "whose": "self", "value": 2}]),
                         "trip", "effects[0].find"),
    "anywhere-not-bool": (_set(trip, "effects", [{"effect": "clear", "target": "self",
                                                  "count": 1, "anywhere": 1}]),
                          "trip", "effects[0].anywhere"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_malformed_files(tmp_path, name):
    mutation, entry, field = BAD[name]
    file_name = f"{name}.toml"
    path = write(tmp_path, file_name, mutate(mutation))
    with pytest.raises(ContentError) as err:
        content.check_deck_rules(content.load_hero(path))
    assert_one_line(err.value, file_name, entry, field)


def test_toml_syntax_error(tmp_path):
    text = render(BASE).replace('cost = 2\ntype = "exclusive"', 'cost = = 2\ntype = "exclusive"')
    path = write(tmp_path, "broken.toml", text=text)
    with pytest.raises(ContentError) as err:
        content.load_hero(path)
    assert_one_line(err.value, "broken.toml", "-", "-")
    assert "line" in err.value.problem


def test_unreadable_file(tmp_path):
    with pytest.raises(ContentError) as err:
        content.load_hero(tmp_path / "missing.toml")
    assert_one_line(err.value, "missing.toml", "-", "-")


def assert_one_line(error, file_name, entry, field):
    message = str(error)
    assert "\n" not in message and "\r" not in message
    assert (error.file, error.entry, error.field) == (file_name, entry, field), message
    assert file_name in message and repr(entry) in message and repr(field) in message
