"""Orc Wars Clear Phase at 80x24: Enter's default never clears a card that still
holds something (a playtester's "trap": the first line was highlighted on
arrival, so a quick Enter cleared a card the player had not picked).

Like the Discard Phase (a discard is always picked by hand, the default line is
"Done discarding") and a fight's answer (Pass is never highlighted first while
something else is possible): a card laid face down (deployed, still to be
revealed) or one twisted in its stack for a lasting bonus (a stance, Aura of
Faith) loses that when cleared, so the highlight starts on another line. A
plain spent card is what the Clear Phase is for: Enter still clears it (the
lesson teaches "Enter to clear").
"""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession
from tui.widgets import ActionList

from ow_driver import choose
from pilot_steps import SIZE, past_handoff, reach

OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


def _ana_clears(state) -> bool:
    return state.view(None).get("phase") == "clear" and state.current_player == 1


def _at_anas_clear(save_dir, stacks: dict) -> GameSession:
    """Seed 3 played by the driver to Ana's (the Paladin's) first Clear Phase, her
    stacks then set to ``stacks``: attribute -> [(card id, "face_down" | "stance" |
    None)], bottom first."""
    session = reach(GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir), choose, _ana_clears)
    state = session.state
    pool = state.players[1].pool
    for attribute, cards in stacks.items():
        pool.stacks[attribute] = []
        for cid, how in cards:
            uid = state.new_card(cid, 1)
            state.cards[uid].pool = pool.key
            state.cards[uid].face_down = how == "face_down"
            if how == "stance":
                state.cards[uid].twist = {"mode": "stance", "by": 1, "turn": state.turn}
            pool.stacks[attribute].append(uid)
    return session


def _run(session, body) -> None:
    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, OrcWarsScreen)
            await body(pilot, screen, screen.query_one(ActionList))
    asyncio.run(main())


def test_enter_never_clears_a_deployed_card_or_a_stance_by_default(save_dir):
    """Body: Vigilant Guard laid face down on top; Mind: a plain spent Braced
    Stance; X (Faith): Aura of Faith twisted as a stance. The highlight starts
    on the Mind line; Enter clears Braced Stance and leaves the other two."""
    session = _at_anas_clear(save_dir, {"B": [("parry", None), ("vigilant-guard", "face_down")],
                                        "M": [("braced-stance", None)],
                                        "X": [("aura-of-faith", "stance")]})
    state = session.state

    async def body(pilot, screen, listing):
        assert [a.arg("attribute") for a in listing.actions if a.kind == "clear"] == \
            ["B", "M", "X"]
        assert listing.highlighted_action.kind == "clear"
        assert listing.highlighted_action.arg("attribute") == "M", listing.highlighted_action
        await pilot.press("enter")
        await pilot.pause()
        assert state.history[-1].kind == "clear" and state.history[-1].arg("attribute") == "M"
        pool = state.players[1].pool
        assert [state.cards[u].cid for u in pool.stacks["B"]] == ["parry", "vigilant-guard"]
        assert [state.cards[u].cid for u in pool.stacks["X"]] == ["aura-of-faith"]
        # only keepers left to clear: the highlight goes to "Done clearing"
        assert listing.highlighted_action.kind == "end_clear", listing.highlighted_action
    _run(session, body)


def test_a_plain_card_freed_by_a_clear_is_still_the_default(save_dir):
    """Body: Parry under a plain Tower Shield, then the next Body card is a face-down
    Vigilant Guard: after Enter clears Tower Shield the same line (the Body stack)
    now clears the face-down card, so the highlight leaves it."""
    session = _at_anas_clear(save_dir, {"B": [("vigilant-guard", "face_down"),
                                              ("tower-shield", None)],
                                        "M": [], "X": [("cleansing-prayer", None)]})
    state = session.state

    async def body(pilot, screen, listing):
        assert listing.highlighted_action.arg("attribute") == "B"
        await pilot.press("enter")
        await pilot.pause()
        assert state.cards[state.players[1].discard[-1]].cid == "tower-shield"
        action = listing.highlighted_action
        assert action is not None and action.arg("attribute") == "X", action
        await pilot.press("enter")
        await pilot.pause()
        pool = state.players[1].pool
        assert [state.cards[u].cid for u in pool.stacks["B"]] == ["vigilant-guard"]
        assert pool.stacks["X"] == []
    _run(session, body)
