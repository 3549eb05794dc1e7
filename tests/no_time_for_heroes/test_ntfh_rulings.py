"""The rulings where the rulebook is silent (docs/no-time-for-heroes.md), one or more
tests each; the number is the ruling's."""
import pytest

from .conftest import GAME, act, hand_uid, names, play, position


def test_ruling_1_the_warlord_is_known_from_the_start():
    s = GAME.new_game(2, seed=5)
    for seat in (0, 1):
        v = s.view(seat)
        assert v["warlord"]["id"] == s.cards[s.warlord] and not v["warlord"]["in_play"]
        assert v["horde_known"][-1]["position"] == len(s.horde) - 1


def test_ruling_2_nobody_starts_with_coins():
    s = GAME.new_game(4, seed=6)
    assert [p.coins for p in s.players] == [0, 0, 0, 0]


def test_ruling_3_a_wound_beyond_the_hearts_fells_the_hero_and_its_turns_are_skipped():
    s = position(("aranel", "idril", "neddia"), decks={0: []}, wears={0: ["fire-bolt"]},
                 hero_wounds={0: 2}, field=("orc-runt",), hands={1: ["rapid-shot"]})
    act(s, "end_attack")
    p = s.players[0]
    assert p.fallen and p.wounds == 2
    assert s.active == 1 and s.phase == "attack"
    assert s.next_standing(2) == 1          # the fallen seat 0 is skipped


def test_ruling_3_at_its_hearts_a_hero_still_fights():
    s = position(("aranel", "idril"), decks={0: []}, wears={0: ["fire-bolt"] * 3},
                 hero_wounds={0: 1}, field=("orc-runt",))
    act(s, "end_attack")
    assert s.players[0].wounds == 2 and not s.players[0].fallen


@pytest.mark.parametrize("rules", [1, 2, 3])
def test_ruling_4_the_horde_wins_when_every_hero_falls(rules):
    t = position(("aranel", "idril"), decks={0: [], 1: []}, hero_wounds={0: 2, 1: 3},
                 field=("orc-runt",), wears={0: ["fire-bolt"]})
    t.options["rules"] = rules
    t.players[1].fallen = True
    act(t, "end_attack")
    assert t.is_over() and t.winners() == []


def _fireball_fells_the_leader(rules):
    """Issue 41's game: Aranel's Fireball fells Idril (3/3 wounds, empty deck), then
    a Fire Bolt ends the battle; Idril has the most Glory."""
    s = position(("aranel", "idril"), hands={0: ["fireball", "fire-bolt"]},
                 decks={0: ["shield"] * 3, 1: []}, wears={1: ["rapid-shot"]},
                 hero_wounds={1: 3}, field=("orc-runt", "orc-warrior"), horde=(),
                 warlord_defeated_by=0, glory={1: 30})
    s.options["rules"] = rules
    play(s, "fireball", 0, 1)
    assert s.players[1].fallen and not s.is_over()
    play(s, "fire-bolt", 0)
    assert s.is_over()
    return s


@pytest.mark.parametrize("rules", [1, 2])
def test_ruling_4_before_revision_3_a_fallen_hero_cannot_win(rules):
    s = _fireball_fells_the_leader(rules)
    assert s.winners() == [0]
    assert s.players[1].fallen and s.view(0)["players"][1]["score"]["total"] == 30


def test_ruling_4_from_revision_3_a_fallen_heros_glory_counts():
    """Rules revision 3 (issue 41): the rulebook's count names every player, so the
    fallen Idril, with the most Glory, wins."""
    s = _fireball_fells_the_leader(3)
    assert s.winners() == [1]
    assert s.view(0)["winners"] == [1]


def test_ruling_4_a_new_game_is_played_under_revision_3():
    assert GAME.new_game(2, seed=3).options["rules"] == 3 == GAME.rules_revision


