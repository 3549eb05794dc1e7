"""The Pack of Heroes board panel: the 3x3 grid, then both bases (hand: the seat's own
cards by colour letters, else a count; draw pile count, discard pile by colour letters;
reserve, or the heroes drafted so far; weapon), and the draft pool while drafting.

The grid is drawn from the seat on screen's side (its home row at the bottom).
An empty space shows its name (a1-c3); a hero's space its name, then its
owner (1 or 2) and rank letter, wounds/health and "STUN"; the cursor space
has brackets for side borders. Nothing depends on colour: colour only repeats the letters.
"""
from __future__ import annotations

from rich.text import Text

from tui.widgets.board import BoardPanel

CELL = 16
"""Columns of a grid space: three spaces and four borders fill the 52 columns of the
board panel at 80x24, and every hero's name fits (``name_lines``)."""
LETTER = {"red": "R", "green": "G", "blue": "B"}
STYLE = {"red": "red", "green": "green", "blue": "blue"}
OWNER_STYLE = ("bold cyan", "bold magenta")


def rows_for(seat: int | None) -> list[int]:
    """Grid rows top to bottom for the seat on screen (its home row last)."""
    return [0, 1, 2] if seat == 1 else [2, 1, 0]


def name_lines(name: str, info: str, width: int = CELL) -> tuple[str, str]:
    """A hero's name and its ``info`` ("1S 3/5 STUN") on a space's two lines of
    ``width`` columns: the name on the first line; a longer one without a leading
    "The", else wrapped between words, its last words before the info on the second
    line (STUN then goes up beside the first words when the second line is full)."""
    if len(name) <= width:
        return name, f" {info}"
    if name.startswith("The ") and len(name) - 4 <= width:
        return name[4:], f" {info}"
    words = name.split(" ")
    for cut in range(len(words) - 1, 0, -1):
        top, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if len(top) > width:
            continue
        bottom = f"{tail} {info}"
        if len(bottom) <= width:
            return top, bottom
        if info.endswith(" STUN") and len(top) + 5 <= width and \
                len(bottom) - 5 <= width:
            return f"{top} STUN", bottom[:-5]
    return name[:width - 1] + "…", f" {info}"


def cell_lines(view: dict, space: int) -> tuple[Text, Text]:
    """The two text lines of one grid space, ``CELL`` characters each: the space name or
    the hero's name, then owner and rank ("2L"), wounds/health and STUN."""
    hero = view["grid"][space]
    if hero is None:
        return Text(f"{view['space_names'][space]:<{CELL}}"), Text(" " * CELL)
    stun = " STUN" if hero["stunned"] else ""
    info = f"{hero['owner'] + 1}{hero['rank_letter']} {hero['wounds']}/{hero['health']}{stun}"
    top, bottom = name_lines(hero["name"], info)
    stun_up = bool(stun) and top.endswith(" STUN") and not bottom.endswith("STUN")
    shown = top[:-5] if stun_up else top           # the name's words on the first line
    style = OWNER_STYLE[hero["owner"]]
    top_text = Text(shown, style=style)
    top_text.append(f"{' STUN' if stun_up else '':<{CELL - len(shown)}}", style="bold yellow")
    tail = "" if bottom.startswith(" ") else bottom.split(" ")[0]   # the name's last word
    if tail and " " in hero["name"][len(shown):].strip():
        tail = hero["name"][len(shown):].strip()
    bottom_text = Text(tail, style=style)
    bottom_text.append(f"{bottom[len(tail):]:<{CELL - len(tail)}}",
                       style="bold yellow" if hero["stunned"] else "")
    return top_text, bottom_text


def grid_text(view: dict, seat: int | None, cursor: int | None) -> list[Text]:
    """The grid as lines of text (with ASCII borders); the cursor's space has "[" and
    "]" for its side borders (so a name has the space's whole width)."""
    rule = Text("+" + ("-" * CELL + "+") * 3)
    lines = [rule]
    for row in rows_for(seat):
        marked = [row * 3 + col == cursor for col in range(3)]
        borders = ["[" if col < 3 and marked[col] else
                   "]" if col > 0 and marked[col - 1] else "|" for col in range(4)]
        tops, bottoms = Text(borders[0]), Text(borders[0])
        for col in range(3):
            top, bottom = cell_lines(view, row * 3 + col)
            tops.append_text(top)
            tops.append(borders[col + 1])
            bottoms.append_text(bottom)
            bottoms.append(borders[col + 1])
        lines += [tops, bottoms, rule]
    return lines


def colours(cards: list) -> Text:
    """Power cards as coloured letters: "RRG" (letters carry the meaning)."""
    text = Text()
    for c in cards:
        text.append(LETTER.get(c, "?"), style=STYLE.get(c, ""))
    return text


