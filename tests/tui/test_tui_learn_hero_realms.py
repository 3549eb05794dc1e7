"""Hero Realms' guided first game (issue 44), played by key presses at 80x24.

``herotable learn hero-realms`` deals engine/hero_realms/content/lessons.toml's
"first-game" (you against Brakka, the easy AI, a few turns in) and follows
tui/games/hero_realms/lesson.toml. Each step is tried first with an action it
does not teach (its answer, in the step's words, and nothing played), then
done as taught; the lesson moves on only when the engine reaches what the step
waits for. A change of the engine that breaks the lesson (a card, the stacked
position, guards, the end of a turn) fails here.
"""
from __future__ import annotations

import asyncio

from engine import state_hash
from tui.app import HerotableApp
from tui.games.hero_realms.attack import AttackScreen
from tui.games.hero_realms.hand_list import HandList
from tui.games.hero_realms.screen import RealmScreen
from tui.lessons.tables import start_lesson
from tui.screens import ChooseScreen, ConfirmScreen
from tui.session import GameSession
from tui.widgets import ActionList

from lesson_driver import (ai_done, fresh_game_after_skipping, leave_asks_first, line_text,
                           shown)
from pilot_steps import capture_notes
from realm_driver import press_for

SIZE = (80, 24)
SEED = 7
STEPS = 12
# the keys press_for can take each kind of refused action by (most direct first)
BY_KEYS = ("play", "acquire", "acquire_gem", "use", "attack_champion", "attack_player",
           "end_turn")


async def wrong_answer(pilot, screen, notes: list[str]) -> str:
    """Take, by keys, a legal action the step does not teach; check it was answered
    in the step's words and that nothing was played. Returns the answer."""
    runner = screen.session.lesson
    refused = [a for a in screen.legal() if runner.refusal(runner.seat, a)]
    assert refused, f"step {runner.step.id}: every legal action is allowed"
    action = min(refused, key=lambda a: BY_KEYS.index(a.kind))
    before = state_hash(screen.session.state)
    await press_for(pilot, action)
    await pilot.pause()
    expected = f"{action.label}: {runner.step.wrong}"
    assert expected in notes, (expected, notes[-3:])
    assert state_hash(screen.session.state) == before
    assert pilot.app.screen is screen
    return expected


async def play_card(pilot, screen, card: str) -> None:
    """Highlight ``card`` in the hand (Up/Down) and press Enter."""
    hand = screen.query_one(HandList)
    if pilot.app.focused is not hand:
        hand.focus()
        await pilot.pause()
    target = hand.ids.index(card)
    while hand.highlighted != target:
        await pilot.press("down" if (hand.highlighted or 0) < target else "up")
    await pilot.press("enter")
    await pilot.pause()


async def use_row(pilot, screen, words: str) -> None:
    """Highlight the actions row that starts with ``words`` and press Enter."""
    listing = screen.query_one(ActionList)
    if pilot.app.focused is not listing:
        listing.focus()
        await pilot.pause()
    target = next(i for i, label in enumerate(listing.labels) if label.startswith(words))
    while listing.highlighted != target:
        await pilot.press("down" if (listing.highlighted or 0) < target else "up")
    await pilot.press("enter")
    await pilot.pause()


def ids(state, uids) -> list[str]:
    return [state.cards[u] for u in uids]


async def start(pilot):
    await ai_done(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RealmScreen)
    return screen


