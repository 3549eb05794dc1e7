"""Pilot tests: an Orc Wars campaign across two scenarios, with a quit and
Continue in the middle (issue 4, "Campaign").

The campaign screens, the start dialog, the quit and the Continue are driven
by key presses. The bulk of each game (squad tokens, Elf placement, phases)
is played through the game's legal actions with ``screen.session.apply``, as
the game screen itself would apply them, so that a result is reached in a few
actions: in The Prisoner the Elves start on the forest escape spaces, and an
Elf who leaves the map without the prisoner hands the Orc the victory.
"""
from __future__ import annotations

import asyncio

import engine
import saves

from tui.app import HerotableApp
from tui.screens import GameOverScreen, HandoffScreen, TitleScreen
from tui.games.orc_wars.campaign import (CampaignListScreen, CampaignScreen, NewCampaignScreen,
                                  StartScenarioScreen)

SIZE = (80, 24)
PREFERRED = ("escape", "place_token", "place_elf", "end_discard", "draw", "end_clear")


def _session(app):
    """The session of the game screen on the stack (under any hand-off or dialog)."""
    for screen in reversed(app.screen_stack):
        if getattr(screen, "session", None) is not None:
            return screen.session
    raise AssertionError(f"no game screen in {app.screen_stack}")


def _drive(session, stop) -> int:
    """Apply legal actions (escape first, then set-up and phase steps) until ``stop(state)``."""
    count = 0
    while not session.state.is_over() and not stop(session.state):
        legal = session.state.legal_actions()
        kinds = {}
        for action in legal:
            kinds.setdefault(action.kind, action)
        session.apply(next((kinds[k] for k in PREFERRED if k in kinds), legal[0]))
        count += 1
        assert count < 200
    return count


