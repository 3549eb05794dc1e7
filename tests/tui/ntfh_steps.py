"""Shared No Time For Heroes Pilot steps: a 2-seat game past its Leader bid, opened at 80x24."""
from __future__ import annotations

from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession

import pilot_steps


def bid_done_session(save_dir, seed: int = 5) -> GameSession:
    """Seed 5: Ana (Neddia) and Bo (Aranel), both bids made (first listed): Ana's
    Attack phase, turn 1, Shadow Swamp in force."""
    session = GameSession.new("no-time-for-heroes", 2, seed, {"names": ["Ana", "Bo"]},
                              save_dir)
    while session.state.phase == "bid":
        session.apply(session.state.legal_actions()[0])
    return session


def run_at_80x24(session: GameSession, body) -> None:
    """Open ``session`` at 80x24, past the hand-off, and run ``await body(pilot, screen)``."""
    pilot_steps.run_at_80x24(session, NoTimeScreen, body)
