"""Orc Wars with random seats: results per scenario and player count.

Run: python3 bench/bench_orc_wars.py [--games N] [--policy uniform|kinds]

``uniform``: every seat picks uniformly among its legal actions. ``kinds``:
uniformly among the kinds of legal action first (moves no longer swamp the
choice), then among actions of that kind. Reports games, mean rounds and
turns, the share of Orc and Elf wins, games cut at the action cap, and
random-playout actions per CPU second. Asserts nothing.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import engine  # noqa: E402

CAP = 50_000


def choose(state, rng, policy):
    legal = state.legal_actions()
    if policy == "uniform":
        return rng.choice(legal)
    kind = rng.choice(sorted({a.kind for a in legal}))
    return rng.choice([a for a in legal if a.kind == kind])


def run(scenario: str, players: int, games: int, policy: str) -> dict:
    game = engine.load_game("orc-wars")
    rounds, turns, orc, elves, cut, actions = [], [], 0, 0, 0, 0
    start = time.process_time()
    for seed in range(games):
        state = game.new_game(players=players, seed=seed,
                              options=dict(game.default_options(players), scenario=scenario))
        rng = random.Random(seed)
        n = 0
        while not state.is_over() and n < CAP:
            state.apply(choose(state, rng, policy))
            n += 1
        actions += n
        if not state.is_over():
            cut += 1
            continue
        rounds.append(state.round)
        turns.append(state.turn)
        orc += state.winners() == [0]
        elves += state.winners() != [0]
    elapsed = time.process_time() - start
    return {"games": games, "rounds": statistics.mean(rounds) if rounds else 0,
            "turns": statistics.mean(turns) if turns else 0, "orc": orc, "elves": elves,
            "cut": cut, "aps": actions / elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--policy", choices=("uniform", "kinds"), default="uniform")
    args = parser.parse_args()
    print(f"policy {args.policy}, {args.games} games each, cap {CAP} actions")
    print(f"{'scenario':24} {'p':>2} {'rounds':>7} {'turns':>7} {'orc%':>5} {'elf%':>5} "
          f"{'cut':>4} {'act/s':>7}")
    for scenario in engine.load_game("orc-wars").scenarios:
        for players in (2, 3, 4):
            r = run(scenario, players, args.games, args.policy)
            done = max(1, r["orc"] + r["elves"])
            print(f"{scenario:24} {players:>2} {r['rounds']:7.1f} {r['turns']:7.1f} "
                  f"{100 * r['orc'] / done:5.0f} {100 * r['elves'] / done:5.0f} "
                  f"{r['cut']:4d} {r['aps']:7.0f}", flush=True)


if __name__ == "__main__":
    main()
