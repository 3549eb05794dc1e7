"""Under NO_COLOR=1 (and TERM=linux's 16 colours) every coloured distinction of Orc Wars,
No Time For Heroes and Heroes of Timeline is also a letter or a symbol (issue 15)."""
from __future__ import annotations

import asyncio

from engine import load_game
from tui.app import HerotableApp
from tui.games.heroes_of_timeline import glyphs as hot_glyphs
from tui.games.no_time_for_heroes.words import hero_lines
from tui.games.orc_wars import glyphs as ow_glyphs
from tui.games.orc_wars.status import clan_lines
from tui.session import GameSession


def test_orc_wars_pieces_and_terrain_differ_by_their_letters():
    pieces = [{"what": "figure", "side": "elf", "seat": s} for s in (1, 2, 3)]
    pieces += [{"what": "figure", "side": "king"}, {"what": "token", "number": None},
               {"what": "treasure"}, {"what": "prisoner"}]
    pieces += [{"what": "figure", "side": "orc", "clan": c, "kind": k}
               for c in ow_glyphs.CLAN_LETTER for k in ow_glyphs.KINDS]
    texts = [ow_glyphs.piece_glyph(p)[0] for p in pieces]
    terrain = [ow_glyphs.TERRAIN[t][0] for t in ow_glyphs.TERRAIN if t != "off"]
    assert len(set(texts + terrain)) == len(texts) + len(terrain)
    marks = [(left, right) for left, right, _, _ in ow_glyphs.MARKS.values()]
    assert len(set(marks)) == len(marks)


def test_orc_wars_clan_status_keeps_figures_apart_from_attributes():
    pool = {"clan": "black-skull", "name": "Black Skull", "key": 1,
            "figures": {"brute": 3, "shaman": 2}, "squads": [[1], [2]],
            "attributes": {"B": {"spent": 2, "score": 12, "free": 10},
                           "M": {"spent": 0, "score": 0, "free": 0},
                           "X": {"spent": 0, "score": 8, "free": 8}}}
    full = [line.plain for line in clan_lines(pool, acting_pool=None)]
    assert full[:3] == [" *b Black Skull 2 squads", "   3 Brutes, 2 Shamans",
                        "   spent B2/12 M0/0 X0/8"]
    assert [line.plain for line in clan_lines(pool, None, compact=True)] == \
        [" *b Black Skull 3 Brutes 2 Shamans", "   2 squads, free B10 M0 X8"]


def test_orc_wars_screen_under_no_color_keeps_its_letters(save_dir, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")

    async def run():
        session = GameSession.new("orc-wars", 2, 3, {}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert app.no_color
            text = app.export_screenshot()
            for mark in ("E1", "Goal:"):
                assert mark in text, mark
    asyncio.run(run())


def test_ntfh_whose_turn_is_a_mark_not_only_underlining():
    game = load_game("no-time-for-heroes")
    state = game.new_game(2, 3, None)
    view = state.view(0)
    view["players"][1]["active"] = True
    view["players"][0]["active"] = False
    lines = [line.plain for line in hero_lines(view, ["Ana", "Bo"], acting=0, wide=False)]
    assert lines[0].startswith(">Ana") and lines[1].startswith("*Bo")
    lines = [line.plain for line in hero_lines(view, ["Ana", "Bo"], acting=None, wide=False)]
    assert lines[0].startswith(" Ana") and lines[1].startswith("*Bo")


def test_timeline_hero_that_acted_has_a_dot():
    game = load_game("heroes-of-timeline")
    state = game.new_game(2, 4, {"teams": ["guards-of-witgat", "hidden-temple"]})
    while state.turn < 1 or state.phase == "declare":
        state.apply(state.legal_actions()[0])
    view = state.view(0)
    hero = next(h for h in view["heroes"] if h.get("hex") is not None)
    initial = hero["name"][0].upper() if hero["seat"] == 0 else hero["name"][0].lower()
    before = "\n".join(t.plain for t in hot_glyphs.board_lines(view, None, {}, True))
    hero["activated"] = True
    after = "\n".join(t.plain for t in hot_glyphs.board_lines(view, None, {}, True))
    assert after.count("." + initial) == before.count("." + initial) + 1


def test_the_highlighted_action_has_a_letter_under_no_color(save_dir, monkeypatch):
    """NO_COLOR: the actions list's cursor is "> " before the highlighted entry (a grey
    shade was all it had); it moves with Down; without NO_COLOR no letter is added."""
    from tui.widgets.actions import ActionList
    from pilot_steps import SIZE, past_handoff

    async def run(no_color):
        if no_color:
            monkeypatch.setenv("NO_COLOR", "1")
        else:
            monkeypatch.delenv("NO_COLOR", raising=False)
        session = GameSession.new("orc-wars", 2, 3, {}, save_dir)   # squad tokens to place
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            actions = app.screen.query_one(ActionList)
            assert actions.option_count >= 2 and actions.highlighted == 0
            prompts = [str(actions.get_option_at_index(i).prompt)
                       for i in range(actions.option_count)]
            if not no_color:
                assert prompts == actions.labels
                return
            assert prompts[0] == "> " + actions.labels[0]
            assert prompts[1] == "  " + actions.labels[1]
            actions.focus()
            await pilot.press("down")
            await pilot.pause()
            assert actions.highlighted == 1
            assert str(actions.get_option_at_index(0).prompt) == "  " + actions.labels[0]
            assert str(actions.get_option_at_index(1).prompt) == "> " + actions.labels[1]
            drawn = "".join(seg.text for seg in actions.render_line(1))   # 2nd entry's row
            assert drawn.lstrip().startswith("> " + actions.labels[1][:10]), drawn
    asyncio.run(run(True))
    asyncio.run(run(False))


def test_hero_realms_hand_and_market_cursor_is_a_letter_under_no_color(save_dir, monkeypatch):
    """NO_COLOR: the Hero Realms hand and market lists start their highlighted row
    with ">" (the others with a space) and the ">" follows Down; without NO_COLOR
    the rows have no cursor column (issue 15: only the actions list had one)."""
    from tui.games.hero_realms.hand_list import HandList
    from tui.games.hero_realms.market import MarketPanel
    from pilot_steps import past_handoff

    async def run(no_color):
        if no_color:
            monkeypatch.setenv("NO_COLOR", "1")
        else:
            monkeypatch.delenv("NO_COLOR", raising=False)
        session = GameSession.new("hero-realms", 2, 1, {}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await past_handoff(pilot)
            for widget in (app.screen.query_one(HandList), app.screen.query_one(MarketPanel)):
                rows = [str(widget.get_option_at_index(i).prompt)
                        for i in range(widget.option_count)]
                assert widget.option_count >= 2 and widget.highlighted == 0
                if not no_color:
                    assert not any(r.startswith(">") for r in rows), rows
                    continue
                assert rows[0].startswith(">") and rows[1].startswith(" "), rows
                widget.focus()
                await pilot.press("down")
                await pilot.pause()
                rows = [str(widget.get_option_at_index(i).prompt) for i in range(2)]
                assert rows[0].startswith(" ") and rows[1].startswith(">"), rows
    asyncio.run(run(True))
    asyncio.run(run(False))
