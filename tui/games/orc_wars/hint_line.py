"""Orc Wars screen, the line under the map: what Enter does with the selected
cards, the target prompt, or the hex under the cursor and what Enter does
there (cut to fit the line). A mixin of ``OrcWarsScreen`` (``screen.py``)."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tui.choices import matching_actions
from tui.describe import selection_text
from .hexmap import HexMap
from .text import describe_pos, enter_hint, has_map_target, pos_of, target_choices


def fit_place(place: str, what: str, width: int) -> str:
    """``place`` (``describe_pos`` words) cut so that "place - what" fits in ``width``
    columns, so the line under the map always shows what Enter does: the last
    terrain words go first, then all of them but the position, then what stands
    there. Unchanged when ``what`` is empty or ``width`` is not known yet (<= 0)."""
    room = width - len(what) - 3
    if not what or width <= 0 or len(place) <= room:
        return place
    head, sep, piece = place.partition(": ")
    parts = head.split(", ")
    while len(parts) > 1 and len(", ".join(parts) + sep + piece) > room:
        parts.pop()
    position = head.split(" ")[0]
    for text in (", ".join(parts) + sep + piece, f"{position} {piece}".strip(),
                 ", ".join(parts)):
        if len(text) <= room:
            return text
    return position


def fit_card_text(text: str, width: int) -> str:
    """A selected card's text for the hint's second line: whole when it fits in
    ``width`` columns (or the width is not known yet), else cut at a word with
    "… (i)" (``i`` reads it in full)."""
    text = " ".join(text.split())
    if width <= 0 or len(text) <= width:
        return text
    room = max(1, width - len("… (i)"))
    cut = text[:room]
    if " " in cut[room // 2:]:
        cut = cut[:cut.rindex(" ")]
    return cut.rstrip(" ,;:.") + "… (i)"


def treasure_under(view: dict, pos) -> bool:
    """True when a treasure lies (not carried) on ``pos`` under a figure."""
    stands = any(pos_of(f["hex"]) == pos for f in view.get("figures") or [])
    return stands and any(t.get("hex") and pos_of(t["hex"]) == pos and t.get("holder") is None
                          for t in view.get("treasures") or [])


class HintLine:
    """The hint line's part of the Orc Wars screen."""

    def show_hint(self) -> None:
        """The line under the map: what Enter does with the selected cards, the
        target prompt, or the hex under the cursor and what Enter does there."""
        hint = self.query_one("#ow-hint", Static)
        hexmap = self.query_one(HexMap)
        view = self.view()
        legal = self.legal()
        text = Text()
        card_text = ""              # the last selected card's text: the second line
        if self.session.save_error:
            # the reason is too long for this line: the status panel has it whole
            text.append("Not saved: why is at the top of Status", style="bold red")
        elif self.targeting:
            text.append(f"Target: Enter on a >..< hex ({len(target_choices(self.targeting, view))}"
                        " marked, n: next); Esc cancels", style="bold")
        elif self.selected:
            found = matching_actions(legal, self.selected_ids())
            hand = self.hand()
            cards = [hand[i] for i in self.selected if i < len(hand)]
            if found and cards:
                card_text = str(cards[-1].get("text") or "")
            if len(found) > 1 and all(has_map_target(a) for a in found):
                text.append(f"Enter: choose the target on the map ({len(found)} choices)",
                            style="bold")
            elif not found and self.can_act():
                whole = f"Can't play: {self.cards_refusal()} (i: read the cards)"
                width = hint.size.width
                # a reason cut in the middle says nothing: point to the whole one
                text.append(whole if width <= 0 or len(whole) <= width
                            else "Can't play these now - Enter: why")
            else:
                text.append(selection_text(self.hand(), self.selected, legal).split("\n")[0]
                            + ("" if card_text else " (i: full text)"))
        elif hexmap.cursor is not None:
            what = enter_hint(view, hexmap.cursor, legal, self.chosen_fig, None)
            place = describe_pos(view, hexmap.cursor)
            if treasure_under(view, hexmap.cursor):
                place += " (treasure under it)"
            text.append(fit_place(place, what, hint.size.width))
            if what:
                text.append(f" - {what}", style="bold")
        if card_text:
            text.append("\n")
            text.append(fit_card_text(card_text, hint.size.width - hint.styles.gutter.width),
                        style="dim")
        if text != self._hint:
            lines = text.plain.count("\n")
            relayout = self._hint is None or lines != self._hint.plain.count("\n")
            self._hint = text
            hint.update(text, layout=relayout)

    def cards_refusal(self) -> str:
        """Why the selected cards can't be played now: the engine's reason
        (``state.why_not`` on their card ids), else plain words."""
        reason = self.state.why_not(self.selected_ids())
        if not reason or reason == "that is not something a player can do":
            return "those cards can't be played together now"
        return reason

    def on_hex_map_cursor_moved(self, event: HexMap.CursorMoved) -> None:
        """The cursor moved: say what is there."""
        self.show_hint()
