"""The Orc Wars status panel (in the market's place): what the deciding side
does now, the fight under way, each Elf, each active clan, the King, tricks.

Drawn from ``state.view(seat)`` only: the Orc's tricks by name only in the
Orc's own view, squad-token numbers only for the Orc.
"""
from __future__ import annotations

import textwrap
from typing import Sequence

from rich.text import Text
from textual.widgets import Static

from engine import Action

from .text import (CLAN_LETTER, CLAN_STYLE, ELF_STYLE, KIND_NAME, KINDS, KING_STYLE,
                   PRISONER_STYLE, pool_short, rule_line)

ATTRS = ("B", "M", "X")
LEVEL_WORDS = {"first-time": "first time", "novice": "novice", "trained": "trained",
               "expert": "expert", "true-orc": "true orc"}


def points_text(pool: dict) -> str:
    """"spent B3/8 M0/4 X0/0": points spent (in the stacks) of each attribute's total
    (B Body, M Mind, X X: the letters the cards' costs use)."""
    attrs = pool.get("attributes") or {}
    parts = []
    for a in ATTRS:
        info = attrs.get(a) or {}
        parts.append(f"{a}{info.get('spent', 0)}/{info.get('score', 0)}")
    return "spent " + " ".join(parts)


def tops_text(pool: dict) -> str:
    """The top card of each non-empty Attribute Stack: "Crude Shield 2B, face-down 3M"."""
    parts = []
    for a in ATTRS:
        stack = (pool.get("stacks") or {}).get(a) or []
        if stack:
            top = stack[-1]
            name = top.get("name") or "face-down"
            parts.append(f"{name} {top.get('cost', '?')}{a}" + (f" +{len(stack) - 1}"
                                                               if len(stack) > 1 else ""))
    return ", ".join(parts)


def free_text(pool: dict) -> str:
    """"free B5 M4 X0": free points only (the compact status); B Body, M Mind, X X."""
    attrs = pool.get("attributes") or {}
    return "free " + " ".join(f"{a}{(attrs.get(a) or {}).get('free', 0)}" for a in ATTRS)


def figures_text(figures: dict, compact: bool = False) -> str:
    """"3 Brutes, 2 Shamans" (``compact``: without the commas): the clan's figures by
    kind, spelt out so that the letters B, M and X stay the attributes' (Body, Mind, X)."""
    words = [f"{figures[k]} {KIND_NAME[k]}{'s' * (figures[k] != 1)}" for k in KINDS
             if figures.get(k)]
    return (" " if compact else ", ").join(words)


def lead_mark(deciding: bool, acting: bool, blank_style: str = "bold") -> Text:
    """The first column of a status line: ">" decides now, "*" acts (its name is also
    underlined), else a space (in ``blank_style``): a letter, not only a style (16
    colours, NO_COLOR)."""
    if deciding or acting:
        return Text(">" if deciding else "*", style="bold")
    return Text(" ", style=blank_style)


def elf_lines(player: dict, pool: dict, acting_pool: int | None, deciding: bool,
              compact: bool = False, prisoner: bool = False, width: int = 99) -> list[Text]:
    """Two to four lines for an Elf: mark, tag, name, role, wounds; that he has
    the freed prisoner with him (``prisoner``: The Prisoner's rescue, whom the map
    no longer draws once freed); points and treasures; top cards. ``compact``:
    one line (wounds, free points, treasures, Pr for the prisoner), the Role cut to
    its first three letters (or left out) when the line would pass ``width``."""
    seat = player.get("seat", 0)
    acting = pool.get("key") is not None and pool.get("key") == acting_pool
    line = lead_mark(deciding, acting)
    line.append(f"E{seat}", style=ELF_STYLE.get(seat, "bold"))
    name_style = "bold underline" if acting else "bold"
    line.append(f" {player.get('name')}", style=name_style)
    line.append(f" {player.get('role_name') or ''}")
    if not compact and player.get("hero") and player.get("hero") != player.get("role_name"):
        line.append(f" (hero {player.get('hero')})", style="dim")
    out = player.get("out")
    wounds, wound_line = player.get("wounds", 0), player.get("wound_line", 0)
    if compact:
        # the Role always (the tag E1 already names the seat: a default name "Elf 1"
        # is left out to keep one line)
        name, role = player.get("name"), player.get("role_name") or ""
        found = len(player.get("treasures") or [])
        extra = (f" ${found}" if found else "") + (" Pr" if prisoner else "")
        free = free_text(pool)
        bare = free.removeprefix("free ")
        # the Role in full (the word "free" left out first), else its first letters
        for shown, points in ((role, free), (role, bare), (role[:3], free), (role[:3], bare),
                              ("", free)):
            line = lead_mark(deciding, acting)
            line.append(f"E{seat}", style=ELF_STYLE.get(seat, "bold"))
            if name != f"Elf {seat}" or not shown:
                line.append(f" {name}", style=name_style)
            if shown:
                line.append(f" {shown}", style=name_style if name == f"Elf {seat}" else "")
            tail = f" W{wounds}/{wound_line} {points}{extra}"
            if line.cell_len + (0 if out else len(tail)) <= width:
                break
        if out:
            line.append(f" {out}", style="bold red" if out == "dead" else "bold green")
            return [line]
        line.append(f" W{wounds}/{wound_line}", style="bold red" if wounds else "")
        line.append(" " + points)
        if found:
            line.append(f" ${found}", style="yellow")
        if prisoner:
            line.append(" ")
            line.append("Pr", style=PRISONER_STYLE)
        return [line]
    if out:
        line.append(f" {out}", style="bold red" if out == "dead" else "bold green")
    else:
        line.append(f" wounds {wounds}/{wound_line}", style="bold red" if wounds else "")
    second = Text("   " + points_text(pool))
    tops = tops_text(pool)
    treasures = player.get("treasures") or []
    if treasures:
        second.append(" $ " + ", ".join(t.get("name", "?") + (" (used)" if t.get("used") else "")
                                        for t in treasures), style="yellow")
    lines = [line, second]
    if prisoner:
        lines.insert(1, Text("   ").append("Pr", style=PRISONER_STYLE)
                     .append(" the prisoner goes with him", style="bold"))
    if tops:
        lines.append(Text(f"   top {tops}", style="dim"))
    return lines


