"""Pilot tests of single features: palette, target choice, auto-pass, help, illegal picks."""
from __future__ import annotations

import asyncio

from textual.command import CommandList, CommandPalette

from tui.app import HerotableApp
from tui.screens import (ChooseScreen, GameScreen, HandoffScreen, HelpScreen, LoadScreen,
                         QuitScreen, TitleScreen)
from tui.session import GameSession

from pilot_steps import SIZE, past_handoff, reach
from tui_driver import choose


def _session(save_dir, players=2, seed=1):
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    return GameSession.new("herocard-duel", players, seed, {"names": names}, save_dir)


def test_palette_lists_every_legal_action_and_applies_one(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            legal = game.state.legal_actions()
            await pilot.press("ctrl+p")
            for _ in range(20):
                await pilot.pause(0.05)
                if isinstance(app.screen, CommandPalette) and \
                        app.screen.query_one(CommandList).option_count == len(legal):
                    break
            palette = app.screen
            assert isinstance(palette, CommandPalette)
            listing = palette.query_one(CommandList)
            shown = [str(listing.get_option_at_index(i).prompt)
                     for i in range(listing.option_count)]
            assert sorted(shown) == sorted(a.label for a in legal)
            await pilot.press(*[("space" if c == " " else c) for c in "Done discarding"])
            await pilot.pause(0.3)
            await pilot.press("down", "enter")
            await pilot.pause()
            assert game.session.state.history[-1].kind == "end_discard"
    asyncio.run(run())


def test_target_choice_with_three_players(save_dir):
    """With two opponents a Base Attack asks for its target in a small dialog."""
    def can_attack(state):
        return any(a.kind == "play" and a.arg("target") is not None and len(a.arg("cards")) == 1
                   for a in state.legal_actions())

    async def run():
        # the position is built by the engine; only the attack is pressed
        session = reach(_session(save_dir, players=3, seed=5), choose, can_attack, 300)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            assert isinstance(game, GameScreen) and can_attack(game.state)
            attack = next(a for a in game.state.legal_actions() if a.kind == "play"
                          and a.arg("target") is not None and len(a.arg("cards")) == 1)
            card = attack.arg("cards")[0]
            hand = [c["id"] for c in game.hand()]
            await pilot.press(str(hand.index(card) + 1), "enter")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, ChooseScreen)
            assert len(dialog.labels) == 2
            before = len(game.session.state.history)
            await pilot.press("2")
            await pilot.pause()
            applied = game.session.state.history[before]
            assert applied.kind == "play" and applied.arg("cards") == (card,)
            assert applied.label == dialog.labels[1]
    asyncio.run(run())


