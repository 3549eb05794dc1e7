"""Keys that did nothing and said nothing now say why (a key is never silently
ignored): Esc with nothing to cancel on every game screen; any key but Enter and q
on the hand-off screen; the grid cursor keys while Pack of Heroes has no grid on
screen (the team choice); and r on the Pack of Heroes grid once the game is over
(the game-over dialog closed with Esc), which plays the reverse match there too."""
from __future__ import annotations

import asyncio

import pytest

from engine.ai import SeatWindow, make_bot
from tui.app import HerotableApp
from tui.games.herocard.screen import DuelScreen
from tui.games.pack_of_heroes.screen import PackScreen
from tui.screens import GameOverScreen, GameScreen, HandoffScreen, QuitScreen
from tui.session import GameSession

from pilot_steps import SIZE, capture_notes, footer_line, past_handoff

NAMES = {"names": ["Ana", "Bo"]}

NOTHING_TO_CANCEL = {
    "herocard-duel": "Esc unselects the selected cards; no card is selected now. "
                     "q quits, ? helps.",
    "orc-wars": "Esc cancels a target choice, selected cards or a chosen figure; "
                "nothing to cancel now. q quits, ? helps.",
    "hero-realms": "Esc closes the attack or the end-turn question; neither is open now. "
                   "q quits, ? helps.",
    "no-time-for-heroes": "Esc closes a question (evade? end the attack?); none is open "
                          "now. q quits, ? helps.",
    "heroes-of-timeline": "Heroes of Timeline has nothing for Esc to cancel: Up/Down and "
                          "Enter choose. q quits, ? helps.",
    "pack-of-heroes": "Esc closes a power's list of choices; none is open now. "
                      "q quits, ? helps.",
}


@pytest.mark.parametrize("game_id", list(NOTHING_TO_CANCEL))
def test_esc_with_nothing_to_cancel_says_what_esc_does(save_dir, game_id):
    """Seed 5, the first decision, nothing selected: Esc said nothing; it says what it
    cancels and that nothing is under way. The footer is the same before and after
    (no Esc in it), and nothing is done."""
    options = None if game_id == "orc-wars" else NAMES
    session = GameSession.new(game_id, 2, 5, options, save_dir)
    before = len(session.state.history)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen, handoffs=2)
            assert not screen.selected
            footer = footer_line(screen)
            assert "esc" not in footer
            said = capture_notes(app)
            await pilot.press("escape")
            await pilot.pause()
            assert said == [NOTHING_TO_CANCEL[game_id]]
            assert app.screen is screen and footer_line(screen) == footer
    asyncio.run(run())
    assert len(session.state.history) == before


def test_duel_esc_with_a_card_selected_still_unselects_quietly(save_dir):
    """Seed 3, the Discard Phase: card 1 selected, Esc empties the selection and says
    nothing (it did something you can see); a second Esc says there is nothing."""
    session = GameSession.new("herocard-duel", 2, 3, NAMES, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, DuelScreen)
            await pilot.press("1")
            await pilot.pause()
            assert screen.selected == [0]
            said = capture_notes(app)
            await pilot.press("escape")
            await pilot.pause()
            assert screen.selected == [] and said == []
            await pilot.press("escape")
            await pilot.pause()
            assert said == [NOTHING_TO_CANCEL["herocard-duel"]]
    asyncio.run(run())


# -- the hand-off screen -------------------------------------------------------------

def test_handoff_keys_but_enter_and_q_name_the_player_to_pass_to(save_dir):
    """Pack of Heroes, seed 3: the hand-off to Ana, then (after her team) to Bo on the
    same kept screen. x, a digit, space, Esc and Tab said nothing; each names who
    gets the keyboard and presses Enter. q still asks before quitting."""
    session = GameSession.new("pack-of-heroes", 2, 3, NAMES, save_dir)

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            handoff = app.screen
            assert isinstance(handoff, HandoffScreen)
            said = capture_notes(app)
            for key in ("x", "3", "space", "escape", "tab"):
                said.clear()
                await pilot.press(key)
                await pilot.pause()
                assert said == ["Pass the keyboard to Ana, who presses Enter."], key
                assert app.screen is handoff
            await pilot.press("enter")              # Ana's view: the team choice
            await pilot.pause()
            assert isinstance(app.screen, PackScreen)
            await pilot.press("enter")              # her team (the highlighted one)
            await pilot.pause()
            assert app.screen is handoff and session.state.current_player == 1
            said.clear()
            await pilot.press("x")
            await pilot.pause()
            assert said == ["Pass the keyboard to Bo, who presses Enter."]
            said.clear()
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen) and said == []
    asyncio.run(run())


# -- Pack of Heroes ----------------------------------------------------------------

def test_pack_cursor_keys_in_the_team_choice_say_where_to_choose(save_dir):
    """Seed 3, Ana chooses her team: no grid is on screen, so h j k l and the arrows
    moved an unseen cursor; they say to choose in the list, and move nothing."""
    session = GameSession.new("pack-of-heroes", 2, 3, NAMES, save_dir)
    assert session.state.phase == "teams"

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, PackScreen)
            cursor = screen.cursor
            said = capture_notes(app)
            for key in ("h", "j", "k", "l", "left", "right"):
                said.clear()
                await pilot.press(key)
                await pilot.pause()
                assert said == ["Choose a team in the list: Up/Down, then Enter."], key
            assert screen.cursor == cursor and session.state.phase == "teams"
    asyncio.run(run())


def test_pack_r_on_the_grid_after_the_game_over_dialog_plays_the_reverse_match(save_dir):
    """Seed 5, played to the end by the heuristic bots: Esc closes the game-over
    dialog (see the grid), where r said "The game is over." and nothing else. p says
    r plays the reverse match; r starts it (teams swapped, a new save)."""
    options = {"teams": ["elementeens", "guild-of-ghouls"], "weapons": "random", **NAMES}
    session = GameSession.new("pack-of-heroes", 2, 5, options, save_dir)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while not session.state.is_over():
        seat = session.state.current_player
        session.apply(bots[seat].choose(SeatWindow(session.state, seat)))

    async def run():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            await pilot.press("escape")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, PackScreen) and screen.session is session
            said = capture_notes(app)
            await pilot.press("p")
            await pilot.pause()
            assert said == ["The game is over: r plays the reverse match (teams swapped), "
                            "Enter goes on."]
            await pilot.press("r")
            await pilot.pause()
            screens = [s for s in app.screen_stack if isinstance(s, PackScreen)]
            assert len(screens) == 1 and screens[0].session is not session
            return screens[0].session
    new = asyncio.run(run())
    assert new.state.teams == ["guild-of-ghouls", "elementeens"] and not new.state.is_over()
    assert new.path != session.path