def test_ruling_5_bid_ties_go_clockwise_from_the_oldest():
    """Pinned in test_ntfh_setup_bid.test_a_tie_goes_to_the_oldest_then_clockwise_from_them;
    here: the oldest option is a seat choice defaulting to seat order."""
    specs = {o.id: o for o in GAME.option_specs(3)}
    assert specs["oldest"].default == 0 and specs["oldest"].values() == [0, 1, 2]


def test_ruling_6_at_any_time_means_own_turn_attack_or_market():
    s = position(("idril", "aranel"), horde=("orc-runt",), phase="market")
    assert any(a.kind == "scout" for a in s.legal_actions())
    other = position(("idril", "aranel"), horde=("orc-runt",), phase="market", active=1)
    assert not any(a.kind == "scout" for a in other.legal_actions())
    r = position(("idril", "aranel"), horde=("orc-runt",), phase="recovery",
                 hands={0: ["rapid-shot"] * 5})
    assert not any(a.kind == "scout" for a in r.legal_actions())


def test_ruling_8_the_trap_waits_for_a_host_and_never_takes_the_warlord():
    s = position(("neddia", "idril"), hands={0: ["trap"]}, decks={0: ["plunder"] * 20},
                 field=("gurdrug",), horde=())
    play(s, "trap")
    act(s, "end_attack")
    assert s.trap is not None and s.warlord in s.battlefield


def test_ruling_9_lisavette_then_valerys_order_is_one_reaction_per_card():
    """Only one side of a hero card plays, so at most one of them reacts; Feldon is
    asked only when the blow is his."""
    s = position(("feldon", "valerys"), decks={0: ["trap"] * 9, 1: ["shield"] * 9},
                 field=("orc-brute",))
    act(s, "end_attack")
    assert s.pending.kind == "take_blow"
    act(s, "accept")
    assert s.pending is None and len(s.players[1].wear) == 6 and len(s.players[0].wear) == 0


def test_ruling_10_scenario_actions_count_as_facing_the_horde():
    s = position(hands={0: ["shield", "step-back"]}, decks={0: ["sword-strike"] * 9},
                 scenario="ur-mountains", horde=("orc-runt",))
    act(s, "ur_draw")
    assert "already faced" in s.why_not(type(s.legal_actions()[0]).make("evade", expertise=False))


def test_ruling_11_the_warlord_is_never_sent_back_and_stays_last():
    s = position(("idril", "aranel"), hands={0: ["survival"]}, field=("orc-brute",),
                 horde=())                        # only the Warlord is left in the Horde
    brute = s.battlefield[0]
    play(s, "survival", 0)
    assert s.battlefield == [brute] and s.horde == [s.warlord]
    t = position(("idril", "aranel"), horde=("orc-runt",))
    act(t, "scout")
    assert t.pending.data["n"] == 1


def test_ruling_12_losing_with_empty_deck_and_wear_takes_one_wound_only():
    s = position(decks={0: []}, wears={0: []}, field=("orc-brute",))
    act(s, "end_attack")
    assert s.players[0].wounds == 1 and not s.players[0].fallen


def test_ruling_13_the_battle_ends_at_once_mid_turn():
    s = position(hands={0: ["brutal-attack", "sword-strike"]}, decks={0: ["shield"] * 3},
                 field=("orc-runt",), horde=(), warlord_defeated_by=1)
    play(s, "brutal-attack", 0)
    assert s.is_over() and s.phase == "over" and s.queue == []


def test_ruling_14_a_short_horde_gives_what_it_has():
    s = position(field=(), horde=("orc-runt",), phase="market", hands={0: ["shield"] * 4})
    act(s, "end_market")
    assert len(s.battlefield) == 2 and s.battlefield[-1] == s.warlord and s.horde == []


def test_ruling_15_kalern_mire_asks_the_next_standing_hero():
    s = position(("valerys", "idril", "aranel"), scenario="kalern-mire", phase="begin")
    s.players[1].fallen = True
    from engine.no_time_for_heroes.turn import advance
    advance(s, [])
    assert s.pending.seat == 2


