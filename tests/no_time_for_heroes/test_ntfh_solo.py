"""The solo mode (../shared/rules/no-time-for-heroes-modes.md, "Solo"; content/solo.toml;
docs/no-time-for-heroes.md, "Solo"), each rule from an exact position.

``solo(...)`` starts a real solo game and then sets the hero's hand and deck
(TOP LAST), coins, Glory, wounds and the Market; the position is the Attack
phase of turn 2 unless ``phase`` says otherwise.
"""
from __future__ import annotations

import pytest

import engine
from engine import state_hash
from engine.no_time_for_heroes.solo_rules import score_parts, solo_rules, title
from engine.no_time_for_heroes.turn import fresh_turn

from .conftest import GAME, act, hand_uid, matching, names

RULES = solo_rules()


def solo(hero="valerys", *, hand=(), deck=(), coins=0, glory=0, wounds=0, market=None,
         phase="attack", seed=1):
    s = GAME.new_game(1, seed=seed, options={"mode": "solo", "heroes": [hero]})
    p = s.players[0]
    p.hand = [s.new_card(c, 0) for c in hand]
    p.deck = [s.new_card(c, 0) for c in deck]
    p.wear, p.known_bottom = [], 0
    p.coins, p.glory, p.wounds = coins, glory, wounds
    if market is not None:
        s.market = [None if c is None else s.new_card(c) for c in market]
    s.phase, s.active, s.turn, s.t = phase, 0, 2, fresh_turn()
    return s


# ------------------------------------------------------------------ options
def test_solo_takes_exactly_one_player_and_one_player_only_solo():
    """"One player only; a solo game with more players is refused"; the standard game
    stays 2 to 4 (a lone player plays the solo mode)."""
    with pytest.raises(engine.BadOptions, match="exactly 1 player, not 2"):
        GAME.new_game(2, seed=1, options={"mode": "solo"})
    with pytest.raises(engine.BadOptions, match="mode=standard takes 2 to 4"):
        GAME.new_game(1, seed=1, options={"mode": "standard"})
    with pytest.raises(engine.BadOptions):
        GAME.new_game(1, seed=1, options={"mode": "multiplayer"})
    assert GAME.default_options(1)["mode"] == "solo"
    assert GAME.default_options(3)["mode"] == "standard"
    assert GAME.first_players() == 2


def test_the_standard_mode_hashes_as_before_the_option_existed():
    """Older saves: a standard game's ``full_data`` has no ``mode``, so a game whose
    options lack it (a save from before) hashes as one with mode=standard."""
    old = GAME.new_game(2, seed=9, options={"heroes": ["valerys", "idril"]})
    assert old.options["mode"] == "standard"
    assert "mode" not in old.full_data()["options"]
    assert "solo" not in old.full_data()
    explicit = GAME.new_game(2, seed=9, options={"heroes": ["valerys", "idril"],
                                                  "mode": "standard"})
    assert state_hash(old) == state_hash(explicit)
    lone = GAME.new_game(1, seed=9, options={"heroes": ["valerys"]})
    assert lone.full_data()["options"]["mode"] == "solo"


# ------------------------------------------------------------------ set-up
def test_solo_set_up():
    """Set-up: 6 coins; no Fortitude-2 Host in the Horde; no Tears of Aradiel nor
    Cemenmar Waste; 5 Market cards; the support decks are the three other classes."""
    s = GAME.new_game(1, seed=5, options={"mode": "solo", "heroes": ["idril"]})
    p = s.players[0]
    assert p.coins == RULES.start_coins == 6
    horde = [s.cards[u] for u in s.horde + s.battlefield + s.box if u != s.warlord]
    assert "orc-runt" not in horde
    assert names(s, s.solo["left_out"]) == ["orc-runt"] * 5
    assert len(s.horde) + len(s.battlefield) == RULES.hosts + 1 and s.horde[-1] == s.warlord
    deck = s.scenario_deck + [s.scenario]
    assert len(deck) == 10 and "tears-of-aradiel" not in deck and "cemenmar-waste" not in deck
    assert None not in s.market and len(s.market) == 5
    assert sorted(s.solo["support"]) == ["mage", "rogue", "warrior"]      # Idril: explorer
    assert all(len(d) == 15 for d in s.solo["support"].values())
    assert s.phase == "mulligan" and s.current_player == 0 and len(p.hand) == 4


