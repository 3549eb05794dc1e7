"""The duel's status said "Player 1 must answer the attack." even when Player 1's
block already stood at or above the attack (9 against 8, newbieA's report): "must"
read as if the attack would win unless more cards came. With the block holding it
now says the defender "may add to the block or let it stand"."""
from __future__ import annotations

import asyncio
import random

from tui.app import HerotableApp
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff, reach


def _block_holds(state) -> bool:
    view = state.view(None)
    seq = view.get("sequence")
    return (bool(seq) and state.phase == "action" and not view.get("pending")
            and state.current_player == seq["defender"]
            and seq["block"] >= seq["attack"] > 0
            and any(a.kind != "pass" for a in state.legal_actions()))   # no auto-pass


def _random_plays(seed):
    rng = random.Random(seed)

    def choose(state):
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        return rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
    return choose


def test_defender_whose_block_holds_may_let_it_stand(save_dir):
    session = GameSession.new("herocard-duel", 2, 4, {"names": ["Ana", "Bo"]}, save_dir)
    reach(session, _random_plays(4), _block_holds, most=300)
    state = session.state
    seq = state.view(None)["sequence"]
    defender = session.seat_name(seq["defender"])

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            status = " ".join(str(screen.query_one("#status").render()).split())
            assert f"{defender} may add to the block or let it stand." in status, status
            assert "must answer the attack" not in status
    asyncio.run(run())
