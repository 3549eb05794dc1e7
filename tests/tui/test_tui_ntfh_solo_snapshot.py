"""Snapshot of No Time For Heroes' solo game-over dialog at 80x24 (issue 45): a solo
game played to its end by the heuristic (fixed seed), the score and its title.
Regenerate with ``--snapshot-update`` and look at the SVG."""
from __future__ import annotations

from engine.ai.heuristic import no_time_for_heroes as nh

from tui.app import HerotableApp
from tui.screens import GameOverScreen, HandoffScreen
from tui.session import GameSession

from tui_driver import settle


def _finished_solo(save_dir) -> GameSession:
    session = GameSession.new("no-time-for-heroes", 1, 6,
                              {"names": ["Ana"], "mode": "solo", "heroes": ["lisavette"]},
                              save_dir)
    bot = nh.Heuristic(7)
    while not session.state.is_over():
        state = session.state
        session.apply(bot.decide(state, 0, state.legal_actions()))
    return session


async def _to_game_over(pilot):
    await settle(pilot)
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settle(pilot)
    assert isinstance(pilot.app.screen, GameOverScreen)


def test_solo_game_over_80x24(snap_compare, save_dir):
    session = _finished_solo(save_dir)
    assert session.state.seat_score(0) is not None
    assert snap_compare(HerotableApp(session), run_before=_to_game_over,
                        terminal_size=(80, 24))
