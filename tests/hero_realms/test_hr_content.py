"""Hero Realms content: the built-in 144-card set and the strict loader.

Rule sheet, "The Basics" (144 cards), "Personal Deck" (Shortsword, Dagger,
Ruby, seven Gold), "Setup" (16 Fire Gems, the Market Deck); the card list is
ours (content/*.toml).
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine import ContentError
from engine.hero_realms import cards as C
from engine.hero_realms import content
from engine.hero_realms.content import check_box, load_cards, load_file


@pytest.fixture(scope="module")
def cardset():
    return load_cards()


def market_cards(cardset):
    return [c for c in cardset.defs.values() if c.role == C.MARKET]


# ------------------------------------------------------------ the built-in set


def test_box_holds_144_cards(cardset):
    """Rule sheet, "The Basics": 144 cards; the 8 health-tracking cards are counted
    but have no use in software."""
    personal = sum(n for _, n in cardset.personal) * cardset.personal_decks
    gems = cardset.defs[cardset.fire_gem].copies
    market = sum(n for _, n in cardset.market)
    assert (personal, gems, market, cardset.health_cards) == (40, 16, 80, 8)
    assert personal + gems + market + cardset.health_cards == 144


def test_personal_deck(cardset):
    """Rule sheet, "Personal Deck": a Shortsword, a Dagger, a Ruby and seven Gold."""
    deck = {cid: n for cid, n in cardset.personal}
    assert deck == {"shortsword": 1, "dagger": 1, "ruby": 1, "gold": 7}
    names = {cardset.defs[c].name for c in deck}
    assert names == {"Shortsword", "Dagger", "Ruby", "Gold"}
    for cid in deck:
        d = cardset.defs[cid]
        assert d.role == C.PERSONAL and d.cost is None and d.faction is None
    assert cardset.personal_decks == 4


def test_fire_gem(cardset):
    """Rule sheet, "Setup" and "Sacrifice Abilities": 16 Fire Gems, acquired with Gold,
    with a sacrifice ability (ours: 2 gold when played, 3 combat when sacrificed)."""
    gem = cardset.defs[cardset.fire_gem]
    assert gem.name == "Fire Gem" and gem.copies == 16 and gem.cost == 2
    assert gem.role == C.FIRE_GEM and gem.faction is None
    assert set(gem.abilities) == {C.PRIMARY, C.SACRIFICE}


def test_market_has_four_factions_of_twenty(cardset):
    counts = Counter()
    for d in market_cards(cardset):
        counts[d.faction] += d.copies
    assert counts == {"guild": 20, "imperial": 20, "necros": 20, "wild": 20}


def test_market_mix_of_types_abilities_and_costs(cardset):
    """The issue: actions, items, champions and guards; primary, ally, expend and
    sacrifice abilities; costs 1 to 8."""
    cards = market_cards(cardset)
    assert {d.type for d in cards} == set(C.TYPES)
    assert any(d.guard for d in cards) and any(d.is_champion and not d.guard for d in cards)
    assert {k for d in cards for k in d.abilities} == set(C.ABILITY_KINDS)
    assert {d.cost for d in cards} == set(range(1, 9))
    for faction in C.FACTIONS:
        mine = [d for d in cards if d.faction == faction]
        assert {d.type for d in mine} >= {C.ACTION, C.CHAMPION}
        assert any(d.guard for d in mine)


def test_every_effect_primitive_is_used(cardset):
    used = set()

    def walk(effects):
        for e in effects:
            used.add(e.name)
            for option in e.options:
                walk(option)
    for d in cardset.defs.values():
        for effects in d.abilities.values():
            walk(effects)
    assert used == set(content.EFFECTS)


def test_rules_text_is_generated_for_every_ability(cardset):
    for d in cardset.defs.values():
        for kind in d.abilities:
            text = d.ability_text(kind)
            assert text and text[0].isupper() and text.endswith("."), (d.id, kind, text)
        assert d.summary() and "\n" not in d.summary()
    spark = cardset.defs["spark"]
    assert spark.ability_text("primary") == \
        "Gain 3 combat. An opponent of your choice discards a card."
    assert cardset.defs["street-tough"].ability_text("expend") == \
        "Choose one: gain 1 gold; or gain 2 combat."
    assert cardset.defs["ogre-bouncer"].type_line() == "Guild Champion (guard, Defense 6)"


def test_files_say_what_is_ours():
    """Each content file's header says what the rule sheet gives and what we designed;
    starting.toml notes the health-tracking cards have no use in software."""
    folder = content.resources.files("engine.hero_realms").joinpath("content")
    for path in folder.iterdir():
        if path.name.endswith(".toml"):
            head = path.read_text(encoding="utf-8")[:1500]
            assert "rule sheet gives" in head and "herotable designed" in head, path.name
    starting = folder.joinpath("starting.toml").read_text(encoding="utf-8")
    assert "health-tracking" in starting and "no use" in starting


def test_load_cards_is_cached(cardset):
    assert load_cards() is cardset


# ------------------------------------------------------------ malformed files

GOOD = """
[[cards]]
id = "x"
name = "X"
type = "action"
faction = "guild"
cost = 2
copies = 1
primary = [{ effect = "combat", amount = 2 }]
"""


def load(text: str):
    return load_file(text.encode("utf-8"), "bad.toml")


def error(text: str) -> ContentError:
    with pytest.raises(ContentError) as info:
        load(text)
    message = str(info.value)
    assert "\n" not in message and message.startswith("bad.toml: ")
    return info.value


def test_good_file_loads():
    cards, box = load(GOOD)
    assert list(cards) == ["x"] and box is None
    assert cards["x"].abilities["primary"][0].get("amount") == 2


@pytest.mark.parametrize("old,new,entry,field,words", [
    ('cost = 2', 'cost = 9', "x", "cost", "at most 8"),
    ('cost = 2', 'cost = 0', "x", "cost", "at least 1"),
    ('cost = 2', 'cost = "2"', "x", "cost", "expected an integer"),
    ('cost = 2\n', '', "x", "cost", "needs a cost"),
    ('faction = "guild"', 'faction = "elves"', "x", "faction", "not one of"),
    ('faction = "guild"\n', '', "x", "faction", "needs a faction"),
    ('type = "action"', 'type = "spell"', "x", "type", "not one of"),
    ('id = "x"', 'id = "Bad Id"', "cards[0]", "id", "must match"),
    ('name = "X"\n', '', "x", "name", "missing required key"),
    ('copies = 1', 'copies = 17', "x", "copies", "at most 16"),
    ('copies = 1', 'copies = 1\ncolour = "red"', "x", "colour", "unknown key"),
    ('effect = "combat"', 'effect = "fireball"', "x", "primary[0].effect", "not one of"),
    ('amount = 2', 'amount = 0', "x", "primary[0].amount", "at least 1"),
    ('amount = 2', 'amount = 2, target = "all"', "x", "primary[0].target",
     "unknown parameter"),
    ('{ effect = "combat", amount = 2 }', '{ effect = "combat" }', "x",
     "primary[0].amount", "needs parameter amount"),
    ('primary = [{ effect = "combat", amount = 2 }]', 'primary = []', "x", "primary",
     "non-empty array"),
    ('primary = [{ effect = "combat", amount = 2 }]', 'ally = [{ effect = "draw" }]', "x",
     "primary", "needs a primary ability"),
    ('primary =', 'expend = [{ effect = "draw" }]\nprimary =', "x", "expend",
     "only champions"),
    ('type = "action"', 'type = "champion"', "x", "defense", "needs a defense"),
    ('copies = 1', 'copies = 1\ndefense = 3', "x", "defense", "only champions"),
    ('copies = 1', 'copies = 1\nrole = "personal"', "x", "faction", "no faction"),
    ('{ effect = "combat", amount = 2 }',
     '{ effect = "choose", options = [[{ effect = "gold", amount = 1 }]] }', "x",
     "primary[0].options", "2 or 3"),
    ('{ effect = "combat", amount = 2 }',
     '{ effect = "choose", options = [[{ effect = "choose", options = [] }], []] }', "x",
     "primary[0].options[0][0].effect", "nested"),
    ('{ effect = "combat", amount = 2 }', '{ effect = "topdeck", filter = "item" }', "x",
     "primary[0].filter", "not one of"),
    ('{ effect = "combat", amount = 2 }', '{ effect = "stun_target", optional = "yes" }',
     "x", "primary[0].optional", "true or false"),
])
def test_malformed_card_names_file_entry_and_field(old, new, entry, field, words):
    assert old in GOOD
    err = error(GOOD.replace(old, new, 1))
    assert (err.file, err.entry, err.field) == ("bad.toml", entry, field)
    assert words in err.problem


def test_champion_rules():
    champ = GOOD.replace('type = "action"', 'type = "champion"\ndefense = 4')
    err = error(champ)
    assert (err.field, "no primary ability") == ("primary", "no primary ability") \
        and "no primary" in err.problem
    ok = champ.replace("primary =", "expend =")
    cards, _ = load(ok)
    assert cards["x"].is_champion and cards["x"].defense == 4 and not cards["x"].guard
    err = error(ok.replace("defense = 4", "defense = 4\nguard = 1"))
    assert err.field == "guard" and "true or false" in err.problem


def test_personal_cards_have_no_cost_and_no_ally():
    personal = GOOD.replace('faction = "guild"\n', "").replace('copies = 1', 'copies = 1\nrole = "personal"')
    err = error(personal)
    assert err.field == "cost" and "never acquired" in err.problem
    cards, _ = load(personal.replace("cost = 2\n", ""))
    assert cards["x"].cost is None
    err = error(personal.replace("cost = 2\n", "") + 'ally = [{ effect = "draw" }]\n')
    assert err.field == "ally" and "needs a faction" in err.problem


@pytest.mark.parametrize("text,entry,field,words", [
    ("[[cards]\n", "-", "-", "TOML syntax error"),
    ("", "-", "cards", "missing required section"),
    ("cards = 3\n", "cards", "-", "non-empty array"),
    ("hero = 1\n" + GOOD, "-", "hero", "unknown key"),
    ("[box]\npersonal_decks = 4\n" + GOOD, "box", "health_cards", "missing"),
    ("[box]\npersonal_decks = 1\nhealth_cards = 8\n" + GOOD, "box", "personal_decks",
     "at least 2"),
    (GOOD + GOOD, "x", "id", "duplicate"),
    ("cards = [3]\n", "cards[0]", "-", "expected a table"),
])
def test_malformed_file(text, entry, field, words):
    err = error(text)
    assert (err.entry, err.field) == (entry, field) and words in err.problem


def test_not_utf8():
    with pytest.raises(ContentError) as info:
        load_file(b"\xff\xfe[[cards]]", "bad.toml")
    assert "not UTF-8" in str(info.value)


def _files(cardset, drop=None, extra=None, box=True):
    files: dict = {}
    for d in cardset.defs.values():
        files.setdefault(d.source, {})[d.id] = d
    out = []
    for name in sorted(files):
        cards = {k: v for k, v in files[name].items() if k != drop}
        table = {"personal_decks": 4, "health_cards": 8} if name == "starting.toml" and box \
            else None
        out.append((name, cards, table))
    if extra:
        out.append(extra)
    return out


def test_check_box_accepts_the_built_in_files(cardset):
    again = check_box(_files(cardset))
    assert again.defs == cardset.defs and again.market == cardset.market


def test_check_box_refuses_a_set_that_is_not_the_box(cardset):
    with pytest.raises(ContentError, match="guild faction has 19 market cards"):
        check_box(_files(cardset, drop="nightblade"))
    with pytest.raises(ContentError, match="personal deck must be"):
        check_box(_files(cardset, drop="ruby"))
    with pytest.raises(ContentError, match="one Fire Gem card"):
        check_box(_files(cardset, drop="fire-gem"))
    with pytest.raises(ContentError, match="no file gives the \\[box\\] table"):
        check_box(_files(cardset, box=False))
    spark = cardset.defs["spark"]
    with pytest.raises(ContentError) as info:
        check_box(_files(cardset, extra=("extra.toml", {"spark": spark}, None)))
    assert (info.value.file, info.value.entry, info.value.field) == ("extra.toml", "spark", "id")
    with pytest.raises(ContentError, match="already given"):
        check_box(_files(cardset, extra=("extra.toml", {}, {"personal_decks": 4,
                                                             "health_cards": 8})))
