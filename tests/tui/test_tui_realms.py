"""Pilot tests of the Hero Realms screen: a whole game by keys, the market keys and their
refusals, play all, the attack dialog, ending the turn, hand-offs, the palette."""
from __future__ import annotations

import asyncio

from textual.command import CommandList, CommandPalette

import engine
import saves

from tui.app import HerotableApp
from tui.games.hero_realms.attack import AttackScreen
from tui.games.hero_realms.screen import RealmScreen
from tui.screens import ConfirmScreen, GameOverScreen, HandoffScreen, NewGameScreen, TitleScreen
from tui.session import GameSession
from tui.games.hero_realms.hand_list import HandList
from tui.games.hero_realms.market import MarketPanel
from tui.widgets import ActionList

from pilot_steps import SIZE, capture_notes, past_handoff, reach
from realm_driver import choose, play


def _app(save_dir, seed=4, players=2):
    names = ["Ana", "Bo", "Cy", "Di"][:players]
    return HerotableApp(GameSession.new("hero-realms", players, seed, {"names": names},
                                        save_dir))


async def _new_realms_game(pilot, seed: int) -> None:
    """Title -> New game -> game: Hero Realms -> seed -> Enter."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, TitleScreen)
    await pilot.press("n")
    await pilot.pause()
    form = pilot.app.screen
    assert isinstance(form, NewGameScreen)
    # the form opens on the Game field (issue 15)
    for _ in range(len(engine.GAMES)):
        if form.query_one("#game").value == "hero-realms":
            break
        await pilot.press("right")
        await pilot.pause()
    assert form.query_one("#game").value == "hero-realms"
    for _ in range(8):
        if getattr(pilot.app.focused, "id", None) == "seed":
            break
        await pilot.press("tab")
    await pilot.press(*str(seed), "enter")
    await pilot.pause()


def test_two_player_game_to_a_winner_by_keys(save_dir):
    """New game from the title screen, then p / 1-5 / g / a / e / Enter until someone wins."""
    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await _new_realms_game(pilot, seed=2)
            await play(pilot, 400)
            screen = app.screen_stack[1]
            assert isinstance(screen, RealmScreen)
            state = screen.session.state
            assert state.is_over() and len(state.winners()) == 1
            assert isinstance(app.screen, GameOverScreen)
            winner = screen.session.seat_name(state.winners()[0])
            assert winner in app.screen.headline
            assert any(line.endswith(": out") for line in app.screen.details)
            kinds = {a.kind for a in state.history}
            assert {"play", "acquire", "attack_player", "end_turn"} <= kinds
            saved = saves.read(screen.session.path)
            assert engine.state_hash(saved.state) == engine.state_hash(state)
    asyncio.run(run())


def test_market_keys_acquire_or_say_why_not(save_dir):
    async def run():
        app = _app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            said = capture_notes(app)
            market = game.state.view(0)["market"]
            await pilot.press("1")                  # Scroll of Authority, 6 gold: 0 gold
            assert said[-1] == f"{market[0]['name']} costs {market[0]['cost']} Gold; you have 0."
            await pilot.press("g")
            assert said[-1] == "Fire Gem costs 2 Gold; you have 0."
            await pilot.press("a")
            assert said[-1] == "You have no Combat to attack with."
            await pilot.press("p")                  # Dagger, Gold, Gold: 2 gold, 1 combat
            await pilot.pause()
            assert game.state.view(0)["players"][0]["hand"] == []
            assert game.state.view(0)["pools"]["gold"] == 2
            await pilot.press("p")
            assert said[-1] == "There are no cards in your hand to play."
            cheap = next(i for i, c in enumerate(market) if c["cost"] <= 2)
            await pilot.press(str(cheap + 1))
            await pilot.pause()
            assert game.session.state.history[-1] == engine.Action.make("acquire", slot=cheap)
            assert game.state.view(0)["players"][0]["discard"][0]["name"] == \
                market[cheap]["name"]
    asyncio.run(run())


def test_attack_dialog_target_and_amount(save_dir):
    def can_attack(state):
        return state.view(None)["pools"]["combat"] >= 3 and \
            any(a.kind == "attack_player" for a in state.legal_actions())

    async def run():
        app = _app(save_dir, seed=5)
        reach(app.initial_session, choose, can_attack, 200)     # the engine builds the position
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            combat = game.state.view(None)["pools"]["combat"]
            await pilot.press("a")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, AttackScreen)
            assert dialog.amount == dialog.targets[0].most
            await pilot.press("left")
            assert dialog.amount == dialog.targets[0].most - 1
            await pilot.press("escape")             # cancel: nothing happens
            await pilot.pause()
            before = len(game.session.state.history)
            assert app.screen is game and len(game.session.state.history) == before
            await pilot.press("a")
            await pilot.pause()
            await pilot.press("2", "enter")
            await pilot.pause()
            attack = game.session.state.history[-1]
            assert attack.kind == "attack_player" and attack.arg("amount") == 2
            assert game.state.view(None)["pools"]["combat"] == combat - 2
    asyncio.run(run())


def test_end_turn_asks_when_something_would_be_wasted(save_dir):
    async def run():
        app = _app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            await pilot.press("e")                  # three cards still in hand
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert "3 cards in your hand" in "\n".join(app.screen.lines)
            await pilot.press("n")
            await pilot.pause()
            assert app.screen is game and game.session.state.history == []
            await pilot.press("e", "y")
            await pilot.pause()
            assert [a.kind for a in game.session.state.history] == ["end_turn"]
            assert isinstance(app.screen, HandoffScreen)
            assert "Bo" in app.screen.player_name
    asyncio.run(run())


def test_enter_plays_the_highlighted_hand_card_and_tab_switches_lists(save_dir):
    async def run():
        app = _app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            hand = game.query_one(HandList)
            assert app.focused is hand and hand.ids == ["dagger", "gold"]
            assert "Dagger" in str(game.query_one("#realm-detail").render())
            await pilot.press("down", "enter")
            await pilot.pause()
            assert game.session.state.history[-1] == engine.Action.make("play", card="gold")
            await pilot.press("tab")
            assert app.focused is game.query_one(ActionList)
            await pilot.press("tab")
            assert app.focused is game.query_one(MarketPanel)
            await pilot.press("down")
            detail = str(game.query_one("#realm-detail").render())
            assert game.state.view(0)["market"][1]["name"] in detail
            await pilot.press("tab")
            assert app.focused is hand
    asyncio.run(run())


def test_forced_discard_hands_the_keyboard_to_the_discarding_player(save_dir):
    """Pass-and-play: an opponent's discard mid-turn gets its own hand-off, and back."""
    def discarding(state):
        pending = state.view(None)["pending"]
        return pending is not None and pending["kind"] == "discard"

    async def run():
        app = _app(save_dir, seed=12)
        reach(app.initial_session, choose, discarding, 300)     # the engine builds the position
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            assert isinstance(game, RealmScreen) and discarding(game.state)
            seat, active = game.state.current_player, game.state.view(None)["active"]
            assert seat != active and game.shown_seat == seat
            mine = [c["id"] for c in game.state.view(seat)["players"][seat]["hand"]]
            hand = game.query_one(HandList)
            assert set(hand.ids) == set(mine)
            assert app.focused is game.query_one(ActionList)
            assert all(a.kind == "discard" for a in game.query_one(ActionList).actions)
            await pilot.press("tab", "tab")         # market, then the hand: Enter discards
            assert app.focused is hand
            card = hand.highlighted_id
            await pilot.press("enter")
            await pilot.pause()
            assert game.session.state.history[-1] == engine.Action.make("discard", card=card)
            assert isinstance(app.screen, HandoffScreen)
            assert app.screen.player_name == game.session.seat_name(active)
            await pilot.press("enter")
            await pilot.pause()
            assert game.shown_seat == active
    asyncio.run(run())


