"""Broken content at the command line (issue 19): in a copy of the program
with one content file broken, ``new``, ``simulate`` and ``load`` print one
line naming the file, the entry and the field, and exit 2; a good save is
never called corrupt because of it."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = """
import sys
sys.path.insert(0, ".")
from tui import cli
from tui.app import HerotableApp
HerotableApp.run = lambda self, *a, **k: None
cli.has_terminal = lambda: True
sys.exit(cli.main(sys.argv[1:]))
"""
SAVE = """
import sys, random
sys.path.insert(0, ".")
import engine, saves
state = engine.load_game(sys.argv[2]).new_game(players=2, seed=1)
chooser = random.Random(1)
for _ in range(30):
    state.apply(chooser.choice(state.legal_actions()))
saves.write(sys.argv[1], state)
"""


def _copy(tmp_path: Path) -> Path:
    tree = tmp_path / "herotable"
    for part in ("engine", "saves", "tui"):
        shutil.copytree(ROOT / part, tree / part,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return tree


def _run(tree: Path, save_dir: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HEROTABLE_SAVE_DIR": str(save_dir)}
    return subprocess.run([sys.executable, "-c", RUN, *argv], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=300)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file, breakage, argv, words", [
    ("engine/hero_realms/content/guild.toml", "append", ["new", "hero-realms"],
     "guild.toml: entry '-', field '-': TOML syntax error"),
    ("engine/orc_wars/content/scenarios/the-prisoner.toml", "append", ["new", "orc-wars"],
     "the-prisoner.toml: entry '-', field '-'"),
    ("engine/orc_wars/content/tiles.toml", "append",
     ["simulate", "orc-wars", "--games", "1", "--bots", "random,random"],
     "tiles.toml: entry '-', field '-'"),
    ("engine/orc_wars/content/roles.toml", "wound", ["new", "orc-wars"],
     "roles.toml: entry 'paladin', field 'wound_line'"),
    ("engine/herocard/content/paladin.toml", "delete", ["new", "herocard-duel"],
     "paladin.toml: entry '-', field '-': missing"),
])
def test_broken_content_is_one_line_naming_file_entry_and_field(tmp_path, file, breakage,
                                                                 argv, words):
    tree, save_dir = _copy(tmp_path), tmp_path / "saves"
    save_dir.mkdir()
    path = tree / file
    if breakage == "append":
        path.write_text(path.read_text(encoding="utf-8") + "\n[[[broken\n", encoding="utf-8")
    elif breakage == "wound":
        _edit(path, "wound_line = 5", 'wound_line = "five"')
    else:
        path.unlink()
    done = _run(tree, save_dir, *argv)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr.count("\n") == 1 and words in done.stderr, done.stderr


def test_a_good_save_is_not_called_corrupt_when_the_content_is_broken(tmp_path):
    tree, save_dir = _copy(tmp_path), tmp_path / "saves"
    save_dir.mkdir()
    save = save_dir / "ow.htsave"
    subprocess.run([sys.executable, "-c", SAVE, str(save), "orc-wars"], cwd=tree, check=True)
    _edit(tree / "engine/orc_wars/content/roles.toml", "wound_line = 5", 'wound_line = "five"')
    for argv in (["load", str(save)], ["saves", "verify", str(save)]):
        done = _run(tree, save_dir, *argv)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert "cannot load the game's content files: roles.toml: entry 'paladin', field " \
            "'wound_line'" in done.stderr
        assert "damaged" not in done.stderr and "not legal" not in done.stderr
