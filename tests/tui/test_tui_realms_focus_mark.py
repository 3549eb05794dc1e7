"""Hero Realms at 80x24: the list that has the keys (Hand, Actions or Market) shows
the mark before its title, as Orc Wars does (issue 41: Enter bought from the
Market for a player who meant a champion's ability in Actions; nothing showed
where Enter would act), and a choice that comes up takes the focus, marked."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.hero_realms.hand_list import HandList
from tui.games.hero_realms.market import MarketPanel
from tui.games.hero_realms.screen import RealmScreen
from tui.session import GameSession
from tui.widgets import ActionList
from tui.widgets.focus_mark import title_text

from pilot_steps import SIZE, past_handoff, reach
from realm_driver import choose

MARK = "\u25b6 "


def _titles(screen) -> dict:
    return {name: title_text(screen.query_one(kind))
            for name, kind in (("hand", HandList), ("actions", ActionList),
                               ("market", MarketPanel))}


def _marked(screen) -> list[str]:
    return [name for name, title in _titles(screen).items() if title.startswith(MARK)]


def _before_own_choice(state) -> bool:
    """The next choice of ``choose`` gives the seat to act a choice of its own."""
    if state.view(None)["pending"] is not None:
        return False
    after = state.clone()
    after.apply(choose(state))
    return after.view(None)["pending"] is not None and \
        after.current_player == state.current_player


def test_the_focused_list_is_marked_and_a_choice_takes_the_focus(save_dir):
    """Seed 1, Ana and Bo: Bo is to play Elven Blessing (a choice follows). The
    Hand is marked; Tab, Tab: only the Market is; the card played (from the
    Market's focus): the choice's answers take the focus and the mark."""
    session = GameSession.new("hero-realms", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
    state = reach(session, choose, _before_own_choice, 300).state
    blessing = choose(state)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, RealmScreen)
            assert _marked(screen) == ["hand"], _titles(screen)
            await pilot.press("tab", "tab")
            await pilot.pause()
            assert app.focused is screen.query_one(MarketPanel)
            assert _marked(screen) == ["market"], _titles(screen)
            screen.apply_action(blessing)
            await pilot.pause()
            assert state.view(None)["pending"] is not None
            assert app.focused is screen.query_one(ActionList)
            assert _marked(screen) == ["actions"], _titles(screen)
            assert _titles(screen)["market"].startswith("Market (deck")
    asyncio.run(run())
