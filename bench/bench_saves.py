"""Save benchmarks: write time, read time and file size for games of 50, 500 and 5000 actions.

Run: python3 bench/bench_saves.py [--game herocard-duel] [--seed 0] [--repeat 5] [--sizes 50,500,5000]
Reports figures; asserts nothing (tests never time anything).

The games: one long herocard-duel (options {"target_vp": 20}, the most the
rules allow) played by a seeded random chooser that takes a "quiet" action
(pass, end of phase, draw, discard, clear, refresh) whenever one is legal,
90% of the time, so attacks are rare and the game runs long. The 50-, 500-
and 5000-action saves are that one game cut after 50, 500 and 5000 actions
(it is not over at 5000). A plain random game of the duel lasts about 360
actions; the rules cap target_vp at 20, which alone gives about 1,100-1,350.

Columns: file size; write (``saves.write``: build, encode, seal, temp file,
fsync, backup link, rename, folder fsync: wall-clock time, since the fsyncs
wait on the disk, and its CPU time beside it), read (``saves.read`` of a
sealed file) and verify (``saves.verify``), both replaying with every action
checked for legality since issue 19 (there is no trusted fast replay any
more), in CPU time (``time.process_time``), each the best of --repeat runs;
and the ratio of each read time to the previous, smaller game's.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
import saves  # noqa: E402

SIZES = (50, 500, 5000)
QUIET = {"pass", "end_turn", "end_clear", "end_discard", "draw", "refresh", "clear",
         "discard"}


def long_game(game_id: str, seed: int, actions: int):
    """A game of ``actions`` actions (fewer only if it ends first), as described above."""
    game = engine.load_game(game_id)
    options = {"target_vp": 20} if game_id == "herocard-duel" else None
    state = game.new_game(players=2, seed=seed, options=options)
    chooser = random.Random(seed)
    while not state.is_over() and len(state.history) < actions:
        legal = state.legal_actions()
        quiet = [a for a in legal if a.kind in QUIET]
        state.apply(chooser.choice(quiet if quiet and chooser.random() < 0.9 else legal))
    return state


def _best_seconds(action, repeat: int, clock=time.process_time) -> float:
    """The fastest of ``repeat`` runs (as timeit does: the others are the machine's noise)."""
    times = []
    for _ in range(repeat):
        start = clock()
        action()
        times.append(clock() - start)
    return min(times)


def bench(game_id: str, seed: int, repeat: int, sizes=SIZES) -> list[dict]:
    """Figures for each size in ``sizes`` (default SIZES)."""
    whole = long_game(game_id, seed, max(sizes))
    game = engine.load_game(game_id)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-saves-") as folder:
        for size in sizes:
            state = game.new_game(players=2, seed=seed, options=whole.options)
            for action in whole.history[:size]:
                state.apply(action)
            path = pathlib.Path(folder) / f"game-{size}.htsave"
            saves.write(path, state)                     # folder key, first file
            write = _best_seconds(lambda: saves.write(path, state), repeat, time.perf_counter)
            write_cpu = _best_seconds(lambda: saves.write(path, state), repeat)
            assert saves.read(path).sealed
            read = _best_seconds(lambda: saves.read(path), repeat)
            verify = _best_seconds(lambda: saves.verify(path), repeat)
            rows.append({"actions": len(state.history), "bytes": path.stat().st_size,
                         "write": write, "write cpu": write_cpu, "read": read,
                         "verify": verify})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="herocard-duel")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)),
                        help="action counts, e.g. 20000 for the longest game a save holds "
                             "(saves.MAX_ACTIONS)")
    args = parser.parse_args()
    sizes = tuple(int(n) for n in args.sizes.split(","))
    rows = bench(args.game, args.seed, args.repeat, sizes)
    print(f"{args.game}, seed {args.seed}, best of {args.repeat}; "
          f"herotable {saves.engine_version()}, save format {saves.FORMAT}")
    print(f"{'actions':>8} {'size KiB':>9} {'write ms':>9} {'(CPU)':>6} {'read ms':>9} {'x prev':>7} "
          f"{'verify ms':>10} {'x prev':>7} {'read us/act':>12}")
    previous = None
    for row in rows:
        ratio_read = f"{row['read'] / previous['read']:.1f}" if previous else "-"
        ratio_verify = f"{row['verify'] / previous['verify']:.1f}" if previous else "-"
        print(f"{row['actions']:>8} {row['bytes'] / 1024:>9.1f} {row['write'] * 1e3:>9.1f} "
              f"{row['write cpu'] * 1e3:>6.1f} "
              f"{row['read'] * 1e3:>9.1f} {ratio_read:>7} {row['verify'] * 1e3:>10.1f} "
              f"{ratio_verify:>7} {row['read'] / row['actions'] * 1e6:>12.1f}")
        previous = row
    first, last = rows[0], rows[-1]
    print(f"read time ratio {last['actions']}/{first['actions']} actions: "
          f"{last['read'] / first['read']:.1f} (read), {last['verify'] / first['verify']:.1f} "
          f"(verify), for {last['actions'] / first['actions']:.0f}x the actions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
