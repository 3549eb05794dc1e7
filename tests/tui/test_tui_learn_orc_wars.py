"""The guided first game of Orc Wars (issue 44), played by key presses at 80x24.

``herotable learn orc-wars`` deals engine/orc_wars/content/lessons.toml's
"first-prisoner" (the learner's Paladin against the easy-AI Orc in a stacked
Prisoner) and follows tui/games/orc_wars/lesson.toml. Each step is tried first
with an action it does not teach (its answer, in the step's words, and nothing
played), then done as taught; the lesson moves on only when the engine reaches
what the step waits for. A change of the engine that breaks the lesson (the
map, the stacked position, the Paladin's cards) fails here.
"""
from __future__ import annotations

import asyncio

import engine
from engine import state_hash
from engine.ai import make_bot
from engine.ai.base import SeatWindow
from tui.app import HerotableApp
from tui.choices import named_cards
from tui.games.orc_wars.hexmap import HexMap
from tui.lessons.runner import LessonRunner
from tui.lessons.tables import load_for, start_lesson
from tui.screens import ChooseScreen, ConfirmScreen, GameScreen, TitleScreen
from tui.session import GameSession
from tui.widgets import ActionList

from lesson_driver import (ai_done, fresh_game_after_skipping, highlight, leave_asks_first,
                           line_text, press_card, shown)
from pilot_steps import capture_notes

SIZE = (80, 24)
SEED = 7
GAME = "orc-wars"
# kinds whose Enter opens a question first (leave the map, end the turn, refresh)
ASKING = ("escape", "end_turn", "refresh")


async def wrong_answer(pilot, screen, notes: list[str]) -> str:
    """Take, by keys, a legal action the step does not teach; check it was answered
    in the step's words and that nothing was played. Returns the answer."""
    runner = screen.session.lesson
    refused = [a for a in screen.legal() if runner.refusal(runner.seat, a)]
    assert refused, f"step {runner.step.id}: every legal action is allowed"
    listed = screen.query_one(ActionList).actions
    quiet = [a for a in refused if a.kind not in ASKING]
    in_list = [a for a in quiet if a in listed]
    before = state_hash(screen.session.state)
    if in_list:
        action = in_list[0]
        await highlight(pilot, screen, action.label)
        await pilot.press("enter")
    elif quiet:                      # a hand card's action: its cards' digits, Enter
        action = quiet[0]
        for card in named_cards(action):
            await press_card(pilot, screen, card)
        await pilot.press("enter")
        if screen.targeting:         # aimed on the map: Enter on the marked figure
            await pilot.press("enter")
    else:                            # only questions left: ask, then say yes
        action = refused[0]
        await highlight(pilot, screen, action.label)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, (ConfirmScreen, ChooseScreen))
        await pilot.press("y" if isinstance(pilot.app.screen, ConfirmScreen) else "2")
    await pilot.pause()
    expected = f"{action.label}: {runner.step.wrong}"
    assert expected in notes, (expected, notes[-3:])
    assert state_hash(screen.session.state) == before
    screen.action_clear_selection()
    return expected


def map_title(screen) -> str:
    return str(screen.query_one(HexMap).border_title)


async def answer_the_orc(pilot, screen) -> None:
    """While it is not yet the learner's action phase: pass in a fight (space),
    finish discarding and clearing (e), draw (Enter); then let the AI move."""
    state = screen.session.state
    if state.sequence is not None or "pass" in {a.kind for a in screen.legal()}:
        await pilot.press("space")
    elif state.phase == "draw":
        await highlight(pilot, screen, "Draw ")
        await pilot.press("enter")
    else:
        await pilot.press("e")
    await ai_done(pilot)


async def until_own_action_phase(pilot, screen, step_id: str) -> None:
    runner = screen.session.lesson
    for _ in range(40):
        if runner.step.id != step_id or screen.session.state.is_over():
            return
        await answer_the_orc(pilot, screen)
    raise AssertionError(f"step {step_id} never ended")


async def end_turn(pilot) -> None:
    await pilot.press("e")
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):   # cards could still be played
        await pilot.press("y")
    await ai_done(pilot)


