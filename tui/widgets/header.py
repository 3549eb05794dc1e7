"""The one-line header of the game screen: game, turn, phase and who acts."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def phase_name(phase: str | None) -> str:
    """"action" -> "Action phase"; "over" -> "Game over"."""
    if not phase:
        return ""
    if phase == "over":
        return "Game over"
    return f"{phase.replace('_', ' ').capitalize()} phase"


class HeaderLine(Static):
    """Shows "HeroCard Duel | Turn 3 | Action phase | Bo to act (answering Ana)"."""

    def show(self, title: str, view: dict, names: list[str], acting: int | None,
             answering: str | None = None, tail: str = "", result: str | None = None) -> None:
        """Redraw from a view; ``names`` are seat names, ``acting`` the deciding seat;
        ``answering``: the words after "to act" when another seat's turn it is (default
        "(answering Ana)"; "" for none, e.g. a bid everyone makes at once); ``tail``:
        words after who acts ("| defeat every enemy hero"), shown only when the whole
        line fits (who acts is never cut for them); ``result``: the words for a finished
        game instead of "Ana won" / "draw" (a scored game: "score 17")."""
        parts = [title]
        if view.get("turn") is not None:
            parts.append(f"Turn {view['turn']}")
        if view.get("phase"):
            parts.append(phase_name(view["phase"]))
        text = Text(" " + " | ".join(parts) + " | ", style="bold")
        winners = view.get("winners") or []
        if result is not None and (view.get("phase") == "over" or view.get("over")):
            text.append(result, style="bold reverse")
        elif view.get("phase") == "over" or (acting is None and winners):
            who = " and ".join(names[w] for w in winners) if winners else "nobody"
            text.append(f"{who} won" if winners else "draw", style="bold reverse")
        elif acting is not None:
            text.append(f"{names[acting]} to act", style="bold reverse")
            active = view.get("active")
            if active is not None and active != acting:
                words = f"(answering {names[active]})" if answering is None else answering
                if words:
                    text.append(f" {words}")
        width = self.size.width or (self.app.size.width if self.is_attached else 80)
        if tail and text.cell_len + 3 + len(tail) <= width:
            text.append(f" | {tail}", style="bold")
        update_text(self, text)


def update_text(widget: Static, text: Text) -> None:
    """``widget.update(text)`` unless it shows that very text already (same words,
    spans and style): an update makes a new visual and asks for a layout of the
    whole screen, which a redraw after every key did for lines that had not changed.
    The widget's own content is compared, so text put there by other code
    (the replay's title in the header) is never kept by mistake."""
    shown = widget.content
    if isinstance(shown, Text) and shown == text and shown.style == text.style \
            and shown.end == text.end and shown.justify == text.justify \
            and shown.overflow == text.overflow and shown.no_wrap == text.no_wrap:
        return
    widget.update(text)
