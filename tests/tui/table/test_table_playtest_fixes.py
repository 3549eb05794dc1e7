"""What a playtest of hosted tables found (issue 40): the way back to a seat after
a drop, with several seat keys in one save folder, by name, after the host stopped,
and when a joined terminal leaves for the title screen.

A real host runs in this process (``table_host.HostThread``) on a Unix socket in
``$XDG_RUNTIME_DIR/herotable``; ``herotable join`` runs through ``cli.main`` with
the app's run replaced (no terminal is needed).
"""
from __future__ import annotations

import asyncio
import json
import shlex

import pytest

from tui import cli
from tui.session import GameSession
from tui.table.remote import JoinError
from tui.table.seat_keys import KeyRing

from table_host import HostThread, wait_until

NAME = "duel-5e5e"


@pytest.fixture
def runtime(tmp_path, monkeypatch):
    """``XDG_RUNTIME_DIR`` for the host and the joins; a terminal for ``join``."""
    folder = tmp_path / "xdg"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    monkeypatch.delenv("HEROTABLE_RUN_DIR", raising=False)
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    return folder / "herotable"


def _session(tmp_path):
    folder = tmp_path / "host-saves"
    folder.mkdir(exist_ok=True)
    return GameSession.new("herocard-duel", 2, seed=11, folder=folder,
                           options={"names": ["Ana", "Bo"]})


def test_one_folder_holding_two_seats_takes_back_the_one_that_is_away(tmp_path, runtime):
    """Two terminals of one account (one save folder) hold seats 1 and 2; seat 1's link
    drops. A bare join from that folder takes seat 1: it said "no seat is free"."""
    session = _session(tmp_path)
    host = HostThread(session, runtime, name=NAME)
    me = tmp_path / "me"
    try:
        ana, bo = host.join(me, seat=0), host.join(me, seat=1)
        assert set(KeyRing(me).keys(host.host.table_id)) == {0, 1}
        ana.link.close()                                    # the link dies: no bye
        assert wait_until(lambda: host.call(host.host.away) == [0])
        back = host.join(me)
        assert back.bound_seat == 0 and bo.lost is None
        # both away: the join cannot guess, and says so (not "no seat is free")
        back.close()
        bo.close()
        assert wait_until(lambda: host.call(host.host.away) == [0, 1])
        with pytest.raises(JoinError, match=r"seats 1 \(Ana\), 2 \(Bo\) are away and this "
                                            r"save folder holds their keys; give --seat N"):
            host.join(me)
    finally:
        host.stop()


def test_a_seat_is_taken_back_by_name_with_its_key(tmp_path, runtime):
    session = _session(tmp_path)
    host = HostThread(session, runtime, name=NAME)
    try:
        bo = host.join(tmp_path / "bo", name="Bo")
        assert bo.bound_seat == 1
        bo.link.close()
        assert wait_until(lambda: host.call(host.host.seat_records)[1]["state"] == "away")
        with pytest.raises(JoinError, match=r"seat 2 \(Bo\) is taken"):
            host.join(tmp_path / "mallory", name="bo")       # no key: still refused
        back = host.join(tmp_path / "bo", name="bo")
        assert back.bound_seat == 1
        back.close()
    finally:
        host.stop()


def test_a_client_whose_host_stopped_names_the_save_and_its_seat(tmp_path, runtime,
                                                                  monkeypatch, capsys):
    """The lost-table line names the save the host goes on with (``--continue`` may
    pick another game) and the seat; both commands, run, take the game up again and
    put this terminal back at its seat, though the folder holds both seats' keys."""
    session = _session(tmp_path)
    path = session.path
    host = HostThread(session, runtime, name=NAME)
    me = tmp_path / "me"
    joined = []

    def stopped_while_playing(app) -> int:   # the host stops while the app runs
        table = app.initial_session
        joined.append(table.bound_seat)
        host.stop()
        assert wait_until(lambda: table.lost is not None)
        return 2

    def playing(app) -> int:
        joined.append(app.initial_session.bound_seat)
        app.initial_session.close()
        return 0
    try:
        host.join(me, seat=0).close()           # this folder holds seat 1's key too
        monkeypatch.setattr(cli, "run_app", stopped_while_playing)
        assert cli.main(["--save-dir", str(me), "join", NAME, "--seat", "2"]) == 2
    finally:
        host.stop()
    err = capsys.readouterr().err.strip()
    resume = shlex.join(["herotable", "host", "--load", str(path)])
    again = shlex.join(["herotable", "join", NAME, "--seat", "2", "--save-dir", str(me)])
    assert err == (f"herotable: lost the table: the host stopped; the game goes on with: "
                   f"{resume}; to go back: {again}")
    assert joined == [1]
    words = shlex.split(resume)
    assert words[:3] == ["herotable", "host", "--load"] and words[3] == str(path)
    assert set(json.loads((me / "seat-keys.json").read_text())[host.host.table_id]) \
        == {"0", "1"}
    # the host takes it up again (the same table name: the id is kept beside the save)
    host = HostThread(GameSession.load(path), runtime, name=NAME)
    try:
        monkeypatch.setattr(cli, "run_app", playing)
        assert cli.main(shlex.split(again)[1:]) == 0
        assert joined == [1, 1]
    finally:
        host.stop()


