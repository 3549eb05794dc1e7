"""What a second new player met in No Time For Heroes at 80x24 (issue 15), each from
an exact position: Tenacious in the help, a digit while discarding for the
Evasion, the Market's line when nothing can be bought, two-card bids that looked
the same in the Actions list."""
from __future__ import annotations

import asyncio

import engine
from engine.no_time_for_heroes.scoring import breakdown

from tui.app import HerotableApp
from tui.games.no_time_for_heroes import rules
from tui.games.no_time_for_heroes.labels import action_labels
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.session import GameSession
from tui.widgets import ActionList

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import SIZE, capture_notes, past_handoff

ACTIONS_WIDTH = 34      # what the Actions list shows of a label at 80 columns


_session = bid_done_session
_run = run_at_80x24


def test_tenacious_is_no_wound_at_the_end_as_the_rulebook_and_the_count_say(save_dir):
    """Rulebook, "End of the game": "Each Hero who manages to reach the end of the
    game without wounds gets 1 additional point of Glory"; the count gives it to a
    hero whose Wound was healed. The help said "never took a Wound"."""
    state = _session(save_dir).state
    state.players[0].wounds = 1
    state.players[0].wounds = 0          # healed (Healing Potion)
    assert breakdown(state, 0)["tenacious"] == 1
    goal = dict(rules.RULES)["Goal"]
    tenacious = dict(rules.GLOSSARY)["Tenacious"]
    assert "never took" not in goal and "never took" not in tenacious
    assert "end the game with no Wound" in goal
    assert "healed" in tenacious


def test_a_digit_while_discarding_for_the_evasion_picks_that_card(save_dir):
    """Evade, then 4: the highlight goes to the 4th hand card's discard (it was
    refused, and Enter then discarded the first card instead)."""
    session = _session(save_dir)
    state = session.state
    evade = next(a for a in state.legal_actions() if a.kind == "evade")
    session.apply(evade)
    fourth = state.players[0].hand[3]

    async def body(pilot, screen):
        said = capture_notes(screen.app)
        await pilot.press("4")
        await pilot.pause()
        assert said == []
        assert screen.query_one(ActionList).highlighted_action.arg("card") == fourth
        await pilot.press("enter")
        await pilot.pause()
        assert fourth not in state.players[0].hand and fourth in state.players[0].wear
    _run(session, body)


def test_the_market_line_says_when_nothing_can_be_bought(save_dir):
    """Market phase with 0 coins: the line under the panels does not ask for a
    purchase; it says nothing can be bought and that e ends the phase."""
    session = _session(save_dir)
    state = session.state
    state.phase = "market"
    state.players[0].coins = 0
    assert not any(a.kind == "buy" for a in state.legal_actions())

    async def body(pilot, screen):
        detail = str(screen.query_one("#ntfh-detail").render())
        assert "Pick a purchase" not in detail
        assert "Nothing in the Market you can buy now (you have 0 coins)" in detail
        assert "e ends the Market phase" in detail
    _run(session, body)


def test_two_card_bids_with_a_twin_differ_within_the_list_width():
    """Seed 5, Ana's bid: her two Plunders differ by their text; in a two-card bid
    the twin is named by its digit so the second card shows in the list, and no two
    bids look the same at 80 columns."""
    state = engine.load_game("no-time-for-heroes").new_game(2, seed=5)
    labels = action_labels(state.legal_actions(), state.view(0))
    assert "Bid D2: Plunder (card 1) + Sneak Attack" in labels
    assert "Bid D0: Plunder (card 1) + Plunder (card 3)" in labels
    assert "Bid D0: Plunder (Gain 2 coins per enemy standing)" in labels   # alone: its text
    shown = [label[:ACTIONS_WIDTH] for label in labels]
    assert len(set(shown)) == len(shown)
