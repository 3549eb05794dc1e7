"""Guest mode (issue 43, ``tui/guest.py``): a guest opens only files in the guest's
save folder, sees a short palette, cannot host, simulate, screenshot or suspend, gets
one line and status 2 without a terminal, and an ssh client's own command is taken
only when it is ``herotable relay [TABLE]``."""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pilot_steps import SIZE
from replay_steps import random_save
from tui import cli, guest
from tui.app import HerotableApp
from tui.screens import LoadScreen, TitleScreen

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def places(save_dir, tmp_path):
    """The guest's folder with a save of its own, a real save in a neighbour's folder,
    and a symlink in the guest's folder pointing at the neighbour's save."""
    mine = random_save(save_dir, "herocard-duel", 3, 6, name="mine")
    other = tmp_path / "other"
    other.mkdir()
    theirs = random_save(other, "herocard-duel", 4, 6, name="x")
    (save_dir / "link.htsave").symlink_to(theirs)
    return save_dir, mine, theirs


OUTSIDE = ["/etc/passwd", "../other/x.htsave", "link.htsave", "~/x.htsave",
           "sub/../../other/x.htsave"]


@pytest.mark.parametrize("path", OUTSIDE)
def test_confine_refuses_every_way_out_in_one_line(places, path):
    folder, _, _ = places
    with pytest.raises(guest.GuestRefusal) as refused:
        guest.confine(path, folder)
    assert "not in your save folder" in str(refused.value) and "\n" not in str(refused.value)


def test_confine_takes_names_and_paths_inside(places):
    folder, mine, _ = places
    assert guest.confine("mine.htsave", folder) == mine.resolve()
    assert guest.confine(str(mine), folder) == mine.resolve()
    (folder / "alias.htsave").symlink_to(mine)            # a link that stays inside
    assert guest.confine("alias.htsave", folder) == mine.resolve()
    with pytest.raises(guest.GuestRefusal, match="no such save"):
        guest.confine("missing.htsave", folder)
    assert guest.confine("new.txt", folder, must_exist=False) == folder.resolve() / "new.txt"
    with pytest.raises(guest.GuestRefusal):
        guest.confine(str(folder), folder)                # the folder itself is no file


def test_the_switch_is_the_flag_or_the_variable():
    class Args:
        guest = True
    assert guest.guest_mode(Args(), {}) is True
    assert guest.guest_mode(None, {"HEROTABLE_GUEST": "1"}) is True
    assert guest.guest_mode(None, {"HEROTABLE_GUEST": "0"}) is False
    assert guest.guest_mode(None, {}) is False


def _main(argv, capsys) -> tuple[int, str]:
    status = cli.main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return status, err


@pytest.mark.parametrize("path", OUTSIDE)
def test_guest_load_on_the_command_line_is_refused_in_one_line(places, path, monkeypatch,
                                                               capsys):
    folder, _, _ = places
    monkeypatch.chdir(folder)
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    monkeypatch.setattr(cli, "run_app", lambda app: pytest.fail("the app was started"))
    status, err = _main(["--guest", "load", path], capsys)
    assert status == 2 and err.count("\n") == 1 and "not in your save folder" in err, err


def test_a_guest_by_variable_is_held_too_and_others_are_not(places, monkeypatch, capsys):
    """``saves show`` of the neighbour's save: shown to the account's owner, refused to
    a guest (by HEROTABLE_GUEST=1 as by --guest)."""
    folder, _, _ = places
    monkeypatch.chdir(folder)
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    assert cli.main(["saves", "show", "../other/x.htsave"]) == 0
    assert "herocard-duel" in capsys.readouterr().out
    monkeypatch.setenv("HEROTABLE_GUEST", "1")
    status, err = _main(["saves", "show", "../other/x.htsave"], capsys)
    assert status == 2 and "not in your save folder" in err
    assert cli.main(["saves", "show", "mine.htsave"]) == 0    # a name in the folder
    assert "herocard-duel" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["host", "herocard-duel"], "cannot host"),
    (["simulate", "herocard-duel", "--games", "1", "--bots", "random,random"], "simulations"),
    (["join", "--ssh", "ana@far"], "no --ssh"),
    (["saves", "export", "mine.htsave", "-o", "/tmp/guest-export.txt"], "not in your save"),
    (["saves", "import", "/etc/passwd"], "not in your save"),
    (["saves", "restore", "../other/x.htsave"], "not in your save"),
])
def test_what_a_guest_may_not_run(places, argv, words, monkeypatch, capsys):
    monkeypatch.chdir(places[0])
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    status, err = _main(["--guest", *argv], capsys)
    assert status == 2 and err.count("\n") == 1 and words in err, err
    assert not Path("/tmp/guest-export.txt").exists()


