"""No Time For Heroes' guided first game (issue 44), played by key presses at 80x24.

``herotable learn no-time-for-heroes`` deals engine/no_time_for_heroes/content/
lessons.toml's "first-game" (you, Lisavette, against Feldon, the easy AI; no
scenarios) and follows tui/games/no_time_for_heroes/lesson.toml. Each step that
can refuse something is tried first with an action it does not teach (its
answer, in the step's words, and nothing played), then done as taught; the
steps with nothing else legal are checked to refuse nothing. The lesson moves
on only when the engine reaches what the step waits for. An engine change that
breaks the lesson (the bid, Damage and loot, the Horde attack, the Market,
Evasion, the Recovery's Wound) fails here.
"""
from __future__ import annotations

import asyncio

import engine
from engine import state_hash
from engine.ai import make_bot
from engine.ai.base import SeatWindow
from tui.app import HerotableApp
from tui.games.no_time_for_heroes.screen import NoTimeScreen
from tui.lessons.runner import LessonRunner
from tui.lessons.tables import load_for, start_lesson
from tui.screens import ChooseScreen
from tui.session import GameSession

from lesson_driver import (ai_done, fresh_game_after_skipping, highlight, leave_asks_first,
                           line_text, shown)
from pilot_steps import capture_notes

SIZE = (80, 24)
SEED = 7
STEPS = 9
GAME = "no-time-for-heroes"


def refused(screen) -> list:
    """The legal actions of the learner the live step does not allow."""
    runner = screen.session.lesson
    return [a for a in screen.legal() if runner.refusal(runner.seat, a)]


async def wrong_answer(pilot, screen, notes: list[str], words: str, key: str = "enter") -> None:
    """Take, by keys, the refused action whose label holds ``words`` (highlighted, then
    ``key``); check it was answered in the step's words before any question, and
    that nothing was played."""
    runner = screen.session.lesson
    action = next(a for a in refused(screen) if words in a.label)
    before = state_hash(screen.session.state)
    if key == "enter":
        await highlight(pilot, screen, action.label)
    await pilot.press(key)
    await pilot.pause()
    expected = f"{action.label}: {runner.step.wrong}"
    assert expected in notes, (expected, notes[-3:])
    assert state_hash(screen.session.state) == before
    assert pilot.app.screen is screen          # no question was asked
    return expected


async def take(pilot, screen, words: str) -> None:
    """Highlight the action whose label holds ``words``, Enter, let the AI move."""
    await highlight(pilot, screen, words)
    await pilot.press("enter")
    await ai_done(pilot)


