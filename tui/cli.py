"""The ``herotable`` command line (console script ``herotable = tui.cli:main``).

    herotable                              title screen
    herotable new GAME [--players N] [--seed N] [--names A,B] [--heroes h1,h2]
                  [--scenario S] [--level L]      (Orc Wars: scenario, the Orc's level)
                  [--option NAME=VALUE ...]       any game option (per seat: a,b,c)
                  [--ai SEATS]     AI seats: 2, or 1:hard,3:easy (seats from 1)
    herotable campaign [--ai 2]            the campaigns (of a game that offers them)
    herotable learn [GAME]                 a guided first game (default: the duel)
    herotable continue                     the newest unfinished game
    herotable load PATH
    herotable replay PATH                  step through a saved game, read only
    herotable saves list | show PATH | verify PATH | restore PATH
    herotable saves export PATH [--public] [-o FILE] | import FILE [-o SAVE]
    herotable host GAME | --continue | --load PATH    a table other terminals join
    herotable join [TABLE] [--seat N] [--watch] [--ssh USER@HOST]
    herotable tables | relay [TABLE]
    herotable serve [--bind A] [--port N] [--public-url URL] [--max-sessions N]
                    [--save-root DIR] [--join TABLE]   in a browser (tui/web/)
    herotable simulate GAME --games N --bots B1,B2 [--players N] [--scenario S]
                      [--option NAME=VALUE ...] [--seed N] [--jobs J] [--rotate] [--json PATH]
    herotable --version                    the version and the save formats it writes
    global: --save-dir DIR, --ascii, --guest (or HEROTABLE_GUEST=1: tui/guest.py)

Every error prints one plain line to stderr and exits with status 2, also
when a command that draws the game has no terminal to draw on (ssh without
``-t``, a pipe). SIGHUP and SIGTERM save the game on screen and end the app.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence

EXIT_ERROR = 2
NO_TERMINAL = "herotable needs a terminal; try ssh -t"


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
    from .options_cli import add_option_argument
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

    from .hosting_cli import add_parsers as add_hosting
    add_hosting(sub, _global_options, _new_arguments)

    from .web.command import add_parser as add_serve
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


WEB_DRIVER = "textual.drivers.web_driver:WebDriver"
"""The ``TEXTUAL_DRIVER`` textual-serve sets for the processes it starts
(``textual_serve/app_service.py``): the app draws into the browser's terminal."""


def has_terminal() -> bool:
    """True when both standard input and output are terminals (the app needs both),
    or when the app draws through textual-serve's web driver (``TEXTUAL_DRIVER`` is
    exactly :data:`WEB_DRIVER`: ``herotable serve``); no other driver counts."""
    if os.environ.get("TEXTUAL_DRIVER") == WEB_DRIVER:
        return True
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):   # closed or replaced streams
        return False


def require_terminal() -> None:
    """CliError ``NO_TERMINAL`` unless :func:`has_terminal`."""
    if not has_terminal():
        raise CliError(NO_TERMINAL)


def new_session(args: argparse.Namespace, folder: Path, ready=None):
    """A ``GameSession`` for ``herotable new`` (CliError on bad input).

    The options come from the flags and ``--option NAME=VALUE`` items, read
    against the game's ``option_specs`` (``tui/options_cli.py``). ``ready``:
    called once the arguments are checked, just before the game and its save
    file are made (``run`` passes :func:`require_terminal`)."""
    import engine
    from .options_cli import OptionError, options_from, players_for, seat_range, split_items
    from .session import GameSession, SessionError

    try:
        game = engine.load_game(args.game)
    except engine.EngineError as exc:
        raise CliError(str(exc)) from None
    flags = {"names": args.names, "heroes": args.heroes,
             "scenario": getattr(args, "scenario", None), "level": getattr(args, "level", None)}
    try:
        items = getattr(args, "option", None) or []
        texts = {k: v for k, v in flags.items() if k in ("names", "heroes") and v is not None}
        players = players_for(game, args.players, {**texts, **split_items(items)})
        if not game.min_players <= players <= game.max_players:
            raise CliError(f"--players must be {seat_range(game)} "
                           f"for {args.game}, not {players}")
        options = options_from(game, players, flags, items)
    except (OptionError, engine.BadOptions) as exc:
        raise CliError(str(exc)) from None
    seats = ai_seats(getattr(args, "ai", None), players)
    from .session import check_names, check_seed
    try:   # every refusal of the input comes before ``ready`` (the terminal check)
        if args.seed is not None:
            check_seed(args.seed)
        check_names(game.validate_options(players, options).get("names") or [])
    except (SessionError, engine.BadOptions) as exc:
        raise CliError(str(exc)) from None
    if ready is not None:
        ready()
    try:
        session = GameSession.new(args.game, players, args.seed, options, folder, seats=seats,
                                  save_later=True,   # written once the first frame is drawn
                                  undo=not getattr(args, "no_undo", False))
    except SessionError as exc:
        raise CliError(str(exc)) from None
    if args.seed is not None:   # issue 40: the seed is every hand
        session.log.append(SEED_NOTE)
    return session


