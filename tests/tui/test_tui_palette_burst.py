"""The command palette typed in one burst (issue 41): Enter acts on a hit of the
whole query, never on the hits still listed for part of it, and the palette finds
each action under the words of the Actions list.

No Time For Heroes, seed 5, Player 2 an AI seat: "ctrl+p", "Bid D2: Sneak", Enter
bid Precise Crossbow (the list still showed the hits for "Bid "), while the Actions
list's "Bid D2: Sneak Attack" was not in the palette at all."""
from __future__ import annotations

import asyncio

from textual.command import CommandPalette

from tui.app import HerotableApp
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, past_handoff, shown_notes


def _session(save_dir) -> GameSession:
    return GameSession.new("no-time-for-heroes", 2, 5, None, save_dir,
                           seats=[{"kind": "human"}, {"kind": "ai", "bot": "easy"}])


def _burst(save_dir, query: str, check) -> None:
    session = _session(save_dir)

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            screen = await past_handoff(pilot, NoTimeScreen)
            labels = screen.query_one(ActionList).labels
            await pilot.press("ctrl+p", *query, "enter")
            await pilot.pause(0.6)
            await check(pilot, session, labels)
    asyncio.run(main())


def test_burst_bids_the_card_named_in_full(save_dir):
    async def check(pilot, session, labels):
        assert "Bid D2: Sneak Attack" in labels, labels
        lines = session.log_lines(0)
        assert "You bid Sneak Attack." in lines, lines
        assert not any("Precise Crossbow" in line for line in lines), lines
    _burst(save_dir, "Bid D2: Sneak", check)


def test_burst_that_matches_nothing_does_nothing_and_says_so(save_dir):
    async def check(pilot, session, labels):
        assert session.state.phase == "bid"
        assert not any(line.startswith("You bid") for line in session.log_lines(0))
        assert CommandPalette.is_open(pilot.app)
        assert any("Nothing matches 'Bid D2: Sneakz'" in n for n in shown_notes(pilot.app))
    _burst(save_dir, "Bid D2: Sneakz", check)
