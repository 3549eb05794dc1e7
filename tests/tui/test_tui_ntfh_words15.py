"""No Time For Heroes words a newcomer stumbled on, from exact positions at 80x24:
one name for the Expertise icon everywhere (the rulebook's, as the engine's log
says it), the Market's cannot-buy mark apart from the icons ("no not Mag" read
as garbled), two enemies of one name told apart in the inspector, and English
card names on the detail line."""
from __future__ import annotations

import re

import engine
from engine.no_time_for_heroes.cards import Effect
from engine.no_time_for_heroes.primitives import recover_self

from tui.games.no_time_for_heroes import rules
from tui.games.no_time_for_heroes.inspection import card_inspection, ntfh_inspections
from tui.games.no_time_for_heroes.screen import HELP
from tui.games.no_time_for_heroes.words import card_detail, market_lines
from tui.screens.inspector import InspectorScreen

from ntfh_steps import bid_done_session, run_at_80x24
from pilot_steps import open_inspector


def _seed5():
    return engine.load_game("no-time-for-heroes").new_game(2, seed=5)


def test_the_expertise_icon_has_the_rulebook_name_on_screen_and_in_the_log():
    """The engine's log line for Conjuring Vial says "the Expertise icon"; the help,
    the glossary, the inspector and the detail line call it the same, never the
    "Rogue icon" (a name of our own that the log did not use)."""
    state = _seed5()
    neddia = 0                                   # Neddia, a Rogue: the Expertise icon
    assert "expertise" in state.hero(neddia).icons
    uid = state.new_card("conjuring-vial", neddia)
    events: list = []
    recover_self(state, neddia, uid, -1, Effect("recover_self", (("icon", "expertise"),)),
                 events)
    assert "has the Expertise icon" in events[-1].text
    glossary = dict(rules.GLOSSARY)
    assert "Expertise icon" in glossary and "Rogue icon" not in glossary
    screen_words = HELP + "".join(t for _, t in rules.RULES) + "".join(glossary.values())
    assert "Rogue icon" not in screen_words and "Rog:" not in screen_words
    whetstone = state.view(0)["market"][3]
    record = card_inspection(whetstone, "the Market, slot 4")
    assert "Expertise icon" in dict(record.keywords)
    assert "Rogue" not in dict(record.facts)["For"]
    assert "needs the Ranged or Expertise or Melee icon" in card_detail(whetstone).plain


def test_a_card_the_hero_cannot_buy_is_marked_apart_from_its_icons():
    """Bo (Aranel, Magic only) on turn: Whetstone (every icon but Magic) shows the
    cross, not "no" running into "not Mag"."""
    state = _seed5()
    state.active = 1
    lines = [line.plain for line in market_lines(state.view(1))]
    assert lines[3] == "4 Whetstone      4c     x not Mag"
    assert not any(re.search(r"\bno\b", line) for line in lines)
    assert '"x" if the hero whose\nturn it is cannot buy it' in HELP


def test_two_orc_warriors_are_told_apart_in_the_inspector(save_dir):
    """Seed 5: two Orc Warriors stand in slots 1 and 2; the inspector names them
    "Orc Warrior #1" and "#2" (the actions list's "#1 Orc Warrior"), the
    Troll-blooded Orc keeps its name."""
    session = bid_done_session(save_dir)
    items, _ = ntfh_inspections(session.state.view(0), 0, ["Ana", "Bo"])
    enemies = [i.name for i in items if i.kind == "enemy Host"]
    assert enemies == ["Orc Warrior #1", "Orc Warrior #2", "Troll-blooded Orc"]

    async def body(pilot, screen):
        inspector = await open_inspector(pilot)
        seen = []
        for _ in range(len(items)):
            seen.append(inspector.items[inspector.index].name)
            await pilot.press("right")
            await pilot.pause()
        assert isinstance(pilot.app.screen, InspectorScreen)
        assert "Orc Warrior #1" in seen and "Orc Warrior #2" in seen
    run_at_80x24(session, body)


def test_the_detail_line_names_cards_in_english_only(save_dir):
    """Every action of Ana's first Attack phase and every Market purchase: the line
    under the panels never shows a card's Spanish name."""
    session = bid_done_session(save_dir)
    view = session.state.view(0)
    spanish = {c["name_es"] for c in view["players"][0]["hand"] + view["market"]
               if c and c["name_es"] != c["name"]}

    async def body(pilot, screen):
        from tui.widgets import ActionList
        listing = screen.query_one(ActionList)
        for index in range(len(listing.actions)):
            listing.highlighted = index
            await pilot.pause()
            detail = str(screen.query_one("#ntfh-detail").render())
            assert not any(name in detail for name in spanish), detail
    run_at_80x24(session, body)
