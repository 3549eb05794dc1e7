"""Background saving on the game screen: a burst of actions, then quit, leaves the newest
state on disk (tui/session.py: the newest capture wins, quit and exit wait for it)."""
from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import engine
from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen, QuitScreen
from tui.session import GameSession

ROOT = Path(__file__).resolve().parents[2]
READER = ("import sys; sys.path.insert(0, sys.argv[1]); import engine, saves; "
          "s = saves.read(sys.argv[2]); print(len(s.state.history), engine.state_hash(s.state))")


def _on_disk(path: Path) -> tuple[int, str]:
    """Actions and state hash of the save as another process reads it from disk."""
    out = subprocess.run([sys.executable, "-c", READER, str(ROOT), str(path)], check=True,
                         capture_output=True, text=True, timeout=120).stdout.split()
    return int(out[0]), out[1]


def test_a_burst_of_actions_then_quit_leaves_the_newest_state_on_disk(save_dir):
    session = GameSession.new("herocard-duel", 2, seed=2, folder=save_dir)
    app = HerotableApp(session)
    burst = 25

    async def run():
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert session._writer is not None          # the screen turned it on
            # one burst on the UI thread, no frame in between: each action queues
            # a capture, and only the newest has to reach the disk
            for _ in range(burst):
                session.apply(session.state.legal_actions()[0])
            assert len(session.state.history) == burst and not session.state.is_over()
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            await pilot.press("y")
            await pilot.pause()
    asyncio.run(run())
    assert not session._writer.pending
    assert _on_disk(session.path) == (burst, engine.state_hash(session.state))
