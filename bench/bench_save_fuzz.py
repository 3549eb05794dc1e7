"""Save fuzzing at scale: 10,000 seeded mutations per game, outcomes counted.

Run: python3 bench/bench_save_fuzz.py [--count 10000] [--seed 0] [--games g1,g2]
Target: 0 outcomes that are not a loaded, usable game or a one-line SaveError
(a crash, a hang over 10 s, a loaded state that cannot be played). Reports
figures; asserts nothing. The mutations are tests/saves/save_mutations.py
(the suite runs 560 per game: tests/saves/test_saves_fuzz_games.py).
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "saves"))

import engine  # noqa: E402
import save_mutations as sm  # noqa: E402
from race_game import GAME_ID as RACE, RaceGame  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000, help="mutations per game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games", help="comma-separated game ids (default: all and test-race)")
    args = parser.parse_args()
    ids = args.games.split(",") if args.games else [RACE, *engine.GAMES]
    engine.register(RACE, RaceGame)   # the saves tests' own game (tests/saves/race_game.py)
    print(f"{'game':<16}{'mutations':>10}{'loaded':>8}{'SaveError':>10}{'other':>7}"
          f"{'seconds':>9}")
    total_other = 0
    for game_id in ids:
        game = RaceGame() if game_id == RACE else engine.load_game(game_id)
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            outcomes = sm.run(pathlib.Path(folder), game_id, game, args.count, args.seed)
            took = time.perf_counter() - start
        kinds = outcomes.pop("kinds")
        other = {o: n for o, n in outcomes.items() if o not in ("ok", "SaveError")}
        total_other += sum(other.values())
        print(f"{game_id:<16}{args.count:>10}{outcomes.get('ok', 0):>8}"
              f"{outcomes.get('SaveError', 0):>10}{sum(other.values()):>7}{took:>9.1f}")
        for outcome, number in other.items():
            where = sorted(k for k, seen in kinds.items() if outcome in seen)
            print(f"    {number} x {outcome} (kinds: {', '.join(where)})")
    print(f"not a loaded game or a SaveError: {total_other} (target 0)")
    print(f"command: python3 bench/bench_save_fuzz.py --count {args.count} --seed {args.seed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
