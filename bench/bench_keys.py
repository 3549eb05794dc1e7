"""Key-to-frame benchmark: how long each key press takes to reach the screen, per game.

Run: python3 bench/bench_keys.py [--actions 60] [--rss 50,500] [--root PATH]
Reports figures; asserts nothing (tests never time anything).

Each of the six games is played in one Textual Pilot session at 80x24, all
seats human, by key presses: the duel, Orc Wars and Hero Realms by the
key-press drivers of the TUI tests (``tests/tui/*_driver.py``), the other
three by the heuristic bot's choice pressed with ``tui_driver.press_for``
(hand-offs passed with Enter). Every key is timed from just before it is sent
to the first frame drawn after it: the headless driver draws nothing, so the
app here renders each compositor update to its terminal text as a terminal
driver would and stamps the moment. Both the process CPU time (the figure
compared with the target: other processes on a loaded machine do not change
it much) and the wall time are printed, as p50 and p95 per key, with:

- "plays a card": a key that applied a card play (an action whose kind
  starts with "play"); "applies an action": any key that applied one;
- "cursor move": an arrow or h/j/k/l key that applied nothing.

Joined seat (``--joined N``): the same duel seat at a local table and joined
to a host in this process over its Unix socket, the other seat a random bot
in both; Enter on an action to the first frame that shows it applied (for
the joined seat: after the host's update arrived). Target: the joined p95
within 10 ms of the local p95, same run.

Targets: p95 under 50 ms for every key, under 16 ms for a cursor move. A bare
Textual app updating one Static on a key is measured the same way as the
reference. Memory: RSS of the process after ``--rss`` actions of one Orc Wars
game (played on by new games of the same scenario if one ends), target: the
last within 10 MiB of the first (that run times nothing, so it waits less
between keys: ``_short_idle_waits``). ``--root`` measures another source tree (a
checkout of an older commit, for before/after figures in one run).
"""
from __future__ import annotations

