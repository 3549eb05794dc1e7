"""Orc Wars map glyphs for the TUI: terrain, pieces, markers, one drawn row.

Pure functions (no Textual, no rules). The map is drawn in the engine's
"odd-r" offset layout (``engine.hexgrid.to_offset``): one text row per hex
row, each hex 4 characters wide, odd rows pushed right by half a hex. A hex
shows two characters between two marker characters: ``[`` ``]`` the cursor,
``(`` ``)`` a place the chosen figure or placement may go, ``>`` ``<`` a
legal target, ``{`` ``}`` the chosen figure. ``legend`` says it in words.
"""
from __future__ import annotations

from typing import Sequence

from rich.text import Text

from engine.hexgrid import to_offset

Pos = tuple[int, int]          # (column, row) on the drawn map

CELL = 4                       # characters per hex
CLAN_LETTER = {"black-skull": "b", "bruised-fist": "f", "scorcher": "s",
               "venom-claw": "v", "white-tusk": "w"}
CLAN_NAME = {"black-skull": "Black Skull", "bruised-fist": "Bruised Fist",
             "scorcher": "Scorcher", "venom-claw": "Venom Claw", "white-tusk": "White Tusk"}
KIND_LETTER = {"brute": "B", "tactician": "T", "shaman": "S"}
KIND_NAME = {"brute": "Brute", "tactician": "Tactician", "shaman": "Shaman"}
KINDS = ("brute", "tactician", "shaman")
# 16-colour styles: every clan, Elf and piece also has its own letters
CLAN_STYLE = {"black-skull": "bold bright_white on bright_black",
              "bruised-fist": "bold bright_blue", "scorcher": "bold red",
              "venom-claw": "bold green", "white-tusk": "bold bright_white"}
ELF_STYLE = {1: "bold black on bright_cyan", 2: "bold black on bright_magenta",
             3: "bold black on bright_yellow"}
KING_STYLE = "bold black on bright_red"
TOKEN_STYLE = "bold magenta"
TREASURE_STYLE = "bold yellow"
PRISONER_STYLE = "bold bright_white on blue"

# terrain glyphs: (ascii, unicode, style)
TERRAIN = {
    "open": (". ", "· ", "bright_black"),
    "straddle": (": ", ": ", "bright_black"),
    "tree": ("^^", "♣♣", "green"),
    "wall": ("##", "██", "white"),
    "underbrush": (",,", ",,", "yellow"),
    "entrance": ("e ", "e ", "cyan"),
    "escape": ("XX", "XX", "bold bright_red"),
    "off": ("  ", "  ", ""),
}
#: the mark before the title of the panel that has the keys, as the legend shows
#: it (Unicode, ASCII); ``hexmap.FOCUS_MARK`` draws it
FOCUS_MARK_WORDS = ("\u25b6", ">")
# the marker pairs around a hex: (left, right, marker style, background of the hex)
MARKS = {"cursor": ("[", "]", "bold", ""),
         "dest": ("(", ")", "bold bright_white on blue", "on blue"),
         "target": (">", "<", "bold bright_white on red", "on red"),
         "mover": ("{", "}", "bold bright_green", ""),
         "selected": ("*", "*", "bold bright_white on green", "on green")}


# ------------------------------------------------------------------ positions

def pos_of(h: Sequence[int]) -> Pos:
    """Axial ``[q, r]`` (a view's or an action's hex) -> map (column, row)."""
    return to_offset((int(h[0]), int(h[1])))


def pos_name(pos: Pos) -> str:
    """"(col,row)", as the engine names spaces in labels and the log."""
    return f"({pos[0]},{pos[1]})"


