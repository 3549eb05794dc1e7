"""Pack of Heroes' guided first game (issue 44), played by key presses at 80x24.

``herotable learn pack-of-heroes`` deals engine/pack_of_heroes/content/lessons.toml's
"first-game" (you, the Galactanauts, against the Liberty Legends, the easy AI, eight
turns in, Rival's whole team in play) and follows tui/games/pack_of_heroes/lesson.toml.
Each step is tried first with an action it does not teach (its answer, in the step's
words, and nothing played), then done as taught; the lesson moves on only when the
engine reaches what the step waits for. An engine change that breaks the lesson (the
stacked deal, moving, bringing and arrival powers, Defend, a power's cost, fainting)
fails here.
"""
from __future__ import annotations

import asyncio

from engine import state_hash
from tui.app import HerotableApp
from tui.games.pack_of_heroes.screen import PackScreen
from tui.games.pack_of_heroes.status import PackStatus
from tui.lessons.tables import start_lesson
from tui.screens import ChooseScreen
from tui.session import GameSession

from lesson_driver import (ai_done, fresh_game_after_skipping, leave_asks_first, line_text,
                           shown, take, wrong_answer)
from pilot_steps import capture_notes

SIZE = (80, 24)
SEED = 7
STEPS = 7


async def start(pilot):
    await ai_done(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, PackScreen)
    return screen


def hero(state, hid: str):
    return next(h for h in state.heroes if h.id == hid)


