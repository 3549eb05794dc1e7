"""``herotable simulate``: headless games between bots, and a results table.

    herotable simulate GAME --games N --bots B1,B2,... [--players N]
                      [--scenario S] [--option NAME=VALUE ...] [--seed S] [--jobs J] [--rotate]
                      [--json PATH]

Each game is played by ``engine.ai.arena.play_game`` with one bot spec per seat
(``engine.ai.make_bot`` specs: ``random``, ``heuristic``, ``ismcts``,
``ismcts:3s``, ``ismcts:2000it``, ``easy``/``normal``/``hard``). Game ``i`` gets a
seed derived from ``(seed, i)`` only, so a run is reproducible whatever the
number of processes. ``--jobs J`` > 1 spreads the games over ``J`` processes
(``concurrent.futures.ProcessPoolExecutor``). A progress bar goes to stderr
when it is a terminal; the table goes to stdout. Ctrl-C stops the pool and
prints the table of the games finished so far.

This module holds no game rules: it only counts what the arena reports.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import hashlib
import json
import math
import secrets
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .parser import CliError
from .simulate_args import add_parser  # noqa: F401  (the subcommand's arguments live there)

#: Python's own exit status for a run stopped by Ctrl-C (128 + SIGINT).
EXIT_INTERRUPTED = 130
#: The z value of a two-sided 95% interval.
Z95 = 1.959963984540054


@dataclass
class Plan:
    """A checked simulation request.

    ``bots``: one canonical spec per seat (``bot.spec``, padded to ``players``);
    ``options``: the game options passed to every game (``--scenario`` and
    ``--option`` items, e.g. ``{"scenario": id}``);
    ``seed``: the run seed every game seed is derived from.
    """

    game_id: str
    players: int
    games: int
    bots: list[str]
    seed: int
    options: dict = field(default_factory=dict)
    rotate: bool = False
    jobs: int = 1
    json_path: Path | None = None
    seat_names: list[str] = field(default_factory=list)

    def lineup(self, index: int) -> list[str]:
        """The bot spec of each seat in game ``index`` (rotated with ``--rotate``).

        With rotation game ``i`` seats bot ``(s + i) mod players`` in seat ``s``,
        so over a multiple of ``players`` games each bot sits in each seat
        equally often.
        """
        if not self.rotate:
            return list(self.bots)
        n = self.players
        return [self.bots[(s + index) % n] for s in range(n)]

    def task(self, index: int) -> dict:
        """The plain-data description of game ``index`` sent to a worker."""
        return {"index": index, "game_id": self.game_id, "players": self.players,
                "seed": game_seed(self.seed, index), "bots": self.lineup(index),
                "options": dict(self.options)}


def game_seed(seed: int, index: int) -> int:
    """Seed of game ``index`` (0-based) in a run with seed ``seed``.

    A 48-bit number from a BLAKE2 digest of both, the same in every process
    and independent of how the games are spread over processes.
    """
    digest = hashlib.blake2b(f"herotable-simulate:{seed}:{index}".encode(), digest_size=6)
    return int.from_bytes(digest.digest(), "big")


def make_plan(args: argparse.Namespace) -> Plan:
    """Check the ``simulate`` arguments; raise ``CliError`` (one line) when wrong.

    Checks: the game exists, ``--players`` within the game's range, ``--games``
    and ``--jobs`` at least 1, each bot spec known to ``engine.ai.make_bot``, no
    more specs than seats, ``--scenario`` and ``--option`` items against the
    game's option specs, and that the game accepts the resulting options.
    """
    import engine
    from engine.ai import make_bot

    from .sessions import game_and_players
    game, players = game_and_players(args.game, args.players)
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise CliError(f"--jobs must be at least 1, not {args.jobs}")
    specs = [s.strip() for s in args.bots.split(",")]
    if not all(specs):
        raise CliError(f"empty bot spec in {args.bots!r}")
    if len(specs) > players:
        raise CliError(f"--bots gives {len(specs)} bots for {players} players")
    canonical = []
    for spec in specs:
        try:
            canonical.append(make_bot(spec, 0).spec)
        except (ValueError, engine.EngineError) as exc:
            raise CliError(_one_line(exc)) from None
    specs = canonical
    bots = specs + [specs[-1]] * (players - len(specs))
    from .options import OptionError, options_from
    try:
        options = options_from(game, players, {"scenario": args.scenario},
                               getattr(args, "option", None) or [])
    except OptionError as exc:
        raise CliError(str(exc)) from None
    try:
        full = game.new_game(players=players, seed=0, options=options or None).options
    except engine.EngineError as exc:
        raise CliError(_one_line(exc)) from None
    names = full.get("names") if isinstance(full, dict) else None
    if not (isinstance(names, list) and len(names) == players):
        names = [f"Player {s + 1}" for s in range(players)]
    json_path = None
    if args.json is not None:
        json_path = Path(args.json).expanduser()
        if not json_path.parent.is_dir():
            raise CliError(f"--json: no folder {str(json_path.parent)!r}")
    seed = args.seed if args.seed is not None else secrets.randbelow(2 ** 31)
    return Plan(game_id=game.id, players=players, games=args.games, bots=bots, seed=seed,
                options=options, rotate=bool(args.rotate), jobs=args.jobs,
                json_path=json_path, seat_names=[str(n) for n in names])


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


# ----- playing --------------------------------------------------------------

def play_task(task: dict) -> dict:
    """Play one game described by ``task`` (from ``Plan.task``); return its record.

    The record is the arena's plain-data result plus ``index``, ``seed`` and
    ``bots`` (the lineup). Runs in worker processes, so it is a module-level
    function with plain arguments. Engine errors propagate to the caller.
    """
    from engine.ai import arena
    result = arena.play_game(task["game_id"], task["players"], task["seed"], task["bots"],
                             options=task["options"] or None)
    record = {"index": task["index"], "seed": task["seed"], "bots": list(task["bots"])}
    record.update(result)
    return record


def _ignore_sigint() -> None:
    """Worker initializer: Ctrl-C is the parent's business (it ends the pool)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_games(plan: Plan, on_done: Callable[[dict], None] | None = None) -> tuple[list[dict], bool]:
    """Play every game of ``plan``; return ``(records sorted by index, interrupted)``.

    ``on_done(record)`` is called after each game (in the calling process).
    With ``plan.jobs`` > 1 the games run in a process pool. Ctrl-C
    (``KeyboardInterrupt``) cancels the games not started, ends the worker
    processes and returns the finished records with ``interrupted`` true.
    An error inside a game raises ``CliError`` naming the game and its seed.
    """
    records: list[dict] = []

    def finished(record: dict) -> None:
        records.append(record)
        if on_done is not None:
            on_done(record)

    interrupted = False
    if plan.jobs == 1:
        try:
            for index in range(plan.games):
                task = plan.task(index)
                finished(_guarded(task, lambda t=task: play_task(t)))
        except KeyboardInterrupt:
            interrupted = True
    else:
        pool = cf.ProcessPoolExecutor(max_workers=min(plan.jobs, plan.games),
                                      initializer=_ignore_sigint)
        futures: dict = {}
        try:
            futures = {pool.submit(play_task, plan.task(i)): plan.task(i)
                       for i in range(plan.games)}
            for future in cf.as_completed(futures):
                task = futures[future]
                finished(_guarded(task, future.result))
        except KeyboardInterrupt:
            interrupted = True
            _stop_pool(pool)
        except BaseException:
            _stop_pool(pool)
            raise
        else:
            pool.shutdown(wait=True)
    records.sort(key=lambda r: r["index"])
    return records, interrupted


