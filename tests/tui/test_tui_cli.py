"""The herotable command line: one-line errors (exit 2), saves list/show/verify."""
from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

import engine
import saves

from tui import cli
from tui.app import HerotableApp

ROOT = Path(__file__).resolve().parents[2]


def _error(capsys, argv) -> str:
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("herotable: ")
    return lines[0]


def _good_save(folder: Path) -> Path:
    state = engine.load_game("herocard-duel").new_game(2, seed=4, options={"names": ["Ana", "Bo"]})
    for _ in range(5):
        state.apply(state.legal_actions()[-1])
    path = folder / "good.htsave"
    saves.write(path, state, seats=[{"name": "Ana", "kind": "human", "bot": None},
                                    {"name": "Bo", "kind": "human", "bot": None}])
    return path


@pytest.fixture
def no_app(monkeypatch):
    """Replace HerotableApp.run: record the app instead of starting it."""
    started = []
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: started.append(self))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    return started


@pytest.mark.parametrize("argv, words", [
    (["new", "nosuch"], "unknown game"),
    (["new", "herocard-duel", "--players", "9"], "--players"),
    (["new", "herocard-duel", "--players", "x"], "invalid int"),
    (["new", "herocard-duel", "--heroes", "paladin,nobody"], "unknown hero"),
    (["new", "herocard-duel", "--names", "A,B,C", "--players", "2"], "3 names"),
    (["new", "herocard-duel", "--names", "A,,B"], "empty name"),
    (["--frobnicate"], "unrecognized arguments"),
    (["new"], "required"),
    (["saves"], "saves needs"),
    (["saves", "frob"], "invalid choice"),
])
def test_bad_command_lines_give_one_line(capsys, save_dir, argv, words):
    assert words in _error(capsys, argv)


def test_unreadable_saves_give_one_line(capsys, save_dir, tmp_path):
    junk = tmp_path / "junk.htsave"
    junk.write_bytes(b"\x00not a save at all" * 10)
    assert "junk.htsave" in _error(capsys, ["load", str(junk)])
    assert "junk.htsave" in _error(capsys, ["saves", "verify", str(junk)])
    assert "junk.htsave" in _error(capsys, ["saves", "show", str(junk)])
    assert "missing" in _error(capsys, ["load", str(tmp_path / "missing.htsave")])


def test_continue_without_saves(capsys, save_dir):
    assert "no saved game" in _error(capsys, ["continue"])


