"""The Attack Sequence in words (newbieA, then issue 41): the Rules pages once said
nobody plays twice in a row, the sequence ending as soon as the others passed after
a card. From rules revision 2 the last to play answers too, so the sequence ends
only when everyone in it has passed since the last card; games begun under revision
1 keep the old ending. The Rules pages of the duel and of Orc Wars say both."""
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


def _attack_block_pass(save_dir, rules):
    options = {"names": ["Ana", "Bo"], **({"rules": rules} if rules else {})}
    session = GameSession.new("herocard-duel", 2, 1, options, save_dir)
    state = session.state
    _to_action(session)
    attacker = state.active
    session.apply(_single(state, attacker, "base_attack"))
    defender = state.priority
    assert defender != attacker
    session.apply(_single(state, defender, "base_block"))
    assert state.priority == attacker
    events = session.apply(next(a for a in state.legal_actions() if a.kind == "pass"))
    return session, attacker, defender, [e.text for e in events if e.kind == "passed"]


def test_under_rules_revision_1_a_pass_after_a_block_ends_the_sequence(save_dir):
    """Games begun before issue 41 (rules revision 1) keep the old ending: the
    attacker's pass closed the sequence and the defender got no second card."""
    session, attacker, _, passes = _attack_block_pass(save_dir, 1)
    state = session.state
    assert state.sequence is None and state.priority == attacker
    assert passes == [f"{session.state.name(attacker)} passes: the Attack Sequence ends."]


def test_the_last_to_play_answers_too_and_the_rules_page_says_so(save_dir):
    """Issue 41 (rules revision 2): the pass after the defender's block hands the
    answer back to the defender, who played last; the Rules pages say so and no
    longer that nobody plays twice (newbieA's trap, the other way round)."""
    session, attacker, defender, passes = _attack_block_pass(save_dir, None)
    state = session.state
    assert state.sequence is not None and state.priority == defender
    assert passes == [f"{session.state.name(attacker)} passes."]

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("question_mark", "r")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.page == "rules"
            page = " ".join(str(w.render()) for w in app.screen.query("#help-page Static"))
            assert "the last one to play included" in " ".join(page.split())
    asyncio.run(run())
    words = " ".join(_topic(DUEL_RULES, "The Attack Sequence").split())
    assert "never play twice in a row" not in words
    assert "the last one to play included, has passed since the last card" in words
    assert "rules revision 1" in words
    fighting = " ".join(_topic(ORC_WARS_RULES, "Fighting").split())
    assert "never play twice in a row" not in fighting
    assert "both sides have passed since the last card" in fighting
