"""Hero Realms at 80x24, a fresh player's leftovers: hand card names were cut at 15
cells with no sign of the cut ("Necromancer of ", "Voss, Guild Enf"), and under
NO_COLOR the market's affordable cards differed from the others only by a shade
of grey. Names now get the room the row can spare and a cut one ends in "…"; an
affordable card's cost has a "*" before it."""
from __future__ import annotations

import asyncio

from textual.geometry import Region

from tui.app import HerotableApp
from tui.games.hero_realms.hand_list import HandList
from tui.games.hero_realms.market import MarketPanel
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff

LONG = ("Necromancer of the Crypt", "Ashwing, Legion Dragon", "Voss, Guild Enforcer")


def _rows(panel) -> list[str]:
    return [row.plain for row in panel._plain]


def test_long_hand_names_get_room_and_a_cut_one_ends_in_an_ellipsis(save_dir):
    """Seed 4, Ana's first hand plus three long-named cards taken from the Market Deck."""
    session = GameSession.new("hero-realms", 2, 4, {"names": ["Ana", "Bo"]}, save_dir)
    state = session.state
    hand = state.players[state.current_player].hand
    for name in LONG:
        uid = next(u for u in state.market_deck if state.card_name(u) == name)
        state.market_deck.remove(uid)
        hand.append(uid)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            panel = screen.query_one(HandList)
            rows = _rows(panel)
            assert rows[:2] == ["   - Dagger               +1 combat",
                                "2x - Gold                 +1 gold"], rows
            assert rows[2].startswith("   N Necromancer of the … def 3 "), rows
            assert rows[3].startswith("   I Ashwing, Legion Dra… guard 6 "), rows
            assert rows[4].startswith("   G Voss, Guild Enforcer guard 5 "), rows
            size = panel.scrollable_content_region.size
            shown = "\n".join(strip.text for strip in panel.render_lines(
                Region(0, 0, size.width, size.height)))
            # the panel shows four rows at 80x24 (Voss is below them, on scrolling)
            for name in ("Necromancer of the … def 3", "Ashwing, Legion Dra… guard 6"):
                assert name in shown, shown
    asyncio.run(run())


def test_a_short_named_hand_keeps_its_15_cell_names(save_dir):
    session = GameSession.new("hero-realms", 2, 4, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert _rows(screen.query_one(HandList))[0] == "   - Dagger          +1 combat"
    asyncio.run(run())


def test_no_color_market_marks_what_you_can_afford(save_dir, monkeypatch):
    """Seed 4: Ana plays her hand (p): Gold 2 buys Temple Acolyte (2), Spark (1) and
    a Fire Gem (2), not the 6-cost cards."""
    monkeypatch.setenv("NO_COLOR", "1")
    session = GameSession.new("hero-realms", 2, 4, {"names": ["Ana", "Bo"]}, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert app.no_color
            await pilot.press("p")
            await pilot.pause()
            market = screen.query_one(MarketPanel)
            assert "your Gold 2" in str(market.border_title)
            starts = [row[:20] for row in _rows(market)]
            assert starts == ["1   6 Scroll of Auth", "2  *2 Temple Acolyte",
                              "3   6 Ogre Bouncer  ", "4   6 Life Siphon   ",
                              "5  *1 Spark         ", "g  *2 Fire Gem      "], starts
            size = market.scrollable_content_region.size
            shown = [strip.text for strip in market.render_lines(
                Region(0, 0, size.width, size.height))]
            assert any(" *2 Temple Acolyte" in line for line in shown), shown
    asyncio.run(run())
