"""Undo at a hosted table (issue 42): off unless ``host --undo``, then only back to
anyone else's last decision, with every seat told in its own words and no seat
shown anything it had not seen.

A real host in a thread (``table_host.HostThread``) and real clients
(``tui.table.remote``), on a seeded duel played to a quiet hand-over: Ana's
move shows her nothing and gives Bo a real choice.
"""
from __future__ import annotations

import random

import pytest

import engine
import saves
from engine.core.takeback import learned
from tui.session import GameSession
from tui.table.undo import OFF_HOSTED

from table_host import HostThread, wait_until


def _quiet_handover(state):
    if state.current_player != 0:
        return None
    for action in state.legal_actions():
        if learned(state, action, 0):
            continue
        probe = state.clone()
        probe.apply(action)
        if probe.current_player == 1 and len(probe.legal_actions()) > 1:
            return action
    return None


@pytest.fixture
def hosted(tmp_path):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=5, folder=saves_dir,
                              options={"names": ["Ana", "Bo"]})
    rng = random.Random(5)
    action = None
    for _ in range(400):
        action = _quiet_handover(session.state)
        if action is not None and len(session.state.history) > 4:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    assert action is not None
    session.hosted = True
    made = []

    def start(undo: bool):
        session.table["undo"] = undo
        host = HostThread(session, tmp_path / "run")
        made.append(host)
        return host, session, action, tmp_path
    yield start
    for host in made:
        host.stop()


def _move(remote, action):
    pos = remote.seat_state.position
    remote.apply(action)
    assert wait_until(lambda: remote.seat_state.position > pos)


def test_without_host_undo_an_undo_is_refused_and_nothing_changes(hosted):
    host, session, action, tmp = hosted(undo=False)
    ana, bo = host.join(tmp / "ana"), host.join(tmp / "bo")
    _move(ana, action)
    before = engine.state_hash(session.state)
    ana.undo()
    assert wait_until(lambda: ana.errors)
    assert ana.errors == [OFF_HOSTED]
    assert engine.state_hash(session.state) == before
    ana.close(); bo.close()


def test_with_host_undo_ana_takes_back_and_bo_sees_only_what_he_saw_before(hosted):
    host, session, action, tmp = hosted(undo=True)
    ana, bo = host.join(tmp / "ana"), host.join(tmp / "bo")
    start = engine.state_hash(session.state)
    bo_view_before = bo.update["view"]
    ana_view_before = ana.update["view"]
    _move(ana, action)
    assert wait_until(lambda: bo.seat_state.position == len(session.state.history))
    ana.undo()
    assert wait_until(lambda: ana.update["log"][-1:] == [f"You took back: {action.label}."])
    assert wait_until(lambda: bo.update["log"][-1:] == ["Ana took back a move."])
    assert engine.state_hash(session.state) == start
    assert bo.update["view"] == bo_view_before and ana.update["view"] == ana_view_before
    assert bo.update["pos"] == ana.update["pos"] == len(session.state.history)
    assert ana.legal() and bo.legal() == []
    assert not any(action.label in line for line in bo.update["log"][-1:])
    session.flush()
    assert saves.read(session.path).table["undos"][-1] == {
        "at": len(session.state.history), "seat": 0, "removed": [action.to_data()]}
    ana.close(); bo.close()


def test_with_host_undo_nobody_takes_back_past_another_persons_decision(hosted):
    host, session, action, tmp = hosted(undo=True)
    ana, bo = host.join(tmp / "ana"), host.join(tmp / "bo")
    _move(ana, action)
    assert wait_until(lambda: bo.legal())
    _move(bo, bo.legal()[0])
    before = engine.state_hash(session.state)
    ana.undo()
    assert wait_until(lambda: ana.errors)
    line = ana.errors[-1]
    assert ("Bo has decided since" in line or "showed you something new" in line
            or "seen something new" in line or "Nothing of yours" in line), line
    assert engine.state_hash(session.state) == before
    ana.close(); bo.close()


def test_a_watcher_cannot_undo(hosted):
    host, session, action, tmp = hosted(undo=True)
    ana = host.join(tmp / "ana")
    watcher = host.join(tmp / "w", watch=True)
    _move(ana, action)
    watcher.undo()
    assert wait_until(lambda: watcher.errors)
    assert watcher.errors == ["a watcher does not play"]
    ana.close(); watcher.close()


def test_a_joined_screen_drops_its_selection_when_a_move_is_taken_back(hosted):
    """A new user's report: after Ana took back a move, Bo's screen kept a card
    selected for the position that was gone."""
    import asyncio
    from tui.app import HerotableApp
    host, session, action, tmp = hosted(undo=True)
    ana = host.join(tmp / "ana")
    bo = host.join(tmp / "bo")
    _move(ana, action)

    async def run():
        app = HerotableApp(bo)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(20):
                await pilot.pause()
            screen = app.screen
            screen.selected = [1]
            start = bo.seat_state.position
            ana.undo()
            for _ in range(100):
                await pilot.pause(0.02)
                if bo.seat_state.position < start:
                    break
            for _ in range(10):
                await pilot.pause()
            assert bo.seat_state.position < start and screen.selected == []
    asyncio.run(run())
    ana.close(); bo.close()