def new_app(save_dir, seed=SEED):
    session = start_lesson(GAME, save_dir, seed=seed)
    app = HerotableApp(session)
    app.ai_pace = 0
    return session, app


def test_the_prisoner_lesson_start_to_finish_by_keys(save_dir):
    async def run():
        session, app = new_app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            assert isinstance(screen, GameScreen) and runner.step.id == "map"
            assert line_text(screen).startswith("Step 1 of 9: The map and the cursor.")
            assert session.seats[0] == {"name": "Orc", "kind": "ai", "bot": "easy"}

            await wrong_answer(pilot, screen, notes)
            await pilot.press("e")                       # Done discarding
            assert runner.step.id == "move" and "Step 2 of 9" in line_text(screen)
            assert session.state.phase == "action"

            await wrong_answer(pilot, screen, notes)
            screen.query_one(HexMap).focus()
            await pilot.press("up", "up")
            assert map_title(screen).startswith("Map (5,10)") or "(5,10)" in map_title(screen)
            await pilot.press("enter")
            elf = session.state.elf_figure(1)
            assert elf.hex == engine.hexgrid.from_offset(5, 10)
            assert runner.step.id == "attack"

            await wrong_answer(pilot, screen, notes)
            await press_card(pilot, screen, "longsword-strike")
            await press_card(pilot, screen, "follow-through")
            await pilot.press("enter")
            assert screen.targeting                     # two Orcs next to the Elf
            await pilot.press("enter")
            await ai_done(pilot)
            for _ in range(10):
                if runner.step.id != "attack":
                    break
                await pilot.press("space")
                await ai_done(pilot)
            assert runner.step.id == "end-turn"
            kinds = [getattr(e, "kind", None) for e in session.log]
            assert "attack_blocked" in kinds or "attack_succeeds" in kinds

            await wrong_answer(pilot, screen, notes)
            await end_turn(pilot)
            assert runner.step.id == "squads"

            await answer_the_orc(pilot, screen)
            await wrong_answer(pilot, screen, notes)   # at the learner's next decision
            await until_own_action_phase(pilot, screen, "squads")
            assert runner.step.id == "tokens"
            state = session.state
            assert state.active == 1 and state.phase == "action"

            await wrong_answer(pilot, screen, notes)
            await highlight(pilot, screen, "Move Learner (Paladin) to")
            await pilot.press("enter")
            await ai_done(pilot)
            assert runner.step.id == "trick"

            await wrong_answer(pilot, screen, notes)
            await end_turn(pilot)
            assert runner.step.id == "goal"

            await answer_the_orc(pilot, screen)
            await wrong_answer(pilot, screen, notes)
            await until_own_action_phase(pilot, screen, "goal")
            assert runner.step.id == "play-on" and runner.finished
            await pilot.pause()
            assert await shown(pilot, ChooseScreen)   # play on, or a fresh game
            assert app.screen.labels[0].startswith("Play on from here")
            await pilot.press("1")
            await ai_done(pilot)
            assert app.screen is screen
            assert not screen.query("LessonLine") and session.lesson is None  # the lesson is over
            assert runner.refusal(1, screen.legal()[0]) is None    # a real game now
    asyncio.run(run())


def test_the_hand_over_can_start_a_fresh_prisoner(save_dir):
    async def run():
        session, app = new_app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            fresh = await fresh_game_after_skipping(pilot, session, 8)
            assert fresh.game_id == GAME
            assert fresh.state.options["scenario"] == "the-prisoner"
    asyncio.run(run())


def test_back_skip_and_leave(save_dir):
    async def run():
        session, app = new_app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            await pilot.press("left_square_bracket")
            assert runner.live == 0 and "This is the first step." in notes
            await pilot.press("e")                    # Done discarding: step 2
            assert runner.live == 1
            await pilot.press("left_square_bracket")  # look back at step 1
            assert runner.shown == 0 and runner.live == 1
            assert "Step 1 of 9" in line_text(screen) and "looking back" in line_text(screen)
            await pilot.press("right_square_bracket")
            assert runner.shown == 1 and "Step 2 of 9" in line_text(screen)
            await pilot.press("right_square_bracket")   # skip the move
            assert runner.live == 2 and runner.step.id == "attack"
            await leave_asks_first(pilot, screen)
    asyncio.run(run())


