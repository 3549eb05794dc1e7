"""The log panel wraps again when its scrollbar appears. Met resuming No Time For
Heroes at 80x24: the whole log was wrapped before the scrollbar took its column, so
a wrapped line showed "... under the Horde, one o" with the "f" of "of" under the
scrollbar (tui/widgets/log.py)."""
from __future__ import annotations

from tui.session import GameSession
from tui.widgets.log import LogPanel

from ntfh_steps import run_at_80x24


def _resumed(save_dir) -> GameSession:
    """Seed 621605, Player 2 a computer player, 60 first-listed actions (a log well
    past one screen), saved and loaded again as `herotable continue` does."""
    seats = [{"kind": "human"}, {"kind": "ai", "bot": "easy"}]
    session = GameSession.new("no-time-for-heroes", 2, 621605, {}, save_dir, seats=seats)
    for _ in range(60):
        if session.state.over:
            break
        session.apply(session.state.legal_actions()[0])
    session.flush()
    path = session.path
    session.close()
    return GameSession.load(path)


def test_no_resumed_log_line_runs_under_the_scrollbar(save_dir):
    """Every wrapped line fits the room left beside the scrollbar, and the log still
    ends with the last thing that happened."""
    session = _resumed(save_dir)

    async def body(pilot, screen):
        await pilot.pause()
        log = screen.query_one(LogPanel)
        assert log.show_vertical_scrollbar
        width = log.scrollable_content_region.width
        assert max(strip.cell_length for strip in log.lines) <= width
        assert log.lines[-1].text.strip()       # the newest line is drawn, not lost
        tail = " ".join(strip.text.strip() for strip in log.lines[-3:])
        assert tail.endswith(session.log_lines(0)[-1].split()[-1])

    run_at_80x24(session, body)
