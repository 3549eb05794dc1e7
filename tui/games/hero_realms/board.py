"""The Hero Realms board panel: every player's Health, pools and champions.

Per player: a line with the name (">" marks who decides now, underlined:
whose turn it is), Health and the Gold and Combat gained this turn (the
active player only); a dim line with hand, deck and discard counts (and
the cards played this turn); "guarded" while a prepared guard protects
them and the Health gained this turn, wherever they fit; then one line per
champion: name, guard or Defense, damage taken this turn, prepared or
expended. Eliminated players get one dim "out" line.

Two against two (``view["teams"]``): the players come in their teams, each
under a header with the team's shared Health, the team whose turn it is
marked; a teammate still in the turn shows their own Gold and Combat, which
wait while the other decides, and one who has ended their part says so.
"""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tui.widgets.header import update_text

from .words import FACTION_STYLE, faction_mark, group_hand


def player_line(player: dict, view: dict, acting: int | None) -> Text:
    """Name, Health, pools (active player), or "out"."""
    seat = player.get("seat")
    line = Text(">" if seat == acting else " ", style="bold")
    active = seat == view.get("active") and view.get("phase") != "over"
    in_turn = bool((player.get("team") or {}).get("in_turn")) and view.get("phase") != "over"
    if player.get("out"):
        line.append(f"{player.get('name', '?')}  out of the game (no Health left)",
                    style="dim strike")
        return line
    line.append(str(player.get("name", "?")), style="bold underline" if active else "bold")
    line.append("  Health ")
    line.append(str(player.get("health", 0)), style="bold green")
    if active or in_turn:
        line.append("  Gold ")
        line.append(str(player.get("gold", 0)), style="bold yellow")
        line.append("  Combat ")
        line.append(str(player.get("combat", 0)), style="bold red")
    return line


def extras(player: dict, active: bool, view: dict | None = None) -> list[Text]:
    """Short notes after the name line: Health gained this turn, guard protection;
    in a team game, a teammate waiting for the decision or done with the turn."""
    out = []
    team = player.get("team")
    if team and view is not None and view.get("phase") != "over" and not active:
        mates_turn = any((p.get("team") or {}).get("in_turn") for p in view.get("players") or []
                         if (p.get("team") or {}).get("index") == team.get("index"))
        if team.get("in_turn"):
            out.append(Text("waits for a hand-over", style="italic"))
        elif mates_turn:
            out.append(Text("done this turn", style="dim italic"))
    if active and player.get("health_gained"):
        out.append(Text(f"+{player['health_gained']} Health this turn", style="green"))
    if player.get("protected"):
        out.append(Text("guarded", style="bold cyan"))
    return out


def counts_lines(player: dict, active: bool, width: int) -> list[Text]:
    """Hand, deck and discard counts; for the active player, the cards played this turn
    (on the same line when they fit, else on the next)."""
    line = Text(f"   hand {player.get('hand_count', 0)}  deck {player.get('deck_count', 0)}"
                f"  discard {len(player.get('discard') or [])}", style="dim")

    played = [entry.get("card") or {} for entry in player.get("in_play") or []]
    if not (active and played):
        return [line]
    names = [c.get("name", "?") + (f" x{n}" if n > 1 else "") for c, n in group_hand(played)]
    text = "played: " + ", ".join(names)
    if line.cell_len + 2 + len(text) <= width:
        line.append(f"  {text}", style="dim")
        return [line]
    lines, current = [line], "   played:"
    for i, name in enumerate(names):
        word = f" {name}" + ("," if i < len(names) - 1 else "")
        if len(current) + len(word) > width and current.strip():
            lines.append(Text(current, style="dim"))
            current = "    "
        current += word
    lines.append(Text(current, style="dim"))
    return lines


def champion_line(champ: dict, width: int) -> Text:
    """One champion: name, guard/Defense, damage this turn, prepared or expended."""
    card = champ.get("card") or {}
    expended = bool(champ.get("expended"))
    tags = [("guard" if champ.get("guard") else "def") + f" {champ.get('defense')}"]
    if champ.get("damage"):
        tags.append(f"dmg {champ['damage']}")
    tags.append("expended" if expended else "prepared")
    tail = "  " + "  ".join(tags)
    room = max(10, width - 5 - len(tail))
    name = str(card.get("name", "?"))
    if len(name) > room:
        name = name[:room - 1] + "."
    line = Text("   ")
    style = FACTION_STYLE.get(card.get("faction") or "", "bold")
    # the faction's letter as well as its colour (TERM=linux, NO_COLOR=1)
    line.append(f"{faction_mark(card)} ", style=style)
    line.append(name, style=style + (" dim" if expended else ""))
    line.append(f"  {tags[0]}", style="bold cyan" if champ.get("guard") else "")
    if champ.get("damage"):
        line.append(f"  dmg {champ['damage']}", style="bold red")
    line.append(f"  {tags[-1]}", style="dim italic" if expended else "green")
    return line


