"""Issue 41: a shared save whose names hold terminal codes, or whose AI seat
names a bot this herotable lacks, resumes with them made safe and says so."""
from __future__ import annotations

import engine
import saves
from tui.session import GameSession

TITLE = "\x1b]0;pwned\x07"


def test_a_save_with_unsafe_names_and_an_unknown_bot_resumes_safe(tmp_path):
    state = engine.load_game("herocard-duel").new_game(
        players=2, seed=5, options={"names": [f"Ana{TITLE}", "Bo"]})
    path = saves.write(tmp_path / "shared.htsave", state, seats=[
        {"name": f"Ana{TITLE}", "kind": "human", "bot": None},
        {"name": "Bo", "kind": "ai", "bot": "skynet"}])
    session = GameSession.load(path)
    try:
        assert session.seat_name(0) == "Ana]0;pwned"
        assert session.seats[1] == {"name": "Bo", "kind": "ai", "bot": "normal"}
        lines = session.log_lines(None)
        assert any("made safe" in line and "Ana]0;pwned, Bo" in line for line in lines)
        assert any("skynet" in line and "AI normal" in line for line in lines)
        assert not any("\x1b" in line or "\x07" in line for line in lines)
        session.save()
    finally:
        session.close()
    written = saves.read_header(path)
    assert written.options["names"] == ["Ana]0;pwned", "Bo"]
    assert written.seats[1]["bot"] == "normal"


def test_the_load_screen_shows_no_control_characters(save_dir):
    """A save folder can hold any file name: the Load screen lists a save and a
    broken file whose names hold terminal codes with '?' in their place."""
    import asyncio

    from tui.app import HerotableApp
    from tui.screens import LoadScreen
    state = engine.load_game("herocard-duel").new_game(
        players=2, seed=5, options={"names": [f"Ana{TITLE}", "Bo"]})
    saves.write(save_dir / f"a{TITLE}.htsave", state,
                seats=[{"name": f"Ana{TITLE}"}, {"name": "Bo"}])
    (save_dir / f"b{TITLE}.htsave").write_bytes(b"junk")

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            prompts = [str(o.prompt) for o in app.screen.query_one("#save-list").options]
            assert any("Ana]0;pwned, Bo" in p for p in prompts), prompts
            assert any(p.startswith("b?]0;pwned?.htsave: ") for p in prompts), prompts
            assert not any("\x1b" in p or "\x07" in p for p in prompts), prompts
    asyncio.run(run())


def test_a_folder_and_a_save_named_with_terminal_codes_show_question_marks(save_dir,
                                                                          monkeypatch):
    import asyncio

    from tui.app import HerotableApp
    from tui.screens import LoadScreen
    folder = save_dir / f"x{TITLE}"
    folder.mkdir()
    monkeypatch.setenv("HEROTABLE_SAVE_DIR", str(folder))
    state = engine.load_game("herocard-duel").new_game(players=2, seed=5)
    path = saves.write(folder / f"a{TITLE}.htsave", state)

    async def run():
        app = HerotableApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            shown_folder = str(app.screen.query_one("#load-folder").render())
            assert "x?]0;pwned?" in shown_folder and "\x1b" not in shown_folder
            app.open_save(path)
            await app.workers.wait_for_complete()
            for _ in range(50):
                await pilot.pause()
                if getattr(app.screen, "session", None) is not None:
                    break
            await pilot.press("enter")            # the hand-off to Player 1
            await pilot.pause()
            await pilot.press("s")
            await pilot.pause()
            said = [n.message for n in app._notifications]
            assert f"a?]0;pwned?.htsave" in said, said
            assert not any("\x1b" in m or "\x07" in m for m in said), said
    asyncio.run(run())
