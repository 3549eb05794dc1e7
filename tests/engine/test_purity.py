"""engine/ stays pure: it imports nothing from tui, saves, textual or msgpack."""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
FORBIDDEN = {"tui", "saves", "textual", "msgpack", "rich"}


def test_no_forbidden_imports_in_source():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_loading_every_game_pulls_in_no_forbidden_module():
    code = ("import sys, engine\n"
            "for g in engine.GAMES: engine.load_game(g).new_game(players=2, seed=1)\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r})\n"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=ENGINE.parent).stdout.strip()
    assert out == ""

