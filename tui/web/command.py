"""The command line of ``herotable serve`` (textual-serve is the ``web`` extra).

    herotable serve [--bind 127.0.0.1] [--port 8000] [--public-url URL]
                    [--max-sessions N] [--save-root DIR] [--join TABLE]

Every browser tab runs ``herotable --guest --save-dir <visitor folder>`` (with
``--join TABLE``: ``... join TABLE``, a seat of a table hosted on this machine).
Bad settings are one line and exit status 2, as everywhere.
"""
from __future__ import annotations

import argparse
import ipaddress
import os
from pathlib import Path

DEFAULT_PORT = 8000
DEFAULT_SESSIONS = 8


def add_parser(sub, global_options) -> None:
    """Add ``serve`` to ``sub`` (the top parser's subparsers); ``global_options(parser,
    top=False)`` adds --save-dir/--ascii/--guest."""
    serve = sub.add_parser("serve", help="play in a browser: a web server for guests "
                           "(pip install 'herotable[web]')")
    global_options(serve, top=False)
    serve.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                       help="the address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help="default 8000")
    serve.add_argument("--public-url", metavar="URL", help="the address browsers open, "
                       "e.g. https://games.example.org/ behind a reverse proxy (default "
                       "http://BIND:PORT); pages are served for its host name only")
    serve.add_argument("--max-sessions", type=int, default=DEFAULT_SESSIONS, metavar="N",
                       help=f"herotable games running at once (default {DEFAULT_SESSIONS})")
    serve.add_argument("--save-root", metavar="DIR", help="the folder of the visitors' save "
                       "folders (default: web/ in the save folder)")
    serve.add_argument("--join", metavar="TABLE", help="every tab takes a seat of this "
                       "table, hosted on this machine (herotable host), instead of the "
                       "title screen")


def public_url_for(bind: str, port: int, given: str | None) -> str:
    """``--public-url``, or ``http://BIND:PORT/`` for a loopback ``--bind``; ValueError
    (one line) for another bind address without ``--public-url``, since no browser
    can open a page at 0.0.0.0 and a page must name the host people type."""
    if given:
        return given
    try:
        address = ipaddress.ip_address(bind)
    except ValueError:
        address = None
    if bind != "localhost" and (address is None or not address.is_loopback):
        raise ValueError(f"--bind {bind} needs --public-url, the address people open "
                         f"(such as http://gamebox.lan:{port}/)")
    host = f"[{bind}]" if ":" in bind else bind
    return f"http://{host}:{port}/"


def run_serve(args: argparse.Namespace, folder: Path, cli) -> int:
    """``herotable serve``: check the settings, then serve until Ctrl-C or SIGTERM.
    Raises ``cli.CliError`` (one line) for a bad setting, a missing ``web`` extra, a
    table that is not open, or an address that cannot be used."""
    if getattr(args, "guest", False) or os.environ.get("HEROTABLE_GUEST") == "1":
        raise cli.CliError("a guest cannot start a web server")
    if not 1 <= args.port <= 65535:
        raise cli.CliError(f"--port must be from 1 to 65535, not {args.port}")
    if not 1 <= args.max_sessions <= 1000:
        raise cli.CliError(f"--max-sessions must be from 1 to 1000, not {args.max_sessions}")
    try:
        url = public_url_for(args.bind, args.port, args.public_url)
    except ValueError as exc:
        raise cli.CliError(str(exc)) from None
    try:
        from .server import HerotableServer, ServeError
    except ImportError as exc:
        missing = (exc.name or "textual_serve").split(".")[0]
        raise cli.CliError(f"herotable serve needs textual-serve ({missing} is missing): "
                           "pip install 'herotable[web]'") from None
    root = Path(args.save_root).expanduser() if args.save_root else folder / "web"
    try:
        root.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise cli.CliError(f"--save-root {root}: {exc.strerror or exc}") from None
    child, extra = [], {}
    if args.join is not None:
        child, extra = join_child(args.join, folder, cli)
    try:
        server = HerotableServer(bind=args.bind, port=args.port, public_url=url,
                                 save_root=root, max_sessions=args.max_sessions,
                                 child=child, extra_env=extra)
        server.serve()
    except ServeError as exc:
        raise cli.CliError(str(exc)) from None
    return 0


def join_child(table: str, folder: Path, cli) -> tuple[list[str], dict[str, str]]:
    """The tab's arguments for ``--join TABLE`` and the run folder its ``join`` looks
    in (``HEROTABLE_RUN_DIR``: the one where this account's ``herotable tables``
    finds the table, since a tab's own save folder is the visitor's). CliError
    when no such table is open to this account now."""
    from ..table.remote import JoinError, locate_table
    try:
        runs, _gid, name = locate_table(folder, table)
    except JoinError as exc:
        raise cli.CliError(f"--join: {exc}") from None
    return ["join", name], {"HEROTABLE_RUN_DIR": str(runs)}
