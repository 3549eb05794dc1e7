"""Two against two ("Hydra", option teams = "2v2") from exact positions.

Source: the publisher's multiplayer rules (../shared/rulings/hero-realms.md,
"Hydra") and the rule sheet's note under "Champions" (guards protect one
player and that player's champions, also in a team format). Our decisions
are in engine/hero_realms/teams.py and docs/hero-realms.md. Teams: seats 0+1
("Team A") against seats 2+3 ("Team B").
"""
from __future__ import annotations

import random

import pytest

import engine
from engine import state_hash
from engine.hero_realms.teams import TEAM_HEALTH

GAME = engine.load_game("hero-realms")


def team_position(hr, active: int = 0, health=None, **zones):
    """``hr.position`` for 4 players, turned into a two-against-two game whose
    team turn (``active``'s team) has just begun; ``health``: {team index: n}."""
    state = hr.position(players=4, active=active, **zones)
    state.team_mode = True
    state.options["teams"] = "2v2"
    for team, seats in enumerate(((0, 1), (2, 3))):
        n = (health or {}).get(team, TEAM_HEALTH)
        for s in seats:
            p = state.players[s]
            p.health, p.gained, p.lost, p.out = n, max(0, n - TEAM_HEALTH), \
                max(0, TEAM_HEALTH - n), False
    state.turn_seats = [0, 1] if active in (0, 1) else [2, 3]
    state.stash, state.handed = {}, False
    return state


def test_set_up_shared_health_and_opening_hands():
    """Hydra: each team has one Health of 75; the team going first draws
    3-card hands, the other team 5; each player has their own deck."""
    for seed in range(6):
        state = GAME.new_game(4, seed=seed, options={"teams": "2v2"})
        first = (0, 1) if state.active in (0, 1) else (2, 3)
        assert state.active == first[0] and state.turn_seats == list(first)
        for p in state.players:
            assert p.health == 75
            assert len(p.hand) == (3 if p.seat in first else 5)
            assert len(p.hand) + len(p.deck) == 10
    assert GAME.default_options(4) == {"names": [f"Player {i}" for i in (1, 2, 3, 4)],
                                       "teams": "none", "rules": 1}   # rules: issue 41
    with pytest.raises(engine.BadOptions):
        GAME.new_game(2, seed=1, options={"teams": "2v2"})
    with pytest.raises(engine.BadOptions):
        GAME.new_game(4, seed=1, options={"teams": "3v1"})


def test_damage_and_health_gains_use_the_shared_pool(hr):
    """Hydra: one Health pool of 75 a team: an attack on one player lowers
    the team's Health; Health gained by one player raises it for both."""
    state = team_position(hr, combat=5)
    hr.act(state, "attack_player", seat=3, amount=5)
    assert [p.health for p in state.players] == [75, 75, 70, 70]
    state = team_position(hr, hands={0: ["call-to-service"]})
    hr.play(state, "call-to-service")             # 3 Health, +1 per champion (none)
    assert [p.health for p in state.players] == [78, 78, 75, 75]


def test_teammates_take_their_turn_together(hr):
    """Hydra: the two players of a team take their turn together; the one
    deciding may hand the decision to the teammate (each keeps their own
    Gold), may take it back once the teammate has done something, and the
    other team's turn begins when both have ended theirs."""
    state = team_position(hr, hands={0: ["gold", "gold"], 1: ["ruby", "dagger"]},
                          decks={0: ["gold"] * 5, 1: ["gold"] * 5, 2: ["gold"] * 5})
    hr.play(state, "gold")
    hr.act(state, "hand_over", seat=1)
    assert state.current_player == 1 and state.gold == 0
    assert state.view(0)["players"][0]["gold"] == 1         # parked for seat 0
    assert not hr.can(state, "hand_over")                   # nothing done yet
    hr.play(state, "ruby")
    assert state.gold == 2
    hr.act(state, "hand_over", seat=0)
    assert state.current_player == 0 and state.gold == 1
    turn = state.turn
    hr.act(state, "end_turn")                               # seat 0's part ends
    assert state.current_player == 1 and state.turn == turn and state.gold == 2
    assert hr.hand(state, 0) == ["gold"] * 5
    assert not hr.can(state, "hand_over")                   # seat 0 is done
    hr.act(state, "end_turn")
    assert state.current_player == 2 and state.turn == turn + 1 and state.gold == 0
    assert state.turn_seats == [2, 3]


def test_a_teammates_card_does_not_turn_on_your_ally_ability(hr):
    """Hydra: a teammate's card of the same faction in play does not count
    for your ally ability; your own does."""
    state = team_position(hr, hands={1: ["tax-collection"]},
                          in_play={0: ["tax-collection"]}, active=1)
    state.turn_seats = [0, 1]
    hr.play(state, "tax-collection")
    mine = hr.uid(state, 1, "tax-collection", "in_play")
    assert not hr.can(state, "use", card=mine, ability="ally")
    state.players[1].in_play.append(state.new_card("call-to-service"))
    assert hr.can(state, "use", card=mine, ability="ally")


