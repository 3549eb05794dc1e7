"""Input that can never be saved or shown (issue 19): seeds beyond a save's
64-bit integers, names that are not UTF-8, repeated, or hold line breaks or
direction overrides are refused in one line, at the command line and in the
forms (both go through ``GameSession.new``); output to a full disk and a
failed campaign write say what failed."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

import saves
from tui import cli
from tui.games.orc_wars import campaign_flow
from tui.app import HerotableApp
from tui.session import GameSession, SessionError, release_except

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _release():
    yield
    release_except(None)
    campaign_flow.release_all()


@pytest.fixture
def no_app(monkeypatch):
    started: list = []
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: started.append(self))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    return started


@pytest.mark.parametrize("argv, words", [
    (["--seed", str(10 ** 30)], "the seed must be a whole number from"),
    (["--seed", str(-2 ** 63 - 1)], "the seed must be a whole number from"),
    (["--names", "Ana,B\udcffo"], "is not valid UTF-8 text"),
    (["--names", "Ana,ANA"], "two players are called 'Ana'"),
    (["--names", "Ana\nX,Bo"], "line break, a control or a text-direction character"),
    (["--names", "\u202eanA,Bo"], "line break, a control or a text-direction character"),
    (["--names", "Ana,\u2066Bo"], "line break, a control or a text-direction character"),
])
def test_names_and_seeds_a_save_cannot_hold_are_refused_in_one_line(no_app, save_dir, capsys,
                                                                    argv, words):
    assert cli.main(["new", "herocard-duel", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("herotable: ") and words in err, err
    assert not no_app and list(save_dir.iterdir()) == []          # nothing started, no file


def test_the_largest_seed_a_save_holds_is_accepted(no_app, save_dir):
    assert cli.main(["new", "herocard-duel", "--seed", str(2 ** 63 - 1)]) == 0
    saved = saves.read(no_app[-1].initial_session.path)
    assert saved.seed == 2 ** 63 - 1


def test_the_forms_get_the_same_refusals(save_dir):
    """The new-game form and the campaign dialog start games through these calls."""
    with pytest.raises(SessionError, match="the seed must be"):
        GameSession.new("hero-realms", 2, seed=10 ** 30, folder=save_dir)
    with pytest.raises(SessionError, match="two players are called"):
        GameSession.new("hero-realms", 2, seed=1, options={"names": ["Bo", "bo"]},
                        folder=save_dir)
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    with pytest.raises(SessionError, match="the seed must be"):
        campaign_flow.start_game(held, "the-prisoner", "Ana", ["ranger"], ["sorcerer"],
                                 save_dir, seed=10 ** 30)
    assert held.campaign.in_progress is None                      # nothing was begun
    assert [p.name for p in save_dir.iterdir() if p.suffix == ".htsave"] == []


def test_saves_list_to_a_full_disk_is_one_line(save_dir):
    GameSession.new("herocard-duel", 2, seed=1, folder=save_dir).close()
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "tui", "saves", "list"], cwd=ROOT,
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120,
                              env={**os.environ, "HEROTABLE_SAVE_DIR": str(save_dir)})
    assert done.returncode == 2
    assert done.stderr == "herotable: cannot write the output: No space left on device\n"


def test_a_failed_campaign_write_names_the_campaign_file(save_dir, monkeypatch):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(saves.SaveError) as caught:
        held.save()
    assert "could not write the campaign file: No space left on device" in str(caught.value)


@pytest.mark.parametrize("argv, words", [
    (["load", ""], "load needs the path of a save file"),
    (["saves", "show", ""], "saves show needs the path of a save file"),
    (["saves", "verify", " "], "saves verify needs the path of a save file"),
    (["saves", "restore", ""], "saves restore needs the path of a save file"),
    (["load", "/"], "/: not a regular file"),
    (["saves", "show", "/"], "/: not a regular file"),
    (["saves", "restore", "/"], "/: not a save file: the path names a folder"),
])
def test_an_empty_path_or_a_folder_is_one_line(no_app, save_dir, capsys, argv, words):
    """Issue 41: ``herotable load ''`` printed a traceback (the backup of '.')."""
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("herotable: ") and words in err, err
    assert not no_app
