"""Pack of Heroes set-up: rulebook, "Setup" (Choose Teams, Setup Bases, Draw Starting
Hands, Place Starting Heroes) and "Advanced Game -- Weapons"."""
from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine import BadOptions
from engine.pack_of_heroes.game import PackOfHeroes, reverse_match_options

from poh_positions import act, kinds

GAME = PackOfHeroes()


def test_registered_for_exactly_two_players():
    assert "pack-of-heroes" in engine.GAMES
    game = engine.load_game("pack-of-heroes")
    assert (game.min_players, game.max_players) == (2, 2)
    with pytest.raises(BadOptions):
        game.new_game(players=3)
    assert game.default_options(2) == game.validate_options(2, None)
    assert game.default_options(2)["team_method"] == "chosen"
    assert game.default_options(2)["weapons"] == "off"


def test_option_specs_and_bad_options():
    specs = {s.id: s for s in GAME.option_specs(2)}
    assert set(specs) == {"team_method", "teams", "draft_teams", "weapons", "names"}
    assert specs["teams"].per_seat and "pick" in specs["teams"].values()
    assert specs["team_method"].values() == ["chosen", "random", "draft"]
    assert specs["weapons"].values() == ["off", "random", "draft"]
    with pytest.raises(BadOptions, match="cannot play the same set team"):
        GAME.new_game(2, 1, {"teams": ["elementeens", "elementeens"]})
    with pytest.raises(BadOptions, match="unknown team_method"):
        GAME.new_game(2, 1, {"team_method": "auction"})
    with pytest.raises(BadOptions, match="draft_teams must be a whole number from 3 to 8"):
        GAME.new_game(2, 1, {"draft_teams": 2})


def test_start_player_is_random():
    """Choose Teams: the start player is decided at random."""
    assert {GAME.new_game(2, seed).start_player for seed in range(20)} == {0, 1}


def test_chosen_set_teams_start_player_first_and_distinct():
    """Choose Teams: the start player picks a set team first, then the opponent."""
    state = GAME.new_game(2, 3)
    first = state.start_player
    assert state.phase == "teams" and state.current_player == first
    assert len(state.legal_actions()) == 8
    act(state, "choose_team", team="safari-squad")
    assert state.current_player == 1 - first
    assert "safari-squad" not in {a.arg("team") for a in state.legal_actions()}
    act(state, "choose_team", team="data-brigade")
    assert state.teams[first] == "safari-squad" and state.teams[1 - first] == "data-brigade"
    assert state.phase == "start"
    assert [state.defs[h.id].team for h in state.heroes if h.owner == first] == ["safari-squad"] * 5


def test_set_teams_dealt_at_random():
    """Choose Teams: or shuffle the team cards and deal one to each player."""
    seen = set()
    for seed in range(12):
        state = GAME.new_game(2, seed, {"team_method": "random"})
        assert state.phase == "start" and state.teams[0] != state.teams[1]
        seen.update(state.teams)
    assert len(seen) >= 6


def test_bases_and_starting_hands():
    """Setup Bases / Draw Starting Hands: 9 cards (3 of each colour), one turned face up as the
    discard pile; the start player draws 1, the opponent 2."""
    state = GAME.new_game(2, 5, {"teams": ["elementeens", "galactanauts"]})
    first = state.start_player
    for seat in (0, 1):
        cards = state.hands[seat] + state.draws[seat] + state.discards[seat]
        assert Counter(cards) == {"red": 3, "green": 3, "blue": 3}
        assert len(state.discards[seat]) == 1
    assert len(state.hands[first]) == 1 and len(state.hands[1 - first]) == 2


def test_secret_starting_heroes_revealed_together_on_the_centre_spaces():
    """Place Starting Heroes: chosen in secret, revealed together, centre of the home row,
    arrival powers not carried out, the rest become the reserve."""
    state = GAME.new_game(2, 7, {"teams": ["elementeens", "knights-of-the-five-realms"]})
    first = state.start_player
    spark = next(h.uid for h in state.heroes if h.id == "spark")
    aldric = next(h.uid for h in state.heroes if h.id == "king-aldric")
    mine, other = (spark, aldric) if state.heroes[spark].owner == first else (aldric, spark)
    events = act(state, "choose_start", hero=mine)
    assert events[0].describe(first).startswith("You choose")
    assert "in secret" in events[0].describe(1 - first)
    assert state.phase == "start" and state.current_player == 1 - first
    assert state.view(1 - first)["players"][first]["start_hero"] is None
    act(state, "choose_start", hero=other)
    assert state.phase == "play" and state.active == first and state.turn == 1
    assert state.board[1] == next(h.uid for h in state.heroes if h.owner == 0 and h.space == 1)
    assert {state.board[1], state.board[7]} == {spark, aldric}
    assert all(h.wounds == 0 for h in state.heroes)          # Static Shock not carried out
    assert sorted(len(state.hands[s]) for s in (0, 1)) == [1, 2]  # Royal Decree not either
    assert sum(h.where == "reserve" for h in state.heroes) == 8


