"""The argument parser of ``herotable`` (``tui.cli``): every subcommand and its
arguments, and one-line errors instead of argparse's usage dumps."""
from __future__ import annotations

import argparse


class CliError(Exception):
    """A one-line error for the user; ``main`` prints it and exits 2."""


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors instead of usage dumps."""

    def error(self, message: str):  # noqa: D102 - argparse hook
        raise CliError(message)


def _global_options(parser: argparse.ArgumentParser, top: bool) -> None:
    default = None if top else argparse.SUPPRESS
    parser.add_argument("--save-dir", metavar="DIR", default=default,
                        help="save folder (default: HEROTABLE_SAVE_DIR or your data folder)")
    parser.add_argument("--ascii", action="store_true", default=False if top else
                        argparse.SUPPRESS, help="draw with plain ASCII, no box drawing")
    parser.add_argument("--guest", action="store_true", default=False if top else
                        argparse.SUPPRESS, help="guest mode, for an SSH login that runs "
                        "herotable only (also HEROTABLE_GUEST=1): files from the save "
                        "folder only, no host, no shell")


def _game_ids() -> tuple[str, ...]:
    import engine     # the registry only: no game is imported
    return engine.GAMES


def _new_arguments(new: argparse.ArgumentParser, game_required: bool = True) -> None:
    """The arguments of ``new`` (``host`` takes them too, its GAME optional)."""
    new.add_argument("game", nargs=None if game_required else "?",
                     help=f"game id: {', '.join(_game_ids())}")
    new.add_argument("--players", type=int, help="number of players")
    new.add_argument("--seed", type=int, help="random seed (default: random; anyone who "
                     "knows it knows every hand)")
    new.add_argument("--names", help="player names, comma separated")
    new.add_argument("--heroes", help="hero ids, comma separated")
    new.add_argument("--ai", metavar="SEATS",
                     help="seats played by the computer, numbered from 1: '2' (AI normal), "
                          "'1:hard,3:easy' (levels easy, normal, hard, or a bot spec)")
    new.add_argument("--scenario", help="scenario id, for games with scenarios (Orc Wars)")
    new.add_argument("--level", help="the Orc player's experience level (Orc Wars): "
                     "first-time, novice, trained, expert, true-orc")
    from .options import add_option_argument
    add_option_argument(new)


def build_parser() -> Parser:
    """The argument parser for ``herotable``."""
    parser = Parser(prog="herotable", description="Hero card games in the terminal.")
    _global_options(parser, top=True)
    parser.add_argument("--version", action="store_true",
                        help="print the herotable version and the save formats it writes")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    new = sub.add_parser("new", help="start a new game")
    _global_options(new, top=False)
    _new_arguments(new)
    new.add_argument("--no-undo", action="store_true",
                     help="no taking back at this table ('u'); kept in the save")

    camp = sub.add_parser("campaign", help="the campaigns (Orc Wars)")
    _global_options(camp, top=False)
    camp.add_argument("--ai", metavar="SEATS",
                      help="seats the computer plays in the games this run starts, numbered "
                           "from 1 (1 the Orc, 2.. the Elves): '2' (AI normal), '1:hard,3:easy'"
                           "; the start form shows them and can change them. An AI seat's "
                           "game is recorded but changes no level of that player")
    camp.add_argument("--no-undo", action="store_true",
                      help="no taking back ('u') in the games this run starts")

    learn = sub.add_parser("learn", help="a guided first game against the easy AI")
    _global_options(learn, top=False)
    learn.add_argument("game", nargs="?", default=None,
                       help="the game to learn (default: the first with a lesson)")

    cont = sub.add_parser("continue", help="resume the newest unfinished game")
    _global_options(cont, top=False)

    load = sub.add_parser("load", help="resume a saved game")
    _global_options(load, top=False)
    load.add_argument("path")

    replay = sub.add_parser("replay", help="step through a saved game (read only)")
    _global_options(replay, top=False)
    replay.add_argument("path")

    from .hosting import add_parsers as add_hosting
    add_hosting(sub, _global_options, _new_arguments)

    from ..web.command import add_parser as add_serve
    add_serve(sub, _global_options)

    from .simulate_args import add_parser as add_simulate
    add_simulate(sub)

    opts = sub.add_parser("options", help="list a game's options for new and simulate")
    opts.add_argument("game", help=f"game id: {', '.join(_game_ids())}")
    opts.add_argument("--players", type=int, help="number of players (default: the fewest)")

    saves_cmd = sub.add_parser("saves", help="list, show or verify save files")
    _global_options(saves_cmd, top=False)
    what = saves_cmd.add_subparsers(dest="saves_command", parser_class=Parser)
    _global_options(what.add_parser("list", help="saves in the save folder"), top=False)
    for name in ("show", "verify", "restore"):
        one = what.add_parser(name, help="put the good backup of a damaged save back"
                              if name == "restore" else f"{name} one save file")
        _global_options(one, top=False)
        one.add_argument("path")
    export = what.add_parser("export", help="a save as a game record (text) to share")
    _global_options(export, top=False)
    export.add_argument("path", help="the save file")
    export.add_argument("--public", action="store_true",
                        help="only what every seat saw: no seed, no hidden card")
    export.add_argument("-o", "--output", metavar="FILE",
                        help="write the record to FILE (a new file) instead of printing it")
    imported = what.add_parser("import", help="a game record back into a save")
    _global_options(imported, top=False)
    imported.add_argument("path", help="the record file")
    imported.add_argument("-o", "--output", metavar="SAVE",
                          help="the save to write (a new file; default: a new name in "
                               "the save folder)")
    return parser
