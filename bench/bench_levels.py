"""Is each AI level stronger than the one below it? (issue 46)

    python bench/bench_levels.py [--games heroes-of-timeline,hero-realms] [--pairs 8]
                                 [--matches normal:easy,hard:normal] [--out FILE]

For each game (two seats; Orc Wars on The Prisoner) and each match
``upper:lower``, plays ``2 * pairs`` games with the seats swapped every
other game (same game seed for both orders), and prints the upper level's
wins beside the target: ``normal`` at least 65% against ``easy``, ``hard``
at least 55% against ``normal`` (draws count half). Each game's result is
appended to ``--out`` (JSON lines) as it comes, so a run cut short keeps
what it measured. Heavy: a normal-against-easy game takes 5-70 s, a
hard-against-normal one twice that. Never part of the test suite.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.arena import play_game  # noqa: E402

TARGETS = {("normal", "easy"): 0.65, ("hard", "normal"): 0.55}
OPTIONS = {"orc-wars": {"scenario": "the-prisoner"}}
GAMES = ("herocard-duel", "hero-realms", "no-time-for-heroes", "pack-of-heroes",
         "heroes-of-timeline", "orc-wars")


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate (``wins`` may hold halves)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def match(game: str, upper: str, lower: str, pairs: int, out) -> tuple[float, int]:
    """Play the match; returns (upper's score, games)."""
    score = 0.0
    played = 0
    for index in range(2 * pairs):
        seed = 1000 + index // 2
        seat = index % 2
        bots = [upper, lower] if seat == 0 else [lower, upper]
        began = time.perf_counter()
        result = play_game(game, 2, seed, bots, options=OPTIONS.get(game))
        winners = result["winners"]
        got = 1.0 if winners == [seat] else 0.5 if not winners else 0.0
        score += got
        played += 1
        line = {"game": game, "upper": upper, "lower": lower, "seed": seed, "seat": seat,
                "score": got, "actions": result["actions"],
                "upper_seconds": round(result["seconds"][seat], 2),
                "upper_decisions": result["decisions"][seat],
                "wall": round(time.perf_counter() - began, 1)}
        if out is not None:
            out.write(json.dumps(line) + "\n")
            out.flush()
    return score, played


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--matches", default="normal:easy,hard:normal")
    parser.add_argument("--out", default=None, help="JSON lines, one per game, as they end")
    args = parser.parse_args(argv)
    out = open(args.out, "a") if args.out else None
    for game in args.games.split(","):
        for pair in args.matches.split(","):
            upper, lower = pair.split(":")
            score, played = match(game, upper, lower, args.pairs, out)
            low, high = wilson(score, played)
            target = TARGETS.get((upper, lower))
            verdict = "" if target is None else (
                f"target >= {target:.0%}: " + ("met" if score / played >= target else "MISSED"))
            print(f"{game:20} {upper} vs {lower}: {score:g}/{played} = {score / played:.0%} "
                  f"(95% {low:.0%}-{high:.0%})  {verdict}", flush=True)
    if out is not None:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
