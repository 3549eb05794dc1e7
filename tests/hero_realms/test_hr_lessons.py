"""Hero Realms' guided first game (issue 44, engine/hero_realms/lessons.py): the
lesson option deals the stacked position of content/lessons.toml, a game without
it is dealt as before, and a faulty lesson is one line naming file, lesson and field."""
from __future__ import annotations

import pytest

import engine
import saves
from engine.core.lessons import LessonFile
from engine.hero_realms.lessons import _check as check_realms_lesson

GAME = engine.load_game("hero-realms")
OPTIONS = {"lesson": "first-game", "names": ["Learner", "Brakka"]}


def ids(state, uids) -> list[str]:
    return [state.cards[u] for u in uids]


@pytest.mark.parametrize("seed", [1, 7, 99])
def test_the_first_game_deals_its_stacked_position(seed):
    state = GAME.new_game(2, seed, OPTIONS)
    assert state.options["lesson"] == "first-game"
    assert state.active == state.first_player == 0 and state.turn == 1
    you, brakka = state.players
    assert ids(state, you.hand) == ["ruby", "gold", "shortsword", "fire-gem", "orc-brawler"]
    assert ids(state, brakka.hand) == ["gold", "gold", "gold", "dagger", "shortsword"]
    assert ids(state, brakka.champions) == ["death-zealot", "weaver-of-ends"]
    assert you.champions == [] and state.protected(1) and not state.protected(0)
    assert ids(state, state.market) == ["spark", "back-alley-threat", "street-tough",
                                        "war-mage-ilse", "legion-dragon"]
    # tops are the lists' ends (draw and refill pop)
    assert ids(state, state.market_deck[-2:])[::-1] == ["dire-wolf", "elven-blessing"]
    assert ids(state, you.deck[-5:])[::-1] == ["gold", "gold", "dagger", "gold", "gold"]
    # every card is somewhere exactly once: 80 Market, 16 gems, 2 x 10 personal
    assert len(you.deck) == 7 and len(brakka.deck) == 5
    assert len(state.gems) == 15 and len(state.market_deck) == 80 - 5 - 1 - 2
    zones = (state.market + state.market_deck + state.gems + you.hand + you.deck
             + brakka.hand + brakka.deck + brakka.champions)
    assert sorted(zones) == list(range(len(state.cards))) and len(zones) == 116
    assert [a.label for a in state.legal_actions()][-1] == "End turn"


def test_the_unstacked_rest_is_shuffled_from_the_seed():
    one, two = (GAME.new_game(2, seed, OPTIONS) for seed in (1, 2))
    assert ids(one, one.market_deck[:-2]) != ids(two, two.market_deck[:-2])
    again = GAME.new_game(2, 1, OPTIONS)
    assert engine.state_hash(again) == engine.state_hash(one)


def test_a_game_without_the_lesson_is_dealt_as_before():
    """The option is only added when given: the same seed deals the same game, and
    the lesson game differs from it."""
    plain = GAME.new_game(2, 5, {"names": ["Learner", "Brakka"]})
    assert "lesson" not in plain.options
    assert plain.active in (0, 1) and len(plain.players[plain.active].hand) == 3
    assert engine.state_hash(GAME.new_game(2, 5, {"names": ["Learner", "Brakka"]})) == \
        engine.state_hash(plain)
    assert engine.state_hash(GAME.new_game(2, 5, OPTIONS)) != engine.state_hash(plain)


def test_the_lesson_is_for_two_players_free_for_all():
    with pytest.raises(engine.BadOptions, match="lesson first-game is for 2 players"):
        GAME.new_game(3, 1, {"lesson": "first-game"})
    with pytest.raises(engine.BadOptions, match="unknown lesson 'nope'"):
        GAME.new_game(2, 1, {"lesson": "nope"})


def test_a_lesson_game_saves_and_replays_to_the_same_hash(tmp_path):
    state = GAME.new_game(2, 3, OPTIONS)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    path = tmp_path / "lesson.htsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert engine.state_hash(again) == engine.state_hash(state)
    assert again.options["lesson"] == "first-game"


def test_the_card_files_do_not_read_the_lessons_file():
    from engine.hero_realms.content import load_cards
    assert "first-game" not in load_cards().defs and len(load_cards().defs) > 40


GOOD = {"first_player": 0, "hands": [["ruby"], []], "decks": [[], []],
        "champions": [[], []], "market": ["spark"] * 3 + ["legionary"] * 2,
        "market_deck": []}


def toml_of(**changes) -> str:
    entry = dict(GOOD, **changes)
    lines = ['[[lesson]]', 'id = "x"', 'title = "X"']
    for key, value in entry.items():
        text = repr(value).replace("'", '"')
        lines.append(f"{key} = {text}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("changes, problem", [
    ({"hands": [["ruby", "ruby"], []]}, "'hands[0]': 'ruby': a personal deck holds only 1"),
    ({"decks": [["spark"], []]}, "'decks[0]': 'spark' is not a personal deck card"),
    ({"champions": [["spark"], []]}, "'champions[0]': 'spark' is not a Market champion"),
    ({"market": ["spark"] * 4}, "'market': must list the 5 cards"),
    ({"market": ["spark"] * 2 + ["legionary"] * 2 + ["gold"]}, "'market': 'gold' is not a Market card"),
    ({"market_deck": ["spark"]}, "'market_deck': 'spark': the Market Deck holds only 3"),
    ({"hands": [["no-such-card"], []]}, "'no-such-card' is not a card of the box"),
    ({"first_player": 2}, "'first_player': must be at most 1"),
    ({"hands": [["ruby"]]}, "'hands': must hold one list of card ids per seat"),
    ({"hands": [["fire-gem"] * 17, []]}, "holds more than 10 cards"),
])
def test_a_faulty_lesson_is_one_line_naming_the_field(tmp_path, changes, problem):
    folder = tmp_path / "hero_realms" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of(**changes))
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(folder / "lessons.toml", check_realms_lesson).lessons()
    message = str(caught.value)
    assert "\n" not in message and "hero_realms/content/lessons.toml" in message
    assert "lesson x" in message and problem in message


def test_the_good_entry_of_those_checks_loads(tmp_path):
    folder = tmp_path / "hero_realms" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of())
    lesson = LessonFile(folder / "lessons.toml", check_realms_lesson).lessons()["x"]
    assert lesson.players == 2 and lesson.market[3] == "legionary"