def _guarded(task: dict, call: Callable[[], dict]) -> dict:
    try:
        return call()
    except (KeyboardInterrupt, CliError):
        raise
    except Exception as exc:  # an engine or bot bug: name the game to reproduce it
        raise CliError(f"game {task['index']} (seed {task['seed']}, bots "
                       f"{','.join(task['bots'])}) failed: {type(exc).__name__}: "
                       f"{_one_line(exc)}") from None


def _stop_pool(pool: cf.ProcessPoolExecutor) -> None:
    """Cancel pending games and end the worker processes now (not after their game)."""
    pool.shutdown(wait=False, cancel_futures=True)
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for proc in processes:
        if proc.is_alive():
            proc.terminate()
    for proc in processes:
        proc.join(timeout=5)


# ----- figures ----------------------------------------------------------------

def wilson_interval(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval ``(low, high)`` (fractions 0-1) for ``wins`` of ``games``.

    ``z``: the normal quantile (1.96 for 95%). Returns ``(0.0, 1.0)`` for no
    games. Raises ``ValueError`` when ``wins`` is outside ``0..games``.
    """
    if not 0 <= wins <= games:
        raise ValueError(f"wins {wins} outside 0..{games}")
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Row:
    """Totals for one bot in one seat (``seat`` None: that bot over all seats)."""

    seat: int | None
    bot: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    actions: int = 0
    decisions: int = 0
    seconds: float = 0.0
    max_seconds: float = 0.0

    def add(self, record: dict, seat: int) -> None:
        """Count game ``record`` for the bot sitting in ``seat``."""
        winners = list(record.get("winners") or [])
        self.games += 1
        self.wins += seat in winners
        # one seat cannot draw: no winner there is a lost game (a solo hero fallen)
        self.draws += bool(record.get("finished", True)) and not winners and \
            len(record.get("bots", [])) > 1
        self.actions += int(record.get("actions", 0))
        self.decisions += int(_per_seat(record, "decisions")[seat])
        self.seconds += float(_per_seat(record, "seconds")[seat])
        self.max_seconds = max(self.max_seconds, float(_per_seat(record, "max_seconds")[seat]))

    def merge(self, other: "Row") -> None:
        """Add ``other``'s totals to this row."""
        self.games += other.games
        self.wins += other.wins
        self.draws += other.draws
        self.actions += other.actions
        self.decisions += other.decisions
        self.seconds += other.seconds
        self.max_seconds = max(self.max_seconds, other.max_seconds)


def _per_seat(record: dict, key: str) -> list:
    value = record.get(key)
    if isinstance(value, list):
        return value
    return [0] * len(record.get("bots", []))


def summarise(plan: Plan, records: list[dict]) -> list[Row]:
    """One ``Row`` per (seat, bot) that played, seat order then bot order.

    When a bot played in more than one seat (rotation, or the same spec in two
    seats) a total row with ``seat`` None follows for it.
    """
    rows: dict[tuple[int, str], Row] = {}
    for record in records:
        for seat, bot in enumerate(record["bots"]):
            rows.setdefault((seat, bot), Row(seat, bot)).add(record, seat)
    order = list(dict.fromkeys(plan.bots))
    ordered = sorted(rows.values(), key=lambda r: (r.seat, order.index(r.bot)
                                                   if r.bot in order else len(order)))
    totals: dict[str, Row] = {}
    seats_of: dict[str, set] = {}
    for row in ordered:
        totals.setdefault(row.bot, Row(None, row.bot)).merge(row)
        seats_of.setdefault(row.bot, set()).add(row.seat)
    extra = [totals[b] for b in order if b in totals and len(seats_of[b]) > 1]
    return ordered + extra


def results_table(plan: Plan, records: list[dict], interrupted: bool = False,
                  ascii: bool = False):
    """A ``rich.table.Table`` of ``records`` (see ``summarise``), caption with totals.

    ``ascii``: plain ASCII rules and separators (``herotable --ascii``).
    """
    from rich import box
    from rich.table import Table

    played = len(records)
    unfinished = sum(1 for r in records if not r.get("finished", True))
    draws = sum(1 for r in records if not r.get("winners") and r.get("finished", True)
                and len(r.get("bots", [])) > 1)
    lengths = [int(r.get("actions", 0)) for r in records]
    mean_len = sum(lengths) / played if played else 0.0
    dot = " | " if ascii else " · "
    title = f"{plan.game_id}"
    if plan.options.get("scenario"):
        title += f"{dot}{plan.options['scenario']}"
    title += f"{dot}{plan.players} players{dot}seed {plan.seed}"
    if plan.rotate:
        title += f"{dot}rotated"
    table = Table(title=title, box=box.ASCII if ascii else box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1),
                  collapse_padding=True)
    for header, justify in (("Seat", "left"), ("Bot", "left"), ("Games", "right"),
                            ("Wins", "right"), ("Win%", "right"), ("95% CI", "right"),
                            ("Draws", "right"), ("Length", "right"), ("ms/dec", "right"),
                            ("max ms", "right")):
        table.add_column(header, justify=justify, no_wrap=True)
    rows = summarise(plan, records)
    for i, row in enumerate(rows):
        low, high = wilson_interval(row.wins, row.games)
        seat = "all" if row.seat is None else _seat_label(plan, row.seat)
        table.add_row(
            seat, row.bot, str(row.games), str(row.wins),
            f"{100 * row.wins / row.games:.1f}" if row.games else "-",
            f"{100 * low:.1f}-{100 * high:.1f}",
            str(row.draws),
            f"{row.actions / row.games:.1f}" if row.games else "-",
            f"{1000 * row.seconds / row.decisions:.2f}" if row.decisions else "-",
            f"{1000 * row.max_seconds:.1f}",
            end_section=row.seat is not None and i + 1 < len(rows) and rows[i + 1].seat is None,
        )
    status = f"{played} of {plan.games} games (interrupted)" if interrupted \
        else f"{played} games"
    if unfinished:
        status += f"{dot}{unfinished} stopped unfinished"
    table.caption = (f"{status}{dot}{draws} draws{dot}mean length {mean_len:.1f} actions"
                     + (f" (min {min(lengths)}, max {max(lengths)})" if lengths else ""))
    return table


