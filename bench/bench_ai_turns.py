"""AI turn times: how long an AI seat thinks over a whole turn, per game and level.

Run: python3 bench/bench_ai_turns.py [--quick] [--levels normal,hard] [--turns N]
                                     [--games IDS] [--seed N]

Every seat of a 2-player game is the AI at the level (``engine.ai.LEVELS``),
built afresh for each decision with the TUI's seeding, as the app does. A
turn's time is the wall-clock time of all ``choose`` calls one seat makes
while the game's ``turn`` counter stays the same (the answers to the other
seat's attacks count for that other turn). The first ``--turns`` finished
turns are measured per game and level, over as many games as that takes.
Reported: turns, decisions and searched decisions per turn, and the median,
90th percentile and longest turn beside the target (normal about 2 s, hard
about 5 s a turn: ``TARGETS``). Asserts nothing; figures move with the load.

``--round N`` (issue 46): a 4-player Orc Wars game (``--scenario``, default The
Prisoner) with three ``normal`` AI seats and the easy bot standing in for the
person, N rounds: a round's time on screen is, over the AI seats' decisions,
the longer of each one's search and the pace it waits
(``tui.table.ai_turn``: the full pace for the first of a seat's run of
decisions, ``FOLLOW_ON`` of it for the next), the person's decisions left out.
Target: under 15 s a round (``ROUND_TARGET``).
"""
from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.ai import LEVELS, SeatWindow, make_bot  # noqa: E402

GAMES = ("herocard-duel", "hero-realms", "orc-wars")
ROUND_TARGET = 15.0     # seconds on screen for a round of three normal AI seats
TARGETS = {"normal": 2.0, "hard": 5.0}     # seconds a turn, "about" (issue 17)
SCENARIO = "orc-camp"


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def measure(game_id: str, level: str, turns: int, seed: int) -> dict:
    """Play 2-seat games of ``game_id`` with both seats AI at ``level`` until
    ``turns`` turns are finished; their times, decisions and searches."""
    game = engine.load_game(game_id)
    options = {"scenario": SCENARIO} if game.scenarios else None
    done: list[dict] = []
    g = 0
    while len(done) < turns:
        state = game.new_game(players=2, seed=seed + g, options=options)
        g += 1
        open_turns: dict = {}        # seat -> {"turn", "seconds", "decisions", "searched"}
        while not state.is_over() and len(done) < turns:
            seat = state.current_player
            turn = getattr(state, "turn", None)
            record = open_turns.get(seat)
            if record is not None and record["turn"] != turn:
                done.append(open_turns.pop(seat))
                record = None
            if record is None:
                record = open_turns[seat] = {"turn": turn, "seconds": 0.0, "decisions": 0,
                                             "searched": 0}
            bot_seed = (state.seed * 1_000_003 + seat * 10_007 + len(state.history)) % 2 ** 31
            bot = make_bot(level, bot_seed)
            start = time.perf_counter()
            action = bot.choose(SeatWindow(state, seat))
            record["seconds"] += time.perf_counter() - start
            record["decisions"] += 1
            record["searched"] += bool(bot.stats.get("iterations"))
            state.apply(action)
    seconds = [r["seconds"] for r in done]
    return {"game": game_id + (f" ({SCENARIO})" if options else ""), "level": level,
            "turns": len(done), "games": g,
            "decisions": statistics.mean(r["decisions"] for r in done),
            "searched": statistics.mean(r["searched"] for r in done),
            "median": statistics.median(seconds), "p90": quantile(seconds, 0.9),
            "max": max(seconds), "target": TARGETS.get(level)}


def measure_rounds(rounds: int, seed: int, scenario: str, pace: float) -> list[float]:
    """Seconds on screen of ``rounds`` Orc Wars rounds, seats 1-3 ``normal`` AI and
    seat 0 the easy bot for the person (see the module's docstring)."""
    from tui.table.ai_turn import FOLLOW_ON
    game = engine.load_game("orc-wars")
    times: list[float] = []
    g = 0
    while len(times) < rounds:
        state = game.new_game(players=4, seed=seed + g, options={"scenario": scenario})
        g += 1
        current, seconds, last = state.view(None).get("round"), 0.0, None
        while not state.is_over() and len(times) < rounds:
            seat = state.current_player
            level = "easy" if seat == 0 else "normal"
            bot = make_bot(level, (state.seed * 1_000_003 + seat * 10_007
                                   + len(state.history)) % 2 ** 31)
            start = time.perf_counter()
            action = bot.choose(SeatWindow(state, seat))
            think = time.perf_counter() - start
            if seat != 0:
                wait = pace * (FOLLOW_ON if last == seat else 1.0)
                seconds += max(wait, think)
            last = seat
            state.apply(action)
            now = state.view(None).get("round")
            if now != current:
                times.append(seconds)
                print(f"  round {current}: {seconds:.1f} s", flush=True)
                current, seconds = now, 0.0
    return times


def print_rows(rows: list[dict]) -> None:
    """The figures as a table."""
    print(f"{'game':24} {'level':7} {'turns':>5} {'dec/turn':>8} {'searched':>8} "
          f"{'median s':>8} {'p90 s':>6} {'max s':>6} {'target':>7}")
    for r in rows:
        target = f"~{r['target']:g} s" if r["target"] else "-"
        print(f"{r['game']:24} {r['level']:7} {r['turns']:>5} {r['decisions']:>8.1f} "
              f"{r['searched']:>8.1f} {r['median']:>8.2f} {r['p90']:>6.2f} {r['max']:>6.2f} "
              f"{target:>7}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="normal only, 4 turns a game")
    parser.add_argument("--levels", help="comma-separated levels (default normal,hard)")
    parser.add_argument("--turns", type=int, help="finished turns measured per game and level")
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round", type=int, default=0, metavar="N",
                        help="N Orc Wars rounds with three normal AI seats, pace included")
    parser.add_argument("--scenario", default="the-prisoner", help="for --round")
    parser.add_argument("--pace", type=float, default=0.6, help="for --round (seconds)")
    args = parser.parse_args()
    if args.round:
        print(f"Orc Wars ({args.scenario}), 4 seats: three normal AI, the person easy; "
              f"pace {args.pace:g} s")
        times = measure_rounds(args.round, args.seed, args.scenario, args.pace)
        print(f"round on screen: median {statistics.median(times):.1f} s, longest "
              f"{max(times):.1f} s   target under {ROUND_TARGET:g} s")
        return
    levels = (args.levels or ("normal" if args.quick else "normal,hard")).split(",")
    turns = args.turns or (4 if args.quick else 12)
    print(f"levels: {', '.join(f'{lv} = {LEVELS.get(lv, lv)}' for lv in levels)}; "
          f"{turns} turns per game and level, both seats AI")
    rows = []
    for level in levels:
        for game_id in args.games.split(","):
            rows.append(measure(game_id.strip(), level.strip(), turns, args.seed))
    print_rows(rows)


if __name__ == "__main__":
    main()
