"""A Pack of Heroes turn: rulebook, "Gameplay" (Movement, Main Action -- Bring 1 Hero Into
Play, Main Action -- Use 1 Power, Un-stun, Draw Power) and "Constant power"."""
from __future__ import annotations

from engine.pack_of_heroes import grid

from poh_positions import act, kinds, position, uid


def moves(state, hero_id):
    return sorted(a.arg("to") for a in state.legal_actions()
                  if a.kind == "move" and a.arg("hero") == uid(state, hero_id))


def test_run_goes_only_through_vacant_spaces():
    """Movement, Run: up to N orthogonal steps, only through vacant spaces, turning corners."""
    state = position(board={0: "minuteman", 1: "captain-columbia", 4: "mummy-max"})
    assert moves(state, "minuteman") == [3, 6, 7]            # 3, 6 then round to 7 (3 steps)
    assert grid.reach(0, 2, set(), fly=False) == [1, 2, 3, 4, 6]
    state = position(board={0: "minuteman", 1: "captain-columbia", 3: "mummy-max"})
    assert moves(state, "minuteman") == []                    # boxed in: no diagonal steps


def test_fly_passes_over_heroes_and_ends_on_a_vacant_space():
    """Movement, Fly: may pass over heroes, must end on a vacant space; never diagonal."""
    state = position(board={0: "lady-liberty", 1: "captain-columbia", 3: "mummy-max"})
    assert moves(state, "lady-liberty") == [2, 4, 6]


def test_a_stunned_hero_does_not_move():
    """Movement: you may not move a stunned hero."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"},
                     stunned={"captain-columbia": 4})
    assert "move" not in kinds(state)
    move = next(a for a in position(board={1: "captain-columbia"}).legal_actions()
                if a.kind == "move")
    assert state.why_not(move) == "a stunned hero cannot move"


def test_one_move_then_the_main_action():
    """Gameplay: move 1 hero, then the main action; both may be skipped."""
    state = position(board={1: "captain-columbia", 0: "minuteman", 4: "mummy-max"},
                     hands=[["red"], []])
    act(state, "move", hero=uid(state, "minuteman"), to=3)
    assert "move" not in kinds(state) and state.step == "main"
    assert {"use", "bring", "end"} <= kinds(state)
    act(state, "end")
    assert state.step == "draw"


def test_bring_a_hero_to_the_home_row_with_its_arrival_power():
    """Bring 1 Hero Into Play: any empty space of the row closest to your base; its arrival
    power is carried out; no power may then be used as well."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []])
    spaces = {a.arg("space") for a in state.legal_actions()
              if a.kind == "bring" and a.arg("hero") == uid(state, "eagle-kid")}
    assert spaces == {0, 2}
    act(state, "bring", hero=uid(state, "eagle-kid"), space=2)   # Scout Ahead: draw 1
    assert len(state.hands[0]) == 2 and state.heroes[uid(state, "eagle-kid")].space == 2
    assert "use" not in kinds(state) and "bring" not in kinds(state)


def test_no_bringing_when_the_home_row_is_full():
    """Bring 1 Hero Into Play: with all 3 home spaces occupied no hero can come in."""
    state = position(board={0: "captain-columbia", 1: "minuteman", 2: "mummy-max",
                            8: "banshee"})
    assert "bring" not in kinds(state)
    assert state.why_not(position(board={1: "captain-columbia"}).legal_actions()[-2]) is not None


def test_with_no_hero_in_play_you_must_bring_one():
    """Important note about main actions: no hero in play -> the main action brings one."""
    state = position(board={7: "mummy-max", 1: "banshee"})
    assert kinds(state) == {"bring"}
    assert {a.arg("space") for a in state.legal_actions()} == {0, 2}


def test_exact_costs_one_colour_either_colour_and_x2():
    """Main Action -- Use 1 Power: a red icon costs 1 red; red next to green, 1 red OR 1 green;
    "x2" two of that colour. Without those cards the power cannot be used."""
    state = position(board={1: "lady-liberty", 4: "mummy-max"}, hands=[["blue", "red"], []])
    flame = [tuple(a.arg("pay")) for a in state.legal_actions()
             if a.kind == "use" and a.arg("power") == 1]
    assert flame == [("red",), ("blue",)]
    torch = next(a for a in position(board={1: "lady-liberty", 4: "mummy-max"},
                                     hands=[["green"], []]).legal_actions() if a.kind == "use")
    assert state.why_not(torch) == "Torch Beam costs 1 green card: you cannot pay it"
    teams = ("elementeens", "liberty-legends")
    state = position(teams, board={4: "blaze", 7: "captain-columbia"}, hands=[["red"], []])
    assert state.defs["blaze"].powers[1].cost.text() == "RR"
    assert not [a for a in state.legal_actions() if a.kind == "use" and a.arg("power") == 1]
    state = position(teams, board={4: "blaze", 7: "captain-columbia"},
                     hands=[["red", "red"], []])
    inferno = next(a for a in state.legal_actions() if a.kind == "use" and a.arg("power") == 1)
    state.apply(inferno)
    assert state.hands[0] == [] and state.discards[0][-2:] == ["red", "red"]
    assert state.heroes[uid(state, "captain-columbia")].wounds == state.defs["blaze"].powers[1].value


