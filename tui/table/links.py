"""Links to a host: finding a table, a Unix socket after the trust checks, or ssh.

``locate_table`` finds the table to join among this account's run folder and
its groups' (``run_folder.table_folders``); ``connect_local`` checks the
folder and the host's account before anything is sent; ``connect_ssh`` runs
``ssh -T HOST herotable relay [TABLE]`` and speaks over its pipes, so OpenSSH
authenticates and encrypts. Each gives a ``Link``: two blocking binary
streams and how to close them.
"""
from __future__ import annotations

import collections
import socket
import subprocess
import threading
from pathlib import Path
from typing import BinaryIO, Callable

from .run_folder import RunFolderError, check_folder, peer_uid, socket_path, table_folders, \
    table_names


class JoinError(Exception):
    """Joining failed: no host, a refusal, another protocol version (one line)."""


class Link:
    """The two streams to a host and how to close them."""

    def __init__(self, rfile: BinaryIO, wfile: BinaryIO, close: Callable[[], None],
                 where: str) -> None:
        self.rfile, self.wfile, self._close, self.where = rfile, wfile, close, where

    def close(self) -> None:
        try:
            self._close()
        except OSError:
            pass


def find_table(folder: Path, table: str | None) -> str:
    """The table to join in run folder ``folder``: ``table`` if given, else the only one
    open; JoinError (listing them) when there is none or several."""
    if table:
        return table
    return _only_one([(folder, None, name) for name in table_names(folder)])[2]


def _only_one(found: list[tuple[Path, int | None, str]]) -> tuple[Path, int | None, str]:
    """The one table of ``found`` whose host answers; JoinError naming them otherwise."""
    found = [entry for entry in found if _answers(entry[0], entry[2])]
    if not found:
        raise JoinError("no table is open to you; start one with: herotable host GAME")
    if len(found) > 1:
        raise JoinError(f"{len(found)} tables are open ({', '.join(e[2] for e in found)}); "
                        "name one: herotable join TABLE")
    return found[0]


def _answers(folder: Path, table: str) -> bool:
    """Whether a host listens on table ``table``'s socket (the socket of a host that
    was killed stays behind; nothing is sent here)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(2.0)
    try:
        sock.connect(str(socket_path(folder, table)))
        return True
    except OSError:
        return False
    finally:
        sock.close()


def locate_table(save_folder: Path, table: str | None) -> tuple[Path, int | None, str]:
    """``(run folder, group gid or None, table name)`` of the table to join: ``table``
    if given (looked for in this account's run folder, then its groups'), else the
    only one open; JoinError (listing them) when there is none or several."""
    found = [(folder, gid, name) for folder, gid in table_folders(save_folder)
             for name in table_names(folder)]
    if not table:   # a killed host's socket stays behind: count only hosts that answer
        return _only_one(found)
    for entry in found:
        if entry[2] == table:
            return entry
    raise JoinError(f"no host is running table {table!r}; "
                    "see the open tables with: herotable tables")


def connect_local(folder: Path, table: str, group: int | None = None) -> Link:
    """Connect to table ``table`` in run folder ``folder`` after checking the folder
    (``group``: a group run folder of that gid) and the host's account
    (``run_folder``); JoinError (one line) otherwise."""
    try:
        check_folder(folder, group)
    except RunFolderError as exc:
        raise JoinError(str(exc)) from None
    path = socket_path(folder, table)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(str(path))
    except (FileNotFoundError, ConnectionRefusedError):
        sock.close()
        raise JoinError(f"no host is running table {table!r}; "
                        "see the open tables with: herotable tables") from None
    except OSError as exc:
        sock.close()
        raise JoinError(f"cannot reach table {table!r}: {exc.strerror or exc}") from None
    if peer_uid(sock) != Path(folder).lstat().st_uid:
        sock.close()
        raise JoinError(f"the process behind table {table!r} runs as another account; "
                        "not trusted")
    rfile, wfile = sock.makefile("rb"), sock.makefile("wb")

    def close() -> None:
        try:   # wakes a reader blocked on the socket (closing the files alone does not)
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        for item in (rfile, wfile, sock):
            try:
                item.close()
            except OSError:
                pass
    return Link(rfile, wfile, close, table)


def connect_ssh(target: str, table: str | None, remote_command: str = "herotable",
                ssh: str = "ssh", ssh_options: list[str] | None = None) -> Link:
    """Run ``ssh -T TARGET REMOTE relay [TABLE]`` and speak the protocol over its
    pipes: OpenSSH authenticates and encrypts; no port is opened.

    ``ssh_options``: more arguments for ssh before the target (``-o Port=2222``).
    ssh's standard error is read by a thread as it comes (a full pipe would stall
    ssh) and kept: its last line says why a link failed (``ssh_failure``).
    """
    command = [ssh, "-T", *(ssh_options or []), "--", target, remote_command, "relay"]
    if table:
        command.append(table)
    try:
        proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, bufsize=0)
    except OSError as exc:
        raise JoinError(f"cannot run {ssh}: {exc.strerror or exc}") from None
    errors: collections.deque[str] = collections.deque(maxlen=20)

    def drain() -> None:
        try:
            for raw in iter(proc.stderr.readline, b""):
                line = raw.decode("utf-8", "replace").strip()
                if line:
                    errors.append(line)
        except (OSError, ValueError):
            pass
    drainer = threading.Thread(target=drain, name="ssh-stderr", daemon=True)
    drainer.start()

    def close() -> None:
        for pipe in (proc.stdin, proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    link = Link(proc.stdout, proc.stdin, close, f"{target} {table or ''}".strip())
    link.process = proc
    link.errors = errors
    link.drainer = drainer
    return link


def ssh_failure(link: Link, wait: float = 5.0) -> str | None:
    """The last line ssh (or the remote relay) wrote to stderr, when the link is ssh's,
    after ssh has ended (``wait`` seconds at most); None for other links."""
    proc = getattr(link, "process", None)
    if proc is None:
        return None
    try:
        proc.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        return None
    link.drainer.join(2)
    line = link.errors[-1] if link.errors else None
    if line and proc.returncode == 127:   # the far shell found no such command
        line += " (give the far machine's herotable with --remote-command PATH)"
    return "".join(ch for ch in line if ch.isprintable())[:300] if line else None
