"""The guided first duel (issue 44), played by key presses at 80x24.

``herotable learn herocard-duel`` deals engine/herocard/content/lessons.toml's
"first-duel" (a stacked Paladin against the Orc King, the easy AI) and
follows tui/games/herocard/lesson.toml. Each step is tried first with an
action it does not teach (its answer, in the step's words, and nothing
played), then done as taught; the lesson moves on only when the engine
reaches what the step waits for. A change of the engine that breaks the
lesson (a card, the stacked hands, when an attack ends) fails here.
"""
from __future__ import annotations

import asyncio

from engine import state_hash
from tui.app import HerotableApp
from tui.choices import named_cards
from tui.lessons.tables import start_lesson
from tui.screens import ChooseScreen, ConfirmScreen, GameScreen
from tui.session import GameSession
from tui.widgets import ActionList

from lesson_driver import (ai_done, fresh_game_after_skipping, highlight, leave_asks_first,
                           line_text, press_card, shown)
from pilot_steps import capture_notes

SIZE = (80, 24)
SEED = 7


async def wrong_answer(pilot, screen, notes: list[str]) -> str:
    """Take, by keys, a legal action the step does not teach; check it was answered
    in the step's words and that nothing was played. Returns the answer."""
    runner = screen.session.lesson
    refused = [a for a in screen.legal() if runner.refusal(runner.seat, a)]
    assert refused, f"step {runner.step.id}: every legal action is allowed"
    action = refused[0]
    before = state_hash(screen.session.state)
    listed = screen.query_one(ActionList).actions
    if action in listed:
        await highlight(pilot, screen, action.label)
        await pilot.press("enter")
    else:                          # a hand card's action: its cards' digits, Enter
        for card in named_cards(action):
            await press_card(pilot, screen, card)
        await pilot.press("enter")
        if isinstance(pilot.app.screen, ChooseScreen):   # "Which one?"
            labels = pilot.app.screen.labels
            await pilot.press(str(labels.index(action.label) + 1))
    await pilot.pause()
    expected = f"{action.label}: {runner.step.wrong}"
    assert expected in notes, (expected, notes[-3:])
    assert state_hash(screen.session.state) == before
    screen.action_clear_selection()
    return expected


async def answer(pilot, screen) -> None:
    """Pass with space, or take the forced choice (a waste, a discard) the actions
    list shows first with Enter; then let the AI move."""
    kinds = {a.kind for a in screen.legal()}
    await pilot.press("space" if "pass" in kinds else "enter")
    await ai_done(pilot)


def test_the_first_duel_start_to_finish_by_keys(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            assert isinstance(screen, GameScreen) and runner.step.id == "phases"
            assert line_text(screen).startswith("Step 1 of 9: A turn has four phases.")

            await wrong_answer(pilot, screen, notes)
            await highlight(pilot, screen, "Done discarding")
            await pilot.press("enter")
            assert runner.step.id == "attack" and "Step 2 of 9" in line_text(screen)

            await wrong_answer(pilot, screen, notes)
            await press_card(pilot, screen, "shield-bash")
            await press_card(pilot, screen, "follow-through")
            await pilot.press("enter")
            await ai_done(pilot)
            assert runner.step.id == "window"
            assert session.state.sequence is not None   # the attack is still open

            await wrong_answer(pilot, screen, notes)
            passes = 0
            for _ in range(10):
                if runner.step.id != "window":
                    break
                assert session.state.sequence is not None   # it waits for our pass too
                await answer(pilot, screen)
                passes += 1
            assert passes >= 1 and session.state.sequence is None
            assert runner.step.id == "end-turn"

            await wrong_answer(pilot, screen, notes)
            await highlight(pilot, screen, "End turn")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)   # cards could still be played
            await pilot.press("y")
            await ai_done(pilot)
            assert runner.step.id == "block"
            for _ in range(10):   # the Orc King may play other cards first
                if session.state.sequence is not None:
                    break
                await answer(pilot, screen)

            await wrong_answer(pilot, screen, notes)
            await press_card(pilot, screen, "tower-shield")
            await press_card(pilot, screen, "vigilant-guard")
            await pilot.press("enter")
            await ai_done(pilot)
            for _ in range(10):
                if runner.step.id != "block":
                    break
                await answer(pilot, screen)
            assert runner.step.id == "draw"
            assert session.state.active == 0      # "Your turn again": his turn is over
            assert any(e == "attack_blocked" for e in
                       [getattr(x, "kind", None) for x in session.log])

            for _ in range(10):   # the rest of his turn: pass if asked
                if session.state.phase == "discard" and session.state.active == 0:
                    break
                await answer(pilot, screen)
            await wrong_answer(pilot, screen, notes)
            await highlight(pilot, screen, "Done discarding")
            await pilot.press("enter")
            await highlight(pilot, screen, "Draw 3 cards")
            await pilot.press("enter")
            assert runner.step.id == "clear"

            await wrong_answer(pilot, screen, notes)
            for _ in range(3):
                await highlight(pilot, screen, "Clear ")
                await pilot.press("enter")
            assert runner.step.id == "refresh" and session.state.phase == "action"

            await wrong_answer(pilot, screen, notes)
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)   # the screen asks, as always
            await pilot.press("y")
            await pilot.pause()
            assert runner.step.id == "play-on" and runner.finished
            assert await shown(pilot, ChooseScreen)   # play on, or a fresh duel
            assert app.screen.labels[0].startswith("Play on from here")
            await pilot.press("1")
            await ai_done(pilot)
            assert app.screen is screen
            assert not screen.query("LessonLine") and session.lesson is None  # the lesson is over
            assert runner.refusal(0, screen.legal()[0]) is None   # a real game now
            assert session.seats[1] == {"name": "Grumak", "kind": "ai", "bot": "easy"}
    asyncio.run(run())