def cell_x(pos: Pos) -> int:
    """First text column of the hex at ``pos`` on the drawn map."""
    return pos[0] * CELL + (CELL // 2 if pos[1] % 2 else 0)


# ------------------------------------------------------------------ pieces

def spaces(view: dict) -> dict[Pos, dict]:
    """Every map space of the view by position: {"terrain", "tiles", "flags"}."""
    return {pos_of(s["hex"]): s for s in view.get("map") or []}


def pieces(view: dict) -> dict[Pos, dict]:
    """What stands on each position: {"what": "figure"|"token"|"treasure"|"prisoner", ...}."""
    found: dict[Pos, dict] = {}
    prisoner = view.get("prisoner") or {}
    if prisoner.get("hex") and prisoner.get("with") is None:
        found[pos_of(prisoner["hex"])] = {"what": "prisoner"}
    for t in view.get("treasures") or []:
        if t.get("hex") and t.get("holder") is None:
            found[pos_of(t["hex"])] = dict(t, what="treasure")
    for t in view.get("tokens") or []:
        if t.get("hex"):
            found[pos_of(t["hex"])] = dict(t, what="token")
    for f in view.get("figures") or []:
        if f.get("hex"):
            found[pos_of(f["hex"])] = dict(f, what="figure")
    return found


def terrain_key(space: dict | None) -> str:
    """Which terrain glyph a space gets (escape and entrances shown on open ground)."""
    if space is None:
        return "off"
    flags = space.get("flags") or []
    terrain = space.get("terrain", "open")
    if terrain != "open":
        return terrain
    if "escape" in flags:
        return "escape"
    if "entrance" in flags:
        return "entrance"
    return "straddle" if len(space.get("tiles") or []) > 1 else "open"


def piece_glyph(piece: dict) -> tuple[str, str]:
    """(two characters, style) for a figure, token, treasure or the prisoner."""
    what = piece["what"]
    if what == "figure":
        side = piece.get("side")
        if side == "elf":
            seat = piece.get("seat") or 0
            return f"E{seat}", ELF_STYLE.get(seat, "bold reverse")
        if side == "king":
            return "K!", KING_STYLE
        clan = piece.get("clan")
        return (KIND_LETTER.get(piece.get("kind"), "?") + CLAN_LETTER.get(clan, "?"),
                CLAN_STYLE.get(clan, "bold"))
    if what == "token":
        number = piece.get("number")
        return ("?" + (str(number) if number is not None else "?")), TOKEN_STYLE
    if what == "treasure":
        return "$$", TREASURE_STYLE
    return "Pr", PRISONER_STYLE


def cell_glyph(space: dict | None, piece: dict | None, ascii_mode: bool) -> tuple[str, str]:
    """(two characters, style) drawn inside the hex at a position."""
    if piece is not None and space is not None:
        return piece_glyph(piece)
    ascii_text, uni_text, style = TERRAIN[terrain_key(space)]
    return (ascii_text if ascii_mode else uni_text), style


def grid(view: dict, ascii_mode: bool) -> dict[Pos, tuple[str, str]]:
    """Every map position -> (two characters, style) from a view."""
    where = pieces(view)
    return {pos: cell_glyph(space, where.get(pos), ascii_mode)
            for pos, space in spaces(view).items()}


def render_row(row: int, width: int, cells: dict[Pos, tuple[str, str]],
               marks: dict[Pos, str], cursor: Pos | None) -> Text:
    """One text row of the map: ``width`` hexes of 4 characters (odd rows indented by 2).

    ``marks`` maps positions to a MARKS key ("dest", "target", "selected");
    the cursor's brackets win over a mark's, and the cursor hex is reversed.
    """
    line = Text("  " if row % 2 else "")
    for col in range(width):
        pos = (col, row)
        glyph = cells.get(pos)
        if glyph is None:
            line.append(" " * CELL)
            continue
        text, style = glyph
        mark = marks.get(pos)
        start = len(line)
        if mark is None and pos != cursor:
            line.append(" ")
            line.append(text, style=style)
            line.append(" ")
            continue
        left, right, mark_style, background = MARKS[mark or "cursor"]
        if pos == cursor:
            left, right = MARKS["cursor"][:2]
        line.append(left, style=mark_style)
        line.append(text, style=style)
        line.append(right, style=mark_style)
        if background:
            line.stylize(background, start + 1, start + CELL - 1)
        if pos == cursor:
            line.stylize("reverse", start, start + CELL)
    return line


def legend(ascii_mode: bool) -> str:
    """The map legend in our own words, with the glyphs of the current mode."""
    def t(key: str) -> str:
        return TERRAIN[key][0 if ascii_mode else 1]
    return "\n".join([
        "Map legend (a hex is 4 characters wide; odd rows sit half a hex right)",
        f"  {t('open')} open ground   {t('straddle')} open ground on a tile border",
        f"  {t('tree')} trees, {t('wall')} walls: nobody passes",
        f"  {t('underbrush')} underbrush: Elves pass, Orcs do not",
        f"  {t('entrance')} entrance (Orcs reinforce here; no way out)",
        f"  {t('escape')} escape space, the way out: step on it, then one more step off",
        "  blank: off the map",
        "  E1 E2 E3  the Elves, by seat      K!  the Orc King",
        "  Orcs: kind letter, then clan letter",
        "    B Brute (Body), T Tactician (Mind), S Shaman (X)",
        "    b Black Skull, f Bruised Fist, s Scorcher, v Venom Claw,",
        "    w White Tusk; e.g. Tw = a White Tusk Tactician",
        "  ?? a face-down squad token (the Orc sees its number: ?3)",
        "  $$ a treasure on the ground: face down until an Elf picks it",
        "     up (one dropped later lies face up: i names it)",
        "  Pr the prisoner, in his cell or where his rescuer fell",
        "Marks around a hex",
        "  [..] the cursor (the hex is shown reversed)",
        "  {..} one of your figures that can move now",
        "  *..* the figure you chose (Enter on it again: unselect)",
        "  (..) where it may go, or where a piece may be placed;",
        "       around a ?? in the squad phase: a token you may wake",
        "  >..< a legal target of the cards you chose",
        "  In a fight: >..< the figure attacked, *..* the attacker",
        "Around the map",
        "  Map (3,26): the cursor's column and row, as the log names spaces",
        "  - more up, down, left, right: the map goes on that way (the",
        "    cursor scrolls it)",
        f"  {FOCUS_MARK_WORDS[0 if not ascii_mode else 1]} before Map or Actions: that panel "
        "has the keys (Tab)",
    ])
