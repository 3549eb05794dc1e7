"""Card effects, one primitive at a time (the card texts; rulebook, "Facing the Horde"
steps a-c and the glossary's Lose, Recover, Once per turn, Ends the attack)."""
from .conftest import act, hand_uid, names, play, position

WARRIOR_DECK = ["shield"] * 6


def test_draw_once_per_turn_only_for_the_first_sword_strike():
    """Sword Strike; glossary, "Once per turn": only the first copy draws."""
    s = position(hands={0: ["sword-strike", "sword-strike"]}, decks={0: WARRIOR_DECK})
    play(s, "sword-strike", 2)
    assert len(s.players[0].hand) == 2
    play(s, "sword-strike", 2)
    assert len(s.players[0].hand) == 1


def test_step_back_draws_two_and_rallying_cry_recovers_everyone():
    """Step Back (draw 2); Rallying Cry: every hero recovers 2, draw 1, 1 Glory."""
    s = position(hands={0: ["step-back", "rallying-cry"]}, decks={0: WARRIOR_DECK},
                 wears={0: ["sword-strike"] * 3, 1: ["rapid-shot"] * 2})
    play(s, "step-back")
    assert len(s.players[0].hand) == 3
    play(s, "rallying-cry")
    p, q = s.players
    assert names(s, q.deck) == ["rapid-shot", "rapid-shot"] and p.glory == 1
    assert names(s, p.deck[:2]) == ["sword-strike", "sword-strike"]


def test_all_or_nothing_adds_the_revealed_damage_and_recovers_that_card():
    """All or Nothing (ruling 7): reveal the top card, add its Damage, it goes under."""
    s = position(hands={0: ["all-or-nothing"]}, decks={0: ["shield", "brutal-attack"]},
                 field=("orc-brute",))
    play(s, "all-or-nothing", 0)
    brute = s.battlefield[0]
    assert s.enemy_wounds[brute] == 1 + 3
    assert names(s, s.players[0].deck) == ["brutal-attack", "shield"]
    assert s.players[0].known_bottom == 1


def test_staff_blow_deals_two_after_a_first_staff_blow_on_that_enemy():
    """Staff Blow: 2 Damage if a Staff Blow already hit the same enemy this turn."""
    s = position(("aranel", "idril"), hands={0: ["staff-blow"] * 3}, decks={0: ["fire-bolt"] * 5},
                 field=("orc-brute", "orc-warrior"))
    brute, warrior = s.battlefield
    play(s, "staff-blow", 0)
    play(s, "staff-blow", 1)
    play(s, "staff-blow", 0)
    assert s.enemy_wounds[brute] == 3 and s.enemy_wounds[warrior] == 1


def test_deceive_costs_two_coins_and_blocks_the_enemy():
    """Deceive: pay 2 coins to play it; the chosen enemy deals no damage."""
    s = position(("neddia", "idril"), hands={0: ["deceive"]}, decks={0: ["plunder"] * 9},
                 field=("orc-brute", "orc-runt"), coins={0: 1})
    assert not any(a.kind == "play" for a in s.legal_actions())
    assert s.why_not(hand_uid(s, 0, "deceive")) == "Deceive costs 2 coins to play; you have 1"
    s = position(("neddia", "idril"), hands={0: ["deceive"]}, decks={0: ["plunder"] * 9},
                 field=("orc-brute", "orc-runt"), coins={0: 2})
    play(s, "deceive", 0)
    act(s, "end_attack")
    assert s.players[0].coins == 0 and len(s.players[0].wear) == 1 + 2


def test_rapid_shot_chains_into_revealed_rapid_shots():
    """Rapid Shot: reveal the next card; another Rapid Shot is played at once (its
    target asked), anything else goes to the bottom of the deck."""
    s = position(("idril", "aranel"), hands={0: ["rapid-shot"]},
                 decks={0: ["sure-shot", "bullseye", "rapid-shot"]}, field=("orc-brute", "orc-runt"))
    brute, runt = s.battlefield
    play(s, "rapid-shot", 0)
    assert s.pending.kind == "rapid_target"
    act(s, "target", slots=[1])
    p = s.players[0]
    assert s.enemy_wounds[brute] == 1 and s.enemy_wounds[runt] == 1
    assert names(s, p.deck) == ["bullseye", "sure-shot"] and p.known_bottom == 1
    assert names(s, p.wear) == ["rapid-shot", "rapid-shot"]


def test_arrow_rain_hits_two_enemies_and_the_least_wounded_hero():
    """Arrow Rain: 2 Damage to two enemies, the hero with the fewest wounds loses 2
    (ruling 7: you too; a tie is yours to choose)."""
    s = position(("idril", "aranel"), hands={0: ["arrow-rain"]}, decks={0: ["survival"] * 5,
                 1: ["fire-bolt"] * 5}, field=("orc-brute", "orc-runt", "orc-warrior"),
                 hero_wounds={0: 1})
    brute, runt, warrior = s.battlefield
    act(s, "play", card=hand_uid(s, 0, "arrow-rain"), slots=[0, 2])
    assert s.enemy_wounds[brute] == 2 and s.enemy_wounds[warrior] == 2 and runt not in s.enemy_wounds
    assert len(s.players[1].wear) == 2 and len(s.players[0].wear) == 1
    tie = position(("idril", "aranel"), hands={0: ["arrow-rain"]}, decks={0: ["survival"] * 5,
                   1: ["fire-bolt"] * 5})
    act(tie, "play", card=hand_uid(tie, 0, "arrow-rain"), slots=[0, 1])
    assert tie.pending.kind == "choose_hero" and tie.pending.data["seats"] == [0, 1]
    act(tie, "hero", seat=0)
    assert len(tie.players[0].wear) == 2 + 1


