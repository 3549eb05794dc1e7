"""The Market and Recovery phases (rulebook, "2. Market Phase", "3. Recovery Phase",
"The enemy's signs": regeneration, single use)."""
from engine import Action

from .conftest import act, hand_uid, names, play, position

MARKET = ["orc-halberd", "composite-bow", "whetstone", "healing-potion", "elven-cloak"]


def _market(heroes, coins=20, deck=("concentration-elixir",)):
    return position(heroes, market=MARKET, market_deck=deck, coins={0: coins}, phase="market")


def test_icons_decide_who_may_buy_and_at_what_penalty():
    """"2. Market Phase", Icons: buying needs a matching icon; a hero with the icon at
    -1 deals 1 less Damage with it; no penalty when a full icon matches."""
    mage = _market(("aranel", "idril"))
    bought = {mage.cards[mage.market[a.arg("slot")]] for a in mage.legal_actions() if a.kind == "buy"}
    assert bought == {"healing-potion", "elven-cloak"}
    why = mage.why_not(Action.make("buy", slot=0))
    assert why == "Orc Halberd needs the melee icon"
    explorer = _market(("idril", "aranel"))
    view = explorer.view(0)["market"]
    assert [c["penalty"] for c in view] == [1, 0, 0, 0, 0]
    rogue = _market(("neddia", "aranel"))
    assert rogue.view(0)["market"][1]["penalty"] == 1          # Composite Bow, Expertise at -1
    assert rogue.view(0)["market"][2]["penalty"] == 0          # Whetstone: a full match


def test_bought_cards_go_to_the_hand_and_the_market_refills():
    """"2. Market Phase": the card goes to the hand; the Market is refilled to 5."""
    s = _market(("idril", "aranel"), coins=9)
    halberd = s.market[0]
    act(s, "buy", slot=0)
    assert halberd in s.players[0].hand and s.players[0].coins == 4
    assert s.cards[s.market[0]] == "concentration-elixir" and s.market_deck == []
    act(s, "buy", slot=4)
    assert s.market[4] is None and s.players[0].coins == 1


def test_a_penalised_market_card_deals_one_less_damage():
    """"2. Market Phase": Rogues (and Explorers with Melee) subtract 1 Damage."""
    s = position(("idril", "aranel"), hands={0: ["orc-halberd"]}, field=("orc-brute",))
    play(s, "orc-halberd", 0)
    assert s.enemy_wounds[s.battlefield[0]] == 3


def test_the_healing_potion_leaves_the_game_after_use():
    """"2. Market Phase": the healing potion is removed from the game after use."""
    s = position(hands={0: ["healing-potion"]}, hero_wounds={0: 2})
    potion = hand_uid(s, 0, "healing-potion")
    play(s, "healing-potion")
    assert s.players[0].wounds == 1 and potion in s.removed and potion not in s.players[0].wear


def test_recovery_draws_up_to_four():
    """"3. Recovery Phase": draw until 4 cards in hand."""
    s = position(hands={0: ["shield"]}, decks={0: ["sword-strike"] * 5}, phase="market",
                 field=("orc-runt", "orc-warrior", "orc-brute"))
    act(s, "end_market")
    assert len(s.players[0].hand) == 4 and s.active == 1


def test_recovery_discards_down_to_four_by_choice():
    """"3. Recovery Phase": discard to the Wear pile until 4 cards in hand."""
    s = position(hands={0: ["shield", "step-back", "sword-strike", "brutal-attack", "orc-halberd",
                            "double-slash"]}, phase="market")
    act(s, "end_market")
    assert s.phase == "recovery"
    act(s, "discard", card=hand_uid(s, 0, "step-back"))
    act(s, "discard", card=hand_uid(s, 0, "orc-halberd"))
    assert names(s, s.players[0].wear) == ["step-back", "orc-halberd"] and s.active == 1


def test_refill_three_new_enemies_and_a_new_scenario_when_none_stands():
    """"3. Recovery Phase": none left: 3 new enemies and a new scenario."""
    s = position(field=(), horde=("orc-runt", "orc-warrior", "orc-brute", "orc-looter"),
                 scenario="battlefield", scenario_deck=["skaarg-plain"], phase="market",
                 hands={0: ["shield"] * 4})
    act(s, "end_market")
    assert names(s, s.battlefield) == ["orc-runt", "orc-warrior", "orc-brute"]
    assert s.scenario == "skaarg-plain" and s.scenarios_out == ["battlefield"]


def test_refill_one_when_one_or_two_stand_and_none_when_three():
    s = position(field=("orc-brute",), horde=("orc-runt", "orc-warrior"), phase="market",
                 hands={0: ["shield"] * 4})
    act(s, "end_market")
    assert names(s, s.battlefield) == ["orc-brute", "orc-runt"]
    full = position(phase="market", hands={0: ["shield"] * 4})
    before = list(full.horde)
    act(full, "end_market")
    assert full.horde == before


def test_regeneration_clears_wounds_at_the_end_of_recovery():
    """"The enemy's signs": regeneration discards the Wounds at the end of Recovery."""
    s = position(field=("troll-blooded-orc", "orc-warrior", "orc-brute"),
                 wounds={0: 2, 1: 2}, phase="market", hands={0: ["shield"] * 4})
    troll, warrior = s.battlefield[:2]
    act(s, "end_market")
    assert troll not in s.enemy_wounds and s.enemy_wounds[warrior] == 2
