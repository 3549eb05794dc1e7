"""The log survives Continue: a loaded game shows the lines it showed before the
quit (each seat's own wording), then a "Resumed" line."""
from __future__ import annotations

import saves
from tui.session import GameSession


def _play(session: GameSession, count: int) -> None:
    for _ in range(count):
        legal = session.state.legal_actions()
        session.apply(legal[len(session.state.history) % len(legal)])


def test_log_lines_come_back_after_load(tmp_path):
    session = GameSession.new("herocard-duel", 2, seed=5, folder=tmp_path)
    _play(session, 25)
    before = {seat: session.log_lines(seat) for seat in (0, 1)}
    assert before[0] != before[1]          # private draws are worded per seat
    again = GameSession.load(session.path)
    for seat in (0, 1):
        lines = again.log_lines(seat)
        assert lines[:-1] == before[seat][1:]      # all but the "New game" note
        assert lines[-1].startswith("Resumed")
    # issue 40: the seed gives away every hand, so no seat's log names it (the
    # game-over dialog and ``saves show`` do); the lines said it before
    assert before[0][0] == "New HeroCard Duel."
    assert again.log_lines(0)[-1] == f"Resumed at turn {again.state.view(None)['turn']}."
    assert again.revealed_seed() is None


def test_saved_game_keeps_the_last_events_only(tmp_path):
    session = GameSession.new("hero-realms", 2, seed=2, folder=tmp_path)
    _play(session, 60)
    saved = saves.read(session.path)
    assert 0 < len(saved.events) <= saves.game.LAST_EVENTS
    assert [e.describe(0) for e in saved.events] == \
        [e.describe(0) for e in session.log if not isinstance(e, str)]
