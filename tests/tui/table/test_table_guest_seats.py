"""Guests who share one Unix account but have save folders of their own (``--save-dir``
in each key's ``authorized_keys`` ``command=``) share no seat (issue 43): the seat key
is kept in the joining guest's folder, so another guest of the same account cannot
take a seat the first one holds, and the first takes it back with its key."""
from __future__ import annotations

import json

from tui import cli
from tui.session import GameSession

from table_host import HostThread


def test_guests_of_one_account_keep_their_seats_apart(tmp_path, monkeypatch, capsys):
    runtime = tmp_path / "xdg"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.delenv("SSH_ORIGINAL_COMMAND", raising=False)
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    (tmp_path / "host-saves").mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=tmp_path / "host-saves")
    host = HostThread(session, runtime / "herotable", name="duel-7a7a")
    joined = []

    def run_app(app) -> int:          # the joined screen is not drawn: the seat is taken
        joined.append((app.guest, app.initial_session.bound_seat))
        return 0
    monkeypatch.setattr(cli, "run_app", run_app)

    def join(who: str, *more: str) -> int:
        return cli.main(["--guest", "--save-dir", str(tmp_path / who), "join", *more])
    try:
        assert join("ana", "duel-7a7a", "--seat", "1") == 0
        assert joined == [(True, 0)]
        keys = json.loads((tmp_path / "ana" / "seat-keys.json").read_text())
        assert list(keys) == [host.host.table_id]
        # bo, the same Unix account with another folder: ana's seat is not his
        assert join("bo", "duel-7a7a", "--seat", "1") == 2
        err = capsys.readouterr().err
        assert "is taken" in err and err.count("\n") == 1
        assert not (tmp_path / "bo" / "seat-keys.json").exists()
        # ana, from her folder, is given her seat back by its key
        assert join("ana", "duel-7a7a") == 0
        assert joined[-1] == (True, 0)
        # bo takes the free seat; it is his from then on, not ana's
        assert join("bo", "duel-7a7a") == 0 and joined[-1] == (True, 1)
        assert join("ana", "duel-7a7a", "--seat", "2") == 2
        assert "is taken" in capsys.readouterr().err
    finally:
        host.stop()
