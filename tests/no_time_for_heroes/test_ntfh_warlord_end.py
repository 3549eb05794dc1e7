"""The Warlord and the end of the battle (rulebook, "The Warlord Arrives!", "When the
Battlefield Falls Silent")."""
from .conftest import act, play, position


def test_the_warlord_arrives_last_and_discards_the_scenario():
    """"The Warlord Arrives!": it is the last Horde card; "The Scenario": its arrival
    discards the scenario for good."""
    s = position(field=("orc-runt",), horde=(), warlord="gurdrug", scenario="battlefield",
                 scenario_deck=["skaarg-plain"], phase="market", hands={0: ["shield"] * 4})
    act(s, "end_market")
    assert s.battlefield[-1] == s.warlord and s.warlord_in
    assert s.scenario is None and s.scenarios_out == ["battlefield"]


def test_each_card_damaging_the_warlord_gives_one_glory_and_gurdrug_punishes():
    """"The Warlord Arrives!": 1 Glory per card that damages him; Gurdrug: 1 more card lost."""
    s = position(hands={0: ["double-slash", "shield"]}, decks={0: ["sword-strike"] * 6},
                 field=("gurdrug", "orc-runt"), horde=())
    play(s, "double-slash", 0)
    p = s.players[0]
    assert p.glory == 1 and s.enemy_wounds[s.warlord] == 2
    assert len(p.wear) == 1 + 1 + 1          # its own lose 1, Gurdrug's 1, the card


def test_roghkiller_gives_every_orc_one_more_fortitude_himself_too():
    """Roghkiller (ruling 1: he is an orc too)."""
    s = position(field=("roghkiller", "orc-runt"), horde=(), warlord="roghkiller",
                 decks={0: ["shield"] * 20})
    v = s.view(0)["battlefield"]
    assert [e["fortitude"] for e in v] == [10, 3]
    act(s, "end_attack")
    assert len(s.players[0].wear) == 13


def test_shriekknifer_lets_printed_damage_one_cards_recover():
    s = position(hands={0: ["sword-strike"]}, decks={0: ["shield"] * 3},
                 wears={0: ["brutal-attack"]}, field=("shriekknifer",), horde=(),
                 warlord="shriekknifer")
    play(s, "sword-strike", 0)
    p = s.players[0]
    assert p.glory == 1 and s.cards[p.deck[0]] == "brutal-attack"


def test_the_battle_ends_when_no_enemy_stands_and_the_horde_is_spent():
    """"When the Battlefield Falls Silent": Glory tokens + trophies' Glory + 1 per 3
    coins + Tenacious; the winner has the most."""
    s = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3},
                 field=("orc-warrior",), wounds={0: 1}, horde=(), warlord="gurdrug",
                 coins={0: 7, 1: 2}, glory={0: 1, 1: 5}, hero_wounds={1: 1},
                 warlord_defeated_by=0)
    play(s, "brutal-attack", 0)
    assert s.is_over() and s.current_player is None and s.legal_actions() == []
    v = s.view(1)
    assert v["players"][0]["score"] == {"tokens": 1, "trophies": 2, "coins": 2, "tenacious": 1,
                                        "total": 6, "defeated": 2}
    assert v["players"][1]["score"]["total"] == 5
    assert s.winners() == [0]


def test_a_tie_goes_to_the_most_defeated_enemies():
    """"When the Battlefield Falls Silent": a tie goes to the most defeated enemy cards."""
    s = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3},
                 field=("orc-runt",), horde=(), glory={1: 2}, hero_wounds={0: 1, 1: 1},
                 warlord_defeated_by=0)
    play(s, "brutal-attack", 0)                   # seat 0: the Runt's 1 Glory; seat 1: 2
    assert s.is_over() and s.winners() == [1]
    t = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3},
                 field=("orc-runt",), horde=(), glory={1: 1}, hero_wounds={0: 1, 1: 1},
                 warlord_defeated_by=1)
    play(t, "brutal-attack", 0)                   # 1 Glory each; 1 enemy each: both win
    assert t.winners() == [0, 1]
    t = position(("valerys", "idril"), hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3},
                 field=("orc-runt",), horde=(), glory={1: 1}, hero_wounds={0: 1, 1: 1},
                 warlord_defeated_by=0)
    play(t, "brutal-attack", 0)                   # 1 Glory each; seat 0 defeated 2 enemies
    assert t.winners() == [0]
