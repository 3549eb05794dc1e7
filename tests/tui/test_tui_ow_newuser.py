"""What a new user ran into playing an Orc Wars campaign in a terminal (issue 4's
acceptance run, The Prisoner at 80x24 with two seats), each pinned by a Pilot
test: Enter after looking at the finished board, the actions list's highlight
when a new kind of decision comes, who carries the freed prisoner, the gap
between the scrolled map and the right-hand panels, and help lines that fit.
"""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens import GameOverScreen, HandoffScreen, TitleScreen
from tui.games.orc_wars.screen import OrcWarsScreen
from tui.games.orc_wars.campaign import CampaignListScreen, CampaignScreen, NewCampaignScreen
from tui.session import GameSession
from tui.widgets import ActionList

SIZE = (80, 24)
PREFERRED = ("escape", "place_token", "place_elf", "end_discard", "draw", "end_clear")
PRISONER = {"scenario": "the-prisoner", "names": ["Ana", "Bo"]}


def _session_of(app) -> GameSession:
    """The session of the game screen on the stack (under any hand-off or dialog)."""
    for screen in reversed(app.screen_stack):
        if getattr(screen, "session", None) is not None:
            return screen.session
    raise AssertionError(f"no game screen in {app.screen_stack}")


def _drive_to_the_end(session) -> None:
    """Escape first, then set-up and phase steps: the Elf leaves without the
    prisoner, which hands the Orc the win (The Prisoner's victory terms)."""
    for _ in range(200):
        if session.state.is_over():
            return
        legal = session.state.legal_actions()
        kinds = {}
        for action in legal:
            kinds.setdefault(action.kind, action)
        session.apply(next((kinds[k] for k in PREFERRED if k in kinds), legal[0]))
    raise AssertionError("the game did not end")


async def _new_campaign(pilot, *names: str) -> None:
    """Title -> o -> n -> names (Tab between) -> Enter: the campaign screen."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    await pilot.press("o", "n")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewCampaignScreen)
    for index, name in enumerate(names):
        if index:
            await pilot.press("tab")
        await pilot.press(*name)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CampaignScreen)


def test_enter_after_looking_at_the_finished_board_goes_on_to_the_campaign(save_dir):
    """Game over -> Esc (see the board) -> Enter: the campaign screen with the
    result recorded. Enter used to do nothing there (its binding was off once
    nobody could act), leaving only q and the quit dialog."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _new_campaign(pilot, "Ana", "Bo")
            await pilot.press("n", "enter")          # The Prisoner, Ana the Orc
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            session = _session_of(app)
            _drive_to_the_end(session)
            assert session.state.winners() == [0]
            await pilot.press("enter")               # the hand-off: the result shows
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, OrcWarsScreen)
            assert app.screen.check_action("confirm", ()) is True
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, CampaignScreen)
            assert [g["outcome"] for g in screen.campaign.history] == ["orc"]
            assert screen.campaign.level("Ana", "the-prisoner") == "trained"
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, CampaignListScreen)
    asyncio.run(run())


def _prisoner_elf_to_act(save_dir) -> GameSession:
    """The Prisoner, seed 5: the Orc's two tokens far from the forest ((3,2) and
    (2,6)), Bo's Paladin starts at (9,12) and is done discarding: his action
    phase, with the treasure at (8,10) three spaces away."""
    session = GameSession.new("orc-wars", 2, 5, PRISONER, save_dir)
    for label in ("Place a squad token of 2 at (3,2)", "Place a squad token of 2 at (2,6)",
                  "Start at (9,12)", "Done discarding"):
        action = next(a for a in session.state.legal_actions() if a.label == label)
        session.apply(action)
    return session


