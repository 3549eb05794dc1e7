"""Heroes of Timeline's guided first game (issue 44, engine/heroes_of_timeline/lessons.py):
the lesson option plays part of the set-up through legal actions at new_game (the
lesson's teams, every armor token as suggested, the first 11 walls), a game without
it is dealt as before, and a faulty lesson is one line naming file, lesson and field."""
from __future__ import annotations

import pytest

import engine
import saves
from engine.core.lessons import LessonFile
from engine.heroes_of_timeline.lessons import SUGGESTED_SIDES, _check, timeline_lessons
from engine.heroes_of_timeline.model import REGULAR, SUPERIOR

GAME = engine.load_game("heroes-of-timeline")
OPTIONS = {"lesson": "first-game", "names": ["Learner", "Rival"]}


@pytest.mark.parametrize("seed", [1, 7, 99])
def test_the_first_game_opens_at_the_learners_last_wall(seed):
    state = GAME.new_game(2, seed, OPTIONS)
    assert state.options["lesson"] == "first-game"
    assert state.teams == ["dragon-hunters", "institute"]
    assert state.history == []                      # dealt, not played: replays deal it again
    assert state.first_player == 1                  # the Institute's 5 heroes against 3
    assert state.phase == "walls" and state.current_player == 0
    assert len(state.walls) == 11 and state.wall_box == 18 - 11
    assert state.walls_placed[0] == [0, 0, 0, 1, 2, 2]   # South-West takes the last one
    assert sum(state.walls_placed[1]) == 6
    legal = state.legal_actions()
    assert legal and {a.kind for a in legal} == {"wall"}
    assert {a.arg("sector") for a in legal} == {3}
    # every token is on, Superior on the front first (as the screen's A key puts it)
    for hero in state.heroes:
        assert hero.to_place == [0, 0]
        d = state.content.heroes[hero.hid]
        assert hero.armor.count(SUPERIOR) == d.superior
        assert hero.armor.count(REGULAR) == d.regular
        tokens = [SUPERIOR] * d.superior + [REGULAR] * d.regular
        assert [hero.armor[s] for s in SUGGESTED_SIDES[:len(tokens)]] == tokens
    red = next(h for h in state.heroes if h.hid == "red-knight")
    assert red.armor == [SUPERIOR, SUPERIOR, REGULAR, 0, 0, REGULAR]


def test_the_lesson_teams_override_what_was_asked():
    state = GAME.new_game(2, 3, dict(OPTIONS, teams=["hidden-temple", "random"]))
    assert state.teams == ["dragon-hunters", "institute"]
    assert state.options["teams"] == ["dragon-hunters", "institute"]


def test_the_same_seed_deals_the_same_lesson_and_the_screen_sees_no_seed():
    """Nothing is hidden and no chance is left in the set-up (the team sizes fix the
    first player): two seeds give the learner the very same position to decide on."""
    one, two = (GAME.new_game(2, seed, OPTIONS) for seed in (1, 2))
    assert one.view(0) == two.view(0)
    assert [a.label for a in one.legal_actions()] == [a.label for a in two.legal_actions()]
    assert engine.state_hash(GAME.new_game(2, 1, OPTIONS)) == engine.state_hash(one)


def test_a_game_without_the_lesson_is_dealt_as_before():
    plain = GAME.new_game(2, 5, {"teams": ["dragon-hunters", "institute"]})
    assert "lesson" not in plain.options and plain.phase == "armor"
    assert plain.walls == set() and sum(sum(h.to_place) for h in plain.heroes) > 0
    again = GAME.new_game(2, 5, {"teams": ["dragon-hunters", "institute"]})
    assert engine.state_hash(again) == engine.state_hash(plain)
    lesson = GAME.new_game(2, 5, OPTIONS)
    assert engine.state_hash(lesson) != engine.state_hash(plain)


def test_unknown_lessons_are_refused():
    with pytest.raises(engine.BadOptions, match="unknown lesson 'nope'"):
        GAME.new_game(2, 1, {"lesson": "nope"})
    assert GAME.lessons() == {"first-game": timeline_lessons()["first-game"].title}


def test_a_lesson_game_saves_and_replays_to_the_same_hash(tmp_path):
    state = GAME.new_game(2, 3, OPTIONS)
    for _ in range(40):
        state.apply(state.legal_actions()[0])
    assert state.turn >= 1 and len(state.history) == 40
    path = tmp_path / "lesson.htsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert engine.state_hash(again) == engine.state_hash(state)
    assert again.options["lesson"] == "first-game"


GOOD = {"teams": ["dragon-hunters", "institute"], "armor": "suggested",
        "walls": [[1, -4, 0, 1]]}


def toml_of(**changes) -> str:
    entry = dict(GOOD, **changes)
    lines = ['[[lesson]]', 'id = "x"', 'title = "X"']
    for key, value in entry.items():
        lines.append(f"{key} = {repr(value).replace(chr(39), chr(34))}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("changes, problem", [
    ({"teams": ["dragon-hunters"]}, "'teams': must list two team ids"),
    ({"teams": ["dragon-hunters", "elves"]}, "'teams[1]': 'elves' is not a team"),
    ({"teams": ["institute", "institute"]}, "'teams': the two seats must take different"),
    ({"armor": "some"}, "'armor': must be one of suggested, none"),
    ({"armor": "none"}, "'walls': walls follow the armor"),
    ({"walls": [[1, -4, 0]]}, "'walls[0]': must be [q, r, d, sector]"),
    # seat 2 (the Institute) places first, in its own sectors only
    ({"walls": [[-1, 4, 0, 4]]}, "'walls[0]': [-1, 4, 0, 4] is refused"),
    # the same edge twice
    ({"walls": [[1, -4, 0, 1], [-1, 4, 0, 4], [1, -4, 0, 1]]}, "'walls[2]'"),
    ({"walls": [[0, 1, 0, 1]]}, "'walls[0]': [0, 1, 0, 1] is refused"),   # by the Key Tile
])
def test_a_faulty_lesson_is_one_line_naming_the_field(tmp_path, changes, problem):
    folder = tmp_path / "heroes_of_timeline" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of(**changes))
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(folder / "lessons.toml", _check).lessons()
    message = str(caught.value)
    assert "\n" not in message and "heroes_of_timeline/content/lessons.toml" in message
    assert "lesson x" in message and problem in message


def test_the_good_entry_of_those_checks_loads(tmp_path):
    folder = tmp_path / "heroes_of_timeline" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of())
    lesson = LessonFile(folder / "lessons.toml", _check).lessons()["x"]
    assert lesson.walls == ((1, -4, 0, 1),) and lesson.teams[1] == "institute"

