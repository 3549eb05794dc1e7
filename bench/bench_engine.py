"""Engine benchmarks: random-playout speed, clone and determinize time, per game.

Run: python3 bench/bench_engine.py [--games N] [--game ID]
Reports figures (actions per second of wall time and of this process's CPU
time, which other work on a shared machine disturbs less); asserts nothing
(tests never time anything). Targets, where a game has one, are printed
beside its figure.
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

# random-playout actions per second of CPU time each game aims at (issue text)
TARGETS = {"pack-of-heroes": 20_000}


def bench_game(game_id: str, games: int) -> dict:
    """Play ``games`` random games; time actions and clones."""
    game = engine.load_game(game_id)
    actions, lengths, clone_times = 0, [], []
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        state = game.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        n = 0
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            n += 1
        actions += n
        lengths.append(n)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    state = game.new_game(players=2, seed=0)
    rng = random.Random(0)
    for _ in range(100):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(200):
        t = time.perf_counter()
        state.clone()
        clone_times.append(time.perf_counter() - t)
    det_times = []
    seat = state.current_player if state.current_player is not None else 0
    for k in range(100):
        t = time.perf_counter()
        state.determinize(seat, k)
        det_times.append(time.perf_counter() - t)
    return {"game": game_id, "games": games, "actions/s": actions / elapsed,
            "cpu actions/s": actions / cpu,
            "mean actions": statistics.mean(lengths), "max actions": max(lengths),
            "clone ms": 1000 * statistics.median(clone_times),
            "determinize ms": 1000 * statistics.median(det_times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", choices=engine.GAMES, help="only this game")
    args = parser.parse_args()
    for game_id in [args.game] if args.game else engine.GAMES:
        r = bench_game(game_id, args.games)
        target = TARGETS.get(game_id)
        goal = f" (target {target:,})" if target else ""
        print(f"{r['game']}: {r['games']} random games, {r['actions/s']:.0f} actions/s, "
              f"{r['cpu actions/s']:.0f} actions/s of CPU time{goal}, "
              f"mean {r['mean actions']:.0f} actions (max {r['max actions']}), "
              f"clone {r['clone ms']:.2f} ms, determinize {r['determinize ms']:.2f} ms")


if __name__ == "__main__":
    main()
