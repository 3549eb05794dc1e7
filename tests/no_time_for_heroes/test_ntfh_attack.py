"""The Attack phase (rulebook, "1. Attack Phase", "The Horde responds", glossary)."""
import pytest

from engine import IllegalAction

from .conftest import act, hand_uid, names, play, position


def test_damage_wounds_and_defeat_with_trophy_and_loot():
    """"Facing the Horde" a: Wounds equal to Fortitude defeat; the card is a trophy
    and its loot (coins and Glory on the back) goes to the player."""
    s = position(hands={0: ["brutal-attack", "double-slash"]}, decks={0: ["shield"] * 6},
                 field=("orc-warrior", "orc-runt", "orc-brute"), loot={0: (2, 1)})
    warrior = s.battlefield[0]
    play(s, "double-slash", 0)
    assert s.enemy_wounds[warrior] == 2 and warrior in s.battlefield
    play(s, "brutal-attack", 0)
    p = s.players[0]
    assert warrior in p.trophies and warrior not in s.battlefield
    assert (p.coins, p.glory) == (2, 1) and warrior in s.revealed
    # each card's "lose 1" (step b) comes before the card itself goes to Wear (step c)
    assert names(s, p.wear) == ["shield", "double-slash", "shield", "brutal-attack"]


def test_damage_cannot_be_split():
    """"Facing the Horde" a: the damage cannot be split between enemies."""
    s = position(hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3})
    uid = hand_uid(s, 0, "brutal-attack")
    with pytest.raises(IllegalAction):
        s.apply(type(s.legal_actions()[0]).make("play", card=uid, slots=[0, 1]))


def test_the_rulebook_example_of_the_horde_attack():
    """"The Horde responds", the example: Fortitude 3 untouched and Fortitude 4 with 2
    wounds: lose 3 + 4 - 2 = 5 cards from the deck, never from the hand."""
    s = position(hands={0: ["step-back", "shield"]}, decks={0: ["sword-strike"] * 8},
                 field=("orc-hexwarden", "orc-warrior"), wounds={1: 2})
    act(s, "end_attack")
    p = s.players[0]
    assert len(p.wear) == 5 and len(p.deck) == 3 and len(p.hand) == 2
    assert s.phase == "market"


def test_magic_resistance_lowers_damage_to_magic_heroes_only():
    """"The enemy's signs": magic resistance is taken off the Fortitude against Magic."""
    mage = position(("aranel", "idril"), decks={0: ["fire-bolt"] * 9},
                    field=("orc-shaman", "orc-hexwarden"))
    act(mage, "end_attack")
    assert len(mage.players[0].wear) == (5 - 2) + (3 - 1)
    warrior = position(("valerys", "aranel"), decks={0: ["shield"] * 9},
                       field=("orc-shaman", "orc-hexwarden"))
    act(warrior, "end_attack")
    assert len(warrior.players[0].wear) == 8


def test_shield_blocks_one_enemy_and_ends_the_attack():
    """Shield card; glossary, "Ends the attack": no more cards, the Horde attacks."""
    s = position(hands={0: ["shield", "brutal-attack"]}, decks={0: ["sword-strike"] * 9},
                 field=("orc-brute", "orc-runt"))
    play(s, "shield", 0)
    p = s.players[0]
    assert s.phase == "market" and len(p.wear) == 1 + 2   # the Shield + the Runt's 2
    assert "brutal-attack" in names(s, p.hand)


def test_shield_tokens_prevent_damage():
    """"Facing the Horde" b: some cards prevent damage (Shield tokens)."""
    s = position(hands={0: ["shield-charge"]}, decks={0: ["sword-strike"] * 9},
                 field=("orc-brute",))
    play(s, "shield-charge", 0)
    act(s, "end_attack")
    assert len(s.players[0].wear) == 1 + (6 - 2 - 2)


