"""Orc Wars board content: tiles, the six scenario maps and the Board helpers.

Covers engine/orc_wars/board.py and board_scenarios.py against the model in
docs/orc-wars.md ("Board", "Scenarios"): every tile and scenario loads, maps
have 6 or 7 tiles with straddling spaces where tiles meet, entrances sit on
the edge on open ground, underbrush blocks Orcs only, Race Through the Dark
is set up as the rulebook appendix says, every map is connected from the Elf
starts to their goals, and malformed content fails with a one-line
ContentError naming file, entry and field.
"""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from engine import hexgrid
from engine.core.errors import ContentError
from engine.orc_wars.board import (CONTENT_DIR, SCENARIO_DIR, load_scenario, load_tiles,
                                   load_tiles_file, scenario_ids, squad_tokens,
                                   tokens_can_make)
from engine.orc_wars.board_scenarios import load_scenario_file

IDS = ["the-prisoner", "orc-camp", "the-relics", "bounty-hunter", "the-great-hunt",
       "race-through-the-dark"]
RACE = "race-through-the-dark"


def off(col: int, row: int) -> hexgrid.Hex:
    return hexgrid.from_offset(col, row)


def boards():
    return [pytest.param(load_scenario(i), id=i) for i in IDS]


# ------------------------------------------------------------------ tiles


def test_ten_tiles_of_seven_by_five():
    tiles = load_tiles()
    assert sorted(tiles, key=lambda t: int(t[1:])) == [f"T{i}" for i in range(1, 11)]
    for tile in tiles.values():
        assert len(tile.rows) == 5 and all(len(r) == 7 for r in tile.rows)
        assert tile.name and tile.text


def test_tiles_are_varied_and_roomy():
    tiles = load_tiles().values()
    count = lambda char: sum(any(char in r for r in t.rows) for t in tiles)  # noqa: E731
    assert count("W") >= 4 and count("T") >= 4 and count("u") >= 2
    for tile in tiles:
        text = "".join(tile.rows)
        assert "$" in text and "e" in text
        assert text.count("u") <= 6
        # Orcs need room: most of the tile is open ground
        assert sum(text.count(c) for c in ".$es") >= 20, tile.id


def test_tiles_are_connected_for_both_sides():
    for tile in load_tiles().values():
        cells = {off(c, r): ch for r, row in enumerate(tile.rows) for c, ch in enumerate(row)}
        for ok in (".$esu", ".$es"):
            groups = hexgrid.connected_groups(h for h, ch in cells.items() if ch in ok)
            assert len(groups) == 1, (tile.id, ok)


def test_squad_tokens_are_designed_and_can_make_every_force():
    tokens = squad_tokens()
    assert tokens == (1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5) and sum(tokens) == 30
    assert all(tokens_can_make(n, 11, tokens) for n in range(1, 31))
    assert tokens_can_make(13, 3, tokens) and not tokens_can_make(13, 2, tokens)


# --------------------------------------------------------------- scenarios


def test_scenario_ids_in_recommended_order():
    assert scenario_ids() == IDS
    assert [load_scenario(i).order for i in IDS] == [1, 2, 3, 4, 5, 6]
    assert sorted(p.stem for p in SCENARIO_DIR.glob("*.toml")) == sorted(IDS)


def test_load_scenario_is_cached_and_unknown_ids_fail():
    assert load_scenario(RACE) is load_scenario(RACE)
    with pytest.raises(ContentError, match="no-such.toml"):
        load_scenario("no-such")


@pytest.mark.parametrize("scenario", boards())
def test_six_or_seven_distinct_numbered_tiles(scenario):
    tiles = [p.tile for p in scenario.placements]
    assert 6 <= len(tiles) <= 7 and len(set(tiles)) == len(tiles)
    assert sorted(p.number for p in scenario.placements) == list(range(1, len(tiles) + 1))
    assert all(p.at[1] % 2 == 0 for p in scenario.placements)
    numbers = set()
    for space in scenario.board.hexes.values():
        numbers.update(space.tiles)
    assert numbers == set(range(1, len(tiles) + 1))


