"""The AI ladder (issue 46): is each level stronger than the one below it, in every game?

    python bench/ai_ladder.py calibrate [--games IDS] [--decisions N]
    python bench/ai_ladder.py run [--cells IDS] [--minutes M] [--jobs J] [--out FILE]
    python bench/ai_ladder.py table [--out FILE]

The levels search by the clock (``normal`` = ``ismcts:2s/turn``, ``hard`` =
``ismcts:5s/turn``), so a game between them depends on how busy the machine
is. The ladder plays them instead at fixed iteration budgets that match each
level's typical search: ``calibrate`` plays decisions of each game at each
level and stores the median iterations of a searched decision in
``bench/ladder_budgets.json`` (run it on a quiet machine); ``run`` then plays
``ismcts:Nit`` bots with those budgets, so every game is exact to repeat and
games can run in parallel (``--jobs``) without changing what they measure.

Cells (``CELLS``): in the symmetric games ``normal`` against ``easy`` (target:
at least 65% of the points, a draw half) and ``hard`` against ``normal`` (at
least 55%), seats swapped every other game on the same seed; in Orc Wars, per
scenario (the three the campaign opens with first) and side, ``normal`` in a
seat against ``easy`` and, as the baseline, ``easy`` in that seat against
``easy`` (target: 15 points above the baseline, or 90% where the baseline is
already over 75%). Each game's result is appended to ``--out`` (JSON lines)
as it ends; ``run`` reads it first and goes on where it stopped, and stops
starting games after ``--minutes`` (a slice: keep it under 30). Sequential
stopping: a cell stops once the 95% Wilson interval of its score lies wholly
on one side of its target, or at its cap (60 games; 30 an Orc Wars cell).
``table`` prints the cells from the results file, each beside its target.
Heavy: never part of the test suite.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.ai import SeatWindow, make_bot  # noqa: E402
from engine.ai.arena import play_game  # noqa: E402

HERE = Path(__file__).resolve().parent
BUDGETS = HERE / "ladder_budgets.json"
RESULTS = HERE / "ladder_results.jsonl"
SYMMETRIC = ("herocard-duel", "hero-realms", "no-time-for-heroes", "pack-of-heroes",
             "heroes-of-timeline")
SCENARIOS = ("the-prisoner", "orc-camp", "the-relics", "bounty-hunter", "the-great-hunt",
             "race-through-the-dark")
TARGETS = {("normal", "easy"): 0.65, ("hard", "normal"): 0.55}
CAP, CAP_ORC = 60, 30
SEED0 = 5000


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a score rate (``score`` may hold halves)."""
    if games == 0:
        return 0.0, 1.0
    p = score / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


# -- cells --------------------------------------------------------------------------
def cells() -> list[dict]:
    """Every cell, in the order they are played: the symmetric games, then Orc Wars
    scenario by scenario (``seat``: the seat the measured level plays; None: swapped)."""
    found = []
    for game in SYMMETRIC:
        for upper, lower in TARGETS:
            found.append({"id": f"{game}:{upper}-{lower}", "game": game, "upper": upper,
                          "lower": lower, "seat": None, "options": None, "cap": CAP})
    for scenario in SCENARIOS:
        for seat, side in ((0, "orc"), (1, "elves")):
            for upper in ("normal", "easy"):     # easy: the baseline
                found.append({"id": f"orc-wars:{scenario}:{side}:{upper}-easy",
                              "game": "orc-wars", "upper": upper, "lower": "easy",
                              "seat": seat, "options": {"scenario": scenario},
                              "cap": CAP_ORC})
    return found


def spec(level: str, game: str, budgets: dict) -> str:
    """The bot spec a level plays in the ladder: the heuristic for ``easy``, else
    ISMCTS at the calibrated iterations (KeyError: not calibrated for this game)."""
    if level == "easy":
        return "easy"
    return f"ismcts:{budgets[game][level]}it"


