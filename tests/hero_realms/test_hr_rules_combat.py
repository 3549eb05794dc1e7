"""Attacking, champions' Defense, stunning, guards, elimination (rule sheet,
"Attacking", "Champions", "The Basics"; the publisher's free-for-all rules)."""
from __future__ import annotations


def test_attack_an_opponent_with_any_amount(hr):
    """"Attacking": subtract any amount from the Combat Pool; the opponent loses that
    much Health. Amounts run 1..pool (never more than the target's Health)."""
    state = hr.position(combat=5, health={1: 3})
    amounts = sorted(a.arg("amount") for a in hr.find(state, "attack_player", seat=1))
    assert amounts == [1, 2, 3]
    hr.act(state, "attack_player", seat=1, amount=2)
    assert state.players[1].health == 1 and state.combat == 3


def test_no_combat_no_attack(hr):
    state = hr.position(champions={1: ["champion-4"]})
    assert not hr.find(state, "attack_player") and not hr.find(state, "attack_champion")


def test_combat_split_between_champions_and_players(hr):
    """"Attacking": any number of attacks, on an opponent and/or their champions."""
    state = hr.position(combat=10, champions={1: ["champion-4", "champion-6"]})
    four, six = hr.uid(state, 1, "champion-4"), hr.uid(state, 1, "champion-6")
    hr.act(state, "attack_champion", card=six, amount=3)
    hr.act(state, "attack_player", seat=1, amount=2)
    hr.act(state, "attack_champion", card=six, amount=3)
    assert hr.champions(state, 1) == ["champion-4"] and hr.discard(state, 1) == ["champion-6"]
    assert state.players[1].health == 48 and state.combat == 2
    assert sorted(a.arg("amount") for a in hr.find(state, "attack_champion", card=four)) == [1, 2]


def test_stun_at_defense_in_one_turn_damage_does_not_carry_over(hr):
    """"Champions": Defense is what the champion must take in a single turn; once
    stunned it goes to its owner's discard pile; damage does not carry over."""
    state = hr.position(combat=5, champions={1: ["champion-6"]},
                        decks={0: ["gold"] * 10, 1: ["gold"] * 10})
    six = hr.uid(state, 1, "champion-6")
    hr.act(state, "attack_champion", card=six, amount=5)
    view = state.view(1)["players"][1]["champions"][0]
    assert (view["damage"], view["to_stun"]) == (5, 1)
    # the most an attack may put on it is what it still needs
    assert not hr.can(state, "attack_champion", card=six, amount=2)
    hr.act(state, "end_turn")
    assert state.damage == {}
    hr.act(state, "end_turn")
    state.combat = 1
    hr.act(state, "attack_champion", card=six, amount=1)
    assert hr.champions(state, 1) == ["champion-6"]


def test_expend_combat_goes_to_the_pool(hr):
    """"Attacking" note: a champion's expend Combat goes into the pool; the champion
    does not attack anything itself."""
    state = hr.position(champions={0: ["champion-6"], 1: ["champion-4"]})
    hr.use(state, 0, "champion-6", "expend")
    assert state.combat == 3 and state.damage == {}


def test_stunned_champion_can_come_back_prepared(hr):
    state = hr.position(hands={1: ["champion-4"]}, combat=4, champions={1: ["champion-4"]},
                        expended={1: ["champion-4"]}, decks={0: ["gold"] * 5})
    four = hr.uid(state, 1, "champion-4")
    hr.act(state, "attack_champion", card=four, amount=4)
    assert four not in state.expended and four in state.players[1].discard
    hr.act(state, "end_turn")
    hr.play(state, "champion-4")
    assert all(u not in state.expended for u in state.players[1].champions)


# ------------------------------------------------------------ guards


def test_guard_protects_player_and_other_champions(hr):
    """"Champions": while you have a prepared guard, you may not be attacked and your
    non-guard champions may not be attacked or targeted."""
    state = hr.position(combat=20, hands={0: ["stun"]},
                        champions={1: ["guard-3", "champion-4", "guard-5"]})
    g3, g5 = hr.uid(state, 1, "guard-3"), hr.uid(state, 1, "guard-5")
    assert not hr.find(state, "attack_player")
    assert {a.arg("card") for a in hr.find(state, "attack_champion")} == {g3, g5}
    hr.play(state, "stun")
    assert {a.arg("card") for a in hr.find(state, "target")} == {g3, g5}
    hr.act(state, "target", card=g5)
    assert state.view(0)["players"][1]["protected"]
    hr.act(state, "attack_champion", card=g3, amount=3)
    assert not state.view(0)["players"][1]["protected"]
    assert hr.can(state, "attack_player", seat=1, amount=1)
    assert hr.can(state, "attack_champion", card=hr.uid(state, 1, "champion-4"), amount=4)


