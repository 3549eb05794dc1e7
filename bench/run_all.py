"""Every benchmark in one command, each figure printed beside its target (issue 17).

Run: python3 bench/run_all.py [--quick] [--only NAME,...]

``--quick`` runs each bench in its short form (the whole run stays under
five minutes on the shared 2-core machine); without it every bench runs in
full, with no cap. Benches are run one after another as child processes
(``BENCHES``: name, script, quick arguments, full arguments), so one that
fails or is missing does not stop the others; a bench script another part of
the project adds (``bench_keys.py``) is run when it is there. The machine's
load (``os.getloadavg``) is printed before and after: the figures are CPU
time where the bench can measure it so, and move less with the load than
wall-clock time would, but not nothing. Asserts nothing; the exit status is
1 when a bench failed to run.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent

# name, script, arguments for --quick, arguments for the full run
BENCHES = [
    ("engine", "bench_engine.py", ["--games", "5"], ["--games", "100"]),
    ("ai", "bench_ai.py", ["--quick", "--budget", "0.5"], []),
    ("ai turns", "bench_ai_turns.py", ["--quick"], []),
    ("saves", "bench_saves.py", ["--repeat", "3"], []),
    ("keys", "bench_keys.py", ["--quick"], []),
    ("start", "bench_start.py", ["--samples", "3"], ["--samples", "15"]),   # issue 11's figure
]


def load() -> str:
    """The 1, 5 and 15 minute load averages, as text."""
    try:
        return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "load average unknown"


def run(name: str, script: str, args: list[str]) -> tuple[bool, float]:
    """Run one bench script, its output passed through; (ran fine, wall seconds)."""
    path = HERE / script
    print(f"\n=== {name}: python3 bench/{script} {' '.join(args)}".rstrip(), flush=True)
    if not path.exists():
        print(f"(bench/{script} is not in this tree: skipped)", flush=True)
        return True, 0.0
    if "--quick" in args and "--quick" not in path.read_text():
        args = [a for a in args if a != "--quick"]
    start = time.perf_counter()
    done = subprocess.run([sys.executable, str(path), *args], cwd=HERE.parent)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        print(f"(bench/{script} failed with exit status {done.returncode})", flush=True)
    return done.returncode == 0, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs (under 5 minutes)")
    parser.add_argument("--only", help="comma-separated bench names: " +
                        ", ".join(b[0] for b in BENCHES))
    args = parser.parse_args()
    wanted = None if args.only is None else {n.strip() for n in args.only.split(",")}
    print(f"herotable benches ({'quick' if args.quick else 'full'}), {load()}", flush=True)
    start, failed, times = time.perf_counter(), [], []
    for name, script, quick, full in BENCHES:
        if wanted is not None and name not in wanted:
            continue
        ok, seconds = run(name, script, quick if args.quick else full)
        times.append(f"{name} {seconds:.0f} s")
        if not ok:
            failed.append(name)
    print(f"\nall benches: {time.perf_counter() - start:.0f} s ({', '.join(times)}); {load()}")
    if failed:
        print(f"failed: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
