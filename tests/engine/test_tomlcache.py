"""engine.core.tomlcache: parsed content kept between runs, never stale, never required."""
from __future__ import annotations

import datetime
import tomllib

import pytest

from engine.core import tomlcache
from engine.orc_wars.board import load_scenario, scenario_ids, scenario_names

TEXT = 'name = "Bellow of Defiance"\ncost = [1, 2]\n[deck]\ncards = { a = 3 }\n'


@pytest.fixture
def cache(tmp_path):
    folder = tmp_path / "content"
    tomlcache.configure(folder)
    yield folder
    tomlcache.configure(None)


def test_no_folder_means_plain_parsing(tmp_path):
    tomlcache.configure(None)
    assert tomlcache.loads(TEXT) == tomllib.loads(TEXT)
    assert list(tmp_path.iterdir()) == []


def test_second_load_comes_from_the_file_and_equals_the_parse(cache):
    first = tomlcache.loads(TEXT)
    files = list(cache.glob("*.marshal"))
    assert len(files) == 1
    files[0].write_bytes(files[0].read_bytes())      # still a good file
    again = tomlcache.loads(TEXT)
    assert again == first == tomllib.loads(TEXT)
    assert again is not first                        # a fresh object: callers may change it
    assert list(again) == ["name", "cost", "deck"]   # key order kept


def test_a_changed_text_is_parsed_again(cache):
    tomlcache.loads(TEXT)
    changed = TEXT.replace("[1, 2]", "[1, 3]")
    assert tomlcache.loads(changed)["cost"] == [1, 3]
    assert len(list(cache.glob("*.marshal"))) == 2


def test_a_damaged_cache_file_is_ignored(cache):
    tomlcache.loads(TEXT)
    (path,) = cache.glob("*.marshal")
    path.write_bytes(b"\x00garbage")
    assert tomlcache.loads(TEXT) == tomllib.loads(TEXT)
    path.write_bytes(b"")
    assert tomlcache.loads(TEXT)["deck"] == {"cards": {"a": 3}}


def test_syntax_errors_are_tomllibs_and_nothing_is_kept(cache):
    with pytest.raises(tomllib.TOMLDecodeError):
        tomlcache.loads("name = ")
    assert not cache.exists() or list(cache.glob("*.marshal")) == []


def test_dates_are_parsed_but_not_kept(cache):
    assert tomlcache.loads("when = 2026-12-02\n") == {"when": datetime.date(2026, 12, 2)}
    assert not cache.exists() or list(cache.glob("*.marshal")) == []


def test_an_unwritable_folder_only_costs_the_parse(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    tomlcache.configure(blocker / "content")
    try:
        assert tomlcache.loads(TEXT)["name"] == "Bellow of Defiance"
    finally:
        tomlcache.configure(None)


def test_the_oldest_files_go_past_the_limit(cache, monkeypatch):
    monkeypatch.setattr(tomlcache, "MAX_FILES", 3)
    for n in range(5):
        tomlcache.loads(f"n = {n}\n")
    assert len(list(cache.glob("*.marshal"))) == 3


def test_orc_wars_scenario_names_match_the_full_files():
    """The options' light index (the [scenario] tables only) agrees with the checked files."""
    names = scenario_names()
    assert list(names) == scenario_ids()
    assert names == {sid: load_scenario(sid).name for sid in scenario_ids()}
    assert names["the-prisoner"] == load_scenario("the-prisoner").name
