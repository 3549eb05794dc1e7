"""Hidden information (DESIGN.md; rulebook, "The Horde approaches": the loot stays
secret until the enemy is defeated): views, events and determinize."""
import random

import engine
from engine import state_hash

from .conftest import GAME, act, play, position


def _played(seed=11, steps=60, players=3):
    s = GAME.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_views_hide_hands_deck_orders_horde_order_and_loot():
    s = _played()
    for seat in range(3):
        v = s.view(seat)
        for p in v["players"]:
            assert (p["hand"] is not None) == (p["seat"] == seat)
            assert "deck" not in p
        assert all(e["loot"] is None for e in v["battlefield"])
        assert "horde" not in v and "market_deck" not in v and "scenario_deck" not in v
        assert all("loot" not in e for e in v["horde_known"])


def test_loot_shows_once_defeated():
    s = position(hands={0: ["brutal-attack"]}, decks={0: ["shield"] * 3}, loot={0: (1, 0)})
    play(s, "brutal-attack", 0)
    assert s.view(1)["players"][0]["trophies"][0]["loot"] == [1, 0]


def test_determinize_keeps_each_seats_view_and_redeals_the_rest():
    s = _played(seed=12, steps=40)
    for seat in range(3):
        d1, d2 = s.determinize(seat, 1), s.determinize(seat, 2)
        assert d1.view(seat) == s.view(seat) == d2.view(seat)
    other = (s.current_player + 1) % 3
    deals = {tuple(s.determinize(s.current_player, k).players[other].hand) for k in range(8)}
    assert len(deals) > 1
    looted = {tuple(sorted(s.determinize(0, k).loot.items())) for k in range(8)}
    assert len(looted) > 1


def test_determinize_depends_only_on_what_the_seat_sees():
    s = _played(seed=13, steps=30)
    twin = s.determinize(0, 99)          # the same information set for seat 0
    assert state_hash(s.determinize(0, 5)) == state_hash(twin.determinize(0, 5))


def test_bids_and_draws_are_private_in_the_log():
    s = GAME.new_game(2, seed=3)
    events = s.apply(s.legal_actions()[0])
    bid = next(e for e in events if e.kind == "bid")
    assert bid.describe(0).startswith("You bid ") and bid.describe(1) == "Player 1 bids face down."
    events = s.apply(s.legal_actions()[0])
    draw = next(e for e in events if e.kind == "cards_drawn" and e.seat == 0)
    assert draw.describe(1).startswith("Player 1 draws")


def test_idrils_look_is_private_in_the_log():
    s = position(("idril", "aranel"), horde=("orc-runt", "orc-shaman"))
    ev = next(e for e in act(s, "scout") if e.kind == "expertise")
    assert "Orc Shaman" in ev.describe(0) and "Orc Shaman" not in ev.describe(1)


def test_engine_purity_registry_entry():
    entry = engine.game_entry("no-time-for-heroes")
    # 1 to 4 since the solo mode (issue 45): one seat only with mode=solo
    assert (entry.min_players, entry.max_players) == (1, 4)


def test_the_trap_is_set_face_down_in_the_log():
    """Trap: set face down; other seats learn only that a card lies there."""
    s = position(("neddia", "idril"), hands={0: ["trap"]})
    ev = next(e for e in play(s, "trap") if e.kind == "card_played")
    assert ev.describe(0) == "You set Trap face down."
    assert ev.describe(1) == "Player 1 sets a card face down."