def test_palette_lists_every_legal_action_with_every_attack_amount(save_dir):
    def attacking(state):
        return state.view(None)["pools"]["combat"] >= 2 and \
            any(a.kind == "attack_player" for a in state.legal_actions())

    async def run():
        app = _app(save_dir, seed=5)
        reach(app.initial_session, choose, attacking, 200)      # the engine builds the position
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            legal = game.state.legal_actions()
            await pilot.press("ctrl+p")
            for _ in range(20):
                await pilot.pause(0.05)
                if isinstance(app.screen, CommandPalette) and \
                        app.screen.query_one(CommandList).option_count == len(legal):
                    break
            listing = app.screen.query_one(CommandList)
            shown = sorted(str(listing.get_option_at_index(i).prompt)
                           for i in range(listing.option_count))
            # each action under the Actions list's words (issue 41), the others by label
            actions = game.query_one(ActionList)
            words = dict(zip(actions.actions, actions.labels))
            assert shown == sorted(words.get(a, a.label) for a in legal)
            assert "Attack Bo: up to 2 (Health 50)" in shown
            assert sum(a.kind == "attack_player" for a in legal) >= 2
    asyncio.run(run())


def test_mouse_clicks_play_and_acquire(save_dir):
    async def run():
        app = _app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            game = await past_handoff(pilot, RealmScreen)
            await pilot.click("#realm-hand", offset=(5, 2))     # row 2 (under the rule): Gold
            await pilot.pause()
            assert game.session.state.history[-1] == engine.Action.make("play", card="gold")
            await pilot.click("#realm-hand", offset=(5, 2))     # Gold again (now row 2)
            await pilot.pause()
            assert game.state.view(0)["pools"]["gold"] == 2
            market = game.state.view(0)["market"]
            cheap = next(i for i, c in enumerate(market) if c["cost"] <= 2)
            await pilot.click("#market", offset=(5, cheap + 1))
            await pilot.pause()
            assert game.session.state.history[-1] == engine.Action.make("acquire", slot=cheap)
    asyncio.run(run())
