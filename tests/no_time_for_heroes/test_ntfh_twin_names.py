"""Two enemies of one name on the Battlefield: the log names each with its slot, as
the actions do ("Orc Warrior #2"), so a player can tell which one was hit; an
enemy whose name is its own keeps the name alone."""
from __future__ import annotations

from .conftest import play, position

TWINS = ("orc-warrior", "orc-warrior", "orc-brute")


def _log(events):
    return [e.describe(0) for e in events]


def test_a_hit_on_one_of_two_orc_warriors_names_its_slot():
    s = position(field=TWINS, hands={0: ["sword-strike"]}, decks={0: ["shield"]})
    lines = _log(play(s, "sword-strike", 1))
    assert "Player 1 plays Sword Strike at Orc Warrior #2." in lines
    assert "Player 1 deals 1 Damage to Orc Warrior #2 (1/4)." in lines


def test_the_defeat_names_the_slot_it_had():
    s = position(field=TWINS, wounds={0: 3}, hands={0: ["sword-strike"]},
                 decks={0: ["shield"]})
    lines = _log(play(s, "sword-strike", 0))
    assert "Player 1 deals 1 Damage to Orc Warrior #1 (4/4)." in lines
    assert any(line.startswith("Player 1 defeats Orc Warrior #1: trophy") for line in lines)
    # one Orc Warrior left: from now on it has the name alone
    s.active, s.phase = 0, "attack"
    s.players[0].hand.append(s.new_card("sword-strike", 0))
    lines = _log(play(s, "sword-strike", 0))
    assert "Player 1 deals 1 Damage to Orc Warrior (1/4)." in lines


def test_an_enemy_with_its_own_name_keeps_it():
    s = position(field=TWINS, hands={0: ["sword-strike"]}, decks={0: ["shield"]})
    lines = _log(play(s, "sword-strike", 2))
    assert "Player 1 deals 1 Damage to Orc Brute (1/6)." in lines
