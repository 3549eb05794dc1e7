"""Heroes of Timeline at 80x24 as a new player met it: Enter never declares a
turn-start power by default, the board names the hexes the actions name, the log
lines are readable, the board's scroll hints after a resume, and wrapped action
labels keep their second line. Each starts from an engine position."""
from __future__ import annotations

import asyncio

import engine
from engine.heroes_of_timeline import board
from pilot_steps import SIZE, past_handoff, reach
from tui.app import HerotableApp
from tui.games.heroes_of_timeline import glyphs
from tui.games.heroes_of_timeline.screen import TimelineBoard, TimelineScreen
from tui.session import GameSession
from tui.widgets import ActionList


def _declaring(save_dir):
    """Guards of Witgat (Ballista: Siege Mode) against the Institute (Phase Walk), at
    the first Turn's declarations of the seat holding Ballista."""
    session = GameSession.new("heroes-of-timeline", 2, 3,
                              {"teams": ["guards-of-witgat", "institute"]}, save_dir)

    def choose(state):
        return next(a for a in state.legal_actions() if a.kind != "declare_skill"
                    and a.kind != "declare")
    return reach(session, choose, lambda s: s.phase == "declare" and any(
        a.kind == "declare" for a in s.legal_actions()))


def test_actions_list_starts_on_done_declaring_not_siege_mode(save_dir):
    session = _declaring(save_dir)
    labels = [a.label for a in session.state.legal_actions()]
    assert labels[0] == "Declare Ballista's Siege Mode"

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            listing = screen.query_one(ActionList)
            assert listing.highlighted_action.kind == "declare_done"
            await pilot.press("enter")
            await pilot.pause()
            assert not session.state.declared     # nothing declared by Enter
    asyncio.run(run())


def _drawn_text(listing: ActionList) -> str:
    """Every line the actions list draws (scrolled or not) as ``render_line`` picks
    them (an option's cached line count, from its drawn strips), joined by spaces."""
    style = listing.get_visual_style("option-list--option")
    lines = []
    for index, offset in listing._lines:
        strips = listing._get_option_render(listing.options[index], style)
        lines.append(strips[offset].text if offset < len(strips) else "")
    return " ".join(" ".join(lines).split())


def test_wrapped_action_labels_keep_their_last_line(save_dir):
    """Armor set-up: "Alchemist: Regular Armor on the front-right" needs three lines
    in the 24-column actions panel once its scrollbar shows; all three are drawn."""
    session = GameSession.new("heroes-of-timeline", 2, 3,
                              {"teams": ["guards-of-witgat", "institute"]}, save_dir)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            for _ in range(3):
                await pilot.press("enter")
                await pilot.pause()
                listing = screen.query_one(ActionList)
                drawn = _drawn_text(listing)
                for label in listing.labels:
                    assert " ".join(label.split()) in drawn, (label, drawn)
    asyncio.run(run())


def _walls_phase(save_dir):
    """The set-up walls of seed 3 (armor put on as listed first, one action at a time)."""
    session = GameSession.new("heroes-of-timeline", 2, 3,
                              {"teams": ["guards-of-witgat", "institute"]}, save_dir)
    return reach(session, lambda s: s.legal_actions()[0], lambda s: s.phase == "walls")


def test_highlighting_a_wall_shows_it_and_the_cursor_names_its_hex(save_dir):
    session = _walls_phase(save_dir)
    second = session.state.legal_actions()[1]
    assert second.kind == "wall" and second.label.startswith("Wall in ")

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            await pilot.press("down")
            await pilot.pause()
            assert screen.query_one(ActionList).highlighted_action == second
            a, b = board.edge_hexes(second.arg("edge"))
            name = board.hex_name(a)
            assert screen.cursor == a and f"between {name} and " in second.label
            assert f"hex {name}, sector" in str(screen.query_one("#hot-inspector").render())
            shown = screen.query_one(TimelineBoard)._shown
            assert shown[1] == a and shown[4] == (second.arg("edge"),)   # drawn in yellow
    asyncio.run(run())


def test_a_wall_to_be_raised_is_drawn_in_yellow_beside_the_markers():
    state = engine.load_game("heroes-of-timeline").new_game(2, 1, {"teams": [
        "dragon-hunters", "institute"]})
    view = state.view(0)
    edge = (-3, 0, 0)                         # the E side of (-3, 0), beside (-2, 0)
    marks = {(-3, 0): "pick", (-2, 0): "pick"}
    lines = glyphs.board_lines(view, None, marks, ascii_mode=True, preview=(edge,))
    y, x = glyphs.line_of((-3, 0)), glyphs.text_x((-3, 0))
    assert lines[y].plain[x + 3:x + 5] == "||"
    assert any(span.start <= x + 3 < span.end and str(span.style) == glyphs.PREVIEW_STYLE
               for span in lines[y].spans)
    assert [t.plain for t in glyphs.inspector_lines(view, (-3, 0), ["A", "B"])][0] \
        .startswith(f"hex {board.hex_name((-3, 0))}, sector ")


def test_log_lines_wrap_whole_and_the_board_says_more_down_on_resume(save_dir):
    """At 80x24 the log panel is 23 columns wide: every line is there in full,
    wrapped; a game opened at the battle (a resume) shows the board's scroll hints."""
    session = _declaring(save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, TimelineScreen)
            log = screen.query_one("#log")
            assert log.size.width < 30
            drawn = " ".join(" ".join(strip.text for strip in log.lines).split())
            for line in session.log_lines(screen.shown_seat)[-4:]:
                assert " ".join(line.split()) in drawn, line
            title = screen.query_one("#hot-board").border_title
            assert "more up, down" in title, title
    asyncio.run(run())
