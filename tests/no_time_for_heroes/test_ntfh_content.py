"""The published components as content (components list; rulebook, "Card Types")."""
import pytest

from engine import ContentError
from engine.no_time_for_heroes import content as C


def test_the_box_holds_the_published_counts():
    box = C.load_content()
    assert len(box.heroes) == 8
    assert {h.card for h in box.heroes.values()} == {1, 2, 3, 4}
    for klass, rows in box.decks.items():
        assert sum(n for _, n in rows) == 15, klass
    assert sum(len(h.loot) for h in box.hosts.values()) == 27
    assert len(box.warlords) == 3 and len(box.scenarios) == 12
    assert sum(n for _, n in box.market) == 14 and len(box.market) == 9


def test_cards_carry_the_spanish_edition_name():
    box = C.load_content()
    assert box.cards["rapid-shot"].name_es == "Disparo Rapido"
    assert box.cards["healing-potion"].name_es == "Pocion Curativa"
    assert box.scenarios["kalern-mire"].name_es == "Lodazal de Kalern"


def test_printed_numbers_match_the_component_list():
    box = C.load_content()
    assert box.heroes["feldon"].hearts == 2 and box.heroes["valerys"].expertise_uses == 2
    assert box.heroes["beleth-il"].penalty_icons == ("melee",)
    assert box.hosts["orc-shaman"].fortitude == 5 and box.hosts["orc-shaman"].magic_resistance == 2
    assert sorted(box.hosts["orc-looter"].loot) == [(1, 0), (1, 0), (2, 0), (2, 1), (2, 1)]
    assert box.warlords["shriekknifer"].fortitude == 10
    bow = box.cards["composite-bow"]
    assert (bow.cost, bow.damage, bow.icons, bow.penalty_icons) == (5, 4, ("ranged",), ("expertise",))
    assert box.cards["healing-potion"].single_use and box.cards["healing-orb"].single_use


def _broken(file, old, new):
    texts = C.builtin_texts()
    assert old in texts[file]
    texts[file] = texts[file].replace(old, new, 1)
    with pytest.raises(ContentError) as err:
        C.check_box(texts)
    return str(err.value)


def test_a_bad_effect_parameter_names_file_entry_and_field():
    msg = _broken("abilities.toml", 'effects = [{ effect = "lose", count = 1 }]\ntext = "Damage 3.',
                  'effects = [{ effect = "lose", count = 0 }]\ntext = "Damage 3.')
    assert msg.startswith("abilities.toml: entry 'brutal-attack', field 'effects[0].count'")


def test_an_unknown_primitive_is_refused():
    msg = _broken("market.toml", 'effect = "draw", count = 3', 'effect = "draw_lots", count = 3')
    assert "concentration-elixir" in msg and "effects[0].effect" in msg


def test_a_deck_of_the_wrong_size_is_refused():
    msg = _broken("abilities.toml", "copies = 4\ndamage = 1\ntarget = \"enemy\"\neffects = [{ effect = \"draw\"",
                  "copies = 5\ndamage = 1\ntarget = \"enemy\"\neffects = [{ effect = \"draw\"")
    assert "the warrior deck has 16 cards, not 15" in msg


def test_a_missing_loot_pair_breaks_the_host_count():
    msg = _broken("horde.toml", "loot = [[1, 0], [0, 0], [0, 0]]", "loot = [[1, 0], [0, 0]]")
    assert msg.startswith("horde.toml") and "26 hosts, the box has 27" in msg


def test_missing_spanish_name_and_unknown_key():
    msg = _broken("scenarios.toml", 'name_es = "Campo de Batalla"\n', "")
    assert "entry 'battlefield', field 'name_es': missing required key" in msg
    msg = _broken("heroes.toml", 'hearts = 3\n', 'hearts = 3\nlives = 2\n')
    assert "field 'lives': unknown key" in msg


def test_damage_without_a_target_and_bad_toml():
    msg = _broken("market.toml", 'damage = 4\nicons = ["melee"]\ntarget = "enemy"',
                  'damage = 4\nicons = ["melee"]\ntarget = "none"')
    assert "orc-halberd" in msg and "a card with Damage needs a target" in msg
    msg = _broken("horde.toml", "id = \"gurdrug\"", "id = gurdrug")
    assert "TOML syntax error" in msg
