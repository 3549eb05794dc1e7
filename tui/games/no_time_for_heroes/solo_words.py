"""The solo mode's lines on the No Time For Heroes screen (no Textual widgets, no
rules): the score so far with its title and the support decks, from
``view["solo"]`` (engine/no_time_for_heroes/view.py)."""
from __future__ import annotations

from rich.text import Text


def solo_lines(view: dict, width: int | None = None) -> list[Text]:
    """Under the hero in a solo game: "Score 14 now: Sellsword of the Border", the open
    support decks ("Open: Mage 14 · borrow 5c", or "borrowed" once this turn's card
    is taken) and the closed ones ("Closed: Rogue, Warrior · open 5c"); [] in the
    standard game. Lines are cut to ``width``."""
    solo = view.get("solo")
    if not solo:
        return []
    score = solo["score"]
    head = Text("Score ", style="bold")
    head.append(f"{score['total']}", style="bold")
    head.append(f" {'final' if view.get('over') else 'now'}: {score['title']}")
    opened = [d for d in solo["support"] if d["open"]]
    closed = [d for d in solo["support"] if not d["open"]]
    lines = [head]
    if opened:
        line = Text("Open: ", style="dim")
        line.append(", ".join(f"{d['class'].title()} {d['count']}" for d in opened))
        line.append(" · " + ("borrowed" if solo.get("borrowed")
                             else f"borrow {solo['borrow_cost']}c"))
        lines.append(line)
    if closed:
        line = Text("Closed: ", style="dim")
        line.append(", ".join(d["class"].title() for d in closed))
        if solo.get("next_open") is not None:
            line.append(f" · open {solo['next_open']}c")
        lines.append(line)
    if width:
        for line in lines:
            line.truncate(width, overflow="ellipsis")
    return lines
