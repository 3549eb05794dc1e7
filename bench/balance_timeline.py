"""Heroes of Timeline team balance: heuristic bot against heuristic bot, every pair of
teams, both seats, with Wilson 95% intervals (docs/heroes-of-timeline.md, "Balance").

Run: python3 bench/balance_timeline.py [--games N] [--seed S] [--bots B] [--teams A,B,...]
Prints a Markdown table; asserts nothing. N games per ordered pair (seat 1 team
A against seat 2 team B, and the reverse), so 2N per pair of teams.
"""
from __future__ import annotations

import argparse
import itertools
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from tui.cli.simulate import wilson_interval  # noqa: E402

from engine.ai.arena import play_game  # noqa: E402
from engine.heroes_of_timeline.content import load_content, team_ids  # noqa: E402

GAME = "heroes-of-timeline"


# draws count half a win; the interval is the one `herotable simulate` prints
wilson = wilson_interval


def run(games: int, seed: int, bots: str, only: list | None = None) -> list[dict]:
    rows = []
    for a, b in itertools.combinations(team_ids(), 2):
        if only and not (a in only and b in only):
            continue
        score = {a: 0.0, b: 0.0}
        seat_wins = [0, 0]
        draws = 0
        for i in range(games):
            for teams in ((a, b), (b, a)):
                r = play_game(GAME, 2, seed + i, [bots, bots], {"teams": list(teams)})
                w = r["winners"]
                if not w:
                    draws += 1
                    score[a] += 0.5
                    score[b] += 0.5
                else:
                    score[teams[w[0]]] += 1
                    seat_wins[w[0]] += 1
        n = 2 * games
        lo, hi = wilson(score[a], n)
        rows.append({"a": a, "b": b, "n": n, "a_rate": score[a] / n, "lo": lo, "hi": hi,
                     "draws": draws, "seat1": seat_wins[0], "seat2": seat_wins[1]})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per ordered pair")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--teams", help="only pairs among these team ids (comma separated)")
    args = parser.parse_args()
    names = {t.id: t.name for t in load_content().teams.values()}
    start = time.process_time()
    rows = run(args.games, args.seed, args.bots, args.teams.split(",") if args.teams else None)
    print(f"| Team A | Team B | games | A wins | 95% interval | draws | seat 1 wins | seat 2 wins |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {names[r['a']]} | {names[r['b']]} | {r['n']} | {100 * r['a_rate']:.1f}% | "
              f"{100 * r['lo']:.1f}-{100 * r['hi']:.1f}% | {r['draws']} | {r['seat1']} | "
              f"{r['seat2']} |")
    print(f"\n{sum(r['n'] for r in rows)} games, {time.process_time() - start:.0f} s CPU "
          f"(python3 bench/balance_timeline.py --games {args.games} --seed {args.seed})")


if __name__ == "__main__":
    main()
