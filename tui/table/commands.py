"""``herotable host``, ``herotable tables`` and ``herotable relay``: the headless side.

``host`` holds a game (new, ``--continue`` or ``--load PATH``) and serves it
until SIGTERM, SIGHUP or Ctrl-C (the game is saved first) or until a finished
game has no one left at it. It prints the table's name and, per free human
seat, the command that takes it; nothing private (no seed, no hand, no log).

``relay [TABLE]`` is what ``herotable join --ssh`` runs on the far machine:
it connects to a table of this account (the same checks as ``join``) and
copies the protocol between the socket and its standard input and output.
"""
from __future__ import annotations

import asyncio
import os
import secrets
import signal
import socket
import sys
import threading
from pathlib import Path

from .protocol import HELLO_TIMEOUT, ProtocolError, read_message_sync, write_message_sync
from .links import JoinError, connect_local, locate_table
from .run_folder import run_folder, table_folders, table_names


class HostError(Exception):
    """The host cannot start (one line)."""


SEED_WARNING = ("herotable: warning: this game's seed was given on the command line; "
                "anyone who knows it knows every hand and every deck order")


def table_name(game_id: str, folder: Path, table_id: str | None = None) -> str:
    """The table's name: the game id and four hex digits (``duel-3f9a`` for a game id
    ``duel``), taken from ``table_id`` (kept beside the save, so ``host --continue``
    keeps the name people noted) unless another table in ``folder`` has it, else fresh."""
    taken = set(table_names(folder))
    if table_id:
        name = f"{game_id}-{table_id[:4]}"
        if name not in taken or not (folder / f"{name}.sock").is_socket():
            return name
        from .links import _answers
        if not _answers(folder, name):   # a socket a killed host left: the name is free
            return name
    while True:
        name = f"{game_id}-{secrets.token_hex(2)}"
        if name not in taken:
            return name


def resume_command(path, options: list[str] | None = None) -> str | None:
    """``herotable host --load PATH [options]``: what takes the game saved at ``path``
    up again (``--continue`` would take the newest unfinished save, which may be
    another game); None without a save path."""
    if path is None:
        return None
    import shlex
    words = ["herotable", "host", "--load", os.path.abspath(path), *(options or [])]
    return " ".join(shlex.quote(word) for word in words)


def seat_lines(host, save_folder: Path | None = None) -> list[str]:
    """The lines ``host`` prints: the table, and how to take each free human seat.

    When the socket is in ``save_folder`` (no ``XDG_RUNTIME_DIR``) and that is not
    the default save folder, the commands name it (``--save-dir``): a join without
    it would look for the table in another folder.
    """
    where = ""
    if save_folder is not None and Path(host.folder) == Path(save_folder) / "run":
        import shlex
        import saves
        try:
            default = saves.save_dir(None, create=False).resolve()
        except (saves.SaveError, OSError):
            default = None
        if Path(save_folder).resolve() != default:
            where = " --save-dir " + shlex.quote(str(save_folder))
    lines = [f"Table {host.name}: {host.session.game_title}, "
             f"{host.state.num_players} players. Stop it with Ctrl-C (the game is saved)."]
    for seat, record in enumerate(host.seat_records()):
        if record["kind"] == "ai":
            lines.append(f"  seat {seat + 1} {record['name']}: the computer")
        else:
            lines.append(f"  seat {seat + 1} {record['name']}: herotable join {host.name} "
                         f"--seat {seat + 1}{where}")
    lines.append(f"  watch: herotable join --watch {host.name}{where}")
    if (getattr(host.session, "table", None) or {}).get("hints"):
        lines.append("  hints are on: each seat may ask what the AI would play (w)")
    if (getattr(host.session, "table", None) or {}).get("undo"):
        lines.append("  undo is on: each seat may take back its own moves since anyone "
                     "else's (u)")
    lines.append("  from another machine: herotable join --ssh USER@THISHOST "
                 f"{host.name} --seat N")
    return lines