def player_lines(player: dict, view: dict, acting: int | None, width: int) -> list[Text]:
    """A player's lines: name, counts (on the name line when they fit), notes where
    they fit (else a line of their own), cards played this turn."""
    first = player_line(player, view, acting)
    if player.get("out"):
        return [first]
    active = player.get("seat") == view.get("active") and view.get("phase") != "over"
    lines = [first] + counts_lines(player, active, width)
    if first.cell_len + lines[1].cell_len - 1 <= width:     # counts fit on the name line
        first.append_text(lines.pop(1)[1:])
    for note in extras(player, active, view):
        fits = [t for t in lines[:2] if t.cell_len + 2 + note.cell_len <= width]
        if fits:
            fits[0].append("  ")
            fits[0].append_text(note)
        else:
            lines.insert(1, Text("   ").append_text(note))
    return lines


def team_header(view: dict, seats: list, width: int = 80) -> Text:
    """"Team A  shared Health 75  (this turn)" for a two-against-two game (the
    players' names after the team's when they fit: the players are listed below)."""
    players = view.get("players") or []
    first = players[seats[0]]
    team = first.get("team") or {}
    line = Text(str(team.get("name", "Team")), style="bold reverse")
    names = " + ".join(str(players[s].get("name", "?")) for s in seats)
    if all(players[s].get("out") for s in seats):
        line.append(f" {names}", style="bold")
        line.append("  out", style="dim")
        return line
    tail = Text("  shared Health ")
    tail.append(str(first.get("health", 0)), style="bold green")
    if any((players[s].get("team") or {}).get("in_turn") for s in seats) \
            and view.get("phase") != "over":
        tail.append("  (this turn)", style="bold")
    if line.cell_len + 1 + len(names) + tail.cell_len <= width:
        line.append(f" {names}", style="bold")
    line.append_text(tail)
    return line


def short_line(player: dict, view: dict, acting: int | None, width: int) -> Text:
    """One line for a player when the panel is short of rows: name, Health (and the
    pools of the active player), then guarded and how many champions where they
    fit ("2 ch." when only that does)."""
    line = player_line(player, view, acting)
    if player.get("out"):
        return line
    count = len(player.get("champions") or [])
    notes = [("guarded", "bold cyan")] if player.get("protected") else []
    if count:
        notes.append((f"{count} champion{'s' * (count != 1)}", "dim"))
    for words, style in notes:
        if words.endswith(("champion", "champions")) and \
                line.cell_len + 2 + len(words) > width:
            words = f"{count} ch."
        if line.cell_len + 2 + len(words) <= width:
            line.append(f"  {words}", style=style)
    return line


def board_lines(view: dict, acting: int | None, width: int, short: set) -> list[Text]:
    """Every player, in seat order (in a team game, team by team), with their
    champions; a seat in ``short`` in one line (``short_line``)."""
    lines: list[Text] = []
    players = view.get("players") or []
    groups = view.get("teams") or [[p.get("seat") for p in players]]
    for seats in groups:
        if view.get("teams"):
            lines.append(team_header(view, seats, width))
        for seat in seats:
            player = players[seat]
            if seat in short:
                lines.append(short_line(player, view, acting, width))
                continue
            lines.extend(player_lines(player, view, acting, width))
            if not player.get("out"):
                lines.extend(champion_line(c, width) for c in player.get("champions") or [])
    return lines


def render_realm_board(view: dict, acting: int | None, width: int = 40,
                       rows: int | None = None) -> Text:
    """Every player, in seat order (in a team game, team by team), with their champions.

    ``rows``: the panel's height. When every player in full does not fit (four
    players from the middle game on: Player 4 fell off the panel), the players
    other than the one whose turn it is and the one deciding take one line each
    (name, Health, guarded, how many champions; ``i`` reads them in full), then
    those two as well; what still does not fit is cut with a last line saying
    whom it leaves out."""
    players = view.get("players") or []
    full = board_lines(view, acting, width, set())
    if rows is None or len(full) <= rows:
        return Text("\n").join(full)
    keep = {view.get("active"), acting}
    others = {p.get("seat") for p in players} - keep
    lines = board_lines(view, acting, width, others)
    if len(lines) > rows:
        lines = board_lines(view, acting, width, others | keep)
    if len(lines) > rows:
        cut = lines[rows - 1:]
        left = [str(p.get("name")) for p in players
                if any(str(p.get("name")) in line.plain for line in cut)]
        note = f"+{len(cut)} rows: {', '.join(left) or 'more'}"
        if len(note) + len(" (i reads them)") <= width:
            note += " (i reads them)"
        lines = lines[:rows - 1] + [Text(note, style="bold yellow")]
    return Text("\n").join(lines)


class RealmBoard(Static):
    """The players of a Hero Realms game, drawn from ``state.view(seat)``."""

    _last: tuple[dict, int | None] | None = None

    def _board_text(self) -> Text:
        view, acting = self._last
        # rows at the panel's max-height (70% of the column, herotable.tcss), less
        # its rule and the row the scrolling would take; None before the first layout
        column = self.parent.content_region.height if self.parent is not None else 0
        rows = int(column * 0.7) - self.styles.gutter.height - 2 if column else None
        return render_realm_board(view, acting, self.content_region.width or 40, rows)

    def show(self, view: dict, acting: int | None) -> None:
        """Redraw from a view; ``acting`` is the seat that must decide now."""
        self._last = (view, acting)
        update_text(self, self._board_text())

    def on_resize(self) -> None:
        """Fit champion names and the players to the new size."""
        if self._last is not None:
            self.update(self._board_text())
