"""Hints at a hosted table (issue 42): off unless the host turns them on; the asking
seat alone gets the answer, searched from its own information and recorded.

A real host (``table_host.HostThread``) and real joined seats
(``tui.table.remote``); every message the host sends is noted per seat, so the
test can show that another seat heard nothing of a hint.
"""
from __future__ import annotations

import threading

import pytest

import saves
from tui.session import GameSession
from tui.table.hints import HINTS_OFF

from table_host import HostThread, wait_until


def _host(tmp_path, **kwargs):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir(parents=True)
    session = GameSession.new("herocard-duel", 2, seed=11, folder=saves_dir)
    host = HostThread(session, tmp_path / "run", **kwargs)
    sent: list[tuple[int | None, dict]] = []
    real = host.host._send

    async def noting(conn, message):
        sent.append((conn.seat, message))
        await real(conn, message)
    host.host._send = noting
    return host, session, sent


def _seats(host, tmp_path, session):
    ana, bo = host.join(tmp_path / "ana"), host.join(tmp_path / "bo")
    return (ana, bo) if session.state.current_player == 0 else (bo, ana)


def test_without_hints_the_host_refuses_and_records_nothing(tmp_path):
    host, session, sent = _host(tmp_path)
    try:
        deciding, other = _seats(host, tmp_path, session)
        assert deciding.hint_refusal(deciding.bound_seat) == HINTS_OFF
        # the host refuses too, whatever the client thinks
        answer = deciding.ask_hint(deciding.seat_state.position, None, threading.Event(), 10)
        assert answer["refused"] == HINTS_OFF and "choices" not in answer
        assert session.table["hints"] is False and session.table["hint_log"] == []
        deciding.close(); other.close()
    finally:
        host.stop()


def test_with_hints_the_asking_seat_alone_gets_the_answer_and_it_is_recorded(tmp_path):
    host, session, sent = _host(tmp_path, hints=True, hint_iterations=40)
    try:
        deciding, other = _seats(host, tmp_path, session)
        watcher = host.join(tmp_path / "w", watch=True)
        assert deciding.hint_refusal(deciding.bound_seat) is None
        assert other.hint_refusal(other.bound_seat) is not None   # not its decision
        legal = {a.label for a in deciding.legal()}
        position = deciding.seat_state.position
        before = len(sent)
        reply = deciding.hint_job(deciding.bound_seat, "normal").run()
        assert reply.refused is None, reply.refused
        assert 1 <= len(reply.choices) <= 3 and all(l in legal for l, _ in reply.choices)
        assert session.table["hint_log"] == [
            {"at": position, "seat": deciding.bound_seat, "level": "normal",
             "choices": [list(c) for c in reply.choices]}]
        hints = [(seat, m) for seat, m in sent[before:] if m.get("t") == "hint"]
        assert [seat for seat, _ in hints] == [deciding.bound_seat]
        assert not [m for seat, m in sent[before:] if seat != deciding.bound_seat]
        # another seat and a watcher that ask are refused, and hear nothing else
        answer = other.ask_hint(other.seat_state.position, None, threading.Event(), 10)
        assert answer["refused"].startswith("only the seat that decides now")
        answer = watcher.ask_hint(watcher.seat_state.position, None, threading.Event(), 10)
        assert answer["refused"] == "a watcher cannot ask for hints"
        assert len(session.table["hint_log"]) == 1
        assert all(m.get("t") != "hint" or "choices" not in m
                   for seat, m in sent if seat != deciding.bound_seat)
        assert host.call(session.flush)
        assert saves.read(session.path).table["hint_log"] == session.table["hint_log"]
        for table in (deciding, other, watcher):
            table.close()
    finally:
        host.stop()


def test_a_hint_for_a_position_the_game_has_left_is_refused(tmp_path):
    host, session, sent = _host(tmp_path, hints=True, hint_iterations=20)
    try:
        deciding, other = _seats(host, tmp_path, session)
        answer = deciding.ask_hint(deciding.seat_state.position - 1, "easy",
                                   threading.Event(), 10)
        assert "position the game has left" in answer["refused"]
        assert session.table["hint_log"] == []
        deciding.close(); other.close()
    finally:
        host.stop()


def test_a_joined_screen_asks_by_key_and_the_panel_shows_the_hosts_answer(tmp_path):
    import asyncio
    from tui.app import HerotableApp
    from tui.screens.game import GameScreen
    from tui.screens.hint_panel import HintPanel
    host, session, sent = _host(tmp_path, hints=True, hint_iterations=30)
    try:
        deciding, other = _seats(host, tmp_path, session)

        async def run():
            app = HerotableApp(deciding)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, GameScreen)
                assert screen.shown_seat == deciding.bound_seat
                legal = {a.label for a in deciding.legal()}
                await pilot.press("w")
                await pilot.pause()
                panel = app.screen
                assert isinstance(panel, HintPanel)
                for _ in range(300):
                    if panel.replies or not panel.thinking:
                        break
                    await pilot.pause(0.02)
                assert panel.replies, str(panel.query_one("#hint-text").render())
                assert all(label in legal for label, _ in panel.replies[0].choices)
                await pilot.press("escape")
                await pilot.pause()
                assert app.screen is screen
        asyncio.run(run())
        assert len(session.table["hint_log"]) == 1
        assert session.table["hint_log"][0]["seat"] == deciding.bound_seat
        deciding.close(); other.close()
    finally:
        host.stop()


def test_host_takes_hints_on_the_command_line_and_says_so(tmp_path):
    from tui.cli import build_parser
    from tui.table.commands import seat_lines
    parser = build_parser()
    assert parser.parse_args(["host", "herocard-duel", "--hints"]).hints is True
    assert parser.parse_args(["host", "herocard-duel"]).hints is False
    host, session, sent = _host(tmp_path, hints=True)
    try:
        assert any("hints are on" in line for line in seat_lines(host.host))
        assert host.host.host_message()["hints"] is True
    finally:
        host.stop()
    host, session, sent = _host(tmp_path / "off")
    try:
        assert not any("hint" in line for line in seat_lines(host.host))
        assert host.host.host_message()["hints"] is False
    finally:
        host.stop()


@pytest.mark.parametrize("game_id, options", [("herocard-duel", None),
                                              ("orc-wars", {"scenario": "orc-camp"}),
                                              ("hero-realms", None)])
def test_the_tables_hint_job_sees_only_the_seats_information(game_id, options):
    """The path a local table and a host both take (``LocalHintJob``): the same reply
    for the real state and for one where what the seat cannot see is dealt again."""
    import random
    import engine
    from engine.ai.ismcts import Scorer
    from tui.table.hints import LocalHintJob
    state = engine.load_game(game_id).new_game(players=2, seed=8, options=options)
    scorer, rng, checked = Scorer(game_id), random.Random(8), 0
    for step in range(400):
        if state.is_over() or checked == 2:
            break
        legal = state.legal_actions()
        seat = state.current_player
        if step % 4 == 3 and len(scorer.candidates(state, legal)) > 1:
            other = state.determinize(seat, 99)
            if engine.state_hash(other) != engine.state_hash(state):
                real = LocalHintJob(GameSession(state, None, None), seat, "normal",
                                    iterations=40, seed=step).run()
                redealt = LocalHintJob(GameSession(other, None, None), seat, "normal",
                                       iterations=40, seed=step).run()
                # (a re-dealt copy has no history: the position is the table's count)
                assert (real.level, real.choices) == (redealt.level, redealt.choices)
                assert real.refused is None and len(real.choices) > 1
                checked += 1
        state.apply(rng.choice(legal))
    assert checked == 2
