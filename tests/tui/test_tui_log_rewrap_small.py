"""Lines logged while the small-window notice hides the screen are wrapped again
when the window grows. Met at 70x20 in No Time For Heroes: back at 80x24 the log
read "Fire Bolt: / Player 2 / gains 1 / Glory." a few columns wide (tui/widgets/log.py)."""
from __future__ import annotations

from tui.widgets.log import LogPanel

from ntfh_steps import bid_done_session, run_at_80x24


def test_lines_logged_under_the_notice_fill_the_log_again(save_dir):
    session = bid_done_session(save_dir)

    async def body(pilot, screen):
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        for _ in range(3):        # what a computer player does while the window is small
            screen.apply_action(session.state.legal_actions()[0])
            await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        log = screen.query_one(LogPanel)
        width = log.scrollable_content_region.width
        texts = [strip.text.rstrip() for strip in log.lines]
        assert max(len(t) for t in texts) <= width
        # every line that fits the width is drawn on one row, whole
        short = [line for line in session.log_lines(screen.shown_seat)[-12:]
                 if len(line) <= width]
        assert short and all(line in texts for line in short), (short, texts[-12:])

    run_at_80x24(session, body)
