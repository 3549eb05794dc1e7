"""Orc Wars: ``state.clone()`` is independent and ``determinize`` is canonical.

DESIGN.md, "The engine contract" and "Hidden information": a determinization
depends only on what the seat can see and on the seed. Hidden from an Elf:
the Orc's hand, other Elves' hands, squad-token numbers (rulebook "Squad
Tokens"), the Orc's dirty tricks ("Dirty Tricks"); hidden from everybody:
deck order and unfound treasures ("Picking Up Treasures").
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine import state_hash
from engine.orc_wars.board import squad_tokens
from engine.orc_wars.state import ORC

GAME = engine.load_game("orc-wars")
CASES = [("orc-camp", 2, 41), ("orc-camp", 3, 42), ("the-prisoner", 2, 43),
         ("the-prisoner", 3, 44)]


def new(scenario: str, players: int, seed: int):
    options = dict(GAME.default_options(players), scenario=scenario)
    return GAME.new_game(players=players, seed=seed, options=options)


def _points(scenario, players, seed, every=23, limit=500):
    """States at many points of one seeded random game (capped at ``limit`` actions)."""
    state = new(scenario, players, seed)
    rng = random.Random(seed)
    for step in range(limit):
        if state.is_over():
            break
        if step % every == 4:
            yield state
        state.apply(rng.choice(state.legal_actions()))
    yield state


def _after_setup(scenario="the-prisoner", players=3, seed=5):
    state = new(scenario, players, seed)
    rng = random.Random(seed)
    while state.phase.startswith("setup"):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _texts(events, players):
    return [[e.describe(s) for s in range(players)] + [e.describe(None)] for e in events]


# ------------------------------------------------------------------ clone

@pytest.mark.parametrize("scenario,players,seed", CASES)
def test_clone_is_equal_and_independent_at_many_points(scenario, players, seed):
    rng = random.Random(seed)
    checked = 0
    for state in _points(scenario, players, seed):
        before = state_hash(state)
        twin = state.clone()
        assert twin.full_data() == state.full_data()
        if state.is_over():
            continue
        for _ in range(8):
            if twin.is_over():
                break
            twin.apply(rng.choice(twin.legal_actions()))
        assert state_hash(state) == before, "playing on a clone changed the original"
        a, b = state.clone(), state.clone()
        for _ in range(10):
            if a.is_over():
                break
            action = rng.choice(a.legal_actions())
            assert _texts(a.apply(action), players) == _texts(b.apply(action), players)
            assert state_hash(a) == state_hash(b)
        assert state_hash(state) == before
        checked += 1
    assert checked >= 5


def test_clone_shares_no_board_piece():
    state = _after_setup()
    twin = state.clone()
    for fid, f in state.figures.items():
        assert twin.figures[fid] is not f and twin.figures[fid].data() == f.data()
    assert all(a is not b for a, b in zip(state.tokens, twin.tokens))
    assert all(a is not b for a, b in zip(state.treasures, twin.treasures))
    for name in ("tokens_left", "tricks", "tricks_used", "wounds", "out", "moved", "prisoner"):
        assert getattr(twin, name) is not getattr(state, name)
    assert twin.board is state.board and twin.scenario is state.scenario


def test_clone_keeps_a_placement_under_way_apart():
    state = _after_setup()
    rng = random.Random(3)
    while state.placing is None:      # play on until the Orc places figures
        state.apply(rng.choice(state.legal_actions()))
    before = state_hash(state)
    placing = {k: (list(v) if isinstance(v, list) else v) for k, v in state.placing.items()}
    twin = state.clone()
    while twin.placing is not None:
        twin.apply(twin.legal_actions()[0])
    assert state.placing == placing and state_hash(state) == before


# ------------------------------------------------------------------ determinize

@pytest.mark.parametrize("scenario,players,seed", CASES)
def test_determinize_depends_only_on_the_view_and_the_seed(scenario, players, seed):
    checked = 0
    for state in _points(scenario, players, seed, every=31):
        before = state_hash(state)
        for seat in range(players):
            mine = state.view(seat)
            other = state.determinize(seat, 99)
            assert other.view(seat) == mine, "determinize changed what the seat sees"
            for k in (1, 2):
                a, b = state.determinize(seat, k), other.determinize(seat, k)
                assert state_hash(a) == state_hash(b), \
                    f"seat {seat}: determinize depends on hidden information"
                assert a.view(seat) == mine
                assert a.is_over() or a.legal_actions()
        assert state_hash(state) == before, "determinize changed the original"
        checked += 1
    assert checked >= 5


def _numbers(state):
    return [t["number"] for t in state.tokens if t["hex"] is not None]


def test_elves_get_other_squad_token_numbers_that_still_add_up():
    state = _after_setup()
    real = _numbers(state)
    seen = set()
    for k in range(12):
        other = state.determinize(1, k)
        numbers = _numbers(other)
        assert len(numbers) == len(real) and sum(numbers) == state.tokens_total
        assert Counter(numbers) + Counter(other.tokens_left) == Counter(squad_tokens())
        assert all(n is None for n in (t["number"] for t in other.view(1)["tokens"]))
        seen.add(tuple(numbers))
    assert len(seen) > 3
    # the Orc knows its own tokens
    for k in range(4):
        mine = state.determinize(ORC, k)
        assert _numbers(mine) == real and mine.tokens_left == state.tokens_left


def test_token_numbers_already_turned_over_stay():
    state = _after_setup()
    rng = random.Random(8)
    while all(t["hex"] is not None for t in state.tokens):
        state.apply(rng.choice(state.legal_actions()))
    turned = {t["tid"]: t["number"] for t in state.tokens if t["hex"] is None}
    for k in range(6):
        other = state.determinize(2, k)
        assert {t["tid"]: t["number"] for t in other.tokens if t["hex"] is None} == turned
        assert sum(t["number"] for t in other.tokens) == state.tokens_total


def test_determinize_during_token_set_up_leaves_a_completable_set_up():
    state = new("the-prisoner", 3, 6)
    state.apply(state.legal_actions()[-1])
    assert state.phase == "setup_tokens"
    for k in range(5):
        other = state.determinize(1, k)
        rng = random.Random(k)
        while other.phase == "setup_tokens":
            acts = other.legal_actions()
            assert acts, "the re-dealt tokens cannot be completed"
            other.apply(rng.choice(acts))
        assert sum(t["number"] for t in other.tokens) == other.tokens_total


def test_unfound_treasures_are_redealt_for_every_seat():
    state = _after_setup("orc-camp", 2, 9)
    kinds = {seat: set() for seat in (0, 1)}
    for k in range(10):
        for seat in (0, 1):
            other = state.determinize(seat, k)
            kinds[seat].add(tuple(t["kind"] for t in other.treasures))
            assert len({t["kind"] for t in other.treasures}) == len(other.treasures)
    assert len(kinds[0]) > 1 and len(kinds[1]) > 1   # the Orc cannot see them either


def test_elves_get_other_dirty_tricks_the_orc_keeps_his():
    state = _after_setup("orc-camp", 2, 9)
    assert len(state.tricks) == 3     # a first-time Orc
    seen = set()
    for k in range(10):
        other = state.determinize(1, k)
        assert len(other.tricks) == 3 and not set(other.tricks) & set(other.tricks_used)
        seen.add(tuple(other.tricks))
        assert state.determinize(ORC, k).tricks == state.tricks
    assert len(seen) > 1


def test_elf_sees_its_hand_kept_and_the_orc_hand_redealt():
    state = _after_setup("orc-camp", 3, 10)
    mine = [state.cards[u].cid for u in state.players[1].hand]
    orc_hands = set()
    for k in range(6):
        other = state.determinize(1, k)
        assert [other.cards[u].cid for u in other.players[1].hand] == mine
        orc_hands.add(tuple(sorted(other.cards[u].cid for u in other.players[ORC].hand)))
        assert len(other.players[2].hand) == len(state.players[2].hand)
        assert other.seed == k and other.history == []
    assert len(orc_hands) > 1


def test_determinize_while_an_elf_must_discard_for_a_dirty_trick():
    # seeded: the Orc's "discard" dirty trick leaves Elf 1 a choice of card
    state = new("orc-camp", 2, 32)
    rng = random.Random(32)
    while not (state.pending and state.pending[0].source is None):
        state.apply(rng.choice(state.legal_actions()))
    assert state.current_player == 1 and state.pending[0].kind == "discard"
    for seat in (0, 1):
        for k in range(8):
            other = state.determinize(seat, k)
            assert other.view(seat) == state.view(seat)
            assert {a.kind for a in other.legal_actions()} == {"choose_card"}


def test_a_determinization_offers_the_seat_exactly_its_legal_actions():
    """What the deciding seat may do depends only on what it can see, so every
    determinization for it lists the same legal actions, in the same order
    (ISMCTS searches the window's list at the root; a difference once hid
    the Warding Amulet when the fight's last card had uid 0)."""
    import random

    import engine
    game = engine.load_game("orc-wars")
    checked = 0
    for scenario, players, seed in (("bounty-hunter", 4, 2), ("the-relics", 3, 1),
                                    ("race-through-the-dark", 2, 3)):
        state = game.new_game(players=players, seed=seed, options={"scenario": scenario})
        rng = random.Random(seed)
        for step in range(900):
            if state.is_over():
                break
            legal = state.legal_actions()
            if step % 4 == 0:
                for k in range(2):
                    other = state.determinize(state.current_player, 31 * step + k)
                    assert other.legal_actions() == legal, (scenario, step)
                    checked += 1
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 300
