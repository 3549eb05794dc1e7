"""The game-over dialog at 80x24 is not covered by a toast: a notification shown
just before the game ended (a refused key, a save) sat over the dialog's last line
("Enter: title screen   b/Esc: see the board   q: quit"). The dialog clears the
toasts when it opens."""
from __future__ import annotations

import asyncio
import random

from textual.widgets._toast import Toast

from tui.app import HerotableApp
from tui.screens import GameScreen
from tui.screens.dialogs import GameOverScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff


def _one_action_before_the_end(save_dir):
    """Seed 3 (then 4, 5 ... while a game ends on a forced move), random legal
    actions (Random(seed)) until a decision with a choice in which one action
    ends the game; that action."""
    for seed in range(3, 40):
        found = _ending_choice(save_dir, seed)
        if found is not None:
            return found
    raise AssertionError("no game ended on a decision with a choice")


def _ending_choice(save_dir, seed):
    session = GameSession.new("herocard-duel", 2, seed, {"names": ["Ana", "Bo"]}, save_dir)
    pick = random.Random(seed)
    while not session.state.is_over():
        legal = session.state.legal_actions()
        for action in legal if len(legal) > 1 else ():
            after = session.state.clone()
            after.apply(action)
            if after.is_over():
                return session, action
        session.apply(pick.choice(legal))
    session.close()
    return None


def test_a_toast_shown_before_the_end_does_not_cover_the_dialogs_last_line(save_dir):
    session, last = _one_action_before_the_end(save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            for n in range(3):
                screen.notify(f"A warning shown before the end, number {n}, long enough "
                              "to take two lines.", severity="warning", markup=False)
            await pilot.pause()
            screen.apply_action(last)
            for _ in range(3):
                await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            said = " ".join(str(s.render()) for s in app.screen.query("Static"))
            assert "Played under rules revision " in said   # issue 41
            keys_line = list(app.screen.query("Static"))[-1]
            assert "b/Esc" in str(keys_line.render())
            line = keys_line.region
            toasts = [t.region for t in app.screen.query(Toast) if t.region.area]
            assert not any(t.overlaps(line) for t in toasts), (line, toasts)
    asyncio.run(run())
