"""The herotable command keeps parsed content in the user's cache folder (issue 11)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tui import cli

ROOT = Path(__file__).resolve().parents[2]


def test_cache_folder_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("HEROTABLE_CACHE_DIR", str(tmp_path / "c"))
    assert cli.content_cache_dir() == tmp_path / "c"
    monkeypatch.setenv("HEROTABLE_CACHE_DIR", "")
    assert cli.content_cache_dir() is None
    monkeypatch.delenv("HEROTABLE_CACHE_DIR")
    assert cli.content_cache_dir().parts[-2:] == ("herotable", "content")


def _simulate(tmp_path, env: dict, name: str) -> list:
    """One game of ``herotable simulate`` in a fresh process (this one has its content
    loaded and cached in memory already), its results as JSON."""
    out = tmp_path / name
    subprocess.run([sys.executable, "-m", "tui", "--save-dir", str(tmp_path / "s"), "simulate",
                    "orc-wars", "--games", "1", "--bots", "random,random", "--seed", "3",
                    "--json", str(out)], check=True, capture_output=True, env=env, cwd=ROOT)
    return json.loads(out.read_text())["results"]


def test_a_command_fills_the_cache_and_a_second_reads_it(tmp_path):
    folder = tmp_path / "cache"
    env = dict(os.environ, HEROTABLE_CACHE_DIR=str(folder))
    first = _simulate(tmp_path, env, "1.json")
    kept = sorted(p.name for p in folder.glob("*.marshal"))
    assert len(kept) >= 7            # the six scenarios and the tiles at least
    again = _simulate(tmp_path, env, "2.json")     # the same game from cached content
    assert [(r["winners"], r["actions"]) for r in again] == [(r["winners"], r["actions"]) for r in first]
    assert sorted(p.name for p in folder.glob("*.marshal")) == kept