def test_the_first_game_start_to_finish_by_keys(save_dir):
    async def run():
        session = start_lesson("hero-realms", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            screen = await start(pilot)
            runner, state = session.lesson, session.state
            assert runner.step.id == "coins"
            assert line_text(screen).startswith(f"Step 1 of {STEPS}: Play your hand: Gold.")

            await wrong_answer(pilot, screen, notes)
            await play_card(pilot, screen, "ruby")
            assert runner.step.id == "coins" and state.gold == 2   # one of two coins
            await play_card(pilot, screen, "gold")
            assert runner.step.id == "combat" and f"Step 2 of {STEPS}" in line_text(screen)

            await wrong_answer(pilot, screen, notes)
            await play_card(pilot, screen, "shortsword")
            assert runner.step.id == "market" and state.combat == 2

            await wrong_answer(pilot, screen, notes)
            await pilot.press("2")                  # Back-Alley Threat, 2 Gold
            assert runner.step.id == "gem-play"
            assert ids(state, state.players[0].discard) == ["back-alley-threat"]
            assert ids(state, [state.market[1]]) == ["dire-wolf"]   # the stacked top

            await wrong_answer(pilot, screen, notes)
            await play_card(pilot, screen, "fire-gem")
            assert runner.step.id == "gem-buy" and state.gold == 3

            await wrong_answer(pilot, screen, notes)
            await pilot.press("g")
            assert runner.step.id == "champion" and len(state.gems) == 14

            await wrong_answer(pilot, screen, notes)
            await play_card(pilot, screen, "orc-brawler")
            assert runner.step.id == "expend" and state.protected(0)

            await wrong_answer(pilot, screen, notes)
            await use_row(pilot, screen, "Expend Orc Brawler")
            assert runner.step.id == "sacrifice" and state.combat == 4
            assert not state.protected(0)            # an expended guard protects no one

            await wrong_answer(pilot, screen, notes)
            await use_row(pilot, screen, "Sacrifice Fire Gem")
            assert runner.step.id == "guard" and state.combat == 7 and len(state.gems) == 15

            await wrong_answer(pilot, screen, notes)
            await pilot.press("a")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, AttackScreen)
            assert [t.label for t in dialog.targets] == ["Brakka's Death Zealot"]
            await pilot.press("enter")               # the most it needs: 3, stunned
            await pilot.pause()
            assert runner.step.id == "attack"
            assert ids(state, state.players[1].champions) == ["weaver-of-ends"]

            await wrong_answer(pilot, screen, notes)
            await pilot.press("a")
            await pilot.pause()
            assert len(app.screen.targets) == 2      # Brakka and his Weaver, open now
            await pilot.press("enter")               # Brakka, for all 4
            await pilot.pause()
            assert runner.step.id == "end-turn" and state.players[1].health == 46

            await wrong_answer(pilot, screen, notes)  # the Gold left could buy Spark
            await pilot.press("e")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)   # 1 Gold would be lost
            await pilot.press("y")
            await ai_done(pilot)
            assert state.active == 0 and state.turn == 3   # Brakka has played his turn
            assert runner.step.id == "play-on" and runner.finished
            assert await shown(pilot, ChooseScreen)    # play on, or a fresh game
            assert app.screen.labels[0].startswith("Play on from here")
            await pilot.press("1")
            await ai_done(pilot)
            assert app.screen is screen
            assert not screen.query("LessonLine") and session.lesson is None  # the lesson is over
            assert all(runner.refusal(0, a) is None for a in screen.legal())  # a real game
            assert session.seats[1] == {"name": "Brakka", "kind": "ai", "bot": "easy"}
            assert len(notes) >= STEPS - 1
    asyncio.run(run())


