"""w: "what would the AI play?" for the seat on screen, in every game family (issue 42).

Each test opens a real game at 80x24 and presses the key. The panel must show
up to three choices, each a legal action of the seat that decides, with its
share; the hint must be recorded in the save's ``hint_log`` (and be on disk
after the autosave); with ``table["hints"]`` False the key says so in one line.
The hint searches an iteration budget (``session.hint_iterations``), so no
test waits out a clock.
"""
from __future__ import annotations

import asyncio

import pytest

import saves
from tui.app import HerotableApp
from tui.screens import GameScreen
from tui.screens.hint_panel import HintPanel
from tui.session import GameSession

from pilot_steps import SIZE, capture_notes, footer_line, past_handoff

GAMES = [("herocard-duel", 2, None), ("orc-wars", 2, {"scenario": "orc-camp"}),
         ("hero-realms", 2, None), ("no-time-for-heroes", 2, None),
         ("pack-of-heroes", 2, None), ("heroes-of-timeline", 2, None)]


def _session(save_dir, game_id, players, options, seats=None):
    session = GameSession.new(game_id, players, seed=21, options=options, folder=save_dir,
                              seats=seats)
    session.hint_iterations = 30
    return session


async def _ask(pilot) -> HintPanel:
    await pilot.press("w")
    await pilot.pause()
    panel = pilot.app.screen
    assert isinstance(panel, HintPanel), panel
    for _ in range(200):         # the search runs in a thread worker
        if panel.replies or not panel.thinking:
            break
        await pilot.pause(0.05)
    await pilot.pause()
    return panel


@pytest.mark.parametrize("game_id, players, options", GAMES)
def test_the_key_shows_legal_choices_with_shares_and_records_the_hint(
        save_dir, game_id, players, options):
    session = _session(save_dir, game_id, players, options)

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            seat = screen.shown_seat
            assert seat == screen.session.state.current_player
            # footers full at 80 columns leave the key to the help's Keys page
            full = game_id in ("pack-of-heroes", "heroes-of-timeline")
            assert ("w Hint" in footer_line(screen)) is not full
            legal = {a.label for a in screen.session.state.legal_actions()}
            position = len(screen.session.state.history)
            panel = await _ask(pilot)
            assert len(panel.replies) == 1, panel.query_one("#hint-text").render()
            reply = panel.replies[0]
            assert 1 <= len(reply.choices) <= 3
            assert all(label in legal for label, _ in reply.choices)
            assert all(0 <= share <= 1000 for _, share in reply.choices)
            text = str(panel.query_one("#hint-text").render())
            assert "AI normal" in text and "only what" in text
            assert f"{reply.choices[0][1] / 10:.0f}%" in text
            entry = session.table["hint_log"][-1]
            assert entry == {"at": position, "seat": seat, "level": "normal",
                             "choices": [list(c) for c in reply.choices]}
            await pilot.press("escape")
            await pilot.pause()
            assert pilot.app.screen is screen
            assert len(screen.session.state.history) == position   # the hint played nothing
            assert session.flush()
        saved = saves.read(session.path)
        assert saved.table["hint_log"] == [entry]
    asyncio.run(main())


def test_hints_off_refuse_in_one_line(save_dir):
    session = _session(save_dir, "herocard-duel", 2, None)
    session.table["hints"] = False

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            said = capture_notes(pilot.app)
            assert "w Hint" not in footer_line(screen)
            await pilot.press("w")
            await pilot.pause()
            assert pilot.app.screen is screen
            assert said == ["Hints are off at this table."]
            assert session.table["hint_log"] == []
    asyncio.run(main())


def test_tab_asks_again_at_the_next_level_and_a_key_closes(save_dir):
    session = _session(save_dir, "herocard-duel", 2, None,
                       seats=[{"kind": "human"}, {"kind": "ai", "bot": "hard"}])

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            for _ in range(100):      # the hard AI seat may move first
                if screen.can_act():
                    break
                await pilot.pause(0.05)
            panel = await _ask(pilot)
            assert panel.replies[0].level == "hard"    # the AI seat's level
            await pilot.press("tab")
            for _ in range(200):
                if len(panel.replies) == 2:
                    break
                await pilot.pause(0.05)
            assert [r.level for r in panel.replies] == ["hard", "easy"]
            assert panel.replies[1].choices[0][1] == 1000
            assert [e["level"] for e in session.table["hint_log"]] == ["hard", "easy"]
            await pilot.press("x")
            await pilot.pause()
            assert pilot.app.screen is screen
    asyncio.run(main())


