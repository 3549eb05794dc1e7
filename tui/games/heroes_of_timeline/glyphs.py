"""Heroes of Timeline board and inspector as text (pure functions: no Textual, no rules).

The board is drawn in the engine's odd-r offset rows, 4 characters a hex
(two marker characters around two content characters), with a line between
hex rows for the slanted edges: 13 hex rows make 25 text lines. Walls: ``|``
between two hexes of a row, ``/`` and ``\\`` on the lines between rows, in
bold red. A hero is its initial (seat 1 upper case, seat 2 lower case) and
an arrow for its facing (ASCII: keypad digits 6 9 7 4 1 3). An empty hex shows
its sector number (1-6), ``**`` the Key Tile, ``::`` a Deployment Zone.
Markers: ``[ ]`` the cursor, ``( )`` where the decision may put a hero,
``> <`` a target, ``+ +`` the ranged line, ``{ }`` the hexes the highlighted
action names (a wall it would raise drawn in yellow, between two ``{ }`` hexes,
so it reads apart from a real wall without colour); a ``.`` before a hero (also dimmed): it
has acted this turn (NO_COLOR and 16-colour terminals show no dimming).
"""
from __future__ import annotations

from rich.text import Span, Text

from engine.heroes_of_timeline.board import hex_name
from engine.hexgrid import DIRECTIONS, to_offset

Hex = tuple[int, int]
RADIUS = 6
CELL = 4
ARROWS = "→↗↖←↙↘"
ASCII_ARROWS = "697413"
SEAT_STYLE = ("bold bright_cyan", "bold bright_magenta")
WALL_STYLE = "bold red"
MARKERS = {"cursor": "[]", "dest": "()", "target": "><", "line": "++", "pick": "{}"}
PREVIEW_STYLE = "bold yellow"
ARMOR_LETTER = ("-", "R", "S")
SIDES = ("front", "f-left", "b-left", "back", "b-right", "f-right")
FACING_NAMES = ("E", "NE", "NW", "W", "SW", "SE")
HEXES = [(q, r) for q in range(-RADIUS, RADIUS + 1) for r in range(-RADIUS, RADIUS + 1)
         if abs(q + r) <= RADIUS]


def text_x(h: Hex) -> int:
    """Text column of the hex's left marker."""
    col, _ = to_offset(h)
    return (col + RADIUS) * CELL + (2 if h[1] & 1 else 0)


def line_of(h: Hex) -> int:
    """Text line of the hex (0 is the top row)."""
    return 2 * (h[1] + RADIUS)


def sector_of(h: Hex) -> int | None:
    """The sector 0..5 of a hex (the engine's rule: a*D[i] + b*D[i+1], a >= 1, b >= 0)."""
    if h in _SECTORS:
        return _SECTORS[h]
    return _sector_of(h)


def _sector_of(h: Hex) -> int | None:
    if h == (0, 0):
        return None
    for i in range(6):
        (aq, ar), (bq, br) = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
        det = aq * br - ar * bq
        a = (h[0] * br - h[1] * bq) // det
        b = (aq * h[1] - ar * h[0]) // det
        if a >= 1 and b >= 0 and (a * aq + b * bq, a * ar + b * br) == h:
            return i
    return None


def edge_key(h: Hex, d: int) -> tuple:
    """The engine's edge name ``(q, r, d)`` (d in 0..2) of side ``d`` of ``h``."""
    if d < 3:
        return (h[0], h[1], d)
    n = (h[0] + DIRECTIONS[d][0], h[1] + DIRECTIONS[d][1])
    return (n[0], n[1], d - 3)


def heroes_at(view: dict) -> dict:
    """hex -> hero dict of the heroes on the board."""
    return {tuple(h["hex"]): h for h in view.get("heroes") or [] if h.get("alive") and h.get("hex")}


def deployment(view: dict) -> dict:
    """hex -> seat for the Deployment Zones (rings 5-6 of sectors 4 and 1): the same
    for every view (a new dict each call)."""
    return dict(_ZONES)


