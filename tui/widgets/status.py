"""The status panel: the current Attack Sequence, pending choices and the selection."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def sequence_lines(view: dict, names: list[str], cards: int = 2) -> list[Text]:
    """Who attacks whom, attack vs block, and the last ``cards`` cards played."""
    seq = view.get("sequence")
    if not seq:
        return []
    att, dfn = seq.get("attacker"), seq.get("defender")
    lines = [Text(f"{_name(names, att)} attacks {_name(names, dfn)}", style="bold"),
             Text(f"Attack {seq.get('attack', 0)} vs Block {seq.get('block', 0)}",
                  style="bold")]
    for entry in (seq.get("cards") or [])[-cards:] if cards else []:
        card = entry.get("card") or {}
        name = card.get("name") or "face-down card"
        style = "" if entry.get("counts", True) else "strike dim"
        lines.append(Text(f" {_name(names, entry.get('seat'))}: {name}", style=style))
    return lines


def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


class StatusPanel(Static):
    """What is going on now and what the selected cards would do."""

    def show(self, view: dict, names: list[str], acting: int | None,
             selection: Text | None = None) -> None:
        """Redraw from a view, the deciding seat and a line about the selection."""
        lines: list[Text] = []
        winners = view.get("winners") or []
        if view.get("phase") == "over" or (acting is None and view.get("players")):
            self.border_title = "Game over"
            who = " and ".join(_name(names, w) for w in winners)
            lines.append(Text(f"{who} wins!" if winners else "A draw.", style="bold reverse"))
            for p in view.get("players") or []:
                lines.append(Text(f" {p.get('name')}: {p.get('vp', 0)} VP"))
        else:
            seq = sequence_lines(view, names, cards=0 if selection is not None else 2)
            self.border_title = "Attack" if seq else "Status"
            lines.extend(seq)
            pending = view.get("pending")
            if pending:
                lines.append(Text(str(pending.get("text", "")), style="bold yellow"))
            if acting is not None and selection is None:
                verb = "must answer" if view.get("sequence") else "decides"
                lines.append(Text(f"{_name(names, acting)} {verb}."))
        if selection is not None:
            lines.append(selection)
        self.update(Text("\n").join(lines))
