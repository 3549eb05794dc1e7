"""The replay viewer (issue 42): each game's own panels at the replayed position,
the keys, seat views of a finished game, the save left untouched."""
from __future__ import annotations

import asyncio
import os

import pytest

from pilot_steps import SIZE, capture_notes
from replay_steps import hand_names, random_save, rebuilt, screen_text
from tui.app import HerotableApp
from tui.screens.replay import REFUSED, ReplayMode
from tui.table.replay_table import ReplayTable

# Orc Wars games played at random seldom end: its save is an unfinished one
GAMES = [("herocard-duel", 4, 400), ("hero-realms", 11, 400),
         ("no-time-for-heroes", 11, 400), ("pack-of-heroes", 11, 400),
         ("heroes-of-timeline", 11, 400), ("orc-wars", 4, 160)]


def _files(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("game_id,seed,most", GAMES)
def test_replay_steps_through_the_whole_game(tmp_path, game_id, seed, most):
    path = random_save(tmp_path, game_id, seed, most)
    before = _files(tmp_path)
    table = ReplayTable.open(path)
    finished = table.finished
    assert finished == (game_id != "orc-wars")

    async def run():
        app = HerotableApp(None, replay=table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayMode)
            assert type(screen).__mro__[2].__module__.startswith(f"tui.games."), type(screen)
            said = capture_notes(app)
            # the start: the set-up, as the game's own start shows it
            await pilot.press("end", "home")
            assert table.position == 0
            assert screen.state.view(None) == rebuilt(path, 0).view(None)
            await pilot.press("left")
            assert table.position == 0 and "start of the game" in said[-1]
            await pilot.press("right", "right", "right", "left")
            assert table.position == 2
            state = rebuilt(path, 2)
            assert screen.state.view(None) == state.view(None)
            decider = table.seat_name(state.current_player)
            assert f"{decider} decides" in screen_text(app)
            # the end: the saved state, and nothing after it
            await pilot.press("end")
            assert table.position == table.length
            await pilot.press("right")
            assert "end of the save" in said[-1]
            text = screen_text(app)
            assert ("The game is over." if finished else "The save ends here.") in text
            # t: a turn in the middle, asked for in a small input
            first, last = table.turns()
            middle = (first + last) // 2
            await pilot.press("t", *str(middle), "enter")
            await pilot.pause()
            at = table.position
            assert rebuilt(path, at).view(None)["turn"] >= middle
            assert at == 0 or rebuilt(path, at - 1).view(None)["turn"] < middle
            header = screen_text(app).splitlines()[0].lower()
            assert f"turn {rebuilt(path, at).view(None)['turn']}" in header, header
            # a key of the game does nothing here, and says why
            for key in ("1", "enter", "e", "space"):
                await pilot.press(key)
                assert said[-1] == REFUSED
            said.clear()
            entries = screen.query_one("#actions")   # an entry of the Decision panel chosen,
            entries.highlighted = 0                   # as a click on it does
            entries.action_select()
            await pilot.pause()
            assert said == [REFUSED]
            assert table.position == at
            if finished:
                # v: each seat's own view; its hand as it was at this position
                await pilot.press("v")
                assert screen.shown_seat == 0
                assert "Replay, " in screen_text(app).splitlines()[0] \
                    or "Replay, " in screen_text(app)
                for _ in range(40):   # a position where seat 0 holds cards
                    names = hand_names(rebuilt(path, table.position).view(0), 0)
                    if names:
                        break
                    await pilot.press("right")
                assert screen.state.view(0) == rebuilt(path, table.position).view(0)
                if names:
                    assert names[0][:12] in screen_text(app), names
                label = table.label_at(table.position) if table.position < table.length else ""
                if label:
                    assert label[:20] in screen_text(app).replace("\n", " ") or \
                        label[:10] in screen_text(app)
                await pilot.press("v", "v")
                assert screen.shown_seat is None
            else:
                await pilot.press("v")
                assert "not over" in said[-1] and screen.shown_seat is None
            await pilot.press("q")
            await pilot.pause()
            assert not app.is_running or app.return_code is not None
    asyncio.run(run())
    assert _files(tmp_path) == before   # nothing written, no lock or .open file made


def test_replay_of_an_unfinished_game_shows_only_what_everyone_sees(tmp_path):
    """Public view only; at every position the view is the one a copy with every hidden
    card re-dealt (for any seat) gives, and so is the rendered screen (every ninth
    position); no hidden card name that is nowhere public reaches the screen; the
    seed never shows."""
    seed = 987_654_321
    for game_id in ("herocard-duel", "hero-realms", "no-time-for-heroes", "pack-of-heroes",
                    "orc-wars"):
        path = random_save(tmp_path, game_id, seed, 36, name=f"{game_id}-open")
        table = ReplayTable.open(path)
        assert not table.finished and table.viewers == [None]
        assert table.revealed_seed() is None
        for position in range(0, table.length + 1, 6):
            table.goto(position)
            state = rebuilt(path, position)
            for seat in range(table.num_players):
                other = state.determinize(seat, 5)
                assert table.view(None) == other.view(None), (game_id, position, seat)
            # a seat's view asked of a table that shows none is the public one
            assert table.view(0) == table.view(None)
            assert table.log_lines(0) == table.log_lines(None)

        async def run():
            app = HerotableApp(None, replay=table)
            async with app.run_test(size=SIZE) as pilot:
                await pilot.press("home")
                for _ in range(0, table.length, 9):
                    # the reference text goes through the same redraw and pause as
                    # the re-dealt ones below: the log scrolls to its end after a
                    # refresh, and read sooner it may not have (CI, stop 48)
                    app.screen.redraw()
                    await pilot.pause()
                    text = screen_text(app)
                    assert str(seed) not in text
                    public = repr(table.view(None)) + " ".join(table.log_lines(None)) + \
                        " ".join(table.decision(None)[1])
                    state = rebuilt(path, table.position)
                    for seat in range(table.num_players):
                        for name in hand_names(state.view(seat), seat):
                            if name not in public:
                                assert name not in text, (game_id, table.position, name)
                    # the rendered screen is the same with every hidden card re-dealt
                    shown = table.state
                    for seat in range(table.num_players):
                        table.state = shown.determinize(seat, 5)
                        app.screen.redraw()
                        await pilot.pause()
                        assert screen_text(app) == text, (game_id, table.position, seat)
                    table.state = shown
                    app.screen.redraw()
                    for _ in range(9):
                        await pilot.press("right")
        asyncio.run(run())


def test_a_save_a_running_host_holds_is_refused(tmp_path):
    """What is checked: ``<save>.seats`` (the host's record) beside the save and its
    ``.open`` file locked by a live process (a host holds it with open_exclusive)."""
    import subprocess
    import sys
    from tui.table.replay_table import ReplayError
    from tui.table.seat_keys import SeatLocks
    path = random_save(tmp_path, "herocard-duel", 3, 20)
    SeatLocks(path)     # the host's record, as ``host`` writes it at start
    holder = subprocess.Popen(
        [sys.executable, "-c", "import saves, sys; h = saves.open_exclusive(sys.argv[1]); "
         "print('held', flush=True); sys.stdin.read()", str(path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=os.getcwd())
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(ReplayError) as caught:
            ReplayTable.open(path)
        line = str(caught.value)
        assert "running host" in line and f"pid {holder.pid}" in line and "\n" not in line
    finally:
        holder.stdin.close()
        holder.wait(10)
    assert ReplayTable.open(path).length == 20     # the host stopped: it replays


@pytest.mark.parametrize("make", ["missing", "folder", "junk"])
def test_replay_command_line_bad_path_is_one_line_and_status_2(tmp_path, capsys, make):
    from tui.cli import main
    target = tmp_path / "x.htsave"
    if make == "folder":
        target.mkdir()
    elif make == "junk":
        target.write_bytes(b"not a save at all")
    assert main(["replay", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("herotable: ") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_load_screen_r_replays_and_q_comes_back(save_dir):
    """The Load screen's Replay (r): the highlighted save, read only; Esc goes back to
    the list (Esc too); Orc Wars' help says where each panel sits beside the map."""
    from tui.screens.load import LoadScreen
    path = random_save(save_dir, "orc-wars", 4, 40)
    before = _files(save_dir)

    async def run():
        app = HerotableApp(None)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.push_screen(LoadScreen())
            await pilot.pause()
            await pilot.press("r")
            await app.workers.wait_for_complete()
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayMode) and screen.session.path == path
            assert screen.session.position == 40
            await pilot.press("question_mark")
            await pilot.pause()
            help_text = screen_text(app)
            assert "Left / Right" in help_text
            await pilot.press("escape")
            await pilot.pause()
            assert "map on the left" in screen.KEYS_HELP
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
    asyncio.run(run())
    assert _files(save_dir) == before


def test_table_records_undo_for_all_hint_only_for_its_seat(tmp_path):
    """The one place the table's records will show (``ReplayTable.notes``): an undo in
    every log at its position, a hint only in the log of the seat that asked."""
    table = ReplayTable.open(random_save(tmp_path, "herocard-duel", 4, 400))
    table._records = {"undos": [{"at": 3, "seat": 1, "removed": [{"kind": "pass", "args": {}}]}],
                      "hint_log": [{"at": 3, "seat": 0, "level": "normal",
                                    "choices": [["Pass", 620], ["Draw", 380]]}]}
    table.goto(2)
    assert not any("took back" in line for line in table.log_lines(None))
    table.goto(3)
    name = table.seat_name(1)
    for seat in (None, 0):
        assert f"{name} took back a move." in table.log_lines(seat)
    assert "You took back 1 move." in table.log_lines(1)
    assert "You asked for a hint (normal): Pass 62%, Draw 38%." in table.log_lines(0)
    assert not any("hint" in line for seat in (None, 1) for line in table.log_lines(seat))


def test_load_screen_r_on_a_save_gone_says_why_in_one_line(save_dir):
    from textual.widgets import Static
    from tui.screens.load import LoadScreen
    path = random_save(save_dir, "herocard-duel", 4, 30)

    async def run():
        app = HerotableApp(None)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.push_screen(LoadScreen())
            await pilot.pause()
            path.unlink()            # listed, then gone before r
            await pilot.press("r")
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, LoadScreen)
            line = str(app.screen.query_one("#load-error", Static).content)
            assert line.endswith("no such file") and "\n" not in line, line
    asyncio.run(run())