def _deployment() -> dict:
    out = {}
    for h in HEXES:
        ring = max(abs(h[0]), abs(h[1]), abs(h[0] + h[1]))
        s = sector_of(h)
        if ring >= RADIUS - 1 and s in (4, 1):
            out[h] = 0 if s == 4 else 1
    return out


_SECTORS = {h: _sector_of(h) for h in HEXES}   # drawn on every redraw: worked out once
_ZONES = _deployment()
HEX_SET = frozenset(HEXES)
"""The board's hexes, as a set (for "is it on the board")."""


def board_lines(view: dict, cursor: Hex | None, marks: dict, ascii_mode: bool = False,
                preview: tuple = ()) -> list:
    """The whole board as 25 ``Text`` lines (see the module docstring); ``preview``:
    engine edges ``(q, r, d)`` of a wall the highlighted action would raise (yellow)."""
    width = (2 * RADIUS + 1) * CELL
    chars = [[" "] * width for _ in range(4 * RADIUS + 1)]
    styles = [[""] * width for _ in range(4 * RADIUS + 1)]
    walls = {tuple(e) for e in view.get("walls") or []}
    preview = {tuple(e) for e in preview} - walls
    pieces = heroes_at(view)
    zones = _ZONES
    arrows = ASCII_ARROWS if ascii_mode else ARROWS

    def put(y, x, text, style=""):
        for i, c in enumerate(text):
            if 0 <= x + i < width:
                chars[y][x + i] = c
                styles[y][x + i] = style

    for h, hero in pieces.items():     # first, so walls and markers draw over it
        if hero.get("activated") and h in HEX_SET:
            put(line_of(h), text_x(h), ".", "dim")    # acted: a mark, not only dimming
    for h in HEXES:
        x, y = text_x(h), line_of(h)
        hero = pieces.get(h)
        if hero is not None:
            initial = hero["name"][0].upper() if hero["seat"] == 0 else hero["name"][0].lower()
            style = SEAT_STYLE[hero["seat"]] + (" dim" if hero.get("activated") else "")
            put(y, x + 1, initial + arrows[hero["facing"]], style)
        elif h == (0, 0):
            put(y, x + 1, "**", "bold yellow")
        elif h in zones:
            put(y, x + 1, "::", SEAT_STYLE[zones[h]].replace("bold ", "") + " dim")
        else:
            put(y, x + 1, f" {sector_of(h) + 1}", "dim")
        draw_walls(put, h, walls, WALL_STYLE, y + 1 < len(chars))
    for h, kind in list(marks.items()) + ([(cursor, "cursor")] if cursor else []):
        if h is None or h not in HEX_SET:
            continue
        x, y = text_x(h), line_of(h)
        pair = MARKERS[kind]
        style = "bold reverse" if kind == "cursor" else "bold yellow"
        put(y, x, pair[0], style)
        put(y, x + 3, pair[1], style)
    for h in HEXES:        # last: a wall to be raised shows even beside a marker
        draw_walls(put, h, preview, PREVIEW_STYLE, line_of(h) + 1 < len(chars))
    return [_styled_line(row_chars, row_styles) for row_chars, row_styles in zip(chars, styles)]


def _styled_line(chars: list[str], styles: list[str]) -> Text:
    """One board line: the same ``Text`` as a ``Text.append`` per cell (a span per
    styled cell: the drawn segments, and so the snapshots, stay as they were), made
    in one go (a cell at a time was some 1,300 ``append`` calls per board, drawn
    after every key)."""
    text = Text("".join(chars))
    text.spans = [Span(x, x + 1, style) for x, style in enumerate(styles) if style]
    text.rstrip()
    return text


def draw_walls(put, h: Hex, edges: set, style: str, below: bool) -> None:
    """Draw the walls in ``edges`` on the E, SW and SE sides of ``h`` with ``put(y, x,
    text, style)``; ``below``: the line under the hex row exists."""
    x, y = text_x(h), line_of(h)
    if edge_key(h, 0) in edges:
        put(y, x + 3, "||", style)
    if below:
        if edge_key(h, 4) in edges:
            put(y + 1, x, "//", style)
        if edge_key(h, 5) in edges:
            put(y + 1, x + 2, "\\\\", style)