def test_fireball_hits_every_enemy_and_every_other_hero():
    """Fireball: 2 Damage to every enemy; every other hero loses 1."""
    s = position(("aranel", "idril", "neddia"), hands={0: ["fireball"]},
                 decks={0: ["staff-blow"] * 3, 1: ["rapid-shot"] * 3, 2: ["trap"] * 3})
    play(s, "fireball", 0, 1, 2)
    assert len(s.battlefield) == 2                     # the Runt (Fortitude 2) fell
    assert all(s.enemy_wounds[u] == 2 for u in s.battlefield)
    assert len(s.players[1].wear) == 1 and len(s.players[2].wear) == 1
    assert len(s.players[0].deck) == 3


def test_gather_arrows_recovers_a_rapid_shot_shuffles_and_pays():
    """Gather Arrows: recover a Rapid Shot from the Wear pile, shuffle, gain 1 coin."""
    s = position(("idril", "aranel"), hands={0: ["gather-arrows"]}, decks={0: ["bullseye"] * 3},
                 wears={0: ["sure-shot", "rapid-shot"]})
    play(s, "gather-arrows")
    p = s.players[0]
    assert sorted(names(s, p.deck)) == ["bullseye"] * 3 + ["rapid-shot"]
    assert p.known_bottom == 0 and p.coins == 1
    assert names(s, p.wear) == ["sure-shot", "gather-arrows"]


def test_survival_swaps_an_enemy_with_the_next_horde_card():
    """Survival: the chosen enemy and the bottom card of the Horde swap places; it
    goes back without its wounds."""
    s = position(("idril", "aranel"), hands={0: ["survival"]}, field=("orc-brute", "orc-runt"),
                 wounds={0: 3}, horde=("orc-looter", "orc-runt"))
    brute = s.battlefield[0]
    looter = s.horde[0]
    play(s, "survival", 0)
    assert s.battlefield[0] == looter and s.horde[0] == brute
    assert brute not in s.enemy_wounds and brute in s.horde_public


def test_protective_aura_cancels_the_attack_and_costs_a_card_per_enemy():
    """Protective Aura: no damage from the Horde; lose 1 card per enemy."""
    s = position(("aranel", "idril"), hands={0: ["protective-aura"]}, decks={0: ["fire-bolt"] * 9},
                 field=("orc-brute", "orc-brute", "orc-shaman"))
    play(s, "protective-aura")
    act(s, "end_attack")
    assert len(s.players[0].wear) == 3 + 1


def test_frost_shot_blocks_the_enemy_hit_and_draws():
    """Frost Shot: 1 Damage, the enemy hit deals no damage this turn, draw 1."""
    s = position(("aranel", "idril"), hands={0: ["frost-shot"]}, decks={0: ["fire-bolt"] * 9},
                 field=("orc-brute",))
    play(s, "frost-shot", 0)
    assert len(s.players[0].hand) == 1
    act(s, "end_attack")
    assert len(s.players[0].wear) == 1


def test_corrosive_arrow_adds_one_to_later_damaging_cards_on_that_enemy():
    """Corrosive Arrow: later damaging cards against this enemy deal +1 this turn."""
    s = position(("aranel", "idril"), hands={0: ["corrosive-arrow", "fire-bolt", "fire-bolt"]},
                 decks={0: ["staff-blow"] * 9}, field=("orc-brute", "orc-warrior"))
    brute, warrior = s.battlefield
    play(s, "corrosive-arrow", 0)
    play(s, "fire-bolt", 0)
    play(s, "fire-bolt", 1)
    assert s.enemy_wounds[brute] == 1 + 3 and s.enemy_wounds[warrior] == 2
    assert s.players[0].glory == 2


def test_healing_orb_heals_recovers_all_and_leaves_the_game():
    """Healing Orb: every hero recovers 2, 1 wound off your hero, single use."""
    s = position(("aranel", "idril"), hands={0: ["healing-orb"]}, hero_wounds={0: 1},
                 wears={0: ["staff-blow"] * 2, 1: ["rapid-shot"] * 3})
    orb = hand_uid(s, 0, "healing-orb")
    play(s, "healing-orb")
    assert s.players[0].wounds == 0 and orb in s.removed
    assert len(s.players[1].deck) == 2 and len(s.players[0].deck) == 2


def test_torrent_of_light_recovers_the_others():
    s = position(("aranel", "idril"), hands={0: ["torrent-of-light"]},
                 wears={0: ["staff-blow"] * 2, 1: ["rapid-shot"] * 3})
    play(s, "torrent-of-light", 0)
    assert len(s.players[1].deck) == 2 and len(s.players[0].deck) == 0
    assert s.players[0].glory == 1


