"""Engine benchmarks: random-playout speed, clone and determinize time, per case.

Run: python3 bench/bench_engine.py [--games N] [--only TEXT] [--profile CASE]

A case is one game with its options (an Orc Wars scenario, say); CASES lists
them, one line each: a new game adds its line there. Times are CPU time
(``time.process_time``), so other jobs on the machine move them less than
wall-clock time would. The target is ``TARGET`` random actions per second
in every case (issue 17). Reports figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import engine  # noqa: E402

TARGET = 20_000  # random actions per CPU second, every case (issue 17)


@dataclass(frozen=True)
class Case:
    """One benchmarked game: ``game`` id, ``options`` given to new_game, a short name."""

    name: str
    game: str
    options: dict = field(default_factory=dict)
    players: tuple = ()   # player counts to cycle through; () = the game's whole range


def _orc_wars(scenario: str) -> Case:
    return Case(f"orc-wars {scenario}", "orc-wars", {"scenario": scenario})


CASES = [
    Case("herocard-duel", "herocard-duel"),
    Case("hero-realms", "hero-realms"),
    Case("no-time-for-heroes", "no-time-for-heroes"),
    *[_orc_wars(s) for s in ("the-prisoner", "orc-camp", "the-relics", "bounty-hunter",
                             "the-great-hunt", "race-through-the-dark")],
    Case("heroes-of-timeline", "heroes-of-timeline"),
    Case("pack-of-heroes", "pack-of-heroes"),
    Case("pack-of-heroes draft+weapons", "pack-of-heroes",
         {"team_method": "draft", "weapons": "draft"}),
]


def _players(case: Case, game, seed: int) -> int:
    counts = case.players or tuple(range(game.min_players, game.max_players + 1))
    return counts[seed % len(counts)]


def _options(case: Case, game, players: int) -> dict | None:
    if not case.options:
        return None
    return dict(game.default_options(players), **case.options)


def playouts(case: Case, games: int) -> dict:
    """Play ``games`` random games of ``case``; CPU seconds spent in them and their lengths."""
    game = engine.load_game(case.game)
    actions, lengths = 0, []
    start = time.process_time()
    for seed in range(games):
        players = _players(case, game, seed)
        state = game.new_game(players=players, seed=seed, options=_options(case, game, players))
        rng = random.Random(seed)
        n = 0
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            n += 1
        actions += n
        lengths.append(n)
    cpu = time.process_time() - start
    return {"actions": actions, "cpu": cpu, "actions/s": actions / cpu if cpu else 0.0,
            "mean actions": statistics.mean(lengths), "max actions": max(lengths)}


def bench_case(case: Case, games: int) -> dict:
    """Playout speed plus median clone and determinize time of ``case`` (see module doc)."""
    result = playouts(case, games)
    game = engine.load_game(case.game)
    state = game.new_game(players=2, seed=0, options=_options(case, game, 2))
    rng = random.Random(0)
    for _ in range(100):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    clone_times, det_times = [], []
    for _ in range(200):
        t = time.process_time()
        state.clone()
        clone_times.append(time.process_time() - t)
    seat = state.current_player if state.current_player is not None else 0
    for k in range(100):
        t = time.process_time()
        state.determinize(seat, k)
        det_times.append(time.process_time() - t)
    # process_time ticks are coarse on some systems: means, not medians
    result.update({"case": case.name, "games": games,
                   "clone ms": 1000 * statistics.mean(clone_times),
                   "determinize ms": 1000 * statistics.mean(det_times)})
    return result


def selected(only: str | None) -> list[Case]:
    """The cases whose name contains ``only`` (all when None)."""
    return [c for c in CASES if only is None or only in c.name]


def print_head() -> None:
    """The table's header line."""
    print(f"{'case':32} {'games':>5} {'act/s (CPU)':>11} {'target':>7} {'ok':>3} "
          f"{'mean len':>8} {'max':>6} {'clone ms':>8} {'determ ms':>9}")


def print_rows(rows: list[dict]) -> None:
    """The figures as a plain table, with the target beside each speed."""
    for r in rows:
        ok = "yes" if r["actions/s"] >= TARGET else "NO"
        print(f"{r['case']:32} {r['games']:>5} {r['actions/s']:>11.0f} {TARGET:>7} {ok:>3} "
              f"{r['mean actions']:>8.0f} {r['max actions']:>6} {r['clone ms']:>8.3f} "
              f"{r['determinize ms']:>9.3f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per case")
    parser.add_argument("--only", help="only the cases whose name contains this")
    parser.add_argument("--profile", action="store_true",
                        help="cProfile the playouts of the selected cases instead")
    args = parser.parse_args()
    cases = selected(args.only)
    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        for case in cases:
            playouts(case, args.games)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    print_head()
    for case in cases:
        print_rows([bench_case(case, args.games)])


if __name__ == "__main__":
    main()