def inspector_lines(view: dict, cursor: Hex | None, names: list) -> list:
    """The hex under the cursor: the hero's six sides with their armor, or the tile."""
    if cursor is None:
        return [Text("(no tile)")]
    hero = heroes_at(view).get(cursor)
    s = sector_of(cursor)
    # the hex's name as the actions word it ("Place Golem on 55b"), then its sector
    where = "Key Tile" if s is None else f"hex {hex_name(cursor)}, sector {s + 1}"
    if hero is None:
        walls = {tuple(e) for e in view.get("walls") or []}
        sides = [FACING_NAMES[d] for d in range(6) if edge_key(cursor, d) in walls]
        return [Text(f"{where}, empty" + (f"; walls {' '.join(sides)}" if sides else ""))]
    state = "acted" if hero.get("activated") else "to act"
    return hero_lines(hero, names, f"faces {FACING_NAMES[hero['facing']]}, {where}, {state}")


def hero_lines(hero: dict, names: list, situation: str) -> list:
    """A hero's name and owner, ``situation`` (where it is), movement, ranged distance,
    its six sides with their armor (S, R, -) and its ability."""
    a = [ARMOR_LETTER[v] for v in hero["armor"]]
    owner = names[hero["seat"]] if hero["seat"] < len(names) else "?"
    lines = [Text(f"{hero['name']} ({owner})", style=SEAT_STYLE[hero["seat"]]),
             Text(situation),
             Text(f"move {hero.get('movement', 0)} ranged {hero.get('ranged', 0)}"),
             Text(f"      front {a[0]}"),
             Text(f" f-left {a[1]}   f-right {a[5]}"),
             Text(f" b-left {a[2]}   b-right {a[4]}"),
             Text(f"       back {a[3]}"),
             Text(hero.get("ability_text", ""), style="italic")]
    return lines


def _points_lines(head: str, names: list, dp: list, width: int) -> list:
    """The Domination Points a line a player (see ``status_lines``)."""
    digits = max(len(str(dp[0])), len(str(dp[1])))
    lead = f"{head}  DP "
    name_width = max(len(n) for n in names[:2])
    if len(lead) + name_width + 1 + digits > width:
        lead, room = " ", max(1, width - 2 - digits)
        shown = [n if len(n) <= room else n[:room - 1] + "…" for n in names[:2]]
        name_width = max(len(n) for n in shown)
        first = [Text(f"{head}  DP")]
    else:
        shown, first = list(names[:2]), []
    pad = " " * len(lead)
    return first + [Text(f"{lead if not first else pad}{shown[0]:<{name_width}} "
                         f"{dp[0]:>{digits}}"),
                    Text(f"{pad}{shown[1]:<{name_width}} {dp[1]:>{digits}}")]


def status_lines(view: dict, names: list, width: int | None = None) -> list:
    """Turn, Domination Points, punishments in force and heroes still to act.

    ``width``: the panel's cells; when "Set-up  DP Ana 0 - 0 Bo" is wider, the
    points take a line a player ("Set-up  DP Ana 0" over "           Bo  0"); when
    the names do not fit beside "Turn 1/5  DP " either, the turn and "DP" take a
    line of their own and the names (cut to fit, "…") one each under it."""
    turn = view.get("turn", 0)
    dp = view.get("dp", [0, 0])
    head = f"Turn {turn}/5" if turn else "Set-up"
    lines = [Text("Win: wipe them out, or most DP after turn 5", style="bold")]
    score = f"{head}  DP {names[0]} {dp[0]} - {dp[1]} {names[1]}"
    if width is None or len(score) <= width:
        lines.append(Text(score))
    else:
        lines += _points_lines(head, names, dp, width)
    for seat, words in view.get("punishments_in_force") or []:
        lines.append(Text(f"{names[seat]}: {words}", style="yellow"))
    todo = view.get("to_activate") or [[], []]
    if turn:
        lines.append(Text(f"to act: {len(todo[0])} / {len(todo[1])}"))
    return lines