def test_the_host_stop_line_names_the_save_not_continue(tmp_path, monkeypatch):
    """A newer local game in the save folder is what ``--continue`` would take up:
    the host's stop line names its own save."""
    import os
    import signal
    import subprocess
    import sys

    from tui.resume import pick_continue
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime))
    env.pop("HEROTABLE_SAVE_DIR", None)
    env.pop("HEROTABLE_RUN_DIR", None)
    saves_dir = tmp_path / "saves"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "host", "herocard-duel", "--hints",
         "--save-dir", str(saves_dir)],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:
        first = proc.stdout.readline().decode()
        assert first.startswith("Table herocard-duel-"), first
        name = first.split()[1].rstrip(":")
        hosted = list(saves_dir.glob("*.htsave"))
        assert len(hosted) == 1
        newer = GameSession.new("herocard-duel", 2, seed=3, folder=saves_dir)
        newer.flush()
        newer.close()
        assert pick_continue(saves_dir).path == newer.path    # not the hosted game
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=15)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    last = out.decode().strip().splitlines()[-1]
    resume = shlex.join(["herotable", "host", "--load", str(hosted[0].absolute()),
                         "--save-dir", str(saves_dir.absolute()), "--hints"])
    assert last == f"Table {name} stopped; the game is saved; it goes on with: {resume}"


def _pilot_join(monkeypatch, script):
    """Make ``cli.run_app`` run ``script(app, pilot)`` in a Pilot at 80x24."""
    def run_app(app) -> int:
        async def run():
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                await script(app, pilot)
        asyncio.run(run())
        return int(app.return_code or 0)
    monkeypatch.setattr(cli, "run_app", run_app)


async def _until(pilot, predicate, steps: int = 300) -> bool:
    for _ in range(steps):
        if predicate():
            return True
        await pilot.pause(0.02)
    return bool(predicate())


def test_a_joined_terminal_that_goes_to_the_title_leaves_the_table(tmp_path, runtime,
                                                                   monkeypatch, capsys):
    from tui.screens.dialogs import QuitScreen
    from tui.screens.title import TitleScreen
    session = _session(tmp_path)
    host = HostThread(session, runtime, name=NAME)
    me = tmp_path / "me"
    seen = {}
    try:
        other = host.join(tmp_path / "other", seat=0)

        async def script(app, pilot):
            await pilot.press("q")
            assert await _until(pilot, lambda: isinstance(app.screen, QuitScreen))
            seen["dialog"] = app.screen.message
            await pilot.press("t")
            assert await _until(pilot, lambda: isinstance(app.screen, TitleScreen))
            seen["away"] = await _until(
                pilot, lambda: host.call(host.host.seat_records)[1]["state"] == "away")
            app.exit()
        _pilot_join(monkeypatch, script)
        assert cli.main(["--save-dir", str(me), "join", NAME, "--seat", "2"]) == 0
        assert seen["away"] and "Bo left (seat 2)" in host.lines
        if session.state.current_player == 1:
            assert wait_until(lambda: other.update.get("waiting")
                              == "waiting for Bo to reconnect")
        again = shlex.join(["herotable", "join", NAME, "--seat", "2", "--save-dir", str(me)])
        assert seen["dialog"] == f"The host keeps the game and your seat; to come back: {again}"
        assert "Continue on the title" not in seen["dialog"]
        assert "to go back" not in capsys.readouterr().out   # it left for the title
        other.close()
    finally:
        host.stop()


def test_a_joined_terminal_that_quits_prints_the_way_back(tmp_path, runtime, monkeypatch,
                                                          capsys):
    session = _session(tmp_path)
    host = HostThread(session, runtime, name=NAME)
    me = tmp_path / "me"
    try:
        async def script(app, pilot):
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await _until(pilot, lambda: not app.is_running)
        _pilot_join(monkeypatch, script)
        assert cli.main(["--save-dir", str(me), "join", NAME]) == 0
        again = shlex.join(["herotable", "join", NAME, "--seat", "1", "--save-dir", str(me)])
        assert capsys.readouterr().out.strip().splitlines()[-1] == \
            f"You left the table; to go back: {again}"
        assert wait_until(lambda: "Ana left (seat 1)" in host.lines)
    finally:
        host.stop()
