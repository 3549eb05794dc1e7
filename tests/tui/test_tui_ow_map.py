"""The Orc Wars screen's map: set-up on the map, highlights that match the legal
actions, the clan rule in words, targets chosen on the map, scrolling, --ascii,
the legend and the command line that starts a scenario."""
from __future__ import annotations

import asyncio
import html
import re

from engine.hexgrid import from_offset

from tui import cli
from tui.app import HerotableApp
from tui.choices import named_cards
from tui.games.orc_wars.text import figure_positions, has_map_target, hex_arg, pos_of, rule_line
from tui.screens import ChooseScreen, HandoffScreen, HelpScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession
from tui.games.orc_wars.hexmap import HexMap

from ow_driver import _goto, choose, clan_of_two_squads_moves

SIZE = (80, 24)
OPTIONS = {"scenario": "race-through-the-dark", "names": ["Grak", "Ana"]}


def non_ascii(app) -> set[str]:
    """Characters on screen outside printable ASCII (from the SVG screenshot's text)."""
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)
    return {c for c in html.unescape("".join(texts)) if ord(c) > 126} - {"\xa0"}


def _session(save_dir, stop=None) -> GameSession:
    """Race Through the Dark, seed 3 (then 4, 5 ... while the game ends first),
    played by ``choose`` until ``stop(state)``."""
    for seed in range(3, 20):
        session = GameSession.new("orc-wars", 2, seed, OPTIONS, save_dir)
        for _ in range(400):
            if stop is None or stop(session.state) or session.state.is_over():
                break
            session.apply(choose(session.state))
        if stop is None or stop(session.state):
            return session
        session.close()
    raise AssertionError("no seed reached the position")


