"""Saves load in a worker thread, with a progress screen for a long one (issue 19).

A long save is a Hero Realms game whose turns are all ended at once (it never
ends). The worker is held at its 500th replayed action (``GameSession.load``
wrapped), so the test sees the progress screen at a known point, with the UI
live, then lets it finish and finds the game open at all its actions. A save
whose replay fails still gives its one line: on the Load screen, and from
``herotable load`` (the app ends with status 2 and prints it).
"""
from __future__ import annotations

import asyncio
import html
import re
import threading

import msgpack
import pytest

import engine
import saves
from saves import files
from saves import format as fmt
from test_tui_ascii import non_ascii
from tui import cli
from tui.app import HerotableApp
from tui.screens import HandoffScreen, LoadScreen, TitleScreen
from tui.screens.loading import LoadingScreen
from tui.session import GameSession, SessionError, held_sessions

SIZE = (80, 24)
ACTIONS = 2_000


def _stalled_realm(actions: int = ACTIONS):
    state = engine.load_game("hero-realms").new_game(players=2, seed=5)
    while len(state.history) < actions:
        state.apply(next(a for a in state.legal_actions() if a.kind == "end_turn"))
    return state


@pytest.fixture(scope="module")
def long_blob(tmp_path_factory):
    """The bytes and folder key of a sealed 2,000-action save (built once)."""
    folder = tmp_path_factory.mktemp("long")
    path = saves.write(folder / "realm.htsave", _stalled_realm())
    return path.read_bytes(), (folder / files.KEY_NAME).read_bytes()


@pytest.fixture
def long_save(save_dir, long_blob):
    blob, key = long_blob
    (save_dir / files.KEY_NAME).write_bytes(key)
    path = save_dir / "realm.htsave"
    path.write_bytes(blob)
    return path


@pytest.fixture
def held_at_500(monkeypatch):
    """Hold every load's worker at its 500th replayed action until ``release`` is set."""
    reached, release = threading.Event(), threading.Event()
    original = GameSession.load.__func__

    def slowed(cls, path, progress=None):
        def report(done, total):
            progress(done, total)
            if done == 500:
                reached.set()
                release.wait(20)
        return original(cls, path, progress=report if progress else None)
    monkeypatch.setattr(GameSession, "load", classmethod(slowed))
    yield reached, release
    release.set()


async def _until(pilot, check, seconds: float = 20.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await pilot.pause(0.05)
    raise AssertionError("the screen never got there")


def _screen_text(app) -> str:
    texts = re.findall(r"<text[^>]*>(.*?)</text>", app.export_screenshot(), re.S)
    return html.unescape("".join(texts)).replace("\xa0", " ")


def _game(app):
    return next((s for s in app.screen_stack if getattr(s, "session", None)), None)


@pytest.mark.parametrize("ascii", [False, True])
def test_a_long_save_shows_its_progress_then_opens(long_save, held_at_500, ascii):
    reached, release = held_at_500

    async def run():
        app = HerotableApp(load=long_save, ascii=ascii)      # herotable load PATH
        async with app.run_test(size=SIZE) as pilot:
            await _until(pilot, reached.is_set)
            screen = app.screen
            assert isinstance(screen, LoadingScreen)
            await _until(pilot, lambda: screen.has_class("-shown"))   # after SHOW_AFTER
            await pilot.pause(0.15)                              # a refresh of the figures
            line = str(screen.query_one("#loading-count").render())
            assert line == "Loading save: 500 of 2,000 actions"
            assert "500 of 2,000 actions" in _screen_text(app)   # drawn, not just set
            if ascii:                                            # no bar of box lines
                assert non_ascii(app) == set() and not screen.query("#loading-bar")
            else:
                assert screen.query_one("#loading-bar").progress == 500
            assert _game(app) is None
            release.set()
            await app.workers.wait_for_complete()
            await _until(pilot, lambda: isinstance(app.screen, HandoffScreen))
            session = _game(app).session                 # the game, under its hand-off
            assert session.path == long_save and len(session.state.history) == ACTIONS
            assert not any(isinstance(s, LoadingScreen) for s in app.screen_stack)
    asyncio.run(run())


def test_quitting_while_it_loads_lets_the_save_go(long_save, held_at_500):
    reached, release = held_at_500

    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("c")                       # Continue: the long save
            await _until(pilot, reached.is_set)
            assert isinstance(app.screen, LoadingScreen)
            app.exit()
            await pilot.pause()
        release.set()                                    # the worker goes on, finds it alone
    asyncio.run(run())                                   # ... and ends before this returns
    assert held_sessions() == []
    saves.open_exclusive(long_save).close()              # not held by a stray session


def _damaged_replay(long_save):
    """The long save with action 600 replaced by one that is not legal there, sealed
    again with the folder key: its header reads, only the replay finds it."""
    data = msgpack.unpackb(long_save.read_bytes(), raw=False)
    data["actions"][600] = {"kind": "play", "args": {"card": 9999}}
    body = {k: v for k, v in data.items() if k not in fmt.TRAILER_KEYS}
    long_save.write_bytes(fmt.encode_sealed(body, files.read_key(long_save.parent)))
    saves.read_header(long_save)
    return long_save


def test_a_save_whose_replay_fails_gives_its_line_on_the_load_screen(long_save):
    path = _damaged_replay(long_save)

    async def run():
        app = HerotableApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            await pilot.press("enter")                   # the only save in the list
            await app.workers.wait_for_complete()
            await _until(pilot, lambda: isinstance(app.screen, LoadScreen))
            text = str(app.screen.query_one("#load-error").render())
            assert "realm.htsave" in text and "action 600" in text and "\n" not in text
            assert _game(app) is None
    asyncio.run(run())
    with pytest.raises(SessionError, match="action 600"):   # not held: the same fault again
        GameSession.load(path)


def test_herotable_load_of_a_save_whose_replay_fails_prints_one_line(long_save, capsys,
                                                                   monkeypatch):
    path = _damaged_replay(long_save)
    run = HerotableApp.run
    monkeypatch.setattr(HerotableApp, "run", lambda self, *a, **k: run(self, headless=True))
    monkeypatch.setattr(cli, "has_terminal", lambda: True)
    assert cli.main(["load", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("herotable: ")
    assert "realm.htsave" in lines[0] and "action 600" in lines[0]
