"""The ``herotable`` command line (console script ``herotable = tui.cli:main``).

The package: ``parser`` (the arguments), ``sessions`` (the games ``new`` and
``learn`` start), ``options`` (``--option``), ``hosting`` (host, join, tables,
relay), ``saves_commands`` and ``simulate``; this module runs them.

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

from .parser import CliError, Parser, build_parser
from .sessions import (SEED_NOTE, ai_seats, campaign_ai_seats, game_and_players,
                       learn_session, new_session)

__all__ = ["CliError", "Parser", "build_parser", "SEED_NOTE", "ai_seats", "campaign_ai_seats",
           "game_and_players", "learn_session", "new_session", "main", "run", "has_terminal",
           "require_terminal", "run_app"]

EXIT_ERROR = 2
NO_TERMINAL = "herotable needs a terminal; try ssh -t"

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
    from .. import guest
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
        from .saves_commands import saves_command
        return saves_command(args, folder)

    if args.command in ("host", "join", "tables", "relay"):
        from . import hosting
        return hosting.run_command(args, folder, sys.modules[__name__])

    if args.command == "serve":
        from ..web.command import run_serve
        return run_serve(args, folder, sys.modules[__name__])

    if args.command == "campaign":
        from ..app import HerotableApp
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
        from ..resume import damaged_line, pick_continue
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

    from ..app import HerotableApp
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
    from ..table.replay_table import ReplayError, ReplayTable
    try:
        table = ReplayTable.open(Path(args.path).expanduser())
    except ReplayError as exc:
        raise CliError(str(exc)) from None
    from ..app import HerotableApp
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


def options_command(args: argparse.Namespace) -> int:
    """``herotable options GAME [--players N]``: print every option the game takes
    (``tui/cli/options.options_lines``); CliError as ``game_and_players``."""
    from .options import options_lines
    game, players = game_and_players(args.game, args.players)
    print("\n".join(options_lines(game, players)))
    return 0


def run_app(app) -> int:
    """Run the app with SIGHUP and SIGTERM handled (``HerotableApp.handle_signals``:
    the game on screen is saved and the app ends); returns the app's exit status."""
    from ..session import held_sessions
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