def test_draw_then_discard_down_to_three():
    """Draw Power: you may draw 1; then discard (your choice) down to 3 cards."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"},
                     hands=[["green", "green", "red"], []],
                     draws=[["blue"], ["red", "red", "red", "green", "green", "green", "blue",
                                       "blue", "blue"]],
                     discards=[["red", "red", "green", "blue", "blue"], []])
    act(state, "end")
    assert kinds(state) == {"draw", "no_draw"}
    act(state, "draw")
    assert state.step == "discard" and len(state.hands[0]) == 4
    assert {a.arg("colour") for a in state.legal_actions()} == {"blue", "green", "red"}
    act(state, "discard", colour="green")
    assert state.hands[0] == ["blue", "green", "red"] and state.discards[0][-1] == "green"
    assert state.active == 1 and state.turn == 6


def test_an_empty_draw_pile_is_rebuilt_from_the_discard_pile():
    """Draw Power: a depleted draw pile is the shuffled discard pile."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []],
                     draws=[[], ["red"] * 3 + ["green"] * 3 + ["blue"] * 3],
                     discards=[["red", "red", "green", "green", "green", "blue", "blue", "blue"],
                               []])
    act(state, "end")
    events = act(state, "draw")
    assert any(e.kind == "reshuffle" for e in events)
    assert len(state.hands[0]) == 2 and len(state.draws[0]) == 7 and state.discards[0] == []


def test_do_not_draw():
    """Draw Power: drawing is optional."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []])
    act(state, "end")
    act(state, "no_draw")
    assert state.hands[0] == ["red"] and state.active == 1


SAFARI = ("safari-squad", "data-brigade")


def test_constant_powers_once_a_turn_before_moving_and_on_arrival():
    """Constant power: once per turn each, also before the movement, also on the turn the
    hero arrived, besides the main action; never after drawing."""
    state = position(SAFARI, board={1: "cheetah-girl", 7: "tank-bot"}, hands=[["red"], []])
    sprint = [a for a in state.legal_actions() if a.kind == "constant"]
    assert sprint and state.step == "move"
    state.apply(sprint[0])
    assert state.step == "move"                        # the movement is still to come
    assert "constant" not in kinds(state)              # once per turn
    assert "move" in kinds(state)
    state = position(SAFARI, board={1: "lionheart", 7: "tank-bot"})
    act(state, "bring", hero=uid(state, "monkey-boy"), space=0)
    assert any(a.kind == "constant" and a.arg("hero") == uid(state, "monkey-boy")
               for a in state.legal_actions())         # Vine Swing on its first turn
    act(state, "end")
    assert "constant" not in kinds(state)              # the draw step


def test_stunned_heroes_use_no_constant_power():
    """Constant power: a stunned hero cannot use it."""
    state = position(SAFARI, board={1: "cheetah-girl", 7: "tank-bot"},
                     stunned={"cheetah-girl": 4})
    assert "constant" not in kinds(state)


def test_a_mandatory_constant_power_is_used_before_the_draw():
    """Constant power: optional unless the card says so; Self-Repair must be used."""
    state = position(("data-brigade", "safari-squad"), board={1: "nano", 7: "lionheart"},
                     wounds={"nano": 2})
    act(state, "end")
    assert state.heroes[uid(state, "nano")].wounds == 1 and state.step == "draw"


def test_unstun_after_a_whole_turn_stunned():
    """Un-stun: heroes stunned for the whole turn lose the stun marker before the draw;
    one stunned during this turn keeps it (until the end of its next turn)."""
    state = position(board={1: "captain-columbia", 0: "minuteman", 7: "mummy-max"},
                     stunned={"captain-columbia": 4, "minuteman": 5})
    act(state, "end")
    assert not state.heroes[uid(state, "captain-columbia")].stunned
    assert state.heroes[uid(state, "minuteman")].stunned


def test_a_weapon_replaces_the_main_action_once():
    """Advanced Game -- Weapons: instead of the main action, paying its cost, used once;
    the move comes first and constant powers still work."""
    state = position(SAFARI, board={1: "cheetah-girl", 7: "tank-bot"},
                     hands=[["blue", "red"], []], weapons=["laser-rifle", None])
    act(state, "move", hero=uid(state, "cheetah-girl"), to=3)
    act(state, "weapon", target=uid(state, "tank-bot"), pay=["blue"])
    assert state.heroes[uid(state, "tank-bot")].wounds == 3 and state.weapon_used[0]
    assert {"use", "bring", "weapon"}.isdisjoint(kinds(state)) and "constant" in kinds(state)
    state.main_done = False
    state.changed()
    assert "weapon" not in kinds(state)
    state = position(SAFARI, board={1: "cheetah-girl", 7: "tank-bot"}, hands=[["red"], []],
                     weapons=["laser-rifle", None])
    assert "weapon" not in kinds(state)
