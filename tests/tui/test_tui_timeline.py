"""Heroes of Timeline on screen (tui/games/heroes_of_timeline/): a whole game played by
key presses with a quit and Continue on the way, the cursor and the inspector, and the
board drawing (walls on edges, facings, Key Tile, zones)."""
from __future__ import annotations

import asyncio

import engine
from tui.app import HerotableApp
from tui.games.heroes_of_timeline import glyphs
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.screens import GameOverScreen, HandoffScreen
from tui.session import GameSession


async def _enter_until(pilot, app, stop, limit=2000):
    for _ in range(limit):
        await pilot.pause()
        screen = app.screen
        if stop(screen):
            return
        await pilot.press("enter")
    raise AssertionError("the game did not get there by key presses")


def test_whole_game_by_keys_with_quit_and_continue(save_dir):
    async def run():
        session = GameSession.new("heroes-of-timeline", 2, 4, None, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            def past_setup(screen):
                return isinstance(screen, TimelineScreen) and screen.session.state.turn >= 2
            await _enter_until(pilot, app, past_setup)
            played = len(app.screen.session.state.history)
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("t")          # to the title screen
            await pilot.pause()
            await pilot.press("c")          # Continue
            await app.workers.wait_for_complete()   # the save is read in a worker
            await pilot.pause()
            await _enter_until(pilot, app, lambda s: isinstance(s, TimelineScreen))
            state = app.screen.session.state
            assert len(state.history) == played and state.turn >= 2
            await _enter_until(pilot, app, lambda s: isinstance(s, GameOverScreen)
                               or (isinstance(s, TimelineScreen) and s.state.is_over()))
            assert app.screen.state.is_over() if isinstance(app.screen, TimelineScreen) \
                else True
    asyncio.run(run())


def test_cursor_moves_and_the_inspector_shows_the_six_sides(save_dir):
    async def run():
        session = GameSession.new("heroes-of-timeline", 2, 4, None, save_dir)
        state = session.state
        while state.turn < 1:
            session.apply(state.legal_actions()[0])
        hero = next(h for h in state.heroes if h.alive and h.seat == state.current_player)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, TimelineScreen) and screen.cursor == (0, 0)
            await pilot.press("l")
            assert screen.cursor == (1, 0)
            await pilot.press("h", "h")
            assert screen.cursor == (-1, 0)
            screen.cursor = hero.hex
            await pilot.press("l", "h")
            text = str(screen.query_one("#hot-inspector").render())
            assert hero.name in text and "front" in text and "b-right" in text
            assert "Board" in screen.query_one("#hot-board").border_title
    asyncio.run(run())


def test_board_drawing_shows_walls_facing_key_tile_and_zones():
    state = engine.load_game("heroes-of-timeline").new_game(2, 1, {"teams": [
        "dragon-hunters", "institute"]})
    view = state.view(0)
    view["walls"] = [[0, 0, 0], [0, 0, 2]]          # E and NW sides of the Key Tile
    knight = next(h for h in view["heroes"] if h["hero"] == "red-knight")
    knight["hex"], knight["facing"] = [1, 0], 3
    lines = [t.plain for t in glyphs.board_lines(view, None, {}, ascii_mode=True)]
    assert len(lines) == 25 and max(len(x) for x in lines) <= 52
    key_line = lines[glyphs.line_of((0, 0))]
    x = glyphs.text_x((0, 0))
    assert key_line[x + 1:x + 3] == "**" and key_line[x + 3:x + 5] == "||"
    assert lines[glyphs.line_of((1, 0))][glyphs.text_x((1, 0)) + 1:][:2] == "R4"
    assert "::" in lines[-1] and "::" in lines[0]
    assert lines[glyphs.line_of((0, 0)) - 1][x:x + 2] == "\\\\"     # the NW wall above