def test_the_hand_over_can_start_a_fresh_duel_against_the_easy_ai(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            fresh = await fresh_game_after_skipping(pilot, session, 8)
            assert fresh.game_id == "herocard-duel"
            assert fresh.state.options["names"] == ["Learner", "Grumak"]
    asyncio.run(run())


def test_back_skip_and_leave(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
            assert "Back" in footer and "Skip" in footer and "Leave" in footer
            await pilot.press("left_square_bracket")
            assert runner.live == 0 and "This is the first step." in notes
            await pilot.press("enter")            # Done discarding: step 2
            assert runner.live == 1
            await pilot.press("left_square_bracket")   # look back at step 1
            assert runner.shown == 0 and runner.live == 1
            assert "Step 1 of 9" in line_text(screen) and "looking back" in line_text(screen)
            # while looking back the live step still decides: it allows the attack
            await pilot.press("right_square_bracket")
            assert runner.shown == 1 and "Step 2 of 9" in line_text(screen)
            await pilot.press("right_square_bracket")   # skip the attack step
            assert runner.live == 2 and runner.step.id == "window"
            await leave_asks_first(pilot, screen)
    asyncio.run(run())


def test_a_lesson_saved_and_continued_finds_its_step_again(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            notes = capture_notes(app)
            await pilot.press("enter")            # step 1 done
            await pilot.press("right_square_bracket")   # skip the attack step
            runner = session.lesson
            assert runner.step.id == "window"
            await highlight(pilot, screen, "End turn")
            await pilot.press("enter")            # the window step teaches passing only
            assert any(n.startswith("End turn: ") for n in notes)
            await pilot.press("right_square_bracket")   # skip it too
            await highlight(pilot, screen, "End turn")
            await pilot.press("enter")
            await pilot.press("y")
            await ai_done(pilot)
            step, history = runner.step.id, list(session.state.history)
            assert step == "block"
            path = session.path
            session.save()
            session.close()
        again = GameSession.load(path)
        assert again.state.history == history
        assert again.lesson is not None and again.lesson.step.id == step
        app = HerotableApp(again)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            assert "Step 5 of 9: Blocking." in line_text(app.screen)
        again.close()
    asyncio.run(run())


def test_an_ordinary_game_shows_no_lesson_line_or_keys(save_dir):
    async def run():
        session = GameSession.new("herocard-duel", 2, 3, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert session.lesson is None and not screen.query("LessonLine")
            footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
            assert "Skip" not in footer and "Leave" not in footer
            await pilot.press("x")
            await pilot.pause()
            assert app.screen is screen
    asyncio.run(run())


def test_first_step_snapshot(snap_compare, save_dir):
    session = start_lesson("herocard-duel", save_dir, seed=SEED)
    app = HerotableApp(session)
    app.ai_pace = 0
    assert snap_compare(app, terminal_size=SIZE)
