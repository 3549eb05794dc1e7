"""The host against its clients (issue 40, "When things go wrong" and the seat rules).

Every test runs a real host (``tui.table.host.Host`` on a Unix socket, in a
thread: ``table_host.HostThread``) and real clients (``tui.table.remote``)
or raw sockets, and checks the game and its save afterwards.
"""
from __future__ import annotations

import os
import socket
import struct
import time

import pytest

import engine
import saves
from tui.session import GameSession
from tui.table import protocol
from tui.table.protocol import encode, read_message_sync
from tui.table.remote import JoinError, connect_local, open_table
from tui.table.seat_keys import KeyRing

from table_host import HostThread, wait_until


@pytest.fixture
def table(tmp_path):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=saves_dir)
    runs = tmp_path / "run"
    host = HostThread(session, runs)
    yield host, session, tmp_path
    host.stop()


def _play_for(remote, rng_pick=0):
    """Apply the first legal action of the remote seat; returns its label."""
    action = remote.legal()[rng_pick]
    remote.apply(action)
    return action.label


def _state_and_file(session):
    return engine.state_hash(session.state), session.path.read_bytes()


def test_two_seats_play_and_the_host_applies_only_the_deciding_seats_actions(table):
    host, session, tmp = table
    ana = host.join(tmp / "ana")
    bo = host.join(tmp / "bo")
    assert (ana.bound_seat, bo.bound_seat) == (0, 1)
    deciding, waiting = (ana, bo) if session.state.current_player == 0 else (bo, ana)
    assert waiting.legal() == [] and deciding.legal()
    before = len(session.state.history)
    waiting._send({"t": "act", "pos": before,
                   "action": deciding.legal()[0].to_data()})   # not its decision
    assert wait_until(lambda: waiting.errors)
    assert waiting.errors[0] == "it is not your decision now"
    assert len(session.state.history) == before
    _play_for(deciding)
    # each connection's update arrives in its own time: wait for both (the check
    # read the deciding seat's at once, and lost that race now and then)
    assert wait_until(lambda: waiting.seat_state.position > before
                      and deciding.seat_state.position > before)
    assert len(session.state.history) > before
    assert waiting.seat_state.position == deciding.seat_state.position == \
        len(session.state.history)
    ana.close(); bo.close()


def test_a_stale_position_and_an_illegal_action_are_refused_with_nothing_changed(table):
    host, session, tmp = table
    ana, bo = host.join(tmp / "ana"), host.join(tmp / "bo")
    deciding = ana if session.state.current_player == 0 else bo
    before = _state_and_file(session)
    action = deciding.legal()[0].to_data()
    deciding._send({"t": "act", "pos": deciding.seat_state.position - 1, "action": action})
    assert wait_until(lambda: deciding.errors)
    assert "position the game has left" in deciding.errors.pop()
    deciding._send({"t": "act", "pos": deciding.seat_state.position,
                    "action": {"kind": "play", "args": {"cards": ["no-such-card"]}}})
    assert wait_until(lambda: deciding.errors)
    assert deciding.errors.pop().startswith("not legal now")
    assert _state_and_file(session) == before


def test_a_seat_taken_is_refused_to_another_terminal_and_its_key_takes_it_back(table):
    host, session, tmp = table
    ana = host.join(tmp / "ana", seat=0)
    assert KeyRing(tmp / "ana").keys(host.host.table_id).keys() == {0}
    with pytest.raises(JoinError, match="seat 1 .* is taken"):
        host.join(tmp / "mallory", seat=0)
    # the same terminal (its key) takes the seat again at once, replacing the quiet link
    again = host.join(tmp / "ana")
    assert again.bound_seat == 0
    assert wait_until(lambda: ana.lost is not None)
    assert "taken again" in ana.lost
    # the host kept only a hash of the key
    stored = (session.path.parent / (session.path.name + ".seats")).read_text()
    key = KeyRing(tmp / "ana").keys(host.host.table_id)[0]
    assert key not in stored


def test_a_dropped_seat_is_awaited_by_name_and_continues_at_the_same_decision(table):
    host, session, tmp = table
    ana, bo = host.join(tmp / "ana"), host.join(tmp / "bo")
    deciding, other = (ana, bo) if session.state.current_player == 0 else (bo, ana)
    folder = tmp / ("ana" if deciding is ana else "bo")
    position = deciding.seat_state.position
    deciding.link.close()                    # the link dies: no bye
    name = session.seat_name(deciding.bound_seat)
    assert wait_until(lambda: other.update.get("waiting") == f"waiting for {name} to reconnect")
    back = host.join(folder)
    assert back.bound_seat == deciding.bound_seat
    assert back.seat_state.position == position and back.legal()
    assert wait_until(lambda: other.update.get("waiting") is None)


