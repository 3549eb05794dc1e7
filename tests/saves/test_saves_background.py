"""saves.BackgroundWriter: one write at a time, the newest waiting job wins, flush waits,
errors are kept, and this process's reads wait for a pending write."""
from __future__ import annotations

import threading

import engine
import saves
from saves.background import BackgroundWriter


def test_a_newer_job_replaces_a_waiting_one_and_flush_waits(tmp_path):
    gate, started, written = threading.Event(), threading.Event(), []

    def write(job):
        if job == 1:
            started.set()
            gate.wait(10)             # job 1 is in flight while 2 and 3 come
        written.append(job)
    writer = BackgroundWriter(tmp_path / "g.htsave", write, delay=0)
    writer.submit(1)
    assert started.wait(10)
    writer.submit(2)
    writer.submit(3)
    assert writer.pending
    gate.set()
    assert writer.flush(10)
    assert written == [1, 3] and writer.written == 2 and not writer.pending
    writer.close()


def test_a_failed_write_is_kept_and_the_next_clears_it(tmp_path):
    def write(job):
        if job == "bad":
            raise OSError("disk full")
    writer = BackgroundWriter(tmp_path / "g.htsave", write)
    writer.submit("bad")
    writer.flush()
    assert isinstance(writer.error, OSError)
    writer.submit("good")
    writer.flush()
    assert writer.error is None
    writer.close()


def test_a_read_in_this_process_waits_for_the_pending_write(tmp_path):
    path = tmp_path / "g.htsave"
    state = engine.load_game("herocard-duel").new_game(players=2, seed=5)
    saves.write(path, state)
    state.apply(state.legal_actions()[0])
    shot = saves.header.capture(state, None, None)   # copied: the state may go on
    state.apply(state.legal_actions()[0])
    writer = BackgroundWriter(path, lambda job: saves.write(path, job), delay=30)
    writer.submit(shot)               # waits for start() (30 s): only the read starts it
    saved = saves.read(path)
    assert saved.action_count == 1 and saved.state_hash == saves.header.build(
        shot, None, None, None)["state_hash"]
    writer.close()