def test_discarding_several_and_refusing_plainly(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            seat = game.state.current_player
            hand = [c["id"] for c in game.hand()]
            await pilot.press("1", "3")
            assert "one by one" in str(game.query_one("#status").render())
            await pilot.press("enter")               # two discards, one after the other
            await pilot.pause()
            assert [(a.kind, a.arg("card")) for a in game.session.state.history] == [
                ("discard", hand[0]), ("discard", hand[2])]
            assert game.state.current_player == seat and game.selected == []
            await pilot.press("enter")               # highlighted: Done discarding
            await pilot.pause()
            assert game.session.state.history[-1].kind == "end_discard"
            before = len(game.session.state.history)
            await pilot.press("1", "enter")          # a hand card in the draw phase
            await pilot.pause()
            assert len(game.session.state.history) == before
            # issue 15: the engine's reason, not a generic "not legal now"
            assert str(game.query_one("#status").render()).startswith(
                "Cards are played in the Action Phase; now it is the Draw phase")
            await pilot.press("escape")
            assert game.selected == []
    asyncio.run(run())


def test_auto_pass_and_help_toggle(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            assert app.auto_pass is True
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert "Auto-pass ON: a pass that is your only move is made for you" in \
                str(app.screen.query_one("#autopass").render())
            await pilot.press("a")
            await pilot.pause()
            assert app.auto_pass is False
            assert "Auto-pass OFF: a pass that is your only move waits for you" in \
                str(app.screen.query_one("#autopass").render())
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            await pilot.press("a")
            assert app.auto_pass is True
    asyncio.run(run())


def test_no_auto_pass_means_pressing_space(save_dir):
    """With auto-pass off, a seat whose only action is pass gets the keyboard."""
    async def run():
        def only_pass(state):
            return [a.kind for a in state.legal_actions()] == ["pass"]
        session = reach(_session(save_dir, seed=3), choose, only_pass, 120)
        app = HerotableApp(session, auto_pass=False)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            assert isinstance(game, GameScreen)
            assert [a.kind for a in game.state.legal_actions()] == ["pass"]
            before = len(game.session.state.history)
            await pilot.press("space")
            await pilot.pause()
            assert game.session.state.history[before].kind == "pass"
    asyncio.run(run())


def test_quit_asks_first(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
    asyncio.run(run())


def test_hand_shows_only_the_deciding_seat(save_dir):
    async def run():
        session = _session(save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            seat = game.state.current_player
            other = 1 - seat
            hand_text = str(game.query_one("#hand").render())
            mine = [c["name"] for c in game.state.view(seat)["players"][seat]["hand"]]
            theirs = [c["name"] for c in game.state.view(other)["players"][other]["hand"]]
            assert all(name[:17] in hand_text for name in mine)
            assert not any(name[:17] in hand_text for name in theirs if name not in mine)
    asyncio.run(run())


def test_load_screen_lists_and_loads(save_dir, tmp_path):
    session = _session(save_dir, seed=2)
    session.apply(session.state.legal_actions()[-1])
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            listing = app.screen.query_one("#save-list")
            assert listing.option_count == 1
            assert "Ana, Bo" in str(listing.get_option_at_index(0).prompt)
            await pilot.press("tab")            # to the path field: a bad path
            await pilot.press(*"nope", "enter")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            assert "nope" in str(app.screen.query_one("#load-error").render())
            await pilot.press("shift+tab", "enter")
            game = await past_handoff(pilot)
            assert game.session.path == session.path
            assert len(game.session.state.history) == 1
    asyncio.run(run())


def test_quit_from_the_handoff_screen_goes_to_title(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            await pilot.press("t")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("c")                  # Continue: the same game again
            await app.workers.wait_for_complete()   # the save is read in a worker
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
    asyncio.run(run())


def test_mouse_clicks_work_too(save_dir):
    async def run():
        app = HerotableApp(_session(save_dir))
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            await pilot.click("#hand", offset=(5, 1))     # first card line (under the rule)
            assert game.selected == [0]
            await pilot.click("#hand", offset=(5, 1))
            assert game.selected == []
            await pilot.click("#actions", offset=(3, 1))  # "Done discarding"
            await pilot.pause()
            assert game.session.state.history[-1].kind == "end_discard"
    asyncio.run(run())


def test_a_digit_past_the_hand_says_so(save_dir):
    """A digit with no card of that number is refused with a message as well as the
    bell (which most terminals, and tmux, do not show), in the duel and in Hero Realms;
    the selection stays empty."""
    from pilot_steps import capture_notes

    async def run(game_id):
        session = GameSession.new(game_id, 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot)
            said = capture_notes(app)
            held = len(game.hand())
            assert 0 < held < 9
            await pilot.press("9")
            await pilot.pause()
            assert said == [f"No card 9: the hand holds {held} cards."]
            assert game.selected == []
    asyncio.run(run("herocard-duel"))


def test_a_digit_past_the_market_says_so(save_dir):
    """Hero Realms: 1-5 acquire Market cards; 6-9 say so instead of doing nothing."""
    from pilot_steps import capture_notes

    async def run():
        session = GameSession.new("hero-realms", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            said = capture_notes(app)
            before = len(session.state.history)
            await pilot.press("9")
            await pilot.pause()
            assert said == ["No Market card 9: 1-5 acquire the Market's five cards, "
                            "g a Fire Gem."]
            assert len(session.state.history) == before
    asyncio.run(run())
