"""Heroes one Wound from falling and what could give them that Wound, from one
seat's view only (engine/no_time_for_heroes/peril.py; rulings 3 and 24 in
docs/no-time-for-heroes.md; rulebook "The Fight Begins!", glossary Wounds)."""
from engine.no_time_for_heroes.peril import perils

from .conftest import position


def _issue_41_position():
    """Aranel (seat 0, her turn) holds a Fireball and a Fire Bolt; Idril (seat 1)
    is at 3/3 wounds with 1 card in her deck and an Arrow Rain in her hand."""
    return position(("aranel", "idril"), hands={0: ["fireball", "fire-bolt"], 1: ["arrow-rain"]},
                    decks={0: ["shield"] * 6, 1: ["rapid-shot"]}, hero_wounds={1: 3},
                    field=("orc-runt", "orc-warrior"))


def test_the_seat_holding_the_fireball_is_warned_it_would_fell_idril():
    s = _issue_41_position()
    (peril,) = perils(s.view(0))
    assert (peril["seat"], peril["hero"], peril["deck"]) == (1, "Idril", 1)
    assert peril["threats"] == ["Fireball (your hand)", "the Horde attack on its turn",
                                "its Recovery draw"]


def test_idrils_own_seat_never_learns_what_aranel_holds():
    s = _issue_41_position()
    (peril,) = perils(s.view(1))
    assert not any("Fireball" in t for t in peril["threats"])
    # her own Arrow Rain hits the hero with the fewest wounds: not her at 3 against 0
    assert peril["threats"] == ["the Horde attack on its turn", "its Recovery draw"]
    assert perils(s.view(None))[0]["threats"] == peril["threats"]


def test_on_its_own_turn_the_horde_attack_is_counted_and_its_own_cards_named():
    s = position(("idril", "valerys"), hands={0: ["arrow-rain", "rapid-shot"]},
                 decks={0: ["shield"] * 6}, hero_wounds={0: 3, 1: 2},
                 field=("orc-runt", "orc-warrior"))
    (peril,) = perils(s.view(0))
    # 2 + 4 Fortitude: a Horde attack of 6 cards; Arrow Rain: tied at the fewest? no (3 > 2)
    assert peril["threats"] == ["the Horde attack (6 cards)"]
    s.players[1].wounds = 3                 # Valerys ties her: Arrow Rain may pick either
    idril, valerys = perils(s.view(0))
    assert idril["threats"][0] == "Arrow Rain (your hand)"
    assert valerys["deck"] == 0
    assert valerys["threats"] == ["Arrow Rain (your hand)", "the Horde attack on its turn",
                                  "its Recovery draw"]


def test_a_hero_below_its_hearts_or_fallen_is_not_warned():
    s = _issue_41_position()
    s.players[1].wounds = 2
    assert perils(s.view(0)) == []
    s.players[1].wounds = 3
    s.players[1].fallen = True
    assert perils(s.view(0)) == []
