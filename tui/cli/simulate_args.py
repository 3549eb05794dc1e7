"""The ``herotable simulate`` command line: only the argparse subcommand.

Kept apart from ``tui.cli.simulate`` (the games, the pool, the table) so that
building the parser for ``herotable`` itself, every start of the app, does
not import the process pool, hashing and the rest (issue 11: start time).
"""
from __future__ import annotations

import argparse
from typing import Any


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``simulate`` subcommand to ``sub`` (an argparse subparsers object).

    Returns the new parser. Argument types are checked by argparse (one-line
    ``CliError`` through ``tui.cli.Parser``); meanings are checked by
    ``make_plan``.
    """
    p = sub.add_parser("simulate", help="play headless games between bots and tabulate results")
    p.add_argument("game", help="game id (herotable new --help lists them)")
    p.add_argument("--games", type=int, required=True, metavar="N", help="how many games")
    p.add_argument("--bots", required=True, metavar="B1,B2,...",
                   help="one bot spec per seat, comma separated (the last repeats)")
    p.add_argument("--players", type=int, metavar="N", help="number of seats")
    p.add_argument("--scenario", metavar="S", help="scenario id (games that have scenarios)")
    from .options import add_option_argument
    add_option_argument(p)
    p.add_argument("--seed", type=int, metavar="S", help="run seed (default: random, printed)")
    p.add_argument("--jobs", type=int, default=1, metavar="J",
                   help="processes to play in (default 1: this process)")
    p.add_argument("--rotate", action="store_true",
                   help="rotate the bots around the seats from game to game")
    p.add_argument("--json", metavar="PATH", help="write every game's result to PATH as JSON")
    return p
