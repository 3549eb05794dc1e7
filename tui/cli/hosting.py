"""The command line of shared tables: ``host``, ``join``, ``tables`` and ``relay``.

    herotable host GAME [the options of new]    hold a new game for joined terminals
    herotable host --continue | --load PATH     ... or a saved one
               [--ai-takeover MINUTES]          an AI plays a seat away that long
               [--hints]                        joined seats may ask "what would the AI play?"
    herotable join [TABLE] [--seat N | --name NAME] [--watch]
               [--ssh USER@HOST [--remote-command PATH]]
    herotable tables                             the tables this account may join
    herotable relay [TABLE]                      (run by join --ssh on the far machine)

The headless parts live in ``tui/table/commands.py``; ``join`` runs the app
on a ``RemoteTable``. Errors are one line and exit status 2.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_parsers(sub, global_options, add_new_arguments) -> None:
    """Add the four commands to ``sub`` (the top parser's subparsers).

    ``global_options(parser, top=False)`` adds --save-dir/--ascii;
    ``add_new_arguments(parser, game_required)`` adds the arguments of ``new``.
    """
    host = sub.add_parser("host", help="hold a game that other terminals join")
    global_options(host, top=False)
    add_new_arguments(host, game_required=False)
    host.add_argument("--continue", dest="resume", action="store_true",
                      help="host the newest unfinished game")
    host.add_argument("--load", metavar="PATH", help="host a saved game")
    host.add_argument("--ai-takeover", metavar="MINUTES", type=float,
                      help="an AI (normal) plays a seat whose player has been away this long")
    host.add_argument("--hints", action="store_true",
                      help="let every joined seat ask what the AI would play (off without it)")
    host.add_argument("--group", metavar="NAME", help="open the table to this Unix group "
                      "(players on this machine with accounts of their own)")
    host.add_argument("--campaign", metavar="ID", help="host the next game of an Orc Wars "
                      "campaign (its recommended scenario unless --scenario; --orc NAME "
                      "for the Orc player)")
    host.add_argument("--orc", metavar="NAME", help="with --campaign: who plays the Orc")
    host.add_argument("--undo", action="store_true",
                      help="let players take back their own moves ('u'), back to anyone "
                           "else's last decision (off unless given)")
    host.add_argument("--accounts", metavar="A,B", help="bind each seat to a Unix account, in "
                      "seat order ('-' for an AI seat): a seat is taken by its account only")

    join = sub.add_parser("join", help="take a seat at a hosted table (or watch)")
    global_options(join, top=False)
    join.add_argument("table", nargs="?", help="the table's name (optional when only one is open)")
    join.add_argument("--seat", type=int, help="the seat to take, from 1")
    join.add_argument("--name", help="the seat to take, by its player's name")
    join.add_argument("--watch", action="store_true", help="watch: no hand is shown")
    join.add_argument("--ssh", metavar="USER@HOST", help="join a table on another machine "
                      "through OpenSSH")
    join.add_argument("--remote-command", metavar="PATH", default="herotable",
                      help="herotable on the far machine, when not on its PATH")

    tables = sub.add_parser("tables", help="the hosted tables you may join")
    global_options(tables, top=False)

    relay = sub.add_parser("relay", help="(for join --ssh) connect standard input and "
                           "output to a table")
    global_options(relay, top=False)
    relay.add_argument("table", nargs="?")


def run_command(args: argparse.Namespace, folder: Path, cli) -> int:
    """Run host / join / tables / relay; raises ``cli.CliError`` (one line)."""
    from ..table.commands import HostError, run_host, run_relay, tables_lines
    from ..table.remote import JoinError
    if args.command == "tables":
        print("\n".join(tables_lines(folder)))
        return 0
    if args.command == "relay":
        try:
            return run_relay(folder, args.table)
        except JoinError as exc:
            raise cli.CliError(str(exc)) from None
    if args.command == "host":
        group, accounts = _group_and_accounts(args, cli)
        session = _host_session(args, folder, cli)
        if accounts is not None and len(accounts) != session.state.num_players:
            session.close()
            raise cli.CliError(f"--accounts names {len(accounts)} seats; the game has "
                               f"{session.state.num_players}")
        session.table["undo"] = bool(args.undo)   # a table setting, kept in the save
        session.hosted = True
        from ..table.commands import resume_command
        try:
            return run_host(session, folder, ai_takeover_minutes=args.ai_takeover,
                            group=group, accounts=accounts, hints=args.hints,
                            resume=resume_command(session.path, _table_options(args)))
        except HostError as exc:
            raise cli.CliError(str(exc)) from None
    return _join(args, folder, cli)


def _table_options(args) -> list[str]:
    """The host options a restart of this table needs to be the same table: where its
    socket is (``--save-dir``, ``--group``), who may sit where (``--accounts``) and its
    settings (``--ai-takeover``, ``--hints``, ``--undo``; hints and undo are set anew
    at each start)."""
    words = []
    if args.save_dir:
        words += ["--save-dir", str(Path(args.save_dir).expanduser().absolute())]
    if args.group is not None:
        words += ["--group", args.group]
    if args.accounts is not None:
        words += ["--accounts", args.accounts]
    if args.ai_takeover is not None:
        words += ["--ai-takeover", f"{args.ai_takeover:g}"]
    if args.hints:
        words.append("--hints")
    if args.undo:
        words.append("--undo")
    return words


def _group_and_accounts(args, cli):
    """``--group`` as a gid and ``--accounts`` as one account name (or None) per seat;
    CliError for a group or account this machine does not have."""
    import grp
    import pwd
    group = None
    if args.group is not None:
        try:
            group = grp.getgrnam(args.group).gr_gid
        except KeyError:
            raise cli.CliError(f"--group: no Unix group is called {args.group[:40]!r}") \
                from None
    accounts = None
    if args.accounts is not None:
        accounts = []
        for name in args.accounts.split(","):
            name = name.strip()
            if name == "-":
                accounts.append(None)
                continue
            try:
                pwd.getpwnam(name)
            except KeyError:
                raise cli.CliError(f"--accounts: no Unix account is called {name[:40]!r}") \
                    from None
            accounts.append(name)
    return group, accounts


def _host_session(args, folder: Path, cli):
    from ..session import GameSession, SessionError
    if args.ai_takeover is not None and not args.ai_takeover >= 0:
        raise cli.CliError("--ai-takeover must be a number of minutes, 0 or more")
    if getattr(args, "campaign", None):
        if args.game or args.resume or args.load:
            raise cli.CliError("give --campaign ID alone, without a GAME, --continue or --load")
        return _campaign_session(args, folder, cli)
    if getattr(args, "orc", None):
        raise cli.CliError("--orc goes with --campaign ID")
    if args.resume or args.load:
        if args.game:
            raise cli.CliError("give a GAME or --continue or --load, not both")
        if args.resume:
            import saves
            from ..resume import damaged_line, pick_continue
            try:
                pick = pick_continue(folder)
            except (saves.SaveError, OSError) as exc:
                raise cli.CliError(str(exc)) from None
            if pick.damaged is not None:
                raise cli.CliError(damaged_line(pick.damaged))
            if pick.path is None:
                raise cli.CliError(f"no saved game to continue in {folder}")
            path = pick.path
        else:
            path = Path(args.load).expanduser()
        try:
            session = GameSession.load(path)
        except SessionError as exc:
            raise cli.CliError(str(exc)) from None
        if session.state.is_over():
            session.close()
            raise cli.CliError(f"{path.name}: that game is over; there is nothing to host")
        if session.campaign is not None:   # a campaign game: offer the next one at the end
            from ..games.orc_wars.campaign_host import offer_next
            offer_next(session, session.campaign_id)
        return session
    if not args.game:
        raise cli.CliError("host what? give a GAME, --continue or --load PATH")
    session = cli.new_session(args, folder)   # its log says so too, with --seed
    session.flush()
    if args.seed is not None:
        from ..table.commands import SEED_WARNING
        print(SEED_WARNING, file=sys.stderr)
    return session


def _campaign_session(args, folder: Path, cli):
    """``host --campaign ID``: the campaign's next game (``tui.table.campaign_host``)."""
    from ..games.orc_wars.campaign_host import CampaignHostError, campaign_session
    seats = cli.campaign_ai_seats(args.ai) if args.ai else None   # {seat index: spec}
    try:
        session = campaign_session(folder, args.campaign, getattr(args, "scenario", None),
                                   args.orc, ai_seats=seats)
    except CampaignHostError as exc:
        raise cli.CliError(str(exc)) from None
    session.flush()
    return session


def _join(args, folder: Path, cli) -> int:
    from ..table.remote import JoinError, connect_local, connect_ssh, locate_table, open_table
    from ..table.seat_keys import KeyRing
    if args.seat is not None and args.name is not None:
        raise cli.CliError("give --seat or --name, not both")
    if args.watch and (args.seat is not None or args.name is not None):
        raise cli.CliError("--watch takes no seat")
    seat = None if args.seat is None else args.seat - 1
    try:
        if args.ssh:
            cli.require_terminal()
            link = connect_ssh(args.ssh, args.table, args.remote_command)
        else:
            runs, gid, name = locate_table(folder, args.table)   # no table: say so first
            cli.require_terminal()
            link = connect_local(runs, name, gid)
        table = open_table(link, KeyRing(folder), seat=seat, name=args.name, watch=args.watch)
    except JoinError as exc:
        raise cli.CliError(str(exc)) from None
    # a stopped host comes back (host --load) under the same table name
    # (commands.table_name: from the table id kept beside the save)
    table.again = _again(args, table.table_name, table.bound_seat)   # the quit dialog says it
    from ..app import HerotableApp
    app = HerotableApp(table, save_dir=args.save_dir, ascii=args.ascii,
                       guest=getattr(args, "guest", False))
    status = cli.run_app(app)
    left = table.lost is None   # quit (y) at the table, not lost and not left for the title
    table.close()
    if table.lost:
        raise cli.CliError(f"lost the table: {table.lost}; to go back: {table.again}")
    if left and not table.seat_state.is_over():
        print(f"You left the table; to go back: {table.again}")
    return status


def _again(args, table_name: str | None, seat: int | None = None) -> str:
    """The join command that takes this terminal back to its seat (``seat``, 0-based;
    None: a watcher): the same save folder (the seat key is kept there), ssh target
    and remote command."""
    import shlex
    words = ["herotable", "join"] + ([table_name] if table_name else [])
    if seat is not None:
        words += ["--seat", str(seat + 1)]
    elif args.watch:
        words.append("--watch")
    if args.ssh:
        words += ["--ssh", args.ssh]
        if args.remote_command != "herotable":
            words += ["--remote-command", args.remote_command]
    if args.save_dir:
        words += ["--save-dir", args.save_dir]
    return " ".join(shlex.quote(word) for word in words)