def test_guards_protect_only_their_own_player_and_champions(hr):
    """Rule sheet, "Champions" (note) and Hydra: a guard protects its own
    player and that player's champions, not the teammate nor the teammate's
    champions."""
    state = team_position(hr, combat=6, champions={2: ["death-zealot", "berserker"],
                                                   3: ["loreweaver"]})
    targets = {a.arg("card") for a in hr.find(state, "attack_champion")}
    assert hr.uid(state, 2, "berserker") not in targets          # behind 2's guard
    assert {hr.uid(state, 2, "death-zealot"), hr.uid(state, 3, "loreweaver")} <= targets
    assert not hr.can(state, "attack_player", seat=2)
    assert hr.can(state, "attack_player", seat=3, amount=6)


def test_teammates_are_never_opponents(hr):
    """Free-for-all rulings 2 and 4 read "opponent" as the other team here:
    no attack, target or forced discard aims at a teammate."""
    state = team_position(hr, combat=3, hands={0: ["spark"], 1: ["gold"], 2: ["gold"],
                                                3: ["ruby", "gold"]},
                          champions={1: ["loreweaver"]})
    assert state.opponents(0) == [2, 3]
    assert not hr.can(state, "attack_player", seat=1)
    assert not any(state.owner_of_champion(a.arg("card")) == 1
                   for a in hr.find(state, "attack_champion"))
    hr.play(state, "spark")                                      # an opponent discards
    assert {a.arg("seat") for a in hr.find(state, "choose_player")} == {2, 3}


def test_the_team_whose_health_runs_out_loses_both_players(hr):
    """Hydra: the team with no Health left is out; both players of the other
    team win."""
    state = team_position(hr, combat=4, health={1: 4}, champions={3: ["loreweaver"]})
    hr.act(state, "attack_player", seat=2, amount=4)
    assert state.is_over() and state.winners() == [0, 1]
    assert state.players[2].out and state.players[3].out
    assert state.players[3].champions == []


def test_teammates_see_each_others_hands(hr):
    """Our decision (docs/hero-realms.md): teammates share their turn and plan
    it together, so each sees the other's hand; the other team's hands stay
    hidden, and determinize keeps a teammate's hand as it is."""
    state = team_position(hr, hands={0: ["gold"], 1: ["ruby", "dagger"], 2: ["spark"]},
                          decks={1: ["gold", "gold"], 2: ["gold"]})
    view = state.view(0)
    assert [c["id"] for c in view["players"][1]["hand"]] == ["ruby", "dagger"]
    assert view["players"][2]["hand"] is None and view["players"][3]["hand"] is None
    assert view["teams"] == [[0, 1], [2, 3]]
    assert view["players"][1]["team"]["teammate"] == 0
    other = state.determinize(0, 99)
    assert hr.hand(other, 1) == ["ruby", "dagger"]
    assert other.view(0) == view


def _random_team_game(seed: int, check: bool):
    state = GAME.new_game(4, seed=seed, options={"teams": "2v2"})
    rng = random.Random(seed)
    for step in range(6000):
        if state.is_over():
            break
        legal = state.legal_actions()
        assert legal and state.current_player is not None
        if check and step % 97 == 5:
            for seat in range(4):
                assert state.determinize(seat, seed + step).view(seat) == state.view(seat)
            twin = state.clone()
            twin.apply(rng.choice(twin.legal_actions()))
        # favour ending over handing back and forth, as a player would
        weights = [0.2 if a.kind == "hand_over" else 1.0 for a in legal]
        state.apply(rng.choices(legal, weights)[0])
        a, b = state.players[0], state.players[1]
        assert a.health == b.health and state.players[2].health == state.players[3].health
        assert all(p.health == 75 + p.gained - p.lost for p in state.players)
    return state


def test_random_team_games_end_and_replay_the_same(tmp_path):
    """The contract in team mode: games end with one team winning, views hide
    only what they should, replaying the actions gives the same hash, and a
    save in the middle of a team turn loads back to the same state."""
    import saves
    middle = GAME.new_game(4, seed=11, options={"teams": "2v2"})
    for _ in range(40):
        middle.apply(middle.legal_actions()[0])
    saves.write(tmp_path / "teams.htsave", middle)
    loaded = saves.read(tmp_path / "teams.htsave").state
    assert state_hash(loaded) == state_hash(middle) and loaded.team_mode
    for seed in range(4):
        final = _random_team_game(seed, check=True)
        assert final.is_over() and sorted(final.winners()) in ([0, 1], [2, 3])
        again = GAME.new_game(4, seed=seed, options={"teams": "2v2"})
        for action in final.history:
            again.apply(GAME.action_from_data(action.to_data()))
        assert state_hash(again) == state_hash(final)
