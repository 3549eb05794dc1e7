"""Pack of Heroes content: the 8 set teams, 40 heroes and 12 weapons, and the strict loader.

Rulebook, "Game Contents" (8 set teams of 5 heroes, 12 weapons), "Hero Card
Overview" (health, rank, movement, powers with type, value and cost), "Draft
a team" (1 Leader, 2 Fighters, 2 Sidekicks), "Main Action -- Use 1 Power"
(the three kinds of cost), "Powers" (arrival powers are free). The heroes
and weapons are ours.
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine import ContentError
from engine.pack_of_heroes import catalogue, primitives
from engine.pack_of_heroes.content import check_set, load_content, load_file
from engine.pack_of_heroes.model import Cost


@pytest.fixture(scope="module")
def content():
    return load_content()


def test_box_holds_eight_teams_of_five_and_twelve_weapons(content):
    """Rulebook, "Game Contents": 40 hero cards in 8 set teams, 12 weapon cards."""
    assert len(content.teams) == 8 and len(content.heroes) == 40 and len(content.weapons) == 12
    assert set(content.teams) == {
        "liberty-legends", "elementeens", "knights-of-the-five-realms", "safari-squad",
        "freak-show-five", "guild-of-ghouls", "data-brigade", "galactanauts"}
    for team in content.teams.values():
        ranks = Counter(content.heroes[h].rank for h in team.heroes)
        assert ranks == {"leader": 1, "fighter": 2, "sidekick": 2}
        assert all(content.heroes[h].team == team.id for h in team.heroes)


def test_every_power_names_a_primitive_with_a_function(content):
    """Each power is one named primitive; each primitive is one function."""
    assert set(catalogue.EFFECTS) == set(primitives.PRIMITIVES) | catalogue.DEFENDS | catalogue.STANDING
    used = {p.effect for h in content.heroes.values() for p in h.powers}
    used |= {w.power.effect for w in content.weapons.values()}
    assert used <= set(catalogue.EFFECTS)
    for hero in content.heroes.values():
        for p in hero.powers:
            assert p.text.endswith(".") and p.name
            if p.type == "arrival":
                assert p.cost.kind == "free"      # rulebook, "Arrival power"


def test_teams_play_as_the_rulebook_says(content):
    """Rulebook, "Meet the Teams": each team's character shows in its powers."""
    def effects(team):
        return [p.effect for h in content.teams[team].heroes for p in content.heroes[h].powers]

    def types(team):
        return [p.type for h in content.teams[team].heroes for p in content.heroes[h].powers]
    assert effects("guild-of-ghouls").count("stun") + effects("guild-of-ghouls").count(
        "stun_both") + effects("guild-of-ghouls").count("attack_stun") >= 4
    assert types("data-brigade").count("constant") >= 4
    assert {"sprint", "swap", "beam", "attack_push"} <= set(effects("safari-squad"))
    assert "extra_power" in effects("freak-show-five") and types("freak-show-five").count("constant") >= 3
    assert {"draw_power", "recover", "discard_random"} <= set(effects("knights-of-the-five-realms"))
    assert "attack_bonus" in effects("elementeens") and types("elementeens").count("arrival") >= 3
    gal = effects("galactanauts")
    assert {"heal", "rally", "beam", "swap", "defend"} <= set(gal)
    assert len(set(types("liberty-legends"))) >= 6      # a bit of everything


def test_team_costs_spread_over_the_three_colours(content):
    """Strategy tips: a good team balances its power costs; no set team leans on one colour."""
    for team in content.teams.values():
        colours = Counter(c for h in team.heroes for p in content.heroes[h].powers
                          for c in p.cost.colours)
        assert all(colours[c] >= 2 for c in ("red", "green", "blue")), team.id


def test_cost_payments():
    """Rulebook, "Main Action -- Use 1 Power": one colour, either of two, a colour x2."""
    hand = ["blue", "green", "red"]
    assert Cost("one", ("red",)).payments(hand) == [("red",)]
    assert Cost("either", ("red", "green")).payments(hand) == [("red",), ("green",)]
    assert Cost("double", ("blue",)).payments(hand) == []
    assert Cost("double", ("blue",)).payments(["blue", "blue"]) == [("blue", "blue")]
    assert Cost("free").payments([]) == [()]
    assert Cost("either", ("red", "blue")).text() == "R/B" and Cost("double", ("green",)).text() == "GG"


