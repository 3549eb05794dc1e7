"""Enter typed several times at the end of a game starts no new game (issue 15: no
Enter traps). Before, the game-over dialog's Enter (the title screen), then the
title's Enter on "New game", then the form's Enter started a new game with the
form's defaults when the Enters came in one read (fast typing, keys queued behind
an SSH link: ``tmux send-keys Enter Enter Enter`` showed it). The title screen and
the new-game form now drop keys typed before they appeared (``FreshKeysOnly``)."""
from __future__ import annotations

import asyncio
import random

from textual import events

from tui.app import HerotableApp
from tui.screens import GameScreen, TitleScreen
from tui.screens.dialogs import GameOverScreen
from tui.screens.newgame import NewGameScreen
from tui.session import GameSession

from pilot_steps import SIZE


def _finished_duel(save_dir) -> GameSession:
    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
    pick = random.Random(3)
    while not session.state.is_over():
        session.apply(pick.choice(session.state.legal_actions()))
    return session


def test_three_enters_in_one_read_after_the_game_over_only_reach_the_title(save_dir):
    """The duel is over, its dialog on screen: three Enters read at once close the
    dialog (the title screen); the other two were typed before the title appeared
    and are dropped: no new-game form, no new game."""
    session = _finished_duel(save_dir)
    # .open files are gone once a save is let go (issue 41): count the rest
    saved = sorted(p for p in save_dir.iterdir() if p.suffix != ".open")

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            burst = [events.Key("enter", "\r") for _ in range(3)]   # one read
            for key in burst:
                app.post_message(key)
            for _ in range(6):
                await pilot.pause()
            assert isinstance(app.screen, TitleScreen), app.screen
            assert not any(isinstance(s, (NewGameScreen, GameScreen))
                           for s in app.screen_stack)
            await pilot.press("enter")            # typed now: the title's New game
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
    asyncio.run(run())
    assert sorted(p for p in save_dir.iterdir() if p.suffix != ".open") == saved   # no new game


def test_an_enter_typed_before_the_new_game_form_appeared_does_not_start_a_game(save_dir):
    """Title screen (no save: New game highlighted): two Enters read at once open
    the form; the second does not start a game with the form's defaults."""
    async def run():
        app = HerotableApp(None, save_dir=save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            for key in [events.Key("enter", "\r"), events.Key("enter", "\r")]:
                app.post_message(key)
            for _ in range(6):
                await pilot.pause()
            assert isinstance(app.screen, NewGameScreen), app.screen
    asyncio.run(run())
    assert list(save_dir.iterdir()) == []


def test_three_enters_after_a_campaign_game_stop_on_the_campaign_screen(save_dir):
    """An Orc Wars campaign game (The Prisoner) ends: three Enters read at once open
    the campaign screen only; before, the second opened the next scenario's dialog
    and the third started it."""
    from tui.games.orc_wars import campaign_flow
    from tui.games.orc_wars.campaign import CampaignScreen
    from tui.games.orc_wars.campaign_dialogs import StartScenarioScreen

    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    session = campaign_flow.start_game(held, "the-prisoner", "Ana", ["sorcerer"], ["ranger"],
                                       save_dir, seed=9)
    while not session.state.is_over():          # the Elf leaves at once: the Orc wins
        legal = session.state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        session.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds),
                           legal[0]))
    games = len([p for p in save_dir.glob("*orc-wars*") if p.suffix != ".open"])

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            for key in [events.Key("enter", "\r") for _ in range(3)]:
                app.post_message(key)
            for _ in range(8):
                await pilot.pause()
            assert isinstance(app.screen, CampaignScreen), app.screen
            assert not any(isinstance(s, (StartScenarioScreen, GameScreen))
                           for s in app.screen_stack)
    try:
        asyncio.run(run())
    finally:
        campaign_flow.release_all()
    assert len([p for p in save_dir.glob("*orc-wars*") if p.suffix != ".open"]) == games
