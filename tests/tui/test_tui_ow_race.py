"""Pilot test: Race Through the Dark, 2 players, played to a result by key presses,
with a quit in the middle of an Attack Sequence and a Continue that restores it.

Grak plays the Orcs, Ana the Elf as the Ranger (two moves a turn keep the game
short: seed 3 ends in about 95 actions, the Orcs killing her). Every action
goes through ``ow_driver.press_for`` (map cursor, Enter, digits, the actions
list); ``ow_driver.play`` checks that a hand-off screen comes between every
change of seat.
"""
from __future__ import annotations

import asyncio

import engine
import saves

from tui.app import HerotableApp
from tui.screens import GameOverScreen, QuitScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession

from ow_driver import play
from pilot_steps import continue_from_title

SIZE = (80, 24)
OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"], "heroes": ["ranger"],
           "roles": ["ranger"]}


def in_attack_sequence(state) -> bool:
    """An Attack Sequence is open and the defender must answer (mid-fight)."""
    seq = state.view(None)["sequence"]
    return seq is not None and state.current_player == state.pools[seq["defender"]].owner


def test_race_through_the_dark_by_keys_with_quit_and_continue(save_dir):
    checkpoint: dict = {}

    async def first_half():
        session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            record: dict = {}
            await play(pilot, 600, stop=in_attack_sequence, record=record)
            screen = app.screen
            assert isinstance(screen, OrcWarsScreen), screen
            state = screen.session.state
            assert not state.is_over() and in_attack_sequence(state)
            assert record["seats"] >= 3 and record["handoffs"] >= record["seats"]
            checkpoint.update(hash=engine.state_hash(state), player=state.current_player,
                              actions=len(state.history), path=session.path,
                              sequence=state.view(None)["sequence"])
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            await pilot.press("y")
            await pilot.pause()

    async def second_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            screen = await continue_from_title(pilot, OrcWarsScreen)
            state = screen.session.state
            assert engine.state_hash(state) == checkpoint["hash"]
            assert state.current_player == checkpoint["player"] == screen.shown_seat
            assert len(state.history) == checkpoint["actions"]
            assert state.view(None)["sequence"] == checkpoint["sequence"]
            assert screen.session.path == checkpoint["path"]
            record: dict = {}
            await play(pilot, 1500, record=record)
            assert state.is_over()
            winners = state.winners()
            assert winners in ([0], [1])
            view = state.view(None)
            if winners == [1]:
                assert view["players"][1]["out"] == "escaped"
            else:
                assert view["players"][1]["out"] == "dead"
            assert isinstance(app.screen, GameOverScreen)
            assert screen.session.seat_name(winners[0]) in app.screen.headline
            saved = saves.read(screen.session.path)
            assert engine.state_hash(saved.state) == engine.state_hash(state)

    asyncio.run(first_half())
    asyncio.run(second_half())
