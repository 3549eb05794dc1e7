"""What the lesson steps say matches what happens (issue 44, a new player's report):
a step whose outcome is random words both outcomes and waits for the right moment;
"End turn" is reached by Down (Enter alone never ends a turn); the stacked Hero
Realms position is not told as an earlier turn; Orc Wars' discard, draw and clear
phases are named as the learner's own choices."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.lessons.runner import LessonRunner
from tui.lessons.script import load_script
from tui.lessons.tables import script_path, start_lesson
from tui.screens import ConfirmScreen

from lesson_driver import ai_done, line_text, press_card

SIZE = (80, 24)


def _step(game_id: str, step_id: str):
    script = load_script(script_path(game_id))
    return next(s for s in script.steps if s.id == step_id)


def test_the_duel_block_step_lasts_until_the_learners_own_turn():
    """The lesson said "Your turn again" while Grumak was still playing his turn."""
    runner = LessonRunner(load_script(script_path("herocard-duel")))
    while runner.step.id != "block":
        runner._advance()
    runner.saw(["attack_blocked"], "action", 0, 1)     # blocked; his turn goes on
    assert runner.step.id == "block"
    runner.saw(["turn"], "discard", 0, 0)              # the learner's turn
    assert runner.step.id == "draw"
    assert "may add" in runner.script.steps[runner.live - 1].say   # not one fixed attack


def test_orc_wars_end_turn_words_both_outcomes_of_the_attack():
    say = _step("orc-wars", "end-turn").say
    assert "If your attack got through" in say and "blocked" in say
    assert not say.startswith("A hit kills")


def test_orc_wars_turn_start_phases_are_named_as_the_learners_choices():
    for step_id in ("squads", "goal"):
        say = _step("orc-wars", step_id).say
        assert "Draw N cards" in say and "Clear" in say and "e" in say, step_id


def test_hero_realms_does_not_tell_the_stacked_gem_as_an_earlier_turn():
    say = _step("hero-realms", "gem-play").say
    assert "earlier turn" not in say and "Fire Gem" in say


def test_the_duel_end_turn_step_says_the_keys_that_end_the_turn(save_dir):
    """Its words used to say 'highlight "End turn", press Enter': the list starts
    with nothing highlighted, and Enter alone only says how to choose."""
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
            assert runner.step.id == "end-turn"
            assert 'Down highlights "End turn"' in line_text(screen)
            await pilot.press("enter")                # Enter alone: nothing ends
            await pilot.pause()
            assert not isinstance(app.screen, ConfirmScreen) and session.state.active == 0
            await pilot.press("down", "enter")        # what the step says
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await ai_done(pilot)
            assert session.state.active == 1 or runner.step.id != "end-turn"
            assert runner.step.id == "block"
    asyncio.run(run())