import argparse
import os
import asyncio
import gc
import pathlib
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
SIZE = (80, 24)
TARGET_MS = 50.0
CURSOR_TARGET_MS = 16.0
RSS_TARGET_MIB = 10.0
CURSOR_KEYS = {"up", "down", "left", "right", "h", "j", "k", "l"}
GAMES = [("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}),
         ("orc-wars", 2, 3, {"scenario": "race-through-the-dark"}),
         ("hero-realms", 2, 1, {"names": ["Ana", "Bo"]}),
         ("no-time-for-heroes", 2, 4, None),
         ("heroes-of-timeline", 2, 4, None),
         ("pack-of-heroes", 2, 8, {"teams": ["elementeens", "guild-of-ghouls"],
                                   "weapons": "random"})]
JOINED_PACE = 0.3   # seconds: the AI's pace in the joined-seat comparison, both tables
DEBUG_JOINED = bool(os.environ.get("HEROTABLE_BENCH_DEBUG"))
DRIVEN = {"herocard-duel", "orc-wars", "hero-realms"}   # played by their tests' drivers


def _rss_mib() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class FrameClock:
    """Stamps (cpu, wall) of every frame an app draws; ``stamps`` is cleared per key."""

    def __init__(self):
        self.stamps: list[tuple[float, float]] = []

    def install(self, app) -> None:
        """Wrap ``app._display`` to render the update as a terminal would, then stamp."""
        from textual._compositor import CompositorUpdate
        original = app._display

        def display(screen, renderable):
            original(screen, renderable)
            if renderable is None or app._batch_count:
                return
            if isinstance(renderable, CompositorUpdate):
                renderable.render_segments(app.console)
            self.stamps.append((time.process_time(), time.perf_counter()))
        app._display = display


class KeyTimer:
    """Wraps ``pilot.press`` so every key is timed to its first frame, by category."""

    def __init__(self, pilot, clock: FrameClock, history):
        self.clock, self.history = clock, history
        self.samples: dict[str, list[tuple[float, float]]] = {}
        self._press = pilot.press
        pilot.press = self.press

    def _add(self, name: str, cpu: float, wall: float) -> None:
        self.samples.setdefault(name, []).append((cpu, wall))

    async def press(self, *keys: str) -> None:
        """Press each key alone; record its time to the first frame after it."""
        for key in keys:
            before = len(self.history())
            self.clock.stamps.clear()
            cpu0, wall0 = time.process_time(), time.perf_counter()
            await self._press(key)
            if not self.clock.stamps:
                await self._press("wait:1")   # let a deferred refresh draw
            if not self.clock.stamps:
                continue
            cpu, wall = self.clock.stamps[0]
            cpu, wall = (cpu - cpu0) * 1000, (wall - wall0) * 1000
            self._add(f"key {key}", cpu, wall)
            applied = self.history()[before:]
            if applied:
                self._add("applies an action", cpu, wall)
                if any(action.kind.startswith("play") for action in applied):
                    self._add("plays a card", cpu, wall)
            elif key in CURSOR_KEYS:
                self._add("cursor move", cpu, wall)


def _history(app):
    def current():   # the local table's history (screens hold no engine state)
        state = None
        for screen in reversed(app.screen_stack):
            session = getattr(screen, "session", None)
            if session is not None and getattr(session, "state", None) is not None:
                state = session.state.history
                break
        return state if state is not None else []
    return current


async def _play_game(game_id, players, seed, options, actions, folder):
    from tui.app import HerotableApp
    from tui.session import GameSession
    import ow_driver
    import tui_driver
    app = HerotableApp(GameSession.new(game_id, players, seed, options, folder))
    clock = FrameClock()
    async with app.run_test(size=SIZE) as pilot:
        clock.install(app)
        timer = KeyTimer(pilot, clock, _history(app))
        await pilot.pause()
        if game_id in DRIVEN:
            driver = ow_driver if game_id == "orc-wars" else tui_driver
            await driver.play(pilot, actions)
        else:
            await _play_by_bot(pilot, app, actions, seed)
    return timer.samples


async def _play_by_bot(pilot, app, actions: int, seed: int) -> int:
    """Play ``actions`` actions, each the heuristic bot's choice pressed as keys."""
    from engine.ai import SeatWindow, make_bot
    from tui.screens import GameOverScreen, GameScreen, HandoffScreen
    import tui_driver
    bots: dict[int, object] = {}
    done = 0
    while done < actions:
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
            continue
        if isinstance(screen, GameOverScreen) or not isinstance(screen, GameScreen) \
                or screen.state.is_over():
            break
        state = screen.session.state
        seat = state.current_player
        bot = bots.setdefault(seat, make_bot("heuristic", seed * 10 + seat))
        action = bot.choose(SeatWindow(state, seat))
        before = len(state.history)
        await tui_driver.press_for(pilot, action)
        await pilot.pause()
        if len(state.history) <= before:
            raise RuntimeError(f"{state.game.id}: not applied by keys: {action.label}")
        done += 1
    return done


async def _bare_reference(presses: int):
    from textual.app import App
    from textual.widgets import Footer, Static

    class Bare(App):
        BINDINGS = [("x", "bump", "Bump")]

        def compose(self):
            yield Static("0", id="n")
            yield Footer()

        def action_bump(self):
            self.count = getattr(self, "count", 0) + 1
            self.query_one("#n", Static).update(str(self.count))

    app, clock = Bare(), FrameClock()
    async with app.run_test(size=SIZE) as pilot:
        clock.install(app)
        timer = KeyTimer(pilot, clock, lambda: [])
        await pilot.pause()
        for _ in range(presses):
            await pilot.press("x")
    return timer.samples


async def _seat_keys(app, position, arrival, actions: int) -> list[tuple[float, float]]:
    """(cpu, wall) ms from an Enter that applies an action to the first frame drawn
    after the game's position changed on this screen, for ``actions`` decisions.

    ``position()``: the position the screen shows; ``arrival()``: the moment
    (perf_counter) the newest position reached this process's screen (a local
    table: the key itself)."""
    from tui.screens import GameOverScreen, GameScreen
    from tui.widgets import ActionList
    clock = FrameClock()
    samples = []
    async with app.run_test(size=SIZE) as pilot:
        clock.install(app)
        app.confirm_end_turn = False
        while len(samples) < actions:
            await pilot.pause(0.005)
            screen = app.screen
            if isinstance(screen, GameOverScreen) or screen.state.is_over():
                break
            if not isinstance(screen, GameScreen) or not screen.can_act():
                continue
            listing = screen.query_one(ActionList)
            if listing.highlighted is None:
                await pilot.press("down")
            before = position()
            clock.stamps.clear()
            cpu0, wall0 = time.process_time(), time.perf_counter()
            await pilot.press("enter")
            for _ in range(5000):
                if position() != before:
                    break
                await pilot.pause(0.001)
            seen = max(arrival(), wall0)
            if DEBUG_JOINED:
                print(f"    arrival +{(seen - wall0) * 1000:.1f} ms", flush=True)
            for _ in range(500):
                later = [stamp for stamp in clock.stamps if stamp[1] >= seen]
                if later:
                    samples.append(((later[0][0] - cpu0) * 1000, (later[0][1] - wall0) * 1000))
                    break
                await pilot.pause(0.001)
    return samples


def _joined_seat(actions: int, folder) -> dict:
    """A duel seat at a local table and the same seat joined to a host process
    (``herotable host``, Unix socket), the other seat a random bot in both: Enter to the frame showing
    the action applied."""
    from tui.app import HerotableApp
    from tui.session import GameSession
    from tui.table.remote import connect_local, open_table
    seats = [{"kind": "human"}, {"kind": "ai", "bot": "random"}]
    options = {"names": ["Ana", "Bo"]}
    results = {}
    local = GameSession.new("herocard-duel", 2, 1, options, folder, seats=seats)
    app = HerotableApp(local)
    # the AI's reply at a pace, as in play (tui/table/ai_turn.py): at pace 0 the host's
    # reply raced the key's own frame (two redraws before it), which no player sees
    app.ai_pace = JOINED_PACE
    results["local table"] = asyncio.run(_seat_keys(
        app, lambda: len(local.state.history), lambda: 0.0, actions))
    # the host is its own process, as it is for players (in this process it would
    # share the GIL with the screen it serves)
    import os
    import subprocess
    runtime = pathlib.Path(folder) / "xdg"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "PYTHONPATH": str(ROOT),
           "HEROTABLE_AI_PACE": str(JOINED_PACE)}
    host = subprocess.Popen([sys.executable, "-m", "tui", "--save-dir", str(folder), "host",
                             "herocard-duel", "--names", "Ana,Bo", "--ai", "2:random",
                             "--seed", "1"],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=str(ROOT))
    name = host.stdout.readline().split()[1].rstrip(":")
    runs = runtime / "herotable"
    table = open_table(connect_local(runs, name), None, seat=0)
    arrived = [0.0]
    notify = table._notify

    def stamped():
        arrived[0] = time.perf_counter()
        notify()
    table._notify = stamped
    results["joined seat"] = asyncio.run(_seat_keys(
        HerotableApp(table), lambda: table.seat_state.position, lambda: arrived[0], actions))
    table.close()
    host.terminate()
    host.wait(10)
    return results


