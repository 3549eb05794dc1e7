"""The Orc Wars heuristic (engine/ai/heuristic/orc_wars.py): ``evaluate`` and the easy bot.

Positions are real games moved into exact spots (figures put on given
spaces, wounds set); games are seeded, so every figure here is exact.
Rulebook: orc-wars.txt ("Winning the Game", "Resolving Attacks", "Squad
Phase"); victory terms per scenario in docs/orc-wars.md.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.ai import RandomBot, SeatWindow
from engine.ai.heuristic import orc_wars as ow
from engine.orc_wars import figures as fig
from engine.orc_wars.state import ORC

GAME = engine.load_game("orc-wars")


def new(scenario: str, players: int = 2, seed: int = 1):
    options = dict(GAME.default_options(players), scenario=scenario)
    return GAME.new_game(players=players, seed=seed, options=options)


def after_setup(scenario: str, players: int = 2, seed: int = 1):
    """A game just past set-up (tokens and Elves placed at random, seeded)."""
    state = new(scenario, players, seed)
    rng = random.Random(seed)
    while state.phase.startswith("setup"):
        state.apply(rng.choice(state.legal_actions()))
    return state


def play(scenario: str, players: int, seed: int, heuristic_seats: set, limit: int = 4000):
    """One game: the heuristic at ``heuristic_seats``, RandomBot elsewhere.

    Every choice is checked against the legal actions of its window and
    applied through the contract's ``apply`` (which refuses illegal ones).
    """
    state = new(scenario, players, seed)
    bots = [ow.Heuristic(seed * 10 + s) if s in heuristic_seats else RandomBot(seed * 10 + s)
            for s in range(players)]
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.current_player
        window = SeatWindow(state, seat)
        action = bots[seat].choose(window)
        assert action in window.legal_actions()
        state.apply(action)
    assert state.is_over(), f"{scenario} seed {seed} did not end in {limit} actions"
    return state


# ------------------------------------------------------------------ evaluate

def test_evaluate_is_a_chance_and_the_sides_add_up():
    for scenario in ("orc-camp", "the-prisoner"):
        state = new(scenario, 3, seed=7)
        rng = random.Random(7)
        for step in range(300):
            if state.is_over():
                break
            values = ow.evaluate_all(state)
            assert all(0.0 <= v <= 1.0 for v in values)
            assert values[0] + values[1] == pytest.approx(1.0)
            assert values[1] == values[2] == ow.evaluate(state, 2)
            assert ow.evaluate(state, ORC) == values[0]
            state.apply(rng.choice(state.legal_actions()))


def test_evaluate_is_exact_once_the_game_is_over():
    state = after_setup("the-prisoner")
    elf = state.elf_figure(1)
    from engine.orc_wars import victory
    victory.leave_map(state, elf, [], dead=True)
    victory.check(state, [])
    assert state.is_over() and state.winners() == [ORC]
    assert ow.evaluate(state, ORC) == 1.0 and ow.evaluate(state, 1) == 0.0


def _put(state, f, h):
    """Move figure ``f`` to ``h`` (nothing else changes)."""
    f.hex = h


def test_elves_closer_to_the_prisoner_are_better_off():
    state = after_setup("the-prisoner")
    elf = state.elf_figure(1)
    prisoner = state.prisoner["hex"]
    dist = ow.distances(state, "elf", (prisoner,))
    free = [h for h in dist if h not in state.occupied() and state.board.passable_for(h, "elf")]
    near = min(free, key=lambda h: (dist[h], h))
    far = max(free, key=lambda h: (dist[h], h))
    for orc in [f for f in state.figures.values() if f.side == "orc"]:
        orc.hex = None       # no Orc on the board: only the goal differs
    _put(state, elf, far)
    low = ow.evaluate(state, 1)
    _put(state, elf, near)
    high = ow.evaluate(state, 1)
    assert high > low
    # the prisoner freed by that Elf is better still
    state.prisoner["with"] = 1
    assert ow.evaluate(state, 1) > high


def test_wounds_and_nearby_orcs_count_against_the_elves():
    state = after_setup("orc-camp")
    base = ow.evaluate(state, 1)
    state.wounds[1] = 3
    wounded = ow.evaluate(state, 1)
    assert wounded < base
    # an Orc figure next to the Elf makes it worse again
    elf = state.elf_figure(1)
    taken = state.occupied()
    spot = next(h for h in state.board.neighbours_on_map(elf.hex)
                if h not in taken and state.board.passable_for(h, "orc"))
    state.new_figure("orc", spot, kind="brute", clan="white-tusk")
    assert ow.evaluate(state, 1) < wounded
    assert ow.evaluate(state, ORC) == pytest.approx(1 - ow.evaluate(state, 1))


def test_a_kill_counts_for_the_elves():
    state = after_setup("orc-camp", seed=3)
    orcs = [f for f in state.figures.values() if f.side == "orc" and f.hex is not None]
    if not orcs:   # the tokens are still face down: bring two Orcs on the board
        taken = state.occupied()
        spots = [h for h in sorted(state.board.hexes)
                 if h not in taken and state.board.passable_for(h, "orc")][:2]
        for h in spots:
            state.new_figure("orc", h, kind="brute", clan="scorcher")
        orcs = [f for f in state.figures.values() if f.side == "orc" and f.hex is not None]
    before = ow.evaluate(state, 1)
    orcs[0].hex = None
    assert ow.evaluate(state, 1) > before


def test_round_limit_presses_the_elves_in_orc_camp():
    state = after_setup("orc-camp")
    early = ow.evaluate(state, 1)
    state.round = 11
    assert ow.evaluate(state, 1) < early


def test_survivors_of_the_great_hunt_gain_as_rounds_pass():
    state = after_setup("the-great-hunt")
    early = ow.evaluate(state, 1)
    state.round = 9
    assert ow.evaluate(state, 1) > early


# ------------------------------------------------------------------ rules of thumb

def test_every_clan_gets_a_brute_then_a_shaman():
    state = after_setup("the-great-hunt")
    kinds = set(fig.ORC_KINDS)
    for f in list(state.figures.values()):
        if f.side == "orc":
            f.hex = None
    assert ow._kind_for(state, "venom-claw", kinds) == "brute"
    taken = state.occupied()
    spots = iter(h for h in sorted(state.board.hexes)
                 if h not in taken and state.board.passable_for(h, "orc"))
    state.new_figure("orc", next(spots), kind="brute", clan="venom-claw")
    assert ow._kind_for(state, "venom-claw", kinds) == "shaman"
    state.new_figure("orc", next(spots), kind="shaman", clan="venom-claw")
    assert ow._kind_for(state, "venom-claw", kinds) == "brute"
    assert ow._kind_for(state, "venom-claw", {"shaman", "tactician"}) == "shaman"


def test_the_orc_keeps_his_base_attacks_when_discarding():
    state = after_setup("orc-camp", seed=2)
    rng = random.Random(2)
    checked = 0
    while not state.is_over() and checked < 15:
        if state.current_player == ORC and state.phase == "discard":
            actions = state.legal_actions()
            choice = ow._rule_choice(state, ORC, actions)
            if choice.kind == "discard":
                assert state.card_defs(ORC)[choice.arg("card")].kind != "base_attack"
                checked += 1
            state.apply(choice)
            continue
        state.apply(rng.choice(state.legal_actions()))
    assert checked >= 3


def test_elves_start_nearest_their_goal():
    state = new("the-prisoner")
    rng = random.Random(1)
    while state.phase == "setup_tokens":
        state.apply(rng.choice(state.legal_actions()))
    actions = state.legal_actions()
    choice = ow._rule_choice(state, 1, actions)
    goal = (state.prisoner["hex"],)
    steps = {a: ow._nearest(state, "elf", goal, a.arg("hex")) for a in actions}
    assert steps[choice] == min(steps.values())


# ------------------------------------------------------------------ the bot

def test_the_bot_decides_the_same_on_states_it_cannot_tell_apart():
    state = after_setup("orc-camp", players=3, seed=4)
    rng = random.Random(4)
    decided = 0
    for _ in range(200):
        if state.is_over():
            break
        seat = state.current_player
        twin = state.determinize(seat, 99)   # other hidden cards, tokens and tricks
        assert twin.view(seat) == state.view(seat)
        a = ow.Heuristic(5).choose(SeatWindow(state, seat))
        b = ow.Heuristic(5).choose(SeatWindow(twin, seat))
        assert a == b
        decided += 1
        state.apply(rng.choice(state.legal_actions()))
    assert decided > 50


@pytest.mark.parametrize("scenario", ["orc-camp", "the-prisoner"])
def test_heuristic_against_itself_plays_legal_games_to_the_end(scenario):
    state = play(scenario, 3, seed=5, heuristic_seats={0, 1, 2})
    assert state.winners()


@pytest.mark.parametrize("scenario", ["orc-camp", "the-prisoner"])
@pytest.mark.parametrize("side", ["orc", "elves"])
def test_heuristic_beats_random(scenario, side):
    seats = {ORC} if side == "orc" else {1}
    wins = 0
    for seed in range(4):
        state = play(scenario, 2, seed=100 + seed, heuristic_seats=seats)
        wins += set(state.winners()) == seats
    assert wins >= 3, f"the heuristic won only {wins} of 4 games as the {side}"


def test_candidates_for_the_search_are_few_and_legal():
    state = new("the-prisoner", 3, seed=9)
    rng = random.Random(9)
    routine = pruned = 0
    for _ in range(400):
        if state.is_over():
            break
        legal = state.legal_actions()
        picked = ow.candidates(state, legal)
        assert picked and all(a in legal for a in picked)
        assert sum(a.kind == "move" for a in picked) <= ow.MOVES_KEPT
        assert not {a.kind for a in picked} & {"deploy", "drop"}
        if state.placing is not None or state.phase in ("setup_tokens", "draw", "squad"):
            assert len(picked) == 1
            routine += 1
        if sum(a.kind == "move" for a in legal) > ow.MOVES_KEPT:
            pruned += 1
        state.apply(rng.choice(legal))
    assert routine > 10 and pruned > 10
