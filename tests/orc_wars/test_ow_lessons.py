"""Orc Wars' guided first game (issue 44, engine/orc_wars/lessons.py): the
``lesson`` option deals content/lessons.toml's stacked Prisoner, the game
then plays, saves and replays as any other, the Elf's view hides what it
hid before, and a faulty lessons file is one line naming the field."""
from __future__ import annotations

import pytest

import engine
import saves
from engine import hexgrid
from engine.core.lessons import LessonFile
from engine.orc_wars.lessons import _check as check_orc_lesson

LESSON = "first-prisoner"
ELF_HAND = ["longsword-strike", "follow-through", "tower-shield", "vigilant-guard",
            "braced-stance", "parry", "shield-bash"]


def at(col: int, row: int) -> tuple:
    return hexgrid.from_offset(col, row)


@pytest.mark.parametrize("seed", [1, 7, 99])
def test_the_lesson_deals_its_stacked_prisoner_and_starts_the_elf_turn(seed):
    game = engine.load_game("orc-wars")
    assert LESSON in game.lessons()
    state = game.new_game(2, seed, {"lesson": LESSON, "heroes": ["ranger"],
                                    "scenario": "orc-camp"})
    options = state.options
    assert options["lesson"] == LESSON and options["scenario"] == "the-prisoner"
    assert options["heroes"] == ["paladin"] and options["roles"] == ["paladin"]
    assert state.history == [] and state.phase == "discard"
    assert state.current_player == 1 and state.turn == 1
    assert [state.cards[u].cid for u in state.players[1].hand] == ELF_HAND
    assert [state.cards[u].cid for u in state.players[1].deck[-3:]][::-1] == \
        ["measured-thrust", "righteous-fury", "sanctuary"]
    assert [state.cards[u].cid for u in state.players[0].hand][:2] == \
        ["savage-swipe", "cleaver-chop"]
    placed = {(f.side, f.kind, f.clan, f.hex) for f in state.figures.values()}
    assert placed == {("elf", None, None, at(5, 12)),
                      ("orc", "brute", "white-tusk", at(4, 9)),
                      ("orc", "brute", "white-tusk", at(5, 8)),
                      ("orc", "tactician", "white-tusk", at(5, 9)),
                      ("orc", "shaman", "white-tusk", at(1, 6))}
    assert [(t["number"], t["hex"]) for t in state.tokens] == [(1, at(10, 3)), (1, at(8, 6))]
    assert state.tokens_total == 2 and len(state.tricks) == 3
    clan_squads = state.clan_squads("white-tusk")
    assert sorted(len(s) for s in clan_squads) == [1, 3]   # one clan, two squads
    view = state.view(1)
    assert all("number" not in t or t["number"] is None for t in view["tokens"])


def test_the_lesson_plays_saves_and_replays_to_the_same_hash(tmp_path):
    game = engine.load_game("orc-wars")
    state = game.new_game(2, 5, {"lesson": LESSON})
    kinds = []
    for _ in range(12):
        if state.is_over():
            break
        action = state.legal_actions()[-1] if state.current_player == 1 \
            else state.legal_actions()[0]
        kinds.append(action.kind)
        state.apply(action)
    assert "end_discard" in kinds
    path = tmp_path / "lesson.htsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert again.options["lesson"] == LESSON
    assert engine.state_hash(again) == engine.state_hash(state)


def test_the_elf_sees_the_same_board_when_the_orc_secrets_are_dealt_again():
    state = engine.load_game("orc-wars").new_game(2, 3, {"lesson": LESSON})
    before = state.view(1)
    for seed in (1, 2, 3):
        other = state.determinize(1, seed)
        assert other.view(1) == before


def test_a_game_without_the_lesson_is_dealt_as_before():
    game = engine.load_game("orc-wars")
    plain = game.new_game(2, 4, None)
    assert "lesson" not in plain.options and plain.phase == "setup_tokens"
    again = game.new_game(2, 4, game.default_options(2))
    assert engine.state_hash(again) == engine.state_hash(plain)


def test_a_lesson_for_the_wrong_count_or_name_is_refused():
    game = engine.load_game("orc-wars")
    with pytest.raises(engine.BadOptions, match="is for 2 players, not 3"):
        game.new_game(3, 1, {"lesson": LESSON})
    with pytest.raises(engine.BadOptions, match="unknown lesson 'nope'"):
        game.new_game(2, 1, {"lesson": "nope"})


GOOD = {
    "scenario": '"the-prisoner"', "level": '"first-time"', "hero": '"paladin"',
    "role": '"paladin"', "elf_start": "[5, 12]", "tokens": "[{ number = 1, at = [10, 3] }]",
    "orcs": '[{ clan = "white-tusk", kind = "brute", at = [4, 9] }]',
    "hands": "[[], []]", "decks": "[[], []]",
}


def lesson_text(**changed) -> str:
    fields = {**GOOD, **changed}
    body = "".join(f"{k} = {v}\n" for k, v in fields.items() if v is not None)
    return f'[[lesson]]\nid = "x"\ntitle = "X"\n{body}'


def test_the_good_lesson_text_reads(tmp_path):
    path = tmp_path / "orc_wars" / "content" / "lessons.toml"
    path.parent.mkdir(parents=True)
    path.write_text(lesson_text())
    lesson = LessonFile(path, check_orc_lesson).lessons()["x"]
    assert lesson.elf_start == at(5, 12) and lesson.tokens == ((1, at(10, 3)),)


@pytest.mark.parametrize("changed, problem", [
    ({"scenario": '"nowhere"'}, "'scenario'"),
    ({"elf_start": "[0, 0]"}, "'elf_start': must be one of the scenario's Elf starting"),
    ({"elf_start": "[40, 40]"}, "is not on the scenario's map"),
    ({"tokens": "[{ number = 1, at = [1, 6] }]"}, "'tokens[0].at': is not a squad token space"),
    ({"tokens": "[{ number = 6, at = [10, 3] }]"}, "'tokens[0].number'"),
    ({"orcs": '[{ clan = "white-tusk", kind = "brute", at = [5, 12] }]'},
     "two pieces on one space"),
    ({"orcs": '[{ clan = "green", kind = "brute", at = [4, 9] }]'}, "'orcs[0].clan'"),
    ({"orcs": '[{ clan = "white-tusk", kind = "brute", at = [4, 8] }]'},
     "no Orc may stand there"),
    ({"hands": '[[], ["no-such-card"]]'}, "'hands[1]'"),
    ({"hands": '[["skull-crusher", "skull-crusher", "skull-crusher"], []]'},
     "the orc-king deck holds only 2"),
    ({"decks": "[[]]"}, "'decks': must hold 2 lists"),
    ({"hero": None}, "'hero': missing required key"),
    ({"colour": '"red"'}, "unknown key"),
])
def test_a_faulty_lesson_is_one_line_naming_the_field(tmp_path, changed, problem):
    path = tmp_path / "orc_wars" / "content" / "lessons.toml"
    path.parent.mkdir(parents=True)
    path.write_text(lesson_text(**changed))
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(path, check_orc_lesson).lessons()
    message = str(caught.value)
    assert "\n" not in message and "orc_wars/content/lessons.toml" in message
    assert "lesson x" in message and problem in message