def run_host(session, save_folder: Path, *, ai_takeover_minutes: float | None = None,
             pace: float | None = None, group: int | None = None,
             accounts: list | None = None, hints: bool = False,
             resume: str | None = None) -> int:
    """Serve ``session`` until a signal or the end of a finished game; returns 0.

    ``hints``: joined seats may ask for hints (``host --hints``; off otherwise).
    ``resume``: the command that takes the game up again, said when the host stops
    (default ``herotable host --load PATH``: ``resume_command``).

    ``save_folder``: where the run folder goes when there is no
    ``XDG_RUNTIME_DIR``. Raises ``HostError`` when the socket cannot be made.
    """
    from .host import Host
    from .run_folder import RunFolderError

    from .run_folder import group_folder
    folder = run_folder(save_folder) if group is None else group_folder(group)
    from .seat_keys import SeatLocks
    table_id = SeatLocks(session.path).table_id if session.path is not None else None
    name = table_name(session.game_id, folder, table_id)

    quiet = []

    def say(line: str) -> None:
        """Print a line, while there is somewhere to print: a host whose terminal has
        closed (its tmux window killed: EIO, a closed pipe: EPIPE) goes on, and its
        stop on that SIGHUP must not fail on the line it prints."""
        if quiet:
            return
        clean = "".join(ch for ch in line if ch.isprintable())
        try:
            print(clean, flush=True)
        except (OSError, ValueError):
            quiet.append(True)
            try:   # nothing left for Python's last flush at exit to fail on
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, sys.stdout.fileno())
                os.close(null)
            except (OSError, ValueError):
                pass

    if pace is None:   # HEROTABLE_AI_PACE, as for a local game
        from .ai_turn import ai_pace
        pace = ai_pace()
    takeover = None if ai_takeover_minutes is None else ai_takeover_minutes * 60.0
    host = Host(session, folder, name, ai_takeover=takeover, pace=pace, say=say, group=group,
                accounts=accounts, hints=hints, resume=resume)

    async def main() -> None:
        loop = asyncio.get_running_loop()
        try:
            await host.start()
        except (OSError, RunFolderError) as exc:
            session.close()
            raise HostError(f"cannot open the table: {exc}") from None
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            loop.add_signal_handler(sig, lambda: loop.create_task(host.stop()))
        for line in seat_lines(host, save_folder):
            say(line)
        while not host.stopped.is_set():
            try:
                await asyncio.wait_for(host.stopped.wait(), 1.0)
            except asyncio.TimeoutError:
                pass
            if host.state.is_over() and not host.connections and not host.stopped.is_set():
                say("The game is over and everyone has left; the table closes.")
                await host.stop()

    asyncio.run(main())
    say(f"Table {name} stopped; the game is saved"
        + ("." if session.state.is_over() or not host.resume
           else f"; it goes on with: {host.resume}"))
    return 0


def tables_lines(save_folder: Path) -> list[str]:
    """One line per table this account may join: game, players, free seats, who is away."""
    lines = []
    found = [(folder, gid, name) for folder, gid in table_folders(save_folder)
             for name in table_names(folder)]
    for folder, gid, name in found:
        try:
            link = connect_local(folder, name, gid)
        except JoinError as exc:
            lines.append(f"{name}: {exc}")
            continue
        try:
            info = read_message_sync(link.rfile)
            write_message_sync(link.wfile, {"t": "info"})
        except ProtocolError:
            lines.append(f"{name}: the host does not answer")
            continue
        finally:
            link.close()
        seats = info.get("seats") or []
        free = [str(i + 1) for i, s in enumerate(seats) if s.get("state") == "free"]
        away = [str(s.get("name")) for s in seats if s.get("state") == "away"]
        line = (f"{name}: {info.get('title')}, {info.get('players')} players; "
                f"free seats: {', '.join(free) or 'none'}")
        if away:
            line += f"; away: {', '.join(away)}"
        if info.get("over"):
            line += " (game over)"
        lines.append("".join(ch for ch in line if ch.isprintable()))
    return lines or ["No table is open to you. Start one with: herotable host GAME"]


def run_relay(save_folder: Path, table: str | None) -> int:
    """Copy the protocol between standard input/output and table ``table`` of this
    account (what ``join --ssh`` runs remotely). Raises ``JoinError``."""
    folder, gid, name = locate_table(save_folder, table)
    link = connect_local(folder, name, gid)
    stdin = sys.stdin.buffer
    stdout = sys.stdout.buffer

    def upstream() -> None:        # the far terminal -> the host
        try:
            while True:
                chunk = os.read(stdin.fileno(), 65536)
                if not chunk:
                    break
                link.wfile.write(chunk)
                link.wfile.flush()
        except (OSError, ValueError):
            pass
        finally:   # the far side is gone: end the socket too, so the host sees the seat
            link.close()   # away and the loop below wakes (closing a socket file alone
            #               leaves the socket open)

    threading.Thread(target=upstream, daemon=True).start()
    try:
        while True:                # the host -> the far terminal
            chunk = link.rfile.read1(65536)
            if not chunk:
                break
            stdout.write(chunk)
            stdout.flush()
    except (OSError, ValueError):
        pass
    link.close()
    return 0

__all__ = ["run_host", "resume_command", "run_relay", "tables_lines", "HostError", "SEED_WARNING",
           "HELLO_TIMEOUT", "socket"]
