"""Heroes' Expertise (rulebook, "Heroes' Expertise"; the hero cards): uses per game,
the timing each names, decisions on another seat's turn going to that seat."""
from .conftest import act, hand_uid, names, play, position


def test_valerys_takes_the_blow_on_another_heros_turn():
    """Valerys: when the Horde attacks another hero, take that damage and 1 Glory."""
    s = position(("idril", "valerys"), decks={0: ["rapid-shot"] * 9, 1: ["shield"] * 9},
                 field=("orc-warrior",))
    act(s, "end_attack")
    assert s.pending.kind == "take_blow" and s.current_player == 1
    act(s, "accept")
    v, i = s.players[1], s.players[0]
    assert len(v.wear) == 4 and len(i.wear) == 0 and v.glory == 1 and v.expertise_left == 1


def test_valerys_may_decline_and_has_two_uses():
    s = position(("idril", "valerys"), decks={0: ["rapid-shot"] * 9, 1: ["shield"] * 9},
                 field=("orc-warrior",))
    s.players[1].expertise_left = 0
    act(s, "end_attack")
    assert s.pending is None and len(s.players[0].wear) == 4


def test_lisavette_shields_another_hero_and_takes_two_coins():
    """Lisavette: play a Shield from her hand to stop one enemy's damage to another
    hero, then take up to 2 of their coins."""
    s = position(("idril", "lisavette"), decks={0: ["rapid-shot"] * 9},
                 hands={1: ["shield", "sword-strike"]}, field=("orc-brute", "orc-runt"),
                 coins={0: 3})
    act(s, "end_attack")
    assert s.pending.kind == "shield_ally" and s.current_player == 1
    act(s, "shield", slot=0)
    lis, idril = s.players[1], s.players[0]
    assert len(idril.wear) == 2 and idril.coins == 1 and lis.coins == 2
    assert names(s, lis.wear) == ["shield"] and names(s, lis.hand) == ["sword-strike"]


def test_lisavette_is_not_asked_without_a_shield_in_hand():
    s = position(("idril", "lisavette"), decks={0: ["rapid-shot"] * 9},
                 hands={1: ["sword-strike"]}, field=("orc-brute",))
    act(s, "end_attack")
    assert s.pending is None and len(s.players[0].wear) == 6


def test_feldon_loses_only_half_rounded_down():
    """Feldon: when the Horde attack hits him, lose only half the cards (round down)."""
    s = position(("feldon", "idril"), decks={0: ["trap"] * 9}, field=("orc-brute", "orc-runt",
                 "orc-runt"))
    act(s, "end_attack")
    assert s.pending.kind == "half"
    act(s, "accept")
    assert len(s.players[0].wear) == 5 and s.players[0].expertise_left == 0


def test_taheral_gains_two_coins_per_card_discarded_when_evading():
    """Taheral: when you Evade, 2 coins for each card discarded."""
    s = position(("taheral", "idril"), hands={0: ["fire-bolt"] * 3})
    act(s, "evade", expertise=True)
    for _ in range(3):
        act(s, "discard", card=s.players[0].hand[0])
    act(s, "stop")
    assert s.players[0].coins == 6 and s.players[0].expertise_left == 0


def test_idril_sees_the_next_three_and_orders_them_privately():
    """Idril: look at the next 3 Horde cards and put them back in any order."""
    s = position(("idril", "aranel"), horde=("orc-runt", "orc-shaman", "orc-brute", "orc-looter"))
    runt, shaman, brute = s.horde[:3]
    act(s, "scout")
    assert [e["id"] for e in s.view(0)["horde_known"]][:3] == ["orc-runt", "orc-shaman", "orc-brute"]
    assert [e["id"] for e in s.view(1)["horde_known"]] == ["gurdrug"]
    act(s, "order", perm=[2, 0, 1])
    assert s.horde[:3] == [brute, runt, shaman] and s.players[0].expertise_left == 1
    assert s.determinize(0, 5).horde[:3] == [brute, runt, shaman]


def test_neddia_swaps_market_deck_cards_for_cards_on_offer():
    """Neddia: swap up to 2 cards of the Market deck for cards on offer, then shuffle."""
    s = position(("neddia", "idril"), market=["healing-potion"] * 3 + ["whetstone", "plate-armour"],
                 market_deck=["orc-halberd", "elven-dagger", "composite-bow"], phase="market")
    act(s, "market_swap")
    assert "market_deck" in s.view(0)["pending"] and "market_deck" not in s.view(1)["pending"]
    halberd = next(u for u in s.market_deck if s.cards[u] == "orc-halberd")
    act(s, "swap", card=halberd, slot=3)
    assert s.market[3] == halberd
    act(s, "stop")
    assert s.pending is None and sorted(names(s, s.market_deck)) == ["composite-bow", "elven-dagger",
                                                                      "whetstone"]


def test_aranel_swaps_a_deck_card_for_a_hand_card_then_shuffles():
    """Aranel: swap a card of your Ability deck with one in your hand, then shuffle."""
    s = position(("aranel", "idril"), hands={0: ["staff-blow"]}, decks={0: ["fireball", "fire-bolt"]})
    act(s, "deck_swap")
    fireball = next(u for u in s.players[0].deck if s.cards[u] == "fireball")
    act(s, "swap", card=fireball, hand=hand_uid(s, 0, "staff-blow"))
    p = s.players[0]
    assert names(s, p.hand) == ["fireball"] and sorted(names(s, p.deck)) == ["fire-bolt", "staff-blow"]
    assert p.expertise_left == 0 and not any(a.kind == "deck_swap" for a in s.legal_actions())


def test_beleth_il_looks_again_when_a_rapid_shot_reveals_something_else():
    """Beleth-Il: when a Rapid Shot reveals a card that is not a Rapid Shot, put it
    back (at the bottom) and reveal another."""
    s = position(("beleth-il", "aranel"), hands={0: ["rapid-shot"]},
                 decks={0: ["rapid-shot", "bullseye"]}, field=("orc-brute",))
    play(s, "rapid-shot", 0)
    assert s.pending.kind == "second_look"
    act(s, "look_again")
    assert s.pending.kind == "rapid_target"       # the Rapid Shot under the Bullseye
    act(s, "target", slots=[0])
    assert s.enemy_wounds[s.battlefield[0]] == 2 and s.players[0].expertise_left == 1
