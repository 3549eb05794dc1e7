"""Campaign games and their sessions (tui/campaign_flow.py): the link in the
save file, recording exactly once, late recording, a missing campaign file."""
from __future__ import annotations

import pytest

import saves

from tui.games.orc_wars import campaign_flow
from tui.session import GameSession, SessionError

P = "the-prisoner"


@pytest.fixture(autouse=True)
def _release():
    yield
    campaign_flow.release_all()


def _escape(state) -> None:
    """Set-up with the first choices, then the Elf leaves the map at once: the Orc wins."""
    while not state.is_over():
        legal = state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        state.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds), legal[0]))


def _started(folder):
    held = campaign_flow.create(folder, ["Ana", "Bo"])
    session = campaign_flow.start_game(held, P, "Ana", ["sorcerer"], ["ranger"], folder, seed=9)
    return held, session


def test_start_links_save_and_campaign(save_dir):
    held, session = _started(save_dir)
    assert saves.read(session.path).campaign_id == held.campaign.id
    on_disk = saves.read_campaign(held.path)
    assert on_disk.is_in_progress(session.path)
    assert on_disk.in_progress["seed"] == 9 and on_disk.in_progress["heroes"] == ["sorcerer"]
    assert session.state.options["roles"] == ["ranger"]
    assert "Campaign game: Ana plays the Orc as First time (3 dirty tricks)." in \
        session.log_lines(None)


def test_result_recorded_once_through_session_apply(save_dir):
    held, session = _started(save_dir)
    while not session.state.is_over():
        legal = session.state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        session.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds),
                           legal[0]))
    on_disk = saves.read_campaign(held.path)
    assert [g["outcome"] for g in on_disk.history] == ["orc"]
    assert on_disk.in_progress is None and on_disk.level("Ana", P) == "trained"
    assert session.log_lines(None)[-1] == ("Campaign: The Prisoner: the Orc (Ana) wins. "
                                           "Recorded; Ana is now Trained there. Next: Orc Camp.")
    session.campaign.game_over(session)          # a second call changes nothing
    assert len(saves.read_campaign(held.path).history) == 1


def test_result_recorded_when_loaded_after_a_crash(save_dir):
    """The game ended and was saved, but the campaign file was not written
    (say the process was killed): loading the save records it."""
    held, session = _started(save_dir)
    _escape(session.state)                       # straight on the state: no hook
    session.save()
    campaign_flow.release_all()
    assert saves.read_campaign(held.path).history == []
    again = GameSession.load(session.path)
    assert again.campaign is not None and again.campaign.recorded
    assert [g["outcome"] for g in saves.read_campaign(held.path).history] == ["orc"]
    campaign_flow.release_all()
    GameSession.load(session.path)               # already recorded: not twice
    assert len(saves.read_campaign(held.path).history) == 1


def test_abandoned_game_is_not_recorded(save_dir):
    """A save that is no longer the campaign's game in progress keeps its
    campaign id but its end is not recorded."""
    held, first = _started(save_dir)
    campaign_flow.start_game(held, P, "Bo", ["paladin"], ["paladin"], save_dir, seed=2)
    campaign_flow.release_all()
    loaded = GameSession.load(first.path)
    assert loaded.campaign is not None
    while not loaded.state.is_over():
        legal = loaded.state.legal_actions()
        kinds = {a.kind: a for a in reversed(legal)}
        loaded.apply(next((kinds[k] for k in ("escape", "end_discard") if k in kinds),
                          legal[0]))
    assert "no longer the campaign's game in progress" in loaded.log_lines(None)[-1]
    history = saves.read_campaign(held.path).history
    assert [g["outcome"] for g in history] == ["abandoned"]


def test_missing_campaign_file_leaves_the_game_playable(save_dir):
    held, session = _started(save_dir)
    campaign_flow.release_all()
    held.path.unlink()
    loaded = GameSession.load(session.path)
    assert loaded.campaign is None and loaded.campaign_id == held.campaign.id
    assert "result will not be recorded" in loaded.log_lines(None)[-1]
    loaded.save()
    assert saves.read(session.path).campaign_id == held.campaign.id   # the link is kept


def test_bad_start_changes_nothing(save_dir):
    held = campaign_flow.create(save_dir, ["Ana", "Bo"])
    with pytest.raises(SessionError, match="not a player"):
        campaign_flow.start_game(held, P, "Cy", ["paladin"], ["paladin"], save_dir)
    with pytest.raises(SessionError, match="unknown heroes .gandalf."):
        campaign_flow.start_game(held, P, "Ana", ["gandalf"], ["paladin"], save_dir)
    assert held.campaign.in_progress is None and held.campaign.history == []
    assert saves.read_campaign(held.path).in_progress is None
