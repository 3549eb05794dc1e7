"""Pack of Heroes at 80x24 with a drafted team and drafted weapons, as newcomers met it:
Player 2's weapon fell off the Grid panel; the draft's footer offered the grid cursor
and the power digits, which do nothing there. From exact positions (seed 1, first
legal actions)."""
from __future__ import annotations

import asyncio

from pilot_steps import SIZE, capture_notes, footer_line, past_handoff, run_at_80x24
from tui.app import HerotableApp
from tui.games.pack_of_heroes.board import base_lines
from tui.games.pack_of_heroes.screen import PackScreen
from tui.session import GameSession

OPTIONS = {"team_method": "draft", "weapons": "draft"}


def _session(save_dir, phase: str) -> GameSession:
    session = GameSession.new("pack-of-heroes", 2, seed=1, options=OPTIONS, folder=save_dir)
    while session.state.phase != phase:
        session.apply(session.state.legal_actions()[0])
    return session


def test_both_weapons_show_on_the_grid_panel_at_80x24(save_dir):
    """Turn 1: both reserves are long (3 and 4 heroes); every line the bases need
    did not fit the 16 lines under the grid's 10: each weapon now has its line
    under its player and the reserve lists end in "…"."""
    session = _session(save_dir, "play")
    view = session.state.view(0)
    assert len(base_lines(view, 52)) > 6          # what did not fit

    async def body(pilot, screen):
        board = screen.query_one("#board")
        height = board.content_region.height
        lines = str(board.render()).splitlines()
        assert len(lines) <= height, (height, lines)
        for player in view["players"]:
            assert any(f"weapon {player['weapon']['name']}" in line for line in lines), lines
        assert any(line.rstrip().endswith("…") for line in lines), lines
        assert all(len(line) <= board.content_region.width for line in lines)
    run_at_80x24(session, PackScreen, body)


def test_the_draft_footer_shows_only_keys_that_work_there(save_dir):
    """In the team draft and the weapon draft the footer has no "1-3 Power" and no
    "hjkl Cursor"; the keys still say how to choose."""
    session = _session(save_dir, "draft")

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            line = footer_line(screen)
            assert "Power" not in line and "Cursor" not in line, line
            assert "enter Choose" in line
            said = capture_notes(app)
            await pilot.press("h", "2")
            await pilot.pause()
            assert said[0] == "Pick a hero (or a weapon) in the list: Up/Down, then Enter."
            assert said[1].startswith("Draft: choose with Up/Down, then Enter")
        while session.state.phase != "play":
            session.apply(session.state.legal_actions()[0])
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            line = footer_line(screen)
            assert "1-3 Power" in line and "hjkl Cursor" in line, line
    asyncio.run(run())


def test_the_drafted_weapons_are_listed_with_the_draft_pool(save_dir):
    """With drafted weapons and a drafted team, the three weapons on the table were
    only at the end of the actions list: the Grid panel's pool named heroes alone."""
    session = _session(save_dir, "draft")
    names = [w["name"] for w in session.state.view(0)["weapon_offer"]]
    assert len(names) == 3

    async def body(pilot, screen):
        board = screen.query_one("#board")
        text = " ".join(str(board.render()).split())
        assert "Weapons: " + ", ".join(names) in text, text
        lines = str(board.render()).splitlines()
        assert len(lines) <= board.content_region.height
    run_at_80x24(session, PackScreen, body)