def test_the_opening_mulligan_puts_up_to_two_at_the_bottom_and_draws_as_many():
    """Opening hand: up to 2 starting cards to the bottom of the deck, as many drawn, once."""
    s = GAME.new_game(1, seed=5, options={"mode": "solo", "heroes": ["valerys"]})
    p = s.players[0]
    p.hand = [s.new_card(c, 0) for c in ("shield", "step-back", "sword-strike", "brutal-attack")]
    p.deck = [s.new_card(c, 0) for c in ("double-slash", "rallying-cry", "shield-charge")]
    assert all(len(a.arg("cards")) <= 2 for a in s.legal_actions())
    act(s, "mulligan", cards=[hand_uid(s, 0, "shield"), hand_uid(s, 0, "step-back")])
    # each goes under the deck in turn: the second chosen ends at the very bottom
    assert names(s, p.deck[:2]) == ["step-back", "shield"] and p.known_bottom == 2
    assert sorted(names(s, p.hand)) == ["brutal-attack", "rallying-cry", "shield-charge",
                                        "sword-strike"]
    assert s.phase == "attack" and not matching(s, "mulligan")


def test_keeping_the_opening_hand():
    s = GAME.new_game(1, seed=5, options={"mode": "solo", "heroes": ["valerys"]})
    hand = list(s.players[0].hand)
    act(s, "mulligan", cards=[])
    assert s.players[0].hand == hand and s.phase == "attack" and s.turn == 1


# ------------------------------------------------------------------ the Market
def test_the_market_is_never_refilled():
    """"The Market shows 5 cards and is never refilled in solo: a card bought leaves a gap."""
    s = solo(coins=8, market=["elven-dagger", "plate-armour", "whetstone", "elven-cloak",
                              "orc-halberd"], phase="market")
    left = len(s.market_deck)
    act(s, "buy", slot=1)
    assert s.market[1] is None and len(s.market_deck) == left
    # 4 coins left: the Dagger (3) or the Whetstone (4), never a card from the deck
    assert [a.arg("slot") for a in matching(s, "buy")] == [0, 2]
    act(s, "buy", slot=0)
    assert s.market[:2] == [None, None]


# ------------------------------------------------------------------ support decks
def test_support_decks_open_for_3_then_5_then_6_coins():
    """"Up to 3 may be opened during the game, in order, for 3, then 5, then 6 coins."""
    s = solo(hand=("sword-strike",), deck=("shield",) * 5, coins=14)
    assert {a.label for a in matching(s, "open_deck")} == {
        f"Open the {k} support deck for 3 coins" for k in ("Explorer", "Rogue", "Mage")}
    act(s, "open_deck", deck="mage")
    assert s.players[0].coins == 11 and s.solo["opened"] == ["mage"]
    act(s, "open_deck", deck="rogue")
    assert s.players[0].coins == 6
    act(s, "open_deck", deck="explorer")
    assert s.players[0].coins == 0 and not matching(s, "open_deck")
    assert s.view(0)["solo"]["next_open"] is None


def test_a_support_deck_costs_what_the_hero_cannot_pay():
    s = solo(hand=("sword-strike",), deck=("shield",) * 5, coins=2)
    assert not matching(s, "open_deck") and not matching(s, "borrow_card")


def test_one_borrowed_card_a_turn_for_5_coins_back_under_its_deck_at_recovery():
    """Borrow: once per turn, 5 coins, from an open deck, played like a card of the hand;
    at the end of the turn it goes to the bottom of its support deck."""
    s = solo(hand=("sword-strike",), deck=("shield",) * 8, coins=13)
    assert not matching(s, "borrow_card")            # no deck open yet
    act(s, "open_deck", deck="mage")                  # 3 coins
    mage = s.solo["support"]["mage"]
    fireball = next(u for u in mage if s.cards[u] == "fireball")
    act(s, "borrow_card", deck="mage", card=fireball, pay="coins")
    p = s.players[0]
    assert p.coins == 5 and fireball in p.hand and fireball not in mage
    assert len(mage) == 14 and s.solo["borrowed"]
    assert not matching(s, "borrow_card")            # one a turn
    act(s, "play", card=fireball, slots=list(range(len(s.battlefield))))
    assert fireball in p.wear
    act(s, "end_attack")
    while s.pending is not None:
        s.apply(s.legal_actions()[0])
    act(s, "end_market")
    assert mage[0] == fireball and len(mage) == 15 and fireball not in p.wear
    assert s.owner[fireball] is None and not s.solo["borrowed"] and not s.solo["out"]


