"""A joined terminal plays with the same screens (issue 40): a Pilot app on a
``RemoteTable`` against a host in this process.

The screen shows its own seat only (no hand-off screens), plays by keys, and
says what the game waits for while another seat decides.
"""
from __future__ import annotations

import asyncio

from tui.app import HerotableApp
from tui.screens.game import GameScreen
from tui.screens.handoff import HandoffScreen
from tui.session import GameSession
from tui.widgets.thinking import ThinkingLine

from table_host import HostThread, wait_until



def test_a_joined_seat_plays_by_keys_and_sees_only_its_own_hand(tmp_path):
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=saves_dir,
                              options={"names": ["Ana", "Bo"]})
    host = HostThread(session, tmp_path / "run")
    try:
        mine = session.state.current_player
        table = host.join(tmp_path / "me", seat=mine)
        other = host.join(tmp_path / "other", seat=1 - mine)
        my_hand = [c["name"] for c in session.state.view(mine)["players"][mine]["hand"]]
        their_hand = [c["name"] for c in
                      session.state.view(1 - mine)["players"][1 - mine]["hand"]]
        hidden = [n for n in their_hand if n not in my_hand]

        async def run():
            app = HerotableApp(table)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, GameScreen) and screen.shown_seat == mine
                assert [c["name"] for c in screen.hand()] == my_hand
                received = repr(table.update)   # everything this terminal was sent
                assert hidden and not any(name in received for name in hidden)
                before = len(session.state.history)
                legal = table.legal()
                assert legal
                await pilot.press("down", "enter")   # the actions list's entry
                for _ in range(200):
                    await pilot.pause(0.02)
                    if len(session.state.history) > before:
                        break
                assert len(session.state.history) > before
                assert wait_until(lambda: other.seat_state.position == len(session.state.history))
                if session.state.current_player != mine:
                    line = screen.query_one(ThinkingLine)
                    for _ in range(100):
                        await pilot.pause(0.02)
                        if line.display:
                            break
                    name = session.seat_name(session.state.current_player)
                    assert line.display and f"{name} decides" in str(line.render())
                assert not isinstance(app.screen, HandoffScreen)
        asyncio.run(run())
        table.close()
        other.close()
    finally:
        host.stop()


def _one_move_from_the_end(session, rng):
    """Play ``session`` on at random until its deciding seat has an action that ends
    the game; returns that action."""
    state = session.state
    for _ in range(3000):
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            if after.is_over():
                return action
        session.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no game end found")


def test_a_joined_seat_sees_the_game_over_dialog_and_q_asks_before_leaving(tmp_path):
    """A new user's two crashes (issue 40): the game-over dialog pushed from a host
    update, and q on a joined terminal."""
    import random

    from tui.screens.dialogs import GameOverScreen
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=6, folder=saves_dir)
    final = _one_move_from_the_end(session, random.Random(6))
    seat = session.state.current_player
    host = HostThread(session, tmp_path / "run")
    try:
        table = host.join(tmp_path / "me", seat=seat)
        watcher = host.join(tmp_path / "w", watch=True)

        async def run():
            app = HerotableApp(table)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                screen = app.screen
                await pilot.press("q")
                await pilot.pause()
                assert app.screen is not screen and app.is_running   # the quit question
                await pilot.press("escape")
                await pilot.pause()
                assert app.screen is screen
                screen.apply_action(final)
                for _ in range(200):
                    await pilot.pause(0.02)
                    if isinstance(app.screen, GameOverScreen):
                        break
                assert isinstance(app.screen, GameOverScreen)
                assert f"Seed {session.state.seed}." in "\n".join(app.screen.details)

        asyncio.run(run())
        assert wait_until(lambda: watcher.seat_state.is_over())
        table.close()
        watcher.close()
    finally:
        host.stop()


def test_keys_typed_in_one_read_behind_a_move_wait_for_the_hosts_answer(tmp_path):
    """"Enter Enter" in one read at a joined seat: the second Enter acts on the
    position the host sends back, as it would at a local table (a new user's
    burst lost keys with "It is not your decision now")."""
    from textual import events
    saves_dir = tmp_path / "saves"
    saves_dir.mkdir()
    session = GameSession.new("herocard-duel", 2, seed=11, folder=saves_dir,
                              seats=[{"kind": "human"}, {"kind": "human"}])
    host = HostThread(session, tmp_path / "run")
    try:
        seat = session.state.current_player
        table = host.join(tmp_path / "me", seat=seat)

        async def run():
            app = HerotableApp(table)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                screen = app.screen
                start = len(session.state.history)
                # two decisions in a row for this seat in its Discard step: card 1,
                # then "Done discarding" (highlighted once the discard is back)
                assert session.state.current_player == seat
                assert session.state.phase == "discard"
                for key in [events.Key("1", "1"), events.Key("enter", "\r"),
                            events.Key("enter", "\r")]:
                    app.post_message(key)
                for _ in range(300):
                    await pilot.pause(0.02)
                    if len(session.state.history) >= start + 2:
                        break
                kinds = [a.kind for a in session.state.history[start:]]
                assert kinds[:2] == ["discard", "end_discard"], kinds
                assert not any("not your decision" in str(n.message)
                               for n in app._notifications)
        asyncio.run(run())
        table.close()
    finally:
        host.stop()
