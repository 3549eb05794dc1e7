"""The takeover AI says in everyone's log that it plays for an away person
(``host --ai-takeover``): once per absence, so its moves are not taken for theirs."""
from __future__ import annotations

from tui.session import GameSession

from table_host import HostThread, wait_until


def test_the_stand_in_is_named_in_the_log_once_per_absence(tmp_path):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=5, folder=saves_dir,
                              options={"names": ["Ana", "Bo"]},
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    host = HostThread(session, tmp_path / "run", ai_takeover=0.2)
    try:
        ana = host.join(tmp_path / "ana")
        ana.link.close()
        start = len(session.state.history)
        assert wait_until(lambda: len(session.state.history) > start + 5, 20)
        lines = [line for line in session.log_lines(None) if "is away" in line]
        assert lines == ["Ana is away: the computer (normal) plays for them until they "
                         "join again."]
        back = host.join(tmp_path / "ana")
        assert any("Ana is away" in line for line in back.log_lines(0))
    finally:
        host.stop()
