"""Learning Orc Wars from the screen (issue 15), Pilot tests at 80x24: the
inspector on every kind of thing, the goal in the status panel, refusals
with the engine's reason, no Enter traps, the end-turn and refresh
questions, the map cursor on one's own figure, the Rules and Glossary pages.

Positions are Race Through the Dark (seed 3, Grak the Orc against Ana the
Paladin) reached headless with ``ow_driver.choose``, as in
test_tui_ow_snapshots.py.
"""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens import ConfirmScreen
from tui.screens.dialogs import ChooseScreen
from tui.session import GameSession
from tui.games.orc_wars.hexmap import HexMap
from tui.games.orc_wars.rules import GLOSSARY, RULES
from tui.games.orc_wars.screen import OrcWarsScreen, TRAP_KINDS, leaving_loses
from tui.widgets import ActionList

from ow_driver import choose, elf_moves_among_orcs
from pilot_steps import SIZE, open_inspector, past_handoff, shown_notes

OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


_PATHS: dict = {}       # stop predicate -> the actions that reach it (found once)


def _session_at(save_dir, stop) -> GameSession:
    session = GameSession.new("orc-wars", 2, 3, OPTIONS, save_dir)
    if stop in _PATHS:
        for action in _PATHS[stop]:
            session.apply(action)
        assert stop(session.state)
        return session
    for _ in range(400):
        if stop(session.state):
            _PATHS[stop] = list(session.state.history)
            return session
        session.apply(choose(session.state))
    raise AssertionError("position not reached")


def _elf_action(state) -> bool:
    return elf_moves_among_orcs(state) and any(a.kind == "play" for a in state.legal_actions())


async def _inspector_lists_every_kind_of_thing(save_dir):
    session = _session_at(save_dir, _elf_action)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await past_handoff(pilot, OrcWarsScreen)
        inspector = await open_inspector(pilot)
        kinds = {item.kind.split(":")[0] for item in inspector.items}
        assert {"Action Card", "Elf", "Orc figure", "Role", "Clan", "Scenario"} <= kinds
        hand = session.state.view(1)["players"][1]["hand"]
        first = inspector.items[0]
        assert first.name == hand[0]["name"] and first.text == hand[0]["text"]
        scenario = next(i for i in inspector.items if i.kind == "Scenario")
        assert dict(scenario.facts)["Elves win"].startswith("the last Elf on the map leaves")
        await pilot.press("escape")
        await pilot.pause()
        # the map has the focus and its cursor on an Orc: the inspector starts there
        orc = next(f for f in session.state.view(1)["figures"] if f["side"] == "orc")
        from tui.games.orc_wars.glyphs import pos_of
        hexmap = screen.query_one(HexMap)
        hexmap.focus()
        hexmap.move_to(pos_of(orc["hex"]))
        await pilot.press("i")
        await pilot.pause()
        shown = app.screen.items[app.screen.index]
        assert shown.kind == "Orc figure" and shown.where.endswith(str(pos_of(orc["hex"])[0])
                                                                   + "," + str(pos_of(orc["hex"])[1]) + ")")


async def _status_shows_the_goal(save_dir):
    session = _session_at(save_dir, _elf_action)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await past_handoff(pilot, OrcWarsScreen)
        status = screen.query_one("#ow-status").render()
        assert "Goal: Elves: last Elf escapes. Orc: no Elf left" in " ".join(
            str(status).split())


async def _refused_cards_give_the_engines_reason(save_dir):
    session = _session_at(save_dir, _elf_action)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await past_handoff(pilot, OrcWarsScreen)
        hand = session.state.view(1)["players"][1]["hand"]
        mod = next((i for i, c in enumerate(hand) if c["kind"] in ("attack_mod", "block_mod")),
                   None)
        assert mod is not None, [c["kind"] for c in hand]
        reason = session.state.why_not([hand[mod]["id"]])
        assert reason and "can't be used together" not in reason
        await pilot.press(str(mod + 1), "enter")
        await pilot.pause()
        notes = shown_notes(app)
        assert any(reason in n for n in notes), notes


async def _enter_never_ends_the_turn_and_e_asks(save_dir):
    session = _session_at(save_dir, _elf_action)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await past_handoff(pilot, OrcWarsScreen)
        listing = screen.query_one(ActionList)
        action = listing.highlighted_action
        assert action is None or action.kind not in TRAP_KINDS
        turn = session.state.turn
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)          # cards can still be played
        await pilot.press("n")
        await pilot.pause()
        assert session.state.turn == turn and app.screen is screen
        app.confirm_end_turn = False
        await pilot.press("e")
        await pilot.pause()
        assert session.state.turn != turn or session.state.active != 1


async def _refresh_asks_first(save_dir):
    def at_rest(state):
        return _elf_action(state) and any(a.kind == "refresh" for a in state.legal_actions())
    session = _session_at(save_dir, at_rest)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await past_handoff(pilot, OrcWarsScreen)
        before = list(session.state.history)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert session.state.history == before


