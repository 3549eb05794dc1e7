"""Pack of Heroes' guided first game (issue 44, engine/pack_of_heroes/lessons.py):
the lesson option deals the lesson's set teams and starting heroes, plays its
prelude through legal actions and stacks the power cards; a game without it is
dealt as before; a faulty lesson is one line naming file, lesson and field."""
from __future__ import annotations

import pytest

import engine
import saves
from engine.core.lessons import LessonFile
from engine.pack_of_heroes.lessons import _check, pack_lessons

GAME = engine.load_game("pack-of-heroes")
OPTIONS = {"lesson": "first-game", "names": ["Learner", "Rival"]}


def where(state, name):
    """The space of the hero called ``name`` (None off the grid)."""
    return next(h.space for h in state.heroes if state.defs[h.id].name == name)


@pytest.mark.parametrize("seed", [1, 7, 99])
def test_the_first_game_opens_on_the_learners_turn_with_the_stacked_cards(seed):
    state = GAME.new_game(2, seed, OPTIONS)
    assert state.options["lesson"] == "first-game"
    assert state.teams == ["galactanauts", "liberty-legends"]
    assert state.history == []                      # dealt, not played: replays deal it again
    assert state.phase == "play" and state.current_player == 0 and state.turn == 9
    assert state.start_player == 0 and state.step == "move"
    # the prelude: Comet and Nova on your home row; Rival's whole team in play
    assert where(state, "Comet") == 1 and where(state, "Nova") == 0
    assert [where(state, n) for n in ("Captain Columbia", "Lady Liberty", "Eagle Kid",
                                      "Minuteman", "Field Medic")] == [3, 6, 7, 5, 8]
    assert state.reserve(1) == [] and len(state.reserve(0)) == 3
    # the stacked cards: hands, face-up piles, draw tops (top last)
    assert state.hands == [["blue"], ["red", "red"]]
    assert state.discards == [["red"], ["blue"]]
    assert state.draws[0][-2:] == ["green", "green"] and state.draws[1][-2:] == ["blue", "red"]
    for seat in (0, 1):
        cards = state.hands[seat] + state.draws[seat] + state.discards[seat]
        assert sorted(cards) == sorted(["red", "green", "blue"] * 3)
    assert all(h.wounds == 0 and not h.stunned for h in state.heroes)


def test_the_lessons_steps_have_what_they_teach_with():
    """Move Comet, bring Astro (its arrival draws the green), draw: whatever Rival
    attacks, a team mate can defend it; Comet Strike then makes Eagle Kid faint."""
    state = GAME.new_game(2, 5, OPTIONS)

    def play(label):
        action = next(a for a in state.legal_actions() if a.label.startswith(label))
        return [e.kind for e in state.apply(action)]

    assert "moved" in play("Move Comet to b2")
    assert "arrival" in play("Bring Astro to a3")
    assert state.hands[0] == ["blue", "green"]
    play("Draw a power card")
    assert state.hands[0] == ["blue", "green", "green"] and state.current_player == 1
    # every attack Rival can pay for (reds) has a defender on the learner's side
    for action in state.legal_actions():
        if action.kind != "use":
            continue
        trial = state.clone()
        trial.apply(action)
        assert trial.pending and trial.pending["kind"] == "defend", action.label
        assert any(a.kind == "defend" for a in trial.legal_actions())
    play("End actions")
    play("Draw a power card")                       # red: still nothing for a defend
    assert "blue" not in state.hands[1] and "green" not in state.hands[1]
    kinds = play("Comet (Learner): Comet Strike on Eagle Kid (Rival) (pay G)")
    assert "stunned" in kinds
    kid = next(h for h in state.heroes if h.id == "eagle-kid")
    assert kid.wounds == 3 and kid.stunned


