"""Whole games through a host (issue 40, "Proofs"): a duel with two joined seats and an
Orc Wars scenario with three, one client killed and rejoined in the middle; the
host's final state equals the same actions applied locally, and the save loads.

Heavy (whole games over sockets): marked ``slow``.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import engine
import saves
from tui.session import GameSession

from table_host import HostThread, wait_until

pytestmark = pytest.mark.slow


def _play_through_host(tmp_path, game_id, players, options, seed, kill_at, session=None):
    if session is None:
        saves_dir = tmp_path / "saves"
        saves_dir.mkdir()
        session = GameSession.new(game_id, players, seed=seed, options=options,
                                  folder=saves_dir)
    seed = session.state.seed
    host = HostThread(session, tmp_path / "run")
    rng = random.Random(seed)
    try:
        clients = [host.join(tmp_path / f"p{k}", seat=k) for k in range(players)]
        chosen = []
        killed = False
        def settled():   # every seat has the host's newest position
            pos = len(session.state.history)
            return all(c.seat_state.position == pos for c in clients)

        while not session.state.is_over() and len(chosen) < 3000:
            assert wait_until(settled)
            if session.state.is_over():   # the host's forced passes ended it
                break
            seat = session.state.current_player
            client = clients[seat]
            position = len(session.state.history)
            assert client.legal()
            if len(chosen) == kill_at and not killed:   # the link dies mid-game: join again
                client.link.close()
                clients[seat] = client = host.join(tmp_path / f"p{seat}")
                assert client.bound_seat == seat and client.seat_state.position == position
                killed = True
            legal = client.legal()
            ends = [a for a in legal if a.kind in ("end_step", "end_turn", "pass", "end")]
            # half the time the turn goes on: random Orc Wars play otherwise wanders
            action = rng.choice(ends if ends and rng.random() < 0.5 else legal)
            client.apply(action)
            chosen.append(action)
            assert wait_until(lambda: len(session.state.history) > position)
        assert killed and session.state.is_over()
        for client in clients:
            assert wait_until(lambda: client.seat_state.is_over())
            assert client.revealed_seed() == seed
            client.close()
    finally:
        host.stop()
    local = session.state.game.new_game(players=players, seed=seed,
                                               options=session.state.options)
    for action in session.state.history:   # the host's record, passes included
        local.apply(action)
    assert engine.state_hash(local) == engine.state_hash(session.state)
    loaded = saves.read(session.path)
    assert engine.state_hash(loaded.state) == engine.state_hash(session.state)


def test_a_whole_duel_through_a_host_with_a_seat_rejoined(tmp_path):
    _play_through_host(tmp_path, "herocard-duel", 2, None, seed=21, kill_at=15)


def test_a_whole_orc_wars_scenario_with_three_joined_seats(tmp_path):
    _play_through_host(tmp_path, "orc-wars", 3, {"scenario": "orc-camp"}, seed=8, kill_at=40)


def test_a_hosted_campaign_game_records_its_result_in_the_campaign(tmp_path):
    """The campaign fixture saved mid-game by the code before rules revisions
    (tests/fixtures/saves/format2) is hosted, played to its end by joined seats,
    and its result lands in the campaign file as the campaign screen would put it."""
    import shutil
    fixtures = Path(__file__).resolve().parents[2] / "fixtures" / "saves" / "format2"
    folder = tmp_path / "saves"
    folder.mkdir()
    shutil.copy(fixtures / "orc-wars-campaign-mid.htsave", folder)
    shutil.copytree(fixtures / "campaigns", folder / "campaigns")
    campaign_path = folder / "campaigns" / "ana-bo-cy-fixture.htcampaign"
    before = saves.read_campaign(campaign_path)
    session = GameSession.load(folder / "orc-wars-campaign-mid.htsave")
    assert session.campaign is not None
    players = session.state.num_players
    _play_through_host(tmp_path, "orc-wars", players, None, None, kill_at=5, session=session)
    after = saves.read_campaign(campaign_path)
    assert len(after.history) == len(before.history) + 1
