"""Orc Wars board: tiles, scenario maps and the Board built from them.

Content: ``content/tiles.toml`` (ten tiles and the squad-token values) and
``content/scenarios/<id>.toml`` (one scenario each, checked by
``board_scenarios``). Schema, tile characters, marks and the victory
vocabulary are described in ``docs/orc-wars.md``.

Shapes: a hex is an axial ``(q, r)`` tuple (``engine.hexgrid``). Content
writes positions as odd-r offsets ``[col, row]`` (``hexgrid.from_offset``). A
tile is 7 x 5 hexes; a map places 6 or 7 tiles whose touching borders overlap,
and the shared hexes are the straddling spaces (they list every tile they lie
on). Tile numbers are the scenario diagram's numbers (1..n), not tile ids.

Errors: any problem in a content file raises ``ContentError(file, entry,
field, problem)``, one line. Rule sections: Components (10 tiles, 11 squad
tokens), Choosing a Scenario (6 or 7 tiles), The Elf Players (entrances),
Movement (what blocks whom), Picking Up Treasures, Appendix "Race Through the
Dark" (numbered tiles, blue/red spaces, squad-token limits).
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core import tomlcache
from .. import hexgrid
from ..core.errors import ContentError
from ..hexgrid import Hex

CONTENT_DIR = Path(__file__).resolve().parent / "content"
SCENARIO_DIR = CONTENT_DIR / "scenarios"

TILE_COLS, TILE_ROWS = 7, 5
TILE_IDS: tuple[str, ...] = tuple(f"T{i}" for i in range(1, 11))
# tile character -> terrain; "$", "e" and "s" are open ground with a hint
TILE_CHARS = {".": "open", "T": "tree", "W": "wall", "u": "underbrush",
              "$": "open", "e": "open", "s": "open"}
TERRAINS: tuple[str, ...] = ("open", "tree", "wall", "underbrush")
BLOCKING = {"open": 0, "underbrush": 1, "tree": 2, "wall": 3}   # overlap: highest wins
SIDES: tuple[str, ...] = ("orc", "elf")
MAX_UNDERBRUSH = 6           # per tile: Orcs need room
MAX_ELVES = 3
MAX_FIGURES = 21             # Orc figures in the box (Components)
MAX_TREASURES = 5            # treasure tokens in the box
TOKEN_COUNT = 11             # squad tokens in the box

ELF_TERMS = {"escape": (), "rescue-prisoner": (), "find-treasures": ("count",),
             "kill-king": (), "survive-rounds": ("rounds",)}
ORC_TERMS = {"kill-all-elves": (), "elves-fail-by-round": ("rounds",),
             "king-escapes": ()}
REINFORCE_RULES: tuple[str, ...] = ("standard", "behind-elves", "far-from-elves")
TOKEN_RULES: tuple[str, ...] = ("free", "spots")
MARK_LISTS: tuple[str, ...] = ("entrance", "elf_start", "escape", "no_reinforce", "treasure")
MARK_ONE: tuple[str, ...] = ("prisoner", "king_start")


@dataclass(frozen=True)
class Tile:
    """One board tile: ``rows`` are 5 strings of 7 tile characters, top first."""
    id: str
    name: str
    rows: tuple[str, ...]
    text: str = ""


@dataclass(frozen=True)
class Space:
    """One hex of a map. ``tiles``: the numbers of the tiles it lies on (sorted;
    two or more on a straddling space). Flags come from tiles and scenario marks."""
    terrain: str
    tiles: tuple[int, ...]
    entrance: bool = False
    treasure_spot: bool = False
    escape: bool = False
    elf_start: bool = False
    no_reinforce: bool = False
    token_spot: bool = False
    prisoner: bool = False
    king_start: bool = False


@dataclass(frozen=True)
class Term:
    """A victory term and its parameters, e.g. ``Term("find-treasures", (("count", 3),))``."""
    name: str
    params: tuple[tuple[str, int], ...] = ()

    def get(self, key: str) -> int:
        return dict(self.params)[key]


@dataclass(frozen=True)
class Board:
    """A scenario map. ``hexes`` maps every hex on the map to its Space (treat
    it as read-only); ``tile_ids`` maps tile number -> tile id; ``token_rule``
    is "free" (Race rule) or "spots" (only ``token_spot`` hexes)."""
    hexes: dict[Hex, Space] = field(hash=False)
    tile_ids: dict[int, str] = field(hash=False)
    token_rule: str = "free"

    def __contains__(self, h: Hex) -> bool:
        return h in self.hexes

    def passable_for(self, h: Hex, side: str) -> bool:
        """May a figure of ``side`` ("orc" or "elf") enter ``h``? Figures are not
        checked here. Trees, walls and off-map block everybody; underbrush
        blocks Orcs only (Movement)."""
        if side not in SIDES:
            raise ValueError(f"side must be 'orc' or 'elf', not {side!r}")
        space = self.hexes.get(h)
        if space is None or space.terrain in ("tree", "wall"):
            return False
        return not (side == "orc" and space.terrain == "underbrush")

    def steps_from(self, side: str) -> dict:
        """hex -> the neighbouring hexes a figure of ``side`` may step into
        (``passable_for``; figures not checked), for every hex on the map. Built
        once per board and side: the map never changes. Do not change it."""
        cache = self.__dict__.setdefault("_steps", {})
        if side not in cache:
            cache[side] = {h: tuple(n for n in hexgrid.neighbours(h) if self.passable_for(n, side))
                           for h in self.hexes}
        return cache[side]

    def reach_limit(self, h: Hex) -> int:
        """The greatest distance from ``h`` to a hex of the map (a bound for
        searches ring by ring); worked out once per hex."""
        cache = self.__dict__.setdefault("_reach_limit", {})
        if h not in cache:
            cache[h] = max((hexgrid.distance(h, other) for other in self.hexes), default=0)
        return cache[h]

    def token_spots(self) -> tuple[Hex, ...]:
        """Every hex where ``token_spot_ok`` holds, sorted (worked out once)."""
        cache = self.__dict__.setdefault("_marked", {})
        if "_token_spots" not in cache:
            cache["_token_spots"] = tuple(h for h in sorted(self.hexes) if self.token_spot_ok(h))
        return cache["_token_spots"]

    def marked(self, flag: str) -> tuple[Hex, ...]:
        """The hexes whose Space has ``flag`` set (e.g. "escape"), sorted."""
        cache = self.__dict__.setdefault("_marked", {})   # the map never changes
        if flag not in cache:
            cache[flag] = tuple(sorted(h for h, s in self.hexes.items() if getattr(s, flag)))
        return cache[flag]

    def entrances(self) -> tuple[Hex, ...]:
        """Entrance spaces: open, single-tile hexes on the map edge (sorted)."""
        return self.marked("entrance")

    def tiles_of(self, h: Hex) -> tuple[int, ...]:
        """Numbers of the tiles ``h`` lies on; KeyError off the map."""
        return self.hexes[h].tiles

    def tile_of(self, h: Hex) -> int:
        """The tile number of ``h``; for a straddling space the highest of its
        tiles (it lies on all of them: the Race reinforcement rule needs the
        highest). KeyError off the map."""
        return self.hexes[h].tiles[-1]

    def tile_hexes(self, number: int) -> tuple[Hex, ...]:
        """Every hex on tile ``number``, straddling spaces included, sorted."""
        return tuple(sorted(h for h, s in self.hexes.items() if number in s.tiles))

    def is_straddling(self, h: Hex) -> bool:
        return len(self.hexes[h].tiles) > 1

    def on_edge(self, h: Hex) -> bool:
        """True for a map hex with at least one neighbour off the map."""
        return h in self.hexes and any(n not in self.hexes for n in hexgrid.neighbours(h))

    def neighbours_on_map(self, h: Hex) -> list[Hex]:
        return [n for n in hexgrid.neighbours(h) if n in self.hexes]

    def token_spot_ok(self, h: Hex) -> bool:
        """May a squad token start on ``h``? "spots": a token_spot hex. "free"
        (Race rule): open, on one tile only, not an entrance and not marked
        (the one-token-per-tile limit is the rules engine's)."""
        space = self.hexes.get(h)
        if space is None or self.token_rule == "spots":
            return bool(space and space.token_spot)
        return (space.terrain == "open" and len(space.tiles) == 1 and not space.entrance
                and not (space.treasure_spot or space.prisoner or space.king_start))

    def render_rows(self) -> list[str]:
        """The map as text, one character per hex, spaces between, odd rows
        indented by one: W wall, T tree, u underbrush, . open, : open straddling,
        e entrance, E elf start, X escape, $ treasure, s token spot, P prisoner,
        K king start; blank off the map. Trailing blanks are stripped."""
        cells = {hexgrid.to_offset(h): _glyph(s) for h, s in self.hexes.items()}
        width = max(c for c, _ in cells) + 1
        height = max(r for _, r in cells) + 1
        return [((" " if row % 2 else "") + " ".join(cells.get((col, row), " ")
                 for col in range(width))).rstrip() for row in range(height)]


def _glyph(s: Space) -> str:
    for flag, char in (("escape", "X"), ("elf_start", "E"), ("entrance", "e"),
                       ("prisoner", "P"), ("king_start", "K"), ("treasure_spot", "$"),
                       ("token_spot", "s")):
        if getattr(s, flag):
            return char
    if s.terrain != "open":
        return {"wall": "W", "tree": "T", "underbrush": "u"}[s.terrain]
    return ":" if len(s.tiles) > 1 else "."


@dataclass(frozen=True)
class Placement:
    """A tile on a scenario map: top-left hex at offset ``at`` (row even)."""
    tile: str
    number: int
    at: tuple[int, int]


@dataclass(frozen=True)
class ScenarioDef:
    """One scenario: metadata, map and set-up, special rules and victory terms.

    ``orcs_by_elves[n - 1]`` is the number of starting Orcs (in squad tokens)
    with n Elves; ``first`` is "elf" (seat 1 starts) or "orc" (seat 0);
    ``reinforce`` one of REINFORCE_RULES (``reinforce_distance`` for
    "far-from-elves"); ``elves_win`` / ``orc_wins``: any one term wins."""
    id: str
    name: str
    order: int
    source: str
    text: str
    uses_king: bool
    first: str
    placements: tuple[Placement, ...]
    board: Board = field(hash=False, compare=False)
    orcs_by_elves: tuple[int, ...]
    reinforce: str
    reinforce_distance: int
    elves_win: tuple[Term, ...]
    orc_wins: tuple[Term, ...]
    file: str = ""


# ---------------------------------------------------------------- checking


class _Checker:
    """Validation helpers bound to one content file."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, entry: str, fld: str, problem: str) -> None:
        raise ContentError(self.file, entry, fld, " ".join(str(problem).split()))

    def table(self, data: Any, entry: str, fld: str, allowed, required=()) -> dict:
        if not isinstance(data, dict):
            self.fail(entry, fld, f"expected a table, got {type(data).__name__}")
        for key in data:
            if key not in allowed:
                self.fail(entry, key, "unknown key (allowed: " + ", ".join(allowed) + ")")
        for key in required:
            if key not in data:
                self.fail(entry, key, "missing required key")
        return data

    def string(self, value: Any, entry: str, fld: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(entry, fld, f"expected a non-empty string, got {value!r}")
        return value

    def integer(self, value: Any, entry: str, fld: str, low: int, high: int) -> int:
        if type(value) is not int or not low <= value <= high:
            self.fail(entry, fld, f"expected an integer {low}..{high}, got {value!r}")
        return value

    def boolean(self, value: Any, entry: str, fld: str) -> bool:
        if type(value) is not bool:
            self.fail(entry, fld, f"expected true or false, got {value!r}")
        return value

    def enum(self, value: Any, choices, entry: str, fld: str) -> str:
        if value not in choices:
            self.fail(entry, fld, f"{value!r} is not one of: " + ", ".join(choices))
        return value

    def array(self, value: Any, entry: str, fld: str) -> list:
        if not isinstance(value, list):
            self.fail(entry, fld, f"expected an array, got {type(value).__name__}")
        return value

    def offset(self, value: Any, entry: str, fld: str) -> tuple[int, int]:
        if (not isinstance(value, list) or len(value) != 2
                or any(type(v) is not int or v < 0 for v in value)):
            self.fail(entry, fld, f"expected [col, row] of two integers >= 0, got {value!r}")
        return (value[0], value[1])


def _read(path: Path, ck: _Checker) -> dict:
    try:
        return tomlcache.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        ck.fail("-", "-", f"cannot read file: {exc.strerror or exc}")
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        ck.fail("-", "-", f"not valid UTF-8 TOML: {exc}")
    except RecursionError:   # tomllib's answer to a 20,000-deep array
        ck.fail("-", "-", "arrays or tables nested too deeply")
    raise AssertionError("unreachable")


# ---------------------------------------------------------------- tiles


def load_tiles_file(path: str | Path) -> tuple[dict[str, Tile], tuple[int, ...]]:
    """Read and check a tiles file: (tile id -> Tile, squad-token values).

    Each tile: 5 rows of 7 known characters; "e" only on the border; "$" and
    "s" only inside (never on a border, so never straddling or an entrance);
    at most MAX_UNDERBRUSH underbrush; its Elf-passable hexes connected and
    its Orc-passable hexes connected. Tokens: 11 values, 1..5 each.
    """
    path = Path(path)
    ck = _Checker(path.name)
    data = ck.table(_read(path, ck), "-", "-", ("tiles", "tokens"), ("tiles", "tokens"))
    tokens_t = ck.table(data["tokens"], "tokens", "-", ("values",), ("values",))
    values = ck.array(tokens_t["values"], "tokens", "values")
    if len(values) != TOKEN_COUNT:
        ck.fail("tokens", "values", f"expected {TOKEN_COUNT} squad tokens, got {len(values)}")
    tokens = tuple(ck.integer(v, "tokens", f"values[{i}]", 1, 5) for i, v in enumerate(values))
    tiles: dict[str, Tile] = {}
    for index, raw in enumerate(ck.array(data["tiles"], "tiles", "-")):
        entry = raw.get("id") if isinstance(raw, dict) and isinstance(raw.get("id"), str) \
            else f"tiles[{index}]"
        raw = ck.table(raw, entry, "-", ("id", "name", "rows", "text"), ("id", "name", "rows"))
        tile_id = ck.enum(raw["id"], TILE_IDS, entry, "id")
        if tile_id in tiles:
            ck.fail(entry, "id", "duplicate tile id")
        rows = ck.array(raw["rows"], entry, "rows")
        if len(rows) != TILE_ROWS:
            ck.fail(entry, "rows", f"expected {TILE_ROWS} rows, got {len(rows)}")
        for r, row in enumerate(rows):
            if not isinstance(row, str) or len(row) != TILE_COLS:
                ck.fail(entry, f"rows[{r}]", f"expected {TILE_COLS} characters, got {row!r}")
            for c, char in enumerate(row):
                border = r in (0, TILE_ROWS - 1) or c in (0, TILE_COLS - 1)
                if char not in TILE_CHARS:
                    ck.fail(entry, f"rows[{r}]", f"unknown character {char!r} at column {c}"
                            " (allowed: " + " ".join(TILE_CHARS) + ")")
                if char == "e" and not border:
                    ck.fail(entry, f"rows[{r}]", f"'e' at column {c} is not on the tile border")
                if char in "$s" and border:
                    ck.fail(entry, f"rows[{r}]", f"{char!r} at column {c} is on the tile border")
        tile = Tile(tile_id, ck.string(raw["name"], entry, "name"), tuple(rows),
                    ck.string(raw["text"], entry, "text") if "text" in raw else "")
        cells = {hexgrid.from_offset(c, r): TILE_CHARS[ch]
                 for r, row in enumerate(rows) for c, ch in enumerate(row)}
        if sum(t == "underbrush" for t in cells.values()) > MAX_UNDERBRUSH:
            ck.fail(entry, "rows", f"more than {MAX_UNDERBRUSH} underbrush hexes")
        for side, ok in (("Elves", ("open", "underbrush")), ("Orcs", ("open",))):
            groups = hexgrid.connected_groups(h for h, t in cells.items() if t in ok)
            if len(groups) != 1:
                ck.fail(entry, "rows", f"hexes passable for {side} are not connected"
                        f" ({len(groups)} groups)")
        tiles[tile_id] = tile
    missing = [t for t in TILE_IDS if t not in tiles]
    if missing:
        ck.fail("tiles", "id", "missing tiles: " + ", ".join(missing))
    return tiles, tokens


@functools.lru_cache(maxsize=1)
def _tiles() -> tuple[dict[str, Tile], tuple[int, ...]]:
    return load_tiles_file(CONTENT_DIR / "tiles.toml")


def load_tiles() -> dict[str, Tile]:
    """The ten built-in tiles, id -> Tile (read once; a new dict each call)."""
    return dict(_tiles()[0])


def squad_tokens() -> tuple[int, ...]:
    """The printed numbers of the 11 squad tokens (designed; tiles.toml [tokens])."""
    return _tiles()[1]


def tokens_can_make(total: int, max_tokens: int, tokens: tuple[int, ...]) -> bool:
    """Can at most ``max_tokens`` of ``tokens`` add up to exactly ``total``?"""
    best = {0: 0}                      # sum -> fewest tokens
    for value in tokens:
        for s, n in sorted(best.items(), reverse=True):
            if s + value not in best or best[s + value] > n + 1:
                best[s + value] = n + 1
    return best.get(total, max_tokens + 1) <= max_tokens




# ---------------------------------------------------------------- scenarios


@functools.lru_cache(maxsize=None)
def load_scenario(scenario_id: str) -> ScenarioDef:
    """The built-in scenario ``scenario_id`` (read and checked once, cached).

    Raises ContentError when the file is missing or fails validation."""
    from .board_scenarios import load_scenario_file
    path = SCENARIO_DIR / f"{scenario_id}.toml"
    if not path.is_file():
        raise ContentError(f"{scenario_id}.toml", "-", "-", "no such scenario file")
    tiles, tokens = _tiles()
    return load_scenario_file(path, tiles, tokens)


@functools.lru_cache(maxsize=1)
def _scenario_index() -> tuple[tuple[str, str], ...]:
    """(id, name) of every built-in scenario in ``order``, from each file's
    [scenario] table only: the new-game options list them without building
    six boards (``load_scenario`` checks the whole file when one is played)."""
    by_order: dict[int, tuple[str, str]] = {}
    for path in sorted(SCENARIO_DIR.glob("*.toml")):
        ck = _Checker(path.name)
        meta = _read(path, ck).get("scenario")
        if not isinstance(meta, dict):
            ck.fail("scenario", "-", "missing [scenario] table")
        order = ck.integer(meta.get("order"), "scenario", "order", 1, 99)
        name = ck.string(meta.get("name"), "scenario", "name")
        if order in by_order:
            ck.fail("scenario", "order",
                    f"order {order} is also used by {by_order[order][0]}")
        by_order[order] = (path.stem, name)
    return tuple(by_order[o] for o in sorted(by_order))


def scenario_names() -> dict[str, str]:
    """Built-in scenario id -> its name, in recommended order (see ``scenario_ids``).

    Raises ContentError for a file without a readable [scenario] id, name or order."""
    return dict(_scenario_index())


def scenario_ids() -> list[str]:
    """Built-in scenario ids in recommended order (their ``order`` keys): the
    introduction, then easiest to hardest, then the bonus scenario."""
    return [sid for sid, _ in _scenario_index()]

