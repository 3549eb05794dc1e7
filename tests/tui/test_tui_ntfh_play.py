"""Pilot test: a 2-player No Time For Heroes game played by key presses to the final
score, with a quit and Continue in the middle (both seats are people: every bid and
Valerys' reactions on the other hero's turn go through hand-off screens)."""
from __future__ import annotations

import asyncio

import engine
import saves
from engine.ai.heuristic import no_time_for_heroes as nh

from tui.app import HerotableApp
from tui.screens import GameOverScreen, GameScreen, HandoffScreen, TitleScreen
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession

from tui_driver import press_for, settle

SIZE = (80, 24)
SEED = 4                     # Idril against Valerys; Valerys takes two blows for her
_BOT = nh.Heuristic(7)


def _pick(state):
    """The heuristic's choice on the real state (a deterministic test driver)."""
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else _BOT.decide(state, state.current_player, legal)


async def _play(pilot, stop=None, limit=400) -> dict:
    seen = {"handoffs": 0, "reactions": 0}
    for _ in range(limit * 3):
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, HandoffScreen):
            seen["handoffs"] += 1
            await pilot.press("enter")
            continue
        if isinstance(screen, GameOverScreen):
            return seen
        assert isinstance(screen, GameScreen), screen
        state = screen.session.state
        if state.is_over() or (stop is not None and stop(state)):
            return seen
        action = _pick(state)
        if action.kind in ("accept", "decline", "shield"):
            seen["reactions"] += 1
        before = len(state.history)
        await press_for(pilot, action)
        await settle(pilot)
        assert state.history[before] == action, (state.history[before], action)
    raise AssertionError("the game did not end")


def test_a_game_to_the_final_score_with_quit_and_continue(save_dir):
    checkpoint = {}

    async def first_half():
        session = GameSession.new("no-time-for-heroes", 2, SEED, None, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            seen = await _play(pilot, stop=lambda s: s.turn >= 6)
            assert isinstance(app.screen, NoTimeScreen)
            assert seen["handoffs"] >= 2            # the two bids at least
            state = app.screen.session.state
            assert not state.is_over()
            checkpoint.update(hash=engine.state_hash(state), actions=len(state.history))
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

    async def second_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("enter")             # Continue
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert engine.state_hash(screen.session.state) == checkpoint["hash"]
            assert len(screen.session.state.history) == checkpoint["actions"]
            await _play(pilot)
            state = screen.session.state
            assert state.is_over() and state.winners() == [1]
            assert isinstance(app.screen, GameOverScreen)
            assert screen.session.seat_name(1) in app.screen.headline
            assert any(" Glory = " in line for line in app.screen.details)
            saved = saves.read(screen.session.path)
            assert engine.state_hash(saved.state) == engine.state_hash(state)
            assert any(a.kind == "accept" for a in state.history)   # Valerys' blow, by keys

    asyncio.run(first_half())
    asyncio.run(second_half())
