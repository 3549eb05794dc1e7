"""HeroCard duel: ``state.clone()`` is independent and ``determinize`` is canonical.

DESIGN.md, "The engine contract": bots clone states thousands of times, and
``determinize(seat, seed)`` must depend only on what ``seat`` can see and on
the seed, so no bot can peek at hidden cards. Positions come from seeded
random games (many points of each) and from the ``hc`` position builder.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

import engine
from engine import state_hash
from engine.herocard.model import Card, Player, Pool

GAME = engine.load_game("herocard-duel")


def _points(players: int, seed: int, every: int = 9):
    """States at many points of one seeded random game (the state, then it is played on)."""
    state = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        if step % every == 3:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    yield state


def _texts(events, players):
    return [[e.describe(s) for s in range(players)] + [e.describe(None)] for e in events]


# ------------------------------------------------------------------ clone

@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_clone_is_equal_and_independent_at_many_points(players, seed):
    rng = random.Random(seed * 7)
    checked = 0
    for state in _points(players, seed):
        before = state_hash(state)
        twin = state.clone()
        assert twin.full_data() == state.full_data()
        assert twin.view(0) == state.view(0)
        if state.is_over():
            continue
        # different actions on the clone: the original never moves
        for _ in range(6):
            if twin.is_over():
                break
            twin.apply(rng.choice(twin.legal_actions()))
        assert state_hash(state) == before, "playing on a clone changed the original"
        # the same actions on a fresh clone and on a second one: same states, same log
        a, b = state.clone(), state.clone()
        for _ in range(8):
            if a.is_over():
                break
            action = rng.choice(a.legal_actions())
            assert _texts(a.apply(action), players) == _texts(b.apply(action), players)
            assert state_hash(a) == state_hash(b)
        assert state_hash(state) == before
        checked += 1
    assert checked >= 5


def test_clone_shares_no_mutable_piece():
    for state in _points(2, 5, every=40):
        twin = state.clone()
        assert twin.rng is not state.rng and twin.history is not state.history
        assert twin.options is not state.options
        for uid, card in state.cards.items():
            assert isinstance(twin.cards[uid], Card) and twin.cards[uid] is not card
        for mine, theirs in zip(state.pools, twin.pools):
            assert isinstance(theirs, Pool) and theirs is not mine
            assert all(theirs.stacks[a] is not mine.stacks[a] for a in mine.stacks)
        for mine, theirs in zip(state.players, twin.players):
            assert isinstance(theirs, Player) and theirs is not mine
            assert theirs.pool is twin.pools[mine.pool.key]
            assert theirs.hand is not mine.hand and theirs.deck is not mine.deck
        assert twin.heroes is state.heroes and twin.game is state.game  # content is shared


def test_clone_generator_continues_from_the_same_place():
    state = GAME.new_game(players=2, seed=3)
    twin = state.clone()
    assert [twin.rng.randrange(1000) for _ in range(5)] == \
        [state.rng.randrange(1000) for _ in range(5)]
    twin.rng.randrange(1000)
    assert state.rng.digest_data() != twin.rng.digest_data()


def test_an_attribute_added_later_is_still_copied():
    state = GAME.new_game(players=2, seed=3)
    state.extra_notes = {"marks": [1, 2]}
    twin = state.clone()
    twin.extra_notes["marks"].append(3)
    assert state.extra_notes == {"marks": [1, 2]}


def test_clone_keeps_a_pending_choice_and_a_window_apart(hc):
    # seat 0 plays a discard effect: seat 1 must choose which block card to discard
    state = hc.duel(hands={0: ["discard-block-1"], 1: ["block-3", "block-4", "attack-2-unlimited"]})
    hc.play(state, "discard-block-1")
    assert state.pending and state.current_player == 1
    twin = state.clone()
    hc.act(twin, "choose_card", card="block-4")
    assert not twin.pending
    assert state.pending[0].seat == 1 and state.pending[0].count == 1
    assert hc.hand(state, 1) == ["block-3", "block-4", "attack-2-unlimited"]
    assert hc.hand(twin, 1) == ["block-3", "attack-2-unlimited"]


# ------------------------------------------------------------------ determinize

@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23)])
def test_determinize_depends_only_on_the_view_and_the_seed(players, seed):
    checked = 0
    for state in _points(players, seed, every=13):
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
                assert a.is_over() or a.legal_actions(), "a determinization with no legal action"
        assert state_hash(state) == before, "determinize changed the original"
        checked += 1
    assert checked >= 5


def test_determinize_really_redeals_other_hands():
    state = GAME.new_game(players=2, seed=4)
    seat = state.current_player
    opponent = 1 - seat
    hidden = sorted(state.cards[u].cid for u in state.players[opponent].hand
                    + state.players[opponent].deck)
    hands = set()
    for k in range(6):
        other = state.determinize(seat, k)
        hand = [other.cards[u].cid for u in other.players[opponent].hand]
        assert len(hand) == len(state.players[opponent].hand)
        assert sorted(hand + [other.cards[u].cid for u in other.players[opponent].deck]) == hidden
        hands.add(tuple(sorted(hand)))
    assert len(hands) > 1


def test_determinized_state_keeps_no_seed_or_history_to_peek_at():
    state = GAME.new_game(players=2, seed=4)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    other = state.determinize(0, 1234)
    assert other.seed == 1234 and other.history == []
    assert other.rng.digest_data() != state.rng.digest_data()
    # and it plays on like any state
    while not other.is_over() and len(other.history) < 30:
        other.apply(other.legal_actions()[-1])


def _swap_equal_copies(state):
    """A twin holding the same cards with two equal copies' uids swapped (one
    visible, one hidden): a state nobody can tell from ``state``."""
    twin = state.clone()
    for seat, player in enumerate(twin.players):
        for shown in player.discard + player.hand:
            cid = twin.cards[shown].cid
            for hidden in player.deck:
                if hidden != shown and twin.cards[hidden].cid == cid:
                    mapping = {u: u for u in twin.cards}
                    mapping[shown], mapping[hidden] = hidden, shown
                    twin.renumber(mapping)
                    return twin
    return None


def test_determinize_ignores_which_copy_of_a_card_is_where():
    done = 0
    for state in _points(2, 31, every=17):
        twin = _swap_equal_copies(state)
        if twin is None or state.is_over():
            continue
        assert state_hash(twin) != state_hash(state)
        for seat in range(2):
            assert twin.view(seat) == state.view(seat)
            assert state_hash(twin.determinize(seat, 5)) == state_hash(state.determinize(seat, 5))
        done += 1
    assert done >= 3


def test_face_down_cards_are_redealt_by_attribute_and_cost(hc):
    # a variant of the test hero in which two B-2 attacks may be deployed
    hero = hc.TEST_HERO
    cards = dict(hero.cards)
    cards["attack-5-fast"] = dataclasses.replace(cards["attack-5-fast"], deploy=True)
    state = hc.duel(hands={0: ["deploy-attack-4"], 1: ["block-3"]},
                    decks={0: ["attack-5-fast", "attack-5-fast", "block-4", "deploy-attack-4"]})
    state.heroes = dict(state.heroes)
    state.heroes[hero.id] = dataclasses.replace(hero, cards=cards)
    hc.act(state, "deploy", card="deploy-attack-4")
    uid = state.players[0].stacks["B"][-1]
    assert state.cards[uid].face_down
    seen = set()
    for k in range(12):
        other = state.determinize(1, k)
        face_down = other.players[0].stacks["B"][-1]
        d = other.defn(face_down)
        assert other.cards[face_down].face_down and (d.attribute, d.cost) == ("B", 2)
        seen.add(d.id)
        assert other.view(1) == state.view(1)
        # the owner knows its own face-down card
        mine = state.determinize(0, k)
        assert mine.defn(mine.players[0].stacks["B"][-1]).id == "deploy-attack-4"
    assert seen == {"deploy-attack-4", "attack-5-fast"}


def test_determinize_during_a_pending_choice_plays_on(hc):
    state = hc.duel(hands={0: ["discard-block-1", "mod-2"], 1: ["block-3", "block-4"]},
                    decks={0: ["block-3", "filler"], 1: ["attack-5-fast", "filler"]})
    hc.play(state, "discard-block-1")
    for seat in (0, 1):
        other = state.determinize(seat, 8)
        assert other.current_player == 1 and other.pending
        assert other.view(seat) == state.view(seat)
        assert {a.kind for a in other.legal_actions()} == {"choose_card"}
