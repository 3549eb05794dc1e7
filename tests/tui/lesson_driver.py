"""Key-press steps for the lesson tests (issue 44): pick a hand card by its name
(the digit the hand panel shows it under), move the actions list's highlight to
an entry by its words, let the easy AI move, take a refused action and check the
step's answer. Imported by bare name."""
from __future__ import annotations

from engine import state_hash
from tui.screens import GameScreen
from tui.widgets import ActionList


async def ai_done(pilot) -> None:
    """Let the AI seats move until the learner decides, a dialog is up, or the end."""
    app = pilot.app
    for _ in range(500):
        await pilot.pause()
        screen = app.screen
        if not isinstance(screen, GameScreen):
            return
        state = screen.session.state
        if state.is_over() or screen.session.is_human(state.current_player):
            await pilot.pause()
            return
        await app.workers.wait_for_complete()
    raise AssertionError("the AI never stopped")


async def press_card(pilot, screen, card_id: str) -> None:
    """Press the digit of the hand card ``card_id`` (as the hand panel numbers it)."""
    ids = [str(c.get("id")) for c in screen.hand()]
    assert card_id in ids, (card_id, ids)
    await pilot.press(str(ids.index(card_id) + 1))


async def highlight(pilot, screen, words: str) -> None:
    """Move the actions list's highlight (Down/Up) to the entry whose label holds
    ``words``; fails when there is none."""
    actions = screen.query_one(ActionList)
    labels = [a.label for a in actions.actions]
    index = next((i for i, label in enumerate(labels) if words in label), None)
    assert index is not None, (words, labels)
    actions.focus()
    for _ in range(len(labels) + 1):
        now = actions.highlighted
        if now == index:
            return
        await pilot.press("down" if now is None or now < index else "up")
    raise AssertionError(f"could not highlight {words!r} in {labels}")


def line_text(screen) -> str:
    """The lesson line as plain text."""
    from tui.screens.lesson_mode import LessonLine
    return str(screen.query_one(LessonLine).render())


def refused(screen) -> list:
    """The legal actions of the learner the live step does not allow."""
    runner = screen.session.lesson
    return [a for a in screen.legal() if runner.refusal(runner.seat, a)]


async def wrong_answer(pilot, screen, notes: list[str], words: str) -> None:
    """Take, by keys, the refused action whose label holds ``words``; check it was
    answered in the step's words and that nothing was played."""
    runner = screen.session.lesson
    action = next(a for a in refused(screen) if words in a.label)
    before = state_hash(screen.session.state)
    await highlight(pilot, screen, action.label)
    await pilot.press("enter")
    await pilot.pause()
    expected = f"{action.label}: {runner.step.wrong}"
    assert expected in notes, (expected, notes[-3:])
    assert state_hash(screen.session.state) == before
    assert pilot.app.screen is screen


async def take(pilot, screen, words: str) -> None:
    """Highlight the action whose label holds ``words``, Enter, let the AI move."""
    await highlight(pilot, screen, words)
    await pilot.press("enter")
    await ai_done(pilot)


async def shown(pilot, kind: type, pauses: int = 50) -> bool:
    """True once a ``kind`` screen is on top, waiting up to ``pauses`` pauses: a dialog
    pushed after a refresh (the hand-over's question) may come a frame or two late on
    a loaded machine."""
    for _ in range(pauses):
        if isinstance(pilot.app.screen, kind):
            return True
        await pilot.pause()
    return isinstance(pilot.app.screen, kind)


async def leave_asks_first(pilot, screen) -> None:
    """``x`` asks first: "stay" (2) keeps the lesson where it was, nothing played;
    ``x`` again and "leave" (1) goes to the title screen."""
    from tui.screens import ChooseScreen, TitleScreen
    app, session = pilot.app, screen.session
    before = len(session.state.history)
    await pilot.press("x")
    await pilot.pause()
    assert await shown(pilot, ChooseScreen)
    await pilot.press("2")                     # stay
    await pilot.pause()
    assert app.screen is screen and len(session.state.history) == before
    await pilot.press("x")
    assert await shown(pilot, ChooseScreen)
    await pilot.press("1")                     # leave
    assert await shown(pilot, TitleScreen)


async def fresh_game_after_skipping(pilot, session, skips: int):
    """``]`` ``skips`` times to the hand-over, then "a fresh game" (2). Returns the new
    session, checked: no lesson, the learner's seat a person, every other seat the
    easy AI."""
    from tui.screens import ChooseScreen
    learner = session.lesson.seat
    for _ in range(skips):
        await pilot.press("right_square_bracket")
    assert session.lesson.finished
    assert await shown(pilot, ChooseScreen)
    await pilot.press("2")
    await ai_done(pilot)
    fresh = pilot.app.screen.session
    assert fresh is not session and fresh.lesson is None
    assert "lesson" not in fresh.state.options
    assert [s["kind"] for s in fresh.seats] == \
        ["human" if n == learner else "ai" for n in range(len(fresh.seats))]
    assert all(s["bot"] == "easy" for s in fresh.seats if s["kind"] == "ai")
    return fresh
