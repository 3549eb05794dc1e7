"""Continue resumes the newest unfinished game; a newer damaged save is named with
its backup; ``saves list`` marks finished games, has a header row and makes no
folder; ``saves restore`` puts a good backup back (issue 18, Saves)."""
from __future__ import annotations

import asyncio
import os

import pytest

import saves
from tui import cli
from tui.app import HerotableApp
from tui.resume import pick_continue
from tui.screens import ChooseScreen, GameScreen


@pytest.fixture
def folder(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    return folder


def _finished(play):
    state = play(actions=400, target=3)
    assert state.is_over()
    return state


def _age(path, seconds):
    """Make ``path`` look ``seconds`` old (file time)."""
    when = os.stat(path).st_mtime - seconds
    os.utime(path, (when, when))


def test_continue_passes_over_a_finished_game(folder, play):
    older = saves.write(folder / "older.htsave", play(actions=4))
    _age(older, 100)
    saves.write(folder / "done.htsave", _finished(play))
    assert saves.newest(folder).name == "done.htsave"         # the newest file ...
    pick = pick_continue(folder)
    assert pick.path == older and pick.damaged is None         # ... is not what Continue opens


def test_continue_names_a_damaged_newest_save_and_its_backup(folder, play, capsys):
    older = saves.write(folder / "older.htsave", play(actions=4))
    _age(older, 100)
    path = folder / "new.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=3))                         # new.htsave.bak: the first
    path.write_bytes(b"junk")
    pick = pick_continue(folder)
    assert pick.path == older and pick.damaged.path == path and pick.damaged.backup
    assert cli.main(["continue"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "new.htsave" in err
    assert f"herotable saves restore {path}" in err


def test_title_continue_offers_the_backup_of_a_damaged_newest_save(folder, play):
    older = saves.write(folder / "older.htsave", play(actions=4))
    _age(older, 100)
    path = folder / "new.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=3))
    path.write_bytes(b"junk")

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.screen, ChooseScreen)
            assert "new.htsave" in app.screen.title_text
            await pilot.press("1")                              # load its backup
            await app.workers.wait_for_complete()              # read in a worker
            await pilot.pause()
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            assert game.session.path == path
            assert len(game.session.state.history) == 2          # the backup's game
    asyncio.run(run())


def test_saves_list_marks_finished_games_and_makes_no_folder(folder, play, capsys, tmp_path):
    saves.write(folder / "done.htsave", _finished(play))
    assert cli.main(["saves", "list"]) == 0
    header, line = capsys.readouterr().out.splitlines()
    assert header.split("\t")[-1] == "State"
    assert line.split("\t")[-1].startswith("finished")
    missing = tmp_path / "nowhere"
    assert cli.main(["--save-dir", str(missing), "saves", "list"]) == 0
    assert not missing.exists()


def test_saves_restore_puts_the_backup_back(folder, play, capsys):
    path = folder / "g.htsave"
    saves.write(path, play(actions=2))
    saves.write(path, play(actions=3))
    path.write_bytes(b"junk")
    assert cli.main(["saves", "restore", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"herotable load {path}" in out
    assert len(saves.read(path).state.history) == 2
