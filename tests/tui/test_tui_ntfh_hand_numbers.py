"""No Time For Heroes at 80x24: a hand card keeps its number all turn, so digits typed
ahead ("2 Enter 2 Enter", "2 Enter 3 Enter") play the cards the player saw numbered
so, and a digit whose card is gone picks nothing (an Enter after it does nothing)."""
from __future__ import annotations

from tui.hand_numbers import HandNumbers, place
from tui.widgets import ActionList

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import capture_notes


def _hand_panel(screen) -> list[str]:
    return str(screen.query_one("#ntfh-hand").render()).splitlines()


def test_place_keeps_numbers_leaves_gaps_and_appends_new_cards():
    """A card that leaves empties its slot; one that comes in goes after the last
    slot, or into the first gap once the ninth digit is used."""
    assert place([], ["a", "b", "c"]) == ["a", "b", "c"]
    assert place(["a", "b", "c"], ["a", "c"]) == ["a", None, "c"]
    assert place(["a", None, "c"], ["a", "c", "d"]) == ["a", None, "c", "d"]
    assert place(["x", "x", "y"], ["x", "y"]) == ["x", None, "y"]
    full = list("abcdefgh") + [None]
    assert place(["a", None] + list("cdefghi"), list("acdefghij")) == \
        ["a", "j"] + list("cdefghi")
    assert place(full, list("abcdefghz")) == list("abcdefgh") + ["z"]


def test_a_new_context_numbers_from_one():
    numbers = HandNumbers()
    hand = [{"uid": 1}, {"uid": 2}, {"uid": 3}]
    assert numbers.update(("ana", 1), hand) == [1, 2, 3]
    assert numbers.update(("ana", 1), hand[1:]) == [2, 3]
    assert numbers.emptied(1) and not numbers.emptied(4)
    assert numbers.update(("ana", 2), hand[1:]) == [1, 2]


def test_two_then_two_again_does_not_play_the_old_third_card(save_dir):
    """Seed 5, Ana's attack: 2 Enter plays card 2; the next 2 is refused (its card
    left the hand) instead of picking the card that was numbered 3, and the Enter
    after it plays nothing; 3 Enter then plays the card that was shown as 3."""
    session = bid_done_session(save_dir)
    state = session.state
    before = list(state.players[0].hand)
    assert len(before) >= 3

    async def body(pilot, screen):
        said = capture_notes(screen.app)
        await pilot.press("2", "enter")
        await pilot.pause()
        after_one = list(state.players[0].hand)
        assert before[1] not in after_one and before[2] in after_one
        lines = _hand_panel(screen)
        assert lines[0].startswith("1 ") and lines[1].startswith("3 "), lines
        await pilot.press("2", "enter")
        await pilot.pause()
        assert list(state.players[0].hand) == after_one    # nothing played
        assert any("No card 2 now: that card left your hand this turn" in n for n in said)
        assert screen.query_one(ActionList).highlighted is None
        await pilot.press("3", "enter")
        await pilot.pause()
        assert before[2] not in list(state.players[0].hand)
        assert before[0] in list(state.players[0].hand)

    run_at_80x24(session, body)
