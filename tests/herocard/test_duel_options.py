"""HeroCard duel options as data (``HeroCardDuel.option_specs``): a hero per seat, the
names, and the Victory Points to win (Core Rules "Head-to-Head Duels": 3, 5 or 7)."""
import pytest

import engine

GAME = engine.load_game("herocard-duel")


@pytest.mark.parametrize("players, target", [(2, 3), (3, 5), (4, 7)])
def test_target_default_follows_the_player_count(players, target):
    specs = {s.id: s for s in GAME.option_specs(players)}
    assert specs["target_vp"].default == target
    assert GAME.default_options(players) == GAME.validate_options(players, None)
    assert specs["heroes"].covered_seats(players) == list(range(players))


def test_hero_choices_carry_the_heroes_names():
    heroes = {s.id: s for s in GAME.option_specs(2)}["heroes"]
    assert heroes.values() == ["paladin", "orc-king", "ranger", "sorcerer"]
    assert heroes.label_of("orc-king") == "Orc King"


def test_a_chosen_target_is_played_to():
    state = GAME.new_game(2, 3, {"target_vp": 1, "heroes": ["ranger", "ranger"]})
    assert state.view(0)["target_vp"] == 1


@pytest.mark.parametrize("options, words", [
    ({"heroes": ["paladin", "nobody"]}, "unknown heroes 'nobody'"),
    ({"target_vp": 0}, "target_vp must be a whole number from 1 to 20"),
])
def test_bad_options_give_one_line(options, words):
    with pytest.raises(engine.BadOptions) as err:
        GAME.new_game(2, 1, options)
    assert words in str(err.value) and "\n" not in str(err.value)
