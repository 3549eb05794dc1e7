"""The HeroCard duel's hand panel: each Action Card with its kind, cost and attribute,
value and action type (HeroCard Core Rules: Action Cards)."""
from __future__ import annotations

from rich.text import Text

from tui.widgets.generic import generic_card_line
from tui.widgets.hand import HandPanel

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


DUEL_NAME_WIDTH = 19
"""Cells for a card name in the duel's hand: the longest, "Wellspring of Power"."""

#: Short kind words for a narrow hand panel (``card_line(..., compact=True)``).
KIND_SHORT = {"base_attack": "Attack", "attack_mod": "Att+", "special_attack": "SpAtt",
              "base_block": "Block", "block_mod": "Blk+", "special_block": "SpBlk",
              "other": "Action"}


def fit_name(name: str, width: int, ellipsis: bool) -> str:
    """``name`` padded to ``width``; a longer one cut, its last cell "…" with ``ellipsis``."""
    if len(name) > width and ellipsis:
        return name[:width - 1] + "…"
    return f"{name:<{width}.{width}}"


def card_line(number: int, card: dict, selected: bool, playable: bool,
              compact: bool = False, name_width: int | None = None,
              ellipsis: bool = False) -> Text:
    """One numbered hand card: mark, name, kind, cost+attribute, value, action type.

    ``compact``: about 40 characters ("1[ ]*Skull Crusher   Attack 5B   8 excl")
    with a short kind word, for narrow panels. ``name_width``: cells for the name
    (default 16 compact, else 17); ``ellipsis``: a cut name ends in "…" (the
    inspector, ``i``, shows it in full).
    """
    mark = "[x]" if selected else "[ ]"
    line = Text(f"{number}{mark}")
    line.append("*" if playable else " ", style="bold green" if playable else "")
    name_style = "bold" if playable else "dim"
    if compact:
        name_width, kind_width = name_width or 16, 6
        kind = KIND_SHORT.get(str(card.get("kind")), "Action")
    else:
        name_width, kind_width = name_width or 17, 14
        kind = str(card.get("kind_name") or card.get("kind") or "")
    line.append(fit_name(str(card.get("name", "?")), name_width, ellipsis), style=name_style)
    line.append(f" {kind:<{kind_width}.{kind_width}}")
    line.append(f" {card.get('cost', '?')}{card.get('attribute', '?')}", style="bold")
    line.append(f" {value_short(card):>3}")
    line.append(f" {TYPE_SHORT.get(str(card.get('type')), str(card.get('type', '')))}")
    if selected:
        line.stylize("reverse")
    return line


class DuelHand(HandPanel):
    """The deciding seat's Action Cards (never another seat's). In the Discard Phase
    (``discarding``, set by the screen) every card may go, so no card gets the "*" of
    "playable now" and the title says what the digits do."""

    discarding = False

    def show(self, player, selected, playable, hidden_note="(hidden until the hand-off)"):
        """As :meth:`HandPanel.show`; in the Discard Phase without the "*" marks."""
        super().show(player, selected, set() if self.discarding else playable, hidden_note)
        if self.discarding and (player or {}).get("hand"):
            self.border_title = Text(f"{self.border_title} - discard: digits pick cards")

    def card_line_for(self, hand: list[dict]):
        """HeroCard cards (each with an attribute) get :func:`card_line` with room for
        the duel's longest name (19 cells; a longer one ends in "…")."""
        if all("attribute" in c for c in hand):
            return lambda n, card, selected, playable: card_line(
                n, card, selected, playable, name_width=DUEL_NAME_WIDTH, ellipsis=True)
        return generic_card_line