@pytest.mark.parametrize("scenario", boards())
def test_straddling_spaces_where_tiles_meet(scenario):
    board = scenario.board
    straddling = [h for h in board.hexes if board.is_straddling(h)]
    assert straddling
    for h in straddling:
        assert len(board.tiles_of(h)) >= 2
        assert board.tile_of(h) == max(board.tiles_of(h))
    # borders shared by exactly two tiles (corners may lie on more) link all tiles
    pairs = {board.tiles_of(h) for h in straddling if len(board.tiles_of(h)) == 2}
    reach, todo = {1}, [1]
    while todo:
        here = todo.pop()
        for a, b in pairs:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in reach:
                    reach.add(y)
                    todo.append(y)
    assert reach == set(board.tile_ids)


def test_race_straddling_row_between_tiles_one_and_two():
    board = load_scenario(RACE).board
    shared = [h for h in board.hexes if board.tiles_of(h) == (1, 2)]
    assert sorted(hexgrid.to_offset(h) for h in shared) == [(c, 24) for c in range(3, 7)]
    assert board.tile_of(off(1, 26)) == 1 and not board.is_straddling(off(1, 26))


@pytest.mark.parametrize("scenario", boards())
def test_entrances_are_open_edge_spaces_on_one_tile(scenario):
    board = scenario.board
    assert len(board.entrances()) >= 6
    for h in board.entrances():
        space = board.hexes[h]
        assert board.on_edge(h) and space.terrain == "open" and len(space.tiles) == 1
        assert space.terrain not in ("tree", "wall")
    for flag in ("elf_start", "escape", "no_reinforce"):
        assert set(board.marked(flag)) <= set(board.entrances())
    assert len(board.marked("elf_start")) >= 3


@pytest.mark.parametrize("scenario", boards())
def test_passability_by_side(scenario):
    board = scenario.board
    for h, space in board.hexes.items():
        elf, orc = board.passable_for(h, "elf"), board.passable_for(h, "orc")
        assert elf == (space.terrain in ("open", "underbrush"))
        assert orc == (space.terrain == "open")
    outside = next(n for h in board.hexes for n in hexgrid.neighbours(h) if n not in board)
    assert not board.passable_for(outside, "elf") and not board.passable_for(outside, "orc")


def test_underbrush_blocks_orcs_only():
    board = load_scenario(RACE).board
    brush = off(1, 1)                      # tile 7, the Thicket
    assert board.hexes[brush].terrain == "underbrush"
    assert board.passable_for(brush, "elf") and not board.passable_for(brush, "orc")
    wall = off(1, 9)
    assert board.hexes[wall].terrain == "wall"
    assert not board.passable_for(wall, "elf") and not board.passable_for(wall, "orc")
    with pytest.raises(ValueError):
        board.passable_for(brush, "dwarf")


def test_board_helpers():
    board = load_scenario(RACE).board
    corner = off(0, 0)
    assert board.on_edge(corner) and not board.on_edge(off(3, 2))
    assert not board.on_edge(off(-1, 0))
    assert sorted(board.neighbours_on_map(corner)) == sorted([off(1, 0), off(0, 1)])
    assert len(board.neighbours_on_map(off(3, 2))) == 6
    assert len(board.tile_hexes(1)) == 35 and board.tile_ids[1] == "T10"


# ------------------------------------------------------ Race Through the Dark


def test_race_through_the_dark_as_in_the_appendix():
    race = load_scenario(RACE)
    board = race.board
    assert race.source == "rulebook" and race.first == "elf" and not race.uses_king
    assert race.orcs_by_elves == (5, 9, 13)
    assert race.reinforce == "behind-elves" and board.token_rule == "free"
    assert [t.name for t in race.elves_win] == ["escape"]
    assert [t.name for t in race.orc_wins] == ["kill-all-elves"]
    assert len(race.placements) == 7
    # numbered 1 (entrance end, bottom) to 7 (escape end, top)
    top = {p.number: p.at[1] for p in race.placements}
    assert [top[n] for n in range(1, 8)] == sorted(top.values(), reverse=True)
    bottom = max(hexgrid.to_offset(h)[1] for h in board.hexes)
    starts = board.marked("elf_start")
    assert len(starts) >= 3
    assert all(hexgrid.to_offset(h)[1] == bottom and board.tile_of(h) == 1 for h in starts)
    escapes = board.marked("escape")
    assert escapes and all(hexgrid.to_offset(h)[1] == 0 and board.tile_of(h) == 7
                           for h in escapes)
    assert set(board.marked("no_reinforce")) == set(escapes)
    assert len(board.marked("treasure_spot")) == 3


