"""Lesson scripts (``tui/games/<game>/lesson.toml``, issue 44): every shipped one loads,
and each fault is one line naming the file, the step and the field."""
from __future__ import annotations

import pytest

import engine
from tui.lessons.script import load_script
from tui.lessons.tables import games_with_lessons, script_path

GOOD = '''
[lesson]
game = "herocard-duel"
lesson = "first-duel"
title = "A first duel"
players = 2
seat = 0
names = ["Learner", "Grumak"]

[[step]]
id = "phases"
title = "Phases"
say = "Discard nothing."
allow = [{ kind = "end_discard" }]
until = { phase = "action" }
wrong = "keep this hand."

[[step]]
id = "play-on"
title = "Your duel"
say = "Play on."
free = true
'''


def test_every_shipped_script_loads_and_names_its_engine_lesson():
    assert {"herocard-duel", "hero-realms", "heroes-of-timeline", "orc-wars"} <= \
        set(games_with_lessons())
    for game_id in games_with_lessons():
        script = load_script(script_path(game_id))
        assert script.game == game_id
        assert script.lesson in engine.load_game(game_id).lessons()
        assert script.steps[-1].free and len(script.names) == script.players


@pytest.mark.parametrize("change,words", [
    (('names = ["Learner", "Grumak"]', 'names = ["You", "Grumak"]'),
     "field 'names': a seat's name goes into the game's third-person words"),
    (('names = ["Learner", "Grumak"]', 'names = ["Learner"]'), "must list 2 names"),
    (('until = { phase = "action" }\n', ''), "must say what it waits for"),
    (('say = "Play on."\nfree = true', 'say = "Play on."\nallow = [{ kind = "pass" }]\n'
      'until = { phase = "action" }\nwrong = "pass."'), "the last step must be free"),
    (('allow = [{ kind = "end_discard" }]', 'allow = [{ cards = ["x"] }]'), "allow[0]"),
    (('seat = 0', 'seat = 5'), "seat"),
])
def test_a_faulty_script_is_one_line_naming_the_place(tmp_path, change, words):
    old, new = change
    assert old in GOOD
    path = tmp_path / "herocard" / "lesson.toml"
    path.parent.mkdir()
    path.write_text(GOOD.replace(old, new, 1))
    with pytest.raises(engine.ContentError) as caught:
        load_script(path)
    text = str(caught.value)
    assert "\n" not in text and text.startswith("herocard/lesson.toml") and words in text


def test_the_learner_is_not_named_you_in_any_case(tmp_path):
    """The engine's words are third person ("Learner plays Ruby"): "You plays Ruby"
    and the status line's "You decides." were what the first lessons showed."""
    path = tmp_path / "herocard" / "lesson.toml"
    path.parent.mkdir()
    path.write_text(GOOD.replace('"Learner"', '" you "'))
    with pytest.raises(engine.ContentError) as caught:
        load_script(path)
    assert 'so not "You"' in str(caught.value)
