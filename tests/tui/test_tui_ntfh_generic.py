"""No Time For Heroes on the generic panels (until it has its own screen): the game-over
summary counts Glory, the fallback panel names each hero, questions have words."""
from __future__ import annotations

import engine
from engine.ai import SeatWindow, make_bot

from tui.describe import game_over_text, handoff_reason
from tui.widgets.generic import render_generic


def _finished(seed: int = 3):
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=seed)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while not state.is_over():
        seat = state.current_player
        state.apply(bots[seat].choose(SeatWindow(state, seat)))
    return state


def test_game_over_text_counts_glory():
    state = _finished()
    view = state.view(0)
    headline, details = game_over_text(view, state.winners(), ["Ana", "Bo"])
    totals = [p["score"]["total"] for p in view["players"]]
    assert details[0].startswith(f"Player 1 ({view['players'][0]['hero']}): {totals[0]} Glory")
    assert ("wins!" in headline) == bool(state.winners())


def test_fallback_panel_and_handoff_words():
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=4)
    view = state.view(0)
    text = render_generic(view, 0).plain
    assert view["players"][0]["hero"] in text and "hero_card" not in text
    assert handoff_reason(view, ["Ana", "Bo"], 0).startswith(f"Ana ({view['players'][0]['hero']})")
