"""One game, one process (issue 19): a game save on screen is held open
(``GameSession`` through ``saves.open_exclusive``); a second herotable is told
who has it, a killed holder lets go at once, a file changed behind a session's
back is never written over, new autosave names are claimed atomically, and a
campaign records only the game it started."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import saves
from saves import listing
from tui.games.orc_wars import campaign_flow
from tui.session import GameSession, SessionError, release_except

ROOT = Path(__file__).resolve().parents[2]
HOLDER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from tui.session import GameSession
    session = GameSession.load(sys.argv[2])
    print("held", flush=True)
    sys.stdin.read()
""")


@pytest.fixture(autouse=True)
def _release():
    yield
    release_except(None)
    campaign_flow.release_all()


def _holder(path: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(ROOT), str(path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_process_cannot_continue_a_game_on_screen(save_dir):
    session = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    session.close()
    proc = _holder(session.path)
    try:
        with pytest.raises(SessionError) as caught:
            GameSession.load(session.path)
        text = str(caught.value)
        assert "open in another herotable" in text and f"pid {proc.pid}" in text
        assert socket.gethostname() in text and "\n" not in text
        before = session.path.read_bytes()
        with pytest.raises(saves.AlreadyOpen):
            saves.write(session.path, session.state)
        assert session.path.read_bytes() == before          # the holder's game is intact
    finally:
        proc.kill()
        proc.wait()
    again = GameSession.load(session.path)                    # a killed holder: free at once
    assert again.held is not None and not again.held.closed


def test_a_new_game_holds_its_save_until_closed(save_dir):
    session = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    with pytest.raises(saves.AlreadyOpen):
        saves.open_exclusive(session.path)   # this process's own second open is refused too
    session.close()
    saves.open_exclusive(session.path).close()


def test_a_game_closed_cleanly_leaves_no_open_file(save_dir):
    """Issue 41: quitting left ``<save>.open`` files in the save folder."""
    session = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    open_file = session.path.with_name(session.path.name + ".open")
    assert open_file.exists()
    release_except(None)                  # what the app does when it ends
    assert not open_file.exists() and session.path.exists()
    again = GameSession.load(session.path)
    assert open_file.exists() and not again.held.closed


def test_loading_again_in_this_process_takes_the_game_over(save_dir):
    first = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    second = GameSession.load(first.path)
    assert first.held.closed and not second.held.closed
    assert not first.save() and "no longer held" in first.save_error


def test_a_file_changed_behind_its_back_is_never_written_over(save_dir):
    session = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    other = GameSession.new("herocard-duel", 2, seed=4, folder=save_dir)
    other.apply(other.state.legal_actions()[0])
    foreign = other.path.read_bytes()
    session.path.write_bytes(foreign)         # a program that ignores the lock
    session.apply(session.state.legal_actions()[0])
    assert "changed on disk" in session.save_error
    assert session.path.read_bytes() == foreign


def test_two_starts_never_get_the_same_name(save_dir):
    first = listing.autosave_path(save_dir, "herocard-duel")
    listing._handed_out.clear()               # as if another process asked just after
    second = listing.autosave_path(save_dir, "herocard-duel")
    assert first != second and first.with_name(first.name + ".lock").exists()


def test_simultaneous_starts_in_many_processes_get_different_names(save_dir):
    script = textwrap.dedent("""
        import sys, time
        sys.path.insert(0, sys.argv[1])
        import saves
        start = float(sys.argv[3])
        while time.time() < start:
            pass
        print(saves.autosave_path(sys.argv[2], "herocard-duel"))
    """)
    start = time.time() + 3.0
    procs = [subprocess.Popen([sys.executable, "-c", script, str(ROOT), str(save_dir),
                               str(start)], stdout=subprocess.PIPE, text=True)
             for _ in range(8)]
    names = [proc.communicate(timeout=60)[0].strip() for proc in procs]
    assert all(names) and len(set(names)) == 8, names


# ----- the campaign records only the game it started -------------------------------------
def _finish(state) -> None:
    while not state.is_over():
        legal = state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        state.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds), legal[0]))


def test_a_campaign_does_not_record_another_game_at_its_path(save_dir):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    session = campaign_flow.start_game(held, "the-prisoner", "Ana", ["sorcerer"], ["ranger"],
                                       save_dir, seed=7)
    path = session.path
    release_except(None)
    campaign_flow.release_all()
    impostor = GameSession.new("orc-wars", 2, seed=0, folder=None,
                               options={"scenario": "the-prisoner", "names": ["Ana", "Bo"],
                                        "heroes": ["sorcerer"], "roles": ["ranger"]})
    _finish(impostor.state)
    os.unlink(path)
    saves.write(path, impostor.state, campaign_id=held.campaign.id)
    loaded = GameSession.load(path)
    assert "not the game the campaign started (its seed is 0" in loaded.log_lines(None)[-1]
    on_disk = saves.read_campaign(held.path)
    assert on_disk.history == [] and on_disk.is_in_progress(path)


def test_a_save_held_elsewhere_is_not_called_damaged(save_dir, capsys, monkeypatch):
    """Issue 41: its good backup is no reason to suggest ``saves restore``."""
    from tui import cli
    from tui.app import HerotableApp
    session = GameSession.new("herocard-duel", 2, seed=3, folder=save_dir)
    session.apply(session.state.legal_actions()[0])   # a second write: a good .bak
    session.close()
    assert saves.backup_path(session.path).exists()
    proc = _holder(session.path)
    try:
        with pytest.raises(SessionError) as caught:
            GameSession.load(session.path)
        assert caught.value.backup is None
        run = HerotableApp.run
        monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: run(self, headless=True))
        monkeypatch.setattr(cli, "has_terminal", lambda: True)
        assert cli.main(["load", str(session.path)]) == 2
        lines = capsys.readouterr().err.strip().splitlines()
        assert len(lines) == 1 and "open in another herotable" in lines[0], lines
        assert "restore" not in lines[0] and "backup" not in lines[0]
    finally:
        proc.kill()
        proc.wait()
