"""Content loading and validation (rulebook "Teams", "Pre-game: Cards", "Box Contents")."""
from __future__ import annotations

import tomllib
from importlib import resources

import pytest

from engine import ContentError
from engine.heroes_of_timeline import content as C


def _data():
    text = resources.files("engine.heroes_of_timeline").joinpath("content/teams.toml") \
        .read_text("utf-8")
    return tomllib.loads(text)


def test_sixteen_heroes_in_four_teams_of_3_4_4_5():
    c = C.load_content()
    assert len(c.heroes) == 16
    assert {t: len(v.heroes) for t, v in c.teams.items()} == {
        "dragon-hunters": 3, "guards-of-witgat": 4, "hidden-temple": 4, "institute": 5}


def test_given_facts_are_kept():
    c = C.load_content()
    assert (c.heroes["golem"].movement, c.heroes["golem"].ranged) == (3, 4)
    assert c.heroes["red-knight"].ability.primitive == "wall_breaker"
    assert c.heroes["drakkar"].ability.primitive == c.heroes["ronin"].ability.primitive \
        == "chain_melee"
    assert c.heroes["lady"].ability.primitive == "turn_sector"
    assert c.heroes["greg"].ranged == 0
    assert c.heroes["ballista"].ability.declare and c.heroes["berserk"].ability.declare
    assert c.teams["dragon-hunters"].skill.primitive == "dominators"
    assert c.teams["guards-of-witgat"].skill.primitive == "wall_raisers"
    assert c.teams["institute"].skill.primitive == "phase_walk"
    declared = [h for h in c.heroes.values() if h.ability.declare] + \
        [t for t in c.teams.values() if t.skill.declare]
    assert len(declared) == 4      # the box's 4 Skill/Ability tokens


def test_every_pair_of_teams_fits_the_box_armor():
    c = C.load_content()
    for a in c.teams.values():
        for b in c.teams.values():
            if a.id != b.id:
                heroes = [c.heroes[h] for h in a.heroes + b.heroes]
                assert sum(h.regular for h in heroes) <= 32
                assert sum(h.superior for h in heroes) <= 16


def test_dragon_hunters_have_the_best_armor_and_the_temple_the_longest_range():
    c = C.load_content()
    def mean(team, f):
        return sum(f(c.heroes[h]) for h in c.teams[team].heroes) / c.teams[team].size
    armor = {t: mean(t, lambda h: h.regular + 2 * h.superior) for t in c.teams}
    assert max(armor, key=armor.get) == "dragon-hunters"
    reach = {t: mean(t, lambda h: h.ranged) for t in c.teams}
    assert max(reach, key=reach.get) == "hidden-temple"


@pytest.mark.parametrize("change,entry,field", [
    (lambda d: d["heroes"][0].update(movement=9), "red-knight", "movement"),
    (lambda d: d["heroes"][0].update(regular=5, superior=2), "red-knight", "superior"),
    (lambda d: d["heroes"][0].update(ability={"primitive": "fly"}), "red-knight",
     "ability.primitive"),
    (lambda d: d["heroes"][1]["ability"].update(eliminations=1), "drakkar",
     "ability.eliminations"),
    (lambda d: d["heroes"][4]["ability"].pop("ranged", None) or
     d["heroes"][4].update(ability={"primitive": "siege_mode"}), "ballista", "ability.ranged"),
    (lambda d: d["heroes"][0].update(team="nobody"), "red-knight", "team"),
    (lambda d: d["heroes"][0].update(colour="red"), "red-knight", "colour"),
    (lambda d: d["teams"][0].update(size=4), "dragon-hunters", "size"),
    (lambda d: d["heroes"].pop(), "institute", "size"),
])
def test_bad_content_names_file_entry_and_field(change, entry, field):
    data = _data()
    change(data)
    with pytest.raises(ContentError) as err:
        C.parse(data)
    assert (err.value.file, err.value.entry, err.value.field) == ("teams.toml", entry, field)
    assert "\n" not in str(err.value)


def test_bad_toml_is_one_line():
    with pytest.raises(ContentError) as err:
        C.parse_text("[[teams]\nid=")
    assert "not valid TOML" in str(err.value) and "\n" not in str(err.value)


def test_the_docs_table_matches_the_content():
    import pathlib
    doc = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "heroes-of-timeline.md") \
        .read_text("utf-8")
    c = C.load_content()
    for h in c.heroes.values():
        row = f"| {h.name} | {h.movement} | {h.ranged} | {h.regular} | {h.superior} |"
        assert row in doc, f"docs/heroes-of-timeline.md disagrees on {h.name}"