def test_the_first_game_start_to_finish_by_keys(save_dir):
    async def run():
        session = start_lesson("pack-of-heroes", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            screen = await start(pilot)
            runner, state = session.lesson, session.state
            assert state.teams == ["galactanauts", "liberty-legends"]
            assert runner.step.id == "move" and state.turn == 9
            assert line_text(screen).startswith(f"Step 1 of {STEPS}: The grid and moving.")

            await wrong_answer(pilot, screen, notes, "Move Nova to")
            await take(pilot, screen, "Move Comet to b2")
            assert hero(state, "comet").space == 4
            assert runner.step.id == "bring"

            await wrong_answer(pilot, screen, notes, "Bring Star Mother to a2")
            await take(pilot, screen, "Bring Astro to a3")
            assert hero(state, "astro").space == 2
            assert state.hands[0] == ["blue", "green"]     # Power Share drew the green
            assert runner.step.id == "draw"

            await wrong_answer(pilot, screen, notes, "Do not draw")
            await take(pilot, screen, "Draw a power card")
            assert runner.step.id == "defend"
            # Rival (the easy AI, reds only) attacked: the learner is asked to defend
            assert state.pending and state.pending["kind"] == "defend"
            assert state.current_player == 0 and state.turn == 10
            # the lesson's shorter status panel gives its rows to the question asked
            asked = state.view(0)["pending"]["text"]
            status = screen.query_one(PackStatus)
            rows = [status.render_line(y).text for y in range(status.size.height)]
            said = " ".join(" ".join(rows).split())
            assert asked.split()[0] in said and asked.split()[-1] in said, (asked, rows)

            await wrong_answer(pilot, screen, notes, "Take the attack")
            await take(pilot, screen, "Defend ")
            assert [a.kind for a in state.history].count("defend") == 1
            assert runner.step.id == "power" and state.turn == 11
            assert state.current_player == 0 and len(state.hands[0]) == 2

            # the digit of Comet's second power, the cursor on Comet (b2)
            screen.cursor = 4
            await pilot.press("2")
            await pilot.pause()
            assert await shown(pilot, ChooseScreen)   # which target?
            labels = app.screen.labels
            wrong = next(n for n, label in enumerate(labels) if "Captain Columbia" in label)
            before = state_hash(state)
            await pilot.press(str(wrong + 1))
            await pilot.pause()
            assert any(runner.step.wrong in note for note in notes)
            assert state_hash(state) == before
            await pilot.press("2")
            await pilot.pause()
            right = next(n for n, label in enumerate(app.screen.labels) if "Eagle Kid" in label)
            await pilot.press(str(right + 1))
            await ai_done(pilot)
            kid = hero(state, "eagle-kid")
            assert kid.wounds == 3 and kid.stunned         # fainted: half its health
            assert runner.step.id == "faint"

            await wrong_answer(pilot, screen, notes, "Do not draw")
            await take(pilot, screen, "Draw a power card")
            while not runner.finished:                      # Rival's turn: defend if asked
                assert state.pending and state.pending["kind"] == "defend"
                await take(pilot, screen, "Defend " if any(
                    a.kind == "defend" for a in screen.legal()) else "Take the attack")
            assert state.turn == 13 and state.current_player == 0
            assert not kid.stunned                           # un-stunned after its turn
            assert runner.step.id == "play-on" and runner.finished
            assert await shown(pilot, ChooseScreen)    # play on, or a fresh game
            assert app.screen.labels[0].startswith("Play on from here")
            await pilot.press("1")
            await ai_done(pilot)
            assert app.screen is screen
            assert not screen.query("LessonLine") and session.lesson is None  # the lesson is over
            assert all(runner.refusal(0, a) is None for a in screen.legal())  # a real game
            assert session.seats[1] == {"name": "Rival", "kind": "ai", "bot": "easy"}
    asyncio.run(run())


def test_the_hand_over_can_start_a_fresh_game_against_the_easy_ai(save_dir):
    async def run():
        session = start_lesson("pack-of-heroes", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await start(pilot)
            fresh = await fresh_game_after_skipping(pilot, session, STEPS - 1)
            assert fresh.state.options["names"] == ["Learner", "Rival"]
            assert fresh.state.phase == "teams"      # set teams, chosen at the table
            assert fresh.state.current_player == 0 and fresh.state.turn == 0
    asyncio.run(run())


def test_back_skip_and_leave(save_dir):
    async def run():
        session = start_lesson("pack-of-heroes", save_dir, seed=SEED)
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
            await take(pilot, screen, "Move Comet to b2")
            assert runner.live == 1
            await pilot.press("left_square_bracket")   # look back at step 1
            assert runner.shown == 0 and runner.live == 1
            assert f"Step 1 of {STEPS}" in line_text(screen)
            assert "looking back" in line_text(screen)
            await pilot.press("right_square_bracket")
            assert runner.shown == 1 and f"Step 2 of {STEPS}" in line_text(screen)
            await pilot.press("right_square_bracket")  # skip bringing Astro
            assert runner.live == 2 and runner.step.id == "draw"
            assert session.state.step == "main"         # the game did not move
            await leave_asks_first(pilot, screen)
    asyncio.run(run())


def test_a_lesson_saved_and_continued_finds_its_step_again(save_dir):
    async def run():
        session = start_lesson("pack-of-heroes", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            screen = await start(pilot)
            runner = session.lesson
            await take(pilot, screen, "Move Comet to b2")
            await take(pilot, screen, "Bring Astro to a3")
            assert runner.step.id == "draw"
            step, history = runner.step.id, list(session.state.history)
            path = session.path
            session.save()
            session.close()
        again = GameSession.load(path)
        assert again.state.history == history
        assert again.lesson is not None and again.lesson.step.id == step
        assert again.state.hands[0] == ["blue", "green"]
        app = HerotableApp(again)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            assert f"Step 3 of {STEPS}: Drawing power." in line_text(app.screen)
            await take(pilot, app.screen, "Draw a power card")
            assert again.lesson.step.id == "defend"
        again.close()
    asyncio.run(run())


def test_first_step_snapshot(snap_compare, save_dir):
    session = start_lesson("pack-of-heroes", save_dir, seed=SEED)
    app = HerotableApp(session)
    app.ai_pace = 0
    assert snap_compare(app, terminal_size=SIZE)


def test_lesson_words_answers_and_view_do_not_change_when_hidden_cards_are_dealt_again():
    """At every learner decision of the lesson played through (the learner takes what
    each step allows, Rival is the easy AI), copies in which Rival's hand and both
    draw piles are dealt again (``determinize``) give the learner the same view, the
    same legal actions and the same answer to each: the runner reads only the
    actions, the kinds of events and the phase."""
    import engine
    from engine.ai import make_bot
    from engine.ai.base import SeatWindow
    from tui.lessons.runner import LessonRunner
    from tui.lessons.tables import load_for

    script = load_for("pack-of-heroes")
    game = engine.load_game(script.game)
    for deal in (SEED, 11):
        runner = LessonRunner(script)
        state = game.new_game(2, deal, {"lesson": script.lesson, "names": list(script.names)})
        checked = 0
        for n in range(200):
            if state.is_over() or runner.finished:
                break
            seat = state.current_player
            legal = state.legal_actions()
            if seat == script.seat:
                answers = [runner.refusal(seat, a) for a in legal]
                for seed in (1, 2, 3):
                    copy = state.determinize(seat, seed)
                    assert copy.view(seat) == state.view(seat)
                    assert [a.label for a in copy.legal_actions()] == [a.label for a in legal]
                    assert [runner.refusal(seat, a) for a in copy.legal_actions()] == answers
                checked += 1
                action = next(a for a, w in zip(legal, answers) if w is None)
            else:
                action = make_bot("easy", n).choose(SeatWindow(state, seat))
            events = state.apply(action)
            runner.saw([e.kind for e in events], state.view(None).get("phase"),
                       state.current_player)
        assert runner.finished and checked >= 5


def test_the_defend_step_ends_with_rivals_turn_when_he_attacks_nobody():
    """The easy AI decides freely: a Rival who only ends his turn leaves the Defend
    step at the learner's next turn, on to the power step (never stuck)."""
    import engine
    from tui.lessons.runner import LessonRunner
    from tui.lessons.tables import load_for

    script = load_for("pack-of-heroes")
    runner = LessonRunner(script)
    state = engine.load_game(script.game).new_game(
        2, SEED, {"lesson": script.lesson, "names": list(script.names)})
    for words in ("Move Comet to b2", "Bring Astro to a3", "Draw a power card",
                  "End actions", "Draw a power card"):
        action = next(a for a in state.legal_actions() if a.label.startswith(words))
        assert state.current_player != runner.seat or runner.refusal(runner.seat, action) is None
        events = state.apply(action)
        runner.saw([e.kind for e in events], state.view(None).get("phase"),
                   state.current_player)
    assert state.turn == 11 and state.current_player == 0
    assert "defend" not in [a.kind for a in state.history]
    assert runner.step.id == "power"
