"""AI benchmarks per game: playouts, clone, determinize, ISMCTS speed and time budget.

Run: python3 bench/bench_ai.py [--quick] [--budget SECONDS] [--decisions N]
                               [--scenario S] [--games IDS]

For each game (herocard-duel, hero-realms, orc-wars with ``--scenario``,
default orc-camp) it reports:

- random-playout actions per second (uniform legal action, as in a rollout);
- ``state.clone()`` and ``state.determinize(seat, seed)`` mean time (ms),
  over positions taken from random games at evenly spread depths;
- ISMCTS iterations per second at a ``--budget`` second budget (default 1),
  over ``--decisions`` decisions from those real positions, and how well the
  budget is kept: mean and max of ``bot.stats["seconds"] - budget`` and of the
  wall-clock time around ``choose`` minus the budget (ms; negative = early).

Figures depend on machine load (do not run it beside other heavy jobs if you
want clean numbers). Asserts nothing; not part of the test run.
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
from engine.ai import SeatWindow, make_bot  # noqa: E402

GAMES = ("herocard-duel", "hero-realms", "orc-wars")


def options_for(game_id: str, scenario: str) -> dict | None:
    """The options of the benchmarked game (a scenario for games that have them)."""
    game = engine.load_game(game_id)
    return {"scenario": scenario} if game.scenarios else None


def playout_speed(game_id: str, options: dict | None, games: int) -> tuple[float, float]:
    """``(actions per second, mean actions per game)`` over ``games`` random games."""
    game = engine.load_game(game_id)
    total, start = 0, time.perf_counter()
    for seed in range(games):
        state = game.new_game(players=2, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            total += 1
    return total / (time.perf_counter() - start), total / games


def positions(game_id: str, options: dict | None, games: int, per_game: int) -> list:
    """Live states from ``games`` random games, ``per_game`` each at spread depths.

    Each state is rebuilt by replaying a random game's actions, so the
    positions are ones real play reaches. Only states still in play.
    """
    game = engine.load_game(game_id)
    found = []
    for seed in range(1000, 1000 + games):
        state = game.new_game(players=2, seed=seed, options=options)
        rng = random.Random(seed)
        line = []
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            line.append(action)
            state.apply(action)
        for j in range(per_game):
            depth = int(len(line) * (j + 0.5) / per_game)
            replay = game.new_game(players=2, seed=seed, options=options)
            for action in line[:depth]:
                replay.apply(action)
            if not replay.is_over():
                found.append(replay)
    return found


def mean_ms(call, items: list, repeat: int) -> float:
    """Mean milliseconds of ``call(item)`` over ``items``, each ``repeat`` times."""
    times = []
    for item in items:
        for r in range(repeat):
            t = time.perf_counter()
            call(item, r)
            times.append(time.perf_counter() - t)
    return 1000 * statistics.mean(times)


def ismcts_budget(states: list, budget: float) -> dict | None:
    """ISMCTS at ``budget`` seconds on each of ``states``; None if ISMCTS is not built.

    Returns ``{"decisions", "it/s", "mean it", "stats over ms" (mean, max),
    "wall over ms" (mean, max)}``.
    """
    spec = f"ismcts:{budget:g}s"
    its, secs, over_stats, over_wall = [], [], [], []
    for i, state in enumerate(states):
        bot = make_bot(spec, seed=i)
        window = SeatWindow(state, state.current_player)
        t = time.perf_counter()
        try:
            bot.choose(window)
        except NotImplementedError:
            return None
        wall = time.perf_counter() - t
        seconds = float(bot.stats.get("seconds", wall))
        its.append(int(bot.stats.get("iterations", 0)))
        secs.append(seconds)
        over_stats.append(1000 * (seconds - budget))
        over_wall.append(1000 * (wall - budget))
    return {"decisions": len(states), "it/s": sum(its) / sum(secs),
            "mean it": statistics.mean(its),
            "stats over ms": (statistics.mean(over_stats), max(over_stats)),
            "wall over ms": (statistics.mean(over_wall), max(over_wall))}


def bench_game(game_id: str, args: argparse.Namespace) -> dict:
    """All figures for one game (see the module docstring)."""
    options = options_for(game_id, args.scenario)
    speed, length = playout_speed(game_id, options, args.playouts)
    per_game = max(1, args.decisions // args.position_games)
    states = positions(game_id, options, args.position_games, per_game)
    clone = mean_ms(lambda s, r: s.clone(), states, 20)
    det = mean_ms(lambda s, r: s.determinize(s.current_player, r), states, 5)
    search = ismcts_budget(states[:args.decisions], args.budget)
    return {"game": game_id + (f" ({options['scenario']})" if options else ""),
            "act/s": speed, "length": length, "clone ms": clone, "det ms": det,
            "positions": len(states), "search": search}


def print_table(rows: list[dict], budget: float) -> None:
    """Print the figures as a plain text table on stdout."""
    head = (f"{'game':<26} {'playout act/s':>13} {'len':>5} {'clone ms':>8} {'determ ms':>9} "
            f"{'ISMCTS it/s':>11} {'it/dec':>7} {'n':>3} {'over ms mean/max':>17} "
            f"{'wall over mean/max':>18}")
    print(f"ISMCTS budget {budget:g} s per decision")
    print(head)
    print("-" * len(head))
    for r in rows:
        s = r["search"]
        if s is None:
            search = f"{'n/a':>11} {'':>7} {'':>3} {'':>17} {'':>18}"
        else:
            search = (f"{s['it/s']:>11.0f} {s['mean it']:>7.0f} {s['decisions']:>3} "
                      f"{s['stats over ms'][0]:>8.1f}/{s['stats over ms'][1]:<8.1f} "
                      f"{s['wall over ms'][0]:>9.1f}/{s['wall over ms'][1]:<8.1f}")
        print(f"{r['game']:<26} {r['act/s']:>13.0f} {r['length']:>5.0f} {r['clone ms']:>8.3f} "
              f"{r['det ms']:>9.3f} {search}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (about half a minute)")
    parser.add_argument("--budget", type=float, default=1.0, help="ISMCTS seconds per decision")
    parser.add_argument("--decisions", type=int, help="ISMCTS decisions per game")
    parser.add_argument("--scenario", default="orc-camp", help="Orc Wars scenario")
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma separated")
    args = parser.parse_args()
    args.playouts = 10 if args.quick else 50
    args.position_games = 2 if args.quick else 4
    if args.decisions is None:
        args.decisions = 4 if args.quick else 12
    rows = []
    for game_id in args.games.split(","):
        rows.append(bench_game(game_id.strip(), args))
    print_table(rows, args.budget)


if __name__ == "__main__":
    main()
