"""The ``lesson`` option (issue 44, engine/core/lessons.py) and the duel's stacked
lesson (engine/herocard/lessons.py): a game without a lesson is what it was, a
lesson game deals its stacked position, and a faulty lessons.toml is one line."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
import saves
from engine.core.lessons import LessonFile, split_lesson
from engine.herocard.lessons import _check as check_duel_lesson

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format3"
MANIFEST = json.loads((FIXTURES / "MANIFEST.json").read_text())
SAVES = sorted(n for n in MANIFEST if n.endswith(".htsave") and MANIFEST[n]["game"] != "test-race")


@pytest.mark.parametrize("name", SAVES)
def test_a_save_without_a_lesson_validates_replays_and_hashes_as_before(name):
    """Every format-3 fixture: its options validate to themselves (the rules
    revision aside, which loading fills in), no ``lesson`` key added, and it
    replays to the hash it was written with."""
    expected = MANIFEST[name]
    saved = saves.read(FIXTURES / name)
    game = engine.load_game(expected["game"])
    options = saved.state.options
    full = game.validate_options(expected["players"], dict(options))
    assert "lesson" not in options and "lesson" not in full
    assert {k: v for k, v in full.items() if k != "rules"} == \
        {k: v for k, v in options.items() if k != "rules"}
    assert engine.state_hash(saved.state) == expected["state_hash"]


@pytest.mark.parametrize("game_id", engine.GAMES)
def test_default_options_have_no_lesson_key(game_id):
    game = engine.load_game(game_id)
    assert "lesson" not in game.default_options(game.min_players)


def test_the_first_duel_deals_its_stacked_hands_and_first_player():
    game = engine.load_game("herocard-duel")
    assert "first-duel" in game.lessons()
    for seed in (1, 7, 99):
        state = game.new_game(2, seed, {"lesson": "first-duel"})
        assert state.options["lesson"] == "first-duel"
        assert state.active == 0 and state.phase == "discard"
        mine = [c["id"] for c in state.view(0)["players"][0]["hand"]]
        assert mine == ["shield-bash", "follow-through", "righteous-fury", "tower-shield",
                        "vigilant-guard", "braced-stance", "parry"]
        theirs = [state.cards[u].cid for u in state.players[1].hand]
        assert theirs[:2] == ["cleaver-chop", "brutal-momentum"]
        # the next draws are the listed deck tops (the deck's top is its end)
        assert [state.cards[u].cid for u in state.players[0].deck[-3:]][::-1] == \
            ["longsword-strike", "measured-thrust", "follow-through"]
        assert len(state.players[0].deck) == 33 - 7


def test_a_lesson_game_saves_and_replays_to_the_same_hash(tmp_path):
    game = engine.load_game("herocard-duel")
    state = game.new_game(2, 5, {"lesson": "first-duel"})
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    path = tmp_path / "lesson.htsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert engine.state_hash(again) == engine.state_hash(state)
    assert again.options["lesson"] == "first-duel"


def test_unknown_lessons_and_lessons_of_games_without_any_are_refused():
    duel = engine.load_game("herocard-duel")
    with pytest.raises(engine.BadOptions, match="unknown lesson 'nope'"):
        duel.new_game(2, 1, {"lesson": "nope"})
    with pytest.raises(engine.BadOptions, match="is for 2 players"):
        duel.new_game(3, 1, {"lesson": "first-duel"})
    realms = engine.load_game("hero-realms")
    with pytest.raises(engine.BadOptions, match=r"unknown lesson 'first-duel' \(known: first-game"):
        realms.new_game(2, 1, {"lesson": "first-duel"})
    assert split_lesson(None, ["a"]) == (None, None)


@pytest.mark.parametrize("text, problem", [
    ('[[lesson]]\nid = "x"\n', "'title': missing required key"),
    ('[[lesson]]\nid = "x"\ntitle = "X"\nheroes = ["paladin", "orc-king"]\nfirst_player = 0\n'
     'target_vp = 3\nhands = [["shield-bash", "shield-bash", "shield-bash", "shield-bash"], []]\n'
     'decks = [[], []]\n', "the paladin deck holds only 3"),
    ('[[lesson]]\nid = "x"\ntitle = "X"\nheroes = ["paladin", "orc-king"]\nfirst_player = 2\n'
     'target_vp = 3\nhands = [[], []]\ndecks = [[], []]\n', "'first_player': must be at most 1"),
    ('[[lesson]]\nid = "x"\ntitle = "X"\nheroes = ["paladin", "orc-king"]\nfirst_player = 0\n'
     'target_vp = 3\nhands = [["no-such-card"], []]\ndecks = [[], []]\n', "'hands[0]'"),
    ("nothing = 1\n", "unknown key"),
])
def test_a_faulty_lessons_file_is_one_line_naming_the_field(tmp_path, text, problem):
    folder = tmp_path / "herocard" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(text)
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(folder / "lessons.toml", check_duel_lesson).lessons()
    message = str(caught.value)
    assert "\n" not in message and "herocard/content/lessons.toml" in message
    assert problem in message