def test_verify_show_and_list(capsys, save_dir):
    path = _good_save(save_dir)
    assert cli.main(["saves", "verify", str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok: ")
    assert cli.main(["saves", "show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game: herocard-duel" in out and "players: Ana (human), Bo (human)" in out
    assert "state hash: " in out
    assert cli.main(["saves", "list"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith("File\tGame\t")
    assert lines[1].startswith("good.htsave\therocard-duel\t-\tAna, Bo")


def test_save_dir_option_before_or_after_the_command(capsys, save_dir, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    _good_save(other)
    for argv in (["--save-dir", str(other), "saves", "list"],
                 ["saves", "list", "--save-dir", str(other)]):
        assert cli.main(argv) == 0
        assert "good.htsave" in capsys.readouterr().out


def test_new_starts_the_app_with_the_options(no_app, save_dir):
    assert cli.main(["new", "herocard-duel", "--seed", "9", "--names", "Ana,Bo",
                     "--heroes", "ranger,sorcerer", "--ascii"]) == 0
    app = no_app[0]
    state = app.initial_session.state
    assert state.seed == 9 and state.options["names"] == ["Ana", "Bo"]
    assert state.options["heroes"] == ["ranger", "sorcerer"]
    assert app.ascii_mode is True
    assert app.initial_session.path.parent == save_dir
    assert app.initial_session.path.exists()     # saved before the first action


def test_continue_and_load_open_the_save(no_app, save_dir):
    """The app is given the path and reads the save itself, in a worker
    (tui/screens/loading.py), then opens the game at its 5 actions."""
    path = _good_save(save_dir)
    assert cli.main(["continue"]) == 0
    assert cli.main(["load", str(path)]) == 0

    async def opened(app):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            game = next(s for s in app.screen_stack if getattr(s, "session", None))
            session = game.session                    # under the hand-off screen
            assert session.path == path and len(session.state.history) == 5
    for app in no_app:
        assert app.initial_session is None and app.initial_load == path
        asyncio.run(opened(app))


def test_no_arguments_opens_the_title_screen(no_app, save_dir):
    assert cli.main([]) == 0
    assert no_app[0].initial_session is None


def test_subprocess_error_is_one_line(save_dir):
    result = subprocess.run([sys.executable, "-m", "tui.cli", "new", "nosuch-game"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_new_orc_wars_heroes_are_one_per_elf(no_app, save_dir, capsys):
    """Orc Wars: the Orc has no hero, so --heroes names one hero per Elf, and a
    list of two heroes alone means three players (the Orc and two Elves)."""
    assert cli.main(["new", "orc-wars", "--heroes", "ranger,sorcerer", "--seed", "4"]) == 0
    state = no_app[-1].initial_session.state
    assert state.num_players == 3 and state.options["heroes"] == ["ranger", "sorcerer"]
    assert cli.main(["new", "orc-wars", "--players", "3", "--heroes", "ranger"]) == 2
    assert capsys.readouterr().err.strip() == \
        "herotable: --heroes gives 1 hero for 2 seats (Elf 1, Elf 2): one each, comma separated"


def test_option_sets_any_declared_option(no_app, save_dir):
    """``--option NAME=VALUE`` reaches the game's options: the Orc's level by label, each
    Elf's role per seat (comma separated), the duel's Victory Points."""
    assert cli.main(["new", "orc-wars", "--players", "3", "--seed", "2",
                     "--option", "level=True Orc", "--option", "roles=sorcerer,paladin",
                     "--option", "heroes=orc-king,ranger"]) == 0
    options = no_app[-1].initial_session.state.options
    assert options["level"] == "true-orc" and options["roles"] == ["sorcerer", "paladin"]
    assert options["heroes"] == ["orc-king", "ranger"]
    assert cli.main(["new", "herocard-duel", "--option", "target_vp=1"]) == 0
    assert no_app[-1].initial_session.state.options["target_vp"] == 1


def test_option_players_follow_a_per_seat_list(no_app, save_dir):
    assert cli.main(["new", "orc-wars", "--option", "roles=ranger,paladin,sorcerer"]) == 0
    assert no_app[-1].initial_session.state.num_players == 4


@pytest.mark.parametrize("argv, words", [
    (["new", "orc-wars", "--option", "colour=red"], "unknown option 'colour' for orc-wars"),
    (["new", "orc-wars", "--option", "level"], "--option takes NAME=VALUE"),
    (["new", "orc-wars", "--players", "3", "--option", "roles=ranger,ranger"],
     "roles must all differ"),
    (["new", "orc-wars", "--players", "3", "--option", "roles=ranger"],
     "--option roles gives 1 role for 2 seats (Elf 1, Elf 2)"),
    (["new", "herocard-duel", "--heroes", "wizard"],
     "--heroes: unknown heroes 'wizard' (known: paladin, orc-king, ranger, sorcerer)"),
    (["new", "herocard-duel", "--heroes", "wizard,paladin,ranger"], "unknown heroes 'wizard'"),
    (["new", "herocard-duel", "--names", "A"],
     "--names gives 1 name for a 2-player game: one per player, comma separated"),
    (["new", "herocard-duel", "--heroes", "ranger"], "--heroes gives 1 hero for a 2-player game"),
    (["new", "orc-wars", "--level", "novice", "--option", "level=expert"], "level is given twice"),
    (["new", "herocard-duel", "--option", "target_vp=lots"], "target_vp takes a whole number"),
    (["new", "herocard-duel", "--option", "target_vp=0"], "target_vp must be a whole number"),
    (["simulate", "orc-wars", "--games", "1", "--bots", "random", "--option", "level=boss"],
     "unknown level 'boss'"),
])
def test_bad_option_is_one_line(capsys, save_dir, argv, words):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err, err


def test_options_lists_every_option_with_its_values(capsys):
    """``herotable options GAME`` prints each option's --option form, kind, default and
    every choice with its label, read from the game's option specs."""
    assert cli.main(["options", "pack-of-heroes"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("pack-of-heroes: Pack of Heroes, exactly 2 players; options for 2:")
    assert "--option teams=VALUE   Set team" in out
    assert "2 values, comma separated (one per seat), each choice; default: pick,pick" in out
    assert "    elementeens                  Elementeens\n" in out
    assert "    int from 3 to 8; default: 3\n" in out
    assert cli.main(["options", "orc-wars", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert ("2 values, comma separated (Elf 1, Elf 2), each choice, all different; "
            "default: paladin,ranger") in out
    assert "    true-orc                     True Orc\n" in out


def test_options_refuses_a_bad_game_or_player_count(capsys):
    assert "no-such-game" in _error(capsys, ["options", "no-such-game"])
    assert "--players must be exactly 2 for pack-of-heroes, not 3" in _error(
        capsys, ["options", "pack-of-heroes", "--players", "3"])
    line = _error(capsys, ["new", "pack-of-heroes", "--option", "bogus=1"])
    assert "unknown option 'bogus'" in line and "herotable options pack-of-heroes" in line


def test_version_prints_the_version_and_the_save_formats(capsys):
    """Issue 41: ``herotable --version`` did not exist."""
    from engine.version import VERSION
    assert cli.main(["--version"]) == 0
    out, err = capsys.readouterr()
    assert out == (f"herotable {VERSION} (save format {saves.FORMAT}, campaign format "
                   f"{saves.campaign.CAMPAIGN_FORMAT})\n") and err == ""
