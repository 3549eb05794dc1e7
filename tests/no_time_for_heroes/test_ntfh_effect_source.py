"""A card effect's log line names the card that caused it (issue 15: "Ana loses 1
card: In the Shadows." on Bo's turn, after his Fireball, said nothing of the
Fireball; a newcomer could not tell why Ana lost a card)."""
from __future__ import annotations

from .conftest import play, position


def _lines(events, seat):
    return [e.describe(seat) for e in events]


def test_fireball_names_itself_on_the_other_heros_lost_card():
    """Fireball: "Every other hero loses 1 card": the loss says Fireball."""
    s = position(("aranel", "idril"), hands={0: ["fireball"]},
                 decks={0: ["staff-blow"] * 3, 1: ["rapid-shot"] * 3})
    lines = _lines(play(s, "fireball", 0, 1, 2), 1)
    assert "Fireball: Player 2 loses 1 card: Rapid Shot." in lines
    assert not any(line.startswith("Player 2 loses") for line in lines)


def test_fire_bolt_names_itself_on_its_glory_and_a_private_draw_stays_private():
    """Fire Bolt's 1 Glory and Frost Shot's draw say the card; the draw's card
    name is still shown only to its owner."""
    s = position(("aranel", "idril"), hands={0: ["fire-bolt", "frost-shot"]},
                 decks={0: ["staff-blow"] * 3})
    assert "Fire Bolt: Player 1 gains 1 Glory." in _lines(play(s, "fire-bolt", 0), 0)
    events = play(s, "frost-shot", 0)
    assert "Frost Shot: you draw Staff Blow." in _lines(events, 0)
    other = _lines(events, 1)
    assert "Frost Shot: Player 1 draws 1 card." in other
    assert not any("Staff Blow" in line for line in other)