def test_draft_alternates_within_rank_limits():
    """Draft a team: picks alternate from the start player; at most 1 Leader, 2 Fighters and
    2 Sidekicks per team; 3 teams dealt (more if asked)."""
    state = GAME.new_game(2, 11, {"team_method": "draft"})
    first = state.start_player
    assert state.phase == "draft" and len(state.draft_pool) == 15
    leader = next(a for a in state.legal_actions() if "(L," in a.label)
    state.apply(leader)
    assert state.current_player == 1 - first
    state.apply(state.legal_actions()[0])
    assert state.current_player == first
    assert not any("(L," in a.label for a in state.legal_actions())   # one leader only
    while state.phase == "draft":
        state.apply(state.legal_actions()[-1])
    for seat in (0, 1):
        ranks = Counter(state.defs[h.id].rank for h in state.heroes if h.owner == seat)
        assert ranks == {"leader": 1, "fighter": 2, "sidekick": 2}
    assert len(GAME.new_game(2, 1, {"team_method": "draft", "draft_teams": 5}).draft_pool) == 25


def test_draft_with_weapons_a_pick_may_be_a_weapon():
    """Weapons, drafted with teams: 3 weapons join the draft; a pick may be a weapon; each
    player ends with 5 heroes and 1 weapon."""
    state = GAME.new_game(2, 12, {"team_method": "draft", "weapons": "draft"})
    assert len(state.weapon_offer) == 3 and "draft_weapon" in kinds(state)
    first = state.start_player
    act(state, "draft_weapon", weapon=state.weapon_offer[0])
    assert state.weapons[first] == state.weapon_offer[0]
    state.apply(state.legal_actions()[0])
    assert "draft_weapon" not in kinds(state)                  # one weapon each
    while state.phase == "draft":
        state.apply(state.legal_actions()[-1])
    assert all(w is not None for w in state.weapons) and state.weapons[0] != state.weapons[1]
    assert [sum(h.owner == s for h in state.heroes) for s in (0, 1)] == [5, 5]


def test_weapons_drafted_from_three_with_set_teams():
    """Weapons with set teams: 3 drawn at random, the start player chooses, then the
    opponent; the third is removed."""
    state = GAME.new_game(2, 13, {"teams": ["elementeens", "galactanauts"], "weapons": "draft"})
    first = state.start_player
    offer = list(state.weapon_offer)
    assert state.phase == "weapons" and len(offer) == 3 and state.current_player == first
    act(state, "choose_weapon", weapon=offer[1])
    assert state.current_player == 1 - first and len(state.legal_actions()) == 2
    act(state, "choose_weapon", weapon=offer[2])
    assert state.weapons[first] == offer[1] and state.weapons[1 - first] == offer[2]
    assert state.phase == "start" and state.weapon_offer == []


def test_random_weapons_dealt_face_up():
    """Random weapon: one dealt to each player, face up (in every view)."""
    state = GAME.new_game(2, 14, {"team_method": "random", "weapons": "random"})
    assert all(state.weapons) and state.weapons[0] != state.weapons[1]
    assert state.view(1)["players"][0]["weapon"]["id"] == state.weapons[0]
    assert GAME.new_game(2, 14).weapons == [None, None]          # off by default


def test_reverse_match_swaps_teams():
    """Game End: a reverse match with the teams swapped."""
    state = GAME.new_game(2, 15, {"teams": ["elementeens", "galactanauts"], "weapons": "random"})
    options = reverse_match_options(state)
    assert options["teams"] == ["galactanauts", "elementeens"] and options["weapons"] == "random"
    assert GAME.new_game(2, 16, options).teams == ["galactanauts", "elementeens"]


def test_random_weapons_after_a_draft():
    """Random weapon with a drafted team: dealt once the heroes are drafted."""
    state = GAME.new_game(2, 17, {"team_method": "draft", "weapons": "random"})
    assert state.weapons == [None, None] and "draft_weapon" not in kinds(state)
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    assert all(state.weapons) and state.weapons[0] != state.weapons[1]
