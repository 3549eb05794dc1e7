"""The Pack of Heroes board panel: the 3x3 grid, then both bases (reserve, hand and draw
pile counts, discard pile by colour letters, weapon).

The grid is drawn from the seat on screen's side (its home row at the bottom).
An empty space shows its name (a1-c3); a hero's space its name, then its
owner (1 or 2) and rank letter, wounds/health and "STUN"; the cursor space
is marked with brackets. Nothing depends on colour: colour only repeats the letters.
"""
from __future__ import annotations

from rich.text import Text

from tui.widgets.board import BoardPanel

CELL = 13
LETTER = {"red": "R", "green": "G", "blue": "B"}
STYLE = {"red": "red", "green": "green", "blue": "blue"}
OWNER_STYLE = ("bold cyan", "bold magenta")


def rows_for(seat: int | None) -> list[int]:
    """Grid rows top to bottom for the seat on screen (its home row last)."""
    return [0, 1, 2] if seat == 1 else [2, 1, 0]


def cell_lines(view: dict, space: int, cursor: int | None) -> tuple[Text, Text]:
    """The two text lines of one grid space, ``CELL`` characters each: the space name or
    the hero's name, then owner and rank ("2L"), wounds/health and STUN."""
    hero = view["grid"][space]
    name = view["space_names"][space]
    mark = ("[", "]") if space == cursor else (" ", " ")
    width = CELL - 2
    if hero is None:
        return Text(f"{mark[0]}{name:<{width}}{mark[1]}"), Text(" " * CELL)
    top = Text(mark[0])
    top.append(f"{hero['name'][:width]:<{width}}", style=OWNER_STYLE[hero["owner"]])
    top.append(mark[1])
    stun = " STUN" if hero["stunned"] else ""
    info = f" {hero['owner'] + 1}{hero['rank_letter']} {hero['wounds']}/{hero['health']}{stun}"
    bottom = Text(f"{info:<{CELL}}"[:CELL], style="bold yellow" if hero["stunned"] else "")
    return top, bottom


def grid_text(view: dict, seat: int | None, cursor: int | None) -> list[Text]:
    """The grid as lines of text (with ASCII borders)."""
    rule = Text("+" + ("-" * CELL + "+") * 3)
    lines = [rule]
    for row in rows_for(seat):
        tops, bottoms = Text("|"), Text("|")
        for col in range(3):
            top, bottom = cell_lines(view, row * 3 + col, cursor)
            tops.append_text(top)
            tops.append("|")
            bottoms.append_text(bottom)
            bottoms.append("|")
        lines += [tops, bottoms, rule]
    return lines


def colours(cards: list) -> Text:
    """Power cards as coloured letters: "RRG" (letters carry the meaning)."""
    text = Text()
    for c in cards:
        text.append(LETTER.get(c, "?"), style=STYLE.get(c, ""))
    return text


def base_lines(view: dict) -> list[Text]:
    """Each player's base: reserve, hand and draw counts, discard pile, weapon."""
    lines = []
    for p in view["players"]:
        head = Text(f"{p['seat'] + 1} {p['name']}", style=OWNER_STYLE[p["seat"]])
        head.append(f" {p.get('team_name') or ''}  hand {p['hand_count']} draw "
                    f"{p['draw_count']} discard ")
        head.append_text(colours(p["discard"]) or Text("-"))
        lines.append(head)
        reserve = [f"{h['rank_letter']}:{h['name']}" for h in p["heroes"] if h["where"] == "reserve"]
        if reserve:
            lines.append(Text("  reserve " + ", ".join(reserve)))
        if p.get("weapon"):
            w = p["weapon"]
            lines.append(Text(f"  weapon {w['name']} ({w['power']['cost']})"
                              + (" used" if w["used"] else "")))
    return lines


class PackBoard(BoardPanel):
    """The grid and both bases; ``cursor`` is the space the screen's cursor is on."""

    cursor: int | None = 4
    seat: int | None = 0

    def render_view(self, view: dict, acting: int | None, height: int) -> Text:
        """The grid, then both bases (the draft pool instead while drafting)."""
        if not view.get("grid"):
            return Text("")
        lines = grid_text(view, self.seat, self.cursor) + base_lines(view)
        if view.get("draft_pool"):
            lines.append(Text("Draft: " + ", ".join(f"{h['rank_letter']}:{h['name']}"
                                                    for h in view["draft_pool"])))
        return Text("\n").join(lines)

    def is_generic(self, view: dict) -> bool:
        """Drawn by this panel, not the generic drawing."""
        return False
