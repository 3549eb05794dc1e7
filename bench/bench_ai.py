"""AI benchmarks per game: playouts, clone, determinize, ISMCTS speed and time budget.

Run: python3 bench/bench_ai.py [--quick] [--budget SECONDS] [--decisions N]
                               [--scenario S|all] [--games IDS]

For each game (herocard-duel, hero-realms, orc-wars with ``--scenario``,
default all six scenarios, one row each) it reports:

- random-playout actions per second (uniform legal action, as in a rollout);
- ``state.clone()`` and ``state.determinize(seat, seed)`` mean time (ms),
  over positions taken from random games at evenly spread depths;
- ISMCTS at a ``--budget`` second budget (default 1) on ``--decisions``
  of those real positions: how many decisions the bot ends early and its mean
  decision time as it plays; then, with its early stop switched off,
  iterations per CPU second (``time.process_time`` around ``choose``: the
  budget itself is wall-clock, so a loaded machine gives fewer iterations but
  about the same rate) beside the target (``TARGETS``), and how well the
  budget is kept: mean and max of ``bot.stats["seconds"] - budget`` and of
  the wall-clock time around ``choose`` minus the budget (ms).

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
from engine.ai.ismcts import Scorer  # noqa: E402

GAMES = ("herocard-duel", "hero-realms", "orc-wars")
# ISMCTS iterations per CPU second (issue 17): every Orc Wars scenario, the duel
TARGETS = {"herocard-duel": 2000, "orc-wars": 1000}


def options_for(game_id: str, scenario: str) -> dict | None:
    """The options of the benchmarked game (a scenario for games that have them)."""
    game = engine.load_game(game_id)
    if not game.scenarios:
        return None
    return {"scenario": game.scenarios[0] if scenario == "all" else scenario}


def playout_speed(game_id: str, options: dict | None, games: int) -> tuple[float, float]:
    """``(actions per second, mean actions per game)`` over ``games`` random games."""
    game = engine.load_game(game_id)
    total, start = 0, time.process_time()
    for seed in range(games):
        state = game.new_game(players=2, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            total += 1
    return total / (time.process_time() - start), total / games


def positions(game_id: str, options: dict | None, games: int, per_game: int) -> list:
    """Live states from ``games`` random games, ``per_game`` each at spread depths.

    Each state is rebuilt by replaying a random game's actions, so the
    positions are ones real play reaches, then moved on to the next position
    where ISMCTS has two or more candidate actions. Only states still in play.
    """
    game = engine.load_game(game_id)
    candidates = Scorer(game_id).candidates
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
            # on to the next position where the search has a real choice (two or
            # more candidates): elsewhere ISMCTS answers at once and says nothing
            for action in line[depth:]:
                if replay.is_over() or len(candidates(replay, replay.legal_actions())) >= 2:
                    break
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

    Each position is searched twice with the same seed: once by the bot as
    it plays (``early``: how many decisions it ended before the budget, by
    its early stop or a single legal action; ``real s``: its mean decision
    seconds), and once with the early stop switched off, which gives the
    iterations per second and the overshoot of the time budget (mean, max
    of ``bot.stats["seconds"] - budget`` and of the wall-clock time around
    ``choose`` minus the budget, in ms) over positions with two or more actions.
    """
    spec = f"ismcts:{budget:g}s"
    its, secs, over_stats, over_wall, real, early, cpus = [], [], [], [], [], 0, []
    for i, state in enumerate(states):
        bot = make_bot(spec, seed=i)
        try:
            bot.choose(SeatWindow(state, state.current_player))
        except NotImplementedError:
            return None
        real.append(float(bot.stats["seconds"]))
        early += bool(bot.stats.get("stopped_early")) or not bot.stats.get("iterations")
        if len(state.legal_actions()) < 2:
            continue
        bot = make_bot(spec, seed=i)
        bot._decided = lambda *args: False  # search to the end of the budget
        t, cpu = time.perf_counter(), time.process_time()
        bot.choose(SeatWindow(state, state.current_player))
        wall = time.perf_counter() - t
        cpus.append(time.process_time() - cpu)
        seconds = float(bot.stats["seconds"])
        its.append(int(bot.stats["iterations"]))
        secs.append(seconds)
        over_stats.append(1000 * (seconds - budget))
        over_wall.append(1000 * (wall - budget))

    def mean_max(values):
        return (statistics.mean(values), max(values)) if values else None

    return {"decisions": len(states), "early": early, "real s": statistics.mean(real),
            "full": len(its), "it/s": sum(its) / sum(cpus) if cpus and sum(cpus) else 0.0,
            "mean it": statistics.mean(its) if its else 0.0,
            "stats over ms": mean_max(over_stats), "wall over ms": mean_max(over_wall)}