def test_ruling_16_a_borrowed_card_that_cannot_be_paid_is_wasted():
    s = position(("valerys", "neddia"), scenario="tears-of-aradiel", glory={0: 1},
                 hands={1: ["deceive"]}, decks={1: ["trap"] * 3})
    act(s, "borrow", seat=1)
    assert s.pending is None
    assert [s.cards[u] for u in s.players[1].wear] == ["deceive"] and len(s.players[1].hand) == 1


def test_ruling_17_a_returned_trophy_pays_its_printed_loot_again():
    s = position(hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3}, scenario="ulthar-portal",
                 coins={0: 2}, field=("orc-brute", "orc-runt"))
    trophy = s.new_card("orc-warrior")
    s.loot[trophy] = (1, 0)
    s.revealed.add(trophy)
    s.players[0].trophies.append(trophy)
    act(s, "portal", pay="coins", slot=0, trophy=trophy)
    assert s.players[0].coins == 0
    s.enemy_wounds[trophy] = 1
    assert s.battlefield.index(trophy) == 1
    play(s, "brutal-attack", 1)
    assert trophy in s.players[0].trophies and s.players[0].coins == 1


def test_ruling_18_evasion_needs_two_cards_in_hand():
    s = position(hands={0: ["shield"]})
    assert "at least 2 cards" in s.why_not(type(s.legal_actions()[0]).make("evade", expertise=False))


def test_ruling_19_ur_mountains_may_bring_in_the_warlord():
    s = position(scenario="ur-mountains", horde=(), decks={0: ["shield"] * 3})
    act(s, "ur_draw")
    assert s.warlord_in and s.scenario is None


def test_ruling_20_cemenmar_waste_takes_from_the_richest_first():
    s = position(("valerys", "idril", "aranel", "neddia"), scenario="cemenmar-waste",
                 hands={0: ["shield", "step-back"]}, coins={1: 1, 2: 4, 3: 4})
    act(s, "evade", expertise=False)
    act(s, "discard", card=hand_uid(s, 0, "shield"))
    act(s, "discard", card=hand_uid(s, 0, "step-back"))
    act(s, "stop")
    assert [p.coins for p in s.players] == [3, 1, 2, 3]


def test_ruling_21_a_conjuring_vial_cannot_fetch_a_conjuring_vial():
    s = position(hands={0: ["conjuring-vial"]}, wears={0: ["conjuring-vial", "shield"]})
    play(s, "conjuring-vial")
    assert [s.cards[a.arg("card")] for a in s.legal_actions()] == ["shield"]
    t = position(hands={0: ["conjuring-vial"]}, wears={0: ["conjuring-vial"]})
    play(t, "conjuring-vial")
    assert t.pending is None and len(t.players[0].wear) == 2


def test_why_not_reasons_are_precise():
    s = position(hands={0: ["brutal-attack"]}, phase="market", coins={0: 1},
                 market=["orc-halberd", None, None, None, None])
    uid = hand_uid(s, 0, "brutal-attack")
    assert s.why_not(uid).startswith("cards are played in the Attack phase")
    assert s.why_not(type(s.legal_actions()[0]).make("buy", slot=0)) == \
        "Orc Halberd costs 5 coins; you have 1"
    assert s.why_not(type(s.legal_actions()[0]).make("buy", slot=3)) == \
        "there is no card in that Market slot"
    assert s.why_not(s.legal_actions()[0]) is None
    assert "Attack phase" in s.why_not(type(s.legal_actions()[0]).make("end_attack"))


def test_why_not_is_none_for_every_legal_action_and_words_for_junk():
    import random
    from engine import Action
    s = GAME.new_game(3, seed=21)
    rng = random.Random(21)
    kinds = ("play", "buy", "evade", "end_attack", "end_market", "bid", "scout", "target",
             "discard", "portal", "swap")
    for _ in range(150):
        if s.is_over():
            break
        legal = s.legal_actions()
        assert all(s.why_not(a) is None for a in legal)
        for kind in kinds:
            junk = Action.make(kind, card="x", slot=99, slots=[7], cards=[-1])
            if junk not in legal:
                reason = s.why_not(junk)
                assert isinstance(reason, str) and reason and "\n" not in reason
        assert isinstance(s.why_not(12345), str) and s.why_not("nonsense")
        s.apply(rng.choice(legal))


