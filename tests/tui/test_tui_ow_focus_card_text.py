"""Orc Wars at 80x24, what newcomers met: the map and the actions list looked the
same whichever had the keys (the focus showed by colour alone), and the line under
the map, with a card selected, gave no card text. From an exact position: Race
Through the Dark, seed 3, 24 first legal actions (the Orc's Black Skull may play
Cleaver Chop, "Attack 7.")."""
from __future__ import annotations

from tui.games.orc_wars.screen import OrcWarsScreen
from tui.session import GameSession
from tui.widgets import ActionList

import pilot_steps


def _session(save_dir) -> GameSession:
    session = GameSession.new("orc-wars", 2, 3, {"scenario": "race-through-the-dark"},
                              save_dir)
    for _ in range(24):
        session.apply(session.state.legal_actions()[0])
    return session


def test_the_panel_with_the_keys_has_a_mark_in_its_title(save_dir):
    async def body(pilot, screen):
        hexmap, listing = screen.query_one("#ow-map"), screen.query_one(ActionList)
        assert str(hexmap.border_title).startswith("\u25b6 Map")
        assert str(listing.border_title) == "Actions"
        await pilot.press("tab")
        await pilot.pause()
        assert screen.focused is listing
        assert str(hexmap.border_title).startswith("Map")
        assert str(listing.border_title) == "\u25b6 Actions"
        await pilot.press("tab")
        await pilot.pause()
        assert str(hexmap.border_title).startswith("\u25b6 Map")
        assert str(listing.border_title) == "Actions"

    pilot_steps.run_at_80x24(_session(save_dir), OrcWarsScreen, body)


def test_a_selected_card_shows_its_text_under_the_map(save_dir):
    session = _session(save_dir)
    hand = session.state.view(0)["players"][0]["hand"]
    chop = next(n for n, c in enumerate(hand, 1) if c["name"] == "Cleaver Chop")

    async def body(pilot, screen):
        await pilot.press(str(chop))
        await pilot.pause()
        lines = str(screen.query_one("#ow-hint").render()).splitlines()
        assert lines[0].startswith("Enter: Play Cleaver Chop"), lines
        assert lines[1] == "Attack 7.", lines
        await pilot.press("escape")
        await pilot.pause()
        assert len(str(screen.query_one("#ow-hint").render()).splitlines()) == 1

    pilot_steps.run_at_80x24(session, OrcWarsScreen, body)


def test_a_long_card_text_is_cut_at_a_word():
    from tui.games.orc_wars.hint_line import fit_card_text
    text = "Play with an Attack: your Brutes deal 2 more wounds, and one Elf in reach loses 1."
    cut = fit_card_text(text, 44)
    assert len(cut) <= 44 and cut.endswith("… (i)") and text.startswith(cut[:-len("… (i)")])
    assert fit_card_text("Attack 7.", 44) == "Attack 7."
