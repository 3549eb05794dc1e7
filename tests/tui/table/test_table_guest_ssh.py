"""Guest logins through a real OpenSSH server (issue 43, "Guest mode for SSH logins").

The test's own sshd (``sshd_server.running_sshd``, the current account on 127.0.0.1)
forces every session into ``herotable --guest`` (``ForceCommand``, through a small
wrapper that points it at this checkout and gives the account a data folder of its
own, so the guest's save folder is the account's default one). Through it:

- ``ssh -t`` in a pseudo-terminal: a HeroCard duel started on the title screen, a few
  moves played by keys, quit with ``q`` and ``y``; the game is saved in the guest's
  folder;
- a second login whose link goes dead mid-game (the ssh client frozen): sshd's
  ``ClientAliveInterval`` hangs it up, and herotable ends, saved;
- ``join --ssh`` through the same account: the relay, taken from
  ``SSH_ORIGINAL_COMMAND``, plays a seat of a table hosted on this machine;
- any other client command, and a session without a terminal, get one line and
  status 2;
- without ForceCommand, a key's ``restrict,pty,command="herotable --guest --save-dir
  DIR"`` gives that key's logins the folder DIR.

Needs ``/usr/sbin/sshd`` and ``ssh`` (``.ci/run`` installs openssh-server); slow.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import saves
import tui
from pty_driver import ENTER, PtyApp
from tui.session import GameSession
from tui.table.remote import connect_ssh, open_table
from tui.table.seat_keys import KeyRing

from sshd_server import running_sshd
from table_host import HostThread, wait_until

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not hasattr(os, "forkpty"), reason="needs os.forkpty")]

SHIFT_TAB = "\x1b[Z"


def _login(tmp_path: Path) -> Path:
    """The herotable a guest login runs (an install's ``herotable``): this checkout,
    with the test's runtime folder and the account's XDG_DATA_HOME (platformdirs'
    save folder), in guest mode, with the arguments it is given."""
    root = Path(tui.__file__).resolve().parents[1]
    login = tmp_path / "guest-login"
    login.write_text(
        "#!/bin/sh\n"
        f"export PYTHONPATH='{root}' XDG_RUNTIME_DIR='{tmp_path / 'xdg'}'\n"
        f"export XDG_DATA_HOME='{tmp_path / 'guest-data'}'\n"
        "export LANG=C.UTF-8 TEXTUAL_ANIMATIONS=none HEROTABLE_CACHE_DIR=\n"
        f"exec '{sys.executable}' -m tui --guest \"$@\"\n")
    login.chmod(0o755)
    return login


@pytest.fixture
def guest_sshd(tmp_path):
    """sshd with ``ForceCommand`` running this checkout's ``herotable --guest``; yields
    (target, ssh options, the guest's save folder, the runtime folder)."""
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    data = tmp_path / "guest-data"
    login = _login(tmp_path)
    config = f"ForceCommand {login}\nClientAliveInterval 1\nClientAliveCountMax 2\n"
    with running_sshd(tmp_path / "sshd", config=config) as (target, options, _):
        yield target, options, data / "herotable" / "saves", runtime


def _saved(folder: Path):
    path = saves.newest(folder) if folder.exists() else None
    try:
        return saves.read(path) if path is not None else None
    except saves.SaveError:
        return None


def _phase(folder: Path, seat: int, phase: str):
    def check():
        saved = _saved(folder)
        if saved and saved.state.current_player == seat:
            return saved if saved.state.view(seat).get("phase") == phase else None
        return None
    return check


def _guest_processes(marker: str) -> list[int]:
    """Pids of processes of this account whose environment holds ``marker`` (the
    guest's own data folder, which only the login wrapper sets): the herotable logins
    this test started, nobody else's (the ssh clients get another folder)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "environ").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def _start_duel(app: PtyApp) -> None:
    """Title screen -> New game (HeroCard Duel, 2 players) with seed 1 -> the hand-off."""
    app.wait_screen("Continue")
    app.write("n")
    app.wait_screen("New game")
    time.sleep(0.5)                 # keys typed before the form was up are dropped
    for _ in range(3):              # Back, Start, then the seed field
        app.write(SHIFT_TAB)
        time.sleep(0.2)
    app.write("1")
    app.wait_screen(r"Seed +1 ")
    app.write(ENTER)
    app.wait_text("press Enter when only you")


def test_a_guest_plays_a_duel_through_ssh_t_and_quits_saved(guest_sshd):
    target, options, folder, _ = guest_sshd
    marker = str(folder.parent.parent)
    ssh = ["ssh", "-t", "-t", *options, target]
    with PtyApp([], folder.parents[2] / "client-saves", program=ssh) as app:   # not the marker
        _start_duel(app)
        app.write(ENTER)
        app.wait_until(_phase(folder, 1, "discard"), what="Player 2's discard phase")
        app.write(ENTER)                                 # nothing discarded
        app.wait_until(_phase(folder, 1, "action"), what="Player 2's action phase")
        before = len(_saved(folder).state.history)
        app.write("35" + ENTER)                          # an attack set, as in test_tui_burst
        attacked = app.wait_until(
            lambda: (s := _saved(folder)) and len(s.state.history) > before and s,
            what="the attack")
        assert any("Savage Swipe" in e.text for e in attacked.events)
        # a stop signal does not suspend a guest's herotable (there is no shell to
        # resume it from): the next keys still act
        for pid in _guest_processes(marker):
            os.kill(pid, signal.SIGTSTP)
        time.sleep(0.3)
        app.write("q")
        app.wait_screen("The game is saved")
        app.write("y")                                   # quit: the login ends
        assert wait_until(lambda: not _guest_processes(marker), 15), app.screen()
    saved = _saved(folder)
    assert saved is not None and saved.game_id == "herocard-duel"
    assert len(saved.state.history) == len(attacked.state.history)


def test_a_guest_cut_off_mid_game_ends_saved(guest_sshd):
    target, options, folder, _ = guest_sshd
    marker = str(folder.parent.parent)
    with PtyApp([], folder.parents[2] / "client-saves", program=["ssh", "-t", "-t", *options,
                                                       target]) as app:
        _start_duel(app)
        app.write(ENTER)
        app.wait_until(_phase(folder, 1, "discard"), what="Player 2's discard phase")
        assert _guest_processes(marker)
        # the link goes dead without a word (the client frozen: no FIN, no answer);
        # sshd's ClientAliveInterval gives up on it and hangs up the session, and
        # herotable saves and ends (its SIGHUP handling)
        os.kill(app.pid, signal.SIGSTOP)
        try:
            assert wait_until(lambda: not _guest_processes(marker), 30), \
                _guest_processes(marker)
        finally:
            os.kill(app.pid, signal.SIGKILL)
    saved = _saved(folder)
    assert saved is not None and saved.state.current_player == 1
    assert saved.state.view(1).get("phase") == "discard"


def test_join_ssh_through_the_guest_account_and_nothing_else(guest_sshd, tmp_path):
    target, options, folder, runtime = guest_sshd
    # a client's own command other than the relay, or no terminal: one line, status 2
    for command in (["cat", "/etc/passwd"], ["herotable", "host", "herocard-duel"], []):
        done = subprocess.run(["ssh", "-T", *options, target, *command],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 2 and done.stdout == "", (command, done)
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("herotable: ")
        assert "root:" not in done.stderr
    # the relay: a seat of a table hosted on this machine, played through the guest login
    (tmp_path / "host-saves").mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=tmp_path / "host-saves")
    host = HostThread(session, runtime / "herotable", name="duel-6161")
    clients = []
    try:
        ana = open_table(connect_ssh(target, "duel-6161", ssh_options=options),
                         KeyRing(tmp_path / "ana"), seat=0)
        clients.append(ana)
        bo = host.join(tmp_path / "bo", seat=1)
        clients.append(bo)
        assert ana.bound_seat == 0
        played = 0
        for _ in range(30):
            if played >= 3:
                break
            assert wait_until(lambda: all(c.seat_state.position == len(session.state.history)
                                          for c in clients))
            seat = ana if session.state.current_player == 0 else bo
            position = len(session.state.history)
            ends = [a for a in seat.legal() if a.kind in ("end_turn", "end_step", "pass")]
            action = seat.legal()[0] if seat is ana or not ends else ends[0]
            seat.apply(action)
            assert wait_until(lambda: len(session.state.history) > position)
            assert session.state.history[position] == action
            played += seat is ana
        assert played >= 3
    finally:
        for client in clients:
            client.close()
        host.stop()


def test_a_key_of_its_own_gives_a_guest_a_folder_of_its_own(tmp_path):
    """``authorized_keys``: ``restrict,pty,command="herotable --guest --save-dir DIR"``
    (no ForceCommand): the login's save folder is that key's, shown on the Load screen;
    without a terminal it is one line and status 2 there too."""
    (tmp_path / "xdg").mkdir(mode=0o700)
    mine = tmp_path / "by-key" / "ana"
    options = f'restrict,pty,command="{_login(tmp_path)} --save-dir {mine}"'
    with running_sshd(tmp_path / "sshd", key_options=options) as (target, ssh_options, _):
        done = subprocess.run(["ssh", "-T", *ssh_options, target], stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and done.stderr.count("\n") == 1
        with PtyApp([], tmp_path / "client-saves",
                    program=["ssh", "-t", "-t", *ssh_options, target]) as app:
            app.wait_screen("Continue")
            app.write("l")
            app.wait_screen(f"Folder: {mine}")
            app.write("\x1b")
            app.wait_screen("Continue")
            app.write("q")
            assert wait_until(lambda: not _guest_processes(str(tmp_path / "guest-data")), 15)
    assert mine.is_dir() and not (tmp_path / "guest-data" / "herotable").exists()
