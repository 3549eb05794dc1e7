"""The hand panel: the deciding seat's cards, numbered, with selection and playable marks."""
from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from .generic import generic_card_line

TYPE_SHORT = {"fast": "fast", "restricted": "rest", "exclusive": "excl"}


def value_short(card: dict) -> str:
    """"4", "+2" for mods, "~2" for a variable value (2 now), "" for cards without one."""
    value = card.get("value")
    if value is None:
        return ""
    mod = card.get("kind") in ("attack_mod", "block_mod")
    variable = " + " in str(card.get("value_text") or "")
    if isinstance(value, int) and not isinstance(value, bool):
        return ("~" if variable else "") + (f"+{value}" if mod else str(value))
    return "var"


#: Short kind words for a narrow hand panel (``card_line(..., compact=True)``).
KIND_SHORT = {"base_attack": "Attack", "attack_mod": "Att+", "special_attack": "SpAtt",
              "base_block": "Block", "block_mod": "Blk+", "special_block": "SpBlk",
              "other": "Action"}


def card_line(number: int, card: dict, selected: bool, playable: bool,
              compact: bool = False) -> Text:
    """One numbered hand card: mark, name, kind, cost+attribute, value, action type.

    ``compact``: about 40 characters ("1[ ]*Skull Crusher   Attack 5B   8 excl")
    with a short kind word, for narrow panels.
    """
    mark = "[x]" if selected else "[ ]"
    line = Text(f"{number}{mark}")
    line.append("*" if playable else " ", style="bold green" if playable else "")
    name_style = "bold" if playable else "dim"
    if compact:
        name_width, kind_width = 16, 6
        kind = KIND_SHORT.get(str(card.get("kind")), "Action")
    else:
        name_width, kind_width = 17, 14
        kind = str(card.get("kind_name") or card.get("kind") or "")
    line.append(f"{str(card.get('name', '?')):<{name_width}.{name_width}}", style=name_style)
    line.append(f" {kind:<{kind_width}.{kind_width}}")
    line.append(f" {card.get('cost', '?')}{card.get('attribute', '?')}", style="bold")
    line.append(f" {value_short(card):>3}")
    line.append(f" {TYPE_SHORT.get(str(card.get('type')), str(card.get('type', '')))}")
    if selected:
        line.stylize("reverse")
    return line


class HandPanel(Static):
    """The cards in the deciding seat's hand (never another seat's)."""

    class CardClicked(Message):
        """A mouse click on hand card ``number`` (1-based)."""

        def __init__(self, number: int):
            super().__init__()
            self.number = number

    def on_click(self, event: events.Click) -> None:
        """Clicking a card works like pressing its digit."""
        offset = event.get_content_offset(self)
        if offset is not None:
            self.post_message(self.CardClicked(offset.y + 1))

    def show(self, player: dict | None, selected: list[int], playable: set[str],
             hidden_note: str = "(hidden until the hand-off)") -> None:
        """Redraw: ``selected`` holds 0-based hand positions, ``playable`` card ids.

        With no player (or no visible hand) ``hidden_note`` is shown instead.
        """
        hand = (player or {}).get("hand")
        if player is None or hand is None:
            self.border_title = "Hand"
            self.update(Text(hidden_note, style="dim"))
            return
        name = player.get("name", "?")
        self.border_title = Text(f"Hand: {name} ({len(hand)})")   # text, never markup
        if not hand:
            self.update(Text("(no cards)", style="dim"))
            return
        draw = card_line if all("attribute" in c for c in hand) else generic_card_line
        lines = [draw(i + 1, card, i in selected, card.get("id") in playable)
                 for i, card in enumerate(hand)]
        self.update(Text("\n").join(lines))
