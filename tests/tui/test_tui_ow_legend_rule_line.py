"""Orc Wars words a playtester found wanting: the map legend (``?``) did not
explain every symbol the map shows (the (..) around a squad token that may be
woken, the map title's cursor position and "- more up", the mark before the
title of the panel that has the keys), and the status panel's line saying who
decides now changed its form from phase to phase ("Squad phase: ...",
"Set-up: ...", "Orc: ...", "Move phase: ...", "Ana: ...", "Elf 1: ...").
"""
from __future__ import annotations

from tui.games.orc_wars import glyphs
from tui.games.orc_wars.hexmap import FOCUS_MARK
from tui.games.orc_wars.text import rule_line
from tui.session import GameSession

from ow_driver import choose

NAMES = ["Grak", "Ana"]
OPTIONS = {"scenario": "race-through-the-dark", "names": NAMES}


def test_the_legend_names_every_glyph_and_mark_the_map_draws():
    for ascii_mode in (False, True):
        text = glyphs.legend(ascii_mode)
        for key, (plain, fancy, _style) in glyphs.TERRAIN.items():
            if key != "off":
                assert (plain if ascii_mode else fancy).strip() in text, key
        for key, (left, right, _style, _background) in glyphs.MARKS.items():
            assert f"{left}..{right}" in text, key
        pieces = [{"what": "figure", "side": "elf", "seat": 1},
                  {"what": "figure", "side": "king"},
                  {"what": "token"}, {"what": "treasure"}, {"what": "prisoner"}]
        for piece in pieces:
            assert glyphs.piece_glyph(piece)[0] in text, piece
        # what the map draws besides glyphs: a token that may be woken is
        # marked (..) (placement_choices), the title names the cursor's space
        # and where more map lies, and the panel with the keys has a mark
        assert "a token you may wake" in text
        assert "Map (3,26)" in text and "more up" in text
        mark = FOCUS_MARK[1 if ascii_mode else 0].strip()
        assert f"  {mark} before Map or Actions" in text


def test_the_rule_line_always_starts_with_who_decides(save_dir):
    """A driver game, seed 3, Race Through the Dark: at every decision of the
    first 250 (set-up, discard, draw, clear, squad phase, the Orc's choice of
    clan, placing Orcs, moves, fights) the line reads "<player>: ..." or, in an
    Orc clan's action phase, "<player>, <clan>: ..."."""
    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    state = session.state
    seen = set()
    for _ in range(250):
        if state.is_over():
            break
        seat = state.current_player
        view = state.view(seat)
        line = rule_line(view, state.legal_actions(), seat, NAMES)
        who = NAMES[seat]
        assert line.startswith(f"{who}: ") or line.startswith(f"{who}, "), (view["phase"], line)
        seen.add((view["phase"], bool(view.get("placing")), bool(view.get("sequence"))))
        session.apply(choose(state))
    phases = {p for p, _, _ in seen}
    assert {"setup_tokens", "setup_elves", "discard", "draw", "clear", "squad",
            "action"} <= phases, phases
    assert any(placing for _, placing, _ in seen) and any(fight for _, _, fight in seen)
