"""The Hero Realms market panel: five Market slots, the Fire Gem stack, the Market Deck.

One line per card: key (1-5, g), cost, name in its faction's colour,
faction, type (champions: "Guard 6" / "Champ 4", their Defense), then the
abilities in short (the detail line under the hand shows a highlighted
card in full). A "*" before the cost (and the cost in bold green) means
the card can be acquired now: the mark, not only the colour, so NO_COLOR
and 16-colour terminals show it too. The panel is a focusable list (Tab reaches
it); the game screen shows the highlighted card in full and acquires it on
Enter or a click.
"""
from __future__ import annotations

from rich.text import Text

from ...widgets.focus_mark import with_mark
from ...widgets.letter_cursor import LetterCursorList
from .words import FACTION_SHORT, FACTION_STYLE, card_summary

WIDE = 100
POOL_STYLES = ((r"\+\d+ gold", "yellow"), (r"\+\d+ combat", "red"),
               (r"\+\d+ health", "green"))


def type_short(card: dict) -> str:
    """"Action", "Item", "Guard 6" or "Champ 4" (a champion and its Defense)."""
    if card.get("type") == "champion":
        return f"{'Guard' if card.get('guard') else 'Champ'} {card.get('defense')}"
    return str(card.get("type_name") or card.get("type") or "")


def color_pools(text: Text) -> Text:
    """Colour "+N gold", "+N combat" and "+N health" in a line."""
    for pattern, style in POOL_STYLES:
        text.highlight_regex(pattern, style)
    return text


def card_row(key: str, card: dict, can_buy: bool, width: int, extra: str = "") -> Text:
    """One market line: key, cost, name, faction, type, abilities (and ``extra``)."""
    wide = width >= WIDE
    name_w, fac_w = (24, 8) if wide else (20, 3)
    faction = card.get("faction") or ""
    line = Text(f"{key} ", style="bold")
    cost = f"{'*' if can_buy else ''}{card.get('cost', '-')}"
    line.append(f"{cost:>3} ", style="bold green" if can_buy else "dim")
    line.append(f"{str(card.get('name', '?'))[:name_w]:<{name_w}} ",
                style=FACTION_STYLE.get(faction, "bold"))
    fac = card.get("faction_name", "") if wide else FACTION_SHORT.get(faction, "")
    line.append(f"{fac:<{fac_w}} ", style=FACTION_STYLE.get(faction, "").replace("bold ", ""))
    line.append(f"{type_short(card):<8} ")
    room = width - line.cell_len - (len(extra) + 2 if extra else 0)
    text = card_summary(card)
    if len(text) > room > 3:
        text = text[:room - 3] + "..."
    line.append(text)
    if extra:
        line.append(" " * max(2, width - line.cell_len - len(extra)))
        line.append(extra, style="bold")
    return color_pools(line)


def market_rows(view: dict, slots: set[int], gem: bool, width: int) -> list[Text]:
    """The market lines: slots 1-5 (``slots``: acquirable ones), then the Fire Gem."""
    lines = []
    for i, card in enumerate((view.get("market") or [])[:5]):
        if card is None:
            lines.append(Text(f"{i + 1}   - (empty: the Market Deck has run out)", style="dim"))
        else:
            lines.append(card_row(str(i + 1), card, i in slots, width))
    gems = view.get("fire_gems") or {}
    count = gems.get("count", 0)
    if count and gems.get("card"):
        lines.append(card_row("g", gems["card"], gem, width, extra=f"{count} left"))
    else:
        lines.append(Text("g   - (no Fire Gems left)", style="dim"))
    return lines


def market_title(view: dict, gold: int | None) -> str:
    """The border title: the Market Deck count; on your turn the keys and your Gold."""
    title = f"Market (deck {view.get('market_deck_count', 0)})"
    if gold is not None:
        title += f" 1-5, g: acquire | your Gold {gold}"
    return title


def market_cards(view: dict) -> list[dict | None]:
    """The cards behind the six rows: Market slots 1-5, then the Fire Gem (None: none)."""
    cards = list((view.get("market") or [])[:5])
    gems = view.get("fire_gems") or {}
    cards.append(gems.get("card") if gems.get("count") else None)
    return cards


class MarketPanel(LetterCursorList):
    """The five Market cards and the Fire Gem stack: a focusable list of six rows.

    Row ``i`` is slot ``i`` (0-4); row 5 is the Fire Gem. Enter (the game
    screen's) or a click acquires the highlighted row, like its key.
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cards: list[dict | None] = []
        self._rows: tuple = ({}, set(), False)
        self._last: tuple | None = None

    def show(self, view: dict, slots: set[int], gem: bool, gold: int | None) -> None:
        """Redraw; ``slots``/``gem``: what the seat on screen can acquire now."""
        self.border_title = with_mark(self, market_title(view, gold))
        last = (view.get("market"), view.get("fire_gems"), set(slots), gem)
        if last == self._last and self.option_count == 6:
            return
        self._last = last
        self.cards = market_cards(view)
        self._rows = (view, set(slots), gem)
        self._fill()

    def _fill(self) -> None:
        old = self.highlighted
        width = (self.scrollable_content_region.width or 78) - self.cursor_width()
        self.set_rows(market_rows(*self._rows, width))
        self.highlighted = old if old is not None else 0

    def on_resize(self) -> None:
        """Redraw for the new width (short or full ability text)."""
        if self._last is not None:
            self._fill()

    @property
    def highlighted_slot(self) -> int | None:
        """The highlighted row as a slot: 0-4, or -1 for the Fire Gem (None: none)."""
        index = self.highlighted
        if index is None:
            return None
        return -1 if index == 5 else index
