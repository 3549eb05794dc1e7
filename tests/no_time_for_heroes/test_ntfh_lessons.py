"""No Time For Heroes' guided first game (issue 44, engine/no_time_for_heroes/lessons.py):
the lesson option stacks a freshly dealt standard game (heroes, hands, deck tops,
Warlord, Battlefield with its loot, next Horde cards, Market) before the Leader
bid, without scenarios; a game without it is dealt as before; a faulty lesson is
one line naming file, lesson and field. Rulebook: "Before Going to Battle"."""
from __future__ import annotations

import pytest

import engine
import saves
from engine.core.lessons import LessonFile
from engine.no_time_for_heroes.lessons import _check, ntfh_lessons

GAME = engine.load_game("no-time-for-heroes")
OPTIONS = {"lesson": "first-game", "names": ["Learner", "Feldon"]}


def ids(state, uids) -> list[str]:
    return [state.cards[u] for u in uids]


def top(state, seat: int, n: int) -> list[str]:
    """The next ``n`` cards of ``seat``'s deck, top first (piles are bottom first)."""
    return ids(state, state.players[seat].deck[::-1][:n])


@pytest.mark.parametrize("seed", [0, 7, 99])
def test_the_first_game_is_stacked_before_the_bid(seed):
    state = GAME.new_game(2, seed, OPTIONS)
    lesson = ntfh_lessons()["first-game"]
    assert state.options["lesson"] == "first-game" and state.history == []
    assert state.options["scenarios"] is False and state.scenario is None
    assert state.phase == "bid" and state.current_player == 0
    assert [p.hero for p in state.players] == ["lisavette", "feldon"]
    for p in state.players:
        assert ids(state, p.hand) == list(lesson.hands[p.seat])
        assert top(state, p.seat, len(lesson.decks[p.seat])) == list(lesson.decks[p.seat])
        assert len(p.hand) + len(p.deck) == 15 and p.wear == [] and p.coins == 0
    assert ids(state, state.battlefield) == ["orc-runt", "orc-looter", "orc-brute"]
    assert [tuple(state.loot[u]) for u in state.battlefield] == [(1, 0), (2, 1), (1, 0)]
    assert ids(state, state.horde[:3]) == ["orc-warrior", "troll-blooded-orc", "orc-runt"]
    assert state.horde[-1] == state.warlord and state.cards[state.warlord] == "gurdrug"
    assert len(state.horde) == 19 - 3 + 1          # a 2-player Horde: 19 Hosts in play
    assert len(state.horde) + len(state.battlefield) + len(state.box) == 27 + 1
    assert ids(state, state.market) == list(lesson.market)
    assert ids(state, state.market_deck[-1:]) == ["whetstone"]
    assert len(state.market) + len(state.market_deck) == sum(n for _, n in state.content.market)
    assert len(set(state.horde + state.box + state.battlefield)) == 28   # no card twice


def play(state, *words):
    """Apply, for the learner, the legal action whose label holds each of ``words``;
    the other seat (Feldon) plays its first legal action meanwhile."""
    for word in words:
        while state.current_player != 0:
            state.apply(state.legal_actions()[0])
        action = next((a for a in state.legal_actions() if word in a.label), None)
        assert action is not None, (word, [a.label for a in state.legal_actions()])
        state.apply(action)


LESSON_PATH = ("Bid Step Back + Sword Strike", "Sword Strike at Orc Looter",
               "Brutal Attack at Orc Looter", "Double Slash at Orc Runt", "End the attack",
               "Buy #1", "End the Market")


def test_the_stacked_position_gives_every_step_what_it_teaches_with():
    state = GAME.new_game(2, 5, OPTIONS)
    play(state, *LESSON_PATH[:1])
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    assert state.leader == 0 and state.phase == "attack"     # any bid of Feldon's is 0
    play(state, *LESSON_PATH[1:4])
    me = state.players[0]
    assert me.coins == 3 and me.glory == 1 and len(me.trophies) == 2   # the loot
    assert ids(state, state.battlefield) == ["orc-brute"]
    play(state, "End the attack")
    assert state.phase == "market" and len(me.deck) == 2 and len(me.wear) == 11
    play(state, "Buy #1", "End the Market")
    while state.current_player != 0:          # Feldon's turn asks the learner nothing
        state.apply(state.legal_actions()[0])
    assert len(me.deck) == 1 and me.wounds == 0 and me.evasion
    play(state, "Evade:", "Discard", "Discard", "Stop")
    assert state.phase == "market" and me.wounds == 0
    play(state, "End the Market")
    assert me.wounds == 1 and len(me.hand) == 4               # the Recovery rebuilt the deck


def test_a_game_without_the_lesson_is_dealt_as_before():
    plain = GAME.new_game(2, 5, {})
    assert "lesson" not in plain.options and plain.options["scenarios"] is True
    assert plain.scenario is not None and plain.phase == "bid"
    again = GAME.new_game(2, 5, {})
    assert engine.state_hash(again) == engine.state_hash(plain)
    assert GAME.validate_options(2, {}) == GAME.default_options(2)
    assert "lesson" not in GAME.default_options(2)
    lesson = GAME.new_game(2, 5, OPTIONS)
    assert engine.state_hash(lesson) != engine.state_hash(plain)


