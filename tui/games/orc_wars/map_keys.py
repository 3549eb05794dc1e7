"""Orc Wars screen, the map's choices: where the cursor and the focus settle when
the decision changes, and what Enter (or a click) on a hex does (a placement, a
figure chosen, a move, leaving the map, a target), with plain words when it
does nothing. A mixin of ``OrcWarsScreen`` (``screen.py``)."""
from __future__ import annotations

from engine import Action

from tui.screens.dialogs import ChooseScreen
from tui.widgets import ActionList
from .hexmap import HexMap
from .text import (CELL, cell_x, figure_name, figure_positions, move_choices, movers, pieces,
                   placement_choices, pos_name, pos_of, target_choices)
from .turn_keys import start_index


def nearest(cursor, marks):
    """The highlighted position nearest to ``cursor`` on screen (reading order breaks ties)."""
    if cursor is None:
        return min(marks, key=lambda p: (p[1], p[0]))
    def far(p):
        return abs(cell_x(p) - cell_x(cursor)) / CELL + abs(p[1] - cursor[1])
    return min(marks, key=lambda p: (far(p), p[1], p[0]))


def leaving_loses(view: dict, seat: int | None) -> bool:
    """True when the Elf of ``seat`` leaving the map now ends the game for the
    Orc: it is the last Elf on the map, and its side's goal is not to escape
    (or, in The Prisoner, it does not carry the prisoner)."""
    on_map = [f for f in view.get("figures") or [] if f.get("side") == "elf"]
    if len(on_map) != 1 or on_map[0].get("seat") != seat:
        return False
    goals = (view.get("goal") or {}).get("elves") or []
    if any("escape" in g for g in goals):
        return False
    prisoner = view.get("prisoner") or {}
    return not (prisoner and prisoner.get("with") == seat)


