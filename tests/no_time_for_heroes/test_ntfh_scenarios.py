"""The Scenarios (rulebook, "The Scenario"; the Scenario cards)."""
from .conftest import act, hand_uid, play, position


def test_battlefield_and_shadow_swamp_pay_coins_for_defeats():
    s = position(hands={0: ["brutal-attack", "double-slash"]}, decks={0: ["shield"] * 5},
                 scenario="battlefield", field=("orc-runt", "orc-hexwarden"))
    play(s, "double-slash", 0)
    assert s.players[0].coins == 1
    t = position(hands={0: ["brutal-attack", "double-slash"]}, decks={0: ["shield"] * 5},
                 scenario="shadow-swamp", field=("orc-runt", "orc-hexwarden"))
    play(t, "double-slash", 0)
    play(t, "brutal-attack", 0)
    assert t.players[0].coins == 1               # only the Fortitude 3 Hexwarden pays


def test_skaarg_plain_ignores_loot_coins_and_brunmar_ruins_weakens_and_ignores_glory():
    s = position(hands={0: ["double-slash"]}, decks={0: ["shield"] * 5}, scenario="skaarg-plain",
                 field=("orc-runt",), loot={0: (1, 1)})
    play(s, "double-slash", 0)
    assert (s.players[0].coins, s.players[0].glory) == (0, 1)
    t = position(hands={0: ["double-slash"]}, decks={0: ["shield"] * 5}, scenario="brunmar-ruins",
                 field=("orc-hexwarden",), loot={0: (2, 1)})
    assert t.view(0)["battlefield"][0]["fortitude"] == 2
    play(t, "double-slash", 0)
    assert (t.players[0].coins, t.players[0].glory) == (2, 0)


def test_lotharion_market_costs_one_less():
    s = position(market=["orc-halberd", None, None, None, None], scenario="lotharion-market",
                 coins={0: 4}, phase="market")
    act(s, "buy", slot=0)
    assert s.players[0].coins == 0


def test_kalern_mire_the_next_hero_sends_an_enemy_back():
    """Kalern Mire: at the start of each turn the player on the left (the next in turn
    order) sends one enemy back under the Horde, without its wounds."""
    s = position(("valerys", "idril", "aranel"), scenario="kalern-mire", phase="begin",
                 wounds={2: 3}, hands={0: ["shield"]})
    brute = s.battlefield[2]
    s.pending = None
    from engine.no_time_for_heroes.turn import advance
    advance(s, [])
    assert s.pending.kind == "send_back" and s.current_player == 1
    act(s, "send", slot=2)
    assert s.horde[0] == brute and brute not in s.enemy_wounds and s.phase == "attack"


def test_eque_port_swap_adds_one_damage_per_enemy():
    s = position(hands={0: ["shield", "step-back"]}, decks={0: ["sword-strike"] * 20},
                 scenario="eque-port", phase="start", field=("orc-runt", "orc-warrior"))
    act(s, "port", card=hand_uid(s, 0, "step-back"))
    # the Battlefield shows each enemy with the +1 the Horde attack will count
    # (issue 41: it showed each one short)
    assert [e["attack"] for e in s.view(0)["battlefield"]] == [2 + 1, 4 + 1]
    act(s, "end_attack")
    assert len(s.players[0].wear) == 1 + (2 + 1) + (4 + 1)


def test_jade_deposits_trade_the_hand_for_three_coins():
    s = position(hands={0: ["shield", "step-back"]}, decks={0: ["sword-strike"] * 9},
                 scenario="jade-deposits", phase="start")
    act(s, "jade")
    p = s.players[0]
    assert len(p.hand) == 4 and len(p.wear) == 2 and p.coins == 3 and s.phase == "attack"


def test_ur_mountains_draws_a_card_for_one_more_enemy_once_a_turn():
    s = position(hands={0: ["shield"]}, decks={0: ["sword-strike"] * 9}, scenario="ur-mountains",
                 horde=("orc-looter",))
    act(s, "ur_draw")
    assert len(s.battlefield) == 4 and len(s.players[0].hand) == 2
    assert not any(a.kind in ("ur_draw", "evade") for a in s.legal_actions())


def test_ulthar_portal_trades_a_host_for_a_trophy():
    s = position(scenario="ulthar-portal", glory={0: 1}, field=("orc-brute", "orc-runt"))
    trophy = s.new_card("orc-runt")
    s.loot[trophy] = (1, 0)
    s.revealed.add(trophy)
    s.players[0].trophies.append(trophy)
    brute = s.battlefield[0]
    act(s, "portal", pay="glory", slot=0, trophy=trophy)
    assert s.horde[0] == brute and trophy in s.battlefield and s.players[0].glory == 0
    assert s.players[0].trophies == []


def test_tears_of_aradiel_plays_a_random_card_of_another_hand():
    s = position(("valerys", "idril"), scenario="tears-of-aradiel", glory={0: 1},
                 hands={1: ["bullseye"]}, decks={0: ["shield"] * 3, 1: ["rapid-shot"] * 3},
                 field=("orc-brute", "orc-runt"))
    act(s, "borrow", seat=1)
    assert s.pending.kind == "borrow_target"
    act(s, "target", slots=[0])
    v, i = s.players
    assert s.enemy_wounds[s.battlefield[0]] == 4 and v.glory == 1 and i.glory == 1
    assert [s.cards[u] for u in i.wear] == ["bullseye"] and len(i.hand) == 1
    assert len(v.wear) == 1          # Bullseye's "lose 1" is its player's


def test_cemenmar_waste_takes_coins_when_evading():
    s = position(("valerys", "idril", "aranel"), scenario="cemenmar-waste",
                 hands={0: ["shield", "step-back"]}, coins={1: 5, 2: 1})
    act(s, "evade", expertise=False)
    act(s, "discard", card=hand_uid(s, 0, "shield"))
    act(s, "discard", card=hand_uid(s, 0, "step-back"))
    act(s, "stop")
    assert [p.coins for p in s.players] == [3, 3, 0]
