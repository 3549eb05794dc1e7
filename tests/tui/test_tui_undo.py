"""``u`` at a local table (issue 42): take back without peeking or re-rolling the AI.

Positions are found in seeded duels by the engine's own judgement
(``engine.core.takeback.learned``), then the keys are pressed: the state
comes back exactly (its hash), the save records the undo, each seat's log
words it its own way, the hand-off screen takes it back too, a refused undo
says why in one line, and an AI answer taken back is the answer again when
the same position comes back, whatever its bot would say now.
"""
from __future__ import annotations

import asyncio
import random

import engine
import saves
from engine.core.takeback import learned

from pilot_steps import SIZE, capture_notes
from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen
from tui.session import GameSession

HUMAN = {"kind": "human"}
AI = {"kind": "ai", "bot": "random"}


def _quiet_handover(state):
    """(action, answer) where seat 0's ``action`` shows it nothing, hands the decision
    to seat 1 with a real choice, and seat 1's ``answer`` shows seat 0 nothing and
    gives the decision back; None when this position has none."""
    if state.current_player != 0:
        return None
    for action in state.legal_actions():
        if learned(state, action, 0):
            continue
        probe = state.clone()
        probe.apply(action)
        if probe.current_player != 1 or len(probe.legal_actions()) < 2:
            continue
        for answer in probe.legal_actions():
            after = probe.clone()
            after.apply(answer)
            if after.current_player == 0 and not after.is_over() \
                    and not learned(probe, answer, 0):
                return action, answer
    return None


def _session(save_dir, seats, seed=5):
    """A duel (Ana, Bo) played at random to a quiet hand-over of seat 0."""
    session = GameSession.new("herocard-duel", 2, seed, {"names": ["Ana", "Bo"]}, save_dir,
                              seats=seats)
    rng = random.Random(seed)
    for _ in range(400):
        found = _quiet_handover(session.state)
        if found is not None and len(session.state.history) > 4:
            return session, found
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError("no quiet hand-over in this duel")


def test_u_on_the_hand_off_screen_takes_back_the_move_and_the_save_records_it(save_dir):
    session, (action, _) = _session(save_dir, [HUMAN, HUMAN])
    before = engine.state_hash(session.state)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")          # Ana's hand-off
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.shown_seat == 0
            screen.apply_action(action)         # what her keys would do
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)   # to Bo
            notes = capture_notes(app)
            await pilot.press("u")
            await pilot.pause()
            assert app.screen is screen and screen.shown_seat == 0
            assert engine.state_hash(session.state) == before
            assert notes == [f"You took back: {action.label}."]
            await pilot.press("u")    # before it: a draw, or Bo's decision: refused
            await pilot.pause()
            assert engine.state_hash(session.state) == before
            assert len(notes) == 2 and "\n" not in notes[-1]
            assert "Bo has decided since" in notes[-1] or "showed you something new" in notes[-1]
    asyncio.run(run())
    assert session.log_lines(0)[-1] == f"You took back: {action.label}."
    assert session.log_lines(1)[-1] == "Ana took back a move."
    saved = saves.read(session.path)
    assert saved.table["undos"] == [{"at": len(session.state.history), "seat": 0,
                                     "removed": [action.to_data()]}]
    assert saved.state_hash == before


def test_an_ai_answer_taken_back_is_the_same_answer_when_the_position_comes_back(save_dir):
    session, (action, answer) = _session(save_dir, [HUMAN, AI])
    calls = []

    class Rerolling:
        """A bot that answers the quiet ``answer`` first, then anything else."""
        def choose(self, window):
            legal = window.legal_actions()
            calls.append(len(legal))
            if len(calls) == 1:
                return answer
            return next(a for a in legal if a != answer)

    session.bot_for = lambda seat: Rerolling()
    before = engine.state_hash(session.state)

    async def run():
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.shown_seat == 0
            screen.apply_action(action)
            for _ in range(50):
                await pilot.pause()
                await app.workers.wait_for_complete()
                if session.state.current_player == 0:
                    break
            assert session.state.history[-2:] == [action, answer], calls
            await pilot.press("u")
            await pilot.pause()
            assert engine.state_hash(session.state) == before
            screen.apply_action(action)          # the same move again
            for _ in range(50):
                await pilot.pause()
                await app.workers.wait_for_complete()
                if session.state.current_player == 0:
                    break
            assert session.state.history[-2:] == [action, answer]
    asyncio.run(run())
    assert len(calls) == 1          # the second time, the kept answer: no bot asked
    saved = saves.read(session.path)
    assert len(saved.table["answers"]) == 1 and saved.table["answers"][0][1] == answer.to_data()
    assert saved.table["undos"][0]["removed"] == [action.to_data(), answer.to_data()]


def test_undo_off_and_a_finished_game_refuse_in_one_line(save_dir):
    session, (action, _) = _session(save_dir, [HUMAN, HUMAN])
    session.table["undo"] = False

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            screen.apply_action(action)
            await pilot.pause()
            notes = capture_notes(app)
            await pilot.press("u")
            await pilot.pause()
            assert notes == ["Undo is off at this table."]
            assert session.state.history[-1] == action
    asyncio.run(run())
    assert saves.read(session.path).table["undo"] is False


def test_new_no_undo_is_kept_in_the_save(save_dir):
    session = GameSession.new("herocard-duel", 2, 3, None, save_dir, undo=False)
    assert saves.read(session.path).table["undo"] is False
    session.close()
    session = GameSession.new("herocard-duel", 2, 3, None, save_dir)
    assert saves.read(session.path).table["undo"] is True
    session.close()


def test_records_among_the_moves_taken_back_stand_at_the_undo(save_dir):
    """A hint asked, or an undo made, after the position an undo goes back to now
    stands at that position (the save's table must point inside its history)."""
    from tui.table.undo import take_back
    session, (action, _) = _session(save_dir, [HUMAN, HUMAN])
    keep = len(session.state.history)
    session.apply(action)
    session.table["hint_log"].append({"at": keep + 1, "seat": 0, "level": "easy",
                                      "choices": [["Pass", 1000]]})
    take_back(session, 0)
    assert [e["at"] for e in session.table["hint_log"]] == [keep]
    assert session.table["undos"][-1]["at"] == keep
    assert saves.read(session.path).table == session.table


def test_after_a_resume_the_hand_off_cannot_take_back_what_the_next_person_saw(save_dir):
    """A new user's report: Ana moves, Bo passes the hand-off and sees his hand,
    they quit; resumed, the hand-off to Bo offered u, and u put Ana's hand on
    the screen in front of Bo. The person on turn at a resume counts as having
    seen the table, so Ana's move stands."""
    session, (action, _) = _session(save_dir, [HUMAN, HUMAN])
    session.apply(action)
    assert session.state.current_player == 1
    path, after = session.path, engine.state_hash(session.state)
    session.close()
    again = GameSession.load(path)

    async def run():
        app = HerotableApp(again)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)      # to Bo
            notes = capture_notes(app)
            await pilot.press("u")
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)      # still covered
            assert notes == ["Bo has seen the table since your move: it stands."]
            assert engine.state_hash(again.state) == after
    asyncio.run(run())
    again.close()


def test_the_hand_off_offers_u_only_where_undo_is_on(save_dir):
    session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir,
                              undo=False)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, HandoffScreen)
            assert "u: take back" not in str(screen._prompt_text())
            notes = capture_notes(app)
            await pilot.press("u")
            await pilot.pause()
            assert notes == ["Undo is off at this table."]
    asyncio.run(run())
    session.close()