class MapChoices:
    """The map's part of the Orc Wars screen (focus, cursor, Enter on a hex)."""

    def settle_focus(self, view: dict, marks: dict, fight: dict | None = None) -> None:
        """When the kind of decision changes: the map if it has choices (cursor on
        the chosen figure, else the nearest highlight), else the actions list.
        After an action, a cursor left off the highlights goes to the nearest one."""
        if not self.can_act():
            return
        hexmap = self.query_one(HexMap)
        acted = self.state.position != self._settled_at
        self._settled_at = self.state.position
        key = (self.shown_seat, view.get("phase"), bool(view.get("placing")), view.get("acting"),
               self.targeting is not None, self.chosen_fig, bool(marks),
               bool(view.get("sequence")))
        if key != self._focus_key:
            self._focus_key = key
            # a new kind of decision: the list's highlight goes back to its first
            # line (an action just made legal, e.g. freeing the prisoner, comes
            # before "End turn"; a highlight kept on "End turn" made Enter end it)
            listing = self.query_one(ActionList)
            if listing.option_count:
                listing.highlighted = start_index(listing.actions, self.legal(), view)
            if not marks:
                self.query_one(ActionList).focus()
                if fight:        # show where the fight is
                    hexmap.move_to(min(fight, key=lambda p: fight[p] != "target"))
                else:
                    self.cursor_to_own(view)
                return
            hexmap.focus()
            where = figure_positions(view)
            if self.chosen_fig in where and not self.targeting:
                if marks.get(hexmap.cursor) in (None, "mover"):
                    hexmap.move_to(where[self.chosen_fig])
                return
        elif not (acted and marks):
            return
        if hexmap.cursor not in marks:
            hexmap.move_to(nearest(hexmap.cursor, marks))

    def own_positions(self, view: dict) -> list:
        """Where the shown seat's own figures stand: the acting clan's first (or
        the King's when he acts), then the side's others; an Elf's own figure."""
        seat = self.shown_seat
        figures = view.get("figures") or []
        if seat == 0:
            pools = view.get("pools") or []
            acting = view.get("acting")
            pool = pools[acting] if isinstance(acting, int) and 0 <= acting < len(pools) else {}
            first = [f for f in figures if (pool.get("kind") == "clan" and f.get("side") == "orc"
                                            and f.get("clan") == pool.get("clan"))
                     or (pool.get("kind") == "king" and f.get("side") == "king")]
            rest = [f for f in figures if f.get("side") in ("orc", "king")]
            return [pos_of(f["hex"]) for f in first + rest]
        return [pos_of(f["hex"]) for f in figures
                if f.get("side") == "elf" and f.get("seat") == seat]

    def cursor_to_own(self, view: dict) -> None:
        """Put the map cursor on one of the shown seat's figures (if it has any
        and the cursor is not on one already)."""
        own = self.own_positions(view)
        hexmap = self.query_one(HexMap)
        if own and hexmap.cursor not in own:
            hexmap.move_to(own[0])

    def on_hex_map_selected(self, event: HexMap.Selected) -> None:
        """A click on a hex works like Enter there."""
        self.select_at(event.pos)

    def choose_and_apply(self, actions: list[Action], title: str) -> None:
        """Apply the one action, or ask which one (a dialog with their labels)."""
        if len(actions) == 1:
            self.apply_action(actions[0])
            return
        view = self.view()
        figures = {f["fid"]: f for f in view.get("figures") or []}
        labels = []
        for action in actions:
            label = action.label
            target = action.arg("target")
            if isinstance(target, (tuple, list)) and target[0] in figures:
                attacker = figures[target[0]]
                where = pos_name(pos_of(attacker["hex"]))
                label += f" (by {figure_name(view, attacker)} at {where})"
            labels.append(label)
        self.app.push_screen(ChooseScreen(title, labels),
                             lambda i: self.apply_action(actions[i]) if i is not None else None)

    def select_at(self, pos) -> None:
        """Enter (or a click) on the map at ``pos``."""
        if not self.can_act():
            self.refuse("It is not your decision now.")
            return
        view = self.view()
        legal = self.legal()
        if self.targeting:
            hits = target_choices(self.targeting, view).get(pos)
            if hits:
                self.choose_and_apply(hits, "Which attack?")
            else:
                self.refuse("Not a target: choose a hex marked >..< (n jumps to the next).")
            return
        placed = placement_choices(legal, view).get(pos)
        if placed:
            self.choose_and_apply(placed, f"Which one at {pos_name(pos)}?")
            return
        moves = move_choices(legal, view, self.chosen_fig).get(pos)
        if moves and all(a.kind == "escape" for a in moves):
            self.ask_leave(moves[0], pos)
            return
        if moves:
            self.choose_and_apply(moves, f"Move or leave the map at {pos_name(pos)}?")
            return
        piece = pieces(view).get(pos)
        can_move = movers(legal)
        if piece and piece.get("what") == "figure" and piece.get("fid") in can_move:
            if piece["fid"] == self.chosen_fig and len(can_move) > 1:
                self.chosen_fig = None
            elif piece["fid"] == self.chosen_fig:       # the only one: nothing to switch
                self.refuse("Chosen already: put the cursor on one of its (..) hexes, then Enter.")
                return
            else:
                self.chosen_fig = piece["fid"]
            self.redraw()
            return
        self.refuse(self.why_not(view, legal, piece))

    def ask_leave(self, action: Action, pos) -> None:
        """Leaving is final (and may end the game): never on one Enter. The
        dialog's first line (Enter) stays; it warns when leaving loses."""
        title = f"Leave the map at {pos_name(pos)}? No way back."
        if leaving_loses(self.view(), self.shown_seat):
            title += " You are the last Elf: leaving loses the scenario."
        self.app.push_screen(ChooseScreen(title, ["Stay on the map", action.label]),
                             lambda i: self.apply_action(action) if i == 1 else None)

    def why_not(self, view: dict, legal: list[Action], piece: dict | None) -> str:
        """Plain words for an Enter on the map that does nothing."""
        if piece and piece.get("what") == "figure":
            mine = (piece.get("side") == "elf" and piece.get("seat") == self.shown_seat) or \
                (piece.get("side") != "elf" and self.shown_seat == 0)
            if mine and view.get("phase") == "action":
                if self.shown_seat == 0 and piece.get("side") == "orc":
                    return ("That figure can't move now: only the acting clan moves, each figure "
                            "once, and not after the clan has played a card (unless it is one "
                            "squad that has not moved).")
                return "That figure can't move now (it has used its move)."
        if self.chosen_fig is not None and any(a.kind in ("move", "escape") for a in legal):
            return ("It can't get there this move: choose a (..) hex (n jumps to the next), "
                    "or another figure {..}.")
        if any(a.kind in ("move", "escape") for a in legal):
            return "Choose one of your figures marked {..} first (Enter on it), then a (..) hex."
        if placement_choices(legal, view):
            return "Not a legal place: choose a (..) hex (n jumps to the next)."
        return "Nothing to do there now: Tab goes to the actions list."