def test_expended_guard_does_not_protect(hr):
    """"Champions": only prepared guards protect (publisher: expending an opponent's
    guard lets you attack past it); the expend effect targets, so it must pick a guard
    first, and it does not trigger the guard's expend ability."""
    state = hr.position(combat=5, hands={0: ["expend-target"]},
                        champions={1: ["guard-5", "champion-4"]})
    g5 = hr.uid(state, 1, "guard-5")
    hr.play(state, "expend-target")            # only the guard can be targeted
    assert g5 in state.expended and state.combat == 5
    assert hr.can(state, "attack_player", seat=1, amount=5)
    assert hr.can(state, "attack_champion", card=hr.uid(state, 1, "champion-4"), amount=4)


def test_guards_protect_only_their_owner(hr):
    """"Champions" notes: guards protect one player and that player's champions."""
    state = hr.position(players=3, combat=3, champions={1: ["guard-3"], 2: ["champion-4"]})
    assert not hr.can(state, "attack_player", seat=1, amount=1)
    assert hr.can(state, "attack_player", seat=2, amount=1)
    assert hr.can(state, "attack_champion", card=hr.uid(state, 2, "champion-4"), amount=3)


def test_your_own_champions_are_never_attack_targets(hr):
    state = hr.position(combat=3, champions={0: ["champion-4"]})
    assert not hr.find(state, "attack_champion")


# ------------------------------------------------------------ elimination


def test_no_health_left_means_out_and_last_standing_wins(hr):
    """"The Basics": a player with no Health left is out; the last one standing wins."""
    state = hr.position(combat=6, health={1: 6}, champions={1: ["champion-4"]})
    events = hr.act(state, "attack_player", seat=1, amount=6)
    assert state.is_over() and state.winners() == [0] and state.current_player is None
    assert state.legal_actions() == [] and state.players[1].out
    assert [e.kind for e in events][-2:] == ["player_out", "game_over"]
    assert state.view(1)["phase"] == "over" and state.view(1)["winners"] == [0]


def test_free_for_all_elimination_continues_the_game(hr):
    """Publisher's free-for-all: anyone may attack anyone; an eliminated player's
    champions leave play, their turns are skipped; they cannot be attacked."""
    state = hr.position(players=3, combat=10, health={1: 4},
                        champions={1: ["guard-3"]}, decks={s: ["gold"] * 10 for s in range(3)})
    hr.act(state, "attack_champion", card=hr.uid(state, 1, "guard-3"), amount=3)
    hr.act(state, "attack_player", seat=1, amount=4)
    assert state.players[1].out and not state.is_over()
    assert hr.champions(state, 1) == [] and "guard-3" in hr.discard(state, 1)
    assert {a.arg("seat") for a in hr.find(state, "attack_player")} == {2}
    hr.act(state, "end_turn")
    assert state.active == 2
    hr.act(state, "end_turn")
    assert state.active == 0
    assert state.view(0)["players"][1]["out"]


def test_combat_left_is_lost(hr):
    """"II. Discard Phase": lose any Combat remaining."""
    state = hr.position(combat=7, decks={0: ["gold"] * 5})
    hr.act(state, "end_turn")
    assert state.combat == 0 and state.players[1].health == 50


def test_last_one_standing_among_three(hr):
    """"The Basics": the last one standing wins, whoever knocked the others out."""
    state = hr.position(players=3, combat=9, health={1: 4, 2: 5})
    hr.act(state, "attack_player", seat=2, amount=5)
    assert not state.is_over()
    hr.act(state, "attack_player", seat=1, amount=4)
    assert state.is_over() and state.winners() == [0]


def test_attack_amount_never_above_health(hr):
    state = hr.position(players=3, combat=9, health={1: 2})
    assert max(a.arg("amount") for a in hr.find(state, "attack_player", seat=1)) == 2
    assert max(a.arg("amount") for a in hr.find(state, "attack_player", seat=2)) == 9
