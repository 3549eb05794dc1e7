"""A newcomer's trap in the duel (newbieA): the Rules page said each side may add
cards "until both pass", so a defender kept a card for after their block. In fact
the sequence ends as soon as everyone else passes after a card: nobody plays twice
in a row. The Rules pages of the duel and of Orc Wars now say so."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.herocard.rules import RULES as DUEL_RULES
from tui.games.orc_wars.rules import RULES as ORC_WARS_RULES
from tui.screens import HelpScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff


def _to_action(session) -> None:
    state = session.state
    while state.phase != "action":
        pick = next(a for a in state.legal_actions()
                    if a.kind in ("end_discard", "draw", "end_clear"))
        session.apply(pick)


def _single(state, seat, kind):
    return next(a for a in state.legal_actions()
                if a.kind == "play" and len(a.arg("cards")) == 1
                and state.card_defs(seat)[a.arg("cards")[0]].kind == kind)


def _topic(rules, name) -> str:
    return " ".join(text for title, text in rules if title == name).replace("\n", " ")


def test_a_pass_after_a_block_ends_the_sequence_and_the_rules_page_says_so(save_dir):
    session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
    state = session.state
    _to_action(session)
    attacker = state.active
    session.apply(_single(state, attacker, "base_attack"))
    defender = state.priority
    assert defender != attacker
    session.apply(_single(state, defender, "base_block"))
    assert state.priority == attacker
    session.apply(next(a for a in state.legal_actions() if a.kind == "pass"))
    # the attacker's pass closed it: the defender got no second card
    assert state.sequence is None and state.priority == attacker

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("question_mark", "r")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.page == "rules"
            page = " ".join(str(w.render()) for w in app.screen.query("#help-page Static"))
            assert "never play twice in a row" in " ".join(page.split())
    asyncio.run(run())
    words = _topic(DUEL_RULES, "The Attack Sequence")
    assert "until both pass" not in words
    assert "never play twice in a row" in words
    assert "never play twice in a row" in " ".join(
        _topic(ORC_WARS_RULES, "Fighting").split())
