"""Orc Wars options as data (``OrcWars.option_specs``): the scenario, the Orc player's
experience level (rulebook "Campaign": it sets the dirty tricks) and each Elf's hero
and role (rulebook "Roles": no two Elves share a role)."""
import pytest

import engine

GAME = engine.load_game("orc-wars")


def by_id(players):
    return {s.id: s for s in GAME.option_specs(players)}


def test_three_player_specs_cover_the_two_elves_from_seat_1():
    specs = by_id(3)
    assert list(specs) == ["scenario", "level", "names", "heroes", "roles"]
    for key in ("heroes", "roles"):
        assert specs[key].covered_seats(3) == [1, 2]
        assert specs[key].seat_labels == ("Elf 1", "Elf 2")
    assert specs["roles"].distinct and not specs["heroes"].distinct
    assert specs["names"].default == ["Orc", "Elf 1", "Elf 2"]
    assert specs["scenario"].label_of("the-prisoner") == "The Prisoner"
    assert specs["level"].values() == ["first-time", "novice", "trained", "expert", "true-orc"]
    assert specs["level"].label_of("true-orc") == "True Orc"
    assert specs["roles"].values() == ["paladin", "ranger", "sorcerer"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_defaults_are_the_validated_empty_map(players):
    assert GAME.default_options(players) == GAME.validate_options(players, None)


def test_chosen_level_and_roles_reach_the_game():
    state = GAME.new_game(3, 5, {"level": "trained", "heroes": ["sorcerer", "orc-king"],
                                 "roles": ["sorcerer", "paladin"]})
    assert state.options["level"] == "trained"
    assert state.options["heroes"] == ["sorcerer", "orc-king"]
    assert state.options["roles"] == ["sorcerer", "paladin"]


@pytest.mark.parametrize("options, words", [
    ({"roles": ["ranger", "ranger"]}, "roles must all differ"),
    ({"level": "master"}, "unknown level 'master'"),
    ({"scenario": "moria"}, "unknown scenario 'moria'"),
    ({"heroes": ["paladin"]}, "heroes must list 2 values"),
])
def test_bad_options_give_one_line(options, words):
    with pytest.raises(engine.BadOptions) as err:
        GAME.new_game(3, 1, options)
    assert words in str(err.value) and "\n" not in str(err.value)
