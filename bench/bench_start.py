"""Start-time benchmark: time to the first drawn frame, herotable against a bare Textual app.

Run: python3 bench/bench_start.py [--samples 15] [--timeout 30]
Reports figures; asserts nothing (tests never time anything).

Each sample is a fresh process on a pseudo-terminal of 80x24 (TERM
xterm-256color, an empty temporary save folder, Python allowed to write its
bytecode caches as an installed copy has them; a first warm-up sample of each
command writes them and is not counted). The clock runs from the
spawn to the first frame: the moment the footer's "palette" key appears in
what the process writes to the terminal (every screen measured, the bare
app's too, draws it in its first frame); then the process is killed. For
each herotable command the samples alternate with samples of a bare Textual
app (a Header, a Static and a Footer, run from this file with --bare), so a
busy machine slows both alike. Printed per command: the median of each side,
the ratio of the medians, and the target beside it (then the same for the
processes' CPU time, the steadier figure when the machine is busy):

- ``herotable`` (the title screen): at most 1.3x the bare app;
- ``herotable new herocard-duel --ai 2`` and
  ``herotable new orc-wars --scenario the-prisoner --ai 2``: at most 1.6x.

Other processes on the machine change every figure: say what else was running
when you quote them. ``--python`` runs both sides with another interpreter: a
venv made with ``pip install .`` has what a player has. The development venv
(``.[test]``) also has ``attrs`` (for hypothesis), which ``rich.pretty`` (behind
Textual's RichLog, our log panel) imports when it is there, and the bare app
never imports.
"""
from __future__ import annotations

import argparse
import fcntl
import os
import pathlib
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
SIZE = (80, 24)
MARKER = b"palette"
COMMANDS = [
    ("herotable (title screen)", [], 1.3),
    ("herotable new herocard-duel --ai 2", ["new", "herocard-duel", "--ai", "2"], 1.6),
    ("herotable new orc-wars --scenario the-prisoner --ai 2",
     ["new", "orc-wars", "--scenario", "the-prisoner", "--ai", "2"], 1.6),
]


def bare_app() -> None:
    """The reference: a Textual app with a Header, a Static and a Footer."""
    from textual.app import App
    from textual.widgets import Footer, Header, Static

    class Bare(App):
        def compose(self):
            yield Header()
            yield Static("a bare Textual app")
            yield Footer()

    Bare().run()


def first_frame(argv: list[str], env: dict, timeout: float) -> tuple[float, float]:
    """(wall seconds, CPU seconds) from spawning ``argv`` on an 80x24
    pseudo-terminal to ``MARKER`` on it; the CPU time is the process's own
    (user + system, read when it is reaped), which a busy machine moves less.

    Raises RuntimeError when the marker does not come within ``timeout``
    seconds (with the tail of what was written)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[1], SIZE[0], 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, cwd=ROOT, env=env,
                            start_new_session=True, close_fds=True)
    os.close(slave)
    seen = b""
    try:
        while True:
            left = timeout - (time.perf_counter() - start)
            if left <= 0:
                raise RuntimeError(f"no first frame within {timeout} s from {argv[2:]}: "
                                   f"{seen[-200:]!r}")
            ready, _, _ = select.select([master], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:          # the process ended and the terminal closed
                chunk = b""
            if not chunk:
                raise RuntimeError(f"{argv[2:]} ended before its first frame: {seen[-200:]!r}")
            seen += chunk
            if MARKER in seen:
                wall = time.perf_counter() - start
                break
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = status
        os.close(master)
    return wall, usage.ru_utime + usage.ru_stime


def main() -> int:
    """Measure every command against the bare app and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=15, help="samples per side and command")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per sample at most")
    parser.add_argument("--python", default=sys.executable, metavar="PATH",
                        help="the interpreter both sides run with (default: this one); "
                             "a venv made with `pip install .` has what a player has, "
                             "without the test extras")
    parser.add_argument("--only", metavar="TEXT", default="",
                        help="only the commands whose name contains TEXT (e.g. orc-wars)")
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bare:
        bare_app()
        return 0
    bare_argv = [args.python, str(pathlib.Path(__file__).resolve()), "--bare"]
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, TERM="xterm-256color", HEROTABLE_SAVE_DIR=folder,
                   COLUMNS=str(SIZE[0]), LINES=str(SIZE[1]))
        env.pop("TEXTUAL", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)    # bytecode caches, as an installed copy has
        commands = [c for c in COMMANDS if args.only in c[0]]
        for _, extra, _ in commands:                # warm-up: write them, count nothing
            first_frame(bare_argv, env, args.timeout)
            first_frame([args.python, "-m", "tui", *extra], env, args.timeout)
        print(f"time to the first frame at {SIZE[0]}x{SIZE[1]}, {args.samples} fresh processes "
              f"per side, alternating; medians in ms")
        print(f"{'command':<54} {'median':>7} {'bare':>7} {'ratio':>6} {'target':>7}"
              f"   CPU: {'ours':>5} {'bare':>5} {'ratio':>6}")
        for name, extra, target in commands:
            argv = [args.python, "-m", "tui", *extra]
            ours, bare = [], []
            for _ in range(args.samples):
                bare.append(first_frame(bare_argv, env, args.timeout))
                ours.append(first_frame(argv, env, args.timeout))
            mine = statistics.median(w for w, _ in ours)
            ref = statistics.median(w for w, _ in bare)
            cpu_mine = statistics.median(c for _, c in ours)
            cpu_ref = statistics.median(c for _, c in bare)
            ratio = mine / ref
            verdict = "ok" if ratio <= target else "OVER"
            print(f"{name:<54} {mine * 1000:>7.0f} {ref * 1000:>7.0f} {ratio:>5.2f}x "
                  f"{'<=' + str(target) + 'x':>7} {verdict:<4}      {cpu_mine * 1000:>5.0f} "
                  f"{cpu_ref * 1000:>5.0f} {cpu_mine / cpu_ref:>5.2f}x")
    print("reproduce: python3 bench/bench_start.py --samples", args.samples,
          *(["--only", args.only] if args.only else []),
          *(["--python", args.python] if args.python != sys.executable else []))
    return 0


if __name__ == "__main__":
    sys.exit(main())