def test_junk_half_messages_oversized_lengths_silence_and_a_hundred_visits_change_nothing(
        table, monkeypatch):
    host, session, tmp = table
    monkeypatch.setattr(protocol, "HELLO_TIMEOUT", 0.3)
    before = _state_and_file(session)
    sock = host.raw()
    read_message_sync(sock.makefile("rb"))                 # the host speaks first
    sock.sendall(struct.pack(">I", protocol.MAX_MESSAGE + 1))   # oversized: dropped
    assert sock.recv(10) == b""
    sock = host.raw()
    sock.sendall(struct.pack(">I", 10) + b"\x93\xff")     # half a message, then silence
    assert wait_until(lambda: sock.recv(65536) == b"" if _readable(sock) else False, 5)
    sock = host.raw()
    sock.sendall(struct.pack(">I", 3) + b"\xc1\xc1\xc1")  # not msgpack
    _drain_until_closed(sock)
    sock = host.raw()
    sock.sendall(encode({"t": "hello", "version": protocol.VERSION, "seat": "0; rm -rf"}))
    messages = _messages_until_closed(sock)
    assert messages[-1]["t"] == "refused"
    for _ in range(100):
        visit = host.raw()
        visit.close()
    ana = host.join(tmp / "ana")          # the table still serves
    assert ana.legal() or ana.seat_state.current_player != 0
    assert _state_and_file(session) == before


def test_another_protocol_version_is_refused_in_one_line_naming_both(table):
    host, session, tmp = table
    sock = host.raw()
    sock.sendall(encode({"t": "hello", "version": 99, "seat": 0}))
    messages = _messages_until_closed(sock)
    assert messages[-1] == {"t": "refused", "reason": messages[-1]["reason"]}
    assert f"protocol {protocol.VERSION}" in messages[-1]["reason"]
    assert "99" in messages[-1]["reason"]


def test_a_client_that_loses_its_host_says_so(table):
    host, session, tmp = table
    ana = host.join(tmp / "ana")
    host.stop()
    assert wait_until(lambda: ana.lost is not None)
    assert ana.lost == ("the host stopped; the game goes on with: herotable host --load "
                        f"{session.path}")
    with pytest.raises(JoinError, match="no host is running table"):
        connect_local(host.folder, host.name)


def test_a_second_host_for_the_same_save_is_refused(table):
    host, session, tmp = table
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "tui", "--save-dir", str(session.path.parent),
                          "host", "--load", str(session.path)],
                         capture_output=True, text=True, timeout=60,
                         env={**os.environ, "XDG_RUNTIME_DIR": str(tmp)})
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "another herotable" in out.stderr


def test_a_fake_host_folder_gets_no_key(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o777)
    with pytest.raises(JoinError, match="open to other accounts"):
        connect_local(shared, "t")
    real = tmp_path / "real"
    real.mkdir(mode=0o700)
    link = tmp_path / "link"
    link.symlink_to(real)
    with pytest.raises(JoinError, match="not a plain folder"):
        connect_local(link, "t")


def test_a_watcher_gets_the_public_view_and_cannot_play(table):
    host, session, tmp = table
    watcher = host.join(tmp / "w", watch=True)
    assert watcher.bound_seat is None
    assert watcher.update["view"] == session.state.view(None)
    assert watcher.legal() == []
    assert watcher.ask_why(["x"]) == "a watcher does not play"


def test_an_away_seat_is_played_by_the_takeover_ai_and_handed_back(tmp_path):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=5, folder=saves_dir,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    host = HostThread(session, tmp_path / "run", ai_takeover=0.2)
    try:
        ana = host.join(tmp_path / "ana")
        ana.link.close()              # Ana goes away; the game must not wait for ever
        start = len(session.state.history)
        assert wait_until(lambda: len(session.state.history) > start + 5, 20)
        back = host.join(tmp_path / "ana")
        assert back.bound_seat == 0
        # the seat is hers again: at her decision she gets its actions (a move the
        # stand-in was still thinking over is dropped)
        assert wait_until(lambda: session.state.is_over() or
                          session.state.current_player != 0 or back.legal(), 10)
    finally:
        host.stop()


def _readable(sock) -> bool:
    import select
    return bool(select.select([sock], [], [], 0.05)[0])


def _drain_until_closed(sock) -> None:
    sock.settimeout(5)
    while sock.recv(65536):
        pass


def _messages_until_closed(sock) -> list[dict]:
    sock.settimeout(5)
    stream = sock.makefile("rb")
    out = []
    while True:
        try:
            out.append(read_message_sync(stream))
        except protocol.ProtocolError:
            return out


def test_a_game_started_with_a_seed_says_the_seed_gives_every_hand(tmp_path, capsys):
    from tui import cli
    args = cli.build_parser().parse_args(["new", "herocard-duel", "--seed", "5"])
    session = cli.new_session(args, tmp_path)
    assert session.log_lines(0)[-1] == cli.SEED_NOTE
    assert "5" not in cli.SEED_NOTE
    args = cli.build_parser().parse_args(["new", "herocard-duel"])
    session = cli.new_session(args, tmp_path)
    assert cli.SEED_NOTE not in session.log_lines(0)
    assert 2 ** 40 < session.state.seed < 2 ** 63   # 63 random bits (this fails 1 in 2**23)


def test_a_table_keeps_its_name_when_hosted_again(tmp_path):
    from tui.table.commands import table_name
    from tui.table.seat_keys import SeatLocks
    session = GameSession.new("herocard-duel", 2, seed=4, folder=tmp_path)
    first = table_name("herocard-duel", tmp_path / "run", SeatLocks(session.path).table_id)
    again = table_name("herocard-duel", tmp_path / "run", SeatLocks(session.path).table_id)
    assert first == again and first.startswith("herocard-duel-") and len(first) == 18
