"""Fallback drawing for games without their own panels yet (any view dict).

Each player gets a line of numbers and counts, then the names of the public
cards they have out; top-level card rows (a market, say) get a line each.
"""
from __future__ import annotations

from rich.text import Text

SKIP = {"seat", "name", "hero", "hero_id", "hand", "hand_count", "active"}


def _card_names(cards: list) -> str:
    names = [str(c.get("name") or "face-down") for c in cards if isinstance(c, dict)]
    return ", ".join(names)


def player_lines(player: dict, view: dict, acting: int | None) -> list[Text]:
    """A player's numbers and counts, then the cards they have out (by name)."""
    seat = player.get("seat")
    line = Text(">" if seat == acting else " ", style="bold")
    style = "bold underline" if seat == view.get("active") else "bold"
    line.append(str(player.get("name", "?")), style=style)
    if player.get("hero"):
        line.append(f" ({player['hero']})")
    hand = player.get("hand_count", player.get("hand"))
    if isinstance(hand, int):
        line.append(f"  hand {hand}")
    out = []
    for key, value in player.items():
        if key in SKIP:
            continue
        label = key.replace("_count", "").replace("_", " ")
        if isinstance(value, bool):
            if value:
                line.append(f"  {label}")
        elif isinstance(value, int):
            line.append(f"  {label} {value}")
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            out.append(Text(f"   {label}: {_card_names(value)}"))
        elif isinstance(value, list):
            line.append(f"  {label} {len(value)}")
    return [line] + out


def render_generic(view: dict, acting: int | None) -> Text:
    """Every player, then every top-level list of cards (a market, say)."""
    lines: list[Text] = []
    for player in view.get("players") or []:
        lines.extend(player_lines(player, view, acting))
    for key, value in view.items():
        if key != "players" and isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(Text(f" {key.replace('_', ' ').capitalize()}: {_card_names(value)}"))
    return Text("\n").join(lines)


def generic_card_line(number: int, card: dict, selected: bool, playable: bool) -> Text:
    """A hand card of a game without its own hand panel: name, type, cost, text."""
    line = Text(f"{number}{'[x]' if selected else '[ ]'}")
    line.append("*" if playable else " ", style="bold green" if playable else "")
    line.append(f"{str(card.get('name', '?')):<20.20}", style="bold" if playable else "dim")
    kind = str(card.get("type_name") or card.get("kind_name") or card.get("type") or "")
    line.append(f" {kind:<10.10}")
    if isinstance(card.get("cost"), int):
        line.append(f" cost {card['cost']}")
    if card.get("text"):
        line.append(f"  {card['text']}", style="dim")
    if selected:
        line.stylize("reverse")
    return line
