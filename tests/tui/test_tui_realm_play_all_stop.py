"""Hero Realms, p (play all) stopped without a word when a card made an opponent
decide (Hex of Thorns: the opponent discards), leaving the rest of the hand unplayed
(newbieA, a newcomer's report). Now it says who decides and that p plays the rest."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.hero_realms.screen import RealmScreen
from tui.session import GameSession

from pilot_steps import SIZE, capture_notes, past_handoff


def _hex_first(session) -> int:
    """Put a Hex of Thorns from the Market deck first in the active seat's hand, and
    a card unlike the others in the opponent's (so their discard is a choice)."""
    state = session.state
    uid = next(u for u in state.market_deck if state.card_name(u) == "Hex of Thorns")
    state.market_deck.remove(uid)
    state.players[state.active].hand.insert(0, uid)
    other = state.players[1 - state.active]        # something to choose between
    extra = next(u for u in state.market_deck
                 if state.card_name(u) not in {state.card_name(h) for h in other.hand})
    state.market_deck.remove(extra)
    other.hand.append(extra)
    return state.active


def test_play_all_says_why_it_stopped_at_an_opponents_discard(save_dir):
    async def run():
        session = GameSession.new("hero-realms", 2, 2, {"names": ["Ana", "Bo"]}, save_dir)
        seat = _hex_first(session)
        before = len(session.state.players[seat].hand)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot, RealmScreen)
            said = capture_notes(app)
            await pilot.press("p")
            await pilot.pause()
            state = session.state
            assert state.current_player != seat          # Bo must discard first
            left = len(state.players[seat].hand)
            assert 0 < left < before
            assert said == ["Play all stopped: Bo must decide first. "
                            "Press p again for the rest of your hand."]
    asyncio.run(run())
