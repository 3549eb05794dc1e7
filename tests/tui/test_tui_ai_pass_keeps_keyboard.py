"""Two people and an AI seat (a 3-player duel): after the AI seat's pass the
decision comes back to the person who had the keyboard, and no hand-off screen asks
them to "Pass the keyboard to Player 1" (issue 41)."""
from __future__ import annotations

import asyncio
import random

from engine.ai import Bot

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff

HUMAN = {"kind": "human"}


class PassBot(Bot):
    """Passes when it may, else plays the first legal action."""

    spec = "normal"

    def choose(self, window):
        legal = window.legal_actions()
        return next((a for a in legal if a.kind == "pass"), legal[0])


def _ai_pass_comes_back(state, action) -> bool:
    after = state.clone()
    after.apply(action)
    if after.is_over() or after.current_player != 2:
        return False
    passes = [a for a in after.legal_actions() if a.kind == "pass"]
    if not passes:
        return False
    after.apply(passes[0])
    return after.current_player == 0


def test_the_keyboard_stays_with_player_1_after_the_ai_passes(save_dir, monkeypatch):
    monkeypatch.setattr(GameSession, "bot_for", lambda self, seat: PassBot(0))
    action = None
    for seed in range(3, 40):   # the first seed whose random play reaches such a position
        session = GameSession.new("herocard-duel", 3, seed, {"names": ["Ana", "Bo", "Cy"]},
                                  save_dir, seats=[HUMAN, HUMAN, {"kind": "ai", "bot": "normal"}])
        state, rng = session.state, random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            if state.current_player == 0:
                action = next((a for a in state.legal_actions()
                               if _ai_pass_comes_back(state, a)), None)
                if action is not None:
                    break
            session.apply(rng.choice(state.legal_actions()))
        if action is not None:
            break
        session.close()
    assert action is not None

    async def run():
        app = HerotableApp(session)
        app.ai_pace = 0
        app.auto_pass = False           # Ana decides herself after Cy's pass
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert screen.shown_seat == 0
            played = len(state.history)
            screen.apply_action(action)
            for _ in range(20):
                await pilot.pause(0.05)
                if len(state.history) >= played + 2:
                    break
            await pilot.pause()
            assert state.history[played + 1].kind == "pass"        # Cy's (the AI's) pass
            assert state.current_player == 0
            assert not isinstance(app.screen, HandoffScreen), app.screen.player_name
            assert screen.shown_seat == 0
    asyncio.run(run())


def test_who_needs_a_hand_off(save_dir):
    """The keyboard is with the seat on screen, else with the one on screen when a bot
    began to move: Ana after a bot's move needs none; Bo does; and from Bo's screen
    Ana needs one again (a stale note of Ana must not skip it)."""
    session = GameSession.new("herocard-duel", 3, 3, {"names": ["Ana", "Bo", "Cy"]}, save_dir,
                              seats=[HUMAN, HUMAN, {"kind": "ai", "bot": "normal"}])

    async def run():
        app = HerotableApp(session)
        app.ai_pace = 3600
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            screen.shown_seat, screen._keyboard_seat = None, 0     # a bot moves after Ana
            assert not screen.handoff_needed(0) and screen.handoff_needed(1)
            screen.shown_seat = 1                                  # Bo took the keyboard
            assert screen.handoff_needed(0)
    asyncio.run(run())
