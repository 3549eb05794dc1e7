"""Steps the Pilot tests share: the 80x24 window, getting past the hand-off to a
game screen, reading what the app told the player, the footer as one line, and
opening the inspector. Plain functions, imported by bare name like the drivers
(tests/tui is not a package)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens import GameScreen, HandoffScreen, TitleScreen
from tui.screens.inspector import InspectorScreen

SIZE = (80, 24)         # the smallest window the app lays out for (columns, rows)


async def past_handoff(pilot, kind: type = GameScreen, handoffs: int = 1):
    """Let the app settle, press Enter on up to ``handoffs`` hand-off screens in a
    row, and return the screen then on top, asserted to be a ``kind``."""
    await pilot.pause()
    for _ in range(handoffs):
        if not isinstance(pilot.app.screen, HandoffScreen):
            break
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(pilot.app.screen, kind), pilot.app.screen
    return pilot.app.screen


async def on_campaign_screen(pilot, path) -> None:
    """Open the campaign saved at ``path`` on its screen, as the title's Campaign
    list does, once the app has started."""
    await pilot.pause()
    pilot.app.show_campaign(path)
    await pilot.pause()


def run_at_80x24(session, kind: type, body) -> None:
    """Open the ``GameSession`` at 80x24, past the hand-off to a ``kind`` screen,
    and run ``await body(pilot, screen)``."""
    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, kind)
            await body(pilot, screen)
    asyncio.run(main())


async def continue_from_title(pilot, kind: type = GameScreen):
    """On the title screen, Enter on Continue (highlighted), then Enter on the hand-off
    screen that comes first; return the game screen, asserted to be a ``kind``."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, HandoffScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, kind), pilot.app.screen
    return pilot.app.screen


def shown_notes(app) -> list[str]:
    """The messages of the notifications the app has shown so far (oldest first)."""
    return [n.message for n in app._notifications]


def capture_notes(app) -> list[str]:
    """A list that collects, as strings, every message ``app.notify`` is given from
    now on (the notifications are not shown)."""
    said: list[str] = []
    app.notify = lambda message, **_: said.append(str(message))
    return said


def footer_line(screen) -> str:
    """The footer's keys as one line, "key Description" joined by two spaces: the
    bindings shown and not disabled by ``check_action`` on ``screen``."""
    shown = [b for b in (a.binding for a in screen.active_bindings.values())
             if b.show and screen.check_action(b.action.split("(")[0], ()) is not False]
    return "  ".join(f"{b.key_display or b.key} {b.description}" for b in shown)


async def open_inspector(pilot) -> InspectorScreen:
    """Press ``i`` and return the inspector it opened."""
    await pilot.press("i")
    await pilot.pause()
    inspector = pilot.app.screen
    assert isinstance(inspector, InspectorScreen), inspector
    return inspector


def reach(session, choose, stop, most: int = 400):
    """Apply ``choose(state)`` to ``session`` (no app, no keys) until ``stop(state)``
    holds; the session, asserted to be there within ``most`` actions. For tests
    that need a position and then press only the keys they test."""
    for _ in range(most):
        if stop(session.state):
            return session
        session.apply(choose(session.state))
    assert stop(session.state), f"position not reached in {most} actions"
    return session