def test_the_lesson_takes_its_own_heroes_and_no_scenarios_whatever_was_asked():
    state = GAME.new_game(2, 3, dict(OPTIONS, heroes=["aranel", "idril"], scenarios=True))
    assert [p.hero for p in state.players] == ["lisavette", "feldon"]
    assert state.scenario is None


@pytest.mark.parametrize("players, options, problem", [
    (3, {"lesson": "first-game"}, "lesson first-game is for 2 players, mode=standard"),
    (2, {"lesson": "first-game", "mode": "multiclass"}, "is for 2 players, mode=standard"),
    (2, {"lesson": "nope"}, "unknown lesson 'nope'"),
])
def test_bad_lesson_options_are_one_line(players, options, problem):
    with pytest.raises(engine.BadOptions) as caught:
        GAME.new_game(players, 1, options)
    assert problem in str(caught.value) and "\n" not in str(caught.value)
    assert GAME.lessons() == {"first-game": ntfh_lessons()["first-game"].title}


def test_a_lesson_game_saves_and_replays_to_the_same_hash(tmp_path):
    from engine.ai import SeatWindow, make_bot
    state = GAME.new_game(2, 3, OPTIONS)
    bot = make_bot("random", seed=3)
    for _ in range(60):
        if state.is_over():
            break
        state.apply(bot.choose(SeatWindow(state, state.current_player)))
    assert len(state.history) > 20 and state.turn > 2
    path = tmp_path / "lesson.htsave"
    saves.write(path, state)
    again = saves.read(path).state
    assert engine.state_hash(again) == engine.state_hash(state)
    assert again.options["lesson"] == "first-game"


def test_what_the_learner_may_not_see_is_redealt_and_their_view_is_the_same():
    state = GAME.new_game(2, 3, OPTIONS)
    view = state.view(0)
    for seed in (1, 2, 3):
        other = state.determinize(0, seed)
        assert other.view(0) == view
        assert [a.label for a in other.legal_actions()] == [a.label for a in state.legal_actions()]


GOOD = {
    "heroes": ["lisavette", "feldon"],
    "hands": [["brutal-attack", "double-slash", "step-back", "sword-strike"],
              ["plunder", "plunder-glory", "pick-pockets", "deceive"]],
    "decks": [["sword-strike"], []],
    "warlord": "gurdrug",
    "battlefield": [{"host": "orc-runt", "loot": [1, 0]}, {"host": "orc-looter", "loot": [2, 1]},
                    {"host": "orc-brute", "loot": [1, 0]}],
    "horde": ["orc-warrior"],
    "market": ["elven-dagger", "concentration-elixir", "plate-armour", "orc-halberd",
               "healing-potion"],
    "market_deck": [],
}


def _toml(value) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def toml_of(**changes) -> str:
    entry = dict(GOOD, **changes)
    lines = ['[[lesson]]', 'id = "x"', 'title = "X"']
    lines += [f"{key} = {_toml(value)}" for key, value in entry.items() if value is not None]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("changes, problem", [
    ({"heroes": ["lisavette", "valerys"]}, "'heroes': the two heroes are the two sides"),
    ({"heroes": ["lisavette", "conan"]}, "'heroes[1]': 'conan' is not a hero"),
    ({"hands": [["shield"], GOOD["hands"][1]]}, "'hands[0]': must list the 4 cards"),
    ({"hands": [["fireball", "shield", "shield", "step-back"], GOOD["hands"][1]]},
     "'hands[0]': 'fireball' is not a card of Lisavette's Ability deck"),
    ({"decks": [["shield", "shield", "shield"], []]},
     "'decks[0]': 'shield': the Ability deck holds only 2"),
    ({"warlord": "sauron"}, "'warlord': 'sauron' is not a Warlord"),
    ({"battlefield": GOOD["battlefield"][:2]}, "'battlefield': must list the 3 enemies"),
    ({"battlefield": [{"host": "orc-runt", "loot": [5, 5]}] + GOOD["battlefield"][1:]},
     "'battlefield[0].loot': no Orc Runt carries [5, 5]"),
    ({"battlefield": [{"host": "orc-king", "loot": [1, 0]}] + GOOD["battlefield"][1:]},
     "'battlefield[0].host': 'orc-king' is not a Host"),
    ({"horde": ["orc-brute", "orc-brute", "orc-brute"]}, "'horde': 'orc-brute': the box"),
    ({"market": ["elven-dagger"]}, "'market': must list the 5 cards"),
    ({"market_deck": ["shield"]}, "'market_deck': 'shield' is not a Market card"),
    ({"market_deck": None}, "'market_deck'"),
])
def test_a_faulty_lesson_is_one_line_naming_the_field(tmp_path, changes, problem):
    folder = tmp_path / "no_time_for_heroes" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of(**changes))
    with pytest.raises(engine.ContentError) as caught:
        LessonFile(folder / "lessons.toml", _check).lessons()
    message = str(caught.value)
    assert "\n" not in message and "no_time_for_heroes/content/lessons.toml" in message
    assert "lesson x" in message and problem in message


def test_the_good_entry_of_those_checks_loads(tmp_path):
    folder = tmp_path / "no_time_for_heroes" / "content"
    folder.mkdir(parents=True)
    (folder / "lessons.toml").write_text(toml_of())
    lesson = LessonFile(folder / "lessons.toml", _check).lessons()["x"]
    assert lesson.battlefield[1] == ("orc-looter", (2, 1)) and lesson.players == 2
