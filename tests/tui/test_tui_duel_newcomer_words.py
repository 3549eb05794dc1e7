"""The HeroCard duel at 80x24, from seed 1 (Bo, the Orc King, goes first with seven
cards): the Discard Phase marks no card "*" (that mark means "playable now"), the
first turn's skipped Draw and Clear Phases each leave a log line saying why (seven
cards is the most a hand holds; a first turn has nothing in the Attribute Stacks,
as the Core Rules note), and the attacker is never told he "must answer"."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.session import GameSession
from tui.widgets import LogPanel

from pilot_steps import SIZE, past_handoff


def _session(save_dir):
    return GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)


def _text(widget) -> str:
    return str(widget.render())


def _log(screen) -> str:
    return "\n".join(screen.session.log_lines(screen.shown_seat))


def test_discard_phase_has_no_playable_marks_and_the_skips_are_logged(save_dir):
    session = _session(save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert screen.state.phase == "discard" and screen.shown_seat == 1
            hand = screen.query_one("#hand")
            rows = [r for r in _text(hand).splitlines() if r.strip()]
            assert len(rows) == 7 and not any("*" in r for r in rows), rows
            assert "discard: digits pick cards" in str(hand.border_title)
            await pilot.press("enter")                       # Done discarding
            await pilot.pause()
            assert screen.state.phase == "action"
            log = _log(screen)
            assert "Bo skips the Draw Phase: 7 cards in hand, the most." in log
            assert "Bo skips the Clear Phase: a first turn, nothing played yet." in log
            shown = "\n".join(str(line) for line in screen.query_one(LogPanel).lines)
            assert "skips the Clear Phase" in shown
            rows = [r for r in _text(hand).splitlines() if r.strip()]
            assert any("*" in r for r in rows)               # Action Phase: marks again
    asyncio.run(run())


def test_the_attacker_may_add_and_only_the_defender_must_answer(save_dir):
    """Bo attacks Ana with Savage Swipe, Ana blocks with Parry: Bo (the attacker)
    decides, and the Status panel says he may add to the attack, not "Bo must
    answer"."""
    session = _session(save_dir)
    state = session.state
    session.apply(next(a for a in state.legal_actions() if a.kind == "end_discard"))
    session.apply(next(a for a in state.legal_actions() if a.label.startswith(
        "Play Savage Swipe")))
    session.apply(next(a for a in state.legal_actions() if a.label.startswith("Play Parry")))
    assert state.current_player == 1 and state.view(1)["sequence"]["attacker"] == 1

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            status = _text(screen.query_one("#status"))
            assert "Bo may add to the attack or let it stand." in status, status
            assert "must answer" not in status
    asyncio.run(run())
