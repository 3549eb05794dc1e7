"""Issue 15 on the duel screen: the inspector's cards, the Rules and Glossary pages,
the engine's refusal reasons, no Enter trap, the questions before ending the turn and
refreshing, the goal and this turn's use, and the hand-off words mid-attack."""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.games.herocard.rules import GLOSSARY, RULES
from tui.screens import HandoffScreen, HelpScreen
from tui.screens.dialogs import ConfirmScreen
from tui.screens.inspector import InspectorScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import SIZE, past_handoff, shown_notes


def _session(save_dir, seed=1):
    return GameSession.new("herocard-duel", 2, seed, {"names": ["Ana", "Bo"]}, save_dir)


def _to_action(session) -> None:
    """Discard nothing, draw all, clear nothing: the active seat's Action Phase."""
    state = session.state
    while state.phase != "action":
        legal = state.legal_actions()
        pick = next(a for a in legal if a.kind in ("end_discard", "draw", "end_clear"))
        session.apply(pick)


def _one_card_base_attack(state, seat):
    """The first legal play of a single Base Attack card by ``seat``."""
    return next(a for a in state.legal_actions()
                if a.kind == "play" and len(a.arg("cards")) == 1
                and state.card_defs(seat)[a.arg("cards")[0]].kind == "base_attack")


def test_glossary_names_every_keyword_the_readme_promises():
    terms = {t for t, _ in GLOSSARY}
    for word in ("Purge", "Waste", "Twist", "Unwind", "Deploy", "Convert", "Clear", "Refresh",
                 "Base Attack", "Attack Mod", "Block Mod", "Attribute Stack", "fast",
                 "restricted", "exclusive", "Victory Points", "Attack Sequence", "Set"):
        assert word in terms, word
    headings = [h for h, _ in RULES]
    assert headings[0] == "Goal" and "A turn, phase by phase" in headings


def test_enter_never_ends_the_turn_and_ending_it_asks(save_dir):
    async def run():
        session = _session(save_dir)
        _to_action(session)
        seat = session.state.current_player
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert any(a.kind == "play" for a in screen.legal())
            listing = screen.query_one(ActionList)
            assert [a.kind for a in listing.actions][0] == "end_turn"
            assert listing.highlighted is None
            await pilot.press("enter")
            await pilot.pause()
            assert session.state.current_player == seat and session.state.phase == "action"
            assert any("Select cards with 1-9" in m for m in shown_notes(app))
            await pilot.press("space")                 # End turn, with cards still playable
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert app.screen.title_text == "End your turn?"
            await pilot.press("n")
            await pilot.pause()
            assert app.screen is screen and session.state.active == seat
            await pilot.press("r")                     # Refresh asks too
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert app.screen.title_text == "Refresh your hand?"
            await pilot.press("n")
            await pilot.pause()
            assert session.state.history[-1].kind != "refresh"
            app.confirm_end_turn = False               # the setting turns the question off
            await pilot.press("space")
            await pilot.pause()
            assert session.state.active != seat
    asyncio.run(run())


def test_a_refused_selection_gives_the_engines_reason(save_dir):
    async def run():
        session = _session(save_dir)
        _to_action(session)
        seat = session.state.current_player
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            hand = screen.hand()
            blocks = [i for i, c in enumerate(hand) if c["kind"] == "base_block"]
            assert blocks, [c["kind"] for c in hand]
            await pilot.press(str(blocks[0] + 1), "enter")
            await pilot.pause()
            name = hand[blocks[0]]["name"]
            assert f"{name} is a block: it is played when someone attacks you." in \
                shown_notes(app)
            assert "Those cards can't be used together now." not in shown_notes(app)
            assert session.state.active == seat
    asyncio.run(run())


def test_inspector_shows_hand_stack_tops_and_the_sequence_in_full(save_dir):
    async def run():
        session = _session(save_dir)
        _to_action(session)
        state = session.state
        seat = state.current_player
        attack = _one_card_base_attack(state, seat)
        session.apply(attack)
        played = state.card_defs(seat)[attack.arg("cards")[0]]
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            assert screen.shown_seat == 1 - seat
            # the hand-off said what is going on
            found = screen.inspections()
            wheres = [i.where for i in found.items]
            assert sum(w.startswith("your hand, card") for w in wheres) == len(screen.hand())
            seq = [i for i in found.items if i.where.startswith("the Attack Sequence")]
            assert [i.name for i in seq] == [played.name]
            assert f"the Attack Sequence: {session.seat_name(seat)}'s attack" == seq[0].where
            tops = [i for i in found.items if i.where.startswith("top of ")]
            assert tops and tops[0].name == played.name
            assert dict(seq[0].facts)["Type"].startswith(played.action_type)
            assert played.text in seq[0].text
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, InspectorScreen)
            text = app.screen.items[app.screen.index].render().plain
            card = screen.hand()[0]
            assert text.startswith(str(card["name"]))
            assert str(card["text"]) in text
    asyncio.run(run())


