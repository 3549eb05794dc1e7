"""Campaign games with AI seats (issue 41): Human/AI per seat in the start form,
``herotable campaign --ai``, and an AI seat's game recorded in the history but
counted in no level of the player whose seat the AI played (docs/campaign.md)."""
from __future__ import annotations

import asyncio

import pytest

import saves
from engine.orc_wars import campaign as rules

from tui import cli
from pilot_steps import on_campaign_screen
from tui.app import HerotableApp
from tui.games.orc_wars import campaign_flow
from tui.games.orc_wars.campaign import CampaignScreen, StartScenarioScreen, levels_help
from tui.widgets import Cycle

P = "the-prisoner"


@pytest.fixture(autouse=True)
def _release():
    yield
    campaign_flow.release_all()


def _orc_wins(session) -> None:
    """Every seat's choices taken here (the AI's too): set-up with the first choices,
    then the Elf leaves the map without the prisoner, so the Orc wins."""
    while not session.state.is_over():
        legal = session.state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        session.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds),
                           legal[0]))


def test_an_ai_elf_is_recorded_but_its_player_keeps_every_level(save_dir):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    session = campaign_flow.start_game(held, P, "Ana", ["sorcerer"], ["ranger"], save_dir,
                                       seed=9, ai={"Bo": "random"})
    assert [s["kind"] for s in session.seats] == ["human", "ai"]
    assert session.seats[1]["bot"] == "random"
    assert saves.read(session.path).seats[1]["kind"] == "ai"
    _orc_wins(session)
    on_disk = saves.read_campaign(held.path)            # the campaign file read back
    (game,) = on_disk.history
    assert (game["outcome"], game["orc"], game["elves"], game["ai"]) == \
        ("orc", "Ana", ["Bo"], ["Bo"])
    assert on_disk.records()["Bo"][P] == rules.Record(0, 0, 0, 0)     # nothing for Bo
    assert on_disk.records()["Ana"][P] == rules.Record(1, 1, 0, 0)    # Ana, at the table
    assert on_disk.level("Ana", P) == "trained"
    assert session.log_lines(None)[-1] == (
        "Campaign: The Prisoner: the Orc (Ana) wins. Recorded; Ana is now Trained there; "
        "the AI's Elf (Bo) changes no level. Next: Orc Camp.")


def test_an_ai_orc_that_wins_leaves_its_players_level_where_it_was(save_dir):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    session = campaign_flow.start_game(held, P, "Ana", ["sorcerer"], ["ranger"], save_dir,
                                       seed=9, ai={"Ana": "easy"})
    _orc_wins(session)
    on_disk = saves.read_campaign(held.path)
    assert on_disk.history[0]["ai"] == ["Ana"] and on_disk.history[0]["outcome"] == "orc"
    assert on_disk.level("Ana", P) == "first-time"      # a human win would make her Trained
    assert on_disk.records()["Ana"][P] == rules.Record(0, 0, 0, 0)
    assert on_disk.next_scenario() == "orc-camp"        # the game is still in the history
    assert "the AI played Ana's Orc: Ana stays First time there" in session.log_lines(None)[-1]


def test_an_ai_seat_must_be_a_player_of_the_campaign(save_dir):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    with pytest.raises(rules.CampaignRuleError, match="AI seat"):
        held.campaign.begin(P, "Ana", ai=["Cy"])
    assert held.campaign.in_progress is None


def test_the_help_page_says_an_ai_seat_changes_no_level():
    text = " ".join(levels_help().split())
    assert "recorded in the history (marked AI), but it changes no level of the player " \
           "whose seat the AI played" in text


def test_campaign_ai_on_the_command_line():
    assert cli.build_parser().parse_args(["campaign", "--ai", "2"]).ai == "2"
    assert cli.campaign_ai_seats("2") == {1: "normal"}
    assert cli.campaign_ai_seats("1:hard,3:easy") == {0: "hard", 2: "easy"}
    assert cli.campaign_ai_seats(None) == {}
    with pytest.raises(cli.CliError, match="not a seat from 1 to 4"):
        cli.campaign_ai_seats("5")


def test_herotable_campaign_ai_2_starts_the_app_with_that_seat_ai(monkeypatch, save_dir):
    started = []
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: started.append(self))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    cli.main(["campaign", "--ai", "2"])
    (app,) = started
    assert app.open_campaigns and app.campaign_ai == {1: "normal"}


def test_the_start_form_offers_human_or_ai_per_seat_and_starts_with_the_ai_seat(save_dir):
    """``herotable campaign --ai 2`` (the app's ``campaign_ai``): the form shows seat 2
    (the Elf) as AI normal and the Orc as Human; changing the Orc's seat to an AI
    with the keyboard starts a game with both seats AI."""
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    path = held.path
    held.close()
    campaign_flow.release_all()

    async def run():
        app = HerotableApp(campaign_ai={1: "normal"})
        async with app.run_test(size=(80, 24)) as pilot:
            await on_campaign_screen(pilot, path)
            assert isinstance(app.screen, CampaignScreen)
            await pilot.press("n")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, StartScenarioScreen)
            orc, elf = form.query_one("#kind0", Cycle), form.query_one("#kind1", Cycle)
            assert [label for label, _ in orc.choices] == ["Human", "AI easy", "AI normal",
                                                           "AI hard"]
            assert (orc.value, elf.value) == ("human", "normal")
            headers = [str(w.render()) for w in form.query(".column")]
            assert "Played by" in headers
            orc.focus()
            await pilot.press("right")
            await pilot.pause()
            assert orc.value == "easy"
            assert form.choice()["ai"] == {"Ana": "easy", "Bo": "normal"}
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            campaign = saves.read_campaign(path)
            assert campaign.in_progress["ai"] == ["Ana", "Bo"]
            game = saves.read(campaign.save_path(campaign.in_progress["save"]))
            assert [s["kind"] for s in game.seats] == ["ai", "ai"]
            assert [s["bot"] for s in game.seats] == ["easy", "normal"]
            app.exit()
    asyncio.run(run())


def test_the_start_form_hero_follows_the_role_until_chosen(save_dir):
    """As in the new-game form (``OptionSpec.follows``): a campaign game's Elf
    whose role changes gets the hero of that role, unless its hero was chosen."""
    held = campaign_flow.create(save_dir, ["Ana", "Bo", "Cy"])
    path = held.path
    held.close()
    campaign_flow.release_all()

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await on_campaign_screen(pilot, path)
            await pilot.press("n")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, StartScenarioScreen)
            form.query_one("#role0", Cycle).focus()
            await pilot.press("right")                     # Paladin -> Ranger
            await pilot.pause()
            assert form.choice()["heroes"][0] == "ranger"
            form.query_one("#hero1", Cycle).focus()
            await pilot.press("left")                      # Ranger -> Orc King
            await pilot.pause()
            form.query_one("#role1", Cycle).focus()
            await pilot.press("right")                     # Ranger -> Sorcerer
            await pilot.pause()
            choice = form.choice()
            assert choice["roles"] == ["ranger", "sorcerer"]
            assert choice["heroes"] == ["ranger", "orc-king"]
            app.exit()
    asyncio.run(run())
