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


def test_a_digit_in_the_bid_highlights_that_card_bid_alone(save_dir):
    """Seed 5, Ana's bid: 2 is Precise Crossbow; no refusal, nothing bid yet."""
    session = GameSession.new("no-time-for-heroes", 2, 5, {"names": ["Ana", "Bo"]}, save_dir)
    state = session.state
    crossbow = state.players[0].hand[1]

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        assert screen.query_one(ActionList).highlighted_action is None
        await pilot.press("2")
        await pilot.pause()
        action = screen.query_one(ActionList).highlighted_action
        assert action.kind == "bid" and list(action.arg("cards")) == [crossbow]
        assert said == [] and state.phase == "bid" and not state.players[0].bid_done
        await pilot.press("9")
        await pilot.pause()
        assert said == ["No card 9: your hand holds 4."]
    _run(session, body)


def test_a_digit_in_the_market_phase_picks_that_market_slot(save_dir):
    """Market phase with 3 coins: 1 (Concentration Elixir, 3c) is highlighted to buy;
    3 (Plate Armour, Melee only) and 4 (Whetstone, 4c) are refused with the reason."""
    session = _session(save_dir)
    state = session.state
    state.phase, state.players[0].coins = "market", 3
    names = [state.card_name(u) for u in state.market]
    assert names[0] == "Concentration Elixir" and names[2] == "Plate Armour"

    async def body(pilot, screen):
        said = capture_notes(pilot.app)
        assert screen.query_one(ActionList).highlighted_action is None
        await pilot.press("1")
        await pilot.pause()
        action = screen.query_one(ActionList).highlighted_action
        assert action.kind == "buy" and action.arg("slot") == 0 and said == []
        await pilot.press("3")
        await pilot.press("4")
        await pilot.pause()
        assert said[0].startswith("Plate Armour needs the ") and "coins; you have 3" in said[1]
        assert state.players[0].coins == 3 and state.phase == "market"
    _run(session, body)
