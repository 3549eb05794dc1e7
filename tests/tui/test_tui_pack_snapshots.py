"""Snapshot tests of the Pack of Heroes screen at 80x24 and 120x40: a position in the middle
of a game (seed 3, Elementeens against the Guild of Ghouls, weapons dealt, 60 actions of
the heuristic bots played by the engine first, so heroes on the grid carry wounds), the
cursor on the home row; and the game-over dialog offering the reverse match. Regenerate
with ``pytest tests/tui/test_tui_pack_snapshots.py --snapshot-update`` and look at the
SVGs before committing them."""
from __future__ import annotations

from engine.ai import SeatWindow, make_bot
from tui.app import HerotableApp
from tui.session import GameSession

OPTIONS = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random",
           "names": ["Ana", "Bo"]}


def _app(save_dir, actions: int | None = 60) -> HerotableApp:
    """The app on a game after ``actions`` bot actions (None: to the end)."""
    session = GameSession.new("pack-of-heroes", 2, 3, OPTIONS, save_dir)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    state = session.state
    done = 0
    while not state.is_over() and (actions is None or done < actions
                                   or state.phase != "play" or state.pending is not None):
        seat = state.current_player
        session.apply(bots[seat].choose(SeatWindow(state, seat)))
        done += 1
    return HerotableApp(session)


def test_pack_screen_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), press=["enter", "j"], terminal_size=(80, 24))


def test_pack_screen_120x40(snap_compare, save_dir):
    assert snap_compare(_app(save_dir), press=["enter", "j"], terminal_size=(120, 40))


def test_pack_game_over_80x24(snap_compare, save_dir):
    assert snap_compare(_app(save_dir, None), terminal_size=(80, 24))