def _text(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def _new_campaign(pilot, *names: str) -> None:
    """Title -> o (campaigns) -> n (new) -> names -> Enter."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    await pilot.press("o")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CampaignListScreen)
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewCampaignScreen)
    for index, name in enumerate(names):
        if index:
            await pilot.press("tab")
        await pilot.press(*name)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CampaignScreen)


def test_campaign_two_scenarios_with_quit_and_continue(save_dir):
    """Ana and Bo: The Prisoner (Ana the Orc) is quit mid-turn, continued from
    the title screen and won by the Orc; the result, the levels and the next
    recommended scenario are on the campaign screen; Orc Camp (Bo the Orc,
    first time) deals Bo 3 dirty tricks."""
    checkpoint = {}

    async def first_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _new_campaign(pilot, "Ana", "Bo")
            screen = app.screen
            assert screen.highlighted_scenario() == "the-prisoner"
            assert "Next recommended: The Prisoner" in _text(screen, "#camp-note")
            await pilot.press("n")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, StartScenarioScreen)
            assert "Ana plays the Orc in The Prisoner as First time (3 dirty tricks)" in \
                _text(dialog, "#start-level")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            session = _session(app)
            assert session.state.options["names"] == ["Ana", "Bo"]
            assert session.state.options["level"] == "first-time"
            assert len(session.state.view(0)["players"][0]["tricks"]) == 3
            # set-up and Bo's discard phase, then quit in the middle of Bo's turn
            _drive(session, lambda s: s.phase == "action" and s.current_player == 1)
            checkpoint.update(hash=engine.state_hash(session.state), actions=len(
                session.state.history), path=session.path, campaign=session.campaign.path)
            await pilot.press("q")           # on the hand-off screen: quit (the game is saved)
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
        held = saves.read_campaign(checkpoint["campaign"])
        assert held.in_progress["scenario"] == "the-prisoner"
        assert held.is_in_progress(checkpoint["path"]) and held.history == []
        assert saves.read(checkpoint["path"]).campaign_id == held.id

    async def second_half():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("c")           # Continue
            await app.workers.wait_for_complete()   # the save is read in a worker
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            session = _session(app)
            assert session.path == checkpoint["path"]
            assert engine.state_hash(session.state) == checkpoint["hash"]
            assert len(session.state.history) == checkpoint["actions"]
            assert session.state.current_player == 1 and session.campaign is not None
            _drive(session, lambda s: False)            # Bo leaves without the prisoner
            assert session.state.winners() == [0]
            await pilot.press("enter")       # the hand-off, then the game-over dialog
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            assert app.screen.onward.startswith("campaign")   # the dialog says where Enter goes
            await pilot.press("enter")       # back to the campaign, not the title
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, CampaignScreen)
            campaign = screen.campaign
            [game] = campaign.history
            assert (game["scenario"], game["orc"], game["elves"], game["outcome"],
                    game["level"]) == ("the-prisoner", "Ana", ["Bo"], "orc", "first-time")
            records = campaign.records()
            assert records["Ana"]["the-prisoner"].to_data() == {
                "orc_played": 1, "orc_won": 1, "elf_played": 0, "elf_won": 0}
            assert records["Bo"]["the-prisoner"].to_data() == {
                "orc_played": 0, "orc_won": 0, "elf_played": 1, "elf_won": 0}
            assert campaign.level("Ana", "the-prisoner") == "trained"
            assert campaign.level("Bo", "the-prisoner") == "first-time"
            assert screen.highlighted_scenario() == "orc-camp"
            assert "Next recommended: Orc Camp" in _text(screen, "#camp-note")
            rows = [str(o.prompt) for o in screen.query_one("#camp-table").options]
            assert rows[0].startswith("  The Prisoner") and "Trained 1/1" in rows[0]
            assert rows[1].startswith("> Orc Camp")
            # the second scenario: Bo has played the Orc least, so he is offered it
            await pilot.press("n")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, StartScenarioScreen)
            assert "Bo plays the Orc in Orc Camp as First time (3 dirty tricks)" in \
                _text(dialog, "#start-level")
            await pilot.press("enter")
            await pilot.pause()
            second = _session(app)
            assert second.path != checkpoint["path"]
            options = second.state.options
            assert (options["scenario"], options["names"], options["level"]) == \
                ("orc-camp", ["Bo", "Ana"], "first-time")
            orc_view = second.state.view(0)["players"][0]
            assert len(orc_view["tricks"]) == 3 and orc_view["tricks_count"] == 3
            assert second.state.view(1)["players"][0]["tricks"] is None   # hidden from Ana
        on_disk = saves.read_campaign(checkpoint["campaign"])
        assert [g["outcome"] for g in on_disk.history] == ["orc"]
        assert on_disk.in_progress["scenario"] == "orc-camp"
        assert on_disk.in_progress["orc"] == "Bo"
        assert saves.read(on_disk.save_path(on_disk.in_progress["save"])).campaign_id == \
            on_disk.id

    asyncio.run(first_half())
    asyncio.run(second_half())


def test_trained_orc_gets_one_dirty_trick(save_dir):
    """After Ana wins The Prisoner as the Orc, playing it again as the Orc she
    is Trained there: one dirty trick. The row is chosen with the arrow keys and
    Enter; the Orc with Left/Right in the start dialog."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _new_campaign(pilot, "Ana", "Bo")
            await pilot.press("n", "enter")
            await pilot.pause()
            session = _session(app)
            _drive(session, lambda s: False)
            assert session.state.winners() == [0]
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, CampaignScreen)
            await pilot.press("up", "enter")         # The Prisoner again
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, StartScenarioScreen)
            assert "Bo plays the Orc" in _text(dialog, "#start-level")
            await pilot.press("right")               # the Orc: Ana
            await pilot.pause()
            assert "Ana plays the Orc in The Prisoner as Trained (1 dirty trick)" in \
                _text(dialog, "#start-level")
            await pilot.press("enter")
            await pilot.pause()
            game = _session(app)
            assert game.state.options["level"] == "trained"
            assert len(game.state.view(0)["players"][0]["tricks"]) == 1
    asyncio.run(run())