def _seat_label(plan: Plan, seat: int) -> str:
    name = plan.seat_names[seat] if seat < len(plan.seat_names) else ""
    if not name or name == f"Player {seat + 1}":
        return str(seat)
    return f"{seat} {name}"


def write_json(plan: Plan, records: list[dict], interrupted: bool) -> None:
    """Write the run and every game record to ``plan.json_path`` (plain JSON).

    Shape: ``{"game", "players", "options", "bots", "rotate", "seed", "games",
    "completed", "interrupted", "results": [record, ...]}``. Raises
    ``CliError`` when the file cannot be written.
    """
    data = {"game": plan.game_id, "players": plan.players, "options": plan.options,
            "bots": plan.bots, "rotate": plan.rotate, "seed": plan.seed,
            "games": plan.games, "completed": len(records), "interrupted": interrupted,
            "results": records}
    try:
        plan.json_path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        raise CliError(f"--json: {exc}") from None


def simulate_command(args: argparse.Namespace) -> int:
    """Run ``herotable simulate``; return the exit status (0, or 130 after Ctrl-C).

    Bad arguments and failing games raise ``CliError`` (the caller prints one
    line and exits 2).
    """
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeElapsedColumn, TimeRemainingColumn)

    plan = make_plan(args)
    ascii = bool(getattr(args, "ascii", False))
    err = Console(stderr=True)
    bar_columns = () if ascii else (BarColumn(),)
    progress = Progress(TextColumn("{task.description}"), *bar_columns, MofNCompleteColumn(),
                        TimeElapsedColumn(), TimeRemainingColumn(), console=err,
                        disable=not err.is_terminal, transient=True)
    with progress:
        bar = progress.add_task(plan.game_id, total=plan.games)
        records, interrupted = run_games(plan, lambda _r: progress.advance(bar))
    if plan.json_path is not None:
        write_json(plan, records, interrupted)
    out = Console()
    if not out.is_terminal:  # a file or a pipe: never squeeze the table into 80 columns
        out = Console(width=160)
    out.print(results_table(plan, records, interrupted, ascii=ascii))
    from .simulate_scores import scores_table
    scored = scores_table(plan, records, _seat_label, ascii=ascii)
    if scored is not None:
        out.print(scored)
    if interrupted:
        print(f"herotable: interrupted after {len(records)} of {plan.games} games",
              file=sys.stderr)
        return EXIT_INTERRUPTED
    return 0
