"""No Time For Heroes at 80x24: a hand card keeps its number all turn, so digits typed
ahead ("2 Enter 2 Enter", "2 Enter 3 Enter") play the cards the player saw numbered
so, and a digit whose card is gone picks nothing (an Enter after it does nothing)."""
from __future__ import annotations

from tui.games.no_time_for_heroes.hand_numbers import record_numbers
from tui.hand_numbers import HandNumbers, place
from tui.session import GameSession
from tui.widgets import ActionList

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import capture_notes


def _hand_panel(screen) -> list[str]:
    return str(screen.query_one("#ntfh-hand").render()).splitlines()


def test_place_keeps_numbers_leaves_gaps_and_appends_new_cards():
    """A card that leaves empties its slot; one that comes in goes after the last
    slot, past 9 if need be: an emptied number is never given to another card in
    the same turn (the tenth card drawn took number 1 again, issue 41)."""
    assert place([], ["a", "b", "c"]) == ["a", "b", "c"]
    assert place(["a", "b", "c"], ["a", "c"]) == ["a", None, "c"]
    assert place(["a", None, "c"], ["a", "c", "d"]) == ["a", None, "c", "d"]
    assert place(["x", "x", "y"], ["x", "y"]) == ["x", None, "y"]
    full = list("abcdefgh") + [None]
    assert place(["a", None] + list("cdefghi"), list("acdefghij")) == \
        ["a", None] + list("cdefghij")
    assert place(full, list("abcdefghz")) == list("abcdefgh") + [None, "z"]


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


def test_a_resume_mid_turn_keeps_the_numbers(save_dir):
    """Seed 5, Ana's attack: card 2 played, the game saved and loaded again (Continue):
    the hand still shows 1, 3, ... and "2 Enter" plays nothing (it renumbered the hand
    from 1, so 2 played the card that had been 3, issue 41)."""
    session = bid_done_session(save_dir)
    state = session.state
    before = list(state.players[0].hand)
    play = next(a for a in state.legal_actions()
                if a.kind == "play" and a.arg("card") == before[1])
    session.apply(play)
    assert session.save()
    path = session.path
    session.close()
    resumed = GameSession.load(path)
    held = list(resumed.state.players[0].hand)
    assert before[1] not in held and before[2] in held

    async def body(pilot, screen):
        said = capture_notes(screen.app)
        lines = _hand_panel(screen)
        assert lines[0].startswith("1 ") and lines[1].startswith("3 "), lines
        await pilot.press("2", "enter")
        await pilot.pause()
        assert list(resumed.state.players[0].hand) == held      # nothing played
        assert any("No card 2 now: that card left your hand this turn" in n for n in said)

    run_at_80x24(resumed, body)


def test_numbers_from_the_record_match_numbers_followed_move_by_move(save_dir):
    """The numbers Ana's screen has after following every move are the ones a fresh
    replay of the record gives, at every position of a 2-seat game's first turns."""
    session = bid_done_session(save_dir)
    state = session.state
    followed = record_numbers()
    for _ in range(40):
        if state.is_over():
            break
        assert followed.slots(state, 0) == record_numbers().slots(state, 0)
        state.apply(state.legal_actions()[-1])
