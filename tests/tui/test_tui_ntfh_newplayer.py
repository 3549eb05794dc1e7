"""What a new player met at 80x24 in No Time For Heroes, each from an exact position:
the help's hearts rule, Enter's default choice, the digit keys in every phase, the
Actions list's labels and detail line, the panels' marks, the Warlord line, the
Evade question and the words (tui/games/no_time_for_heroes/)."""
from __future__ import annotations

import asyncio

from engine.no_time_for_heroes import zones

from tui.app import HerotableApp
from tui.games.no_time_for_heroes import rules
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, capture_notes, past_handoff


def _session(save_dir, seed: int = 5):
    """Seed 5, Ana (Neddia) and Bo (Aranel), both bids made (first listed): Ana's
    Attack phase, turn 1, Shadow Swamp in force."""
    session = GameSession.new("no-time-for-heroes", 2, seed, {"names": ["Ana", "Bo"]},
                              save_dir)
    while session.state.phase == "bid":
        session.apply(session.state.legal_actions()[0])
    return session


def _run(session, body):
    """Open ``session`` at 80x24, past the hand-off, and run ``body(pilot, screen)``."""
    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, NoTimeScreen)
            await body(pilot, screen)
    asyncio.run(main())


def test_the_help_says_a_hero_falls_at_a_wound_beyond_their_hearts(save_dir):
    """Engine: W2/2 still fights, the third Wound fells; the help says the same."""
    state = _session(save_dir).state
    hearts = state.hero(0).hearts
    state.players[0].wounds = hearts
    assert not state.players[0].fallen
    zones.wound(state, 0, [])
    assert state.players[0].fallen and state.players[0].wounds == hearts
    falling = dict(rules.RULES)["Wounds and falling"]
    assert "reach their hearts" not in falling and "beyond their hearts" in falling
    assert "one more fells them" in dict(rules.GLOSSARY)["Hearts"]


def test_enter_starts_on_go_on_not_on_jade_deposits(save_dir):
    """Jade Deposits at the start of the turn: the list starts on "Go on", and Enter
    keeps the hand."""
    session = _session(save_dir)
    state = session.state
    state.scenario, state.phase = "jade-deposits", "start"
    hand = list(state.players[0].hand)

    async def body(pilot, screen):
        listing = screen.query_one(ActionList)
        assert listing.actions[0].kind == "jade"
        assert listing.highlighted_action.kind == "begin"
        await pilot.press("enter")
        await pilot.pause()
        assert state.phase == "attack" and state.players[0].hand == hand
        assert state.players[0].coins == 0
    _run(session, body)