def test_a_saved_lesson_continues_at_its_step(save_dir):
    async def run():
        session, app = new_app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            screen = app.screen
            runner = session.lesson
            await pilot.press("e")
            screen.query_one(HexMap).focus()
            await pilot.press("up", "up", "enter")
            assert runner.step.id == "attack"
            await pilot.press("right_square_bracket")   # skip the attack
            await end_turn(pilot)
            await ai_done(pilot)
            step, history = runner.step.id, list(session.state.history)
            assert step == "squads"
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
            assert "Step 5 of 9: Squads and clans." in line_text(app.screen)
        again.close()
    asyncio.run(run())


def test_the_steps_and_answers_do_not_change_when_the_orc_secrets_are_dealt_again():
    """At every decision of the learner in a lesson played through (the easy AI
    for the Orc), copies in which what the Elf cannot see is dealt again (the
    token numbers, the Orc's hand and tricks, the treasures) show the Elf the
    same view and get the same answer to every action."""
    script = load_for(GAME)
    runner = LessonRunner(script)
    state = engine.load_game(GAME).new_game(2, 11, {"lesson": script.lesson,
                                                    "names": list(script.names)})
    checked = 0
    for n in range(300):
        if state.is_over() or runner.finished:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if seat == script.seat:
            answers = [runner.refusal(seat, a) for a in legal]
            view = state.view(seat)
            for seed in (1, 2, 3):
                copy = state.determinize(seat, seed)
                assert copy.view(seat) == view
                assert [runner.refusal(seat, a) for a in copy.legal_actions()] == answers
                checked += 1
            allowed = [a for a, w in zip(legal, answers) if w is None]
            action = allowed[0] if allowed else legal[0]
        else:
            action = make_bot("easy", n).choose(SeatWindow(state, seat))
        events = state.apply(action)
        view = state.view(None)
        runner.saw([e.kind for e in events], view.get("phase"), state.current_player,
                   view.get("active"))
    assert runner.finished and checked >= 8


def test_first_step_snapshot(snap_compare, save_dir):
    session, app = new_app(save_dir)
    assert snap_compare(app, terminal_size=SIZE)


def test_the_title_screen_learn_offers_orc_wars(save_dir, monkeypatch):
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(save_dir))

    async def run():
        app = HerotableApp()
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("e")                  # Learn a game
            await pilot.pause()
            assert await shown(pilot, ChooseScreen)
            labels = app.screen.labels
            title = engine.game_title(GAME)
            assert title in labels
            await pilot.press(str(labels.index(title) + 1))
            await ai_done(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.session.game_id == GAME
            assert line_text(screen).startswith("Step 1 of 9: The map and the cursor.")
            screen.session.close()
    asyncio.run(run())


def test_a_step_waiting_for_the_own_turn_is_not_reached_while_answering_the_orc():
    """until.own_turn: the learner decides in the Orc's action phase (a block) but
    the squads step goes on only in the learner's own action phase."""
    runner = LessonRunner(load_for(GAME))
    while runner.step.id != "squads":
        assert runner.skip()
    assert runner.step.own_turn and runner.step.decides
    assert not runner.saw(["card_played"], "action", 1, active=0)   # attacked: answering
    assert runner.step.id == "squads"
    assert not runner.saw([], "action", 0, active=1)                # not deciding yet
    assert runner.saw([], "action", 1, active=1)
    assert runner.step.id == "tokens"


def test_the_footer_marks_the_keys_of_the_step_and_no_other(save_dir):
    """The footer rebuilds its keys in place when the bindings change; the marks
    follow (they once stayed on the place of a key, marking x Leave)."""
    async def run():
        session, app = new_app(save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await ai_done(pilot)
            for _ in range(3):
                await pilot.pause()
            screen = app.screen

            def marked() -> set[str]:
                return {k.key for k in screen.query("FooterKey") if k.has_class("lesson-key")}
            assert marked() == {"e", "enter"}
            await pilot.press("e")                     # step 2: Enter only
            for _ in range(3):
                await pilot.pause()
            assert session.lesson.step.id == "move" and marked() == {"enter"}
    asyncio.run(run())
