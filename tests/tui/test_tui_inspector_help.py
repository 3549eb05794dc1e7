"""The common inspector (``i``) and the help's Rules and Glossary pages, on the duel screen.

Each game's own records and pages are tested in that game's TUI tests; these pin the
shared machinery: one record at a time with Left/Right, the help pages switched with
k/r/g and Tab, and the command palette's help topics.
"""
from __future__ import annotations

import asyncio

from rich.text import Text
from textual.widgets import Static

from tui.app import HerotableApp
from tui.screens import GameScreen, HelpScreen
from tui.screens.inspector import Inspection, InspectorScreen
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff


def _session(save_dir):
    return GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)


def test_an_inspection_renders_every_part_in_full():
    item = Inspection(name="Bellow of Defiance", kind="Action card",
                      facts=(("Cost", "2 Rage"), ("Value", "3")),
                      keywords=(("Fast", "may be played on the opponent's turn"),),
                      text="First line.\nSecond line, not cut.", where="your hand, card 2")
    text = item.render().plain
    assert text.startswith("Bellow of Defiance  (Action card)\nyour hand, card 2\n")
    assert "Cost   2 Rage" in text and "Value  3" in text
    assert "First line.\nSecond line, not cut." in text
    assert text.endswith("Fast: may be played on the opponent's turn")


def test_an_empty_inspector_is_refused():
    try:
        InspectorScreen([])
    except ValueError as exc:
        assert "nothing to inspect" in str(exc)
    else:
        raise AssertionError("an empty inspector opened")


def test_i_opens_the_inspector_and_left_right_step_through_the_hand(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            hand = screen.hand()
            assert len(hand) >= 2
            await pilot.press("i")
            await pilot.pause()
            inspector = app.screen
            assert isinstance(inspector, InspectorScreen)
            assert inspector.items[0].name == str(hand[0]["name"])
            await pilot.press("right")
            assert inspector.index == 1
            await pilot.press("left", "left")
            assert inspector.index == len(hand) - 1
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is screen
    asyncio.run(run())


class _RulesScreen(GameScreen):
    RULES = [("Winning", "Reduce every enemy hero to 0 Health."),
             ("Turn", "Upkeep, then actions, then end.")]
    GLOSSARY = [("Waste", "put a card from a stack on the Wear pile."),
                ("Purge", "remove a card from the game.")]


def test_help_pages_switch_and_the_palette_finds_a_glossary_term(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            app.switch_screen(_RulesScreen(app.screen.session))
            await pilot.pause()
            await past_handoff(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            help_screen = app.screen
            assert isinstance(help_screen, HelpScreen) and help_screen.page == "keys"
            await pilot.press("r")
            await pilot.pause()
            shown = [str(w.render()) for w in help_screen.query(".help-topic")]
            assert shown[0].startswith("Winning\nReduce every enemy hero")
            await pilot.press("g")
            await pilot.pause()
            shown = [str(w.render()) for w in help_screen.query(".help-topic")]
            assert shown == ["Purge: remove a card from the game.",
                             "Waste: put a card from a stack on the Wear pile."]
            await pilot.press("tab")
            await pilot.pause()
            assert help_screen.page == "keys"
            await pilot.press("escape")
            await pilot.pause()
            app.show_help(page="glossary", topic="Waste")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.page == "glossary"
            assert app.screen.topic == "Waste"
    asyncio.run(run())


def test_the_palette_lists_help_topics_by_page(save_dir):
    from tui.commands import HelpTopicsProvider

    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            app.switch_screen(_RulesScreen(app.screen.session))
            await past_handoff(pilot)
            provider = HelpTopicsProvider(app.screen)
            topics = list(provider._topics())
            assert ("glossary", "Waste", "put a card from a stack on the Wear pile.") in topics
            assert [t[1] for t in topics if t[0] == "rules"] == ["Winning", "Turn"]
    asyncio.run(run())


def test_enter_on_a_question_takes_the_safe_answer():
    """A ConfirmScreen (end the turn with cards left, Refresh, abandon a game):
    Enter answers no, only y answers yes, so Enter twice never ends a turn."""
    from textual.app import App

    from tui.screens.dialogs import ConfirmScreen

    answers = []

    class One(App):
        def on_mount(self):
            self.push_screen(ConfirmScreen("End your turn?", ["3 cards left"], "end it"),
                             answers.append)

    async def run():
        app = One()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            app.push_screen(ConfirmScreen("Refresh?", [], "refresh"), answers.append)
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
    asyncio.run(run())
    assert answers == [False, True]


def test_the_help_scrolls_to_its_last_line_at_80x24(save_dir):
    """The duel's Keys page is taller than the dialog: Down and End reach its end (the
    page holder was a 1fr Vertical that clipped the text, so the dialog never scrolled)."""
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            scroll = app.screen.query_one("#help-scroll")
            assert scroll.max_scroll_y > 0
            # the keys pages are written up to 74 columns wide: none wraps beside the scrollbar
            assert scroll.scrollable_content_region.width >= 74
            await pilot.press("end")
            await pilot.pause()
            assert scroll.scroll_y == scroll.max_scroll_y
            last = list(app.screen.query("#help-page Static"))[-1]
            assert last.region.bottom <= scroll.region.bottom
            await pilot.press("r")
            for _ in range(50):             # the new page is laid out a frame later
                await pilot.pause(0.02)
                if scroll.scroll_y == 0 and scroll.max_scroll_y > 0:
                    break
            assert scroll.scroll_y == 0 and scroll.max_scroll_y > 0
    asyncio.run(run())


def test_every_games_keys_page_fits_the_help_dialog():
    """Each game screen's KEYS_HELP is laid out by hand: no line may be wider than the
    74 columns the dialog has beside its scrollbar (a longer one wraps mid-sentence:
    Pack's "Bases: hand and draw pile" line did)."""
    from tui.games.hero_realms.screen import RealmScreen
    from tui.games.herocard.screen import DuelScreen
    from tui.games.heroes_of_timeline.screen import TimelineScreen
    from tui.games.no_time_for_heroes.screen import NoTimeScreen
    from tui.games.orc_wars.screen import OrcWarsScreen
    from tui.games.pack_of_heroes.screen import PackScreen
    from types import SimpleNamespace
    for ascii_mode in (False, True):
        fake = SimpleNamespace(app=SimpleNamespace(ascii_mode=ascii_mode))
        for screen in (DuelScreen, RealmScreen, OrcWarsScreen, NoTimeScreen, PackScreen,
                       TimelineScreen):
            text = screen.__dict__.get("KEYS_HELP", screen.KEYS_HELP)
            text = text.fget(fake) if isinstance(text, property) else text
            wide = [line for line in text.splitlines() if len(line) > 74]
            assert wide == [], (screen.__name__, wide)


def test_the_help_pages_line_fits_the_help_dialog():
    """The "Pages:" line with all three pages fits the 74 columns beside the scrollbar
    (it wrapped "topic)" onto a line of its own before)."""
    from tui.screens.help import pages_line
    topics = [("Goal", "Win.")]
    for page in ("keys", "rules", "glossary"):
        line = pages_line(page, topics, topics).plain
        assert line.startswith("Pages: [k] Keys  [r] Rules  [g] Glossary") and "ctrl+p" in line
        assert len(line) <= 74, line
