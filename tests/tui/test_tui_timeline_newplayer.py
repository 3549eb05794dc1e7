"""Heroes of Timeline at 80x24 as a new player met it: Enter never declares a
turn-start power by default, the board names the hexes the actions name, the log
lines are readable, the board's scroll hints after a resume, and wrapped action
labels keep their second line. Each starts from an engine position."""
from __future__ import annotations

import asyncio

from pilot_steps import SIZE, past_handoff, reach
from tui.app import HerotableApp
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.session import GameSession
from tui.widgets import ActionList


def _declaring(save_dir):
    """Guards of Witgat (Ballista: Siege Mode) against the Institute (Phase Walk), at
    the first Turn's declarations of the seat holding Ballista."""
    session = GameSession.new("heroes-of-timeline", 2, 3,
                              {"teams": ["guards-of-witgat", "institute"]}, save_dir)

    def choose(state):
        return next(a for a in state.legal_actions() if a.kind != "declare_skill"
                    and a.kind != "declare")
    return reach(session, choose, lambda s: s.phase == "declare" and any(
        a.kind == "declare" for a in s.legal_actions()))


def test_actions_list_starts_on_done_declaring_not_siege_mode(save_dir):
    session = _declaring(save_dir)
    labels = [a.label for a in session.state.legal_actions()]
    assert labels[0] == "Declare Ballista's Siege Mode"

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            listing = screen.query_one(ActionList)
            assert listing.highlighted_action.kind == "declare_done"
            await pilot.press("enter")
            await pilot.pause()
            assert not session.state.declared     # nothing declared by Enter
    asyncio.run(run())


def _drawn_text(listing: ActionList) -> str:
    """Every line the actions list draws (scrolled or not) as ``render_line`` picks
    them (an option's cached line count, from its drawn strips), joined by spaces."""
    style = listing.get_visual_style("option-list--option")
    lines = []
    for index, offset in listing._lines:
        strips = listing._get_option_render(listing.options[index], style)
        lines.append(strips[offset].text if offset < len(strips) else "")
    return " ".join(" ".join(lines).split())


def test_wrapped_action_labels_keep_their_last_line(save_dir):
    """Armor set-up: "Alchemist: Regular Armor on the front-right" needs three lines
    in the 24-column actions panel once its scrollbar shows; all three are drawn."""
    session = GameSession.new("heroes-of-timeline", 2, 3,
                              {"teams": ["guards-of-witgat", "institute"]}, save_dir)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            for _ in range(3):
                await pilot.press("enter")
                await pilot.pause()
                listing = screen.query_one(ActionList)
                drawn = _drawn_text(listing)
                for label in listing.labels:
                    assert " ".join(label.split()) in drawn, (label, drawn)
    asyncio.run(run())
