"""Issue 41: ``herotable saves ...`` never prints control characters, and never
reads a name or a path as Rich markup."""
from __future__ import annotations

import re
import sys

import engine
import saves
from tui import cli
from tui.session import GameSession

TITLE = "\x1b]0;pwned\x07"
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")   # every control but tab and newline


def _run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _duel(path, names):
    state = engine.load_game("herocard-duel").new_game(players=2, seed=5,
                                                       options={"names": list(names)})
    return saves.write(path, state, seats=[{"name": n, "kind": "human", "bot": None}
                                           for n in names])


def test_list_and_show_to_a_pipe_print_no_control_characters(capsys, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    _duel(folder / f"evil{TITLE}.htsave", [f"Ana{TITLE}", "Bo"])
    code, out, err = _run(capsys, "--save-dir", str(folder), "saves", "list")
    assert code == 0 and not CONTROL.search(out + err), repr(out + err)
    assert "evil?]0;pwned?.htsave\therocard-duel" in out and "Ana]0;pwned, Bo" in out
    code, out, err = _run(capsys, "saves", "show", str(folder / f"evil{TITLE}.htsave"))
    assert code == 0 and not CONTROL.search(out + err), repr(out + err)
    assert "players: Ana]0;pwned (human), Bo (human)" in out
    assert "note: This save held player names" in out


def test_an_error_line_shows_control_characters_as_question_marks(capsys, tmp_path):
    code, out, err = _run(capsys, "saves", "show", str(tmp_path / f"no{TITLE}.htsave"))
    assert code == 2 and not CONTROL.search(err.rstrip("\n")), repr(err)
    assert "no?]0;pwned?.htsave: no such file" in err


def test_list_on_a_terminal_takes_markup_in_names_and_folder_literally(capsys, tmp_path,
                                                                      monkeypatch):
    folder = tmp_path / "[bold]saves[/]"     # a folder "]" in a folder "[bold]saves["
    folder.mkdir(parents=True)
    session = GameSession.new("herocard-duel", 2, seed=1, folder=folder,
                              options={"names": ["[/]", "Bob"]})
    session.close()
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setenv("COLUMNS", "250")   # one line a row, to read the cells whole
    code, out, err = _run(capsys, "--ascii", "--save-dir", str(folder), "saves", "list")
    assert code == 0, err
    plain = re.sub(r"\x1b\[[0-9;]*m", "", out)
    assert "[/], Bob" in plain and f"Saves in {folder}" in plain
    code, out, err = _run(capsys, "--ascii", "--save-dir", str(tmp_path / "[/]"), "saves",
                          "list")
    assert code == 0 and "[/]" in out, err