def game_plan(cell: dict, index: int, budgets: dict) -> dict:
    """The ``index``-th game of ``cell``: seed, seats and bot specs."""
    upper, lower = spec(cell["upper"], cell["game"], budgets), \
        spec(cell["lower"], cell["game"], budgets)
    if cell["seat"] is None:
        seed, seat = SEED0 + index // 2, index % 2
    else:
        seed, seat = SEED0 + index, cell["seat"]
    bots = [lower, lower]
    bots[seat] = upper
    return {"cell": cell["id"], "index": index, "game": cell["game"], "seed": seed,
            "seat": seat, "bots": bots, "options": cell["options"]}


def play(plan: dict) -> dict:
    """Play one planned game; its result line (``score``: the measured seat's points)."""
    began = time.perf_counter()
    result = play_game(plan["game"], 2, plan["seed"], plan["bots"], options=plan["options"])
    winners = result["winners"]
    seat = plan["seat"]
    score = 1.0 if winners == [seat] else 0.5 if not winners else 0.0
    return {**plan, "score": score, "winners": winners, "finished": result["finished"],
            "actions": result["actions"], "iterations": result["iterations"],
            "wall": round(time.perf_counter() - began, 1)}


def read_results(path: Path, budgets: dict | None = None) -> dict[str, list[dict]]:
    """``{cell id: [result lines]}`` from the results file (missing: empty).

    With ``budgets``, only the lines played at those budgets: a game's budgets
    change when it is calibrated again (after a speed-up, the levels search more
    in the same time), and the lines played before stay in the file as history."""
    found: dict[str, list[dict]] = {}
    by_id = {c["id"]: c for c in cells()}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                cell = by_id.get(row["cell"])
                if budgets is not None and cell is not None:
                    try:
                        wanted = sorted((spec(cell["upper"], cell["game"], budgets),
                                         spec(cell["lower"], cell["game"], budgets)))
                    except KeyError:
                        continue
                    if sorted(set(row["bots"])) != sorted(set(wanted)):
                        continue
                found.setdefault(row["cell"], []).append(row)
    return found


def verdict(cell: dict, rows: list[dict], baseline: list[dict] | None = None) -> tuple[str, str]:
    """``(state, words)``: state "open", "met", "missed" or "capped"."""
    games = len(rows)
    score = sum(r["score"] for r in rows)
    low, high = wilson(score, games)
    if cell["seat"] is None:
        target = TARGETS[(cell["upper"], cell["lower"])]
    elif cell["upper"] == "easy":
        return ("met" if games >= cell["cap"] else "open",
                f"baseline {score:g}/{games}")
    else:
        base = baseline or []
        if not base:
            return "open", f"{score:g}/{games} (no baseline yet)"
        rate = sum(r["score"] for r in base) / len(base)
        target = 0.90 if rate > 0.75 else min(1.0, rate + 0.15)
    words = f"{score:g}/{games} = {score / games if games else 0:.0%} (95% {low:.0%}-{high:.0%}), " \
            f"target {target:.0%}"
    if games and low >= target:
        return "met", words
    if games and high < target:
        return "missed", words
    if games >= cell["cap"]:
        return "capped", words
    return "open", words


def baseline_of(cell: dict, results: dict) -> list[dict] | None:
    if cell["game"] != "orc-wars" or cell["upper"] == "easy":
        return None
    return results.get(cell["id"].rsplit(":", 1)[0] + ":easy-easy")


