"""The table's AI turn (issue 40: AI turns run inside the table, ``tui/table/ai_turn.py``),
used by the local screens and by a host: a bot that fails, hangs, answers an illegal
move or answers too late never stalls a table and never plays a stale move."""
from __future__ import annotations

import random
import threading

import engine
from engine.ai import Bot
from tui.session import GameSession
from tui.table.ai_turn import DEFAULT_PACE, AiTurn, ai_pace

from table_host import HostThread, wait_until

HUMAN, AI = {"kind": "human"}, {"kind": "ai", "bot": "easy"}


class Boom(Bot):
    spec = "boom"

    def choose(self, window):
        raise RuntimeError("the search ran out of memory\nsecond line")


class Stale(Bot):
    """Answers with a move of another position (the engine refuses it)."""
    spec = "stale"

    def __init__(self, action):
        super().__init__()
        self.action = action

    def choose(self, window):
        return self.action


class Hangs(Bot):
    """Thinks until asked to stop."""
    spec = "hangs"

    def __init__(self):
        super().__init__()
        self.stopped = threading.Event()

    def stop(self):
        self.stopped.set()

    def choose(self, window):
        self.stopped.wait(30)
        return window.legal_actions()[0]


def _at_ai_seat(tmp_path, seed=4):
    """A duel (Ana a person, Bo the easy AI) played at random until Bo decides."""
    session = GameSession.new("herocard-duel", 2, seed=seed, folder=tmp_path,
                              options={"names": ["Ana", "Bo"]}, seats=[HUMAN, AI])
    rng = random.Random(seed)
    while session.state.current_player != 1 or len(session.state.history) < 3:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_a_bot_that_raises_plays_a_random_legal_move_the_same_each_time(tmp_path):
    session = _at_ai_seat(tmp_path)
    turn = AiTurn.begin(session, 1, 0.0, bot=Boom())
    assert turn.needs_bot and turn.choose() is None
    assert turn.notes == ["RuntimeError: the search ran out of memory"]
    warning = turn.fall_back()
    assert warning == ("Bo's bot failed (RuntimeError: the search ran out of memory); "
                       "it plays a random legal move.")
    assert turn.action in session.state.legal_actions()
    again = AiTurn.begin(session, 1, 0.0, bot=Boom())
    again.choose()
    again.fall_back()
    assert again.action == turn.action          # seeded by the position: no re-roll
    before = len(session.state.history)
    assert turn.play(auto_pass=False)
    assert len(session.state.history) == before + 1 and not turn.current()


def test_an_illegal_answer_is_refused_with_a_note_and_a_legal_move_stands_in(tmp_path):
    session = _at_ai_seat(tmp_path)
    legal = session.state.legal_actions()
    wrong = next(a for a in _other_seat_actions(session) if a not in legal)
    turn = AiTurn.begin(session, 1, 0.0, bot=Stale(wrong))
    turn.action = turn.choose()
    before = engine.state_hash(session.state)
    assert not turn.play()
    assert engine.state_hash(session.state) == before
    assert turn.action is None and turn.notes[0].startswith("illegal move: ")
    turn.fall_back()
    assert turn.play() and len(session.state.history) > 0


def _other_seat_actions(session):
    """Actions of some other position (from Ana's earlier decisions)."""
    probe = engine.load_game("herocard-duel").new_game(2, 99, {"names": ["Ana", "Bo"]})
    found = []
    rng = random.Random(1)
    for _ in range(40):
        found.extend(probe.legal_actions())
        probe.apply(rng.choice(probe.legal_actions()))
    return found


def test_a_cancelled_turn_stops_the_bot_and_gives_nothing(tmp_path):
    session = _at_ai_seat(tmp_path)
    bot = Hangs()
    turn = AiTurn.begin(session, 1, 0.0, bot=bot)
    assert turn.choose(lambda: True) is None
    assert bot.stopped.is_set() and turn.notes == []