def _pct(values: list[float], q: float) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def _report(title: str, samples: dict) -> None:
    print(f"\n{title}")
    print(f"  {'key':22} {'n':>4} {'p50 cpu':>8} {'p95 cpu':>8} {'p95 wall':>9}  target")
    for name in sorted(samples, key=lambda n: (not n.startswith(("plays", "applies", "cursor")), n)):
        rows = samples[name]
        cpu, wall = [r[0] for r in rows], [r[1] for r in rows]
        target = CURSOR_TARGET_MS if name == "cursor move" else TARGET_MS
        p95 = _pct(cpu, 95)
        mark = "ok" if p95 < target else "MISSED"
        print(f"  {name:22} {len(rows):4d} {_pct(cpu, 50):7.1f}ms {p95:7.1f}ms "
              f"{_pct(wall, 95):8.1f}ms  p95 < {target:.0f} ms  {mark}")


class _short_idle_waits:
    """While inside, Pilot's wait after each key polls every 2 ms instead of 20 ms.

    ``Pilot.press`` waits after each key until the process has been idle for
    one poll of ``textual._wait.SLEEP_GRANULARITY`` (1/50 s in Textual 8.2.8),
    and polls again while a save worker runs; over the RSS run's ~1,500 keys
    that waiting was about 3 of its 4 minutes (wall ~3.5 times CPU), which
    put ``run_all.py --quick`` over 5 minutes. Each key is still processed
    before the next is sent (``_wait_for_screen``); the memory measured is the
    same (RSS within 1 MiB at 50 and 150 actions either way). Used only for
    the RSS run: the key timings keep Textual's own waits.
    """

    def __enter__(self):
        import textual._wait as wait
        self._wait = wait
        # a Textual without these names waits its own way: then nothing changes
        self._old = (getattr(wait, "SLEEP_GRANULARITY", None), getattr(wait, "SLEEP_IDLE", None))
        if None not in self._old:
            wait.SLEEP_GRANULARITY, wait.SLEEP_IDLE = 0.002, 0.0001
        return self

    def __exit__(self, *exc):
        if None not in self._old:
            self._wait.SLEEP_GRANULARITY, self._wait.SLEEP_IDLE = self._old