def test_race_token_spot_on_every_tile():
    board = load_scenario(RACE).board
    for number in range(1, 8):
        ok = [h for h in board.tile_hexes(number) if board.token_spot_ok(h)]
        assert ok, number
        for h in ok:
            assert not board.hexes[h].entrance and not board.is_straddling(h)
            assert board.passable_for(h, "orc")
    assert not any(board.token_spot_ok(h) for h in board.entrances())


# ------------------------------------------------------------ connectivity


def _reach(board, start, goal, side="elf"):
    return hexgrid.path(start, goal, lambda h: board.passable_for(h, side)) is not None


@pytest.mark.parametrize("scenario", boards())
def test_elves_can_reach_their_goals(scenario):
    board = scenario.board
    goals = set(board.marked("treasure_spot"))
    names = {t.name for t in scenario.elves_win}
    if names & {"escape", "rescue-prisoner"}:
        goals |= set(board.marked("escape"))
    if "rescue-prisoner" in names:
        goals |= set(board.marked("prisoner"))
    if "kill-king" in names:
        goals |= {n for h in board.marked("king_start") for n in board.neighbours_on_map(h)
                  if board.passable_for(n, "elf")}
    assert goals or "survive-rounds" in names
    for start in board.marked("elf_start"):
        for goal in goals:
            assert _reach(board, start, goal), (hexgrid.to_offset(start),
                                                hexgrid.to_offset(goal))


@pytest.mark.parametrize("scenario", boards())
def test_orcs_can_reach_the_elves(scenario):
    board = scenario.board
    sources = [h for h in board.hexes if board.token_spot_ok(h)]
    sources += list(board.marked("king_start")) + list(board.entrances())
    for src in sources:
        for start in board.marked("elf_start"):
            assert _reach(board, src, start, "orc")
    if "king-escapes" in {t.name for t in scenario.orc_wins}:
        king, = board.marked("king_start")
        assert all(_reach(board, king, e, "orc") for e in board.marked("escape"))


@pytest.mark.parametrize("scenario", boards())
def test_setup_fits_the_box(scenario):
    board = scenario.board
    assert len(board.marked("treasure_spot")) <= 5
    room = len(board.marked("token_spot")) if board.token_rule == "spots" else len(
        scenario.placements)
    for n in scenario.orcs_by_elves:
        assert n <= 21 and tokens_can_make(n, room, squad_tokens())
    assert scenario.uses_king == bool(board.marked("king_start"))
    assert {t.name for t in scenario.orc_wins} >= {"kill-all-elves"}


def test_two_scenarios_use_the_king():
    assert [i for i in IDS if load_scenario(i).uses_king] == ["orc-camp", "bounty-hunter"]
    hunt = load_scenario("the-great-hunt")
    assert hunt.reinforce == "far-from-elves" and hunt.reinforce_distance == 4


def test_render_rows():
    race = load_scenario(RACE).board
    rows = race.render_rows()
    assert len(rows) == 29
    assert rows[0] == "e . X X X . ." and rows[-1] == "W E . E . E W"
    assert rows[5].startswith("       . W")          # odd row, tile 6 starts at col 3
    camp = load_scenario("orc-camp").board.render_rows()
    assert "K" in camp[6] and camp[6].count("s") >= 2
    prisoner = load_scenario("the-prisoner").board.render_rows()
    assert "P" in prisoner[2] and ":" in prisoner[4]


# --------------------------------------------------------- malformed content


def _tiles_error(tmp_path: Path, old: str, new: str) -> ContentError:
    text = (CONTENT_DIR / "tiles.toml").read_text()
    assert old in text
    path = tmp_path / "tiles.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_tiles_file(path)
    return info.value


def _scenario_error(tmp_path: Path, old: str, new: str, sid: str = RACE) -> ContentError:
    text = (SCENARIO_DIR / f"{sid}.toml").read_text()
    assert old in text, old
    path = tmp_path / f"{sid}.toml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_scenario_file(path, load_tiles(), squad_tokens())
    return info.value


