"""Pack of Heroes powers and wounds: rulebook, "Powers" (Force, Spread, Range, Stun, Heal,
Defend, Arrival), "Using attack powers", "Defeating a hero", "Making a hero faint"."""
from __future__ import annotations

from poh_positions import act, kinds, pass_turn, position, to_draw, uid

GHOULS = ("guild-of-ghouls", "liberty-legends")


def use_actions(state, hero_id, power):
    return [a for a in state.legal_actions() if a.kind == "use"
            and a.arg("hero") == uid(state, hero_id) and a.arg("power") == power]


def test_force_hits_only_an_orthogonally_adjacent_enemy():
    """Force attack: an enemy in an adjacent (not diagonal) space gains the value in wounds."""
    state = position(board={4: "captain-columbia", 5: "mummy-max", 8: "banshee"},
                     hands=[["red"], []])
    targets = [a.arg("target") for a in use_actions(state, "captain-columbia", 0)]
    assert targets == [uid(state, "mummy-max")]             # the Banshee on 8 is diagonal
    state.apply(use_actions(state, "captain-columbia", 0)[0])   # the Banshee cannot defend
    assert state.heroes[uid(state, "mummy-max")].wounds == 3


def test_range_hits_any_one_enemy():
    """Range attack: any 1 enemy, wherever it is."""
    state = position(board={0: "lady-liberty", 8: "banshee", 7: "mummy-max"},
                     hands=[["green"], []])
    targets = {a.arg("target") for a in use_actions(state, "lady-liberty", 0)}
    assert targets == {uid(state, "banshee"), uid(state, "mummy-max")}


def test_spread_hits_every_adjacent_enemy_in_the_attackers_order():
    """Spread attack: all adjacent enemies, each attack separate, in the attacker's order."""
    state = position(board={4: "lady-liberty", 1: "mummy-max", 5: "banshee", 8: "zombie-zed"},
                     hands=[["red"], []])
    state.apply(use_actions(state, "lady-liberty", 1)[0])
    assert state.pending["kind"] == "spread" and state.current_player == 0
    act(state, "spread_target", target=uid(state, "banshee"))
    # the Banshee is attacked first: Mummy Max may defend her (Bandaged costs blue: no card)
    assert state.heroes[uid(state, "banshee")].wounds == 2
    assert state.heroes[uid(state, "mummy-max")].wounds == 2
    assert state.heroes[uid(state, "zombie-zed")].wounds == 0      # not adjacent


def test_defend_halves_an_attack_on_another_hero_on_the_opponents_turn():
    """Defend power: after an attack on another of your heroes, paying its cost: half damage,
    rounded down (3 -> 1); a pending decision for the defender on the opponent's turn."""
    state = position(board={4: "captain-columbia", 5: "banshee", 7: "mummy-max"},
                     hands=[["red"], ["blue"]])
    act(state, "use", hero=uid(state, "captain-columbia"), power=0,
        target=uid(state, "banshee"), pay=["red"])
    assert state.pending["kind"] == "defend" and state.current_player == 1
    assert kinds(state) == {"defend", "no_defend"}
    act(state, "defend", hero=uid(state, "mummy-max"), power=1, pay=["blue"])
    assert state.heroes[uid(state, "banshee")].wounds == 1
    assert state.hands[1] == [] and state.discards[1][-1] == "blue"
    assert state.current_player == 0


def test_a_defended_attack_of_one_does_nothing_and_defend_works_many_times():
    """Defend power: an attack of 1 does no damage; a defend power may be used several
    times in a turn."""
    state = position(("freak-show-five", "guild-of-ghouls"),
                     board={4: "knife-thrower", 5: "banshee", 7: "mummy-max"},
                     hands=[["red", "blue", "blue"], ["blue", "blue"]])
    quick = next(a for a in state.legal_actions() if a.kind == "constant"
                 and a.arg("target") == uid(state, "banshee"))
    state.apply(quick)
    act(state, "defend", hero=uid(state, "mummy-max"), power=1, pay=["blue"])
    assert state.heroes[uid(state, "banshee")].wounds == 0
    storm = next(a for a in state.legal_actions() if a.kind == "use"
                 and a.arg("target") == uid(state, "banshee"))
    state.apply(storm)
    assert state.pending["kind"] == "defend"
    act(state, "defend", hero=uid(state, "mummy-max"), power=1, pay=["blue"])
    assert state.heroes[uid(state, "banshee")].wounds == 1


def test_no_defending_oneself_nor_with_a_stunned_hero():
    """Defend power: heroes never defend themselves; a stunned hero uses no power (Defend
    included), so the attack lands at once."""
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["red"], ["blue"]])
    state.apply(use_actions(state, "captain-columbia", 0)[0])
    assert state.pending is None and state.heroes[uid(state, "mummy-max")].wounds == 3
    state = position(board={4: "captain-columbia", 5: "banshee", 7: "mummy-max"},
                     hands=[["red"], ["blue"]], stunned={"mummy-max": 4})
    act(state, "use", hero=uid(state, "captain-columbia"), power=0,
        target=uid(state, "banshee"), pay=["red"])
    assert state.pending is None and state.heroes[uid(state, "banshee")].wounds == 3


def test_gaining_wounds_from_a_non_attack_cannot_be_defended():
    """Defend power: non-attack powers that make a hero gain wounds cannot be defended
    (Spark's arrival power, Static Shock)."""
    state = position(("elementeens", "guild-of-ghouls"), board={1: "blaze", 7: "banshee",
                                                               8: "mummy-max"},
                     hands=[[], ["blue"]])
    act(state, "bring", hero=uid(state, "spark"), space=0)
    assert state.pending["kind"] == "arrival"
    act(state, "arrival", target=uid(state, "banshee"))
    assert state.pending is None and state.heroes[uid(state, "banshee")].wounds == 1


