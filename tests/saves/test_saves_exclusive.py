"""Two herotable processes on one save folder: open_exclusive, and writers that never clash."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import engine
import saves

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "win32",
                                reason="flock and signals: POSIX only")

PRELUDE = textwrap.dedent("""
    import random, sys, time
    sys.path[:0] = [{root!r}, {here!r}]
    import engine, saves
    from race_game import GAME_ID, RaceGame
    engine.register(GAME_ID, RaceGame)

    def play(actions, seed=3, choice=1):
        state = RaceGame().new_game(players=2, seed=seed, options={{"target": 1000}})
        chooser = random.Random(choice)
        for _ in range(actions):
            state.apply(chooser.choice(state.legal_actions()))
        return state
""").format(root=str(ROOT), here=str(HERE))

HOLDER = PRELUDE + textwrap.dedent("""
    held = saves.open_exclusive(sys.argv[1])
    held.write(play(2))
    print("holding", flush=True)
    for line in sys.stdin:
        if line.strip() == "write":
            held.write(play(4))
            print("wrote", flush=True)
        elif line.strip() == "close":
            held.close()
            print("closed", flush=True)
    time.sleep(60)
""")


class Holder:
    """A second herotable process holding a save open."""

    def __init__(self, path: Path):
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.expect() == "holding"

    def expect(self) -> str:
        line = self.proc.stdout.readline().strip()
        assert line, "the holder process died"
        return line

    def say(self, word: str) -> str:
        self.proc.stdin.write(word + "\n")
        self.proc.stdin.flush()
        return self.expect()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        for stream in (self.proc.stdin, self.proc.stdout):
            stream.close()


@pytest.fixture
def holder(tmp_path):
    made = []

    def _start(path):
        made.append(Holder(path))
        return made[-1]
    yield _start
    for proc in made:
        proc.kill()


def test_a_save_open_elsewhere_cannot_be_opened_or_written(tmp_path, holder, play,
                                                          one_line):
    path = tmp_path / "campaign.htsave"
    other = holder(path)
    with pytest.raises(saves.AlreadyOpen) as caught:
        saves.open_exclusive(path)
    one_line(caught.value, path)
    text = str(caught.value)
    assert f"pid {other.proc.pid} on " in text and "close it there first" in text
    with pytest.raises(saves.AlreadyOpen) as caught:
        saves.write(path, play(actions=9))
    one_line(caught.value, path)
    assert saves.read(path).action_count == 2              # reading is always fine
    assert other.say("write") == "wrote"                   # the holder still writes
    assert saves.read(path).action_count == 4


def test_closing_lets_the_next_process_in(tmp_path, holder, play):
    path = tmp_path / "campaign.htsave"
    other = holder(path)
    assert other.say("close") == "closed"
    with saves.open_exclusive(path) as held:
        assert held.read().action_count == 2
        held.write(play(actions=5))
    assert saves.read(path).action_count == 5


def test_a_closed_save_leaves_no_open_file(tmp_path, holder, play):
    """Issue 41: ``.open`` files stayed in the save folder after a clean quit."""
    path = tmp_path / "campaign.htsave"
    other = holder(path)
    assert (tmp_path / "campaign.htsave.open").exists()      # held: the file names the holder
    assert other.say("close") == "closed"
    assert not (tmp_path / "campaign.htsave.open").exists()
    with saves.open_exclusive(path) as held:                 # the next one makes it again
        held.write(play(actions=5))
        assert (tmp_path / "campaign.htsave.open").exists()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == [
        "campaign.htsave", "campaign.htsave.bak", "campaign.htsave.lock"]


def test_a_killed_holder_leaves_no_stale_lock(tmp_path, holder):
    path = tmp_path / "campaign.htsave"
    holder(path).kill()
    with saves.open_exclusive(path) as held:
        assert held.read().action_count == 2


def test_one_process_cannot_open_a_save_twice(tmp_path, play, one_line):
    path = tmp_path / "c.htsave"
    with saves.open_exclusive(path) as held:
        with pytest.raises(saves.AlreadyOpen) as caught:
            saves.open_exclusive(tmp_path / "." / "c.htsave")      # same file, other spelling
        one_line(caught.value, tmp_path / "." / "c.htsave")
        assert "this herotable" in str(caught.value)
        saves.write(path, play())                            # this process may write it
        held.write(play(actions=3))
    assert held.closed
    held.close()                                             # twice is fine
    with pytest.raises(ValueError):
        held.write(play())
    saves.open_exclusive(path).close()


WRITER = PRELUDE + textwrap.dedent("""
    path, seed, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for n in range(rounds):
        saves.write(path, play(n % 15, seed=seed, choice=seed))
    print("done", flush=True)
""")

READER = PRELUDE + textwrap.dedent("""
    path, seconds = sys.argv[1], float(sys.argv[2])
    end, reads = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        saved = saves.read(path)          # any error here fails the test
        assert saved.seed in (3, 11, 22), saved.seed
        reads += 1
    print(reads, flush=True)
""")


def test_two_writers_and_a_reader_on_one_file_never_see_a_broken_save(tmp_path, play):
    path = tmp_path / "shared.htsave"
    saves.write(path, play(actions=1))                       # seed 3
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    reader = None
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(seed), "60"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=env) for seed in (11, 22)]
    try:
        time.sleep(0.3)
        reader = subprocess.run([sys.executable, "-c", READER, str(path), "1.5"],
                                capture_output=True, text=True, timeout=60, env=env)
        for proc in writers:
            out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0 and out.strip() == "done", err[-2000:]
    finally:
        for proc in writers:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert reader.returncode == 0, reader.stderr[-2000:]
    assert int(reader.stdout) > 5
    final = saves.read(path)
    assert final.seed in (11, 22)
    assert engine.state_hash(final.state) == final.state_hash
    leftovers = sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp"))
    assert leftovers == []
