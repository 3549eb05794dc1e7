"""Player names are text, never markup (issue 19): "[/]" used to crash all
three games at the first hand-off and "[b]Ana" restyled the hand panel
(tui/widgets/hand.py, ow_hand.py, hand_list.py put the name in a markup title)."""
from __future__ import annotations

import asyncio

import pytest

from tui.app import HerotableApp
from tui.screens import HandoffScreen
from tui.session import GameSession, release_except

from tui_driver import play

NAMES = ["[/]", "[b]Ana"]


@pytest.fixture(autouse=True)
def _release():
    yield
    release_except(None)


def _hand_titles(app) -> list[str]:
    titles = []
    for widget in app.screen.query("*"):
        title = getattr(widget, "_border_title", None)
        plain = getattr(title, "plain", "")
        if plain.startswith("Hand:"):
            titles.append(plain)
    return titles


@pytest.mark.parametrize("game_id", ["herocard-duel", "hero-realms", "orc-wars"])
def test_names_with_markup_are_shown_as_typed(save_dir, game_id):
    session = GameSession.new(game_id, 2, seed=2, options={"names": list(NAMES)},
                              folder=save_dir)

    async def run():
        app = HerotableApp(session)
        seen: set[str] = set()
        async with app.run_test(size=(100, 30)) as pilot:
            for _ in range(40):               # through several hand-offs, both ways
                await pilot.pause()
                if isinstance(app.screen, HandoffScreen):
                    await pilot.press("enter")
                    await pilot.pause()
                    seen.update(_hand_titles(app))
                    continue
                seen.update(_hand_titles(app))
                if all(any(t.startswith(f"Hand: {n} (") for t in seen) for n in NAMES) \
                        or session.state.is_over():
                    break
                await play(pilot, 3)
        return seen
    seen = asyncio.run(run())
    assert any(t.startswith("Hand: [/] (") for t in seen), seen
    assert any(t.startswith("Hand: [b]Ana (") for t in seen), seen