def test_a_turn_goes_stale_when_the_table_moves_on(tmp_path):
    session = _at_ai_seat(tmp_path)
    turn = AiTurn.begin(session, 1, 10.0)
    assert turn.needs_bot and turn.current()
    assert turn.wait_left(10.25, 0.6) == 0.6 - 0.25
    session.apply(session.state.legal_actions()[0])
    assert not turn.current()


def test_ai_pace_reads_the_app_then_the_environment(monkeypatch):
    monkeypatch.delenv("HEROTABLE_AI_PACE", raising=False)
    assert ai_pace() == DEFAULT_PACE and ai_pace(2) == 2.0 and ai_pace(-1) == 0.0
    monkeypatch.setenv("HEROTABLE_AI_PACE", "0.1")
    assert ai_pace() == 0.1
    monkeypatch.setenv("HEROTABLE_AI_PACE", "soon")
    assert ai_pace() == DEFAULT_PACE
    assert ai_pace(float("nan")) == DEFAULT_PACE


def test_a_hosted_table_whose_bot_fails_moves_on_and_the_host_says_so(tmp_path):
    """Before the AI turn was the table's, a host's bot that raised ended the host's
    AI task and the table waited for ever."""
    (tmp_path / "saves").mkdir()
    session = _at_ai_seat(tmp_path / "saves")
    session.hosted = True
    session.bot_for = lambda seat: Boom()
    at = len(session.state.history)
    host = HostThread(session, tmp_path / "run")
    try:
        assert wait_until(lambda: len(session.state.history) > at)
        assert any("Bo's bot failed (RuntimeError" in line for line in host.lines)
    finally:
        host.stop()


def test_the_same_ai_seat_deciding_again_at_once_waits_half_the_pace(tmp_path):
    """Issue 46: an AI seat's run of decisions (an Orc Wars turn is some ten) shows
    its first move at the full pace and the next ones at ``FOLLOW_ON`` of it."""
    from tui.table.ai_turn import FOLLOW_ON
    session = GameSession.new("herocard-duel", 2, seed=4, folder=tmp_path,
                              options={"names": ["Ana", "Bo"]}, seats=[AI, AI])
    first = AiTurn.begin(session, session.state.current_player, 0.0)
    assert not first.follows and first.wait_left(0.0, 0.6) == 0.6
    first.action = first.choose()
    assert first.play()
    seat = session.state.current_player
    second = AiTurn.begin(session, seat, 5.0, last=first.after())
    assert second.follows == (seat == first.seat)
    # whoever decides next, a turn after another seat's move, or after a person's,
    # keeps the full pace
    other = AiTurn.begin(session, seat, 5.0, last=(1 - seat, len(session.state.history)))
    assert not other.follows and other.wait_left(5.0, 0.6) == 0.6
    stale = AiTurn.begin(session, seat, 5.0, last=(seat, len(session.state.history) - 1))
    assert not stale.follows
    same = AiTurn.begin(session, seat, 5.0, last=(seat, len(session.state.history)))
    assert same.follows and same.wait_left(5.1, 0.6) == 0.6 * FOLLOW_ON - (5.1 - 5.0)


def test_a_move_that_shows_nobody_anything_is_played_without_the_pace(tmp_path):
    """No Time For Heroes' multiclass deck is built in secret, a card at a time: such
    a move has no public words, so an AI seat's sixteen of them are not paced; a
    move others can read keeps the pace."""
    session = GameSession.new("no-time-for-heroes", 2, seed=3, folder=tmp_path,
                              options={"mode": "multiclass"}, seats=[AI, AI])
    turn = AiTurn.begin(session, session.state.current_player, 0.0)
    turn.action = next(a for a in session.state.legal_actions() if a.kind == "mc_deal")
    before = engine.state_hash(session.state)
    assert turn.shows_nothing() and turn.wait_left(0.0, 0.6) == 0.0
    assert engine.state_hash(session.state) == before     # judged on a copy
    (tmp_path / "duel").mkdir()
    duel = _at_ai_seat(tmp_path / "duel")
    seen = AiTurn.begin(duel, 1, 0.0)
    seen.action = seen.choose()
    assert not seen.shows_nothing() and seen.wait_left(0.0, 0.6) == 0.6
