"""Listing a save folder, finding the newest save, and autosave names."""
from __future__ import annotations

import os

import pytest

import saves


@pytest.fixture
def clock(monkeypatch):
    """``clock.set(text)``: the 'updated' time the next write records."""
    class Clock:
        now = "2030-01-01T00:00:00.000000+00:00"

        def set(self, text):
            self.now = text
    fake = Clock()
    monkeypatch.setattr(saves.header, "now_iso", lambda: fake.now)
    return fake


def _write(folder, name, state, clock, when):
    clock.set(when)
    return saves.write(folder / name, state)


def test_list_is_newest_updated_first(tmp_path, play, clock):
    _write(tmp_path, "a.htsave", play(actions=1), clock, "2030-01-02T00:00:00+00:00")
    _write(tmp_path, "b.htsave", play(actions=2), clock, "2030-01-03T00:00:00+00:00")
    _write(tmp_path, "c.htsave", play(actions=3), clock, "2030-01-01T00:00:00+00:00")
    # a different UTC offset must compare by the real moment, not the text
    _write(tmp_path, "d.htsave", play(actions=4), clock, "2030-01-03T01:30:00+02:00")
    listed = saves.list_saves(tmp_path)
    assert [item.path.name for item in listed] == ["b.htsave", "d.htsave", "a.htsave",
                                                   "c.htsave"]
    assert saves.newest(tmp_path) == tmp_path / "b.htsave"


def test_rewriting_an_old_save_makes_it_newest(tmp_path, play, clock):
    _write(tmp_path, "a.htsave", play(), clock, "2030-01-01T00:00:00+00:00")
    _write(tmp_path, "b.htsave", play(), clock, "2030-01-02T00:00:00+00:00")
    _write(tmp_path, "a.htsave", play(actions=8), clock, "2030-01-05T00:00:00+00:00")
    assert saves.newest(tmp_path) == tmp_path / "a.htsave"


def test_info_fields_come_from_the_header(tmp_path, play, clock):
    state = play(actions=5, players=3)
    seats = [{"name": n, "kind": "ai", "bot": "random"} for n in "XYZ"]
    clock.set("2030-02-03T04:05:06.000007+00:00")
    saves.write(tmp_path / "g.htsave", state, seats=seats, campaign_id="orc-1")
    [item] = saves.list_saves(tmp_path)
    assert item.error is None and item.path == tmp_path / "g.htsave"
    assert (item.game_id, item.players, item.seats) == ("test-race", 3, seats)
    assert item.action_count == 5 and item.turn == state.view(None)["turn"] == 2
    assert item.updated == item.created == "2030-02-03T04:05:06.000007+00:00"
    assert item.campaign_id == "orc-1"
    assert saves.info(tmp_path / "g.htsave") == item


def test_unreadable_files_are_listed_last_with_their_error(tmp_path, play, clock):
    _write(tmp_path, "good.htsave", play(), clock, "2030-01-01T00:00:00+00:00")
    (tmp_path / "junk.htsave").write_bytes(b"not a save")
    (tmp_path / "cut.htsave").write_bytes((tmp_path / "good.htsave").read_bytes()[:30])
    (tmp_path / "folder.htsave").mkdir()
    listed = saves.list_saves(tmp_path)
    assert listed[0].path.name == "good.htsave" and listed[0].error is None
    broken = {item.path.name: item for item in listed[1:]}
    assert set(broken) == {"junk.htsave", "cut.htsave", "folder.htsave"}
    for name, item in broken.items():
        assert item.error and "\n" not in item.error and name in item.error
        assert item.game_id == "" and item.updated is None
    assert "truncated" in broken["cut.htsave"].error
    assert saves.newest(tmp_path) == tmp_path / "good.htsave"


def test_other_files_are_ignored(tmp_path, play, clock):
    _write(tmp_path, "g.htsave", play(actions=1), clock, "2030-01-01T00:00:00+00:00")
    _write(tmp_path, "g.htsave", play(actions=2), clock, "2030-01-02T00:00:00+00:00")
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / ".g.htsave.abc123.tmp").write_bytes(b"half")
    (tmp_path / ".hidden.htsave").write_bytes(b"x")
    assert sorted(os.listdir(tmp_path)) == [".g.htsave.abc123.tmp", ".herotable-key",
                                            ".hidden.htsave", "g.htsave", "g.htsave.bak",
                                            "g.htsave.lock", "notes.txt"]
    assert [item.path.name for item in saves.list_saves(tmp_path)] == ["g.htsave"]


def test_empty_and_missing_folders(tmp_path):
    assert saves.list_saves(tmp_path) == [] and saves.newest(tmp_path) is None
    missing = tmp_path / "missing"
    assert saves.list_saves(missing) == [] and saves.newest(missing) is None


def test_newest_is_none_when_nothing_is_readable(tmp_path):
    (tmp_path / "junk.htsave").write_bytes(b"junk")
    assert saves.newest(tmp_path) is None
    assert len(saves.list_saves(tmp_path)) == 1


def test_listing_a_file_instead_of_a_folder_is_a_save_error(tmp_path, one_line):
    path = tmp_path / "plain"
    path.write_text("x")
    with pytest.raises(saves.SaveError) as caught:
        saves.list_saves(path)
    one_line(caught.value, path)


def test_autosave_names_are_new_and_unique(tmp_path, play):
    first = saves.autosave_path(tmp_path, "test-race")
    second = saves.autosave_path(tmp_path, "test-race")
    assert first != second
    for path in (first, second):
        assert path.parent == tmp_path and path.suffix == ".htsave"
        assert path.name.startswith("test-race-") and not path.exists()
    saves.write(first, play())
    assert saves.newest(tmp_path) == first
    assert saves.autosave_path(tmp_path, "test-race") not in (first, second)


def test_autosave_name_skips_files_already_on_disk(tmp_path, monkeypatch):
    taken = saves.autosave_path(tmp_path, "g")
    taken.write_bytes(b"")
    monkeypatch.setattr(saves.listing, "_handed_out", set())   # a fresh process
    again = saves.autosave_path(tmp_path, "g")
    assert again != taken and not again.exists()


@pytest.mark.parametrize("game_id", ["../../escape", "a/b", "", "x" * 500, "dé jà"])
def test_autosave_name_stays_in_the_folder(tmp_path, game_id):
    path = saves.autosave_path(tmp_path, game_id)
    assert path.parent == tmp_path and "/" not in path.name and len(path.name) < 120