def test_to_the_heart_pays_a_coin_on_defeat_only_for_the_first_copy():
    """To the Heart / Sneak Attack: 1 coin if it defeats the enemy, unless another
    copy was already played this turn."""
    s = position(("neddia", "idril"), hands={0: ["sneak-attack", "sneak-attack", "sneak-attack"]},
                 decks={0: ["trap"] * 5}, field=("orc-runt", "orc-runt", "orc-brute"))
    play(s, "sneak-attack", 2)       # first copy, no defeat: no coin
    play(s, "sneak-attack", 0)       # second copy defeats the Runt: still no coin
    assert s.players[0].coins == 0
    t = position(("neddia", "idril"), hands={0: ["to-the-heart"]}, decks={0: ["trap"] * 5})
    play(t, "to-the-heart", 0)
    assert t.players[0].coins == 1 and len(t.players[0].wear) == 2


def test_precise_crossbow_and_pick_pockets_and_plunder():
    """Precise Crossbow (3 after a first hit), Pick Pockets (1 coin from each other
    hero), Plunder (2 coins per enemy) and its Glory version (1 per enemy, 1 Glory)."""
    s = position(("neddia", "idril", "aranel"),
                 hands={0: ["precise-crossbow", "precise-crossbow", "pick-pockets", "plunder",
                            "plunder-glory"]},
                 field=("orc-brute", "orc-shaman", "orc-warrior"), coins={1: 2, 2: 0})
    brute = s.battlefield[0]
    play(s, "precise-crossbow", 0)
    play(s, "precise-crossbow", 0)
    assert s.enemy_wounds[brute] == 5
    play(s, "pick-pockets")
    assert [p.coins for p in s.players] == [1, 1, 0]
    play(s, "plunder")
    assert s.players[0].coins == 1 + 6
    play(s, "plunder-glory")
    assert s.players[0].coins == 1 + 6 + 3 and s.players[0].glory == 1


def test_in_the_shadows_and_wolf_companion_prevent_two():
    s = position(("neddia", "idril"), hands={0: ["in-the-shadows"]}, decks={0: ["trap"] * 9},
                 field=("orc-warrior",))
    play(s, "in-the-shadows", 0)
    act(s, "end_attack")
    assert len(s.players[0].wear) == 1 + (4 - 1 - 2)


def test_market_cards_whetstone_vial_elixir_cloak_armour():
    """Whetstone (+1 on damaging cards), Conjuring Vial (a Wear card to hand),
    Concentration Elixir (draw 3), Elven Cloak (block), Plate Armour (recover 4)."""
    s = position(hands={0: ["whetstone", "sword-strike", "conjuring-vial", "concentration-elixir",
                            "elven-cloak", "plate-armour"]},
                 decks={0: ["shield"] * 5}, wears={0: ["brutal-attack", "step-back"] * 2},
                 field=("orc-brute", "orc-runt"))
    brute = s.battlefield[0]
    play(s, "whetstone")
    play(s, "sword-strike", 0)
    assert s.enemy_wounds[brute] == 2
    play(s, "conjuring-vial")
    assert s.pending.kind == "take_card"
    act(s, "take", card=next(a.arg("card") for a in s.legal_actions() if "Brutal" in a.label))
    assert "brutal-attack" in names(s, s.players[0].hand)
    play(s, "concentration-elixir")
    play(s, "plate-armour")
    assert s.players[0].known_bottom == 4
    play(s, "elven-cloak", 0)
    assert brute in s.t["blocked"]


def test_elven_dagger_goes_under_the_deck_for_an_expertise_hero():
    """Elven Dagger: a hero with the Expertise icon recovers it after use."""
    rogue = position(("neddia", "idril"), hands={0: ["elven-dagger"]})
    dagger = hand_uid(rogue, 0, "elven-dagger")
    play(rogue, "elven-dagger", 0)
    assert rogue.players[0].deck == [dagger]
    warrior = position(hands={0: ["elven-dagger"]})
    dagger = hand_uid(warrior, 0, "elven-dagger")
    play(warrior, "elven-dagger", 0)
    assert warrior.players[0].wear == [dagger]


def test_the_trap_is_face_down_and_springs_at_the_next_horde_attack():
    """Trap (ruling 8): face down; at the next Horde attack the strongest Host is
    defeated, its setter takes the trophy, the loot is lost."""
    s = position(("neddia", "idril"), hands={0: ["trap"]}, decks={0: ["plunder"] * 9},
                 field=("orc-runt", "orc-brute", "orc-warrior"), loot={1: (1, 0)})
    brute = s.battlefield[1]
    play(s, "trap")
    assert s.trap is not None
    assert s.view(1)["trap"] == {"seat": 0, "card": None}
    assert s.view(0)["trap"]["card"]["id"] == "trap"
    act(s, "end_attack")
    p = s.players[0]
    assert brute in p.trophies and p.coins == 0 and s.trap is None
    assert names(s, p.wear)[0] == "trap" and len(p.wear) == 1 + 2 + 4
