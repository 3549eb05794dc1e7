"""Engine benchmarks: random-playout speed, clone and determinize time, per case.

Run: python3 bench/bench_engine.py [--games N] [--only TEXT] [--profile CASE]
     python3 bench/bench_engine.py --peers [--games N] [--only TEXT]

``--peers`` (issue 46) measures the selected cases' random playouts beside
OpenSpiel's pure-Python block dominoes in the same run, case and peer taking
turns, and prints each case's ratio beside the target (``PEER_TARGET``, Orc
Wars); then our ISMCTS iterations per CPU second on real positions beside
OpenSpiel's C++ ISMCTS on gin rummy (``bench/peers.py``). Without OpenSpiel
(``pip install open_spiel``, a benchmark's extra only) it prints one line and
skips.

A case is one game with its options (an Orc Wars scenario, say); CASES lists
them, one line each: a new game adds its line there. Times are CPU time
(``time.process_time``), so other jobs on the machine move them less than
wall-clock time would. The target is ``TARGET`` random actions per second
in every case (issue 17). Reports figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import engine  # noqa: E402

TARGET = 20_000  # random actions per CPU second, every case (issue 17)
PEER_TARGET = 1.5  # Orc Wars random playouts / OpenSpiel's Python dominoes (issue 46)
ISMCTS_TARGET = 1_000  # search iterations per CPU second, every game (issue 46)


@dataclass(frozen=True)
class Case:
    """One benchmarked game: ``game`` id, ``options`` given to new_game, a short name."""

    name: str
    game: str
    options: dict = field(default_factory=dict)
    players: tuple = ()   # player counts to cycle through; () = the game's whole range


def _orc_wars(scenario: str) -> Case:
    return Case(f"orc-wars {scenario}", "orc-wars", {"scenario": scenario})


CASES = [
    Case("herocard-duel", "herocard-duel"),
    Case("hero-realms", "hero-realms"),
    Case("no-time-for-heroes", "no-time-for-heroes"),
    *[_orc_wars(s) for s in ("the-prisoner", "orc-camp", "the-relics", "bounty-hunter",
                             "the-great-hunt", "race-through-the-dark")],
    Case("heroes-of-timeline", "heroes-of-timeline"),
    Case("pack-of-heroes", "pack-of-heroes"),
    Case("pack-of-heroes draft+weapons", "pack-of-heroes",
         {"team_method": "draft", "weapons": "draft"}),
]


def _players(case: Case, game, seed: int) -> int:
    counts = case.players or tuple(range(game.min_players, game.max_players + 1))
    return counts[seed % len(counts)]


def _options(case: Case, game, players: int) -> dict | None:
    if not case.options:
        return None
    return dict(game.default_options(players), **case.options)


def playouts(case: Case, games: int) -> dict:
    """Play ``games`` random games of ``case``; CPU seconds spent in them and their lengths."""
    game = engine.load_game(case.game)
    actions, lengths = 0, []
    start = time.process_time()
    for seed in range(games):
        players = _players(case, game, seed)
        state = game.new_game(players=players, seed=seed, options=_options(case, game, players))
        rng = random.Random(seed)
        n = 0
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            n += 1
        actions += n
        lengths.append(n)
    cpu = time.process_time() - start
    return {"actions": actions, "cpu": cpu, "actions/s": actions / cpu if cpu else 0.0,
            "mean actions": statistics.mean(lengths), "max actions": max(lengths)}


def bench_case(case: Case, games: int) -> dict:
    """Playout speed plus median clone and determinize time of ``case`` (see module doc)."""
    result = playouts(case, games)
    game = engine.load_game(case.game)
    state = game.new_game(players=2, seed=0, options=_options(case, game, 2))
    rng = random.Random(0)
    for _ in range(100):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    clone_times, det_times = [], []
    for _ in range(200):
        t = time.process_time()
        state.clone()
        clone_times.append(time.process_time() - t)
    seat = state.current_player if state.current_player is not None else 0
    for k in range(100):
        t = time.process_time()
        state.determinize(seat, k)
        det_times.append(time.process_time() - t)
    # process_time ticks are coarse on some systems: means, not medians
    result.update({"case": case.name, "games": games,
                   "clone ms": 1000 * statistics.mean(clone_times),
                   "determinize ms": 1000 * statistics.mean(det_times)})
    return result


def selected(only: str | None) -> list[Case]:
    """The cases whose name contains ``only`` (all when None)."""
    return [c for c in CASES if only is None or only in c.name]


def print_head() -> None:
    """The table's header line."""
    print(f"{'case':32} {'games':>5} {'act/s (CPU)':>11} {'target':>7} {'ok':>3} "
          f"{'mean len':>8} {'max':>6} {'clone ms':>8} {'determ ms':>9}")


