"""The lesson's refusals and line (issue 44, a new player's report): a "Not in
this lesson step" toast is short-lived and goes once the right move is played or
the step moves on (they stayed 12 s over Heroes of Timeline's deployment tiles,
two steps on); after the last step's "Play on" the lesson line goes and the
panels get its rows back."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.lessons.tables import start_lesson
from tui.screens import ChooseScreen, GameScreen

from lesson_driver import ai_done, highlight, refused

SIZE = (80, 24)
REFUSED = "Not in this lesson step"   # the refusals' title

def _refusals(app) -> list:
    return [n for n in app._notifications if n.title == REFUSED]


async def _refuse_a_discard(pilot, screen) -> None:
    """Take an action the duel's first step does not teach (a discard): answered."""
    action = next(a for a in refused(screen) if a.kind != "end_discard")
    screen.apply_action(action)
    await pilot.pause()
    await pilot.pause()


def test_a_refusal_is_short_and_goes_when_the_allowed_move_is_played(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=7)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            await _refuse_a_discard(pilot, screen)
            shown = _refusals(app)
            assert len(shown) == 1 and shown[0].timeout <= 6
            assert session.lesson.step.id == "phases"
            await highlight(pilot, screen, "Done discarding")
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            assert session.lesson.step.id == "attack" and _refusals(app) == []
            # said again, it shows again (the toast was forgotten, not just hidden)
            await _refuse_a_discard(pilot, screen)
            assert len(_refusals(app)) == 1
    asyncio.run(run())


def test_a_refusal_goes_when_the_step_is_skipped(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=7)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            await _refuse_a_discard(pilot, app.screen)
            assert len(_refusals(app)) == 1
            await pilot.press("right_square_bracket")
            await pilot.pause()
            await pilot.pause()
            assert session.lesson.step.id == "attack" and _refusals(app) == []
    asyncio.run(run())


def test_play_on_ends_the_lesson_and_gives_its_rows_back(save_dir):
    async def run():
        session = start_lesson("herocard-duel", save_dir, seed=7)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            main = screen.query_one("#main")
            before = main.region.height
            assert screen.query("LessonLine") and screen.has_class("in-lesson")
            for _ in range(8):
                await pilot.press("right_square_bracket")
            await pilot.pause()
            assert isinstance(app.screen, ChooseScreen)
            await pilot.press("1")                     # play on from here
            await ai_done(pilot)
            await pilot.pause()
            assert isinstance(app.screen, GameScreen) and app.screen is screen
            assert session.lesson is None and not screen.query("LessonLine")
            assert not screen.has_class("in-lesson")
            assert main.region.height > before         # the line's rows are the panels'
            footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
            assert "Skip" not in footer and "Leave" not in footer
            await pilot.press("right_square_bracket")  # no lesson: nothing asks again
            await pilot.pause()
            assert app.screen is screen
    asyncio.run(run())