def test_handoff_mid_attack_says_who_did_what_and_the_totals(save_dir):
    async def run():
        session = _session(save_dir)
        _to_action(session)
        state = session.state
        seat = state.current_player
        attack = _one_card_base_attack(state, seat)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            screen.apply_action(attack)
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            name = state.card_defs(seat)[attack.arg("cards")[0]].name
            total = state.view(None)["sequence"]["attack"]
            me, other = session.seat_name(seat), session.seat_name(1 - seat)
            assert app.screen.detail == (f"{me} attacked with {name}; {other} may block or "
                                         f"pass, 0 against {total}.")
    asyncio.run(run())


def test_status_shows_the_goal_and_this_turns_base_attack(save_dir):
    async def run():
        session = _session(save_dir)
        _to_action(session)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            status = str(screen.query_one("#status").render())
            assert "Goal: first to 3 VP" in status
            assert "Base Attack: available" in status
            await pilot.press("question_mark", "r")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.page == "rules"
    asyncio.run(run())


def test_handoff_words_name_a_whole_set_and_the_blocker():
    from tui.games.herocard.handoff import duel_handoff_reason

    def entry(seat, name):
        return {"seat": seat, "card": {"name": name}, "counts": True}
    view = {"sequence": {"attacker": 1, "defender": 0, "attack": 11, "block": 0,
                         "cards": [entry(1, "Skull Crusher"), entry(1, "War Cry")]}}
    names = ["Ana", "Bo"]
    assert duel_handoff_reason(view, names, 0) == \
        "Bo attacked with Skull Crusher + War Cry; Ana may block or pass, 0 against 11."
    view["sequence"]["cards"] += [entry(0, "Tower Shield"), entry(0, "Braced Stance")]
    view["sequence"]["block"] = 12
    assert duel_handoff_reason(view, names, 1) == ("Ana blocked with Tower Shield + Braced "
                                                   "Stance; Bo may add to the attack or pass, "
                                                   "11 against 12.")
    assert duel_handoff_reason({"sequence": None}, names, 1) is None


def test_the_attack_panel_says_who_decides_right_under_the_totals():
    """At 80x24 the Attack panel has about seven lines: the instruction comes second, so
    the card lines, not "may add to the attack", are what a long sequence cuts."""
    from tui.games.herocard.status import DuelStatus
    from tui.widgets.status import StatusPanel

    def entry(seat, name):
        return {"seat": seat, "card": {"name": name, "kind": "base_attack", "value": 6},
                "counts": True}
    view = {"phase": "action", "sequence": {"attacker": 0, "defender": 1, "attack": 8,
                                            "block": 3, "cards": [entry(0, "Longsword Strike"),
                                                                  entry(1, "Brace")]}}
    shown = []
    panel = DuelStatus()
    panel.update = lambda text: shown.append(text.plain)       # no app needed
    panel.show(view, ["Ana", "Bo"], 0)
    lines = shown[-1].split("\n")
    assert lines[:2] == ["Ana attacks Bo: 8 vs 3", "Ana may add to the attack or let it stand."]
    assert lines[2].startswith("Ana 8: Longsword Strike")
    plain = StatusPanel()
    plain.update = lambda text: shown.append(text.plain)
    plain.show({"phase": "play", "players": [{}, {}]}, ["Ana", "Bo"], 1)
    assert shown[-1] == "Bo decides."


def test_r_outside_the_action_phase_says_why_it_does_not_refresh(save_dir):
    """r in the Discard Phase (no refresh legal) was silent: the binding was switched
    off, so its refusal never showed. Now it says when a refresh is allowed."""
    async def run():
        session = _session(save_dir)
        assert session.state.phase == "discard"
        assert "refresh" not in {a.kind for a in session.state.legal_actions()}
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("r")
            await pilot.pause()
            assert any(n.startswith("You can't refresh now: only in your own Action Phase")
                       for n in shown_notes(app)), shown_notes(app)
            assert session.state.phase == "discard"
    asyncio.run(run())


def test_an_unanswered_attacks_block_line_fits_the_attack_panel():
    """At 80x24 the Attack panel is 24 cells wide: "Player 1 0: (no block yet)" wrapped
    and its last line was cut to "Player 1 0: (no block"; the empty side now fits."""
    from tui.games.herocard.status import side_lines

    card = {"name": "Savage Swipe", "kind": "base_attack", "value": 4}
    view = {"phase": "action", "sequence": {"attacker": 1, "defender": 0, "attack": 4,
                                            "block": 0, "cards": [{"seat": 1, "card": card}]}}
    lines = [line.plain for line in side_lines(view, ["Player 1", "Player 2"])]
    assert lines[1].startswith("Player 1 0: (") and lines[1].endswith(")")
    assert len(lines[1]) <= 24, lines[1]