def test_a_new_kind_of_decision_highlights_the_first_action(save_dir):
    """Bo walks onto a treasure: "Pick up" joins the list above "End turn", and
    the highlight is on it, so Enter in the list picks it up. The highlight
    used to stay on "End turn" (kept from before the move): in the acceptance
    run Enter ended the turn on the prisoner's space instead of freeing him."""
    async def run():
        session = _prisoner_elf_to_act(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, OrcWarsScreen) and screen.shown_seat == 1
            listing = screen.query_one(ActionList)
            # issue 15: the list never starts on "End turn" (Enter is no trap)
            assert listing.highlighted_action is None or \
                listing.highlighted_action.kind != "end_turn"
            from tui.games.orc_wars.hexmap import HexMap
            hexmap = screen.query_one(HexMap)
            assert screen.focused is hexmap
            hexmap.move_to((8, 10))
            await pilot.press("enter")
            await pilot.pause()
            assert session.state.history[-1].label == "Move Bo (Paladin) to (8,10) (3 spaces)"
            kinds = [a.kind for a in listing.actions]
            assert kinds.index("pick_up") < kinds.index("end_turn")
            assert screen.focused is listing
            assert listing.highlighted == 0
            assert listing.highlighted_action.kind == "pick_up"
            await pilot.press("enter")
            await pilot.pause()
            assert session.state.history[-1].kind == "pick_up"
            assert session.state.current_player == 1
    asyncio.run(run())


def _walk(state, goal) -> dict:
    """Elf walking steps from every hex to ``goal`` (trees and walls block)."""
    from engine import hexgrid
    dist, todo = {goal: 0}, [goal]
    while todo:
        h = todo.pop(0)
        for n in hexgrid.neighbours(h):
            if n not in dist and state.board.passable_for(n, "elf"):
                dist[n] = dist[h] + 1
                todo.append(n)
    return dist


def _prisoner_freed(save_dir) -> GameSession:
    """From ``_prisoner_elf_to_act``: Bo walks to the cells, the Orc only ends
    each step; on the prisoner's space Bo frees him (Bo still to act)."""
    session = _prisoner_elf_to_act(save_dir)
    state = session.state
    dist = _walk(state, tuple(state.prisoner["hex"]))
    steps = ("end_discard", "draw", "end_clear", "skip_squad", "end_turn")
    for _ in range(100):
        legal = state.legal_actions()
        kinds = {}
        for action in legal:
            kinds.setdefault(action.kind, []).append(action)
        if "free_prisoner" in kinds:
            session.apply(kinds["free_prisoner"][0])
            return session
        if state.current_player == 1 and "move" in kinds:
            session.apply(min(kinds["move"], key=lambda a: dist.get(tuple(a.arg("to")), 99)))
            continue
        kind = next(k for k in steps if k in kinds)
        session.apply(max(kinds[kind], key=lambda a: a.arg("count") or 0))
    raise AssertionError("Bo never reached the prisoner")


def test_the_status_panel_says_who_has_the_freed_prisoner(save_dir):
    """Once freed, the prisoner leaves the map drawing (he goes with the Elf):
    the status panel says so on that Elf, for the Elf and for the Orc, who
    must now catch him. Nothing on screen said it before (only a log line)."""
    from tui.games.orc_wars.status import OwStatus, status_lines

    async def run():
        session = _prisoner_freed(save_dir)
        state = session.state
        assert state.view(None)["prisoner"]["with"] == 1 and state.current_player == 1
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")               # the hand-off to Bo
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, OrcWarsScreen) and screen.shown_seat == 1
            status = str(screen.query_one(OwStatus).render())
            assert "Pr the prisoner goes with him" in status
            assert status.index("E1 Bo") < status.index("the prisoner goes with him")
            from tui.games.orc_wars.hexmap import HexMap
            assert "Pr" not in str(screen.query_one(HexMap).render())
        names = ["Ana", "Bo"]
        for seat in (0, 1):
            full = [str(t) for t in status_lines(state.view(seat), names, [], seat, 1, 30)]
            assert "   Pr the prisoner goes with him" in full
            compact = [str(t) for t in status_lines(state.view(seat), names, [], seat, 1, 30,
                                                    compact=True)]
            # the Role too, cut to fit the 30 columns (issue 41: no Role was shown)
            assert any(line.startswith(">E1 Bo Pal W0/5 ") and line.endswith(" Pr")
                       and len(line) <= 30
                       for line in compact), compact
    asyncio.run(run())


