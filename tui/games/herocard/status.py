"""The HeroCard duel's status panel: the Attack Sequence under way (who attacks whom,
attack against block, the last cards played) above the common status lines
(HeroCard Core Rules: Attack Sequence)."""
from __future__ import annotations

from rich.text import Text

from tui.widgets.status import StatusPanel, seat_name


def sequence_lines(view: dict, names: list[str], cards: int = 2) -> list[Text]:
    """Who attacks whom, attack vs block, and the last ``cards`` cards played."""
    seq = view.get("sequence")
    if not seq:
        return []
    att, dfn = seq.get("attacker"), seq.get("defender")
    lines = [Text(f"{seat_name(names, att)} attacks {seat_name(names, dfn)}", style="bold"),
             Text(f"Attack {seq.get('attack', 0)} vs Block {seq.get('block', 0)}",
                  style="bold")]
    for entry in (seq.get("cards") or [])[-cards:] if cards else []:
        card = entry.get("card") or {}
        name = card.get("name") or "face-down card"
        style = "" if entry.get("counts", True) else "strike dim"
        lines.append(Text(f" {seat_name(names, entry.get('seat'))}: {name}", style=style))
    return lines


class DuelStatus(StatusPanel):
    """The common status panel with the Attack Sequence on top."""

    situation_title = "Attack"

    def situation_lines(self, view: dict, names: list[str], cards: int = 2) -> list[Text]:
        """The Attack Sequence lines (:func:`sequence_lines`)."""
        return sequence_lines(view, names, cards)