def learn_session(game_id: str | None, folder: Path, ready=None):
    """A ``GameSession`` for ``herotable learn [GAME]``: the game's lesson against the
    easy AI (``tui/lessons``). CliError (one line) for an unknown game or one
    without a lesson; ``ready`` is called once the input is checked."""
    import engine
    from .lessons.tables import games_with_lessons, load_for, start_lesson
    from .session import SessionError
    offered = games_with_lessons()
    if game_id is None:
        if not offered:
            raise CliError("no game has a lesson yet")
        game_id = offered[0]
    if game_id not in engine.GAMES:
        raise CliError(f"unknown game {game_id[:40]!r} (games: {', '.join(engine.GAMES)})")
    try:
        load_for(game_id)     # no lesson, or a faulty one: said before the terminal check
    except SessionError as exc:
        raise CliError(str(exc)) from None
    if ready is not None:
        ready()
    try:
        return start_lesson(game_id, folder)
    except SessionError as exc:
        raise CliError(str(exc)) from None


SEED_NOTE = ("This game's seed was given on the command line: anyone who knows it "
             "knows every hand and every deck order.")


def ai_seats(text: str | None, players: int) -> list[dict] | None:
    """``--ai SEATS`` as seat choices for ``GameSession.new`` (None: all human).

    ``text``: comma-separated seat numbers (1-based), each optionally with
    ``:LEVEL`` (easy, normal, hard, or any ``engine.ai`` bot spec such as
    ``random`` or ``ismcts:2s``; default normal), e.g. ``"2"`` or
    ``"1:hard,3:easy"``. Raises CliError for a seat out of range, a seat
    given twice or an unknown bot.
    """
    if text is None:
        return None
    from .session import SessionError, check_bot
    seats: list[dict] = [{"kind": "human"} for _ in range(players)]
    for item in text.split(","):
        number, _, spec = item.strip().partition(":")
        if not number.strip().isdigit() or not 1 <= int(number) <= players:
            raise CliError(f"--ai: {item.strip()!r} is not a seat from 1 to {players}")
        seat = int(number) - 1
        if seats[seat]["kind"] == "ai":
            raise CliError(f"--ai: seat {seat + 1} is given twice")
        try:
            bot = check_bot(spec.strip() or "normal")
        except SessionError as exc:
            raise CliError(f"--ai: {exc}") from None
        seats[seat] = {"kind": "ai", "bot": bot}
    return seats


def campaign_ai_seats(text: str | None) -> dict[int, str]:
    """``herotable campaign --ai SEATS`` as ``{seat index: bot spec}`` (seat 0 the
    Orc), for the campaign's start form; ``{}`` for None.

    ``text``: as ``new --ai`` (``ai_seats``), seats 1 to 4 (the most a campaign
    has; a seat beyond a campaign's players is left out by its form). Raises
    CliError for a seat out of range, a seat given twice or an unknown bot.
    """
    seats = ai_seats(text, 4)
    return {n: s["bot"] for n, s in enumerate(seats or []) if s["kind"] == "ai"}