def test_a_borrowed_card_not_played_also_goes_back():
    s = solo(hand=("sword-strike",), deck=("shield",) * 8, coins=8)
    act(s, "open_deck", deck="rogue")
    rogue = s.solo["support"]["rogue"]
    uid = rogue[5]
    act(s, "borrow_card", deck="rogue", card=uid, pay="coins")
    act(s, "end_attack")
    while s.pending is not None:
        s.apply(s.legal_actions()[0])
    act(s, "end_market")
    assert rogue[0] == uid and uid not in s.players[0].hand


def test_the_borrowed_card_is_chosen_and_glory_does_not_pay():
    """Decisions (content/solo.toml): ``borrow = "choose"``: one action per kind of card
    in the open deck; ``borrow_glory = false``: 5 Glory and no coins borrow nothing."""
    assert RULES.borrow == "choose" and not RULES.borrow_glory
    s = solo(hand=("sword-strike",), deck=("shield",) * 5, coins=3, glory=9)
    act(s, "open_deck", deck="explorer")
    assert not matching(s, "borrow_card")
    s.players[0].coins = 5
    kinds = {s.cards[u] for u in s.solo["support"]["explorer"]}
    assert {s.cards[a.arg("card")] for a in matching(s, "borrow_card")} == kinds


# ------------------------------------------------------------------ the score
def test_the_worked_example_scores_30():
    """10 Glory, 6 coins, 1 wound on a 2-heart hero, 10 cards in the deck, 4 in hand:
    14 + 5 + 1 + 10 = 30 ("End and score")."""
    s = solo("neddia", hand=("trap",) * 4, deck=("dagger-throw",) * 10, coins=6, glory=10,
             wounds=1)
    parts = score_parts(s)
    assert (parts["cards"], parts["glory"], parts["coins"], parts["hearts"]) == (14, 5, 1, 10)
    assert s.seat_score(0) == parts["total"] == 30 and parts["title"] == "Bane of the Horde"


@pytest.mark.parametrize("score,expected", [
    (0, "Forgotten by the Bards"), (4, "Forgotten by the Bards"),
    (5, "Sellsword of the Border"), (14, "Sellsword of the Border"),
    (15, "Warden of the Marches"), (29, "Warden of the Marches"),
    (30, "Bane of the Horde"), (49, "Bane of the Horde"), (50, "Chosen of The Seven")])
def test_four_rising_titles(score, expected):
    """Scores of 5, 15, 30 and 50 or more earn four rising titles (named by us)."""
    assert title(score) == expected


def test_trophies_count_as_glory_and_the_standard_game_has_no_score():
    s = solo(hand=(), deck=("shield",) * 3, glory=1)
    s.players[0].trophies = [s.battlefield[0]]
    front = s.content.hosts[s.cards[s.battlefield[0]]].glory
    assert score_parts(s)["glory_total"] == 1 + front
    assert GAME.new_game(2, seed=1).seat_score(0) is None


def test_a_fallen_solo_hero_ends_the_game_and_still_scores():
    """The game ends when the hero falls; decision ``fallen_scores = true``: it scores, its
    hearts term 0 (no heart left); the Horde wins (``winners()`` is empty)."""
    s = solo("neddia", hand=("trap",) * 2, deck=(), coins=10, glory=4, wounds=2)
    s.players[0].wear = []
    act(s, "end_attack")          # the Horde strikes: a card to lose, none left: it falls
    assert s.is_over() and s.players[0].fallen and s.winners() == []
    parts = score_parts(s)
    assert parts["hearts"] == 0 and s.seat_score(0) == 2 + 2 + 2 == parts["total"]


