"""Tables shared by Unix accounts on one machine (issue 40: ``host --group`` and
``host --accounts``).

Needs root to make the accounts and to run a client as each (CI runs as root);
the accounts and the group are made once and left for later runs.
"""
from __future__ import annotations

import grp
import os
import pwd
import subprocess
from pathlib import Path

import pytest

from tui.session import GameSession
from tui.table.run_folder import group_folder

from table_host import HostThread

ROOT = Path(__file__).resolve().parents[3]
GROUP = "htplayers"
PLAYERS = ("htana", "htbo")
OUTSIDER = "htcy"

needs_root = pytest.mark.skipif(os.geteuid() != 0 and not os.environ.get("CI"),
                                reason="makes Unix accounts: run as root (CI does)")


def _ensure_accounts() -> int:
    try:
        gid = grp.getgrnam(GROUP).gr_gid
    except KeyError:
        subprocess.run(["groupadd", GROUP], check=True)
        gid = grp.getgrnam(GROUP).gr_gid
    for name in (*PLAYERS, OUTSIDER):
        try:
            pwd.getpwnam(name)
        except KeyError:
            groups = ["-G", GROUP] if name in PLAYERS else []
            subprocess.run(["useradd", "-M", "-N", *groups, name], check=True)
    return gid


def _as(account: str, table: str, seat, home: Path) -> str:
    """Join ``table`` (at ``seat``, None: the account's own) from a child process that
    runs as ``account`` with its groups; returns what it said ("seat N" or
    "refused: ...").

    A fork of this process, not a new Python: the interpreter of the test run may
    sit under a folder other accounts cannot enter (/root), and everything the
    child needs is imported here first."""
    from tui.table.remote import JoinError, connect_local, locate_table, open_table
    from tui.table.seat_keys import KeyRing
    entry = pwd.getpwnam(account)
    home.mkdir(parents=True, exist_ok=True)
    os.chown(home, entry.pw_uid, entry.pw_gid)
    groups = os.getgrouplist(account, entry.pw_gid)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: become the account, join, say what happened
        try:
            os.close(read)
            os.setgroups(groups)
            os.setgid(entry.pw_gid)
            os.setuid(entry.pw_uid)
            try:
                folder, gid, name = locate_table(home / "saves", table)
                joined = open_table(connect_local(folder, name, gid), KeyRing(home), seat=seat)
                out = f"seat {joined.bound_seat}"
                joined.close()
            except JoinError as exc:
                out = f"refused: {exc}"
            os.write(write, out.encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        said = pipe.read().decode()
    os.waitpid(pid, 0)
    return said


@needs_root
def test_a_group_table_seats_each_account_at_its_own_seat_only(tmp_path):
    gid = _ensure_accounts()
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=3, folder=saves_dir)
    host = HostThread(session, group_folder(gid), name="grouptest", group=gid,
                      accounts=list(PLAYERS))
    try:
        folder = group_folder(gid)
        assert oct(os.stat(folder).st_mode & 0o777) == "0o770"
        assert oct(os.stat(folder / "grouptest.sock").st_mode & 0o777) == "0o660"
        os.chmod(tmp_path, 0o755)
        assert _as("htbo", "grouptest", None, tmp_path / "bo") == "seat 1"
        assert _as("htana", "grouptest", 1, tmp_path / "ana") == \
            "refused: seat 2 is for another account"
        assert _as("htana", "grouptest", None, tmp_path / "ana") == "seat 0"
        assert _as(OUTSIDER, "grouptest", None, tmp_path / "cy").startswith(
            "refused: no host is running table 'grouptest'")
        assert len(session.state.history) == 0     # nobody played anything
    finally:
        host.stop()