def check_save(path: Path, replay: bool = False) -> Path:
    """``path`` if its header reads and its game sets up from it (``saves.check_start``:
    broken content files are named here), else CliError (one line).

    ``load`` and ``continue`` replay the save inside the app, in a worker with
    its progress on screen (``tui/screens/loading.py``); a file that is no
    save at all is refused here, before the app starts. ``replay``: read it
    whole (``saves.read``) instead, for a command line without a terminal,
    where there is no screen to wait on and the file's own fault should be
    what is reported, before "needs a terminal".
    """
    import saves
    try:
        saves.read(path) if replay else saves.check_start(path)
    except saves.SaveError as exc:
        raise CliError(failure_line(str(exc), path, saves.good_backup(path))) from None
    return path


def failure_line(message: str, path: Path, backup: Path | None) -> str:
    """A load's one-line error, with the command that puts a good ``backup`` back."""
    if backup is not None and "saves restore" not in message:
        message += f"; put the backup back with: herotable saves restore {path}"
    return message


def content_cache_dir() -> Path | None:
    """Where parsed content files are kept between runs (``engine.core.tomlcache``):
    ``HEROTABLE_CACHE_DIR`` if set (empty: keep none), else the user's cache
    folder (``platformdirs.user_cache_dir("herotable")/content``)."""
    folder = os.environ.get("HEROTABLE_CACHE_DIR")
    if folder is not None:
        return Path(folder).expanduser() if folder else None
    import platformdirs
    return Path(platformdirs.user_cache_dir("herotable")) / "content"


def run(argv: Sequence[str] | None) -> int:
    """Parse ``argv`` and do the command; raises CliError for user errors."""
    from engine.core import tomlcache
    tomlcache.configure(content_cache_dir())
    args = build_parser().parse_args(argv)
    from . import guest
    args.guest = guest.guest_mode(args)
    if args.guest:
        try:
            guest.admit(args, has_terminal())
        except guest.GuestRefusal as exc:
            raise CliError(str(exc)) from None
    if args.version:
        print(version_line())
        return 0
    if getattr(args, "path", None) is not None and not args.path.strip():
        what = " ".join(filter(None, (args.command, getattr(args, "saves_command", None))))
        raise CliError(f"{what} needs the path of a save file, not an empty one")
    if args.command == "simulate":
        from .simulate import simulate_command
        return simulate_command(args)
    if args.command == "options":
        return options_command(args)
    import saves
    try:
        folder = Path(saves.save_dir(args.save_dir, create=args.command != "saves"))
    except (saves.SaveError, OSError) as exc:
        raise CliError(f"save folder: {exc}") from None
    if args.guest:
        try:
            guest.confine_arguments(args, folder)
        except guest.GuestRefusal as exc:
            raise CliError(str(exc)) from None

    if args.command == "saves":
        from .savescli import saves_command
        return saves_command(args, folder)

    if args.command in ("host", "join", "tables", "relay"):
        from . import hosting_cli
        return hosting_cli.run_command(args, folder, sys.modules[__name__])

    if args.command == "serve":
        from .web.command import run_serve
        return run_serve(args, folder, sys.modules[__name__])

    if args.command == "campaign":
        from .app import HerotableApp
        ai = campaign_ai_seats(args.ai)
        require_terminal()
        return run_app(HerotableApp(None, save_dir=args.save_dir, ascii=args.ascii,
                                    campaigns=True, campaign_ai=ai,
                                    undo=not args.no_undo, guest=args.guest))

    if args.command == "replay":
        return replay_command(args)

    session = load = None
    if args.command == "new":
        session = new_session(args, folder, ready=require_terminal)
    elif args.command == "learn":
        session = learn_session(args.game, folder, ready=require_terminal)
    elif args.command == "continue":
        from .resume import damaged_line, pick_continue
        try:
            pick = pick_continue(folder)
        except (saves.SaveError, OSError) as exc:
            raise CliError(str(exc)) from None
        if pick.damaged is not None:      # never open an older game silently
            raise CliError(damaged_line(pick.damaged))
        if pick.path is None:
            raise CliError(f"no saved game to continue in {folder} "
                           "(finished games are left out)")
        load = pick.path              # its header was read by pick_continue
        if not has_terminal():
            check_save(load, replay=True)
    elif args.command == "load":
        load = check_save(Path(args.path).expanduser(), replay=not has_terminal())

    from .app import HerotableApp
    require_terminal()
    app = HerotableApp(session, save_dir=args.save_dir, ascii=args.ascii, load=load,
                       guest=args.guest)
    status = run_app(app)
    failure = app.load_failure   # the save did not load (replay, held elsewhere ...)
    if failure is not None:
        raise CliError(failure_line(failure.error, failure.path, failure.backup))
    return status


