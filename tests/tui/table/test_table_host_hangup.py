"""``herotable host`` whose terminal goes away (its tmux window killed): the SIGHUP
that follows stops it cleanly, though nothing can be printed any more. It once
failed on its first "left" line (EIO/EPIPE) half-way through stopping and stayed
running for ever with its socket in place and a seat never told."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

import saves


def test_a_host_that_lost_its_terminal_stops_on_sighup(tmp_path):
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime))
    env.pop("HEROTABLE_SAVE_DIR", None)
    host = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "host", "herocard-duel",
         "--save-dir", str(tmp_path / "saves")],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:
        first = host.stdout.readline().decode()
        assert first.startswith("Table herocard-duel-"), first
        name = first.split()[1].rstrip(":")
        socket_file = runtime / "herotable" / f"{name}.sock"
        assert socket_file.exists()
        # a seat joins, so that stopping has a line to print ("... left")
        from tui.table.remote import connect_local, open_table
        seat = open_table(connect_local(runtime / "herotable", name), None, seat=0)
        host.stdout.close()                  # the terminal is gone
        host.send_signal(signal.SIGHUP)
        assert host.wait(15) == 0
        assert not socket_file.exists()
        end = time.monotonic() + 5
        while seat.lost is None and time.monotonic() < end:
            time.sleep(0.02)
        saved = list((tmp_path / "saves").glob("*.htsave"))
        assert seat.lost == ("the host stopped; the game goes on with: herotable host "
                             f"--load {saved[0]} --save-dir {tmp_path / 'saves'}")
        seat.close()
        saved = list((tmp_path / "saves").glob("*.htsave"))
        assert len(saved) == 1 and not saves.read(saved[0]).state.is_over()
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
            pytest.fail("the host did not stop")