def _check(err: ContentError, file: str, entry: str, field: str, words: str) -> None:
    assert (err.file, err.entry, err.field) == (file, entry, field), str(err)
    assert "\n" not in str(err) and re.search(words, str(err)), str(err)
    assert str(err).startswith(f"{file}: entry {entry!r}, field {field!r}: ")


TILE_CASES = [
    ('".e...e.",', '".e..?e.",', "T1", "rows[0]", "unknown character '\\?'"),
    ('".e...e.",', '".e...e",', "T1", "rows[0]", "expected 7 characters"),
    ('"e.s.$.e",', '"e.e.$.e",', "T1", "rows[2]", "not on the tile border"),
    ('"e.s.$.e",', '"$.s.$.e",', "T1", "rows[2]", "on the tile border"),
    ('".WW.WW.",', '"WWWWWWW",', "T1", "rows", "not connected"),
    ('"..us.u.",', '"uuusuuu",', "T6", "rows", "more than 6 underbrush"),
    ("values = [1, 1, 2,", "values = [1, 2,", "tokens", "values", "11 squad tokens"),
    ('id = "T10"', 'id = "T11"', "T11", "id", "not one of"),
    ('id = "T10"', 'id = "T1"', "T1", "id", "duplicate"),
    ('name = "Gatehouse"', 'nom = "Gatehouse"', "T1", "nom", "unknown key"),
]


@pytest.mark.parametrize("old,new,entry,field,words", TILE_CASES)
def test_malformed_tiles(tmp_path, old, new, entry, field, words):
    _check(_tiles_error(tmp_path, old, new), "tiles.toml", entry, field, words)


def test_tiles_file_with_bad_toml(tmp_path):
    err = _tiles_error(tmp_path, "[tokens]", "[tokens")
    _check(err, "tiles.toml", "-", "-", "TOML")


R = "race-through-the-dark.toml"
SCENARIO_CASES = [
    ("at = [3, 20]", "at = [3, 21]", R, "tiles[1]", "at", "odd"),
    ("at = [3, 20]", "at = [3, 19]", R, "tiles[1]", "at", "odd"),
    ("at = [3, 20]", "at = [3, 18]", R, "tiles[2]", "at", "overlaps the inside of tile 2"),
    ("at = [3, 20]", "at = [7, 20]", R, "tiles[1]", "at", "tile 2 touches tile 1 without"),
    ("[marks]", '[[tiles]]\ntile = "T5"\nnumber = 8\nat = [9, 0]\n\n[marks]', R, "tiles",
     "-", "6 or 7 tiles, got 8"),
    ('tile = "T4"', 'tile = "T10"', R, "tiles[1]", "tile", "already on the map"),
    ('tile = "T4"', 'tile = "T11"', R, "tiles[1]", "tile", "not one of"),
    ("number = 2", "number = 1", R, "tiles[1]", "number", "already used"),
    ("elf_start = [[1, 28],", "elf_start = [[0, 28],", R, "marks", "elf_start[0]",
     "is a wall hex"),
    ("elf_start = [[1, 28],", "elf_start = [[1, 27],", R, "marks", "elf_start[0]",
     "not an entrance"),
    ("elf_start = [[1, 28], [3, 28], [5, 28]]", "elf_start = []", R, "marks", "elf_start",
     "at least 3"),
    ("elf_start = [[1, 28],", "elf_start = [[1, 28], [1, 28],", R, "marks", "elf_start[1]",
     "listed twice"),
    ("treasure = [[5, 23],", "treasure = [[4, 23],", R, "marks", "treasure[0]", "wall"),
    ("treasure = [[5, 23],", "treasure = [[1, 26],", R, "marks", "treasure[0]",
     "not a '\\$' hex"),
    ("treasure = [[5, 23],", "treasure = [[50, 23],", R, "marks", "treasure[0]",
     "not on the map"),
    ("entrance = [[1, 28],", "entrance = [[2, 26],", R, "marks", "entrance[0]", "map edge"),
    ('elves = [{ term = "escape" }]', 'elves = [{ term = "flee" }]', R,
     "victory.elves[0]", "term", "'flee' is not one of"),
    ('elves = [{ term = "escape" }]', 'elves = [{ term = "kill-king" }]', R,
     "victory.elves[0]", "term", "uses_king"),
    ('elves = [{ term = "escape" }]', 'elves = [{ term = "find-treasures", count = 4 }]', R,
     "victory.elves[0]", "count", "more treasures"),
    ('elves = [{ term = "escape" }]', 'elves = [{ term = "find-treasures" }]', R,
     "victory.elves[0]", "count", "needs count"),
    ('elves = [{ term = "escape" }]', 'elves = [{ term = "escape", rounds = 3 }]', R,
     "victory.elves[0]", "rounds", "takes no rounds"),
    ('orc = [{ term = "kill-all-elves" }]', 'orc = [{ term = "king-escapes" }]', R,
     "victory.orc[0]", "term", "uses_king"),
    ('orc = [{ term = "kill-all-elves" }]',
     'orc = [{ term = "elves-fail-by-round", rounds = 9 }]', R, "victory", "orc",
     "kill-all-elves must be"),
    ("orcs_by_elves = [5, 9, 13]", "orcs_by_elves = [5, 9]", R, "setup", "orcs_by_elves",
     "3 numbers"),
    ("orcs_by_elves = [5, 9, 13]", "orcs_by_elves = [5, 9, 22]", R, "setup",
     "orcs_by_elves[2]", "1..21"),
    ('tokens = "free"', 'tokens = "spots"', R, "setup", "token_spots", "required"),
    ('reinforce = "behind-elves"', 'reinforce = "far-from-elves"', R, "rules",
     "reinforce_distance", "required"),
    ('reinforce = "behind-elves"', 'reinforce = "anywhere"', R, "rules", "reinforce",
     "not one of"),
    ('id = "race-through-the-dark"', 'id = "race"', R, "scenario", "id", "file name"),
    ('first = "elf"', 'first = "dwarf"', R, "scenario", "first", "not one of"),
    ('first = "elf"', 'first = "elf"\ncolour = "red"', R, "scenario", "colour",
     "unknown key"),
    ("no_reinforce = [[2, 0], [3, 0], [4, 0]]", "no_reinforce = [[2, 0], [2, 0]]", R,
     "marks", "no_reinforce[1]", "listed twice"),
]