async def _open(pilot) -> OrcWarsScreen:
    """Pass the hand-off; the deciding seat's screen."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, HandoffScreen)
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, OrcWarsScreen)
    return screen


def _marked(screen, kind: str) -> set:
    return {p for p, m in screen.query_one(HexMap).marks.items() if m == kind}


def test_squad_tokens_are_placed_on_the_map(save_dir):
    """Set-up: every legal token space is highlighted; Enter on one and a digit
    place that token there; its tile takes no second token."""
    async def run():
        session = _session(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await _open(pilot)
            state = session.state
            legal = state.legal_actions()
            assert _marked(screen, "dest") == {hex_arg(a, "hex") for a in legal}
            spot = (3, 15)
            tile = state.board.tiles_of(from_offset(*spot))
            neighbour = next(p for p in _marked(screen, "dest") if p != spot
                             and state.board.tiles_of(from_offset(*p)) == tile)
            await _goto(pilot, spot)
            assert "Enter: put a squad token here" in str(screen.query_one("#ow-hint").content)
            await pilot.press("enter")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, ChooseScreen)
            assert dialog.labels[1] == "Place a squad token of 2 at (3,15)"
            await pilot.press("2")
            await pilot.pause()
            assert state.tokens == [{"tid": 0, "number": 2, "hex": from_offset(3, 15)}]
            assert spot not in _marked(screen, "dest")
            assert neighbour not in _marked(screen, "dest")
    asyncio.run(run())


def test_a_split_clan_moves_first_and_shows_where_each_figure_may_go(save_dir):
    """The status says the clan's squads move before they act; the figures that
    may move are marked; Enter on one marks exactly its legal destinations."""
    async def run():
        session = _session(save_dir, clan_of_two_squads_moves)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await _open(pilot)
            state = session.state
            view = state.view(0)
            rule = rule_line(view, state.legal_actions(), 0, screen.names)
            orc = screen.names[0]
            assert rule == (f"{orc}, Black Skull: its 2 squads move first, then act "
                            "(the first card ends all moving).")
            status = " ".join(str(screen.query_one("#ow-status").content).split())
            assert f"{orc}, Black Skull: its 2 squads move first" in status
            moves = [a for a in state.legal_actions() if a.kind == "move"]
            where = {f["fid"]: pos_of(f["hex"]) for f in view["figures"]}
            movers = {where[a.arg("fig")] for a in moves}
            hexmap = screen.query_one(HexMap)
            assert movers == _marked(screen, "mover") | _marked(screen, "selected")
            assert hexmap.cursor in movers and app.focused is hexmap
            await pilot.press("enter")
            await pilot.pause()
            fid = screen.chosen_fig
            assert where[fid] == hexmap.cursor
            assert _marked(screen, "dest") == {hex_arg(a, "to") for a in moves
                                               if a.arg("fig") == fid}
            goal = sorted(_marked(screen, "dest"))[0]
            await _goto(pilot, goal)
            await pilot.press("enter")
            await pilot.pause()
            assert state.history[-1].kind == "move"
            assert state.history[-1].arg("fig") == fid
            assert pos_of(state.figures[fid].hex) == goal
    asyncio.run(run())


def _two_targets(state) -> bool:
    """The deciding seat has a one-card attack with two figures to choose from (a
    Base Attack: its target names a figure, ``(pool, figure)``)."""
    view = state.view(None)
    if view["sequence"] is not None:
        return False
    counts: dict = {}
    for action in state.legal_actions():
        if action.kind == "play" and has_map_target(action) and len(named_cards(action)) == 1 \
                and isinstance(action.arg("target"), (list, tuple)):
            counts[named_cards(action)[0]] = counts.get(named_cards(action)[0], 0) + 1
    return any(n >= 2 for n in counts.values())


def test_the_target_of_an_attack_is_chosen_on_the_map(save_dir):
    """Digit + Enter on an attack card with two targets marks both; Esc cancels;
    Enter on a marked figure plays the card at it."""
    async def run():
        session = _session(save_dir, _two_targets)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await _open(pilot)
            state = session.state
            seat = state.current_player
            hand = [c["id"] for c in state.view(seat)["players"][seat]["hand"]]
            plays = [a for a in state.legal_actions() if a.kind == "play"
                     and has_map_target(a) and len(named_cards(a)) == 1
                     and isinstance(a.arg("target"), (list, tuple))]
            card = next(c for c in hand if sum(named_cards(a) == [c] for a in plays) >= 2)
            found = [a for a in plays if named_cards(a) == [card]]
            where = figure_positions(state.view(None))
            targets = {where[a.arg("target")[1]] for a in found}
            await pilot.press(str(hand.index(card) + 1), "enter")
            await pilot.pause()
            assert screen.targeting == found
            assert _marked(screen, "target") == targets
            await pilot.press("escape")
            await pilot.pause()
            assert screen.targeting is None and not _marked(screen, "target")
            await pilot.press("enter")          # the card is still selected
            await pilot.pause()
            assert screen.targeting == found
            goal = sorted(targets)[-1]
            await _goto(pilot, goal)
            before = len(state.history)
            await pilot.press("enter")
            await pilot.pause()
            played = state.history[before]
            assert played in found and where[played.arg("target")[1]] == goal
            assert state.view(None)["sequence"] is not None
    asyncio.run(run())


def test_the_map_scrolls_to_keep_the_cursor_in_view(save_dir):
    """Race Through the Dark is 29 rows: at 80x24 the panel shows part of it and
    follows the cursor down to the bottom row and back up to the top."""
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            screen = await _open(pilot)
            hexmap = screen.query_one(HexMap)
            height = hexmap.size.height
            assert height < 29
            assert hexmap.cursor[1] == 0 and hexmap.scroll[1] == 0
            assert "more down" in str(hexmap.border_title)
            for _ in range(28):
                await pilot.press("j")
            assert hexmap.cursor[1] == 28
            assert hexmap.scroll[1] == 29 - height
            assert "more up" in str(hexmap.border_title)
            for _ in range(14):
                await pilot.press("k")
            top = hexmap.scroll[1]
            assert top + 2 <= 14 < top + height
            lines = str(hexmap.render()).splitlines()
            assert len(lines) == height and "[" in lines[14 - top]
    asyncio.run(run())


def test_ascii_orc_wars_screen_and_legend(save_dir):
    """--ascii: the map, panels, a fight, the help with its legend, the hand-off:
    nothing outside printable ASCII."""
    def fight(state):
        return state.view(None)["sequence"] is not None

    async def run():
        for stop in (None, clan_of_two_squads_moves, fight):
            app = HerotableApp(_session(save_dir, stop), ascii=True)
            async with app.run_test(size=SIZE, notifications=True) as pilot:
                await pilot.pause()
                assert non_ascii(app) == set()
                await _open(pilot)
                assert non_ascii(app) == set()
                await pilot.press("question_mark")
                await pilot.pause()
                assert isinstance(app.screen, HelpScreen)
                assert non_ascii(app) == set()
                text = app.screen.text
                assert "Map legend" in text and "## " in text and "^^" in text
                assert "must move first" in text
    asyncio.run(run())


def test_cli_starts_straight_into_race_through_the_dark(save_dir, monkeypatch):
    """``herotable new orc-wars --scenario race-through-the-dark --players 2 --seed 3``."""
    started = []
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: started.append(self))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    assert cli.main(["new", "orc-wars", "--scenario", "race-through-the-dark", "--players", "2",
                     "--seed", "3"]) == 0
    app = started[0]
    state = app.initial_session.state
    assert state.scenario.id == "race-through-the-dark" and state.seed == 3

    async def run():
        async with app.run_test(size=SIZE) as pilot:
            screen = await _open(pilot)
            assert screen.shown_seat == 0 == state.current_player
            assert state.view(0)["phase"] == "setup_tokens"
            assert "Set-up: squad tokens" in str(screen.query_one("#header").content)
    asyncio.run(run())
