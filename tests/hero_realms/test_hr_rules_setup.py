"""Setup and options (rule sheet, "The Basics", "Personal Deck", "Setup").

Our choice for 3 and 4 players follows the publisher's free-for-all rule:
opening hands of 3, 4, then 5 cards in turn order.
"""
from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine import BadOptions
from engine.hero_realms.game import OPENING_HANDS

GAME = engine.load_game("hero-realms")


def test_registered():
    assert "hero-realms" in engine.GAMES
    assert (GAME.id, GAME.title, GAME.min_players, GAME.max_players) == \
        ("hero-realms", "Hero Realms", 2, 4)
    assert GAME.scenarios == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_has_a_personal_deck_and_50_health(players):
    """Rule sheet, "Personal Deck": Shortsword, Dagger, Ruby, seven Gold; "The Basics":
    50 Health each."""
    state = GAME.new_game(players, seed=3)
    for p in state.players:
        cards = Counter(state.cards[u] for u in p.deck + p.hand)
        assert cards == {"gold": 7, "shortsword": 1, "dagger": 1, "ruby": 1}
        assert p.health == 50 and not p.discard and not p.in_play and not p.champions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_market_and_fire_gems(players):
    """Rule sheet, "Setup": the shuffled Market Deck, five face-up cards, 16 Fire Gems."""
    state = GAME.new_game(players, seed=5)
    assert len(state.market) == 5 and None not in state.market
    assert len(state.market_deck) == 75
    assert len(state.gems) == 16 and state.sacrificed == []
    market = Counter(state.cards[u] for u in state.market + state.market_deck)
    assert market == {cid: n for cid, n in state.cardset.market}
    view = state.view(0)
    assert view["market_deck_count"] == 75 and view["fire_gems"]["count"] == 16


def test_market_deck_is_shuffled_from_the_seed():
    a, b = GAME.new_game(2, seed=1), GAME.new_game(2, seed=2)
    assert [a.cards[u] for u in a.market_deck] != [b.cards[u] for u in b.market_deck]
    again = GAME.new_game(2, seed=1)
    assert engine.state_hash(again) == engine.state_hash(a)


def test_first_player_is_random_and_draws_three_second_five():
    """Rule sheet, "Setup": a random first player draws three cards, the second five."""
    firsts = set()
    for seed in range(30):
        state = GAME.new_game(2, seed=seed)
        first = state.first_player
        firsts.add(first)
        assert state.active == first and state.current_player == first
        assert len(state.players[first].hand) == 3
        assert len(state.players[1 - first].hand) == 5
        assert len(state.players[first].deck) == 7 and len(state.players[1 - first].deck) == 5
    assert firsts == {0, 1}


@pytest.mark.parametrize("players", [3, 4])
def test_opening_hands_with_more_players(players):
    """Our choice (publisher's free-for-all rule): 3, 4, then 5 cards in turn order."""
    assert OPENING_HANDS[players] == (3, 4, 5, 5)[:players]
    for seed in range(8):
        state = GAME.new_game(players, seed=seed)
        first = state.first_player
        sizes = [len(state.players[(first + i) % players].hand) for i in range(players)]
        assert sizes == list(OPENING_HANDS[players])


def test_play_proceeds_clockwise():
    """Rule sheet, "Game Play": turns go round the table (seat order here)."""
    state = GAME.new_game(3, seed=4)
    order = [state.active]
    for _ in range(5):
        state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
        order.append(state.active)
    first = order[0]
    assert order == [(first + i) % 3 for i in range(6)]


def test_options():
    # "rules": the rules revision a new game records (issue 41, engine/core/rules.py)
    assert GAME.default_options(3) == {"names": ["Player 1", "Player 2", "Player 3"],
                                       "rules": 1}
    state = GAME.new_game(2, seed=1, options={"names": [" Ana ", "Bo"]})
    assert [p.name for p in state.players] == ["Ana", "Bo"]
    assert state.options == {"names": ["Ana", "Bo"]} and state.num_players == 2
    for bad in ({"names": ["Ana"]}, {"names": ["Ana", ""]}, {"colour": 1}, [1],
                {"names": ["x" * 25, "Bo"]}):
        with pytest.raises(BadOptions):
            GAME.new_game(2, seed=1, options=bad)
    for players in (1, 5, "2", True):
        with pytest.raises(BadOptions):
            GAME.new_game(players, seed=1)
    with pytest.raises(BadOptions):
        GAME.new_game(2, seed="x")