def bench_game(game_id: str, args: argparse.Namespace, scenario: str | None = None) -> dict:
    """All figures for one game (see the module docstring)."""
    options = options_for(game_id, scenario or args.scenario)
    speed, length = playout_speed(game_id, options, args.playouts)
    per_game = max(1, args.decisions // args.position_games)
    states = positions(game_id, options, args.position_games, per_game)
    clone = mean_ms(lambda s, r: s.clone(), states, 20)
    det = mean_ms(lambda s, r: s.determinize(s.current_player, r), states, 5)
    search = ismcts_budget(states[:args.decisions], args.budget)
    return {"game": game_id + (f" ({options['scenario']})" if options else ""),
            "target": TARGETS.get(game_id), "act/s": speed, "length": length,
            "clone ms": clone, "det ms": det, "positions": len(states), "search": search}


def print_table(rows: list[dict], budget: float) -> None:
    """Print the figures as a plain text table on stdout."""
    head = (f"{'game':<34} {'playout act/s':>13} {'len':>4} {'clone ms':>8} {'determ ms':>9} "
            f"{'n':>3} {'early':>5} {'real s':>6} {'ISMCTS it/s':>11} {'it/dec':>6} "
            f"{'target':>6} {'over ms mean/max':>17} {'wall over mean/max':>18}")
    print(f"ISMCTS budget {budget:g} s per decision. early/real s: the bot as it plays; "
          "it/s and overshoot: early stop off")
    print(head)
    print("-" * len(head))

    def pair(values):
        return f"{'-':>17}" if values is None else f"{values[0]:>8.1f}/{values[1]:<8.1f}"

    for r in rows:
        s = r["search"]
        if s is None:
            search = f"{'ISMCTS n/a':>17}"
        else:
            target = f"{r['target']:>6}" if r["target"] else f"{'-':>6}"
            search = (f"{s['decisions']:>3} {s['early']:>5} {s['real s']:>6.2f} "
                      f"{s['it/s']:>11.0f} {s['mean it']:>6.0f} {target} "
                      f"{pair(s['stats over ms'])} "
                      f" {pair(s['wall over ms'])}")
        print(f"{r['game']:<34} {r['act/s']:>13.0f} {r['length']:>4.0f} {r['clone ms']:>8.3f} "
              f"{r['det ms']:>9.3f} {search}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (about half a minute)")
    parser.add_argument("--budget", type=float, default=1.0, help="ISMCTS seconds per decision")
    parser.add_argument("--decisions", type=int, help="ISMCTS decisions per game")
    parser.add_argument("--scenario", default="all", help="Orc Wars scenario, or all")
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma separated")
    args = parser.parse_args()
    args.playouts = 10 if args.quick else 50
    args.position_games = 2 if args.quick else 4
    if args.decisions is None:
        args.decisions = 4 if args.quick else 12
    rows = []
    for game_id in args.games.split(","):
        game = engine.load_game(game_id.strip())
        scenarios = [None]
        if game.scenarios:
            scenarios = game.scenarios if args.scenario == "all" else [args.scenario]
        for scenario in scenarios:
            rows.append(bench_game(game_id.strip(), args, scenario))
    print_table(rows, args.budget)


if __name__ == "__main__":
    main()
