"""What a new player alone against AI seats ran into, pinned by Pilot tests.

Each test plays real key presses on the real screens (Orc Wars' own map screen
included) with the AI seats played by their bots at pace 0.
"""
from __future__ import annotations

import asyncio
import html
import re

import pytest

import engine
import ow_driver

from tui.app import HerotableApp
from tui.games.orc_wars.text import figure_positions, hex_arg
from tui.screens import ChooseScreen, GameScreen, NewGameScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.games.orc_wars.screen import fit_place
from tui.session import GameSession
from tui.widgets import Cycle

SIZE = (80, 24)
HUMAN = {"kind": "human"}
RANDOM_AI = {"kind": "ai", "bot": "random"}


async def _bots_done(pilot) -> None:
    """Let the AI seats move until a human seat decides or the game ends."""
    app = pilot.app
    for _ in range(2000):
        await pilot.pause()
        screen = app.screen
        if not isinstance(screen, GameScreen):
            return
        state = screen.session.state
        if state.is_over() or screen.session.is_human(state.current_player):
            await pilot.pause()
            return
        await app.workers.wait_for_complete()
    raise AssertionError("the bots never stopped")


def test_enter_on_an_elf_standing_on_an_escape_space_asks_before_leaving(save_dir):
    """The Prisoner, a human Elf against an AI Orc: the Elf starts on an escape
    space, and on its first action phase the map cursor rests on it. Enter there
    (what a player presses to pick their figure) used to take the Elf off the map
    at once, which loses The Prisoner on turn 1. Now the line under the map says
    so at 80 columns and Enter asks first: Esc keeps the Elf, 1 leaves."""
    async def run():
        session = GameSession.new("orc-wars", 2, 5, {"scenario": "the-prisoner"}, save_dir,
                                  seats=[RANDOM_AI, HUMAN])
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await _bots_done(pilot)
            screen = app.screen
            assert isinstance(screen, OrcWarsScreen)
            state = session.state
            start = next(a for a in state.legal_actions()
                         if a.kind == "place_elf" and hex_arg(a, "hex") == (9, 12))
            await ow_driver.press_for(pilot, start)
            await pilot.pause()
            while state.view(1)["phase"] != "action":
                assert state.current_player == 1
                await ow_driver.press_for(pilot, next(
                    a for a in state.legal_actions() if a.kind in ("end_discard", "draw")))
                await pilot.pause()
            elf = figure_positions(state.view(1))
            here = elf[next(iter(elf))]
            assert screen.query_one("HexMap").cursor == here == (9, 12)
            hint = str(screen.query_one("#ow-hint").render())
            assert "Enter: leave the map" in hint and len(hint) <= 46, hint
            before = len(state.history)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ChooseScreen)
            assert len(state.history) == before and not state.is_over()
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is screen and len(state.history) == before
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("2")     # line 1 is "Stay on the map" (issue 15: no Enter traps)
            await pilot.pause()
            assert state.history[before].kind == "escape"
    asyncio.run(run())


def test_fit_place_keeps_what_enter_does_in_the_width():
    """The line under the map drops terrain words, then the terrain, then what
    stands there, never the Enter part (46 columns: the map column at 80x24)."""
    place = "(9,12) open, escape space, entrance, Elf start, tile 2: Elf 1 (Paladin)"
    assert fit_place(place, "", 46) == place
    assert fit_place(place, "Enter: leave the map", 0) == place
    assert fit_place(place, "Enter: leave the map", 46) == "(9,12) Elf 1 (Paladin)"
    assert fit_place(place, "its moves: (..)", 46) == "(9,12) open: Elf 1 (Paladin)"
    assert fit_place(place, "its moves: (..)", 60) == "(9,12) open, escape space: Elf 1 (Paladin)"
    assert fit_place("(0,26) open, entrance, tile 1: Black Skull Brute", "its moves: (..)",
                     46) == "(0,26) Black Skull Brute"
    assert fit_place("(3,2) open, tile 5", "Enter: put a squad token here", 46) == "(3,2) open"
    assert fit_place(place, "Enter: leave the map", 20) == "(9,12)"
    for width in range(20, 120):
        what = "Enter: move here or leave the map"
        assert len(fit_place(place, what, width)) + len(what) + 3 <= max(width, 42)


def test_new_game_form_offers_the_orc_wars_scenarios(save_dir):
    """Solo Orc Wars from the title screen: the form has a Scenario field (it used
    to start The Prisoner whatever the player wanted); Orc Camp with an AI easy Orc."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("n")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen) and not form.query("#scenario")
            # the form opens on the Game field (issue 15)
            while form.query_one("#game", Cycle).value != "orc-wars":
                await pilot.press("right")
                await pilot.pause()
            chooser = form.query_one("#scenario", Cycle)
            assert [v for _, v in chooser.choices] == engine.load_game("orc-wars").scenarios
            assert chooser.render().plain == "< The Prisoner >"
            await pilot.press("tab", "tab")         # Game -> Players -> Scenario
            assert app.focused is chooser
            await pilot.press("right")
            assert chooser.render().plain == "< Orc Camp >"
            while getattr(app.focused, "id", None) != "kind0":
                await pilot.press("tab")
            await pilot.press("right")              # the Orc: AI easy
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, OrcWarsScreen)
            assert screen.session.state.options["scenario"] == "orc-camp"
            assert [s["kind"] for s in screen.session.seats] == ["ai", "human"]
            assert screen.session.seats[0]["bot"] == "easy"
    asyncio.run(run())


async def _settle(pilot) -> None:
    """Let the workers answer and the UI apply what is due now."""
    for _ in range(3):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


def _screen_text(app) -> str:
    """Everything on screen as plain text (from the SVG screenshot)."""
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))) \
        .replace("\xa0", " ")


@pytest.mark.parametrize("game_id,players,options", [
    ("herocard-duel", 2, {"names": ["Ana", "Bo"]}),
    ("hero-realms", 2, None),
    ("orc-wars", 2, {"scenario": "orc-camp"}),
])
def test_watching_an_all_ai_game(save_dir, game_id, players, options):
    """Every seat AI (``--ai 1,2``): the hand panel says nobody's hand is shown because
    only bots play (not "until the hand-off", which never comes), and "." skips one
    wait at a time, so the watcher keeps the readable pace (it used to skip every
    wait to the end of the game, there being no human seat to stop it)."""
    async def run():
        session = GameSession.new(game_id, players, 4, options, save_dir,
                                  seats=[RANDOM_AI] * players)
        app = HerotableApp(session)
        app.ai_pace = 3600
        async with app.run_test(size=SIZE) as pilot:
            await _settle(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.shown_seat is None
            text = _screen_text(app)
            assert "(only AI seats play)" in text and "hand-off" not in text, text
            for _ in range(3):
                before = len(session.state.history)
                await _settle(pilot)
                assert len(session.state.history) == before     # waits for the pace
                await pilot.press("full_stop")
                await _settle(pilot)
                assert len(session.state.history) > before      # one move shown
                assert screen.ai_thinking() and not session.state.is_over()
    asyncio.run(run())