def test_the_warlord_falling_ends_a_solo_game_with_its_score_in_the_log():
    s = solo("valerys", hand=("brutal-attack",), deck=("shield",) * 6, coins=5)
    for u in s.battlefield:
        s.enemy_wounds.pop(u, None)
    s.battlefield = [s.warlord]
    s.warlord_in = True
    s.horde = []
    s.enemy_wounds[s.warlord] = s.warlord_def().fortitude - 1
    events = act(s, "play", card=hand_uid(s, 0, "brutal-attack"), slots=[0])
    assert s.is_over() and s.winners() == [0]
    line = next(e for e in events if e.kind == "solo_score")
    assert line.data["total"] == s.seat_score(0) and s.seat_score(0) == 6 + 0 + 1 + 3 * 6
    assert "Solo score 25" in line.describe(0) and "Warden of the Marches" in line.describe(0)


# ------------------------------------------------------------------ hidden information
def test_solo_views_do_not_depend_on_the_support_decks_order():
    """The support decks' order is never seen: re-dealing it leaves the view alone."""
    s = solo(hand=("sword-strike",), deck=("shield",) * 8, coins=13)
    act(s, "open_deck", deck="mage")
    view = s.view(0)
    assert view["solo"]["support"][0]["cards"] is not None
    for seed in range(5):
        other = s.determinize(0, seed)
        assert other.view(0) == view and other.view(None) == s.view(None)
        assert other.legal_actions() == s.legal_actions()
    orders = {tuple(s.determinize(0, seed).solo["support"]["mage"]) for seed in range(5)}
    assert len(orders) > 1


def test_why_not_a_second_borrow_or_a_closed_deck():
    from engine import Action
    s = solo(hand=("sword-strike",), deck=("shield",) * 8, coins=13)
    closed = Action.make("borrow_card", "x", deck="rogue", card=-1, pay="coins")
    assert s.why_not(closed) == "that support deck is not open yet"
    act(s, "open_deck", deck="mage")
    assert s.why_not(Action.make("open_deck", "x", deck="mage")) == \
        "that support deck is already open"
    first, second = matching(s, "borrow_card")[:2]
    s.apply(first)
    uid = first.arg("card")
    again = second
    assert s.why_not(again) == "one card a turn may be borrowed, and this turn's is taken"
    s.phase = "mulligan"
    assert "opening mulligan" in s.why_not(Action.make("play", "x", card=uid, slots=()))


@pytest.mark.parametrize("change,words", [
    (("borrow = \"choose\"", "borrow = \"steal\""), "field 'borrow': one of choose, top"),
    (("hosts = 19", "hosts = -1"), "must not be negative"),
    (("mulligan = 2\n", ""), "mulligan"),
    (("[[5, \"Sellsword", "[[50, \"Sellsword"), "rising scores"),
])
def test_a_broken_solo_file_is_one_line(change, words):
    """content/solo.toml is checked like the other content files (one-line ContentError)."""
    from importlib import resources

    from engine.no_time_for_heroes.solo_rules import parse_solo
    text = resources.files("engine.no_time_for_heroes").joinpath("content/solo.toml") \
        .read_text(encoding="utf-8")
    assert parse_solo(text) == RULES
    old, new = change
    assert old in text
    with pytest.raises(engine.ContentError) as info:
        parse_solo(text.replace(old, new))
    assert words in str(info.value) and "\n" not in str(info.value)


def test_the_format_3_fixture_loads_with_its_hash_and_the_standard_mode():
    """An older save (format 3, before the mode option) replays to its stored hash."""
    import json
    from pathlib import Path

    import saves
    folder = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "format3"
    name = "no-time-for-heroes-2p-mid.htsave"
    manifest = json.loads((folder / "MANIFEST.json").read_text(encoding="utf-8"))
    saved = saves.read(folder / name)
    assert saved.state.options["mode"] == "standard" and saved.state.solo is None
    assert "mode" not in saved.state.full_data()["options"]
    assert state_hash(saved.state) == manifest[name]["state_hash"] == saved.state_hash
