"""The duel's status panel names whose Base Attack it means when another seat
answers (a new player read "Base Attack: available" as their own)."""
from tui.games.herocard.status import turn_lines


def _view():
    return {"target_vp": 3, "phase": "action", "active": 1,
            "players": [{"base_attacks_left": 1}, {"base_attacks_left": 1,
                                                    "exclusive_used": True}]}


def test_answering_seat_sees_whose_base_attack():
    """Player 1 answers Player 2's Special Attack: the line names Player 2."""
    text = [t.plain for t in turn_lines(_view(), ["Player 1", "Player 2"], acting=0)]
    assert "Player 2's Base Attack: available" in text
    assert "Player 2's Exclusive card: used" in text


def test_active_seat_sees_plain_line():
    """The active seat deciding reads the short line, as before."""
    text = [t.plain for t in turn_lines(_view(), ["Player 1", "Player 2"], acting=1)]
    assert "Base Attack: available" in text