async def _cursor_on_own_figure_after_the_handoff(save_dir):
    session = _session_at(save_dir, _elf_action)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        screen = await past_handoff(pilot, OrcWarsScreen)
        from tui.games.orc_wars.glyphs import pos_of
        elf = next(f for f in session.state.view(1)["figures"] if f["side"] == "elf")
        assert screen.query_one(HexMap).cursor == pos_of(elf["hex"])


async def _e_says_why_in_the_draw_phase(save_dir):
    session = _session_at(save_dir, lambda s: s.phase == "draw" and s.current_player == 1)
    app = HerotableApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await past_handoff(pilot, OrcWarsScreen)
        await pilot.press("e")
        await pilot.pause()
        assert any("draw phase" in n for n in shown_notes(app))


def test_leaving_loses_only_for_the_last_elf_without_an_escape_goal():
    figures = [{"side": "elf", "seat": 1, "hex": [0, 0]}]
    assert leaving_loses({"figures": figures, "goal": {"elves": ["kill the Orc King"]}}, 1)
    assert not leaving_loses({"figures": figures, "goal": {
        "elves": ["the last Elf on the map leaves by an escape space"]}}, 1)
    assert not leaving_loses({"figures": figures + [{"side": "elf", "seat": 2, "hex": [1, 0]}],
                              "goal": {"elves": ["kill the Orc King"]}}, 1)


def test_rules_and_glossary_fit_the_help_dialog():
    headings = {h for h, _ in RULES}
    assert {"Goal", "Set-up", "Phases of a turn", "Moving", "Fighting", "Clans and squads",
            "Squad phase", "Scenario rules"} <= headings
    terms = {t for t, _ in GLOSSARY}
    for word in ("Purge", "Waste", "Twist", "Unwind", "Deploy", "Convert", "Squad Token",
                 "Reinforcement", "Dirty Trick", "Role", "Treasure", "Refresh", "Clear",
                 "Attack Mod", "Block Mod", "Base Attack", "Base Block", "Attack Sequence"):
        assert word in terms, word
    assert all(len(line) <= 70 for _, text in RULES for line in text.splitlines())


# Pilot runs (pytest has no asyncio plugin here)


def test_inspector_lists_every_kind_of_thing(save_dir):
    asyncio.run(_inspector_lists_every_kind_of_thing(save_dir))


def test_status_shows_the_goal(save_dir):
    asyncio.run(_status_shows_the_goal(save_dir))


def test_refused_cards_give_the_engines_reason(save_dir):
    asyncio.run(_refused_cards_give_the_engines_reason(save_dir))


def test_enter_never_ends_the_turn_and_e_asks(save_dir):
    asyncio.run(_enter_never_ends_the_turn_and_e_asks(save_dir))


def test_refresh_asks_first(save_dir):
    asyncio.run(_refresh_asks_first(save_dir))


def test_cursor_on_own_figure_after_the_handoff(save_dir):
    asyncio.run(_cursor_on_own_figure_after_the_handoff(save_dir))


def test_e_says_why_in_the_draw_phase(save_dir):
    asyncio.run(_e_says_why_in_the_draw_phase(save_dir))


def test_the_inspector_reads_the_map_space_under_the_cursor_in_full(save_dir):
    """The line under the map cuts a long space ("(0,12) open, escape space, entrance,
    Elf star..."): with the map focused, the inspector has that space's words in full,
    and a figure standing there still comes first."""
    from tui.games.orc_wars.glyphs import pos_of
    from tui.games.orc_wars.inspect import ow_inspections
    from tui.games.orc_wars.text import spaces
    session = GameSession.new("orc-wars", 2, 3, {"scenario": "the-prisoner"}, save_dir)
    view = session.state.view(1)
    start = next(p for p, s in spaces(view).items()
                 if {"escape", "entrance", "elf_start"} <= set(s.get("flags") or []))
    found = ow_inspections(view, ["Orc", "Elf 1"], 1, start, map_focused=True)
    space = found.items[found.start]
    assert space.kind == "Map space" and space.name == f"({start[0]},{start[1]})"
    assert "escape space, entrance, Elf start, tile" in space.text
    unfocused = ow_inspections(view, ["Orc", "Elf 1"], 1, start, map_focused=False)
    assert all(i.kind != "Map space" for i in unfocused.items)
    session.apply(session.state.legal_actions()[0])          # the Orc places a token
    view = session.state.view(1)
    token = pos_of(view["tokens"][0]["hex"])
    on_token = ow_inspections(view, ["Orc", "Elf 1"], 1, token, map_focused=True)
    assert on_token.items[on_token.start].kind == "Squad Token"
    assert on_token.items[on_token.start - 1].kind == "Map space"
    assert on_token.items[on_token.start - 1].text.endswith(": squad token (face down).")
    scenario = on_token.items[-1]
    assert dict(scenario.facts)["Orc player"] == "first time; 3 dirty tricks unplayed"