def test_evasion_spends_the_token_discards_two_and_takes_no_damage():
    """"Evasion maneuver": discard the token, discard at least 2 from hand, no damage,
    no card played."""
    s = position(hands={0: ["shield", "step-back", "sword-strike"]}, decks={0: ["shield"] * 6},
                 field=("orc-brute", "orc-brute"))
    act(s, "evade", expertise=False)
    assert not s.players[0].evasion
    assert not any(a.kind == "stop" for a in s.legal_actions())
    act(s, "discard", card=hand_uid(s, 0, "shield"))
    act(s, "discard", card=hand_uid(s, 0, "step-back"))
    act(s, "stop")
    p = s.players[0]
    assert s.phase == "market" and len(p.deck) == 6 and names(s, p.wear) == ["shield", "step-back"]


def test_evasion_is_refused_after_playing_and_once_spent():
    s = position(hands={0: ["sword-strike", "step-back", "shield"]}, decks={0: ["shield"] * 6})
    play(s, "sword-strike", 0)
    assert s.why_not(type(s.legal_actions()[0]).make("evade", expertise=False)) == \
        "you already faced the Horde this turn; Evasion means playing no card"
    s2 = position(hands={0: ["step-back", "shield"]})
    s2.players[0].evasion = False
    assert "already spent" in s2.why_not(type(s2.legal_actions()[0]).make("evade", expertise=False))


def test_losing_from_an_empty_deck_wounds_and_rebuilds_the_deck():
    """"The Fight Begins!": no cards left to lose: a Wound, the Wear pile shuffled into
    a new deck, then the pending cards are lost."""
    s = position(hands={0: ["step-back"]}, decks={0: ["shield"] * 2},
                 wears={0: ["sword-strike"] * 5}, field=("orc-warrior",))
    act(s, "end_attack")
    p = s.players[0]
    assert p.wounds == 1
    # 2 lost, a Wound, the 7 cards of the Wear pile become the deck, 2 more lost
    assert len(p.deck) == 5 and len(p.wear) == 2


def test_drawing_from_an_empty_deck_wounds_too():
    """Glossary, "Wounds": a wound each time the Wear pile is shuffled into a new deck."""
    s = position(hands={0: ["step-back"]}, decks={0: []}, wears={0: ["shield"] * 3},
                 field=("orc-runt",))
    play(s, "step-back")
    p = s.players[0]
    assert p.wounds == 1 and names(s, p.hand) == ["shield", "shield"]


def test_recover_moves_the_bottom_of_the_wear_pile_under_the_deck():
    """Glossary, "Recover": cards from the bottom of the Wear pile to the bottom of the
    deck."""
    s = position(("aranel", "valerys"), hands={0: ["reconstitution"]}, decks={0: ["fire-bolt"]},
                 wears={0: ["staff-blow", "frost-shot", "healing-orb"]})
    play(s, "reconstitution")
    p = s.players[0]
    assert names(s, p.deck) == ["staff-blow", "frost-shot"] and p.known_bottom == 2
    assert names(s, p.wear) == ["healing-orb", "reconstitution"]


def test_the_log_keeps_the_order_of_losses_and_the_wound():
    """"The Fight Begins!": lose what the deck holds, then the Wound and the new deck,
    then the rest; the log says it in that order."""
    s = position(decks={0: ["shield"]}, wears={0: ["sword-strike"] * 3}, field=("orc-runt",))
    kinds = [e.kind for e in act(s, "end_attack")]
    assert kinds == ["horde_attack", "cards_lost", "hero_wounded", "deck_rebuilt", "cards_lost"]


def test_why_not_names_the_question_being_asked():
    s = position(("idril", "valerys"), decks={0: ["rapid-shot"] * 9, 1: ["shield"] * 9},
                 field=("orc-warrior",))
    act(s, "end_attack")
    assert s.why_not(type(s.legal_actions()[0]).make("end_market")) == \
        "Player 2 must first choose whether Valerys takes the blow"
