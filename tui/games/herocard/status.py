"""The HeroCard duel's status panel: the goal and what this turn has used, or the
Attack Sequence under way (who attacks whom, attack against block, both sides'
cards), above the common status lines (HeroCard Core Rules: Attack Sequence,
Head-to-Head Duels)."""
from __future__ import annotations

from rich.text import Text

from tui.widgets.status import StatusPanel, seat_name

from .hand import value_short


def _card_words(card: dict) -> str:
    name = card.get("name") or "face-down card"
    value = value_short(card) if card.get("name") else ""
    return f"{name} {value}".strip()


def side_lines(view: dict, names: list[str]) -> list[Text]:
    """One line per side of the sequence: "Ana 8: Skull Crusher 5, War Cry +2"."""
    seq = view.get("sequence") or {}
    lines = []
    for seat, total, empty in ((seq.get("attacker"), seq.get("attack", 0), "(none)"),
                               (seq.get("defender"), seq.get("block", 0), "(none yet)")):
        line = Text(f"{seat_name(names, seat)} {total}: ", style="bold")
        cards = [e for e in seq.get("cards") or [] if e.get("seat") == seat]
        if not cards:
            line.append(empty, style="dim")
        for n, entry in enumerate(cards):
            if n:
                line.append(", ")
            style = "" if entry.get("counts", True) else "strike dim"
            line.append(_card_words(entry.get("card") or {}), style=style)
        lines.append(line)
    return lines


def sequence_lines(view: dict, names: list[str], cards: int = 2) -> list[Text]:
    """Who attacks whom with the totals, then (unless ``cards`` is 0) every card
    of both sides; [] without an Attack Sequence."""
    seq = view.get("sequence")
    if not seq:
        return []
    att, dfn = seq.get("attacker"), seq.get("defender")
    lines = [Text(f"{seat_name(names, att)} attacks {seat_name(names, dfn)}: "
                  f"{seq.get('attack', 0)} vs {seq.get('block', 0)}", style="bold")]
    if cards:
        lines.extend(side_lines(view, names))
    return lines


def turn_lines(view: dict, names: list[str], acting: int | None = None) -> list[Text]:
    """The goal, and what the active hero has used this turn (no sequence under way);
    named ("Player 2's Base Attack") when another seat (``acting``) decides now."""
    players = view.get("players") or []
    lines = [Text(f"Goal: first to {view.get('target_vp', '?')} VP", style="bold")]
    active = view.get("active")
    if view.get("phase") == "action" and isinstance(active, int) and active < len(players):
        me = players[active]
        whose = "" if acting in (None, active) else f"{seat_name(names, active)}'s "
        lines.append(Text(whose + "Base Attack: " + ("used" if not me.get("base_attacks_left")
                                             else "available")))
        if me.get("exclusive_used"):
            lines.append(Text(whose + "Exclusive card: used"))
        if me.get("vp_this_turn"):
            lines.append(Text("VP this turn: won (one a turn)"))
    return lines


class DuelStatus(StatusPanel):
    """The common status panel with the goal, or the Attack Sequence, on top."""

    situation_title = "Attack"
    acting_after_headline = True

    def situation_lines(self, view: dict, names: list[str], cards: int = 2) -> list[Text]:
        """The Attack Sequence lines (:func:`sequence_lines`)."""
        return sequence_lines(view, names, cards)

    def quiet_lines(self, view: dict, names: list[str],
                    acting: int | None = None) -> list[Text]:
        """The goal and this turn's use (:func:`turn_lines`)."""
        return turn_lines(view, names, acting)
