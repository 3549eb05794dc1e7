"""``herotable join`` without a terminal says first what matters: that no table is
open (a new user's report: it said "needs a terminal" and they looked for the wrong
fault)."""
from __future__ import annotations

from tui import cli


def test_join_with_no_table_and_no_terminal_says_no_table(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))
    (tmp_path / "run").mkdir(mode=0o700)
    monkeypatch.setattr(cli, "has_terminal", lambda: False)
    code = cli.main(["join", "--save-dir", str(tmp_path / "saves")])
    err = capsys.readouterr().err
    assert code == 2 and "no table is open to you" in err and "terminal" not in err
    assert err.count("\n") == 1
