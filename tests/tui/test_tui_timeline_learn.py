"""Heroes of Timeline learnability (issue 15): the inspector on every kind of thing, the
footer, the suggested armor key, the header's set-up and turn words, the reason on a
tile no action is about, and the Rules and Glossary pages."""
from __future__ import annotations

import asyncio

from engine import Action
from tui.app import HerotableApp
from tui.games.heroes_of_timeline.rules import GLOSSARY, RULES
from tui.games.heroes_of_timeline.screen import SUGGESTED_SIDES, TimelineScreen
from tui.screens import HelpScreen
from tui.session import GameSession

from pilot_steps import SIZE, footer_line, open_inspector, past_handoff

OPTIONS = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}


def _session(save_dir, battle: bool):
    session = GameSession.new("heroes-of-timeline", 2, 4, OPTIONS, save_dir)
    state = session.state
    while battle and (state.turn < 1 or state.phase == "declare"):
        session.apply(state.legal_actions()[0])
    return session


def test_inspector_lists_every_hero_skill_key_tile_sector_and_the_points(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir, battle=True))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            state = screen.session.state
            enemy = next(h for h in state.heroes if h.alive and h.hex and h.seat == 1)
            screen.cursor = enemy.hex
            inspector = await open_inspector(pilot)
            first = inspector.items[inspector.index]
            assert first.name == enemy.name and first.where == "Bo's team"
            facts = dict(first.facts)
            assert facts["Owner"] == "Bo (Hidden Temple)"
            side_values = [facts[f"Armor {s}"] for s in
                           ("front", "front-left", "back-left", "back", "back-right",
                            "front-right")]
            assert side_values == [("-", "R", "S")[v] + " " + ("none", "Regular", "Superior")[v]
                                   for v in enemy.armor]
            assert "Reflex Move" in dict(first.keywords)
            names = [i.name for i in inspector.items]
            assert sorted(names[:len(state.heroes)]) == sorted(h.name for h in state.heroes)
            assert "Wall Raisers" in names and "Vanishing Step (declare at Turn start, ours)" \
                in names
            assert "Key Tile" in names and names.count("Domination Points") == 1
            assert [n for n in names if n.startswith("Sector ")] == [
                "Sector 1: North-East", "Sector 2: North", "Sector 3: North-West",
                "Sector 4: South-West", "Sector 5: South", "Sector 6: South-East"]
    asyncio.run(run())


def test_inspector_starts_on_the_cursors_sector_when_no_hero_is_there(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir, battle=False))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            assert screen.cursor == (0, 0)
            await pilot.press("i")
            await pilot.pause()
            assert app.screen.items[app.screen.index].name == "Key Tile"
            await pilot.press("escape", "l")       # (1, 0): sector 1, North-East
            await pilot.press("i")
            await pilot.pause()
            assert app.screen.items[app.screen.index].name == "Sector 1: North-East"
    asyncio.run(run())


def test_footer_has_no_card_keys_fits_80_columns_and_offers_armor_only_in_set_up(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir, battle=False))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            line = footer_line(screen)
            assert "Card" not in line and "1-9" not in line and "Refresh" not in line
            assert "A Armor" in line and "i Inspect" in line and "? Help" in line
            assert len(line) + len("  ^p palette") <= 80, line
        app = HerotableApp(_session(save_dir, battle=True))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            assert "Armor" not in footer_line(screen)
    asyncio.run(run())


def test_A_puts_the_rest_of_the_teams_armor_on_as_suggested(save_dir):
    async def run():
        session = _session(save_dir, battle=False)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            state = screen.session.state
            assert state.phase == "armor" and state.current_player == 0
            before = len(state.history)
            tokens = sum(sum(h.to_place) for h in state.team_heroes(0))
            await pilot.press("A")
            await pilot.pause()
            assert len(state.history) - before == tokens
            assert all(kind == "armor" for kind in
                       (a.kind for a in state.history[before:]))
            for hero in state.team_heroes(0):
                d = state.content.heroes[hero.hid]
                wanted = [2] * d.superior + [1] * d.regular
                got = [hero.armor[s] for s in SUGGESTED_SIDES[:len(wanted)]]
                assert got == wanted and sum(hero.to_place) == 0, hero.name
            assert state.current_player == 1 and state.phase == "armor"
            log = "\n".join(session.log_lines(0))
            assert log.count("Armor on the") >= tokens
    asyncio.run(run())


def test_header_says_set_up_then_turn_of_5_and_the_goal_shows(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir, battle=False))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            header = str(screen.query_one("#header").render())
            assert "Set-up: armor" in header and "Turn 0" not in header
        app = HerotableApp(_session(save_dir, battle=True))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            header = str(screen.query_one("#header").render())
            assert "Turn 1 of 5: activations" in header
            panel = str(screen.query_one("#hot-inspector").render())
            assert "Win: wipe them out, or most DP after turn 5" in panel
    asyncio.run(run())


def test_a_tile_no_action_is_about_shows_the_engines_reason(save_dir):
    async def run():
        session = _session(save_dir, battle=True)
        state = session.state
        mine = next(h for h in state.heroes if h.alive and h.seat == state.current_player)
        session.apply(Action.make("activate", hero=mine.uid))
        assert state.phase == "move"
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            far = next(h for h in [(6, -6), (-6, 6), (6, 0), (-6, 0), (0, 6), (0, -6)]
                       if state.why_not(Action.make("move", to=list(h))))
            screen.cursor = far
            await pilot.press("l", "h")        # redraw with the cursor back on `far`
            if screen.cursor != far:
                screen.cursor = far
                screen.redraw()
            reason = state.why_not(Action.make("move", to=list(screen.cursor)))
            panel = str(screen.query_one("#hot-inspector").render())
            assert reason and f"Not here: {reason}"[:20] in panel.replace("\n", " ")
    asyncio.run(run())


def test_rules_and_glossary_cover_the_games_terms_and_fit_the_help():
    headings = [h for h, _ in RULES]
    assert headings[0] == "Goal" and "Turn end" in headings and "Punishments" in headings
    terms = {t for t, _ in GLOSSARY}
    for term in ("Armor", "Reflex Move", "Key Tile", "Sector", "Domination Point",
                 "Punishment", "Facing", "Wall", "Stalemate", "Deployment Zone"):
        assert term in terms, term
    for _, text in RULES:
        assert all(len(line) <= 70 for line in text.splitlines()), text


def test_help_opens_on_the_rules_page(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir, battle=True))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot, TimelineScreen)
            await pilot.press("question_mark", "r")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert app.screen.page == "rules"
    asyncio.run(run())