@pytest.mark.parametrize("old,new,file,entry,field,words", SCENARIO_CASES)
def test_malformed_scenario(tmp_path, old, new, file, entry, field, words):
    _check(_scenario_error(tmp_path, old, new), file, entry, field, words)


def test_malformed_spots_scenario(tmp_path):
    sid = "the-prisoner"
    err = _scenario_error(tmp_path, "token_spots = [[3, 2],", "token_spots = [[2, 2],", sid)
    _check(err, "the-prisoner.toml", "setup", "token_spots[0]", "not an 's' hex")
    err = _scenario_error(tmp_path, "[2, 6], [8, 6], [4, 10], [10, 10]]", "]", sid)
    _check(err, "the-prisoner.toml", "setup", "orcs_by_elves[2]", "cannot be made")
    err = _scenario_error(tmp_path, "prisoner = [10, 2]", "prisoner = [8, 6]", sid)
    _check(err, "the-prisoner.toml", "setup", "token_spots[3]", "already a prisoner")
    err = _scenario_error(tmp_path, 'elves = [{ term = "rescue-prisoner" }]',
                          'elves = [{ term = "survive-rounds", rounds = 9 }]', sid)
    _check(err, "the-prisoner.toml", "marks", "escape", "no victory term uses them")


def test_malformed_king_scenario(tmp_path):
    err = _scenario_error(tmp_path, "uses_king = true", "uses_king = false", "orc-camp")
    _check(err, "orc-camp.toml", "victory.elves[0]", "term", "uses_king")
    err = _scenario_error(tmp_path, "king_start = [9, 6]", "king_start = [6, 5]",
                          "orc-camp")
    _check(err, "orc-camp.toml", "marks", "king_start", "is a tree hex")


def test_map_cut_in_two_is_rejected():
    tiles = load_tiles()
    # tile 7 of the Race (T6, the Thicket) walled off along its two lower rows
    rows = tiles["T6"].rows[:3] + ("WWWWWWW", "WWWWWWW")
    tiles["T6"] = dataclasses.replace(tiles["T6"], rows=rows)
    with pytest.raises(ContentError) as info:
        load_scenario_file(SCENARIO_DIR / f"{RACE}.toml", tiles, squad_tokens())
    _check(info.value, f"{RACE}.toml", "tiles", "-", "not connected for elf figures")
