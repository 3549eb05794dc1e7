"""The Hero Realms heuristic (engine/ai/heuristic/hero_realms.py) from exact positions.

Rule sheet (hero-realms.txt): "Attacking" (guards first, stunning),
"Acquiring Cards", "Sacrifice Abilities", "The Basics" (last one standing).
Card ids are from engine/hero_realms/content/*.toml.
"""
from __future__ import annotations

import pytest

import engine
from engine.ai import SeatWindow
from engine.ai.heuristic import hero_realms as hh


def position(hands=None, champions=None, in_play=None, discards=None, market=None,
             health=None, gold: int = 0, combat: int = 0, seed: int = 1):
    """Seat 0's Main Phase in a two-player game, every zone given as card ids.

    Decks hold the starting cards (seven Gold, Ruby, Dagger, Shortsword) unless
    a zone takes them; ``market``: five card ids (None for an empty slot).
    """
    state = engine.load_game("hero-realms").new_game(2, seed=seed)
    for player in state.players:
        seat = player.seat
        player.hand = [state.new_card(c) for c in (hands or {}).get(seat, [])]
        player.champions = [state.new_card(c) for c in (champions or {}).get(seat, [])]
        player.in_play = [state.new_card(c) for c in (in_play or {}).get(seat, [])]
        player.discard = [state.new_card(c) for c in (discards or {}).get(seat, [])]
        player.deck = [state.new_card(c) for c in ["gold"] * 7 + ["ruby", "dagger", "shortsword"]]
        player.health = (health or {}).get(seat, 50)
        player.known_top = 0
    if market is not None:
        state.market = [None if c is None else state.new_card(c) for c in market]
    state.active = state.first_player = 0
    state.gold, state.combat = gold, combat
    state.expended, state.damage, state.ally_used = set(), {}, set()
    state.queue, state.pending, state.history = [], None, []
    return state


def choose(state, seed: int = 3):
    return hh.Heuristic(seed).choose(SeatWindow(state, state.current_player))


MARKET = ["shakedown", "rally-the-legion", "legion-dragon", "tax-collection", "legionary"]


# ------------------------------------------------------------------ evaluate

def test_knocked_out_player_has_lost():
    state = position(health={1: 3}, combat=3, market=MARKET)
    state.apply(next(a for a in state.legal_actions()
                     if a.kind == "attack_player" and a.arg("amount") == 3))
    assert state.is_over() and state.winners() == [0]
    assert hh.evaluate(state, 0) == 1.0 and hh.evaluate(state, 1) == 0.0


def test_health_and_champions_raise_the_chance():
    level = position(market=MARKET)
    hurt = position(health={0: 20}, market=MARKET)
    backed = position(champions={0: ["justicar-orm"]}, market=MARKET)
    assert hh.evaluate(level, 0) == pytest.approx(0.5, abs=0.05)
    assert hh.evaluate(hurt, 0) < 0.3
    assert hh.evaluate(backed, 0) > 0.6
    assert hh.evaluate(hurt, 0) + hh.evaluate(hurt, 1) == pytest.approx(1.0)


def test_unspent_combat_counts_against_the_opponent():
    idle = position(market=MARKET)
    armed = position(combat=10, market=MARKET)
    assert hh.evaluate(armed, 0) > hh.evaluate(idle, 0)


def test_card_values_weigh_combat_gold_and_health():
    defs = engine.load_game("hero-realms").new_game(2).defs
    assert hh.card_yield(defs["shortsword"]) == (2.0, 0.0, 0.0, 0.0)
    assert hh.card_value(defs["gold"]) == pytest.approx(hh.GOLD)
    assert hh.card_value(defs["rally-the-legion"]) > hh.card_value(defs["shakedown"])


# ------------------------------------------------------------------ the bot

def test_plays_cards_before_anything_else():
    state = position(hands={0: ["gold", "dagger"]}, gold=5, combat=3, market=MARKET)
    assert choose(state).kind == "play"


def test_buys_the_best_card_it_can_afford():
    state = position(gold=5, market=MARKET)
    action = choose(state)
    assert action.kind == "acquire"
    assert state.defn(state.market[action.arg("slot")]).id == "rally-the-legion"


def test_takes_a_fire_gem_when_the_market_is_out_of_reach():
    state = position(gold=2, market=["legion-dragon", None, None, None, None])
    assert choose(state).kind == "acquire_gem"


def test_breaks_the_guard_before_anything_else():
    state = position(champions={1: ["high-priestess", "justicar-orm"]}, combat=7,
                     market=MARKET)
    guard = state.players[1].champions[1]
    action = choose(state)
    assert action.kind == "attack_champion"
    assert (action.arg("card"), action.arg("amount")) == (guard, 5)


def test_knocks_out_when_it_can():
    state = position(health={1: 4}, champions={1: ["high-priestess"]}, combat=6,
                     market=MARKET)
    action = choose(state)
    assert action.kind == "attack_player" and action.arg("amount") == 4


def test_sacrifices_a_fire_gem_only_for_a_knock_out():
    lethal = position(health={1: 8}, in_play={0: ["fire-gem"]}, combat=5, market=MARKET)
    action = choose(lethal)
    assert action.kind == "use" and action.arg("ability") == "sacrifice"
    far = position(health={1: 30}, in_play={0: ["fire-gem"]}, combat=5, market=MARKET)
    assert choose(far).kind == "attack_player"


def test_thins_the_deck_of_gold_from_the_discard_pile():
    state = position(hands={0: ["grave-touch"]}, discards={0: ["gold", "ruby"]},
                     market=MARKET)
    state.apply(next(a for a in state.legal_actions() if a.kind == "play"))
    assert state.pending is not None and state.pending.kind == "sacrifice"
    action = choose(state)
    assert (action.kind, action.arg("card"), action.arg("zone")) == \
        ("sacrifice_card", "gold", "discard")


def test_candidates_force_plays_and_keep_whole_attacks():
    state = position(hands={0: ["gold", "dagger"]}, combat=6, market=MARKET)
    assert [a.kind for a in hh.candidates(state, state.legal_actions())] == ["play"]
    state = position(champions={1: ["high-priestess"]}, combat=8, market=MARKET)
    kept = hh.candidates(state, state.legal_actions())
    attacks = sorted((a.kind, a.arg("amount")) for a in kept if a.kind.startswith("attack"))
    assert attacks == [("attack_champion", 6), ("attack_player", 8)]
