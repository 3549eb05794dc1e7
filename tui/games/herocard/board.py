"""The HeroCard duel's board panel: every hero's Attribute Cards, Attribute Stacks, VP and
counts (HeroCard Core Rules: Attribute Cards and Attribute Stacks)."""
from __future__ import annotations

from rich.text import Text

from tui.widgets.board import BoardPanel
from tui.widgets.generic import render_generic

ATTRS = ("B", "M", "X")


def top_text(cards: list[dict], attribute: str, width: int | None = None) -> str:
    """Short words for a stack: "empty" or "top Shield Bash 3B (2)" (2 cards in it);
    a top card its owner deployed face down says "deployed" (Glossary, "Deploy").
    Longer than ``width`` cells: without the "top", then with the card's name cut,
    ending in "…" (``i`` shows it in full), so the cost, the flags and the count
    stay readable."""
    if not cards:
        return "empty"
    top = cards[-1]
    name = top.get("name")
    flags = [f for f in ("twisted", "wasted") if top.get(f)]
    if top.get("face_down") and name:
        flags.insert(0, "deployed")
    elif top.get("face_down"):
        name = "face-down"
    name = str(name or "?")
    rest = f" {top.get('cost', '?')}{attribute}" + "".join(f" {f}" for f in flags) + \
        f" ({len(cards)})"
    if width is None or len("top ") + len(name) + len(rest) <= width:
        return f"top {name}{rest}"
    room = width - len(rest)        # too long: without "top", then a cut name
    if len(name) > room:
        name = name[:max(room - 1, 1)] + "…"
    return f"{name}{rest}"


def attribute_label(player: dict, attribute: str) -> str:
    """"Body", "Mind" or the hero's name for Attribute X (e.g. "Faith")."""
    if attribute == "X":
        return str(player.get("x_name") or "X")
    return {"B": "Body", "M": "Mind"}.get(attribute, attribute)


def hero_line(player: dict, view: dict, acting: int | None) -> Text:
    """First line of a hero: name, hero, VP, hand, deck and discard counts."""
    seat = player.get("seat")
    line = Text()
    line.append(">" if seat == acting else " ", style="bold")
    style = "bold underline" if seat == view.get("active") else "bold"
    line.append(str(player.get("name", "?")), style=style)
    line.append(f" ({player.get('hero', '?')})")
    line.append(f"  VP {player.get('vp', 0)}/{view.get('target_vp', '?')}", style="bold")
    line.append(f"  hand {player.get('hand_count', 0)} deck {player.get('deck_count', 0)}"
                f" disc {len(player.get('discard') or [])}")
    return line


def attribute_line(player: dict, attribute: str, width: int | None = None) -> Text:
    """One Attribute Card (free/score points) and the top card of its stack, in
    ``width`` cells when given (the top card's name is cut to fit)."""
    info = (player.get("attributes") or {}).get(attribute) or {}
    stack = (player.get("stacks") or {}).get(attribute) or []
    line = Text("  ")
    line.append(attribute, style="bold")
    line.append(f" {attribute_label(player, attribute)[:6]:<6} ")
    free, score = info.get("free", 0), info.get("score", 0)
    line.append(f"{free:>2}/{score:<2} free", style="bold" if free else "dim")
    line.append("  ")
    line.append(top_text(stack, attribute, None if width is None else width - line.cell_len))
    return line


def compact_attributes(player: dict) -> Text:
    """All three attributes on one line (for 3 and 4 players)."""
    line = Text("  ")
    for attribute in ATTRS:
        info = (player.get("attributes") or {}).get(attribute) or {}
        stack = (player.get("stacks") or {}).get(attribute) or []
        top = (stack[-1].get("name") or "face-down") if stack else "-"
        line.append(attribute, style="bold")
        line.append(f" {info.get('free', 0)}/{info.get('score', 0)} {str(top)[:11]}  ")
    return line


def render_board(view: dict, acting: int | None, height: int = 8,
                 width: int | None = None) -> Text:
    """The whole board as text: 4 lines per hero when ``height`` allows, else 2;
    ``width``: the cells a line may take (a stack's top card name is cut to fit).

    Views of other games (no Attribute Cards) get the generic drawing.
    """
    players = view.get("players") or []
    if not is_herocard_view(view):
        return render_generic(view, acting)      # not a HeroCard view
    compact = len(players) * 4 > max(height, 8)
    lines: list[Text] = []
    for player in players:
        lines.append(hero_line(player, view, acting))
        if compact:
            lines.append(compact_attributes(player))
        else:
            lines.extend(attribute_line(player, a, width) for a in ATTRS)
    return Text("\n").join(lines)


def is_herocard_view(view: dict) -> bool:
    """True when every player in the view has Attribute Cards (a HeroCard view)."""
    return all(isinstance(p.get("attributes"), dict) for p in view.get("players") or [])


class DuelBoard(BoardPanel):
    """Every hero on the table, drawn from ``state.view(seat)``."""

    def render_view(self, view: dict, acting: int | None, height: int) -> Text:
        """Heroes with their attributes (4 lines each, 2 when ``height`` is short),
        each line within the panel's width."""
        return render_board(view, acting, height, self.content_region.width or None)

    def is_generic(self, view: dict) -> bool:
        """A view without Attribute Cards gets the generic drawing."""
        return not is_herocard_view(view)
