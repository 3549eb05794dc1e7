"""The options contract: ``Game.option_specs`` and ``validate_options`` (DESIGN.md)."""
import pytest

import engine
from engine.core.options import Choice, OptionSpec, validate_options


def spec_list():
    return [OptionSpec("mode", "Mode", "choice", "a", choices=(Choice("a", "Alpha"), Choice("b", "Beta"))),
            OptionSpec("rounds", "Rounds", "int", 5, minimum=1, maximum=9),
            OptionSpec("weapons", "Weapons", "bool", False),
            OptionSpec("team", "Team", "choice", ["a", "b"], per_seat=True, distinct=True,
                       choices=(Choice("a", "Alpha"), Choice("b", "Beta")))]


def test_defaults_are_filled_in():
    assert validate_options(spec_list(), None, 2) == {"mode": "a", "rounds": 5, "weapons": False,
                                                     "team": ["a", "b"]}


@pytest.mark.parametrize("options, words", [
    ({"mode": "c"}, "unknown mode 'c'"),
    ({"rounds": 0}, "rounds must be a whole number from 1 to 9"),
    ({"rounds": True}, "rounds must be a whole number"),
    ({"weapons": 1}, "weapons must be true or false"),
    ({"team": ["a"]}, "team must list 2 values"),
    ({"team": ["a", "a"]}, "team must all differ"),
    ({"colour": 1}, "unknown option: colour"),
    ([1], "options must be a map"),
])
def test_bad_values_give_one_line(options, words):
    with pytest.raises(engine.BadOptions) as err:
        validate_options(spec_list(), options, 2)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_parse_from_command_line_text():
    mode, rounds, weapons = spec_list()[:3]
    assert mode.parse("Beta") == "b" and mode.parse("a") == "a"
    assert rounds.parse("7") == 7 and weapons.parse("yes") is True and weapons.parse("off") is False
    with pytest.raises(engine.BadOptions):
        rounds.parse("many")


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_registry_entry_agrees_with_the_game(game_id):
    entry, game = engine.game_entry(game_id), engine.load_game(game_id)
    assert (entry.title, entry.min_players, entry.max_players) == \
        (game.title, game.min_players, game.max_players)


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_every_game_option_spec_defaults_validate(game_id):
    game = engine.load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        specs = game.option_specs(players)
        assert validate_options(specs, None, players) is not None
        for spec in specs:
            assert spec.to_data()["id"] == spec.id
