"""Hero Realms at 80x24: a card of no faction (the starting cards, the Fire Gem) has a
"-" before its name, not a "." that read as punctuation; the Keys page, the glossary
and the inspector say what it means."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.hero_realms.hand_list import HandList
from tui.games.hero_realms.screen import HELP, RealmScreen
from tui.screens.help import HelpScreen
from tui.session import GameSession

from pilot_steps import SIZE, open_inspector, past_handoff

def test_cards_of_no_faction_are_marked_and_the_mark_is_explained(save_dir):
    """Seed 1: Ana's first hand is a Dagger and two Gold (no faction)."""
    session = GameSession.new("hero-realms", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            rows = [str(o.prompt) for o in screen.query_one(HandList)._options]
            assert any(row.startswith("2x - Gold") for row in rows), rows
            assert any(row.startswith("   - Dagger") for row in rows), rows
            assert not any(row[3:5] == ". " for row in rows), rows
            inspector = await open_inspector(pilot)
            record = next(i for i in inspector.items if i.name in ("Gold", "Dagger"))
            assert dict(record.facts)["Faction"].startswith("none (-)")
            await pilot.press("escape")
            await pilot.press("question_mark", "g")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            glossary = dict(app.screen.glossary)
            assert "A - before a name: no faction" in glossary["Factions"]
    asyncio.run(run())
    assert "W Wild, - no faction)" in HELP