def test_no_terminal_is_one_line_and_status_2_in_a_real_process(save_dir):
    """``ssh`` without ``-t``: no terminal on either side; nothing is drawn or saved."""
    env = {**os.environ, "HEROTABLE_SAVE_DIR": str(save_dir), "PYTHONPATH": str(ROOT)}
    env.pop("SSH_ORIGINAL_COMMAND", None)
    for argv in (["--guest"], ["--guest", "new", "herocard-duel"]):
        done = subprocess.run([sys.executable, "-m", "tui", *argv], cwd=ROOT, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr == f"herotable: {guest.NO_TERMINAL}\n"
    assert list(save_dir.iterdir()) == []


@pytest.mark.parametrize("original, table", [
    ("herotable relay", None),
    ("herotable relay duel-5517", "duel-5517"),
    ("/home/ana/venv/bin/herotable relay 'orc-wars-3f9a'", "orc-wars-3f9a"),
])
def test_the_relay_is_the_one_command_a_client_may_send(original, table):
    assert guest.relay_request(original) == table


@pytest.mark.parametrize("original", [
    "", "ls -la", "sh", "herotable", "herotable new herocard-duel", "herotable join",
    "herotable relay t; sh", "herotable relay t && sh", "herotable relay $(id)",
    "herotable --save-dir /etc relay", "herotable relay a b", "herotable relay -h",
    "herotable relay 'unbalanced", "python -m tui relay", "herotable relay ../x",
])
def test_any_other_client_command_is_refused(original):
    with pytest.raises(guest.GuestRefusal) as refused:
        guest.relay_request(original)
    assert "\n" not in str(refused.value)


def test_ssh_original_command_reaches_the_relay_or_is_refused(save_dir, monkeypatch, capsys):
    """No terminal (as ``join --ssh`` runs it): the relay is reached (its own line: no
    such table here), anything else is refused in one line, never run."""
    monkeypatch.setattr(cli, "has_terminal", lambda: False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(save_dir.parent))
    monkeypatch.setenv("SSH_ORIGINAL_COMMAND", "herotable relay nope")
    status, err = _main(["--guest"], capsys)
    assert status == 2 and "no host is running table 'nope'" in err and err.count("\n") == 1
    monkeypatch.setenv("SSH_ORIGINAL_COMMAND", "herotable saves list")
    status, err = _main(["--guest"], capsys)
    assert status == 2 and "this login runs herotable only" in err and err.count("\n") == 1
    assert capsys.readouterr().out == ""


def _titles(app) -> list[str]:
    return sorted(command.title for command in app.get_system_commands(app.screen))


def test_guest_load_screen_refuses_each_way_out_and_loads_its_own(places):
    folder, mine, _ = places

    async def run():
        app = HerotableApp(None, guest=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.push_screen(LoadScreen())
            await pilot.pause()
            for path in ("/etc/passwd", "../other/x.htsave", "link.htsave"):
                box = app.screen.query_one("#load-path")
                box.value = path
                box.focus()
                await pilot.press("enter")
                await pilot.pause()
                assert isinstance(app.screen, LoadScreen)
                line = str(app.screen.query_one("#load-error").render())
                assert "not in your save folder" in line and "\n" not in line, line
            listing = app.screen.query_one("#save-list")          # r on the symlink
            ids = [listing.get_option_at_index(i).id for i in range(listing.option_count)]
            listing.highlighted = ids.index(str(folder / "link.htsave"))
            listing.focus()
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            assert "not in your save folder" in str(app.screen.query_one("#load-error").render())
            box = app.screen.query_one("#load-path")
            box.value = "mine.htsave"                             # its own: it opens
            box.focus()
            await pilot.press("enter")
            await app.workers.wait_for_complete()
            await pilot.pause()
            from tui.session import held_sessions
            assert not isinstance(app.screen, LoadScreen)         # a hand-off, then the game
            assert [s.path.resolve() for s in held_sessions()] == [mine.resolve()]
    asyncio.run(run())


def test_guest_palette_hides_textuals_other_commands(save_dir, monkeypatch):
    """Textual offers Screenshot, Keys and more; a guest sees only ``SYSTEM_COMMANDS``
    (and the rules herotable keeps for every player: no Theme but on the title)."""
    from textual.app import App

    async def run():
        app = HerotableApp(None, guest=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            every = {c.title for c in App.get_system_commands(app, app.screen)}
            assert "Screenshot" in every and len(every) > 2
            assert _titles(app) == ["Quit", "Theme"]
            app.push_screen(LoadScreen())
            await pilot.pause()
            assert _titles(app) == ["Quit"]
            app.pop_screen()
            await pilot.pause()
            monkeypatch.setattr(guest, "SYSTEM_COMMANDS", frozenset({"Quit"}))
            assert _titles(app) == ["Quit"]          # the guest's own list is applied
    asyncio.run(run())


def test_guest_cannot_screenshot_or_suspend(tmp_path, save_dir, monkeypatch):
    from textual.app import App
    suspended = []
    monkeypatch.setattr(App, "action_suspend_process", lambda self: suspended.append(self))

    async def run(is_guest: bool):
        app = HerotableApp(None, guest=is_guest)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.action_screenshot(path=str(tmp_path / "shots"))
            app.save_screenshot(path=str(tmp_path / "shots"))
            app.action_suspend_process()
            await pilot.pause()
            return [n.message for n in app._notifications]
    notes = asyncio.run(run(True))
    assert not (tmp_path / "shots").exists() and suspended == []
    said = {note.split(" (")[0] for note in notes if note.startswith("Not for a guest")}
    assert said == {"Not for a guest: saving a screenshot.",   # one toast for the two
                    "Not for a guest: suspending herotable"}
    (tmp_path / "shots").mkdir()
    asyncio.run(run(False))                     # the same calls, for a player who is no guest
    assert len(suspended) == 1 and list((tmp_path / "shots").glob("*.svg"))
