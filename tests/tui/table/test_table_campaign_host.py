"""``herotable host --campaign ID`` (issue 40): a hosted Orc Wars campaign game
starts as the campaign screen would start it, records its result in the campaign
file at the end, and offers the next scenario in every seat's log."""
from __future__ import annotations

import random

import pytest

import saves
from tui import cli
from tui.games.orc_wars import campaign_flow as flow
from tui.games.orc_wars.campaign_host import CampaignHostError, campaign_session, default_orc


@pytest.fixture
def campaign(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    held = flow.create(folder, ["Ana", "Bo", "Cy"])
    campaign_id = held.campaign.id
    flow.release_all()
    yield folder, campaign_id
    flow.release_all()


def test_the_next_game_starts_records_and_offers_the_one_after(campaign):
    folder, campaign_id = campaign
    session = campaign_session(folder, campaign_id, ai_seats={2: "random"})
    held = flow.hold(saves.campaign_path(folder, campaign_id))
    first = held.campaign.in_progress
    assert first["scenario"] == held.campaign.scenarios()[0] and first["orc"] == "Ana"
    assert session.seats[2]["kind"] == "ai"
    rng = random.Random(4)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    lines = session.log_lines(1)
    assert lines[-2].startswith("Campaign: ")
    assert lines[-1] == (f"Campaign: next is {flow.scenario_name(held.campaign.next_scenario())}"
                         f", with Bo as the Orc; the host starts it with: herotable host "
                         f"--campaign {campaign_id}")
    assert held.campaign.in_progress is None and len(held.campaign.finished_games()) == 1
    assert default_orc(held.campaign) == "Bo"
    session.close()


def test_a_game_in_progress_is_taken_up_again(campaign):
    folder, campaign_id = campaign
    session = campaign_session(folder, campaign_id)
    session.apply(session.state.legal_actions()[0])
    path, history = session.path, list(session.state.history)
    session.close()
    again = campaign_session(folder, campaign_id)
    assert again.path == path and list(again.state.history) == history
    again.close()


@pytest.mark.parametrize("argv, words", [
    (["host", "--campaign", "no-such"], "no campaign 'no-such'"),
    (["host", "--campaign", "../x"], "not a campaign id"),
    (["host", "orc-wars", "--orc", "Ana"], "--orc goes with --campaign ID"),
])
def test_bad_campaign_hosting_is_one_line(tmp_path, capsys, argv, words):
    code = cli.main([*argv, "--save-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2 and words in err and err.count("\n") == 1


def test_an_unknown_orc_or_scenario_is_refused(campaign):
    folder, campaign_id = campaign
    with pytest.raises(CampaignHostError, match="does not play in this campaign"):
        campaign_session(folder, campaign_id, orc="Zed")
    with pytest.raises(CampaignHostError, match="no scenario"):
        campaign_session(folder, campaign_id, scenario="nowhere")