def _borrow_trap(rules):
    s = position(("valerys", "neddia"), scenario="tears-of-aradiel", glory={0: 1},
                 hands={1: ["trap"]}, decks={0: ["shield"] * 9, 1: ["deceive"] * 3},
                 field=("orc-runt", "orc-brute"))
    s.options["rules"] = rules
    act(s, "borrow", seat=1)
    assert s.trap is not None and s.trap[1] == 0 and s.players[1].hand == []
    act(s, "end_attack")
    return s


def test_ruling_16_a_borrowed_trap_draws_for_its_owner_when_it_springs():
    """Rules revision 2 (issue 41): the borrowed Trap springs at the Horde attack,
    goes to Neddia's Wear pile, and Neddia draws 1 as for any borrowed card."""
    s = _borrow_trap(2)
    v, n = s.players
    assert s.trap is None and [s.cards[u] for u in n.wear] == ["trap"]
    assert len(v.trophies) == 1 and s.cards[v.trophies[0]] == "orc-brute"
    assert [s.cards[u] for u in n.hand] == ["deceive"]


def test_ruling_16_under_revision_1_a_borrowed_trap_never_drew_for_its_owner():
    s = _borrow_trap(1)
    v, n = s.players
    assert s.trap is None and [s.cards[u] for u in n.wear] == ["trap"]
    assert n.hand == []


@pytest.mark.parametrize("rules", [1, 2])
def test_ruling_16_a_borrowed_single_use_card_leaves_the_game(rules):
    """Rules revision 2 (issue 41): a borrowed Healing Orb leaves the game once
    played, like any single-use card; its owner still draws 1. Under revision 1
    it went to its owner's Wear pile, to be used again."""
    s = position(("valerys", "aranel"), scenario="tears-of-aradiel", glory={0: 1},
                 hands={1: ["healing-orb"]}, decks={0: ["shield"] * 9, 1: ["fire-bolt"] * 3},
                 hero_wounds={0: 1})
    s.options["rules"] = rules
    act(s, "borrow", seat=1)
    v, a = s.players
    assert v.wounds == 0                                  # played by Valerys: healed
    assert [s.cards[u] for u in a.hand] == ["fire-bolt"]  # the owner draws 1 either way
    orb = [u for u in range(len(s.cards)) if s.cards[u] == "healing-orb"]
    if rules == 2:
        assert orb[0] in s.removed and a.wear == []
    else:
        assert orb[0] not in s.removed and [s.cards[u] for u in a.wear] == ["healing-orb"]


@pytest.mark.parametrize("rules", [1, 2])
def test_ruling_22_a_rapid_shot_on_an_empty_deck_reveals_nothing(rules):
    """Rules revision 2 (issue 41): with no card left in the Ability deck a Rapid
    Shot reveals nothing: no reshuffle, no Wound. Revision 1 rebuilt the deck from
    the Wear pile, with a Wound, and revealed its top card."""
    s = position(("idril", "aranel"), hands={0: ["rapid-shot"]}, decks={0: []},
                 wears={0: ["sure-shot", "sure-shot"]}, field=("orc-brute", "orc-runt"))
    s.options["rules"] = rules
    events = play(s, "rapid-shot", 0)
    p = s.players[0]
    if rules == 2:
        assert p.wounds == 0 and p.deck == [] and "rapid-shot" in names(s, p.wear)
        assert names(s, p.wear).count("sure-shot") == 2
        assert any("no card left in the Ability deck to reveal" in e.text for e in events)
    else:
        assert p.wounds == 1 and len(p.deck) == 2 and p.wear[-1:] and \
            names(s, p.wear) == ["rapid-shot"]