async def _rss_run(points: list[int], folder) -> list[tuple[int, float]]:
    """RSS after each count in ``points`` of Orc Wars actions played by keys."""
    from tui.app import HerotableApp
    from tui.session import GameSession
    import ow_driver
    name, players, seed, options = GAMES[1]
    found, played = [], 0
    while points[len(found):]:
        app = HerotableApp(GameSession.new(name, players, seed, options, folder))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            while points[len(found):]:
                goal = points[len(found)]
                steps = await ow_driver.play(pilot, goal - played)
                played += steps
                if played < goal:       # the game ended: play on in a new one
                    seed += 1
                    break
                found.append((played, _rss_mib()))
                print(f"  RSS after {played} actions: {found[-1][1]:.1f} MiB", flush=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=60, help="actions per game (default 60)")
    parser.add_argument("--rss", default="50,500", help="action counts for RSS (default 50,500)")
    parser.add_argument("--root", default=str(ROOT), help="source tree to measure")
    parser.add_argument("--games", default="all", help="comma-separated game ids (default all)")
    parser.add_argument("--joined", type=int, default=40,
                        help="decisions of the joined-seat comparison (0: none; default 40)")
    parser.add_argument("--quick", action="store_true",
                        help="20 actions per game (run_all.py --quick; the RSS run is kept)")
    args = parser.parse_args()
    if args.quick:
        args.actions = min(args.actions, 20)
    root = pathlib.Path(args.root).resolve()
    sys.path[:0] = [str(root), str(root / "tests" / "tui")]
    print(f"bench_keys: {root}, Pilot {SIZE[0]}x{SIZE[1]}, {args.actions} actions per game; "
          "figures in ms of process CPU time (wall beside)")
    _report("bare Textual app (one Static updated per key): reference",
            asyncio.run(_bare_reference(40)))
    wanted = None if args.games == "all" else set(args.games.split(","))
    with tempfile.TemporaryDirectory() as folder:
        for game_id, players, seed, options in GAMES:
            if wanted and game_id not in wanted:
                continue
            samples = asyncio.run(_play_game(game_id, players, seed, options, args.actions,
                                             pathlib.Path(folder)))
            _report(f"{game_id} ({players} players, seed {seed})", samples)
            gc.collect()
        if args.joined:
            found = _joined_seat(args.joined, pathlib.Path(folder))
            print("\njoined seat (herocard-duel, seat 1 at the keys, seat 2 a random bot): "
                  "Enter to the frame showing the action")
            local_p95 = _pct([w for _, w in found["local table"]], 95)
            for name, rows in found.items():
                wall = [w for _, w in rows]
                print(f"  {name:14} n={len(rows):3d}  p50 {_pct(wall, 50):6.1f}ms  "
                      f"p95 {_pct(wall, 95):6.1f}ms wall  p95 cpu "
                      f"{_pct([c for c, _ in rows], 95):6.1f}ms")
            gap = _pct([w for _, w in found["joined seat"]], 95) - local_p95
            print(f"  joined p95 - local p95: {gap:+.1f} ms   target within 10 ms  "
                  f"{'ok' if gap <= 10 else 'MISSED'}")
        if args.rss:
            points = sorted(int(p) for p in args.rss.split(","))
            print(f"\nmemory: one Orc Wars game by keys ({GAMES[1][3]['scenario']})")
            with _short_idle_waits():
                found = asyncio.run(_rss_run(points, pathlib.Path(folder)))
            growth = found[-1][1] - found[0][1]
            mark = "ok" if growth <= RSS_TARGET_MIB else "MISSED"
            print(f"  growth {found[0][0]} -> {found[-1][0]} actions: {growth:+.1f} MiB   "
                  f"target within {RSS_TARGET_MIB:.0f} MiB  {mark}")


if __name__ == "__main__":
    main()