def replay_command(args: argparse.Namespace) -> int:
    """``herotable replay PATH``: the save read and replayed first (a bad or missing
    file, or one a running host holds, is one line and status 2), then the viewer."""
    from .table.replay_table import ReplayError, ReplayTable
    try:
        table = ReplayTable.open(Path(args.path).expanduser())
    except ReplayError as exc:
        raise CliError(str(exc)) from None
    from .app import HerotableApp
    require_terminal()
    return run_app(HerotableApp(None, save_dir=args.save_dir, ascii=args.ascii, replay=table,
                                guest=args.guest))


def version_line() -> str:
    """``herotable --version``'s line: "herotable 0.1.0 (save format 2, campaign
    format 1)", from ``engine.version.VERSION`` and the formats ``saves`` writes."""
    from engine.version import VERSION
    from saves.campaign_model import CAMPAIGN_FORMAT
    from saves.format import FORMAT
    return f"herotable {VERSION} (save format {FORMAT}, campaign format {CAMPAIGN_FORMAT})"


def game_and_players(game_id: str, players: int | None):
    """``(Game, player count)`` for a command's GAME and ``--players`` (None: the
    game's fewest); CliError for an unknown game or a count the game does not take."""
    import engine
    from .options_cli import seat_range
    try:
        game = engine.load_game(game_id)
    except engine.EngineError as exc:
        raise CliError(str(exc)) from None
    players = game.first_players() if players is None else players
    if not game.min_players <= players <= game.max_players:
        raise CliError(f"--players must be {seat_range(game)} for {game_id}, not {players}")
    return game, players


def options_command(args: argparse.Namespace) -> int:
    """``herotable options GAME [--players N]``: print every option the game takes
    (``tui/options_cli.options_lines``); CliError as ``game_and_players``."""
    from .options_cli import options_lines
    game, players = game_and_players(args.game, args.players)
    print("\n".join(options_lines(game, players)))
    return 0


def run_app(app) -> int:
    """Run the app with SIGHUP and SIGTERM handled (``HerotableApp.handle_signals``:
    the game on screen is saved and the app ends); returns the app's exit status."""
    from .session import held_sessions
    app.handle_signals = True
    try:
        app.run()
    finally:
        for session in held_sessions():   # nothing left unwritten however the app ended
            session.flush()
    return int(getattr(app, "return_code", None) or 0)


def _report(line: str) -> None:
    """Print an error line to stderr, each character that is not printable shown as
    ``?`` (a path or a name from a save never reaches the terminal raw)."""
    from saves.safe_text import shown
    try:
        print(shown(line), file=sys.stderr)
    except OSError:
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: run the command, print any error as one line, return the status."""
    try:
        status = run(argv)
        sys.stdout.flush()   # a full disk or closed pipe shows here, not at exit
        return status
    except CliError as exc:
        _report(f"herotable: {exc}")
        return EXIT_ERROR
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        from engine import ContentError
        if isinstance(exc, ContentError):   # a broken content file: file, entry, field
            _report(f"herotable: {exc}")
            return EXIT_ERROR
        if not isinstance(exc, OSError):
            raise
        return _output_failed(exc)


def _output_failed(exc: OSError) -> int:
    """One line for stdout that cannot be written (a full disk, a closed pipe);
    other OSErrors (those naming a file) are not this and go on up."""
    if exc.errno is None or getattr(exc, "filename", None) is not None:
        raise exc
    _report(f"herotable: cannot write the output: {exc.strerror or exc}")
    _silence_stdout()
    return EXIT_ERROR


def _silence_stdout() -> None:
    """Point stdout at /dev/null so Python's last flush at exit has nowhere to fail."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
