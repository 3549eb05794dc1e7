"""``herotable join --ssh`` against a real OpenSSH server (issue 40, "Between machines").

The test starts its own ``sshd`` on 127.0.0.1 at a free high port, with a config,
a host key and an authorized key made in ``tmp_path``, and a host (``HostThread``)
in a run folder under a 0700 ``XDG_RUNTIME_DIR``. A seat joins through
``connect_ssh``: ssh runs a small wrapper (``--remote-command``) that exports that
``XDG_RUNTIME_DIR`` and runs this checkout's ``herotable relay``. The seat plays
several actions, which the host must apply exactly as sent; then its ssh is killed
(one line of loss, the host sees the seat away) and it joins again through ssh with
its key, at the same decision.

Needs ``/usr/sbin/sshd`` and ``ssh`` (``.ci/run`` installs openssh-server); marked slow.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

import tui
from tui.session import GameSession
from tui.table.remote import JoinError, connect_ssh, open_table
from tui.table.seat_keys import KeyRing

from sshd_server import running_sshd
from table_host import HostThread, wait_until

pytestmark = pytest.mark.slow


@pytest.fixture
def sshd(tmp_path):
    """A running sshd for this account (``sshd_server.running_sshd``); yields the ssh
    options that reach it."""
    with running_sshd(tmp_path / "sshd") as server:
        yield server


def _wrapper(tmp_path: Path, runtime: Path) -> Path:
    """The ``--remote-command`` a venv install would use: it exports the runtime folder
    the host uses and runs this checkout's herotable."""
    root = Path(tui.__file__).resolve().parents[1]
    script = tmp_path / "herotable-remote"
    script.write_text(
        "#!/bin/sh\n"
        f"export XDG_RUNTIME_DIR='{runtime}'\n"
        f"export HEROTABLE_SAVE_DIR='{tmp_path / 'remote-saves'}'\n"
        f"export PYTHONPATH='{root}'\n"
        f"exec '{sys.executable}' -m tui.cli \"$@\"\n")
    script.chmod(0o755)
    return script


def test_a_seat_plays_through_sshd_is_cut_off_and_rejoins_with_its_key(tmp_path, sshd):
    target, options, sshd_folder = sshd
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=saves_dir)
    host = HostThread(session, runtime / "herotable", name="duel-5517")
    remote = str(_wrapper(tmp_path, runtime))
    started = time.monotonic()

    def join_ssh(table="duel-5517", **kwargs):
        link = connect_ssh(target, table, remote, ssh_options=options)
        return open_table(link, KeyRing(tmp_path / "ana"), **kwargs)
    clients = []
    try:
        # no such table: the relay's one line comes back through ssh
        with pytest.raises(JoinError, match="no host is running table 'nope'"):
            join_ssh("nope", seat=0)
        # herotable not on the far PATH (a venv install): the line says what to give
        with pytest.raises(JoinError, match="--remote-command PATH"):
            open_table(connect_ssh(target, "duel-5517", str(tmp_path / "no-herotable"),
                                   ssh_options=options), KeyRing(tmp_path / "ana"))
        ana = join_ssh(seat=0)
        clients.append(ana)
        bo = host.join(tmp_path / "bo", seat=1)
        clients.append(bo)
        assert ana.bound_seat == 0 and ana.seat_state.position == len(session.state.history)

        def settled(*seats) -> bool:
            return all(c.seat_state.position == len(session.state.history) for c in seats)

        def play(seat_client, pick) -> None:
            """Send one action; the host's history gets exactly it at that position."""
            assert wait_until(lambda: settled(seat_client) and seat_client.legal())
            position = seat_client.seat_state.position
            action = pick(seat_client.legal())
            seat_client.apply(action)
            assert wait_until(lambda: len(session.state.history) > position)
            assert session.state.history[position] == action
            assert wait_until(lambda: settled(seat_client))

        def first_not_end(legal):
            plays = [a for a in legal if a.kind not in ("end_turn", "end_step", "pass")]
            return (plays or legal)[0]

        def end(legal):
            ends = [a for a in legal if a.kind in ("end_turn", "end_step", "pass")]
            return (ends or legal)[0]

        through_ssh = 0
        for _ in range(40):
            if through_ssh >= 6:
                break
            assert wait_until(lambda: settled(ana, bo))
            if session.state.current_player == 0:
                play(ana, first_not_end if through_ssh % 3 != 2 else end)
                through_ssh += 1
            else:
                play(bo, end)
        assert through_ssh >= 6

        # the ssh process dies while ana decides: one line of loss; the relay ends, so the
        # host sees the seat away and the game waits for it
        assert wait_until(lambda: settled(ana, bo))
        while session.state.current_player != 0:
            play(bo, end)
        position = ana.seat_state.position
        ana.link.process.kill()
        assert wait_until(lambda: ana.lost is not None)
        assert ana.lost and "\n" not in ana.lost
        assert wait_until(lambda: bo.update.get("waiting") == "waiting for "
                          f"{session.seat_name(0)} to reconnect", 15)
        ana.close()

        # back through ssh with the seat's key: the same seat, the same decision
        again = join_ssh()
        clients.append(again)
        assert again.bound_seat == 0 and again.seat_state.position == position
        assert wait_until(lambda: bo.update.get("waiting") is None)
        while session.state.current_player != 0:
            play(bo, end)
        play(again, first_not_end)
        print(f"ssh test took {time.monotonic() - started:.1f}s")
    finally:
        for client in clients:
            client.close()
        host.stop()


def test_the_line_after_a_lost_link_repeats_what_finds_the_seat_again():
    import argparse
    from tui.cli.hosting import _again
    args = argparse.Namespace(watch=False, ssh="bo@far",
                              remote_command="/opt/ht venv/bin/herotable",
                              save_dir="/tmp/bo saves")
    assert _again(args, "orc-wars-3f9a") == (
        "herotable join orc-wars-3f9a --ssh bo@far --remote-command "
        "'/opt/ht venv/bin/herotable' --save-dir '/tmp/bo saves'")
    args = argparse.Namespace(watch=False, ssh=None, remote_command="herotable", save_dir=None)
    assert _again(args, "duel-1a2b") == "herotable join duel-1a2b"
    assert _again(args, None) == "herotable join"   # a stopped host comes back renamed
