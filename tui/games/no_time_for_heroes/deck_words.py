"""The multiclass deck builder's words (no Textual, no rules): the draft under
construction and the deck rules, from ``view["multiclass"]``
(engine/no_time_for_heroes/multiclass.py; docs/no-time-for-heroes.md, "Multiclass").

While a seat builds, the Hand panel shows its draft (``draft_lines``) and the
Market panel the rules and what is still wrong (``rules_lines``); the actions
list labels each card with its Damage and how many copies are in
(``add_label``). Nothing here decides what is legal: the engine's actions and
``why_not`` do.
"""
from __future__ import annotations

import textwrap
from collections import Counter

from rich.text import Text


def building(view: dict) -> bool:
    """True while the multiclass decks are being built."""
    return bool((view.get("multiclass") or {}).get("building"))


def _cards(view: dict) -> dict:
    return {c["id"]: c for c in (view.get("multiclass") or {}).get("catalogue") or []}


def draft_lines(view: dict, rows: int | None = None) -> list[Text]:
    """The viewer's draft: "12/15: 7 warrior + 5 explorer", then one line
    per card (copies, name, Damage, class), in two short columns when ``rows``
    cannot hold one a line; a seat that is not building sees who has built."""
    mc = view.get("multiclass") or {}
    draft = mc.get("draft")
    if draft is None:
        names = [p["name"] for p in view.get("players") or []]
        built = mc.get("built") or []
        return [Text("Decks are built in secret.", style="dim")] + [
            Text(f"{n}: {'has built a deck' if b else 'building...'}")
            for n, b in zip(names, built)]
    cards = _cards(view)
    counts = Counter(draft)
    classes = Counter(cards[c]["class"] for c in draft)
    head = Text(f"{len(draft)}/{mc.get('deck_size', 15)}: ", style="bold")
    head.append(" + ".join(f"{n} {k}" for k, n in classes.items()) or "empty")
    lines = [head]
    room = None if rows is None else rows - 1
    if room is not None and len(counts) > room > 0:
        # two short columns ("2x Sure Shot D3") before anything is cut
        cells = [f"{n}x {cards[cid]['name']:<10.10} D{cards[cid]['damage']}"
                 for cid, n in counts.items()]
        shown = room if len(cells) <= 2 * room else room - 1
        for row in range(shown):
            pair = cells[row:2 * shown:shown]
            lines.append(Text(" ".join(f"{cell:<16}" for cell in pair).rstrip()))
        if shown < room:
            lines.append(Text(f"+{len(cells) - 2 * shown} more kinds of card", style="dim"))
        return lines
    for cid, n in counts.items():
        c = cards[cid]
        lines.append(Text(f"{n}x {c['name']:<16.16} D{c['damage']} {c['class'][:3]}"))
    return lines


def rules_lines(view: dict, width: int = 34) -> list[Text]:
    """The deck rules in short and the draft's fault (green when it may be built),
    wrapped to ``width``."""
    mc = view.get("multiclass") or {}
    seat = view.get("seat")
    need = (mc.get("required_class") or [None] * 8)[seat] if isinstance(seat, int) else None
    lines = [Text(f"{mc.get('deck_size', 15)} cards, exactly 2 classes,", style="bold"),
             Text(f"{mc.get('min_per_class', 5)}+ cards of each class" + (";" if need else "."),
                  style="bold")]
    if need:
        lines += [Text(row, style="bold") for row in
                  textwrap.wrap(f"one class must be your hero's: {need}.", max(width, 20))]
    if mc.get("draft") is None:
        return lines
    problem = mc.get("problem")
    if problem:
        lines += [Text(row, style="yellow")
                  for row in textwrap.wrap("Not yet: " + problem, max(width, 20))]
    else:
        lines.append(Text("A legal deck: e builds it.", style="bold green"))
    lines.append(Text("Enter: add/remove; e: build", style="dim"))
    return lines


def add_label(action, view: dict) -> str:
    """"+ Sure Shot D2 exp (1/2)" for ``mc_add``, "- Sure Shot (1 in)" for ``mc_remove``."""
    mc = view.get("multiclass") or {}
    card = _cards(view).get(action.arg("card"))
    if card is None:
        return action.label
    have = Counter(mc.get("draft") or []).get(card["id"], 0)
    if action.kind == "mc_add":
        return (f"+ {card['name']} D{card['damage']} {card['class'][:3]} "
                f"({have}/{card['copies']})")
    return f"- {card['name']} ({have} in the deck)"
