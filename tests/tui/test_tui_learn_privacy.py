"""The lesson's words and refusals show a seat nothing it may not see (issue 44).

At every position of the first duel played through, copies of the game in
which everything the learner cannot see is dealt again (``determinize``) give
the same step, the same lesson line and the same answer to every action: the
runner reads only the actions, the kinds of events and the phase."""
from __future__ import annotations

import engine
from engine.ai import make_bot
from engine.ai.base import SeatWindow
from tui.lessons.runner import LessonRunner
from tui.lessons.tables import load_for


def test_lesson_steps_and_answers_do_not_change_when_hidden_cards_are_dealt_again():
    script = load_for("herocard-duel")
    runner = LessonRunner(script)
    game = engine.load_game(script.game)
    state = game.new_game(2, 7, {"lesson": script.lesson, "names": list(script.names)})
    checked = 0
    for n in range(120):
        if state.is_over() or runner.finished:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if seat == script.seat:
            answers = [runner.refusal(seat, a) for a in legal]
            for seed in (1, 2, 3):
                copy = state.determinize(seat, seed)
                assert copy.current_player == seat
                assert copy.view(None).get("phase") == state.view(None).get("phase")
                assert [runner.refusal(seat, a) for a in copy.legal_actions()] == answers
                checked += 1
            allowed = [a for a, w in zip(legal, answers) if w is None]
            action = allowed[0] if allowed else legal[0]
        else:
            action = make_bot("easy", n).choose(SeatWindow(state, seat))
        events = state.apply(action)
        runner.saw([e.kind for e in events], state.view(None).get("phase"),
                   state.current_player)
    assert checked >= 9
