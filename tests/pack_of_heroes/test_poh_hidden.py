"""Pack of Heroes hidden information (DESIGN.md): hands (count public), draw pile order, the
secret starting heroes; rulebook, "Draw Starting Hands" and "Place Starting Heroes"."""
from __future__ import annotations

from engine.pack_of_heroes.game import PackOfHeroes

from poh_positions import act, position, to_draw, uid

GAME = PackOfHeroes()


def test_hands_are_secret_but_counted_and_discards_public():
    state = position(board={1: "captain-columbia", 7: "mummy-max"},
                     hands=[["red", "green"], ["blue"]], discards=[["green"], ["red"]])
    mine, theirs = state.view(0)["players"][0], state.view(0)["players"][1]
    assert [c["id"] for c in mine["hand"]] == ["green", "red"] and mine["hand_letters"] == "GR"
    assert theirs["hand"] is None and theirs["hand_count"] == 1
    assert theirs["discard"] == ["red"] and mine["discard"] == ["green"]
    assert theirs["draw_count"] == 7 and "draw" not in theirs


def test_drawing_is_described_privately():
    state = position(board={1: "captain-columbia", 7: "mummy-max"}, hands=[[], []],
                     draws=[["red"] * 3 + ["green"] * 3 + ["blue"] * 3] * 2)
    to_draw(state)
    event = next(e for e in act(state, "draw") if e.kind == "drew")
    assert event.describe(0) == "You draw blue."
    assert event.describe(1) == "Player 1 draws 1 power card." == event.describe(None)


def test_determinize_redeals_only_what_the_seat_cannot_see():
    state = position(board={1: "captain-columbia", 7: "mummy-max"},
                     hands=[["red", "green"], ["blue", "blue"]])
    views = set()
    for seed in range(6):
        other = state.determinize(0, seed)
        assert other.view(0) == state.view(0)
        assert other.hands[0] == state.hands[0] and len(other.hands[1]) == 2
        views.add(tuple(other.hands[1]))
    assert len(views) > 1                                    # the opponent's hand is re-dealt


def test_the_secret_starting_choice_stays_secret():
    state = GAME.new_game(2, 21, {"teams": ["elementeens", "data-brigade"]})
    first = state.start_player
    pick = [a for a in state.legal_actions()][3]
    state.apply(pick)
    assert state.view(1 - first)["players"][first]["start_hero"] is None
    assert state.view(first)["players"][first]["start_hero"] == pick.arg("hero")
    guesses = {state.determinize(1 - first, s).secret[first] for s in range(12)}
    assert len(guesses) > 1
    assert all(state.determinize(1 - first, s).view(1 - first) == state.view(1 - first)
               for s in range(4))