TEAM = """
[team]
id = "t"
name = "T"
style = "S."
""" + "".join(f"""
[[heroes]]
id = "h{i}"
name = "H{i}"
rank = "{rank}"
health = 5
move = "run"
speed = 2
powers = [{{ name = "P", type = "force", value = 2, cost = "red", effect = "attack" }}]
""" for i, rank in enumerate(["leader", "fighter", "fighter", "sidekick", "sidekick"]))


def test_a_valid_file_loads():
    teams, heroes, weapons = load_file(TEAM.encode(), "t.toml")
    assert [t.id for t in teams] == ["t"] and len(heroes) == 5 and weapons == []
    assert heroes[0].powers[0].text == "Attack an adjacent enemy for 2."


@pytest.mark.parametrize("old, new, words", [
    ('health = 5\nmove = "run"\nspeed = 2\npowers = [{ name = "P", type = "force", value = 2',
     'health = 0\nmove = "run"\nspeed = 2\npowers = [{ name = "P", type = "force", value = 2',
     "entry 'h0', field 'health': must be at least 2"),
    ('cost = "red", effect = "attack" }]\n', 'cost = "red/red", effect = "attack" }]\n',
     "field 'powers[0].cost': 'red/red' names the same colour twice"),
    ('cost = "red", effect = "attack" }]\n', 'cost = "purple", effect = "attack" }]\n',
     "'purple' is not a cost"),
    ('type = "force", value = 2, cost = "red", effect = "attack" }]\n',
     'type = "arrival", effect = "draw_power", cost = "red" }]\n',
     "field 'powers[0].cost': arrival powers cost nothing"),
    ('effect = "attack" }]\n', 'effect = "heal" }]\n', "heal is not a force power"),
    ('effect = "attack" }]\n', 'effect = "attack", reach = "any" }]\n',
     "a force attack's reach comes from its type"),
    ('effect = "attack" }]\n', 'effect = "attack", wounds = 2 }]\n',
     "field 'powers[0].wounds': unknown key"),
    ('type = "force", value = 2, cost = "red", effect = "attack" }]\n',
     'type = "constant", effect = "sprint" }]\n', "sprint needs parameter steps"),
    ('rank = "sidekick"', 'rank = "leader"', "a set team has 1 leader(s), this one 3"),
    ('value = 2, cost', 'cost', "attack needs a value"),
])
def test_bad_content_gives_one_line_naming_file_entry_field(old, new, words):
    bad = TEAM.replace(old, new, 1) if "sidekick" not in old else TEAM.replace(old, new)
    with pytest.raises(ContentError) as err:
        load_file(bad.encode(), "t.toml")
    assert words in str(err.value) and "\n" not in str(err.value)
    assert str(err.value).startswith("t.toml: ")


def test_bad_toml_and_duplicates_and_box():
    with pytest.raises(ContentError, match="TOML syntax error"):
        load_file(b"[team", "x.toml")
    files = [("a.toml", load_file(TEAM.encode(), "a.toml")),
             ("b.toml", load_file(TEAM.encode(), "b.toml"))]
    with pytest.raises(ContentError, match="b.toml: entry 't', field 'id': id already used in a.toml"):
        check_set(files)
    with pytest.raises(ContentError, match="the box holds 8 set teams, found 1"):
        check_set(files[:1])
    weapon = b'[[weapons]]\nid = "w"\nname = "W"\npower = { type = "range", value = 2, ' \
             b'cost = "red", effect = "stun", reach = "adjacent" }\n'
    with pytest.raises(ContentError, match="stun is not a range power"):
        load_file(weapon, "w.toml")
    weapon = weapon.replace(b'"range", value = 2,', b'"stun",')
    with pytest.raises(ContentError, match="its reach must be any"):
        load_file(weapon, "w.toml")