def test_the_same_seed_or_another_gives_the_learner_the_same_position():
    one, two = (GAME.new_game(2, seed, OPTIONS) for seed in (1, 2))
    assert one.view(0)["grid"] == two.view(0)["grid"]
    assert [a.label for a in one.legal_actions()] == [a.label for a in two.legal_actions()]
    assert engine.state_hash(GAME.new_game(2, 1, OPTIONS)) == engine.state_hash(one)


def test_the_lesson_teams_override_what_was_asked():
    state = GAME.new_game(2, 3, dict(OPTIONS, team_method="draft", weapons="random"))
    assert state.teams == ["galactanauts", "liberty-legends"]
    assert state.options["team_method"] == "chosen" and state.options["weapons"] == "off"


def test_a_game_without_the_lesson_is_dealt_as_before():
    options = {"teams": ["galactanauts", "liberty-legends"]}
    plain = GAME.new_game(2, 5, options)
    assert "lesson" not in plain.options and plain.phase == "start"
    assert engine.state_hash(GAME.new_game(2, 5, options)) == engine.state_hash(plain)
    assert engine.state_hash(GAME.new_game(2, 5, OPTIONS)) != engine.state_hash(plain)


def test_unknown_lessons_are_refused():
    with pytest.raises(engine.BadOptions, match="unknown lesson 'nope'"):
        GAME.new_game(2, 1, {"lesson": "nope"})
    assert GAME.lessons() == {"first-game": pack_lessons()["first-game"].title}


def test_a_lesson_game_saves_and_replays_to_the_same_hash(tmp_path):
    state = GAME.new_game(2, 3, OPTIONS)
    for _ in range(30):
        if state.is_over():
            break
        state.apply(state.legal_actions()[0])
    path = tmp_path / "lesson.pohsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert engine.state_hash(again) == engine.state_hash(state)
    assert again.options["lesson"] == "first-game"


GOOD = {"teams": ["galactanauts", "liberty-legends"], "first_player": 0,
        "start": ["comet", "eagle-kid"], "prelude": ["Bring Nova to a1"],
        "discards": [["red"], ["blue"]], "hands": [["blue"], ["red", "red"]],
        "draws": [["green"], []]}


def toml_of(**changes) -> str:
    entry = dict(GOOD, **changes)
    lines = ['[[lesson]]', 'id = "x"', 'title = "X"']
    for key, value in entry.items():
        lines.append(f"{key} = {repr(value).replace(chr(39), chr(34))}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("changes, problem", [
    ({"teams": ["galactanauts"]}, "'teams': must hold two entries"),
    ({"teams": ["galactanauts", "elves"]}, "'teams[1]': 'elves' is not a set team"),
    ({"teams": ["galactanauts", "galactanauts"]}, "'teams': the two seats cannot"),
    ({"first_player": 2}, "'first_player'"),
    ({"start": ["comet", "comet"]}, "'start[1]': 'comet' is not a hero of liberty-legends"),
    ({"hands": [["blue", "red", "red", "red"], []]}, "'hands[0]': holds more than 3"),
    ({"hands": [["purple"], []]}, "'hands[0]': must be a list of colours"),
    ({"draws": [["red", "red", "red"], []]}, "'draws[0]': more than 3 red cards"),
    ({"prelude": ["Bring Nova to b2"]}, "'prelude[0]': 'Bring Nova to b2' is not a legal"),
    ({"prelude": "Bring Nova to a1"}, "'prelude': must be a list of action labels"),
])
def test_a_faulty_lesson_is_one_line_naming_the_field(tmp_path, changes, problem):
    folder = tmp_path / "pack_of_heroes" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of(**changes))
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(folder / "lessons.toml", _check).lessons()
    message = str(caught.value)
    assert "\n" not in message and "pack_of_heroes/content/lessons.toml" in message
    assert "lesson x" in message and problem in message


def test_the_good_entry_of_those_checks_loads(tmp_path):
    folder = tmp_path / "pack_of_heroes" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of())
    lesson = LessonFile(folder / "lessons.toml", _check).lessons()["x"]
    assert lesson.start == ("comet", "eagle-kid") and lesson.prelude == ("Bring Nova to a1",)
