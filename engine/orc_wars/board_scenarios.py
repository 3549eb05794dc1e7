"""Orc Wars scenario files: read and check ``content/scenarios/<id>.toml``.

Used by ``engine.orc_wars.board.load_scenario``; the schema is in
``docs/orc-wars.md`` ("Scenarios"). Every problem raises ``ContentError(file,
entry, field, problem)`` on one line: entry is ``scenario``, ``tiles[2]``,
``marks``, ``setup``, ``rules``, ``victory.orc[1]``, or ``-`` for the file.

Rule sections: Choosing a Scenario (6 or 7 of the 10 tiles), The Elf Players
(entrances: an edge half-hex without tree or wall), Squad Tokens and
Reinforcement, Movement, Winning the Game, and the appendix "Race Through the
Dark" (numbered tiles, blue and red spaces, token limits).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import hexgrid
from ..hexgrid import Hex
from .board import (BLOCKING, ELF_TERMS, MARK_LISTS, MARK_ONE, MAX_ELVES, MAX_FIGURES,
                    MAX_TREASURES, ORC_TERMS, REINFORCE_RULES, TILE_CHARS, TILE_COLS,
                    TILE_ROWS, TOKEN_RULES, Board, Placement, ScenarioDef, Space, Term,
                    Tile, _Checker, _read, tokens_can_make)

MIN_TILES, MAX_TILES = 6, 7
SOURCES = ("rulebook", "designed")
_OCCUPANTS = ("elf_start", "treasure_spot", "prisoner", "king_start", "token_spot")
_TOP = ("scenario", "tiles", "marks", "setup", "rules", "victory")
_SCENARIO_KEYS = ("id", "name", "order", "source", "text", "uses_king", "first")


def load_scenario_file(path: str | Path, tiles: dict[str, Tile],
                       tokens: tuple[int, ...]) -> ScenarioDef:
    """Read and check one scenario file against ``tiles`` and ``tokens``.

    Checks: the id matches the file name; 6 or 7 distinct tiles numbered 1..n,
    placed on even rows, overlapping only on their borders and never touching
    without sharing hexes; marks on open map hexes (entrances on the edge and on
    one tile; elf starts, escapes and no-reinforce spaces are entrances;
    treasures on tile "$" hexes, token spots on tile "s" hexes); the starting
    Orcs can be made from the tokens; victory terms known, with the marks they
    need; the map connected for Elves and for Orcs.
    """
    path = Path(path)
    ck = _Checker(path.name)
    data = ck.table(_read(path, ck), "-", "-", _TOP, _TOP)
    meta = ck.table(data["scenario"], "scenario", "-", _SCENARIO_KEYS, _SCENARIO_KEYS)
    sid = ck.string(meta["id"], "scenario", "id")
    if sid != path.stem:
        ck.fail("scenario", "id", f"{sid!r} does not match the file name {path.stem!r}")
    placements = _placements(ck, data["tiles"], tiles)
    hexes, chars = _build(ck, placements, tiles)
    marks = _marks(ck, data["marks"], hexes, chars)
    orcs, rule = _setup(ck, data["setup"], hexes, chars, marks)
    space_flags = _apply_marks(ck, marks)
    board = Board({h: Space(terrain, tuple(sorted(nums)), **space_flags.get(h, {}),
                            entrance=h in marks["_entrance"])
                   for h, (terrain, nums) in hexes.items()},
                  {p.number: p.tile for p in placements}, rule)
    _check_tokens(ck, board, orcs, tokens)
    reinforce, distance = _rules(ck, data["rules"])
    if not any(not board.hexes[h].no_reinforce for h in board.entrances()):
        ck.fail("marks", "no_reinforce", "leaves the Orcs no entrance to reinforce on")
    uses_king = ck.boolean(meta["uses_king"], "scenario", "uses_king")
    elves, orc = _victory(ck, data["victory"], board, uses_king)
    _check_connected(ck, board)
    return ScenarioDef(
        id=sid, name=ck.string(meta["name"], "scenario", "name"),
        order=ck.integer(meta["order"], "scenario", "order", 1, 99),
        source=ck.enum(meta["source"], SOURCES, "scenario", "source"),
        text=ck.string(meta["text"], "scenario", "text"), uses_king=uses_king,
        first=ck.enum(meta["first"], ("elf", "orc"), "scenario", "first"),
        placements=placements, board=board, orcs_by_elves=orcs, reinforce=reinforce,
        reinforce_distance=distance, elves_win=elves, orc_wins=orc, file=path.name)


def _setup(ck: _Checker, raw: Any, hexes, chars, marks) -> tuple[tuple[int, ...], str]:
    """[setup] -> (orcs_by_elves, token rule); token spots are added to ``marks``."""
    setup = ck.table(raw, "setup", "-", ("orcs_by_elves", "tokens", "token_spots"),
                     ("orcs_by_elves", "tokens"))
    orcs = ck.array(setup["orcs_by_elves"], "setup", "orcs_by_elves")
    if len(orcs) != MAX_ELVES:
        ck.fail("setup", "orcs_by_elves", f"expected {MAX_ELVES} numbers (1, 2, 3 Elves)")
    orcs = tuple(ck.integer(n, "setup", f"orcs_by_elves[{i}]", 1, MAX_FIGURES)
                 for i, n in enumerate(orcs))
    if list(orcs) != sorted(orcs):
        ck.fail("setup", "orcs_by_elves", "must not fall as Elves are added")
    rule = ck.enum(setup["tokens"], TOKEN_RULES, "setup", "tokens")
    if (rule == "spots") != ("token_spots" in setup):
        ck.fail("setup", "token_spots", 'required with tokens = "spots", and only then')
    for i, item in enumerate(ck.array(setup.get("token_spots", []), "setup", "token_spots")):
        h = _mark_hex(ck, item, "setup", f"token_spots[{i}]", hexes)
        if "s" not in chars[h]:
            ck.fail("setup", f"token_spots[{i}]", f"{item} is not an 's' hex of its tile")
        marks.setdefault("token_spot", []).append((h, f"token_spots[{i}]", "setup"))
    return orcs, rule


def _rules(ck: _Checker, raw: Any) -> tuple[str, int]:
    """[rules] -> (reinforce rule, reinforce distance or 0)."""
    rules = ck.table(raw, "rules", "-", ("reinforce", "reinforce_distance"), ("reinforce",))
    reinforce = ck.enum(rules["reinforce"], REINFORCE_RULES, "rules", "reinforce")
    if (reinforce == "far-from-elves") != ("reinforce_distance" in rules):
        ck.fail("rules", "reinforce_distance", 'required with "far-from-elves", and only then')
    if "reinforce_distance" not in rules:
        return reinforce, 0
    return reinforce, ck.integer(rules["reinforce_distance"], "rules", "reinforce_distance",
                                 1, 9)


def _tile_key(tile_id: str) -> tuple[int, str]:
    return (int(tile_id[1:]) if tile_id[1:].isdigit() else 99, tile_id)


def _placements(ck: _Checker, raw: Any, tiles: dict[str, Tile]) -> tuple[Placement, ...]:
    items = ck.array(raw, "tiles", "-")
    if not MIN_TILES <= len(items) <= MAX_TILES:
        ck.fail("tiles", "-", f"a map has {MIN_TILES} or {MAX_TILES} tiles, got {len(items)}")
    out: list[Placement] = []
    for i, item in enumerate(items):
        entry = f"tiles[{i}]"
        item = ck.table(item, entry, "-", ("tile", "number", "at"), ("tile", "number", "at"))
        tile = ck.enum(item["tile"], tuple(sorted(tiles, key=_tile_key)), entry, "tile")
        number = ck.integer(item["number"], entry, "number", 1, len(items))
        at = ck.offset(item["at"], entry, "at")
        if at[1] % 2:
            ck.fail(entry, "at", f"row {at[1]} is odd; tiles go on even rows (odd-r parity)")
        for other in out:
            if other.tile == tile:
                ck.fail(entry, "tile", f"{tile} is already on the map (one of each tile)")
            if other.number == number:
                ck.fail(entry, "number", f"number {number} is already used by {other.tile}")
        out.append(Placement(tile, number, at))
    return tuple(out)


def _build(ck: _Checker, placements, tiles):
    """Lay the tiles: hex -> (terrain, tile numbers), and hex -> tile characters."""
    hexes: dict[Hex, tuple[str, set[int]]] = {}
    chars: dict[Hex, str] = {}
    border: dict[Hex, int] = {}        # hexes on a tile border, by how many tiles
    for i, p in enumerate(placements):
        for r, row in enumerate(tiles[p.tile].rows):
            for c, char in enumerate(row):
                h = hexgrid.from_offset(p.at[0] + c, p.at[1] + r)
                edge = r in (0, TILE_ROWS - 1) or c in (0, TILE_COLS - 1)
                if h in hexes:
                    if not edge or border.get(h, 0) < len(hexes[h][1]):
                        ck.fail(f"tiles[{i}]", "at", f"{p.tile} overlaps the inside of tile "
                                f"{min(hexes[h][1])} at {list(hexgrid.to_offset(h))}")
                    terrain, nums = hexes[h]
                    new = TILE_CHARS[char]
                    hexes[h] = (max(terrain, new, key=BLOCKING.__getitem__), nums | {p.number})
                else:
                    hexes[h] = (TILE_CHARS[char], {p.number})
                chars[h] = chars.get(h, "") + char
                border[h] = border.get(h, 0) + edge
    shared = {(a, b) for _, nums in hexes.values() for a in nums for b in nums}
    number_at = {p.number: i for i, p in enumerate(placements)}
    for h, (_, nums) in hexes.items():
        for n in hexgrid.neighbours(h):
            for a in nums:
                for b in hexes.get(n, ("", ()))[1]:
                    if (a, b) not in shared:
                        a, b = sorted((a, b))
                        ck.fail(f"tiles[{number_at[b]}]", "at", f"tile {b} touches tile {a}"
                                " without sharing a hex (touching tiles must overlap)")
    return hexes, chars


def _mark_hex(ck: _Checker, raw: Any, entry: str, fld: str, hexes) -> Hex:
    col, row = ck.offset(raw, entry, fld)
    h = hexgrid.from_offset(col, row)
    if h not in hexes:
        ck.fail(entry, fld, f"[{col}, {row}] is not on the map")
    if hexes[h][0] != "open":
        ck.fail(entry, fld, f"[{col}, {row}] is a {hexes[h][0]} hex; marks need open ground")
    return h


def _marks(ck: _Checker, raw: Any, hexes, chars) -> dict[str, list]:
    """Check [marks]; return flag -> [(hex, field, entry)], and "_entrance": set."""
    raw = ck.table(raw, "marks", "-", MARK_LISTS + MARK_ONE, ("elf_start",))
    out: dict[str, list] = {}
    entrances = set()
    for h, (terrain, nums) in hexes.items():
        if "e" in chars[h] and terrain == "open" and len(nums) == 1 and _edge(h, hexes):
            entrances.add(h)
    for key in MARK_LISTS + MARK_ONE:
        if key not in raw:
            continue
        items = [raw[key]] if key in MARK_ONE else ck.array(raw[key], "marks", key)
        flag = "treasure_spot" if key == "treasure" else key
        for i, item in enumerate(items):
            fld = key if key in MARK_ONE else f"{key}[{i}]"
            h = _mark_hex(ck, item, "marks", fld, hexes)
            one_tile = len(hexes[h][1]) == 1
            if key == "entrance" and not (_edge(h, hexes) and one_tile):
                ck.fail("marks", fld, f"{item} must be on the map edge and on one tile only")
            if key == "entrance":
                entrances.add(h)
            elif key in ("elf_start", "escape", "no_reinforce") and h not in entrances:
                ck.fail("marks", fld, f"{item} is not an entrance")
            elif key == "treasure" and "$" not in chars[h]:
                ck.fail("marks", fld, f"{item} is not a '$' hex of its tile")
            elif key in MARK_ONE and (h in entrances or not one_tile):
                ck.fail("marks", fld, f"{item} must be off the entrances and on one tile")
            if h in [x[0] for x in out.get(flag, [])]:
                ck.fail("marks", fld, f"{item} is listed twice")
            out.setdefault(flag, []).append((h, fld, "marks"))
    out.pop("entrance", None)
    if len(out.get("elf_start", [])) < MAX_ELVES:
        ck.fail("marks", "elf_start", f"need at least {MAX_ELVES} Elf starts")
    if len(out.get("treasure_spot", [])) > MAX_TREASURES:
        ck.fail("marks", "treasure", f"the box has only {MAX_TREASURES} treasure tokens")
    out["_entrance"] = entrances
    return out


def _edge(h: Hex, hexes) -> bool:
    return any(n not in hexes for n in hexgrid.neighbours(h))


def _apply_marks(ck: _Checker, marks) -> dict[Hex, dict[str, bool]]:
    """flag lists -> hex -> Space flags; one occupant mark per hex."""
    flags: dict[Hex, dict[str, bool]] = {}
    for flag, items in marks.items():
        for h, fld, entry in ([] if flag.startswith("_") else items):
            here = flags.setdefault(h, {})
            clash = [f for f in here if f in _OCCUPANTS]
            if flag in _OCCUPANTS and clash:
                ck.fail(entry, fld, f"{list(hexgrid.to_offset(h))} is already a {clash[0]}")
            here[flag] = True
    return flags


def _check_tokens(ck: _Checker, board: Board, orcs, tokens) -> None:
    if board.token_rule == "free":
        for number in sorted(board.tile_ids):
            if not any(board.token_spot_ok(h) for h in board.tile_hexes(number)):
                ck.fail("setup", "tokens", f"tile {number} has no space for a squad token")
        room = len(board.tile_ids)
    else:
        room = len(board.marked("token_spot"))
    for i, n in enumerate(orcs):
        if not tokens_can_make(n, room, tokens):
            ck.fail("setup", f"orcs_by_elves[{i}]", f"{n} Orcs cannot be made from at most "
                    f"{room} squad tokens ({', '.join(map(str, tokens))})")


def _victory(ck: _Checker, raw: Any, board: Board, uses_king: bool):
    raw = ck.table(raw, "victory", "-", ("elves", "orc"), ("elves", "orc"))
    found: dict[str, list[Term]] = {}
    for side, vocab in (("elves", ELF_TERMS), ("orc", ORC_TERMS)):
        items = ck.array(raw[side], "victory", side)
        if not items:
            ck.fail("victory", side, "needs at least one term")
        for i, item in enumerate(items):
            entry = f"victory.{side}[{i}]"
            item = ck.table(item, entry, "-", ("term",) + _PARAMS, ("term",))
            name = ck.enum(item["term"], tuple(vocab), entry, "term")
            params = []
            for key in _PARAMS:
                if (key in vocab[name]) != (key in item):
                    ck.fail(entry, key, f"{name} " + ("needs" if key in vocab[name]
                                                      else "takes no") + f" {key}")
                if key in item:
                    params.append((key, ck.integer(item[key], entry, key, 1, 99)))
            if any(t.name == name for t in found.get(side, [])):
                ck.fail(entry, "term", f"{name} listed twice")
            found.setdefault(side, []).append(Term(name, tuple(params)))
            _term_needs(ck, entry, Term(name, tuple(params)), board, uses_king)
    names = {t.name for terms in found.values() for t in terms}
    if "kill-all-elves" not in names:
        ck.fail("victory", "orc", "kill-all-elves must be one of the Orc's terms")
    if {"survive-rounds", "elves-fail-by-round"} <= names:
        ck.fail("victory", "orc", "elves-fail-by-round contradicts survive-rounds")
    if board.marked("escape") and not names & {"escape", "rescue-prisoner", "king-escapes"}:
        ck.fail("marks", "escape", "escape spaces but no victory term uses them")
    if board.marked("prisoner") and "rescue-prisoner" not in names:
        ck.fail("marks", "prisoner", "a prisoner but no rescue-prisoner term")
    if uses_king != bool(board.marked("king_start")):
        ck.fail("marks", "king_start", "needed exactly when the scenario uses the Orc King")
    return tuple(found["elves"]), tuple(found["orc"])


_PARAMS = ("count", "rounds")


def _term_needs(ck: _Checker, entry: str, term: Term, board: Board, uses_king: bool) -> None:
    if term.name in ("escape", "rescue-prisoner", "king-escapes") and not board.marked("escape"):
        ck.fail(entry, "term", f"{term.name} needs escape marks")
    if term.name == "rescue-prisoner" and not board.marked("prisoner"):
        ck.fail(entry, "term", "rescue-prisoner needs a prisoner mark")
    if term.name in ("kill-king", "king-escapes") and not uses_king:
        ck.fail(entry, "term", f"{term.name} needs uses_king = true")
    if term.name == "find-treasures" and term.get("count") > len(board.marked("treasure_spot")):
        ck.fail(entry, "count", "more treasures than the map holds")


def _check_connected(ck: _Checker, board: Board) -> None:
    for side in ("elf", "orc"):
        groups = hexgrid.connected_groups(h for h in board.hexes if board.passable_for(h, side))
        if len(groups) != 1:
            where = [list(hexgrid.to_offset(g[0])) for g in groups]
            ck.fail("tiles", "-", f"the map is not connected for {side} figures "
                    f"({len(groups)} groups, starting at {where})")
