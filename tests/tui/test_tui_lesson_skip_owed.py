"""A skipped lesson step stays "owed" (issue 44, a new player's report): ``]``
moves the text on, not the game, so the move that catches the game up must not
be refused by the steps after it. Checked on the runner for every step of every
shipped lesson, and by keys on the duel, Orc Wars and Heroes of Timeline cases
the report names (each was stuck before)."""
from __future__ import annotations

import asyncio

import pytest

from engine import Action
from tui.app import HerotableApp
from tui.lessons.runner import LessonRunner
from tui.lessons.script import load_script
from tui.lessons.tables import games_with_lessons, script_path, start_lesson
from tui.screens import ConfirmScreen, GameScreen
from tui.session import GameSession

from lesson_driver import ai_done, highlight, line_text, press_card

SIZE = (80, 24)


def _action_for(matcher) -> Action:
    """An action the matcher matches (its kind, cards, args and label)."""
    args = dict(matcher.args)
    if matcher.cards:
        args["cards"] = tuple(matcher.cards)
    return Action(matcher.kind, tuple(sorted(args.items())), matcher.label or matcher.kind)


@pytest.mark.parametrize("game_id", games_with_lessons())
def test_what_a_skipped_step_allows_stays_allowed_until_it_is_reached(game_id):
    script = load_script(script_path(game_id))
    for index, step in enumerate(script.steps[:-2]):
        runner = LessonRunner(script)
        while runner.live < index:
            runner._advance()
        assert runner.skip() and runner.live == index + 1
        assert runner.owed == [index]
        for matcher in step.allow:
            action = _action_for(matcher)
            assert runner.refusal(script.seat, action) is None, (game_id, step.id, action)
        assert runner.refusal(script.seat + 1, Action("nothing-taught")) is None


def test_an_owed_step_is_paid_off_when_its_position_is_reached():
    runner = LessonRunner(load_script(script_path("herocard-duel")))
    runner._advance(); runner._advance(); runner._advance()     # end-turn (waits: turn)
    runner.skip()
    assert runner.step.id == "block" and runner.owed == [3]
    end_turn = Action("end_turn", (), "End turn")
    assert runner.refusal(0, end_turn) is None
    runner.saw(["turn"], "discard", 1, 1)
    assert runner.owed == [] and runner.step.id == "block"
    assert runner.refusal(0, end_turn) is not None      # paid off: block teaches now


def test_the_duel_end_turn_skipped_is_still_played_and_a_continue_finds_it(save_dir):
    """Enter, 1 2 Enter, space until the attack ends, ] at "end the turn": the
    block step used to refuse End turn, the only way on."""
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=7)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            await pilot.press("enter")
            await press_card(pilot, screen, "shield-bash")
            await press_card(pilot, screen, "follow-through")
            await pilot.press("enter")
            await ai_done(pilot)
            for _ in range(10):
                if runner.step.id != "window":
                    break
                await pilot.press("space")
                await ai_done(pilot)
            assert runner.step.id == "end-turn" and session.state.active == 0
            await pilot.press("right_square_bracket")
            assert runner.step.id == "block" and "Step 5 of 9" in line_text(screen)
            await highlight(pilot, screen, "End turn")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)     # not refused: asked
            await pilot.press("y")
            await ai_done(pilot)
            assert session.state.active == 1 and runner.owed == []
            step, history = runner.step.id, list(session.state.history)
            path = session.path
            session.save()
            session.close()
        again = GameSession.load(path)
        assert again.state.history == history
        assert again.lesson.step.id == step and again.lesson.owed == []
        again.close()
    asyncio.run(run())


def test_orc_wars_move_skipped_is_still_allowed(save_dir):
    """e, ] (the attack step on the start space): moving used to be refused."""
    async def run():
        session = start_lesson("orc-wars", save_dir, seed=7)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            await pilot.press("e")
            await pilot.pause()
            assert runner.step.id == "move"
            await pilot.press("right_square_bracket")
            assert runner.step.id == "attack"
            move = next(a for a in screen.legal() if a.kind == "move" and "(5,10)" in a.label)
            before = len(session.state.history)
            screen.apply_action(move)
            await ai_done(pilot)
            assert len(session.state.history) == before + 1 and runner.owed == []
            assert runner.step.id == "attack"
    asyncio.run(run())