def base_lines(view: dict, width: int = 52, room: int | None = None) -> list[Text]:
    """Each player's base: hand (the letters of the seat's own cards, else a count),
    draw and discard piles, then the reserve (or, in the draft, the heroes picked so
    far) and the weapon, each on its own line of at most ``width`` cells.

    ``room``: the lines there are for all the bases; when they need more, each
    weapon gets a line of its own under its player and the longest reserve lists
    lose their last lines (the last one kept ends in "…"; ``i`` reads them all)."""
    blocks = [_base_block(p, width, False) for p in view["players"]]
    plain = [line for block in blocks for line in block[0]]
    if room is None or len(plain) <= room:
        return plain
    blocks = [_base_block(p, width, True) for p in view["players"]]
    while sum(len(head) + len(rest) for head, rest in blocks) > room:
        head, rest = max(blocks, key=lambda b: len(b[1]))
        if len(rest) <= 1:
            break
        rest.pop()
        rest[-1] = Text(rest[-1].plain.rstrip(",") + " …")
    return [line for head, rest in blocks for line in head + rest]


def _base_block(p: dict, width: int, weapon_apart: bool) -> tuple[list[Text], list[Text]]:
    """(lines that always show, lines that may be cut) of one player's base; with
    ``weapon_apart`` the weapon is among the first (its own line), else it ends the
    reserve list (then every line is in the first list)."""
    head = Text(f"{p['seat'] + 1} {p['name']}", style=OWNER_STYLE[p["seat"]])
    head.append(f" {p.get('team_name') or ''}  hand ")
    letters = p.get("hand_letters")
    if letters is not None:
        head.append_text(colours([c["colour"] for c in p.get("hand") or []]) or Text("-"))
    else:
        head.append(str(p["hand_count"]))
    head.append(f" draw {p['draw_count']}")
    discard = Text(" discard ")
    discard.append_text(colours(p["discard"]) or Text("-"))
    lines = [head]
    if head.cell_len + discard.cell_len <= width:
        head.append_text(discard)
    else:                   # a long team name: the discard pile on a line of its own
        lines.append(Text(" ").append_text(discard))
    reserve = [f"{h['rank_letter']}:{h['name']}" for h in p["heroes"] if h["where"] == "reserve"]
    picked = [f"{h['rank_letter']}:{h['name']}" for h in p.get("picked") or []]
    w = p.get("weapon")
    weapon = [f"weapon {w['name']} ({w['power']['cost']})" + (" used" if w["used"] else "")
              ] if w else []
    listed = reserve if reserve else picked if picked and not p["heroes"] else []
    if weapon and (weapon_apart or not listed):
        lines.append(Text("  " + weapon[0]))
        weapon = []
    rest: list[Text] = []
    if listed:
        rest = wrapped("  reserve " if reserve else "  drafted ", listed + weapon, width)
    if weapon_apart:
        return lines, rest
    return lines + rest, []


def wrapped(head: str, items: list[str], width: int) -> list[Text]:
    """``head`` then ``items`` joined by commas, wrapped between items into lines of
    at most ``width`` cells (the next lines indented like the first's items)."""
    lines, line = [], head
    for n, item in enumerate(items):
        piece = item + ("," if n < len(items) - 1 else "")
        if len(line) + len(piece) > width and line.strip() != head.strip():
            lines.append(Text(line.rstrip()))
            line = " " * len(head)
        line += piece + " "
    lines.append(Text(line.rstrip()))
    return lines


class PackBoard(BoardPanel):
    """The grid and both bases; ``cursor`` is the space the screen's cursor is on."""

    cursor: int | None = 4
    seat: int | None = 0

    def render_view(self, view: dict, acting: int | None, height: int) -> Text:
        """The grid, then both bases; before the starting heroes (teams, draft, weapons)
    no grid (it is empty) and the draft pool after the bases."""
        if not view.get("grid"):
            return Text("")
        width = max(20, self.content_region.width or 52)
        # before the starting heroes the grid is empty: the bases and the pool get the room
        empty = view.get("phase") in ("teams", "draft", "weapons")
        grid = [] if empty else grid_text(view, self.seat, self.cursor)
        pool = wrapped("Draft: ", [f"{h['rank_letter']}:{h['name']}"
                                   for h in view["draft_pool"]], width) \
            if view.get("phase") == "draft" and view.get("draft_pool") else []
        if view.get("phase") == "draft" and view.get("weapon_offer"):
            # drafted weapons: a player may take one instead of a hero (rulebook,
            # Advanced Game - Weapons), so they are on the table with the heroes
            pool += wrapped("Weapons: ", [w["name"] for w in view["weapon_offer"]], width)
        room = height - len(grid) - len(pool) if height else None
        return Text("\n").join(grid + base_lines(view, width, room) + pool)

    def is_generic(self, view: dict) -> bool:
        """Drawn by this panel, not the generic drawing."""
        return False
