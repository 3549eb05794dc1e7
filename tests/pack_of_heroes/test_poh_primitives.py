"""Each Pack of Heroes effect primitive (engine/pack_of_heroes/primitives.py), called on an
exact position with a made-up power: rulebook, "Powers" (what attacks, stuns and heals do;
"Read the text on the card for more details")."""
from __future__ import annotations

from engine.pack_of_heroes import combat, primitives
from engine.pack_of_heroes.model import FREE, Power

from poh_positions import position, uid


def power(effect, ptype="force", value=0, **params):
    return Power("Test", ptype, value, FREE, effect, tuple(sorted(params.items())), "")


def run(state, effect, src, target=None, ptype="force", value=0, seat=0, **params):
    events = []
    use = primitives.Use(seat, None if src is None else uid(state, src),
                         power(effect, ptype, value, **params), target)
    primitives.carry_out(state, use, events)
    return events


def board():
    return position(board={4: "captain-columbia", 1: "minuteman", 7: "mummy-max",
                           5: "banshee"})


def test_attack():
    state = board()
    run(state, "attack", "captain-columbia", uid(state, "mummy-max"), value=3)
    assert state.heroes[uid(state, "mummy-max")].wounds == 3


def test_attack_push_moves_the_target_straight_back_if_free():
    state = board()
    run(state, "attack_push", "captain-columbia", uid(state, "banshee"), value=1)
    banshee = state.heroes[uid(state, "banshee")]
    assert banshee.wounds == 1 and banshee.space == 5          # b3 is on the edge: stays
    state = position(board={3: "captain-columbia", 4: "banshee"})
    run(state, "attack_push", "captain-columbia", uid(state, "banshee"), value=1)
    assert state.heroes[uid(state, "banshee")].space == 5 and state.board[4] is None


def test_attack_stun():
    state = board()
    run(state, "attack_stun", "captain-columbia", uid(state, "banshee"), value=1)
    assert state.heroes[uid(state, "banshee")].stunned


def test_attack_drain_heals_the_attacker():
    state = position(board={4: "captain-columbia", 5: "banshee"}, wounds={"captain-columbia": 3})
    run(state, "attack_drain", "captain-columbia", uid(state, "banshee"), value=1, heal=2)
    assert state.heroes[uid(state, "captain-columbia")].wounds == 1


def test_attack_bonus_against_a_stunned_or_wounded_target():
    state = position(board={4: "captain-columbia", 5: "banshee"}, stunned={"banshee": 4})
    run(state, "attack_bonus", "captain-columbia", uid(state, "banshee"), value=1, bonus=2,
        when="stunned")
    assert state.heroes[uid(state, "banshee")].wounds == 3
    state = position(board={4: "captain-columbia", 5: "banshee"})
    run(state, "attack_bonus", "captain-columbia", uid(state, "banshee"), value=1, bonus=2,
        when="wounded")
    assert state.heroes[uid(state, "banshee")].wounds == 1


def test_stun_and_stun_both():
    state = board()
    run(state, "stun", "captain-columbia", uid(state, "banshee"), reach="adjacent")
    assert state.heroes[uid(state, "banshee")].stunned
    state = board()
    run(state, "stun_both", "captain-columbia", uid(state, "banshee"), reach="adjacent")
    assert state.heroes[uid(state, "banshee")].stunned
    assert state.heroes[uid(state, "captain-columbia")].stunned


def test_heal_heal_all_repair():
    state = position(board={4: "captain-columbia", 1: "minuteman"},
                     wounds={"captain-columbia": 3, "minuteman": 1})
    run(state, "heal", "minuteman", uid(state, "captain-columbia"), value=2, who="other")
    assert state.heroes[uid(state, "captain-columbia")].wounds == 1
    run(state, "heal_all", "minuteman", value=2)
    assert state.heroes[uid(state, "captain-columbia")].wounds == 0
    assert state.heroes[uid(state, "minuteman")].wounds == 0
    state.heroes[uid(state, "minuteman")].wounds = 2
    run(state, "repair", "minuteman", value=1)
    assert state.heroes[uid(state, "minuteman")].wounds == 1


def test_wound_every_adjacent_enemy():
    state = board()
    run(state, "wound", "captain-columbia", ptype="arrival", reach="all_adjacent", wounds=1)
    assert [state.heroes[uid(state, h)].wounds for h in ("mummy-max", "banshee")] == [1, 1]
    assert state.pending is None                               # no defence against it


def test_extra_power():
    state = board()
    run(state, "extra_power", "captain-columbia", ptype="constant")
    assert state.extra_powers == 1


def test_sprint_swap_beam():
    state = board()
    run(state, "sprint", "captain-columbia", 3, ptype="constant", steps=1)
    assert state.heroes[uid(state, "captain-columbia")].space == 3 and state.board[4] is None
    run(state, "swap", "captain-columbia", uid(state, "minuteman"), ptype="constant",
        reach="any")
    assert state.heroes[uid(state, "captain-columbia")].space == 1
    assert state.heroes[uid(state, "minuteman")].space == 3
    run(state, "beam", None, [uid(state, "minuteman"), 8], ptype="special", who="any")
    assert state.board[8] == uid(state, "minuteman")


def test_draw_recover_discard_random():
    state = position(board={4: "captain-columbia", 7: "mummy-max"},
                     hands=[[], ["red", "blue"]], discards=[["green", "blue"], []])
    run(state, "draw_power", "captain-columbia", ptype="arrival", count=2)
    assert len(state.hands[0]) == 2
    run(state, "recover", "captain-columbia", "green", ptype="arrival")
    assert "green" in state.hands[0] and state.discards[0] == ["blue"]
    run(state, "discard_random", "captain-columbia", ptype="arrival", count=1)
    assert len(state.hands[1]) == 1 and len(state.discards[1]) == 1


def test_rally():
    state = position(board={4: "captain-columbia", 1: "minuteman"}, stunned={"minuteman": 5})
    run(state, "rally", "captain-columbia", uid(state, "minuteman"), ptype="constant")
    assert not state.heroes[uid(state, "minuteman")].stunned


def test_defend_counter_wounds_the_attacker():
    state = position(board={4: "captain-columbia", 5: "banshee", 7: "mummy-max"},
                     hands=[[], ["blue"]])
    state.queue.append(["hit", uid(state, "captain-columbia"), uid(state, "banshee"), 4, []])
    combat.run(state, [])
    assert state.pending["kind"] == "defend"
    counter = power("defend_counter", "defend", wounds=2)
    mummy = state.defs["mummy-max"]
    state.defs = dict(state.defs, **{"mummy-max": type(mummy)(
        mummy.id, mummy.name, mummy.team, mummy.rank, mummy.health, mummy.move, mummy.speed,
        (mummy.powers[0], counter))})
    combat.answer_defend(state, (uid(state, "mummy-max"), 1, []), [])
    combat.run(state, [])
    assert state.heroes[uid(state, "banshee")].wounds == 2
    assert state.heroes[uid(state, "captain-columbia")].wounds == 2
