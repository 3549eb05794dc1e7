"""Pack of Heroes at 80x24 as a new player met it: both bases on screen with the
reserve and the weapon (the hand as letters, no hand panel), the heroes drafted so
far, every power of the hero under the cursor in the status panel, log lines wrapped
whole, no "answering" in the set-up header. Each from an exact position."""
from __future__ import annotations

import asyncio

from pilot_steps import SIZE, past_handoff
from tui.app import HerotableApp
from tui.games.pack_of_heroes.board import base_lines
from tui.games.pack_of_heroes.screen import PackScreen, header_view
from tui.games.pack_of_heroes.status import hero_lines
from tui.session import GameSession
from tui.widgets import LogPanel

OPTIONS = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random"}


def _in_play(save_dir):
    session = GameSession.new("pack-of-heroes", 2, seed=3, options=OPTIONS, folder=save_dir,
                              seats=[{"kind": "human"}, {"kind": "ai", "bot": "random"}])
    while session.state.phase != "play":
        session.apply(session.state.legal_actions()[0])
    return session


def test_bases_give_hand_letters_reserve_and_weapon_for_both_players(save_dir):
    session = _in_play(save_dir)
    view = session.state.view(0)
    lines = [t.plain for t in base_lines(view, 52)]
    me, foe = view["players"]
    assert lines[0].startswith("1 Player 1 Elementeens  hand ")
    assert f"hand {me['hand_letters']} draw {me['draw_count']}" in lines[0]
    assert any(line.startswith("2 Player 2 The Guild of Ghouls  hand "
                               f"{foe['hand_count']} draw") for line in lines)
    text = " ".join(lines)
    assert f"weapon {me['weapon']['name']}" in text and f"weapon {foe['weapon']['name']}" in text
    reserve = [h["name"] for h in me["heroes"] if h["where"] == "reserve"]
    assert reserve and all(name in text for name in reserve)
    assert all(len(line) <= 52 for line in lines)


def test_the_draft_shows_the_heroes_picked_so_far(save_dir):
    session = GameSession.new("pack-of-heroes", 2, seed=4, folder=save_dir,
                              options={"team_method": "draft"})
    for _ in range(3):
        session.apply(next(a for a in session.state.legal_actions() if a.kind == "draft"))
    view = session.state.view(0)
    lines = [t.plain for t in base_lines(view, 52)]
    for seat in (0, 1):
        picked = [session.state.defs[h].name for h in session.state.picks[seat]]
        assert all(name in " ".join(lines) for name in picked), (picked, lines)
    assert any(line.startswith("  drafted ") for line in lines)
    # the set-up has no turn: the header does not say who is "answered"
    assert header_view(view)[1]["active"] is None


def test_status_lists_every_power_of_the_hero(save_dir):
    session = _in_play(save_dir)
    hero = next(h for h in session.state.view(0)["grid"] if h is not None)
    lines = [t.plain for t in hero_lines(hero)]
    assert len(lines) == 1 + len(hero["powers"]) >= 3
    for n, power in enumerate(hero["powers"], 1):
        assert lines[n].startswith(f" {n} {power['name']}: {power['type']}")


def test_at_80x24_both_bases_show_and_log_lines_wrap_whole(save_dir):
    session = _in_play(save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            board = screen.query_one("#board")
            shown = str(board.render()).splitlines()[:board.content_region.height]
            assert any(line.startswith(" 1 Player 1") or line.startswith("1 Player 1")
                       for line in shown), shown
            assert any("2 Player 2" in line for line in shown), shown
            assert any("weapon" in line for line in shown[-4:]), shown
            assert not screen.query_one("#hand").display
            grid = session.state.view(0)["grid"]
            screen.cursor = next(i for i, h in enumerate(grid) if h and len(h["powers"]) >= 2)
            screen.redraw()
            await pilot.pause()
            status = screen.query_one("#status")
            hero = screen.hero_at_cursor(session.state.view(0))
            assert hero is not None
            text = str(status.render())
            assert all(p["name"] in text for p in hero["powers"]), text
            # the panel is tall enough for all of it (at height 8 powers 2 and 3 were cut)
            needed = status.get_content_height(status.size, status.size,
                                               status.content_region.width)
            assert status.content_region.height >= needed, (needed, text)
            log = screen.query_one(LogPanel)
            width = log.scrollable_content_region.width
            assert all(strip.cell_length <= width for strip in log.lines)
            drawn = " ".join(" ".join(strip.text for strip in log.lines).split())
            for line in session.log_lines(0)[-3:]:
                assert " ".join(line.split()) in drawn, line
    asyncio.run(run())


def test_new_game_form_draft_size_label_only_with_a_draft_and_its_error_words(save_dir):
    from textual.widgets import Input

    from tui.screens import NewGameScreen
    from tui.screens.newgame import field_id, form_words
    from tui.widgets import Cycle

    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("n")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            while form.query_one("#game", Cycle).value != "pack-of-heroes":
                await pilot.press("right")
                await pilot.pause()
            await pilot.pause()
            size = form.query_one(f"#{field_id('draft_teams')}", Input)
            label = size.parent.children[0]
            assert not size.parent.display                       # Teams: Set teams, chosen
            assert not form.query_one("#opt-teams-0").disabled
            form.query_one(f"#{field_id('team_method')}", Cycle).focus()
            await pilot.press("right", "right")                  # -> Draft a team
            await pilot.pause()
            assert form.query_one(f"#{field_id('team_method')}", Cycle).value == "draft"
            assert size.parent.display
            await pilot.pause()
            assert label.size.width > len("Draft size")          # "Draft size 3", spaced
            assert form.query_one("#opt-teams-0").disabled       # no set team in a draft
            size.value = "9"
            await pilot.press("enter")
            await pilot.pause()
            said = str(form.query_one("#newgame-error").render())
            assert said.startswith("Draft size must be a whole number from 3 to 8"), said
    asyncio.run(run())
    specs = __import__("engine").load_game("pack-of-heroes").option_specs(2)
    assert form_words("unknown teams 'x' (known: pick)", specs).startswith("unknown Set team 'x'")


def test_rules_say_one_defence_per_attack_in_words():
    from tui.games.pack_of_heroes.rules import RULES
    text = dict(RULES)["Defending"]
    assert "One defend an attack" not in text and "At most one defence per attack" in text
    assert all(len(line) <= 70 for line in text.splitlines())
