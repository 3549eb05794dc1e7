"""Heroes of Timeline at 80x24, what newcomers met: an Enter typed ahead at the end of
the set-up did the battle's first action; the highlighted wall looked like a real
wall without colour; the Domination Points line wrapped. Each from an exact position
(seed 4, Guards of Witgat against the Hidden Temple, first legal actions)."""
from __future__ import annotations

import asyncio

from engine.heroes_of_timeline import board
from pilot_steps import SIZE, past_handoff, run_at_80x24
from tui.app import HerotableApp
from tui.games.heroes_of_timeline import glyphs
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.screens import HandoffScreen
from tui.session import GameSession
from tui.widgets import ActionList

SETUP_PHASES = ("armor", "walls", "deploy", "deploy_face", "reposition")
OPTIONS = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}


def _session(save_dir, stop) -> GameSession:
    """Seed 4, first legal actions until ``stop(state)``."""
    session = GameSession.new("heroes-of-timeline", 2, 4, OPTIONS, save_dir)
    while not stop(session.state):
        session.apply(session.state.legal_actions()[0])
    return session


def _last_setup_step(state) -> bool:
    """True one action before the set-up ends (the last hero's facing)."""
    if state.phase not in SETUP_PHASES:
        return True
    after = state.clone()
    after.apply(state.legal_actions()[0])
    return after.phase not in SETUP_PHASES


def test_an_enter_typed_after_the_setup_only_highlights(save_dir):
    """Bo places the last facing (Enter); Ana takes the keyboard (Enter on the
    hand-off); an Enter typed ahead then does not end Ana's declarations: it
    highlights "Done declaring" and says so; the next Enter does it."""
    session = _session(save_dir, _last_setup_step)
    state = session.state
    assert state.phase == "deploy_face" and state.current_player == 1

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            await pilot.press("enter")              # Bo's last set-up step
            await pilot.pause()
            assert state.phase == "declare" and state.current_player == 0
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("enter")              # Ana at the keyboard
            await pilot.pause()
            played = len(state.history)
            listing = screen.query_one(ActionList)
            assert listing.highlighted is None
            await pilot.press("enter")              # typed ahead
            await pilot.pause()
            assert len(state.history) == played and state.phase == "declare"
            assert listing.highlighted_action.kind == "declare_done"
            await pilot.press("enter")
            await pilot.pause()
            assert len(state.history) == played + 1
    asyncio.run(run())


def test_the_highlighted_wall_reads_apart_from_a_real_wall_without_colour(save_dir):
    """Walls set-up: the highlighted wall's two hexes are bracketed { }, a placed
    wall's hexes are not (the board's plain text, no colour)."""
    session = _session(save_dir, lambda s: s.phase == "walls" and s.walls)
    state = session.state
    placed = next(iter(state.walls))

    async def body(pilot, screen):
        chosen = screen.query_one(ActionList).highlighted_action
        assert chosen.kind == "wall"
        marks = screen._marks
        for h in board.edge_hexes(chosen.arg("edge")):
            if h in glyphs.HEX_SET:
                assert marks.get(h) == "pick"
        for h in board.edge_hexes(tuple(placed)):
            if h in glyphs.HEX_SET and h not in board.edge_hexes(chosen.arg("edge")):
                assert marks.get(h) != "pick"
        lines = glyphs.board_lines(state.view(0), None, marks, preview=(chosen.arg("edge"),))
        text = "\n".join(line.plain for line in lines)
        assert "{" in text and "}" in text
    run_at_80x24(session, TimelineScreen, body)


def test_the_points_line_fits_the_inspector_at_80x24(save_dir):
    """"Set-up  DP Player 1 0 - 0 Player 2" is 34 cells; the inspector has 22: the
    points take a line a player, the names one under the other."""
    session = GameSession.new("heroes-of-timeline", 2, 4, {"teams": OPTIONS["teams"]},
                              save_dir)

    async def body(pilot, screen):
        inspector = screen.query_one("#hot-inspector")
        width = inspector.content_region.width
        lines = str(inspector.render()).splitlines()
        first = lines.index("Set-up  DP Player 1 0")
        second = lines[first + 1]
        assert second == " " * len("Set-up  DP ") + "Player 2 0"
        assert width == 22 and len(lines[first]) <= width and len(second) <= width
    run_at_80x24(session, TimelineScreen, body)


def test_points_lines_keep_the_names_apart():
    """Turn 1 with the default names: "Turn 1/5  DP Player 1 0" is 23 cells: the
    turn takes its own line rather than cutting both names to "Player…"; a name too
    long even then is cut."""
    lines = [t.plain for t in glyphs.status_lines({"turn": 1, "dp": [0, 0]},
                                                  ["Player 1", "Player 2"], 22)]
    assert lines[1:4] == ["Turn 1/5  DP", " Player 1 0", " Player 2 0"]
    lines = [t.plain for t in glyphs.status_lines({"turn": 3, "dp": [12, 4]},
                                                  ["Anastasia Longname-Smith", "Bo"], 22)]
    assert all(len(line) <= 22 for line in lines[1:4]), lines
    assert lines[2].startswith(" Anastasia Longnam…") and lines[2].endswith("12")
    assert lines[3].startswith(" Bo ") and lines[3].endswith(" 4")
