"""The HeroCard duel's board at 80x24: a stack whose top card its owner deployed read
"top Dirty Blade 1M down (1" cut at the panel's edge, with "down" for "deployed".
Every board line now fits the panel, and the card says "deployed" (the Glossary's word)."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.herocard.board import top_text
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff, reach
from tui_driver import choose


def _can_deploy(state) -> bool:
    return any(a.kind == "deploy" for a in state.legal_actions())


def test_a_deployed_top_card_fits_the_board_line_at_80x24(save_dir):
    """Seed 1: Bo deploys Dirty Blade face down on his Mind stack; Bo's own board line."""
    session = reach(GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]},
                                    save_dir), choose, _can_deploy)
    deploy = next(a for a in session.state.legal_actions() if a.kind == "deploy")
    assert deploy.label == "Deploy Dirty Blade face down (1 Mind)"
    session.apply(deploy)
    assert session.state.current_player == 1

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            board = screen.query_one("#board")
            width = board.content_region.width
            lines = board.render().plain.splitlines()
            assert all(len(line) <= width for line in lines), (width, lines)
            mind = [line for line in lines if "Dirty Blade" in line]
            assert mind == ["  M Mind    5/6  free  Dirty Blade 1M deployed (1)"], lines
    asyncio.run(run())


def test_a_long_name_is_cut_but_cost_flags_and_count_stay():
    cards = [{"name": "Vigilant Guard", "cost": 2, "face_down": True, "twisted": True}] * 3
    assert top_text(cards, "B") == "top Vigilant Guard 2B deployed twisted (3)"
    assert top_text(cards, "B", 29) == "Vigi… 2B deployed twisted (3)"
    assert top_text(cards[:1], "B", 42) == "top Vigilant Guard 2B deployed twisted (1)"
    assert top_text([{"face_down": True, "cost": 3}], "M", 29) == "top face-down 3M (1)"
    assert top_text([], "M", 29) == "empty"