def print_rows(rows: list[dict]) -> None:
    """The figures as a plain table, with the target beside each speed."""
    for r in rows:
        ok = "yes" if r["actions/s"] >= TARGET else "NO"
        print(f"{r['case']:32} {r['games']:>5} {r['actions/s']:>11.0f} {TARGET:>7} {ok:>3} "
              f"{r['mean actions']:>8.0f} {r['max actions']:>6} {r['clone ms']:>8.3f} "
              f"{r['determinize ms']:>9.3f}", flush=True)


def peers_table(cases: list[Case], games: int, rounds: int = 3) -> None:
    """The ``--peers`` comparison (module doc): ``rounds`` rounds, each playing every
    case then the dominoes, so both see the same machine; sums over the rounds."""
    import peers
    skipped = peers.available()
    if skipped:
        print(skipped)
        return
    ours = {c.name: [0, 0.0] for c in cases}
    theirs = [0, 0.0]
    for _ in range(rounds):
        for case in cases:
            r = playouts(case, games)
            ours[case.name][0] += r["actions"]
            ours[case.name][1] += r["cpu"]
        r = peers.dominoes_playouts(games * 4)
        theirs[0] += r["actions"]
        theirs[1] += r["cpu"]
    peer = theirs[0] / theirs[1]
    print(f"OpenSpiel python_block_dominoes: {peer:,.0f} random actions per CPU second")
    print(f"{'case':32} {'act/s (CPU)':>11} {'x peer':>7} {'target':>7}")
    for case in cases:
        actions, cpu = ours[case.name]
        ratio = actions / cpu / peer
        target = f"{PEER_TARGET:g}x" if case.game == "orc-wars" else "-"
        print(f"{case.name:32} {actions / cpu:>11,.0f} {ratio:>7.2f} {target:>7}", flush=True)
    import bench_ai
    from engine.ai import SeatWindow, make_bot
    gin = peers.gin_rummy_ismcts(decisions=12, simulations=300)
    print(f"OpenSpiel C++ ISMCTS, gin rummy: {gin['it/s']:,.0f} iterations per CPU second "
          f"({gin['decisions']} decisions x 300)")
    print(f"{'case':32} {'it/s (CPU)':>11} {'x peer':>7} {'target':>7}")
    for case in cases:
        states = bench_ai.positions(case.game, case.options or None, 4, 3)
        its, cpu = 0, 0.0
        for i, state in enumerate(states):
            bot = make_bot("ismcts:300it", seed=i)
            bot._decided = lambda *args: False  # search the whole budget
            t = time.process_time()
            bot.choose(SeatWindow(state, state.current_player))
            cpu += time.process_time() - t
            its += int(bot.stats.get("iterations") or 0)
        rate = its / cpu if cpu else 0.0
        print(f"{case.name:32} {rate:>11,.0f} {rate / gin['it/s']:>7.2f} "
              f"{ISMCTS_TARGET:>7,}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per case")
    parser.add_argument("--only", help="only the cases whose name contains this")
    parser.add_argument("--profile", action="store_true",
                        help="cProfile the playouts of the selected cases instead")
    parser.add_argument("--peers", action="store_true",
                        help="beside OpenSpiel's dominoes and gin rummy ISMCTS (module doc)")
    args = parser.parse_args()
    cases = selected(args.only)
    if args.peers:
        sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
        peers_table(cases, args.games)
        return
    if args.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
        for case in cases:
            playouts(case, args.games)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    print_head()
    for case in cases:
        print_rows([bench_case(case, args.games)])


if __name__ == "__main__":
    main()
