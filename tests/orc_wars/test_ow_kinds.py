"""The Action Phase's legal actions by kind (engine/orc_wars/kinds.py) and the
ISMCTS playout sample built on it (engine/ai/heuristic/orc_wars.py
``rollout_sample``): position by position along random games, the kinds
offered are exactly those of ``legal_actions()``, each kind's list is that
list filtered by kind (same actions, order and labels), and the sample is
the very action ``rollout`` picks from the whole list, with the same draws."""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai.heuristic.orc_wars import rollout, rollout_sample
from engine.orc_wars.kinds import choose_by_kind


def _positions(scenario: str, players: int, seed: int):
    game = engine.load_game("orc-wars")
    state = game.new_game(players=players, seed=seed, options={"scenario": scenario})
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_actions()
        yield state, legal
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("scenario,players,seed", [
    ("the-prisoner", 2, 1), ("orc-camp", 3, 2), ("the-relics", 4, 3),
    ("bounty-hunter", 2, 4), ("the-great-hunt", 3, 5), ("race-through-the-dark", 2, 6)])
def test_each_kind_lists_what_legal_actions_lists(scenario, players, seed):
    checked = 0
    for n, (state, legal) in enumerate(_positions(scenario, players, seed)):
        if n > 600:
            break
        offered = []
        first = choose_by_kind(state, lambda kinds: offered.append(kinds) or kinds[0])
        in_action = state.phase == "action" and not state.pending \
            and state.placing is None and state.ask is None
        if not in_action:
            assert first is None
            continue
        kinds = sorted({a.kind for a in legal})
        assert offered == [kinds]
        for kind in kinds:
            got = choose_by_kind(state, lambda ks: kind)
            want = [a for a in legal if a.kind == kind]
            assert got == want
            assert [a.label for a in got] == [a.label for a in want]
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("scenario,seed", [("orc-camp", 7), ("the-great-hunt", 8)])
def test_the_playout_sample_is_the_rollouts_choice_with_the_same_draws(scenario, seed):
    sampled = 0
    for n, (state, legal) in enumerate(_positions(scenario, 2, seed)):
        if n > 500:
            break
        a, b = random.Random(n), random.Random(n)
        picked = rollout_sample(state, b)
        if picked is None:
            assert b.getstate() == a.getstate()     # no draw taken: the caller lists
            continue
        assert picked == rollout(state, legal, a)
        assert b.getstate() == a.getstate()
        sampled += 1
    assert sampled > 20


WT = "white-tusk"


def test_an_orc_boxed_in_offers_no_move_and_a_free_one_does(ow):
    """Movement (no figure or token may be entered): an Orc with every
    neighbour taken has no move, so the kind is not offered; once a
    neighbour is free it is, with the moves legal_actions() lists."""
    ring = [(3, 6), (5, 6), (4, 5), (5, 5), (4, 7), (5, 7), (3, 5), (3, 7)]
    boxed = [(WT, "brute", (4, 6))] + [(WT, "shaman", h) for h in ring]
    s = ow.position(elves={1: (8, 2)}, orcs=boxed, acting=WT)
    legal = s.legal_actions()
    brute = next(f.fid for f in s.figures.values() if f.kind == "brute")
    assert [a for a in legal if a.kind == "move" and a.arg("fig") == brute] == []
    assert all(s.figures[a.arg("fig")].kind == "shaman" for a in legal if a.kind == "move")
    got = choose_by_kind(s, lambda kinds: "move")
    assert got == [a for a in legal if a.kind == "move"] and got   # the ring still moves
    # the Shamans have moved: only the boxed-in Brute could, and it cannot
    s.moved = {f: 1 for f in s.figures if s.figures[f].kind == "shaman"}
    offered = []
    choose_by_kind(s, lambda kinds: offered.append(kinds) or kinds[0])
    assert "move" not in offered[0]
    assert offered[0] == sorted({a.kind for a in s.legal_actions()})


def test_an_elf_off_the_map_is_offered_only_the_end_of_its_turn(ow):
    """Ruling (docs/orc-wars.md): an Elf that left the map takes no more part."""
    s = ow.position(players=3, elves={1: (5, 6)}, out={2: "escaped"}, active=2)
    offered = []
    got = choose_by_kind(s, lambda kinds: offered.append(kinds) or kinds[0])
    assert offered == [["end_turn"]]
    assert got == [a for a in s.legal_actions() if a.kind == "end_turn"]
