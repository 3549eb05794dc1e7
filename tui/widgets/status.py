"""The status panel of the common game screen: who decides, pending choices, the
selection, and the result at the end.

A game may add lines about what is going on (the HeroCard duel shows the
Attack Sequence: ``tui/games/herocard/status.py``) by overriding
:meth:`StatusPanel.situation_lines`."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def seat_name(names: list[str], seat) -> str:
    """``names[seat]``, or "?" for no such seat."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


class StatusPanel(Static):
    """What is going on now and what the selected cards would do."""

    situation_title = "Status"
    """The panel's title while :meth:`situation_lines` gives lines."""

    acting_after_headline = False
    """Put "who decides" right after the first situation line, not at the end (the
    duel: in a small panel the card lines below may be cut, the instruction not)."""

    def situation_lines(self, view: dict, names: list[str], cards: int = 2) -> list[Text]:
        """Lines about what is going on now ([] here; a game's panel adds its own).
        ``cards``: how many recent cards such lines may list."""
        return []

    def quiet_lines(self, view: dict, names: list[str],
                    acting: int | None = None) -> list[Text]:
        """Lines shown when nothing is going on (no situation lines, no selection):
        [] here; the duel shows its goal and what this turn has used. ``acting``:
        the deciding seat (it may not be the active one)."""
        return []

    def show(self, view: dict, names: list[str], acting: int | None,
             selection: Text | None = None) -> None:
        """Redraw from a view, the deciding seat and a line about the selection."""
        lines: list[Text] = []
        winners = view.get("winners") or []
        if view.get("phase") == "over" or (acting is None and view.get("players")):
            self.border_title = "Game over"
            who = " and ".join(seat_name(names, w) for w in winners)
            lines.append(Text(f"{who} wins!" if winners else "A draw.", style="bold reverse"))
            for p in view.get("players") or []:
                if "vp" in p:        # games without points (Pack of Heroes) show none
                    lines.append(Text(f" {p.get('name')}: {p['vp']} VP"))
        else:
            seq = self.situation_lines(view, names, cards=0 if selection is not None else 2)
            self.border_title = self.situation_title if seq else "Status"
            who = (Text(f"{seat_name(names, acting)} {acting_verb(view, acting)}.")
                   if acting is not None and selection is None else None)
            early = who is not None and bool(seq) and self.acting_after_headline
            lines.extend(seq[:1])
            if early:
                lines.append(who)
            lines.extend(seq[1:])
            if not seq and selection is None:
                lines.extend(self.quiet_lines(view, names, acting))
            pending = view.get("pending")
            if pending:
                lines.append(Text(str(pending.get("text", "")), style="bold yellow"))
            if who is not None and not early:
                lines.append(who)
        if selection is not None:
            lines.append(selection)
        self.update(Text("\n").join(lines))


def acting_verb(view: dict, acting: int) -> str:
    """What the acting seat does now: in an Attack Sequence the defender "must answer
    the attack" (or, with a block already as high as the attack, "may add to the
    block or let it stand") and the attacker "may add to the attack"; otherwise
    "decides"."""
    seq = view.get("sequence") or {}
    if seq.get("defender") == acting:
        if 0 < (seq.get("attack") or 0) <= (seq.get("block") or 0):
            return "may add to the block or let it stand"
        return "must answer the attack"
    if seq.get("attacker") == acting:
        return "may add to the attack or let it stand"
    return "decides"