def clan_lines(pool: dict, acting_pool: int | None, compact: bool = False) -> list[Text]:
    """A clan: letters and name, figures by kind, squads; points; top cards.
    ``compact``: one line with free points."""
    clan = pool.get("clan")
    figures = pool.get("figures") or {}
    acting = pool.get("key") is not None and pool.get("key") == acting_pool
    line = lead_mark(False, acting, "")
    line.append(f"*{CLAN_LETTER.get(clan, '?')}", style=CLAN_STYLE.get(clan, "bold"))
    name_style = "bold underline" if acting else "bold"
    line.append(f" {pool.get('name')}", style=name_style)
    squads = len(pool.get("squads") or [])
    if compact:
        line.append(f" {figures_text(figures, True)}")
        return [line, Text(f"   {squads} squad{'s' * (squads != 1)}, {free_text(pool)}")]
    line.append(f" {squads} squad{'s' * (squads != 1)}")
    lines = [line, Text("   " + figures_text(figures, False)), Text("   " + points_text(pool))]
    tops = tops_text(pool)
    if tops:
        lines.append(Text(f"   top {tops}", style="dim"))
    return lines


def king_lines(pool: dict, acting_pool: int | None, on_map: bool,
               compact: bool = False) -> list[Text]:
    """The Orc King: points and top cards, or that he is gone."""
    acting = pool.get("key") is not None and pool.get("key") == acting_pool
    line = lead_mark(False, acting, "")
    line.append("K!", style=KING_STYLE)
    line.append(" the Orc King", style="bold underline" if acting else "bold")
    if not on_map:
        line.append(" gone", style="bold red")
        return [line]
    line.append(" " + (free_text(pool) if compact else points_text(pool)))
    lines = [line]
    tops = "" if compact else tops_text(pool)
    if tops:
        lines.append(Text(f"   top {tops}", style="dim"))
    return lines


def sequence_lines(view: dict) -> list[Text]:
    """The Attack Sequence under way: who attacks which figure, totals, last card."""
    seq = view.get("sequence")
    if not seq:
        return []
    pools = view.get("pools") or []
    att = pools[seq["attacker"]] if isinstance(seq.get("attacker"), int) else {}
    dfn = pools[seq["defender"]] if isinstance(seq.get("defender"), int) else {}
    lines = [Text(f"{pool_short(att)} {seq.get('attack', 0)} vs {pool_short(dfn)} "
                  f"{seq.get('block', 0)}", style="bold reverse")]
    cards = seq.get("cards") or []
    if cards:
        last = cards[-1]
        card = last.get("card") or {}
        who = pool_short(pools[last["pool"]]) if isinstance(last.get("pool"), int) else "?"
        lines.append(Text(f" last: {who} {card.get('name') or 'a face-down card'}",
                          style="" if last.get("counts", True) else "dim strike"))
    return lines


def way_out(view: dict) -> str:
    """The Prisoner: where the prisoner may be brought out, " at XX": the escape
    spaces, drawn XX on the map (the goal's "an entrance" sent a player to the
    Orcs' entrance beside the cell; the inspector and the line under the map name
    each space). "" in the other scenarios, or when the map has no escape space."""
    if not view.get("prisoner"):
        return ""
    exits = [s for s in view.get("map") or [] if "escape" in (s.get("flags") or ())]
    return " at XX" if exits else ""


