"""The load screen offers the backup of a save that cannot be read (Textual Pilot)."""
from __future__ import annotations

import asyncio

import engine
import saves
from tui.app import HerotableApp
from tui.screens import ChooseScreen, GameScreen, HandoffScreen, LoadScreen

SIZE = (80, 24)


def _duel(actions):
    state = engine.load_game("herocard-duel").new_game(2, seed=4, options={"names": ["Ana",
                                                                                   "Bo"]})
    for _ in range(actions):
        state.apply(state.legal_actions()[-1])
    return state


def test_a_damaged_save_offers_its_backup_and_loads_it(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    path = folder / "duel.htsave"
    saves.write(path, _duel(3))
    saves.write(path, _duel(5))
    damaged = path.read_bytes()[:-20]
    path.write_bytes(damaged)

    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            listing = app.screen.query_one("#save-list")
            option = listing.get_option_at_index(0)
            assert not option.disabled and "backup can be loaded" in str(option.prompt)
            await pilot.press("enter")
            await app.workers.wait_for_complete()       # the load runs in a worker
            await pilot.pause()
            assert isinstance(app.screen, ChooseScreen)
            await pilot.press("2")                      # Cancel: nothing changes
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            assert "its backup" in str(app.screen.query_one("#load-error").render())
            assert path.read_bytes() == damaged
            await pilot.press("enter")
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, ChooseScreen)
            await pilot.press("1")                      # load the backup
            await app.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.screen.session.path == path
            assert len(app.screen.session.state.history) == 3
    asyncio.run(run())
    assert path.with_name("duel.htsave.damaged").read_bytes() == damaged
    assert saves.read(path).action_count == 3
