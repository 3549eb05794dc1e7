"""Pack of Heroes team balance: every pair of set teams, both seats, heuristic against heuristic.

Run: python3 bench/pack_balance.py [--games N] [--jobs J] [--seed S] [--markdown]
                                   [--minutes M] [--pairs A:B,C:D]
``--games``: games per pair of teams (split evenly over the two seat orders).
``--pairs``: play only these pairs of team ids (``elementeens:data-brigade``);
the table then has only the cells of those pairs (each pair counted from both
sides) and ``--`` where nothing was played.
``--minutes``: stop starting new rounds after M minutes of wall time; a
round is one game of every pair in each seat order, so every pair keeps the
same number of games, and the header says how many were played. Ctrl-C or
SIGTERM stops it the same way: the table of the complete rounds is printed.
Prints, for each team against each other team, its wins, draws and win rate
with a Wilson 95% interval, and flags any team winning more than 65% of its
games against another. Reports figures; asserts nothing.
(Until ``herotable simulate --option teams=...`` exists on main this script is the
way to play set-team match-ups headless.)
"""
from __future__ import annotations

import argparse
import itertools
import multiprocessing
import pathlib
import signal
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from tui.cli.simulate import wilson_interval  # noqa: E402
import engine  # noqa: E402
from engine.ai import SeatWindow, make_bot  # noqa: E402
from engine.pack_of_heroes.content import load_content  # noqa: E402

LIMIT = 65.0


# a draw is no win for either team (the cell shows "dN" beside it); the interval is
# the one `herotable simulate` prints
wilson = wilson_interval


def play(job: tuple) -> tuple:
    """One heuristic game: ``(team seat 0, team seat 1, seed)`` -> (teams, winners, actions)."""
    team0, team1, seed = job
    game = engine.load_game("pack-of-heroes")
    state = game.new_game(2, seed, {"teams": [team0, team1]})
    bots = [make_bot("heuristic", seed * 2 + i) for i in (0, 1)]
    n = 0
    while not state.is_over() and n < 5000:
        seat = state.current_player
        state.apply(bots[seat].choose(SeatWindow(state, seat)))
        n += 1
    return team0, team1, state.winners() if state.is_over() else [], n


def parse_pairs(text: str, teams: list[str]) -> list[tuple[str, str]]:
    """``"a:b,c:d"`` -> ``[("a", "b"), ("c", "d")]``, each a pair of known, different team ids."""
    pairs = []
    for item in text.split(","):
        a, sep, b = item.strip().partition(":")
        if not sep or a == b or a not in teams or b not in teams:
            sys.exit(f"--pairs: {item.strip()!r} is not two different team ids "
                     f"({', '.join(teams)})")
        if (a, b) not in pairs and (b, a) not in pairs:
            pairs.append((a, b))
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pair of teams")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    parser.add_argument("--minutes", type=float, default=None,
                        help="stop starting new rounds after this many minutes")
    parser.add_argument("--pairs", default=None,
                        help="only these pairs of team ids, e.g. knights-of-the-five-realms:"
                             "data-brigade,elementeens:data-brigade")
    args = parser.parse_args()
    teams = list(load_content().teams)
    half = max(1, args.games // 2)
    pairs = list(itertools.combinations(teams, 2))
    if args.pairs:
        pairs = parse_pairs(args.pairs, teams)
    jobs = []
    for k in range(half):                 # round-major: each round plays every pair twice
        for a, b in pairs:
            seed = args.seed * 1_000_000 + len(jobs)
            jobs.append((a, b, seed))
            jobs.append((b, a, seed + 1))
    per_round = 2 * len(pairs)
    start = time.perf_counter()
    deadline = start + 60 * args.minutes if args.minutes else None
    results = []
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    stream = pool.imap(play, jobs, chunksize=4) if pool else map(play, jobs)
    # Ctrl-C or SIGTERM stops it like --minutes: the table of the rounds played so far
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    interrupted = False
    try:
        for result in stream:
            results.append(result)
            if deadline and time.perf_counter() > deadline and len(results) % per_round == 0:
                break
    except KeyboardInterrupt:
        interrupted = True
    if pool:
        pool.terminate()
    rounds = len(results) // per_round
    stop_reason = "an interrupt" if interrupted else f"{args.minutes or 0:g} minutes"
    if rounds == 0:
        sys.exit("no complete round of games was played")
    results = results[:rounds * per_round]
    wins: dict = {}
    games: dict = {}
    draws: dict = {}
    lengths = []
    for t0, t1, winners, n in results:
        lengths.append(n)
        for me, other, seat in ((t0, t1, 0), (t1, t0, 1)):
            games[me, other] = games.get((me, other), 0) + 1
            wins[me, other] = wins.get((me, other), 0) + (winners == [seat])
            draws[me, other] = draws.get((me, other), 0) + (winners == [])
    names = load_content().teams
    worst = []
    short = {t: "".join(w[0].upper() for w in t.split("-") if w not in ("of", "the"))
             for t in teams}
    print(f"{len(results)} games ({rounds * 2} per pair, half with each seat order"
          f"{'' if rounds == half else f'; stopped after {stop_reason} of {half * 2} asked'}), "
          f"heuristic vs heuristic, {time.perf_counter() - start:.0f} s wall, "
          f"mean {sum(lengths) / len(lengths):.0f} actions")
    if args.markdown:
        print("| team | " + " | ".join(short[t] for t in teams) + " | overall |")
        print("|---" * (len(teams) + 2) + "|")
    for t in teams:
        cells = []
        total_w = total_n = 0
        for o in teams:
            if o == t:
                cells.append("-")
                continue
            if (t, o) not in games:
                cells.append("--")
                continue
            w, n, d = wins[t, o], games[t, o], draws[t, o]
            total_w, total_n = total_w + w, total_n + n
            lo, hi = wilson(w, n)
            rate = 100 * w / n
            worst.append((rate, t, o))
            cells.append(f"{rate:.0f} ({100 * lo:.0f}-{100 * hi:.0f})" + (f" d{d}" if d else ""))
        if not total_n:
            continue
        overall = 100 * total_w / total_n
        if args.markdown:
            print(f"| {names[t].name} ({short[t]}) | " + " | ".join(cells) + f" | {overall:.0f} |")
        else:
            print(f"{names[t].name:28} " + "  ".join(f"{c:>14}" for c in cells)
                  + f"  overall {overall:.0f}%")
    rate, t, o = max(worst)
    print(f"highest: {names[t].name} wins {rate:.1f}% against {names[o].name} "
          f"({'over' if rate > LIMIT else 'within'} the {LIMIT:.0f}% limit)")
    over = [(r, a, b) for r, a, b in worst if r > LIMIT]
    for r, a, b in sorted(over, reverse=True):
        print(f"  over: {names[a].name} {r:.0f}% vs {names[b].name}")


if __name__ == "__main__":
    main()
