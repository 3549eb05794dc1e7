"""Orc Wars: when a dirty trick (Dirty Fighting) made the Elf discard in the middle of
a fight, the status line still said "block (select cards, Enter), or pass (space)"
while the actions list held only "Discard ..." (newbieA, a newcomer's report). The
status line now names the discard asked for."""
from __future__ import annotations

import asyncio

from engine.herocard.model import Pending
from tui.app import HerotableApp
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.games.orc_wars.text import rule_line
from tui.session import GameSession

from ow_driver import choose
from pilot_steps import SIZE, past_handoff, reach

OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


def _elf_answers_orc(state) -> bool:
    view = state.view(None)
    seq = view["sequence"]
    return (seq is not None and state.current_player == 1
            and view["pools"][seq["attacker"]]["kind"] == "clan")


def test_status_names_the_discard_a_dirty_trick_asks_for_mid_fight(save_dir):
    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    state = reach(session, choose, _elf_answers_orc, 600).state
    elf_pool = state.view(None)["sequence"]["defender"]
    state.pending.append(Pending("discard", 1, elf_pool, 1, -1))   # as Dirty Fighting does
    assert {a.kind for a in state.legal_actions()} == {"choose_card"}

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            rule = rule_line(state.view(1), state.legal_actions(), 1, screen.names)
            assert rule == "Ana: discard 1 card from your hand first (pick in the actions list)."
            status = " ".join(str(screen.query_one("#ow-status").content).split())
            assert "Ana: discard 1 card from your hand first" in status
            assert "or pass (space)" not in status
    asyncio.run(run())


def test_a_refusal_too_long_for_the_line_under_the_map_points_to_enter(save_dir):
    """A Block Mod selected alone while blocking: the reason ("a Block Mod adds to a
    Base Block: ...") was cut at 80x24 to "Can't play: a Block Mod adds to a Base
    Block:..."; the line now says Enter gives the reason, and Enter gives it whole."""
    from pilot_steps import capture_notes

    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    state = reach(session, choose, _elf_answers_orc, 600).state
    player = state.players[1]
    mod = next(u for u in player.deck + player.discard if state.defn(u).kind == "block_mod")
    (player.deck if mod in player.deck else player.discard).remove(mod)
    player.hand.append(mod)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            digit = str(len(screen.hand()))        # the Block Mod, last in the hand
            await pilot.press(digit)
            await pilot.pause()
            hint = str(screen.query_one("#ow-hint").content)
            assert hint == "Can't play these now - Enter: why", hint
            said = capture_notes(app)
            await pilot.press("enter")
            await pilot.pause()
            assert len(said) == 1 and said[0].startswith(
                "Can't play: a Block Mod adds to a Base Block: play one first"), said
    asyncio.run(run())
