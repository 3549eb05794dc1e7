"""SIGKILL a process in the middle of saving, many times: a good save always survives.

A helper process imports herotable once, then forks one writer process per
round (so a round costs milliseconds, not an interpreter start). The writer
loads the save (if any), plays on, saves after every action and logs each
finished save. The test SIGKILLs the writer at a random moment (every other round: the moment a
temp file shows it is inside a write), then checks
that the save loads and is the last logged one or the one being written (or,
failing that, that its backup loads), and starts the next round, which
continues the same game. Both a tiny game and a long HeroCard duel are used.

SIGKILL cannot show what a power cut does to data still in the disk cache;
for that the writer relies on fsync of the file and of the folder.
"""
from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import engine
import saves

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KILLS = {"test-race": 20, "herocard-duel": 20}      # 40 kills in all
TIME_LIMIT = 40.0                                    # seconds for all rounds

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="fork and SIGKILL: POSIX only")

FORKER = textwrap.dedent("""
    import os, random, sys
    sys.path[:0] = [{root!r}, {here!r}]
    import engine, saves
    from race_game import GAME_ID, RaceGame
    engine.register(GAME_ID, RaceGame)
    for game_id in engine.GAMES:                      # content and lazy imports loaded
        warm = engine.load_game(game_id).new_game()   # once, before forking
        warm.apply(warm.legal_actions()[0])
    saves.engine_version()

    def writer(path, game_id, seed, log):
        options = {{"target": 10 ** 6}} if game_id == GAME_ID else {{"target_vp": 20}}
        if os.path.exists(path):
            state = saves.read(path).state
        else:
            state = engine.load_game(game_id).new_game(players=2, seed=seed, options=options)
        chooser = random.Random(seed)
        say = lambda *words: os.write(log, (" ".join(map(str, words)) + "\\n").encode())
        say("ready", len(state.history), engine.state_hash(state))
        while True:
            if state.is_over():
                seed += 1
                state = engine.load_game(game_id).new_game(players=2, seed=seed,
                                                           options=options)
            else:
                state.apply(chooser.choice(state.legal_actions()))
            saves.write(path, state)
            say("saved", len(state.history), engine.state_hash(state))

    print("up", flush=True)
    for line in sys.stdin:
        path, game_id, seed, log_path = line.split()
        log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        pid = os.fork()
        if pid == 0:
            try:
                writer(path, game_id, int(seed), log)
            except BaseException:
                import traceback
                text = " | ".join(traceback.format_exc().splitlines()[-6:])
                os.write(log, ("error " + text + "\\n").encode())
            finally:
                os._exit(3)
        os.close(log)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print("reaped", status, flush=True)
""").format(root=str(ROOT), here=str(HERE))


def _line(proc: subprocess.Popen, timeout: float = 60) -> str:
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    assert ready, "the forking helper stopped answering"
    line = proc.stdout.readline()
    assert line, f"the forking helper died: {proc.stderr.read()[-2000:]}"
    return line.strip()


def _log(path: Path) -> list[list[str]]:
    try:
        text = path.read_text()
    except FileNotFoundError:
        return []
    return [line.split() for line in text.split("\n")[:-1]]   # a cut-off last line is dropped


def _writing(folder: Path) -> bool:
    return any(name.startswith(".g.htsave.") and name.endswith(".tmp")
               for name in os.listdir(folder))


def _round(forker, folder: Path, game_id: str, seed: int, chooser: random.Random,
           report: dict, in_write: bool) -> None:
    """One writer, killed at a random moment, or (``in_write``) as soon as a temp file shows."""
    path, log = folder / "g.htsave", folder / "writer.log"
    existed = path.exists()
    forker.stdin.write(f"{path} {game_id} {seed} {log}\n")
    forker.stdin.flush()
    pid = int(_line(forker))
    started = time.monotonic()
    while not _log(log):                           # wait for "ready"
        assert time.monotonic() - started < 30, "the writer never got ready"
        time.sleep(0.002)
    time.sleep(chooser.uniform(0.0, 0.2))
    while in_write and not _writing(folder) and time.monotonic() - started < 30:
        time.sleep(0.0005)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:                     # it ended (and was reaped) already
        pass
    entries = _log(log)
    assert _line(forker) == f"reaped {signal.SIGKILL}", \
        f"the writer ended on its own: {' '.join(entries[-1])[:1500]}"
    entries = _log(log)
    assert entries[0][0] == "ready", entries[:1]
    count, digest = int(entries[0][1]), entries[0][2]
    for entry in entries[1:]:
        if entry[0] == "saved" and len(entry) == 3 and len(entry[2]) == 64:
            count, digest, existed = int(entry[1]), entry[2], True
    report["kills"] += 1
    report.setdefault("logged", []).append(len(entries) - 1)
    report["mid_write"] += _writing(folder)
    if not existed and not path.exists():          # killed before the very first save
        return
    try:
        saved = saves.read(path)
    except saves.SaveError as exc:                 # the main file should never need this
        report["main_failed"].append(str(exc))
        saves.read(saves.backup_path(path))
        return
    assert engine.state_hash(saved.state) == saved.state_hash
    if saved.action_count == count:
        assert saved.state_hash == digest, "the save is not the last one logged"
    else:                                          # the save being written when killed
        assert saved.action_count in (count + 1, 0), (saved.action_count, count)
    report["max_actions"] = max(report["max_actions"], saved.action_count)


def test_sigkill_during_saves_never_loses_the_last_good_save(tmp_path):
    forker = subprocess.Popen([sys.executable, "-c", FORKER], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    reports = []
    try:
        assert _line(forker) == "up"
        deadline = time.monotonic() + TIME_LIMIT
        chooser = random.Random(2024)
        for game_id, kills in KILLS.items():
            assert game_id == "test-race" or game_id in engine.GAMES
            folder = tmp_path / game_id
            folder.mkdir()
            report = {"game": game_id, "kills": 0, "mid_write": 0, "main_failed": [],
                      "max_actions": 0}
            reports.append(report)
            for kill in range(kills):
                if time.monotonic() > deadline:
                    break
                _round(forker, folder, game_id, 100 + kill, chooser, report,
                       in_write=kill % 2 == 1)
    finally:
        forker.stdin.close()
        forker.kill()
        forker.wait(10)
        forker.stdout.close()
        forker.stderr.close()
    print("crash test:", reports)
    assert sum(r["kills"] for r in reports) >= 30, reports
    assert all(not r["main_failed"] for r in reports), reports
    assert sum(r["mid_write"] for r in reports) > 0, "no kill ever landed inside a write"
    for report in reports:                         # the next save cleans up after a kill
        path = tmp_path / report["game"] / "g.htsave"
        saves.write(path, saves.read(path).state)
        assert not [p for p in path.parent.iterdir() if p.name.startswith(".g.htsave.")]
