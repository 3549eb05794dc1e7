"""Key-press steps for the lesson tests (issue 44): pick a hand card by its name
(the digit the hand panel shows it under), move the actions list's highlight to
an entry by its words, and let the easy AI move. Imported by bare name."""
from __future__ import annotations

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
