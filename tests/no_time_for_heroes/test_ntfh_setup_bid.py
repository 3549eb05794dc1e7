"""Set-up and the Leader bid (rulebook, "Before Going to Battle", "Choosing the Leader")."""
import pytest

import engine
from engine import BadOptions

from .conftest import GAME, act, names


@pytest.mark.parametrize("players,hosts", [(2, 19), (3, 23), (4, 27)])
def test_gathering_the_horde_sizes_and_the_warlord_last(players, hosts):
    """"Gathering the Horde": 19/23/27 Hosts, the Warlord comes out last;
    "The Horde approaches": 3 enemies already out."""
    s = GAME.new_game(players, seed=3)
    assert len(s.horde) + len(s.battlefield) == hosts + 1
    assert s.horde[-1] == s.warlord and len(s.battlefield) == 3
    assert len(s.box) == 27 - hosts


def test_grouping_the_heroes_and_the_shops():
    """"Grouping the Heroes": 4 in hand from the hero's class deck; "Setting up the
    shops": 5 Market cards; "Mapping the region": one active scenario; no coins."""
    s = GAME.new_game(3, seed=4, options={"heroes": ["aranel", "neddia", "random"]})
    for p in s.players:
        assert len(p.hand) == 4 and len(p.deck) == 11 and p.coins == 0
    assert {s.defn(u).klass for u in s.players[0].hand + s.players[0].deck} == {"mage"}
    assert s.hero(2).card in (1, 2)
    assert None not in s.market and len(s.market_deck) == 9
    assert s.scenario is not None and len(s.scenario_deck) == 11
    assert s.phase == "bid" and s.current_player == 0


def test_heroes_of_one_hero_card_cannot_both_play():
    """"Grouping the Heroes": each player takes a hero card (one side of it)."""
    with pytest.raises(BadOptions, match="same hero card"):
        GAME.new_game(2, seed=1, options={"heroes": ["valerys", "lisavette"]})


def test_default_options_equal_validated_none_and_scenarios_can_be_off():
    for n in (2, 3, 4):
        assert GAME.default_options(n) == GAME.validate_options(n, None)
    s = GAME.new_game(2, seed=1, options={"scenarios": False})
    assert s.scenario is None and s.scenario_deck == []
    assert engine.load_game("no-time-for-heroes").title == "No Time For Heroes"


def _bid_game(heroes=("valerys", "beleth-il"), oldest=0):
    s = GAME.new_game(len(heroes), seed=2, options={"heroes": list(heroes), "oldest": oldest})
    return s


def _set_hand(s, seat, cids):
    p = s.players[seat]
    pool = p.hand + p.deck
    hand = []
    for cid in cids:
        u = next(x for x in pool if s.cards[x] == cid and x not in hand)
        hand.append(u)
    p.hand = hand
    p.deck = [u for u in pool if u not in hand]
    return hand


def test_highest_bid_leads_and_bid_cards_go_under_the_decks():
    """"Choosing the Leader": secret bids of 1 or 2 cards, highest Damage leads, the
    bid cards go to the bottom of their decks and everyone draws back to 4."""
    s = _bid_game()
    a = _set_hand(s, 0, ["brutal-attack", "sword-strike", "shield", "step-back"])
    b = _set_hand(s, 1, ["bullseye", "rapid-shot", "survival", "rapid-shot"])
    act(s, "bid", cards=[a[0], a[1]])            # 3 + 1 = 4
    # nothing of seat 0's bid is visible to seat 1 before all are in
    v = s.view(1)
    assert v["players"][0]["bid"] is None and v["players"][0]["bid_done"]
    assert v["players"][0]["bid_count"] == 2
    act(s, "bid", cards=[b[0]])                  # 4: a tie, seat 0 is the oldest
    assert s.leader == 0 and s.active == 0 and s.phase == "attack"
    assert sorted(names(s, s.players[0].deck[:2])) == ["brutal-attack", "sword-strike"]
    assert s.players[0].known_bottom == 2 and s.players[1].known_bottom == 1
    assert all(len(p.hand) == 4 for p in s.players)


def test_a_tie_goes_to_the_oldest_then_clockwise_from_them():
    """"Choosing the Leader": a tie goes to the oldest player (the option); a tie that
    does not include the oldest goes clockwise from them (ruling 5)."""
    s = _bid_game(("valerys", "beleth-il", "neddia"), oldest=1)
    h0 = _set_hand(s, 0, ["brutal-attack", "sword-strike", "shield", "step-back"])
    h1 = _set_hand(s, 1, ["rapid-shot", "survival", "rapid-shot", "gather-arrows"])
    h2 = _set_hand(s, 2, ["to-the-heart", "trap", "deceive", "plunder"])
    act(s, "bid", cards=[h0[0], h0[1]])   # 4
    act(s, "bid", cards=[h1[0]])          # 1
    act(s, "bid", cards=[h2[0]])          # 4
    assert s.leader == 2                  # clockwise from the oldest (seat 1): 2 before 0


def test_bid_choices_are_one_or_two_cards():
    s = _bid_game()
    _set_hand(s, 0, ["brutal-attack", "sword-strike", "shield", "step-back"])
    sizes = sorted(len(a.arg("cards")) for a in s.legal_actions())
    assert sizes == [1] * 4 + [2] * 6