def test_stun_stops_moving_and_powers_and_cannot_be_doubled():
    """Stun power: no movement or powers until the end of that hero's next turn; a hero
    already stunned cannot be stunned again."""
    state = position(board={4: "minuteman", 7: "mummy-max", 5: "banshee"},
                     hands=[["blue"], ["green", "red"]], stunned={"banshee": 5})
    targets = [a.arg("target") for a in use_actions(state, "minuteman", 1)]
    assert targets == [uid(state, "mummy-max")]             # the Banshee is already stunned
    state.apply(use_actions(state, "minuteman", 1)[0])
    pass_turn(state)
    assert state.active == 1
    assert not any(a.kind in ("move", "use") and a.arg("hero") == uid(state, "mummy-max")
                   for a in state.legal_actions())
    to_draw(state)                                          # end of Mummy Max's turn: un-stun
    assert not state.heroes[uid(state, "mummy-max")].stunned
    assert not state.heroes[uid(state, "banshee")].stunned


def test_a_hero_that_stuns_itself_stays_stunned_until_after_its_next_turn():
    """Stun power: a hero stunning itself stays stunned until after its next turn."""
    state = position(GHOULS, board={7: "poltergeist-polly", 1: "captain-columbia"},
                     hands=[["green"], []], active=0)
    state.apply(use_actions(state, "poltergeist-polly", 0)[0])
    polly = state.heroes[uid(state, "poltergeist-polly")]
    assert polly.stunned and state.heroes[uid(state, "captain-columbia")].stunned
    to_draw(state)
    assert polly.stunned                                     # not un-stunned this turn
    act(state, "no_draw")
    pass_turn(state)                                         # opponent's turn
    assert polly.stunned and not any(a.arg("hero") == polly.uid for a in state.legal_actions())
    to_draw(state)
    assert not polly.stunned                                 # after its next turn


def test_heal_keeps_a_stunned_hero_stunned_and_it_can_faint_again():
    """Heal power: a stunned hero may be healed and stays stunned; Making a hero faint: once
    healed and wounded again it faints again."""
    state = position(board={1: "captain-columbia", 0: "field-medic", 7: "mummy-max"},
                     hands=[["green"], []], wounds={"captain-columbia": 5},
                     stunned={"captain-columbia": 5})
    act(state, "use", hero=uid(state, "field-medic"), power=0,
        target=uid(state, "captain-columbia"), pay=["green"])
    cap = state.heroes[uid(state, "captain-columbia")]
    assert cap.wounds == 5 - state.defs["field-medic"].powers[0].value and cap.stunned
    cap.stunned = False
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []],
                     wounds={"mummy-max": 2})
    state.apply(use_actions(state, "captain-columbia", 0)[0])
    assert state.heroes[uid(state, "mummy-max")].stunned


def test_faint_when_a_hit_reaches_half_health_rounded_up():
    """Making a hero faint: 7 health, 1 wound, gains 3 -> 4 of 7 is half-wounded (half of 7
    rounded up): stunned. Defeated heroes do not faint; under half, no faint."""
    state = position(board={4: "minuteman", 5: "banshee"}, hands=[["green"], []],
                     wounds={"banshee": 1})
    assert state.defs["banshee"].health == 7 and state.defs["banshee"].faint_at == 4
    state.apply(use_actions(state, "minuteman", 0)[0])      # Musket Butt: 1 + 3 = 4 of 7
    assert state.heroes[uid(state, "banshee")].stunned
    state = position(board={4: "minuteman", 5: "banshee"}, hands=[["green"], []],
                     wounds={"banshee": 4})
    state.apply(use_actions(state, "minuteman", 0)[0])      # 4 -> 7: defeated
    assert state.heroes[uid(state, "banshee")].where == "out"
    state = position(board={4: "minuteman", 5: "banshee"}, hands=[["green"], []])
    state.apply(use_actions(state, "minuteman", 0)[0])      # 0 -> 3 of 7: under half
    assert not state.heroes[uid(state, "banshee")].stunned


def test_defeated_heroes_leave_the_game():
    """Defeating a hero: wounds equal to or above its health remove it from the game."""
    state = position(board={4: "captain-columbia", 7: "poltergeist-polly", 8: "mummy-max"},
                     hands=[["red"], []])
    polly = state.heroes[uid(state, "poltergeist-polly")]
    polly.wounds = state.defs[polly.id].health - 3          # Star Punch does 3
    events = act(state, "use", hero=uid(state, "captain-columbia"), power=0,
                 target=polly.uid, pay=["red"])
    assert polly.where == "out" and state.board[7] is None
    assert any(e.kind == "defeated" for e in events) and not state.is_over()


def test_arrival_powers_cost_nothing_and_happen_on_arrival():
    """Arrival power: used once when the hero is put into play, free."""
    state = position(board={7: "count-nocturne", 1: "captain-columbia", 4: "minuteman"},
                     active=1)
    act(state, "bring", hero=uid(state, "zombie-zed"), space=6)
    assert state.pending is None                             # no enemy next to c1
    state = position(board={7: "count-nocturne", 3: "minuteman"}, active=1)
    act(state, "bring", hero=uid(state, "zombie-zed"), space=6)  # Grave Grasp
    assert kinds(state) == {"arrival", "skip_arrival"}
    act(state, "arrival", target=uid(state, "minuteman"))
    assert state.heroes[uid(state, "minuteman")].stunned and state.hands[1] == []
