"""Issue 41: playing from a backup lost a game. ``load X.htsave.bak`` while X is
on screen in another herotable: that one's next save replaced the ``.bak``
being played. A backup is now played in a copy of its own."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import saves
from tui.session import GameSession, SessionError, release_except

ROOT = Path(__file__).resolve().parents[2]
PLAYER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from tui.session import GameSession
    session = GameSession.load(sys.argv[2])
    print("held", flush=True)
    for line in sys.stdin:
        session.apply(session.state.legal_actions()[0])
        print("saved" if session.save() else session.save_error, flush=True)
""")


@pytest.fixture(autouse=True)
def _release():
    yield
    release_except(None)


def _play(session, count: int) -> None:
    for _ in range(count):
        session.apply(session.state.legal_actions()[0])


def test_a_backup_played_while_its_save_is_played_elsewhere_keeps_its_game(save_dir):
    first = GameSession.new("herocard-duel", 2, seed=7, folder=save_dir)
    _play(first, 3)
    first.close()
    bak = saves.backup_path(first.path)
    bak_bytes = bak.read_bytes()
    other = subprocess.Popen([sys.executable, "-c", PLAYER, str(ROOT), str(first.path)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        mine = GameSession.load(bak)                      # what `herotable load X.bak` does
        assert mine.path != bak and mine.path.parent == save_dir
        assert mine.path.name.endswith(".htsave")
        assert any(bak.name in line and mine.path.name in line for line in mine.log_lines(None))
        _play(mine, 14)
        assert mine.save(), mine.save_error
        for _ in range(2):                                # the other one saves X twice
            other.stdin.write("play\n")
            other.stdin.flush()
            assert other.stdout.readline().strip() == "saved"
        _play(mine, 1)
        assert mine.save(), mine.save_error               # nothing wrote over this game
        moves = len(mine.state.history)
        mine.close()
    finally:
        other.kill()
        other.wait()
    assert saves.read(mine.path).action_count == moves
    assert bak.read_bytes() != bak_bytes                  # X's own backup went on as usual
    assert saves.read(first.path).action_count == 5


def test_a_backup_that_is_no_save_is_one_line_and_leaves_no_copy(save_dir):
    bad = save_dir / "junk.htsave.bak"
    bad.write_bytes(b"not a save")
    with pytest.raises(SessionError) as caught:
        GameSession.load(bad)
    assert "junk.htsave.bak" in str(caught.value) and "\n" not in str(caught.value)
    assert sorted(p.name for p in save_dir.iterdir()) == ["junk.htsave.bak"]
