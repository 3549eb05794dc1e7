"""Pack of Heroes game end: rulebook, "Game End" (last hero defeated, base captured,
stalemate) and "Important note about main actions"."""
from __future__ import annotations

from poh_positions import act, kinds, pass_turn, position, uid


def test_defeating_the_last_hero_wins():
    """Game End: defeating the opponent's final hero wins (reserve included)."""
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []],
                     wounds={"mummy-max": 5})
    for h in state.heroes:
        if h.owner == 1 and h.id != "mummy-max":
            h.where = "out"
    act(state, "use", hero=uid(state, "captain-columbia"), power=0,
        target=uid(state, "mummy-max"), pay=["red"])
    assert state.is_over() and state.winners() == [0] and state.end_reason == "last hero defeated"
    assert state.current_player is None and state.legal_actions() == []


def test_a_hero_left_in_reserve_keeps_the_game_going():
    """Game End: only the final hero ends it; with a reserve the player must bring one."""
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []],
                     wounds={"mummy-max": 5})
    act(state, "use", hero=uid(state, "captain-columbia"), power=0,
        target=uid(state, "mummy-max"), pay=["red"])
    assert not state.is_over()
    pass_turn(state)
    assert state.active == 1 and kinds(state) == {"bring"}


def test_base_captured_loses():
    """Game End: no hero in play and all 3 home spaces held by enemies: the base is captured."""
    state = position(board={6: "captain-columbia", 7: "minuteman", 8: "lady-liberty"},
                     active=0)
    pass_turn(state)
    assert state.is_over() and state.winners() == [0] and state.end_reason == "base captured"


def test_no_capture_while_one_home_space_is_free():
    state = position(board={6: "captain-columbia", 7: "minuteman"}, active=0)
    pass_turn(state)
    assert not state.is_over() and {a.arg("space") for a in state.legal_actions()} == {8}


def _last_two(**kw):
    state = position(board={0: "captain-columbia", 8: "mummy-max"}, **kw)
    for h in state.heroes:
        if h.id not in ("captain-columbia", "mummy-max"):
            h.where = "out"
    return state


def test_stalemate_offer_and_accept_more_health_left_wins():
    """Game End, stalemate: each player down to one hero; the one with more health left wins."""
    state = _last_two()
    for h in state.heroes:
        h.wounds = state.defs[h.id].health - 4 if h.where == "play" else 0   # 4 left each
    assert "offer_stalemate" not in kinds(position(board={0: "captain-columbia", 8: "mummy-max"}))
    act(state, "offer_stalemate")
    assert state.current_player == 1
    assert kinds(state) == {"accept_stalemate", "refuse_stalemate"}
    act(state, "accept_stalemate")
    assert state.is_over() and state.winners() == [] and state.end_reason == "stalemate"
    state = _last_two()
    columbia, mummy = (state.heroes[uid(state, h)] for h in ("captain-columbia", "mummy-max"))
    columbia.wounds = state.defs[columbia.id].health - 5
    mummy.wounds = state.defs[mummy.id].health - 4                      # 5 left against 4
    act(state, "offer_stalemate")
    act(state, "accept_stalemate")
    assert state.winners() == [0]


def test_a_refused_stalemate_goes_on_and_is_offered_once_a_turn():
    state = _last_two()
    act(state, "offer_stalemate")
    act(state, "refuse_stalemate")
    assert not state.is_over() and state.current_player == 0
    assert "offer_stalemate" not in kinds(state)
    assert state.why_not(state.game.action_from_data({"kind": "offer_stalemate"})) \
        .startswith("a stalemate needs")