def test_pass_and_play_only_the_seat_on_screen_asks_never_behind_the_hand_off(save_dir):
    from tui.screens import HandoffScreen
    session = _session(save_dir, "herocard-duel", 2, None)

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            first = screen.shown_seat
            state = screen.session.state
            for _ in range(40):    # play the first seat's decisions until the other's
                if state.current_player != first:
                    break
                legal = [a for a in state.legal_actions() if a.kind != "refresh"]
                screen.session.apply(legal[0])
            screen.redraw()
            screen.after_change()
            await pilot.pause()
            assert isinstance(pilot.app.screen, HandoffScreen)
            other = screen.session.state.current_player
            assert other != first
            assert screen.hint_refusal() == \
                "a hint is for the seat on screen; pass the hand-off first"
            said = capture_notes(pilot.app)
            await pilot.press("w")          # the hand-off screen has the keyboard
            await pilot.pause()
            assert isinstance(pilot.app.screen, HandoffScreen)
            assert said and "presses Enter" in said[-1]
            await pilot.press("enter")
            await pilot.pause()
            assert pilot.app.screen is screen and screen.shown_seat == other
            panel = await _ask(pilot)
            assert panel.seat == other and panel.replies
            assert [e["seat"] for e in session.table["hint_log"]] == [other]
            await pilot.press("escape")
            await pilot.pause()
    asyncio.run(main())


def test_while_an_ai_seat_decides_the_key_says_so(save_dir):
    import engine
    first = engine.load_game("herocard-duel").new_game(players=2, seed=21).current_player
    seats = [{"kind": "human"}, {"kind": "human"}]
    seats[first] = {"kind": "ai", "bot": "easy"}
    session = _session(save_dir, "herocard-duel", 2, None, seats=seats)
    assert session.state.current_player == first

    async def main():
        app = HerotableApp(session)
        app.ai_pace = 30.0           # the AI's move waits: its decision stays on
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = pilot.app.screen
            assert isinstance(screen, GameScreen) and screen.shown_seat == 1 - first
            assert screen.session.state.current_player == first
            said = capture_notes(pilot.app)
            await pilot.press("w")
            await pilot.pause()
            assert pilot.app.screen is screen
            assert said == ["Only the seat that decides now may ask for a hint "
                            f"(Player {first + 1} decides)."]
    asyncio.run(main())


def test_a_key_while_thinking_closes_the_panel_and_cancels_the_search(save_dir):
    import threading
    session = _session(save_dir, "herocard-duel", 2, None)
    made = []
    real_job = session.hint_job

    class HeldJob:
        """The real job, held before its search until cancelled (a long search)."""

        def __init__(self, seat, level):
            self.job = real_job(seat, level)
            self.gate = threading.Event()
            made.append(self)

        def run(self):
            self.gate.wait(30)
            return self.job.run()

        def cancel(self):
            self.job.cancel()
            self.gate.set()
    session.hint_job = HeldJob

    async def main():
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot, GameScreen)
            await pilot.press("w")
            await pilot.pause()
            panel = pilot.app.screen
            assert isinstance(panel, HintPanel) and panel.thinking
            assert "thinking..." in str(panel.query_one("#hint-text").render())
            await pilot.press("1")          # any key: closed, and nothing selected
            await pilot.pause()
            assert pilot.app.screen is screen and screen.selected == []
            held = made[0]
            assert held.job.cancelled and held.job.search.bot.stopping
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
            assert session.table["hint_log"] == [] and panel.replies == []
    asyncio.run(main())


def test_a_table_of_ai_seats_only_has_no_seat_to_hint(save_dir):
    session = _session(save_dir, "herocard-duel", 2, None,
                       seats=[{"kind": "ai", "bot": "easy"}, {"kind": "ai", "bot": "easy"}])

    async def main():
        app = HerotableApp(session)
        app.ai_pace = 30.0
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = pilot.app.screen
            assert isinstance(screen, GameScreen) and screen.shown_seat is None
            said = capture_notes(pilot.app)
            await pilot.press("w")
            await pilot.pause()
            assert pilot.app.screen is screen
            assert said == ["A hint is for a person's seat on screen; none is shown now."]
    asyncio.run(main())
