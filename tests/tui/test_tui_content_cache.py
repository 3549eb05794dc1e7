"""The herotable command keeps parsed content in the user's cache folder (issue 11)."""
from __future__ import annotations

import json
from pathlib import Path

from engine.core import tomlcache
from tui import cli


def test_cache_folder_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("HEROTABLE_CACHE_DIR", str(tmp_path / "c"))
    assert cli.content_cache_dir() == tmp_path / "c"
    monkeypatch.setenv("HEROTABLE_CACHE_DIR", "")
    assert cli.content_cache_dir() is None
    monkeypatch.delenv("HEROTABLE_CACHE_DIR")
    assert cli.content_cache_dir().parts[-2:] == ("herotable", "content")


def _simulate(tmp_path, name: str) -> dict:
    out = tmp_path / name
    assert cli.main(["--save-dir", str(tmp_path / "s"), "simulate", "orc-wars", "--games", "1",
                     "--bots", "random,random", "--seed", "3", "--json", str(out)]) == 0
    return json.loads(out.read_text())["results"]


def test_a_command_fills_the_cache_and_a_second_reads_it(monkeypatch, tmp_path):
    folder = tmp_path / "cache"
    monkeypatch.setenv("HEROTABLE_CACHE_DIR", str(folder))
    try:
        first = _simulate(tmp_path, "1.json")
        kept = sorted(p.name for p in Path(folder).glob("*.marshal"))
        assert len(kept) >= 7            # the six scenarios and the tiles at least
        again = _simulate(tmp_path, "2.json")     # the same game from cached content
        assert [(r["winners"], r["actions"]) for r in again] == [(r["winners"], r["actions"]) for r in first]
        assert sorted(p.name for p in Path(folder).glob("*.marshal")) == kept
    finally:
        tomlcache.configure(None)
