"""Pack of Heroes on screen: the grid panel readable without colour, the cursor and digit
keys, and a whole game by key presses with a quit and a Continue in the middle."""
from __future__ import annotations

import asyncio

from engine.ai import SeatWindow, make_bot
from tui.app import HerotableApp
from tui.games.pack_of_heroes.board import CELL, grid_text, rows_for
from tui.games.pack_of_heroes.screen import PackScreen
from tui.screens import ChooseScreen, GameOverScreen, HandoffScreen, QuitScreen
from tui.session import GameSession
from tui.widgets import ActionList

OPTIONS = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random"}


def _setup_done(session):
    while session.state.phase != "play":
        session.apply(session.state.legal_actions()[0])


def test_grid_text_names_owner_rank_wounds_and_stun(tmp_path):
    session = GameSession.new("pack-of-heroes", 2, seed=3, options=OPTIONS, folder=tmp_path)
    _setup_done(session)
    view = session.state.view(0)
    lines = [t.plain for t in grid_text(view, 0, 1)]
    assert len(lines) == 10 and all(len(line) == len(lines[0]) for line in lines)
    state = session.state
    mine = state.defs[state.heroes[state.board[1]].id]
    theirs = state.heroes[state.board[7]]
    # seat 0 home row at the bottom; the cursor's side borders are brackets, the name whole
    assert f"[{mine.name:<{CELL}}]" in lines[7]
    assert f" 1{mine.rank[0].upper()} 0/{mine.health}" in lines[8]
    assert f" 2{state.defs[theirs.id].rank[0].upper()} " in lines[2]   # owner 2 at the top
    assert "b2" in lines[4] and "a1" in lines[7]


async def _press_for(pilot, action) -> None:
    """The Pack keys for ``action``: a power of a hero in play by moving the grid cursor
    (h/j/k/l) onto it and its digit (then the digit of the entry when a list opens);
    anything else in the Actions list by Home or End and the arrows, then Enter."""
    screen = pilot.app.screen
    state = screen.session.state
    hero = action.arg("hero")
    if action.kind in ("use", "constant") and state.heroes[hero].space is not None:
        powers = state.defs[state.heroes[hero].id].powers
        index = action.arg("power") if action.kind == "use" else next(
            i for i, p in enumerate(powers) if p.type == "constant")
        rows = rows_for(screen.shown_seat)
        row, col = divmod(state.heroes[hero].space, 3)
        now_row, now_col = divmod(screen.cursor, 3)
        down = rows.index(row) - rows.index(now_row)
        keys = ["j" if down > 0 else "k"] * abs(down)
        keys += ["l" if col > now_col else "h"] * abs(col - now_col)
        await pilot.press(*keys, str(index + 1))
        await pilot.pause()
        if isinstance(pilot.app.screen, ChooseScreen):
            entry = pilot.app.screen.labels.index(action.label)
            await pilot.press(*([str(entry + 1)] if entry < 9 else ["down"] * entry + ["enter"]))
        return
    listing = screen.query_one(ActionList)
    target, now, last = listing.actions.index(action), listing.highlighted or 0, \
        len(listing.actions) - 1
    ways = [(abs(target - now), []), (target + 1, ["home"]), (last - target + 1, ["end"])]
    _, start = min(ways, key=lambda way: way[0])
    origin = {"home": 0, "end": last}.get(start[0], now) if start else now
    steps = ["down" if target > origin else "up"] * abs(target - origin)
    await pilot.press(*start, *steps, "enter")


async def _play(app, session, bots, until):
    async with app.run_test(size=(80, 24)) as pilot:
        done = 0
        while done < until:
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if isinstance(screen, GameOverScreen) or session.state.is_over():
                break
            assert isinstance(screen, PackScreen)
            seat = session.state.current_player
            action = bots[seat].choose(SeatWindow(session.state, seat))
            before = len(session.state.history)
            await _press_for(pilot, action)
            await pilot.pause()
            assert session.state.history[before] == action
            done += 1
        if not session.state.is_over():
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            await pilot.press("y")
            await pilot.pause()


# a whole game of 72 actions between these bots: the shortest of seeds 1-7 over every
# pair of set teams (a longer one only costs test time: each key press is a frame)
SHORT_GAME = {"teams": ["elementeens", "data-brigade"], "weapons": "random"}


def test_whole_game_by_keys_with_quit_and_continue(save_dir):
    session = GameSession.new("pack-of-heroes", 2, seed=2, options=SHORT_GAME, folder=save_dir)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    asyncio.run(_play(HerotableApp(session), session, bots, 30))
    assert not session.state.is_over() and len(session.state.history) >= 30
    again = GameSession.load(session.path)
    assert again.state.history == session.state.history
    asyncio.run(_play(HerotableApp(again), again, bots, 2000))
    assert again.state.is_over()


def test_cursor_and_digit_use_a_power(tmp_path):
    session = GameSession.new("pack-of-heroes", 2, seed=4, options=OPTIONS, folder=tmp_path)
    _setup_done(session)
    state = session.state
    active = state.active

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, PackScreen)
            start = 1 if active == 0 else 7
            screen.cursor = 4
            await pilot.press("j")             # towards the home row at the bottom
            await pilot.pause()
            assert screen.cursor == start
            hero = state.defs[state.heroes[state.board[start]].id]
            assert hero.name in str(screen.query_one("#status").render())
            before = len(state.history)
            await pilot.press("9")             # no power 9: nothing happens
            await pilot.pause()
            assert len(state.history) == before
    asyncio.run(run())


def test_reverse_match_on_one_key_swaps_the_teams(save_dir):
    """Rulebook, "Game End": after a game, r on the game-over dialog starts the
    reverse match: a new game (a new save) with the set teams swapped, same seats."""
    session = GameSession.new("pack-of-heroes", 2, seed=5, options=OPTIONS, folder=save_dir,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while not session.state.is_over():
        seat = session.state.current_player
        session.apply(bots[seat].choose(SeatWindow(session.state, seat)))
    assert session.state.teams == ["elementeens", "guild-of-ghouls"]

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            words = [str(w.render()) for w in app.screen.query("Static")]
            assert "r: reverse match (teams swapped)" in words
            await pilot.press("r")
            await pilot.pause()
            screens = [s for s in app.screen_stack if isinstance(s, PackScreen)]
            assert len(screens) == 1 and screens[0].session is not session
            screen = screens[0]
            return screen.session
    new = asyncio.run(run())
    assert new.state.teams == ["guild-of-ghouls", "elementeens"]
    assert new.state.options["weapons"] == "random" and not new.state.is_over()
    assert [s["kind"] for s in new.seats] == ["human", "ai"] and new.seats[1]["bot"] == "random"
    assert new.path != session.path and new.path.parent == session.path.parent
