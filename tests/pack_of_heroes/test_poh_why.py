"""``why_not`` for Pack of Heroes: one plain line naming the rule that forbids an action
(rulebook sections in each message's test)."""
from __future__ import annotations

from engine import Action

from poh_positions import act, position, uid


def A(kind, **args):
    return Action.make(kind, **args)


def test_legal_actions_have_no_reason():
    state = position(board={1: "captain-columbia", 7: "mummy-max"})
    assert all(state.why_not(a) is None for a in state.legal_actions())
    assert state.why_not("junk") == "that is not something a player can do"


def test_movement_reasons():
    """Movement: stunned heroes, vacant end spaces, the hero's Run or Fly range."""
    state = position(board={1: "captain-columbia", 7: "mummy-max"})
    cap = uid(state, "captain-columbia")
    assert state.why_not(A("move", hero=cap, to=7)) == "a move must end on an empty space"
    assert state.why_not(A("move", hero=cap, to=8)) == \
        "Captain Columbia cannot reach c3: run 2, only through empty spaces, no space twice"
    assert state.why_not(A("move", hero=uid(state, "mummy-max"), to=4)) == "that hero is not yours"
    act(state, "move", hero=cap, to=4)
    assert state.why_not(A("move", hero=cap, to=3)).startswith("you have already moved")


def test_main_action_reasons():
    """Main action: one a turn; reserve heroes to the home row; exact costs; stunned heroes."""
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["green"], []])
    cap, mummy = uid(state, "captain-columbia"), uid(state, "mummy-max")
    punch = A("use", hero=cap, power=0, target=mummy, pay=["red"])
    assert state.why_not(punch) == "Star Punch costs 1 red card: you cannot pay it"
    assert state.why_not(A("use", hero=cap, power=2, target=None, pay=["blue"])) == \
        "Shield Wall is a defend power, not a main action"
    medic = uid(state, "field-medic")
    assert state.why_not(A("bring", hero=medic, space=7)) == \
        "a hero comes into play on an empty space of your home row"
    act(state, "bring", hero=medic, space=0)
    assert state.why_not(A("bring", hero=uid(state, "eagle-kid"), space=2)) == \
        "you have already taken your main action this turn"
    stunned = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["red"], []],
                       stunned={"captain-columbia": 4})
    assert stunned.why_not(punch) == "a stunned hero cannot use its powers"


def test_weapon_and_draw_reasons():
    """Weapons: single use, replaces the main action; Draw Power only at the end."""
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["green"], []],
                     weapons=[None, "medkit"])
    assert state.why_not(A("weapon", target=uid(state, "mummy-max"), pay=["blue"])) == \
        "you have no weapon"
    state = position(board={4: "captain-columbia", 7: "mummy-max"}, hands=[["green"], []],
                     weapons=["laser-rifle", None])
    assert state.why_not(A("weapon", target=uid(state, "mummy-max"), pay=["blue"])) == \
        "Laser Rifle costs 1 blue card: you cannot pay it"
    assert state.why_not(A("draw")).startswith("you draw only at the end of your turn")


def test_pending_decision_comes_first():
    state = position(board={4: "captain-columbia", 5: "banshee", 7: "mummy-max"},
                     hands=[["red"], ["blue"]])
    act(state, "use", hero=uid(state, "captain-columbia"), power=0,
        target=uid(state, "banshee"), pay=["red"])
    assert state.why_not(A("end")).startswith("a decision comes first: Player 2 may defend")