# -- commands ---------------------------------------------------------------------------
def calibrate(games: list[str], decisions: int, path: Path) -> None:
    """Median iterations of a searched decision per game and level -> ``path``."""
    budgets = json.loads(path.read_text()) if path.exists() else {}
    for game_id in games:
        game = engine.load_game(game_id)
        options = {"scenario": "the-prisoner"} if game_id == "orc-wars" else None
        for level in ("normal", "hard"):
            counts: list[int] = []
            seed = 1
            while len(counts) < decisions:
                state = game.new_game(players=2, seed=seed, options=options)
                seed += 1
                while not state.is_over() and len(counts) < decisions:
                    seat = state.current_player
                    bot = make_bot(level, len(state.history))
                    action = bot.choose(SeatWindow(state, seat))
                    if bot.stats.get("iterations"):
                        counts.append(int(bot.stats["iterations"]))
                    state.apply(action)
            budgets.setdefault(game_id, {})[level] = max(1, int(statistics.median(counts)))
            print(f"{game_id:20} {level:7} median {budgets[game_id][level]} iterations a "
                  f"searched decision ({len(counts)} decisions)", flush=True)
            path.write_text(json.dumps(budgets, indent=1, sort_keys=True) + "\n")


def run(chosen: list[dict], minutes: float, jobs: int, out: Path, path: Path) -> None:
    """Play the open cells' next games until every cell settles or the slice ends."""
    budgets = json.loads(path.read_text())
    deadline = time.monotonic() + minutes * 60
    results = read_results(out, budgets)
    with cf.ProcessPoolExecutor(max_workers=jobs) as pool, out.open("a") as sink:
        running: dict = {}
        while True:
            for cell in chosen:
                if len(running) >= jobs or time.monotonic() > deadline:
                    break
                rows = results.get(cell["id"], [])
                under_way = sum(1 for p in running.values() if p["cell"] == cell["id"])
                state, _ = verdict(cell, rows, baseline_of(cell, results))
                if state != "open" or len(rows) + under_way >= cell["cap"]:
                    continue
                if cell["game"] not in budgets:
                    continue
                plan = game_plan(cell, len(rows) + under_way, budgets)
                running[pool.submit(play, plan)] = plan
            if not running:
                break
            done, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
            for future in done:
                running.pop(future)
                row = future.result()
                sink.write(json.dumps(row) + "\n")
                sink.flush()
                results.setdefault(row["cell"], []).append(row)
                print(f"{row['cell']}: game {row['index']} seed {row['seed']} -> "
                      f"{row['score']:g} ({row['wall']} s)", flush=True)
    table(out, path)


def table(out: Path, path: Path) -> None:
    """Print every cell with results at the budgets in ``path``, beside its target."""
    results = read_results(out, json.loads(path.read_text()))
    for cell in cells():
        rows = results.get(cell["id"])
        if rows:
            state, words = verdict(cell, rows, baseline_of(cell, results))
            wins = sum(1 for r in rows if r["score"] == 1.0)
            draws = sum(1 for r in rows if r["score"] == 0.5)
            print(f"{cell['id']:48} {state:7} {words}; {wins} won, {draws} drawn")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("calibrate", "run", "table"))
    parser.add_argument("--games", default=",".join((*SYMMETRIC, "orc-wars")))
    parser.add_argument("--decisions", type=int, default=40,
                        help="searched decisions per game and level (calibrate)")
    parser.add_argument("--cells", default="",
                        help="comma-separated prefixes of cell ids, played in this order (run; default all)")
    parser.add_argument("--minutes", type=float, default=25.0, help="the slice (run)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default=str(RESULTS))
    parser.add_argument("--budgets", default=str(BUDGETS))
    args = parser.parse_args(argv)
    out, budgets = Path(args.out), Path(args.budgets)
    if args.command == "calibrate":
        calibrate(args.games.split(","), args.decisions, budgets)
    elif args.command == "run":
        prefixes = [p for p in args.cells.split(",") if p]
        # in the order of the prefixes given (each prefix's cells in table order)
        chosen = cells() if not prefixes else \
            [c for p in prefixes for c in cells() if c["id"].startswith(p)]
        chosen = list({c["id"]: c for c in chosen}.values())
        run(chosen, args.minutes, args.jobs, out, budgets)
    else:
        table(out, budgets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