def test_a_map_scrolled_right_keeps_a_gap_before_the_status_panel(save_dir):
    """The Prisoner's map is 13 hexes wide, wider than the map panel at 80x24:
    scrolled right (cursor to the east edge), the map used to run into the
    right-hand column ("eEnd turn", "♣─Actions"). The panel now keeps one
    blank column at its right."""
    async def run():
        session = _prisoner_elf_to_act(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            from tui.games.orc_wars.hexmap import HexMap
            hexmap = screen.query_one(HexMap)
            assert hexmap.text_width > hexmap.size.width
            for _ in range(6):
                await pilot.press("l")
            await pilot.pause()
            assert hexmap.cursor == (12, 12) and hexmap.scroll[0] > 0
            right = screen.query_one("#ow-right").region
            assert hexmap.region.right == right.x
            assert hexmap.content_region.right == right.x - 1
            lines = str(hexmap.render()).splitlines()
            assert max(len(line) for line in lines) <= hexmap.content_region.width
            assert any(line.rstrip().endswith(("XX", "e", "·", ")")) for line in lines)
    asyncio.run(run())


def test_the_orc_wars_help_fits_80_columns_without_wrapping(save_dir):
    """? on the Orc Wars screen at 80x24: every line of the keys, the clan rule,
    the legend (Unicode and --ascii) and the computer-player note fits the help
    dialog, so none wraps into a stray word on a line of its own ("highlight",
    "Tusk", "right)" did)."""
    from textual.widgets import Static

    from tui.screens import HelpScreen

    async def run():
        for ascii_mode in (False, True):
            app = HerotableApp(_prisoner_elf_to_act(save_dir), ascii=ascii_mode)
            async with app.run_test(size=SIZE) as pilot:
                await pilot.pause()
                await pilot.press("enter", "question_mark")
                await pilot.pause()
                help_screen = app.screen
                assert isinstance(help_screen, HelpScreen)
                width = min(s.content_region.width for s in help_screen.query(Static))
                assert width >= 60
                text = help_screen.text + "\n" + str(help_screen.query(Static)[-1].render())
                assert "Map legend" in text and "White Tusk" in text
                too_long = [line for line in text.splitlines() if len(line) > width]
                assert too_long == []
    asyncio.run(run())


def test_quitting_a_finished_campaign_game_does_not_offer_to_resume_it(save_dir):
    """q after the end: the quit dialog says the game is over and its result is
    in the campaign (it used to say "choose Continue ... to resume"); t then
    opens the campaign, where the result is."""
    from textual.widgets import Static

    from tui.screens import QuitScreen

    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _new_campaign(pilot, "Ana", "Bo")
            await pilot.press("n", "enter")
            await pilot.pause()
            _drive_to_the_end(_session_of(app))
            await pilot.press("enter", "escape", "q")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, QuitScreen)
            words = " ".join(str(s.render()) for s in dialog.query(Static))
            assert "The game is over and saved." in words
            assert "recorded in the campaign" in words and "resume" not in words
            await pilot.press("t")
            await pilot.pause()
            assert isinstance(app.screen, CampaignScreen)
            assert [g["outcome"] for g in app.screen.campaign.history] == ["orc"]
    asyncio.run(run())


def test_the_orc_line_keeps_its_level_whole_in_a_30_cell_status_panel():
    """At 80x24 the status panel is 30 cells: "Orc hand 7, tricks 3 (first time)" was
    cut to "(first t". Too long for one line, the level goes on the line below."""
    from engine import load_game
    from tui.games.orc_wars.status import status_lines

    state = load_game("orc-wars").new_game(2, 3, {"level": "first-time"})
    lines = [str(t) for t in status_lines(state.view(1), ["Orc", "Elf 1"], [], 1, 1, 30)]
    orc = next(i for i, line in enumerate(lines) if "tricks" in line)
    assert all(len(line) <= 30 for line in lines[orc:orc + 2]), lines[orc:orc + 2]
    assert "(first time)" in lines[orc] + lines[orc + 1]
