"""The garbage collector's pacing (tui/upstream/gc_pacing.py): frozen and slowed while an app
runs, Python's defaults again once it has ended, and a due full collection done
after the frame that follows an action."""
from __future__ import annotations

import asyncio
import gc

from pilot_steps import SIZE, past_handoff
from tui.upstream import gc_pacing
from tui.app import HerotableApp
from tui.session import GameSession


def test_an_app_freezes_and_slows_full_collections_only_while_it_runs(save_dir):
    before = gc.get_threshold()
    seen = {}

    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        async with HerotableApp(session).run_test(size=SIZE) as pilot:
            await past_handoff(pilot)
            seen["threshold"] = gc.get_threshold()
            seen["frozen"] = gc.get_freeze_count()
    asyncio.run(run())
    assert seen["threshold"] == (before[0], before[1], before[2] * gc_pacing.BACKSTOP)
    assert seen["frozen"] > 10_000          # the modules and the app at least
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_due_full_collection_runs_after_the_frame_of_an_action(save_dir):
    counts = []

    async def run():
        session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
        app = HerotableApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await past_handoff(pilot)
            gc.callbacks.append(record)
            try:
                for _ in range(gc_pacing._saved[2] + 1):   # make a full collection due
                    gc.collect(1)
                assert gc_pacing.due()
                screen.after_change()
                await pilot.pause()
                await pilot.pause()
            finally:
                gc.callbacks.remove(record)
            return gc_pacing.due()

    def record(phase, info):
        if phase == "stop":
            counts.append(info["generation"])
    assert asyncio.run(run()) is False
    assert 2 in counts


def test_an_earlier_app_still_referenced_at_mount_is_not_frozen_with_the_next(save_dir):
    # The caller's ``pilot`` of the first app is still bound when the second app
    # mounts (as in bench/bench_keys.py's loop of games): frozen then, the whole
    # first game would stay alive until the second app ended.
    import weakref
    seen = {}

    async def run():
        first = None
        for _ in range(2):
            session = GameSession.new("herocard-duel", 2, 1, {"names": ["Ana", "Bo"]}, save_dir)
            app = HerotableApp(session)
            async with app.run_test(size=SIZE) as pilot:
                await past_handoff(pilot)
                if first is not None:
                    seen["frozen"] = gc.get_freeze_count()
                    seen["first alive"] = first() is not None
            first = first or weakref.ref(app)
            del app
    asyncio.run(run())
    assert seen["frozen"] > 10_000          # the second app froze what lives
    assert seen["first alive"] is False
