"""Heroes of Timeline at 80x24: the board (25 lines in about 19 rows) follows the
action, and its title names the hexes in play (issue 41: a hero just placed was
drawn off screen, and a hex named in an action, "43c", could be found only by
moving the cursor hex by hex). Seed 4, Guards of Witgat against the Hidden Temple,
first legal actions: Ana places the Golem on 56a, the bottom row."""
from __future__ import annotations

from engine.heroes_of_timeline.board import hex_name
from tui.games.heroes_of_timeline import glyphs
from tui.games.heroes_of_timeline.board_panel import window_top
from tui.games.heroes_of_timeline.screen import TimelineScreen
from tui.session import GameSession
from tui.widgets import ActionList

from pilot_steps import run_at_80x24

OPTIONS = {"teams": ["guards-of-witgat", "hidden-temple"], "names": ["Ana", "Bo"]}


def _session(save_dir, stop) -> GameSession:
    session = GameSession.new("heroes-of-timeline", 2, 4, OPTIONS, save_dir)
    while not stop(session.state):
        session.apply(session.state.legal_actions()[0])
    return session


def _first_place(state) -> bool:
    legal = state.legal_actions()
    return bool(legal) and legal[0].kind == "place"


def _shown_top(screen) -> int:
    """The first board line the panel shows (matched against the whole drawing)."""
    view = screen.state.view(screen.shown_seat)
    full = [t.plain for t in glyphs.board_lines(view, screen.cursor, screen._marks,
                                                False, ())]
    shown = str(screen.query_one("#hot-board").render()).splitlines()
    assert len(shown) < len(full)                    # it does not fit at 80x24
    tops = [t for t in range(len(full)) if full[t:t + len(shown)] == shown]
    assert tops, shown
    return tops[0]


def test_window_top_keeps_the_focus_and_the_cursor():
    assert window_top(25, 19, 12, []) == 3               # the cursor alone: centred
    assert window_top(25, 19, 12, [24]) == 6             # both fit: the action's line too
    assert window_top(25, 10, 2, [24]) == 15             # not both: the action wins


def test_the_hex_to_place_on_is_shown_and_named(save_dir):
    """Ana's first placement, highlighted: Place Golem on 56a, a bottom-row hex; the
    board shows it and its title names it next to the cursor's hex."""
    session = _session(save_dir, _first_place)
    action = session.state.legal_actions()[0]
    to = tuple(action.arg("to"))
    assert glyphs.line_of(to) == 24 and hex_name(to) == "56a"

    async def body(pilot, screen):
        assert screen.query_one(ActionList).highlighted_action == action
        top = _shown_top(screen)
        height = len(str(screen.query_one("#hot-board").render()).splitlines())
        assert top <= glyphs.line_of(to) < top + height
        title = str(screen.query_one("#hot-board").border_title)
        assert f"[{hex_name(screen.cursor)}]" in title and "{56a}" in title, title

    run_at_80x24(session, TimelineScreen, body)


def test_a_hero_just_placed_is_on_screen(save_dir):
    """The Golem placed on 56a (line 24) and Ana to face him: the board scrolled to
    him (it stayed on the cursor at the Key Tile, lines 3-21)."""
    session = _session(save_dir, lambda s: s.history and s.history[-1].kind == "place")
    placed = tuple(session.state.history[-1].arg("to"))

    async def body(pilot, screen):
        assert screen.state.phase == "deploy_face"
        top = _shown_top(screen)
        height = len(str(screen.query_one("#hot-board").render()).splitlines())
        assert top <= glyphs.line_of(placed) < top + height, (top, height)
        assert top <= glyphs.line_of(screen.cursor) < top + height   # the cursor too

    run_at_80x24(session, TimelineScreen, body)