def test_p_plays_only_what_the_step_teaches(save_dir):
    async def run():
        session = start_lesson("hero-realms", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            notes = capture_notes(app)
            screen = await start(pilot)
            state = session.state
            await pilot.press("p")                   # the coins only: the step ends there
            assert ids(state, state.players[0].in_play) == ["ruby", "gold"]
            assert session.lesson.step.id == "combat" and notes == []
            await pilot.press("p")                   # the Shortsword only
            assert ids(state, state.players[0].in_play)[-1] == "shortsword"
            assert session.lesson.step.id == "market"
            await pilot.press("p")                   # nothing this step plays: its answer
            assert notes and notes[-1].startswith("Play Fire Gem (Gain 2 gold.): ")
            assert notes[-1].endswith(session.lesson.step.wrong)
            assert len(state.players[0].hand) == 2
    asyncio.run(run())


def test_the_hand_over_can_start_a_fresh_game_against_the_easy_ai(save_dir):
    async def run():
        session = start_lesson("hero-realms", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            await start(pilot)
            fresh = await fresh_game_after_skipping(pilot, session, STEPS - 1)
            assert fresh.state.options["names"] == ["Learner", "Brakka"]
    asyncio.run(run())


def test_back_skip_and_leave(save_dir):
    async def run():
        session = start_lesson("hero-realms", save_dir, seed=SEED)
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
            await pilot.press("p")                     # the coins: step 2
            assert runner.live == 1
            await pilot.press("left_square_bracket")   # look back at step 1
            assert runner.shown == 0 and runner.live == 1
            assert f"Step 1 of {STEPS}" in line_text(screen)
            assert "looking back" in line_text(screen)
            await pilot.press("right_square_bracket")
            assert runner.shown == 1 and f"Step 2 of {STEPS}" in line_text(screen)
            await pilot.press("right_square_bracket")  # skip the Combat step
            assert runner.live == 2 and runner.step.id == "market"
            await pilot.press("1")                     # the Market step allows buying
            assert runner.step.id == "gem-play"
            await leave_asks_first(pilot, screen)
    asyncio.run(run())


def test_a_lesson_saved_and_continued_finds_its_step_again(save_dir):
    async def run():
        session = start_lesson("hero-realms", save_dir, seed=SEED)
        app = HerotableApp(session)
        app.ai_pace = 0
        async with app.run_test(size=SIZE) as pilot:
            screen = await start(pilot)
            runner = session.lesson
            await pilot.press("p")                      # coins
            await pilot.press("right_square_bracket")   # skip the Combat step
            await pilot.press("3")                      # Street Tough, 3 Gold
            await play_card(pilot, screen, "fire-gem")
            assert runner.step.id == "gem-buy"
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
            assert f"Step 5 of {STEPS}: The Fire Gem stack." in line_text(app.screen)
            await pilot.press("g")
            assert again.lesson.step.id == "champion"
        again.close()
    asyncio.run(run())


def test_first_step_snapshot(snap_compare, save_dir):
    session = start_lesson("hero-realms", save_dir, seed=SEED)
    app = HerotableApp(session)
    app.ai_pace = 0
    assert snap_compare(app, terminal_size=SIZE)


def test_lesson_words_answers_and_view_do_not_change_when_hidden_cards_are_dealt_again():
    """At every position of the lesson played through (the learner takes what each
    step allows, Brakka is the easy AI), copies in which Brakka's hand, every deck
    and the Market Deck are dealt again (``determinize``) give the learner the same
    view, the same legal actions and the same answer to each: the runner reads only
    the actions, the kinds of events and the phase."""
    import engine
    from engine.ai import make_bot
    from engine.ai.base import SeatWindow
    from tui.lessons.runner import LessonRunner
    from tui.lessons.tables import load_for

    script = load_for("hero-realms")
    runner = LessonRunner(script)
    game = engine.load_game(script.game)
    state = game.new_game(2, SEED, {"lesson": script.lesson, "names": list(script.names)})
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
                assert copy.legal_actions() == legal
                assert [runner.refusal(seat, a) for a in copy.legal_actions()] == answers
                checked += 1
            allowed = [a for a, w in zip(legal, answers) if w is None]
            # the largest attack or buy the step allows (the path the test above takes)
            action = max(allowed, key=lambda a: (a.arg("amount") or 0, a.kind == "acquire"))
        else:
            action = make_bot("easy", n).choose(SeatWindow(state, seat))
        events = state.apply(action)
        runner.saw([e.kind for e in events], state.view(None).get("phase"),
                   state.current_player)
    assert runner.finished and checked >= 3 * (STEPS - 1)
