"""Every game's screen on a joined terminal redraws when the host sends an update.

The games' screens replace ``GameScreen.on_mount`` (and prevent the base's), so
a joined Orc Wars, Hero Realms, ... screen once never listened to its table: it
kept its first picture while the game went on, and a lost host did not end it.
Here each game runs in a Pilot app on a ``RemoteTable`` seat that does not
decide; another seat acts through the host, and the screen must hear it.
"""
from __future__ import annotations

import asyncio

import engine
import pytest

from tui.app import HerotableApp
from tui.session import GameSession

from table_host import HostThread, wait_until


@pytest.mark.parametrize("game_id", engine.game_ids())
def test_a_joined_screen_redraws_when_another_seat_acts(tmp_path, game_id):
    players = 3 if game_id == "orc-wars" else 2
    (tmp_path / "saves").mkdir()
    session = GameSession.new(game_id, players, seed=5, folder=tmp_path / "saves")
    host = HostThread(session, tmp_path / "run")
    try:
        deciding = session.state.current_player
        watcher_seat = (deciding + 1) % players
        mine = host.join(tmp_path / "mine", seat=watcher_seat)
        actor = host.join(tmp_path / "actor", seat=deciding)

        async def play() -> int:
            app = HerotableApp(mine)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause(0.3)
                screen = app.screen
                assert mine._listener == screen._from_table
                heard = []
                original = screen.table_changed
                screen.table_changed = lambda: (heard.append(1), original())
                position = len(session.state.history)
                actor.apply(actor.legal()[0])
                for _ in range(100):
                    await pilot.pause(0.05)
                    if heard and mine.seat_state.position > position:
                        break
                return len(heard)
        assert asyncio.run(play()) >= 1
        assert wait_until(lambda: mine.seat_state.position == len(session.state.history))
        mine.close()
        actor.close()
    finally:
        host.stop()
