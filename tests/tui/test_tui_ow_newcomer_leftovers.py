"""Orc Wars at 80x24, a fresh player's leftovers: the footer offered "e End" in the
draw step (and in fights, the set-up), where e ends nothing; in the discard phase
every hand card had the "*" of "playable now", which said nothing there."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.orc_wars.hand import OwHandPanel
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession

from ow_driver import choose
from pilot_steps import SIZE, capture_notes, footer_line, past_handoff, reach, run_at_80x24

OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


def _in_phase(phase: str):
    return lambda state: state.view(None).get("phase") == phase


def _open_at(save_dir, phase: str, body) -> None:
    """Seed 3 played by the driver to Ana's first ``phase``; run ``body(pilot, screen)``."""
    session = reach(GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir), choose,
                    _in_phase(phase))
    assert session.state.current_player == 1
    run_at_80x24(session, OrcWarsScreen, body)


def test_the_draw_step_footer_has_no_end_and_e_says_why(save_dir):
    async def body(pilot, screen):
        assert {a.kind for a in screen.legal()} == {"draw"}
        footer = footer_line(screen)
        assert "e End" not in footer, footer
        assert "enter Choose" in footer
        said = capture_notes(pilot.app)
        await pilot.press("e")
        await pilot.pause()
        assert said == ["e does nothing in the draw phase: Enter draws your cards."]
        assert screen.state.view(None)["phase"] == "draw"
    _open_at(save_dir, "draw", body)


def test_the_discard_phase_footer_keeps_end_and_e_finishes_discarding(save_dir):
    async def body(pilot, screen):
        assert "e End" in footer_line(screen)
        await pilot.press("e")
        await pilot.pause()
        assert screen.state.view(None)["phase"] != "discard"
    _open_at(save_dir, "discard", body)


def test_the_discard_phase_hand_has_no_playable_marks_and_says_what_digits_do(save_dir):
    async def body(pilot, screen):
        panel = screen.query_one(OwHandPanel)
        lines = panel.render().plain.splitlines()
        hand = screen.hand()
        assert len(hand) == 7 and len(lines) >= 7
        assert all(line.startswith(f"{n}[ ] ") for n, line in enumerate(lines[:7], 1)), lines
        assert str(panel.border_title) == "Hand: Ana (7) - discard: digits pick cards"
        await pilot.press("1")
        await pilot.pause()
        assert panel.render().plain.splitlines()[0].startswith("1[x] ")
    _open_at(save_dir, "discard", body)


def test_the_action_phase_hand_still_marks_playable_cards(save_dir):
    def action(state):
        return (state.view(None).get("phase") == "action" and state.current_player == 1
                and not state.view(None).get("sequence")
                and any(a.kind == "play" for a in state.legal_actions()))
    session = reach(GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir), choose, action)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            panel = screen.query_one(OwHandPanel)
            assert "*" in "".join(line[4] for line in panel.render().plain.splitlines()
                                  if line[:1].isdigit())
            assert "discard" not in str(panel.border_title)
            assert "e End" in footer_line(screen)
    asyncio.run(run())


def test_a_long_clear_list_scrolls_to_keep_the_highlight_in_view(save_dir):
    """Reported as not scrolling; it does: seed 4, the Orc's clear phase with two
    clans, a card put on each of their six stacks (7 entries in a 4-row list)."""
    from engine.orc_wars.turns import orc_pools
    from tui.widgets import ActionList

    def orc_clears(state):
        return (state.view(None).get("phase") == "clear" and state.current_player == 0
                and len(orc_pools(state)) >= 2)
    session = reach(GameSession.new("orc-wars", 2, 4, OPTIONS, save_dir), choose,
                    orc_clears, 900)
    state = session.state
    spare = list(state.players[0].deck)
    for pool in orc_pools(state)[:2]:
        for attribute in ("B", "M", "X"):
            state.pools[pool].stacks[attribute].append(spare.pop())
    assert len(state.legal_actions()) == 7

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            listing = screen.query_one(ActionList)
            listing.focus()
            await pilot.pause()
            rows = listing.scrollable_content_region.height
            assert rows < len(listing.actions)
            for _ in range(len(listing.actions) - 1):
                await pilot.press("down")
                await pilot.pause()
                top = listing.scroll_y
                assert top <= listing.highlighted < top + rows, (listing.highlighted, top)
            assert listing.highlighted_action.kind == "end_clear" and listing.scroll_y > 0
    asyncio.run(run())
