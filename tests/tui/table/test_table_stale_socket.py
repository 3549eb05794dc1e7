"""A host killed outright (SIGKILL, a crash) leaves its socket behind; ``join`` with no
table name must not count it as an open table."""
from __future__ import annotations

import socket

import pytest

from tui.session import GameSession
from tui.table.remote import JoinError, find_table

from table_host import HostThread


def test_join_without_a_name_skips_the_socket_of_a_dead_host(tmp_path):
    runs = tmp_path / "run"
    runs.mkdir(mode=0o700)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(runs / "duel-dead.sock"))   # bound, never listening: as a killed host left it
    dead.close()
    with pytest.raises(JoinError, match="no table is open"):
        find_table(runs, None)
    (tmp_path / "saves").mkdir()
    session = GameSession.new("herocard-duel", 2, seed=3, folder=tmp_path / "saves")
    host = HostThread(session, runs, name="duel-live")
    try:
        assert find_table(runs, None) == "duel-live"
        assert find_table(runs, "duel-dead") == "duel-dead"   # a name given is used as is
    finally:
        host.stop()
