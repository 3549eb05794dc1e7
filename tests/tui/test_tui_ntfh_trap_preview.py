"""No Time For Heroes: "End the attack: lose N cards" counts the Trap its setter has
laid. Met in play (seed 621605): after Trap, the list still said "lose 10 cards" for
Runt, Brute, Runt, then the Trap caught the Brute first. The other hero, who sees only
a face-down card, is still shown the count without it."""
from __future__ import annotations

from engine.no_time_for_heroes.attack import total_damage

from tui.games.no_time_for_heroes.labels import action_labels
from tui.session import GameSession
from tui.widgets import ActionList

from ntfh_steps import run_at_80x24


def _trap_laid(save_dir) -> GameSession:
    """Seed 621605: Player 1 (Neddia) bids Precise Crossbow, Player 2 bids a Damage 0
    card, so Player 1 leads; Player 1 then plays Trap against Orc Runt, Orc Brute
    (Fortitude 6) and Orc Runt."""
    session = GameSession.new("no-time-for-heroes", 2, 621605, {}, save_dir)
    state = session.state
    session.apply(next(a for a in state.legal_actions()
                       if a.label == "Bid Precise Crossbow (Damage 2)"))
    state = session.state
    session.apply(next(a for a in state.legal_actions() if a.label.endswith("(Damage 0)")
                       and "+" not in a.label))
    state = session.state
    assert state.phase == "attack" and state.active == 0
    trap = next(a for a in state.legal_actions()
                if a.kind == "play" and state.card_name(a.arg("card")) == "Trap")
    session.apply(trap)
    return session


def test_the_end_label_leaves_out_the_host_the_trap_catches(save_dir):
    """Runt 2 + Brute 6 + Runt 2 = 10, but the Trap takes the Brute first: 4."""
    session = _trap_laid(save_dir)
    state = session.state
    names = [e["name"] for e in state.view(0)["battlefield"]]
    assert names == ["Orc Runt", "Orc Brute", "Orc Runt"]
    ends = [a for a in state.legal_actions() if a.kind == "end_attack"]
    assert action_labels(ends, state.view(0)) == ["End the attack: lose 4 cards"]
    assert ends[0].label == "End the attack: the Horde strikes back (4 to lose)"
    # the other seat sees a face-down card, not a Trap: its count is the full one
    assert state.view(1)["turn_marks"]["horde_damage"] == 10
    assert total_damage(state, 0) == 10 and total_damage(state, 0, trap=True) == 4


def test_the_actions_list_shows_it_and_the_attack_costs_that(save_dir):
    """On screen at 80x24 the list says "lose 4 cards"; ending the attack (the
    question's y) the Trap springs and Player 1 loses 4 cards: no more."""
    session = _trap_laid(save_dir)

    async def body(pilot, screen):
        listing = screen.query_one(ActionList)
        assert "End the attack: lose 4 cards" in listing.labels
        seen = len(session.log_lines(0))
        await pilot.press("e")          # cards still playable: it asks first
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert session.state.trap is None and session.state.phase == "market"
        assert session.log_lines(0)[seen:][:3] == [
            "Player 1's Trap springs on Orc Brute!",
            "Player 1 defeats Orc Brute: trophy, its loot is lost.",
            "The Horde strikes: Player 1 must lose 4 cards."]

    run_at_80x24(session, body)
