"""The command line without a terminal, and hang-ups (issue 19): ``herotable``
started through a pipe prints one line and exits 2; in a real terminal SIGHUP
and SIGTERM save the game on screen and end the process, letting go of the save."""
from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import saves
from tui.session import GameSession, release_except

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [[], ["new", "herocard-duel"], ["continue"],
                                  ["campaign"]])
def test_without_a_terminal_the_tui_commands_say_so_in_one_line(save_dir, argv):
    GameSession.new("herocard-duel", 2, seed=1, folder=save_dir).close()
    before = sorted(p.name for p in save_dir.iterdir())
    done = subprocess.run([sys.executable, "-m", "tui", *argv], cwd=ROOT, stdin=subprocess.PIPE,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (
        2, "", "herotable: herotable needs a terminal; try ssh -t\n")
    assert sorted(p.name for p in save_dir.iterdir()) == before      # no new save made


def _drain(fd: int, seen: list) -> None:
    while True:
        try:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    return
                seen.append(chunk)
        except OSError:
            return


@pytest.mark.parametrize("signum, hang_up", [(signal.SIGHUP, True), (signal.SIGHUP, False),
                                             (signal.SIGTERM, False)])
def test_a_hang_up_or_terminate_saves_the_game_and_exits(save_dir, signum, hang_up):
    session = GameSession.new("herocard-duel", 2, seed=1, folder=save_dir)
    session.close()
    release_except(None)
    path = session.path
    first = saves.read_header(path).updated
    pid, fd = pty.fork()
    if pid == 0:   # the child: herotable in a terminal of its own
        os.chdir(ROOT)
        os.environ["HEROTABLE_SAVE_DIR"] = str(save_dir)
        os.execv(sys.executable, [sys.executable, "-m", "tui", "load", str(path)])
    seen: list = []
    reader = threading.Thread(target=_drain, args=(fd, seen), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:   # the game is held and on screen (its hand-off;
            try:                              # the save is held from the start of its load)
                saves.open_exclusive(path).close()
            except saves.AlreadyOpen:
                if b"Pass the keyboard" in b"".join(seen):
                    break
            time.sleep(0.2)
        else:
            pytest.fail("the app never came up: " + b"".join(seen)[-300:].decode(errors="replace"))
        time.sleep(1.0)
        if hang_up:
            os.close(fd)               # the terminal goes away: the kernel sends SIGHUP too
            fd = -1
        os.kill(pid, signum)
        deadline = time.monotonic() + 30
        status = None
        while time.monotonic() < deadline:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.1)
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail("the app did not end after the signal")
    finally:
        if fd >= 0:
            os.close(fd)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signum, status
    assert saves.read_header(path).updated > first                    # saved on the way out
    saves.open_exclusive(path).close()                                # and let go


def test_a_signalled_app_whose_shutdown_blocks_still_ends(save_dir, monkeypatch):
    """The Textual 8.2.8 workaround in ``HerotableApp._exit_watchdog``: after SIGHUP the
    app's shutdown can block on the dead terminal's writer queue; the process must
    end anyway, with 128 + the signal number, once the games are saved. Here
    ``exit`` does nothing (the blocked shutdown) and ``os._exit`` is recorded."""
    from tui.app import HerotableApp

    ended = threading.Event()
    statuses = []

    def fake_exit(status):
        statuses.append(status)
        ended.set()
    monkeypatch.setattr(os, "_exit", fake_exit)
    monkeypatch.setattr(HerotableApp, "exit", lambda self, *a, **k: None)
    monkeypatch.setattr(HerotableApp, "EXIT_WATCHDOG", 0.05)
    session = GameSession.new("herocard-duel", 2, seed=1, folder=save_dir)
    try:
        HerotableApp(session).save_and_exit("SIGHUP")
        assert ended.wait(5)
        assert statuses == [128 + signal.SIGHUP]
        assert saves.read(session.path).state.history == session.state.history
    finally:
        session.close()