async def press(pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
    await ai_done(pilot)


async def start(pilot):
    await ai_done(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, NoTimeScreen)
    return screen


def ids(state, uids) -> list[str]:
    return [state.cards[u] for u in uids]


def test_the_first_game_start_to_finish_by_keys(save_dir):
    async def run():
        session = start_lesson(GAME, save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            screen = await start(pilot)
            runner, state = session.lesson, session.state
            me = state.players[0]
            assert runner.step.id == "bid" and state.phase == "bid"
            assert line_text(screen).startswith(f"Step 1 of {STEPS}: The Leader bid.")

            await wrong_answer(pilot, screen, notes, "Bid Brutal Attack (Damage 3)")
            await take(pilot, screen, "Bid Step Back + Sword Strike")
            assert state.leader == 0 and state.phase == "attack"
            assert runner.step.id == "battlefield"
            assert ids(state, me.deck[:2]) == ["sword-strike", "step-back"]   # under the deck

            await wrong_answer(pilot, screen, notes, "Sword Strike at Orc Runt")
            await take(pilot, screen, "Sword Strike at Orc Looter")
            assert state.enemy_wounds[state.battlefield[1]] == 1
            assert runner.step.id == "hosts"

            await wrong_answer(pilot, screen, notes, "Brutal Attack at Orc Brute")
            await take(pilot, screen, "Brutal Attack at Orc Looter")
            assert runner.step.id == "hosts" and me.coins == 2 and me.glory == 1
            await take(pilot, screen, "Double Slash at Orc Runt")
            assert ids(state, me.trophies) == ["orc-looter", "orc-runt"] and me.coins == 3
            assert runner.step.id == "horde"

            await wrong_answer(pilot, screen, notes, "Play Step Back")
            await press(pilot, "e", "y")
            assert state.phase == "market" and len(me.deck) == 2 and len(me.wear) == 11
            assert runner.step.id == "market"

            await wrong_answer(pilot, screen, notes, "End the Market phase", key="e")
            await press(pilot, "1", "enter")
            assert "elven-dagger" in ids(state, me.hand) and me.coins == 0
            assert runner.step.id == "glory"

            assert refused(screen) == []          # nothing but the end is legal
            await press(pilot, "e")               # Recovery; Feldon's whole turn
            assert runner.step.id == "evade" and state.active == 0 and state.turn == 3
            assert len(me.deck) == 1 and me.wounds == 0

            await wrong_answer(pilot, screen, notes, "Play Step Back")
            await press(pilot, "v", "y")
            assert not me.evasion
            await take(pilot, screen, "Discard")
            await take(pilot, screen, "Discard")
            await press(pilot, "e")               # stop discarding
            assert state.phase == "market" and runner.step.id == "fall"

            assert refused(screen) == []
            await press(pilot, "e")
            assert me.wounds == 1 and len(me.hand) == 4
            assert runner.step.id == "play-on" and runner.finished
            assert await shown(pilot, ChooseScreen)    # play on, or a fresh game
            assert app.screen.labels[0].startswith("Play on from here")
            await pilot.press("1")
            await ai_done(pilot)
            assert app.screen is screen
            assert not screen.query("LessonLine") and session.lesson is None  # the lesson is over
            assert all(runner.refusal(0, a) is None for a in screen.legal())  # a real game
            assert session.seats[1] == {"name": "Feldon", "kind": "ai", "bot": "easy"}
    asyncio.run(run())


def test_the_hand_over_can_start_a_fresh_game_against_the_easy_ai(save_dir):
    async def run():
        session = start_lesson(GAME, save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await start(pilot)
            fresh = await fresh_game_after_skipping(pilot, session, STEPS - 1)
            assert fresh.state.options["names"] == ["Learner", "Feldon"]
            assert fresh.state.options["scenarios"] is True and fresh.state.phase == "bid"
    asyncio.run(run())


def test_back_skip_and_leave(save_dir):
    async def run():
        session = start_lesson(GAME, save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            screen = await start(pilot)
            runner = session.lesson
            footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
            assert "Back" in footer and "Skip" in footer and "Leave" in footer
            await pilot.press("left_square_bracket")
            assert runner.live == 0 and "This is the first step." in notes
            await take(pilot, screen, "Bid Step Back + Sword Strike")
            assert runner.live == 1
            await pilot.press("left_square_bracket")   # look back at step 1
            assert runner.shown == 0 and runner.live == 1
            assert f"Step 1 of {STEPS}" in line_text(screen)
            assert "looking back" in line_text(screen)
            await pilot.press("right_square_bracket")
            assert runner.shown == 1 and f"Step 2 of {STEPS}" in line_text(screen)
            await pilot.press("right_square_bracket")  # skip the Battlefield step
            assert runner.live == 2 and runner.step.id == "hosts"
            await take(pilot, screen, "Brutal Attack at Orc Looter")
            state = session.state                      # no Sword Strike before: 3 of 4
            assert runner.step.id == "hosts" and state.enemy_wounds[state.battlefield[1]] == 3
            await leave_asks_first(pilot, screen)
    asyncio.run(run())


def test_a_lesson_saved_and_continued_finds_its_step_again(save_dir):
    async def run():
        session = start_lesson(GAME, save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            screen = await start(pilot)
            runner = session.lesson
            await take(pilot, screen, "Bid Step Back + Sword Strike")
            await take(pilot, screen, "Sword Strike at Orc Looter")
            await take(pilot, screen, "Brutal Attack at Orc Looter")
            await take(pilot, screen, "Double Slash at Orc Runt")
            await press(pilot, "e", "y")
            assert runner.step.id == "market"
            step, history = runner.step.id, list(session.state.history)
            path = session.path
            session.save()
            session.close()
        again = GameSession.load(path)
        assert again.state.history == history
        assert again.lesson is not None and again.lesson.step.id == step
        app = HerotableApp(again)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            assert f"Step 5 of {STEPS}: The Market." in line_text(app.screen)
            await press(pilot, "2", "enter")      # the Concentration Elixir
            assert "concentration-elixir" in ids(again.state, again.state.players[0].hand)
            assert again.lesson.step.id == "glory"
        again.close()
    asyncio.run(run())


def test_an_ordinary_game_shows_no_lesson_line_or_keys(save_dir):
    async def run():
        session = GameSession.new(GAME, 2, 3, {"names": ["Ana", "Bo"]}, save_dir,
                                  seats=[{"kind": "human"}, {"kind": "ai", "bot": "easy"}])
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            screen = await start(pilot)
            assert session.lesson is None and not screen.query("LessonLine")
            footer = " ".join(str(k.render()) for k in screen.query("FooterKey"))
            assert "Skip" not in footer and "Leave" not in footer and "Back" not in footer
            before = len(session.state.history)
            await pilot.press("x")
            await pilot.press("right_square_bracket")
            await pilot.pause()
            assert app.screen is screen and len(session.state.history) == before
    asyncio.run(run())


def test_first_step_snapshot(snap_compare, save_dir):
    session = start_lesson(GAME, save_dir, seed=SEED)
    app = HerotableApp(session)
    app.ai_pace = 0
    assert snap_compare(app, terminal_size=SIZE)


def test_what_the_learner_may_not_see_changes_no_step_answer_or_view():
    """At every decision of the learner through the whole lesson, copies of the game
    in which everything the learner cannot see is dealt again (Feldon's hand and
    deck, the learner's own deck order past what is known, the Horde, the Market
    deck) show the learner the same view and get the same lesson answer to every
    action: the runner reads only actions, event kinds and the phase."""
    script = load_for(GAME)
    game = engine.load_game(script.game)
    options = {"lesson": script.lesson, "names": list(script.names)}
    runner = LessonRunner(script)
    state = game.new_game(2, SEED, options)
    checked = 0
    for n in range(300):
        if state.is_over() or runner.finished:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if seat == script.seat:
            answers = [runner.refusal(seat, a) for a in legal]
            for seed in (1, 2, 3):
                copy = state.determinize(seat, seed)
                assert copy.view(seat) == state.view(seat)
                assert [runner.refusal(seat, a) for a in copy.legal_actions()] == answers
                checked += 1
            action = next(a for a, w in zip(legal, answers) if w is None)
        else:
            action = make_bot("easy", n).choose(SeatWindow(state, seat))
        events = state.apply(action)
        view = state.view(None)
        runner.saw([e.kind for e in events], view.get("phase"), state.current_player,
                   view.get("active"))
    assert runner.finished and checked >= 3 * 10