def status_lines(view: dict, names: Sequence[str], legal: Sequence[Action],
                 seat: int | None, deciding: int | None, width: int,
                 compact: bool = False) -> list[Text]:
    """Every line of the status panel (``width``: wrap width of the rule line;
    ``compact``: one line per Elf, clan and the King, free points only)."""
    lines: list[Text] = []
    goal = view.get("goal") or {}
    if goal.get("short"):
        limit = goal.get("round_limit")
        head = f"Round {view.get('round', '?')} of {limit}. " if limit and view.get("turn") \
            else ""
        short = goal["short"].replace(". Orc:", way_out(view) + ". Orc:", 1)
        for part in textwrap.wrap(head + "Goal: " + short, max(20, width)):
            lines.append(Text(part, style="cyan"))
    rule = rule_line(view, legal, seat, names)
    if rule:
        for part in textwrap.wrap(rule, max(20, width)):
            lines.append(Text(part, style="bold yellow"))
    lines.extend(sequence_lines(view))
    pools = view.get("pools") or []
    acting = view.get("acting")
    players = view.get("players") or []
    freed_with = (view.get("prisoner") or {}).get("with")
    for player in players[1:]:
        pool = pools[player["pool"]] if isinstance(player.get("pool"), int) else {}
        lines.extend(elf_lines(player, pool, acting, deciding == player.get("seat"), compact,
                               prisoner=freed_with is not None
                               and freed_with == player.get("seat"), width=width))
    orc = players[0] if players else {}
    line = Text(">" if deciding == 0 else " ", style="bold")
    line.append(str(orc.get("name", "Orc")), style="bold")
    line.append(f" hand {orc.get('hand_count', 0)}, tricks {orc.get('tricks_count', 0)}")
    level = LEVEL_WORDS.get(orc.get("level"), orc.get("level"))
    if level and line.cell_len + len(str(level)) + 3 > width:
        lines.append(line)                  # too long for one line: the level below it
        line = Text(f"   ({level})", style="dim")
    elif level:
        line.append(f" ({level})", style="dim")
    lines.append(line)
    tokens = [t for t in view.get("tokens") or [] if t.get("hex")]
    if tokens:
        numbers = [t.get("number") for t in tokens]
        orcs = sum(n or 0 for n in numbers)
        known = f": {orcs} Orc{'s' * (orcs != 1)}" if all(n is not None for n in numbers) else ""
        lines.append(Text(f" ?? {len(tokens)} face-down token{'s' * (len(tokens) != 1)}"
                          f"{known}", style="magenta"))
    king_on_map = any(f.get("side") == "king" for f in view.get("figures") or [])
    for pool in pools:
        if pool.get("kind") == "clan" and any((pool.get("figures") or {}).values()):
            lines.extend(clan_lines(pool, acting, compact))
        elif pool.get("kind") == "king":
            lines.extend(king_lines(pool, acting, king_on_map, compact))
    return lines


class OwStatus(Static):
    """The status panel of the Orc Wars screen."""

    _shown: Text | None = None

    def show(self, view: dict, names: Sequence[str], legal: Sequence[Action],
             seat: int | None, deciding: int | None, save_error: str | None = None) -> None:
        """Redraw from the shown seat's view and its legal actions (``save_error``: why
        the last save failed, first in red). A line wider than the panel wraps
        (``#ow-status`` in herotable.tcss): what is past the edge matters (the tokens'
        Orcs, a clan's points, why a save failed), so the height counts the rows."""
        self.border_title = "Fight" if view.get("sequence") else "Status"
        width = self.content_region.width or 30
        # the right column keeps the log (5 rows) and at least 5 rows of actions
        room = max(6, self.app.size.height - 2 - 5 - 5 - 1)
        head = [Text(f"Not saved: {save_error}", style="bold red")] if save_error else []
        text = Text("\n").join(head + status_lines(view, names, legal, seat, deciding, width))
        if self._rows(text, width) > room:
            text = Text("\n").join(head + status_lines(view, names, legal, seat, deciding,
                                                       width, compact=True))
        if self._rows(text, width) > room:
            text = self._cut(text, width, room, view)
        height = min(self._rows(text, width), room) + 1          # + the title rule
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height
        if text != self._shown:          # unchanged text: no repaint
            self._shown = text
            self.update(text, layout=False)

    def _cut(self, text: Text, width: int, room: int, view: dict) -> Text:
        """``text`` cut to ``room`` rows, the last saying what was left out ("+4
        rows: Scorcher, the Orc King (i reads them)"): with four players the clans
        below the panel's edge were cut without a word."""
        lines = text.split("\n")
        kept: list[Text] = []
        for line in lines:
            if self._rows(Text("\n").join(kept + [line]), width) > room - 1:
                break
            kept.append(line)
        left = Text("\n").join(lines[len(kept):]).plain
        names = [p.get("name") for p in view.get("pools") or []
                 if p.get("kind") == "clan" and p.get("name")] + ["the Orc King", "tokens"]
        named = [n for n in names if n in left]
        rows = self._rows(Text("\n").join(lines[len(kept):]), width)
        head = f"+{rows} row{'s' * (rows != 1)}"
        notes = [f"{head}: {', '.join(named)} (i reads them)", f"{head}: {', '.join(named)}",
                 f"{head} (i reads them)"] if named else [f"{head} (i reads them)"]
        note = next((n for n in notes if len(n) <= width), notes[-1])    # one row
        return Text("\n").join(kept + [Text(note, style="bold yellow")])

    def _rows(self, text: Text, width: int) -> int:
        """Rows ``text`` takes wrapped at ``width`` columns."""
        return len(text.wrap(self.app.console, max(1, width), overflow="fold"))
