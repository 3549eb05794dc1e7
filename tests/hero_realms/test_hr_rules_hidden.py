"""Hidden information, views and the log (DESIGN.md, "Hidden information"; rule sheet,
"Discard Phase": any player may look through a discard pile)."""
from __future__ import annotations

import json

import engine

GAME = engine.load_game("hero-realms")


def test_view_shows_own_hand_only_and_deck_counts(hr):
    state = hr.position(hands={0: ["gold", "spark"], 1: ["ruby"]},
                        decks={0: ["dagger", "gold"], 1: ["gold"]})
    mine, theirs = state.view(0)["players"]
    assert [c["id"] for c in mine["hand"]] == ["gold", "spark"]
    assert theirs["hand"] is None and theirs["hand_count"] == 1
    assert mine["deck_count"] == 2 and "deck" not in mine
    assert state.view(None)["players"][0]["hand"] is None
    text = json.dumps(state.view(1))
    assert '"spark"' not in text and '"dagger"' not in text and 'Spark' not in text


def test_view_is_complete_for_the_board_and_market(hr):
    """What the TUI needs: market cards with cost, faction and abilities text, the Fire
    Gem and Market Deck counts, Health, champions prepared or expended with Defense and
    damage taken this turn, pools."""
    state = hr.position(hands={0: ["ruby"]}, market=["spark", "ogre-bouncer"],
                        market_deck=["gold"], champions={1: ["guard-5", "champion-4"]},
                        expended={1: ["champion-4"]}, combat=2, gems=12)
    hr.play(state, "ruby")
    hr.act(state, "attack_champion", card=hr.uid(state, 1, "guard-5"), amount=2)
    view = state.view(0)
    spark = view["market"][0]
    assert (spark["name"], spark["cost"], spark["faction"], spark["type"]) == \
        ("Spark", 1, "wild", "action")
    assert spark["abilities"][0] == {"kind": "primary", "name": "Play",
                                     "text": "Gain 3 combat. An opponent of your choice "
                                             "discards a card."}
    assert view["market"][1]["guard"] and view["market"][1]["defense"] == 6
    assert view["market"][2] is None
    assert view["market_deck_count"] == 1 and view["fire_gems"]["count"] == 12
    assert view["fire_gems"]["card"]["cost"] == 2
    assert view["pools"] == {"gold": 2, "combat": 0, "health_gained": 0}
    me, bo = view["players"]
    assert me["gold"] == 2 and me["active"] and not bo["active"]
    champs = {c["card"]["id"]: c for c in bo["champions"]}
    assert champs["guard-5"]["damage"] == 2 and champs["guard-5"]["to_stun"] == 3
    assert champs["guard-5"]["prepared"] and champs["guard-5"]["guard"]
    assert champs["champion-4"]["expended"] and champs["champion-4"]["defense"] == 4
    assert bo["health"] == 50 and bo["protected"]
    assert view["turn"] == 3 and view["current_player"] == 0 and view["phase"] == "main"


def test_views_are_msgpack_ready():
    state = GAME.new_game(3, seed=2)
    for seat in (0, 1, 2, None):
        json.dumps(state.view(seat))          # plain dicts, lists, str, int, bool, None


def test_draws_are_private_in_the_log(hr):
    state = hr.position(hands={0: ["draw-2"]}, decks={0: ["spark", "dagger"]})
    events = hr.play(state, "draw-2")
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert drawn.describe(0) == "You drew Dagger, Spark."
    assert drawn.describe(1) == "Player 1 drew 2 cards." == drawn.describe(None)
    assert all("Spark" not in e.describe(1) for e in events)


def test_end_of_turn_draw_is_private(hr):
    state = hr.position(decks={0: ["spark"] * 5})
    events = hr.act(state, "end_turn")
    assert all("Spark" not in e.describe(1) for e in events)
    assert any("Spark" in e.describe(0) for e in events)


def test_discard_piles_and_discards_are_public(hr):
    state = hr.position(hands={0: ["discard-1"], 1: ["spark", "ruby"]}, discards={1: ["gold"]})
    hr.play(state, "discard-1")
    events = hr.act(state, "discard", card="spark")
    assert events[0].public and "Spark" in events[0].describe(0)
    assert [c["id"] for c in state.view(0)["players"][1]["discard"]] == ["gold", "spark"]


def test_determinize_redeals_only_hidden_cards(hr):
    state = hr.position(players=3, hands={0: ["gold", "spark"], 1: ["ruby", "dagger"],
                                          2: ["gold"]},
                        decks={0: ["gold", "dagger", "ruby"], 1: ["spark", "gold", "gold"],
                               2: ["ruby", "spark"]},
                        market=["spark"], market_deck=["gold", "dagger", "ruby", "spark"])
    state.players[1].known_top = 1               # everyone saw a Gold put on top
    seen = set()
    for seed in range(20):
        other = state.determinize(0, seed)
        assert other.view(0) == state.view(0)
        assert hr.hand(other, 0) == ["gold", "spark"]
        assert sorted(hr.deck(other, 0)) == ["dagger", "gold", "ruby"]
        assert sorted(hr.hand(other, 1) + hr.deck(other, 1)) == \
            sorted(["ruby", "dagger", "spark", "gold", "gold"])
        assert hr.deck(other, 1)[-1] == "gold" and len(hr.hand(other, 1)) == 2
        assert sorted(hr.ids(other, other.market_deck)) == ["dagger", "gold", "ruby", "spark"]
        seen.add(tuple(hr.hand(other, 1)))
    assert len(seen) > 1
    assert engine.state_hash(state.determinize(0, 5)) == engine.state_hash(state.determinize(0, 5))


def test_clone_is_independent(hr):
    state = hr.position(hands={0: ["gold", "spark"], 1: ["ruby"]}, champions={1: ["guard-3"]})
    before = engine.state_hash(state)
    twin = state.clone()
    assert engine.state_hash(twin) == before
    hr.play(twin, "spark")
    hr.act(twin, "attack_champion", card=hr.uid(twin, 1, "guard-3"), amount=3)
    assert engine.state_hash(state) == before and state.players[1].champions
    assert len(twin.history) == 2 and state.history == []
