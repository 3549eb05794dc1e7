"""The Orc Wars game screen: hex map, status panel, hand, actions and log.

A ``GameScreen`` (hand-offs, autosave, game over and the command palette
are the base screen's) with its own panels. Everything drawn comes from
``state.view(seat)`` of the seat on screen; every key maps to one of
``state.legal_actions()``:

- on the map (arrows/hjkl, Enter): set-up placements, waking squad tokens,
  placing Orcs, choosing a figure and where it moves or escapes, and the
  target of the cards selected in the hand (hexes named by the actions'
  ``hex``/``to``/``target`` arguments are highlighted);
- in the actions list (Tab, arrows, Enter): every legal action, the map's
  ones last; ctrl+p lists them all by name;
- digits select hand cards, Enter plays them (a target on the map when
  several are legal).
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from engine import Action

from tui.choices import chain_kind, list_actions, matching_actions, playable_ids
from tui.describe import selection_text
from .text import (KEYS, CELL, END_KINDS, cell_x, describe_pos, enter_hint, fight_marks,
                       figure_name, figure_positions, game_over_words, grid, handoff_words,
                       has_map_target, legend, list_order, move_choices, movers, phase_words,
                       pieces, placement_choices, pos_name, pos_of, target_choices)
from tui.widgets import ActionList, HeaderLine, LogPanel
from .hexmap import HexMap
from .hand import OwHandPanel
from .status import OwStatus
from .rules import RULES as OW_RULES, GLOSSARY as OW_GLOSSARY
from ...widgets.footer import KeyFooter
from tui.screens.dialogs import ChooseScreen, ConfirmScreen

#: Actions Enter never takes by default: the actions list's highlight starts
#: on another line (or on none), so one Enter cannot end a turn, refresh,
#: reinforce, skip the squad phase or leave the map.
TRAP_KINDS = ("end_turn", "refresh", "reinforce", "skip_squad", "escape")


def safe_index(actions) -> int | None:
    """Index of the first action of ``actions`` that is not a trap, or None."""
    return next((i for i, a in enumerate(actions) if a.kind not in TRAP_KINDS), None)
from tui.screens.game import GameScreen


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


def nearest(cursor, marks):
    """The highlighted position nearest to ``cursor`` on screen (reading order breaks ties)."""
    if cursor is None:
        return min(marks, key=lambda p: (p[1], p[0]))
    def far(p):
        return abs(cell_x(p) - cell_x(cursor)) / CELL + abs(p[1] - cursor[1])
    return min(marks, key=lambda p: (far(p), p[1], p[0]))


def treasure_under(view: dict, pos) -> bool:
    """True when a treasure lies (not carried) on ``pos`` under a figure."""
    stands = any(pos_of(f["hex"]) == pos for f in view.get("figures") or [])
    return stands and any(t.get("hex") and pos_of(t["hex"]) == pos and t.get("holder") is None
                          for t in view.get("treasures") or [])


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


def _trick_names(ids) -> list[str]:
    """Names of dirty tricks (content of the engine's treasures.toml), by id."""
    from engine.orc_wars.items import load_items
    tricks = load_items()[1]
    return [tricks[t].name if t in tricks else str(t) for t in ids or []]


class OrcWarsScreen(GameScreen):
    """Plays an Orc Wars scenario with the keyboard; pass-and-play between human seats."""

    RULES = OW_RULES
    GLOSSARY = OW_GLOSSARY
    BINDINGS = [
        Binding("e", "end", "End", key_display="e"),
        # in the help (?), not the footer: 80 columns keep the keys that matter now
        Binding("s", "save", "Save", show=False),
        Binding("q", "quit_game", "Quit", show=False),
        Binding("r", "refresh_hand", "Refresh", show=False),   # rare, and it asks first
        # the hand's lines are numbered "1[ ]": the digits need no footer room
        Binding("1", "toggle(1)", "Card", show=False),
        Binding("tab", "switch_focus", "Map/list", key_display="tab"),
        Binding("shift+tab", "switch_focus", show=False),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.chosen_fig: int | None = None          # the figure whose moves are shown
        self.targeting: list[Action] | None = None  # plays waiting for a target on the map
        self._focus_key = None
        self._view_cache: tuple = (None, None)
        self._grid_cache: tuple = (None, None, None)   # view, ascii mode, cells
        self._legal_cache: tuple = (None, None)
        self._names: list[str] | None = None
        self._bindings_key = None
        self._settled_at = -1
        self._hint: Text | None = None

    @property
    def KEYS_HELP(self) -> str:      # noqa: N802 - the name the app's help looks up
        """Keys, the clan rule, the panels and the map legend (in the current glyphs)."""
        return KEYS + "\n" + legend(self.app.ascii_mode)

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield HeaderLine(id="header")
        with Horizontal(id="ow-main"):
            with Vertical(id="ow-left"):
                yield HexMap(id="ow-map", classes="panel")
                yield Static(id="ow-hint")
                yield OwHandPanel(id="hand", classes="panel")
            with Vertical(id="ow-right"):
                yield OwStatus(id="ow-status", classes="panel")
                yield ActionList(id="actions", classes="panel")
                yield LogPanel(id="log", classes="panel", min_width=10)
        yield KeyFooter()

    def on_mount(self, event) -> None:
        """Draw, then hand the keyboard to whoever decides first (not the base's panels)."""
        event.prevent_default()
        self.query_one("#actions").border_title = "Actions"
        self.query_one("#log").border_title = "Log"
        self.query_one(HexMap).focus()
        if self.app.auto_pass and not self.state.is_over():
            self.session.auto_pass()
        self.redraw()
        self.after_change()

    # -- helpers ------------------------------------------------------------------
    def view(self) -> dict:
        """The view of the seat on screen (computed once per position and seat)."""
        key = (len(self.state.history), self.shown_seat)
        if self._view_cache[0] != key:
            self._view_cache = (key, self.state.view(self.shown_seat))
        return self._view_cache[1]

    def hand(self) -> list[dict]:
        """The shown seat's hand cards, from the view drawn (``view``)."""
        seat = self.shown_seat
        players = (self.view().get("players") or []) if seat is not None else []
        return list(players[seat].get("hand") or []) if seat is not None and \
            seat < len(players) else []

    def grid(self) -> dict:
        """The map's cells for the view drawn (built once per view)."""
        key = (self.view(), self.app.ascii_mode)
        if self._grid_cache[0] is not key[0] or self._grid_cache[1] != key[1]:
            self._grid_cache = (*key, grid(*key))
        return self._grid_cache[2]

    def legal(self) -> list[Action]:
        """Legal actions of the seat on screen (computed once per position)."""
        key = (len(self.state.history), self.shown_seat, self.can_act())
        if self._legal_cache[0] != key:
            self._legal_cache = (key, super().legal())
        return list(self._legal_cache[1])

    @property
    def names(self) -> list[str]:
        """Seat names, by seat (they do not change during a game)."""
        if self._names is None:
            self._names = [self.session.seat_name(s) for s in range(self.state.num_players)]
        return self._names

    def refuse(self, message: str) -> None:
        """Say plainly why a key did nothing."""
        self.notify(message, severity="warning", markup=False)

    def sync_choices(self, legal: list[Action]) -> None:
        """Drop a chosen figure or a target choice that is no longer legal; choose the
        only figure that can move (an Elf) by itself."""
        can_move = movers(legal)
        if self.chosen_fig not in can_move:
            self.chosen_fig = None
        if self.chosen_fig is None and len(can_move) == 1:
            self.chosen_fig = can_move[0]
        if self.targeting and not all(a in legal for a in self.targeting):
            self.targeting = None

    def map_marks(self, view: dict, legal: list[Action]) -> dict:
        """Highlights: targets while targeting; else placements, the chosen figure,
        its destinations and the other figures that can move."""
        if self.targeting:
            return {pos: "target" for pos in target_choices(self.targeting, view)}
        marks = {pos: "dest" for pos in placement_choices(legal, view)}
        where = figure_positions(view)
        for fid in movers(legal):
            if fid in where:
                marks[where[fid]] = "mover"
        marks.update({pos: "dest" for pos in move_choices(legal, view, self.chosen_fig)})
        if self.chosen_fig in where:
            marks[where[self.chosen_fig]] = "selected"
        return marks

    # -- drawing ------------------------------------------------------------------
    def redraw(self) -> None:
        """Redraw every panel from the shown seat's view."""
        view = self.view()
        acting = self.state.current_player
        legal = self.legal()
        self.sync_choices(legal)
        seat = self.shown_seat
        players = view.get("players") or []
        me = players[seat] if seat is not None and seat < len(players) else None
        self.show_header(view, acting)
        hexmap = self.query_one(HexMap)
        marks = self.map_marks(view, legal)
        fight = fight_marks(view)
        hexmap.show(self.grid(), {**fight, **marks})
        self.fit_map(hexmap)
        note = self.hidden_note()
        tricks = _trick_names((me or {}).get("tricks")) if (me or {}).get("tricks") else []
        self.query_one(OwHandPanel).show_hand(me, self.selected, playable_ids(legal), note, tricks)
        self.query_one(OwStatus).show(view, self.names, legal, seat, acting)
        hand_ids = [str(c.get("id")) for c in (me or {}).get("hand") or []]
        listing = self.query_one(ActionList)
        before = listing.highlighted_action
        listing.set_actions(list_order(list_actions(legal, hand_ids)))
        after = listing.highlighted_action
        if after is not None and after != before and after.kind in TRAP_KINDS:
            listing.highlighted = safe_index(listing.actions)
        self.query_one(LogPanel).show(self.session.log_lines(seat))
        self.settle_focus(view, marks, fight)
        self.show_hint()
        self.update_bindings()

    def update_bindings(self) -> None:
        """Refresh the footer only when a key starts or stops applying (a footer
        refresh rebuilds it)."""
        key = tuple(self.check_action(name, ()) for name in
                    ("end", "clear_selection", "pass_turn", "refresh_hand", "toggle", "confirm"))
        if key != self._bindings_key:
            self._bindings_key = key
            self.refresh_bindings()

    def show_header(self, view: dict, acting: int | None) -> None:
        """" Grak to act | Action phase: White Tusk | Round 2, turn 3 | Orc Wars: Race
        Through the Dark": the most urgent first, so a narrow screen cuts the least."""
        text = Text(" ")
        winners = view.get("winners") or []
        if view.get("phase") == "over":
            who = " and ".join(self.names[w] for w in winners) if winners else "nobody"
            text.append(f"{who} won", style="bold reverse")
        elif acting is not None:
            text.append(f"{self.names[acting]} to act", style="bold reverse")
        parts = [phase_words(view)]
        if view.get("turn"):
            parts.append(f"Round {view.get('round', '?')}, turn {view['turn']}")
        parts.append(f"Orc Wars: {view.get('scenario_name', '?')}")
        text.append(" | " + " | ".join(parts), style="bold")
        header = self.query_one(HeaderLine)
        if text != getattr(header, "_ow_text", None):
            header._ow_text = text
            header.update(text, layout=False)

    def fit_map(self, hexmap: HexMap) -> None:
        """The map column is no wider than the map (the status panel gets the rest)."""
        width = max(46, hexmap.text_width + 4)
        left = self.query_one("#ow-left")
        if left.styles.max_width is None or left.styles.max_width.value != width:
            left.styles.max_width = width

    def settle_focus(self, view: dict, marks: dict, fight: dict | None = None) -> None:
        """When the kind of decision changes: the map if it has choices (cursor on
        the chosen figure, else the nearest highlight), else the actions list.
        After an action, a cursor left off the highlights goes to the nearest one."""
        if not self.can_act():
            return
        hexmap = self.query_one(HexMap)
        acted = len(self.state.history) != self._settled_at
        self._settled_at = len(self.state.history)
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
                listing.highlighted = safe_index(listing.actions)
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

    def inspections(self):
        """``i``: everything the seat on screen may read (``inspect.ow_inspections``),
        starting on the figure under the cursor when the map has focus."""
        hexmap = self.query_one(HexMap)
        from .inspect import ow_inspections   # at the first i: not before the first frame
        return ow_inspections(self.view(), self.names, self.shown_seat, hexmap.cursor,
                              self.focused is hexmap, self.selected)

    def show_hint(self) -> None:
        """The line under the map: what Enter does with the selected cards, the
        target prompt, or the hex under the cursor and what Enter does there."""
        hint = self.query_one("#ow-hint", Static)
        hexmap = self.query_one(HexMap)
        view = self.view()
        legal = self.legal()
        text = Text()
        if self.session.save_error:
            text.append(f"Not saved: {self.session.save_error}", style="bold red")
        elif self.targeting:
            text.append(f"Target: Enter on a >..< hex ({len(target_choices(self.targeting, view))}"
                        " marked, n: next); Esc cancels", style="bold")
        elif self.selected:
            found = matching_actions(legal, self.selected_ids())
            if len(found) > 1 and all(has_map_target(a) for a in found):
                text.append(f"Enter: choose the target on the map ({len(found)} choices)",
                            style="bold")
            elif not found and self.can_act():
                text.append(f"Can't play: {self.cards_refusal()} (i: read the cards)")
            else:
                text.append(selection_text(self.hand(), self.selected, legal).split("\n")[0]
                            + " (i: full text)")
        elif hexmap.cursor is not None:
            what = enter_hint(view, hexmap.cursor, legal, self.chosen_fig, None)
            place = describe_pos(view, hexmap.cursor)
            if treasure_under(view, hexmap.cursor):
                place += " (treasure under it)"
            text.append(fit_place(place, what, hint.size.width))
            if what:
                text.append(f" - {what}", style="bold")
        if text != self._hint:
            self._hint = text
            hint.update(text, layout=False)

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

    def on_hex_map_selected(self, event: HexMap.Selected) -> None:
        """A click on a hex works like Enter there."""
        self.select_at(event.pos)

    def on_resize(self, event) -> None:
        """New size: narrow or wide hand lines, the map's scroll hints."""
        if self.is_mounted:
            self.call_after_refresh(self.redraw)

    # -- applying -----------------------------------------------------------------
    def apply_action(self, action: Action) -> None:
        """Apply a legal action (any target choice ends)."""
        self.targeting = None
        super().apply_action(action)

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

    # -- key actions ----------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Footer: only the keys that apply now."""
        if action == "end":
            return self.can_act()
        if action == "clear_selection":
            return bool(self.selected or self.targeting or
                        (self.chosen_fig is not None and len(movers(self.legal())) > 1))
        return super().check_action(action, parameters)

    def action_confirm(self) -> None:
        """Enter: a target or a hex on the map, the selected cards, or the highlighted action."""
        if self.state.is_over():
            super().action_confirm()
            return
        hexmap = self.query_one(HexMap)
        if self.targeting:
            self.select_at(hexmap.cursor)
            return
        if self.selected:
            legal = self.legal()
            found = matching_actions(legal, self.selected_ids())
            if len(found) > 1 and all(has_map_target(a) for a in found) and \
                    target_choices(found, self.view()):
                self.targeting = found
                self.redraw()
                return
            if not found and self.can_act() and not chain_kind(legal, self.selected_ids()):
                self.refuse(f"Can't play: {self.cards_refusal()}.")
                return
            super().action_confirm()
            return
        if self.focused is hexmap:
            if hexmap.cursor is not None:
                self.select_at(hexmap.cursor)
            return
        action = self.query_one(ActionList).highlighted_action
        if action is None:
            self.refuse("Choose an action with the arrows first (Enter never ends a turn, "
                        "refreshes or reinforces by itself).")
        elif action.kind == "end_turn":
            self.end_with_question(action)
        elif action.kind == "refresh":
            self.action_refresh_hand()
        elif action.kind == "escape":
            self.ask_leave(action, pos_of(action.arg("to")) if action.arg("to") else None)
        else:
            self.apply_action(action)

    def action_toggle(self, number: int) -> None:
        """Digit: select a hand card (a target choice under way ends)."""
        self.targeting = None
        super().action_toggle(number)

    def action_clear_selection(self) -> None:
        """Esc: cancel the target choice, else unselect cards, else the chosen figure."""
        if self.targeting:
            self.targeting = None
        elif self.selected:
            self.selected = []
        elif self.chosen_fig is not None and len(movers(self.legal())) > 1:
            self.chosen_fig = None
        self.redraw()

    def action_end(self) -> None:
        """e: end the turn or the action phase, or finish the current step (ending
        a turn while cards can still be played asks first); else says why not."""
        for kind in END_KINDS:
            for action in self.legal():
                if action.kind == kind:
                    if kind == "end_turn":
                        self.end_with_question(action)
                    else:
                        self.apply_action(action)
                    return
        self.refuse(self.why_no_end())

    def why_no_end(self) -> str:
        """Plain words for an ``e`` that ends nothing now."""
        if not self.can_act():
            return "e does nothing now: it is not your decision."
        view = self.view()
        if view.get("sequence"):
            return ("e does nothing in a fight: block or add cards (select, Enter), "
                    "or pass (space).")
        if view.get("phase") == "draw":
            return "e does nothing in the draw phase: Enter draws your cards."
        if view.get("phase") == "squad":
            return ("e does nothing here: wake a token, reinforce, or choose "
                    "'Neither' in the actions list.")
        if view.get("phase") == "choose":
            return "e does nothing here: pick the next clan (or the King) to act."
        if view.get("ask"):
            return "e does nothing here: answer the treasure question."
        return "e does nothing now: choose one of the actions (Tab, arrows, Enter)."

    def end_with_question(self, action: Action) -> None:
        """End the turn or the action phase; when cards could still be played
        (and the app's ``confirm_end_turn`` is on) ask once first."""
        playable = [a for a in self.legal() if a.kind in ("play", "reveal", "deploy", "trick",
                                                          "use", "begin_action")]
        if not playable or not getattr(self.app, "confirm_end_turn", True):
            self.apply_action(action)
            return
        names = sorted({a.label for a in playable})[:4]
        lines = [f"{len(playable)} card play{'s' * (len(playable) != 1)} still possible, "
                 "e.g.:"] + [f"  {n}" for n in names]
        self.app.push_screen(ConfirmScreen(f"{action.label}?", lines, action.label.lower(),
                                           "keep playing"),
                             lambda yes: self.apply_action(action) if yes else None)

    def action_refresh_hand(self) -> None:
        """r: refresh (discard the hand, draw as many, no action phase), asked first."""
        found = next((a for a in self.legal() if a.kind == "refresh"), None)
        if found is None:
            self.refuse("You can't refresh now: only at the start of your action phase, "
                        "before playing or moving.")
            return
        count = len(self.hand())
        self.app.push_screen(ConfirmScreen(
            "Refresh your hand?", [f"Discard all {count} cards and draw {count} new ones.",
                                   "You then take no action phase this turn."],
            "refresh", "keep my hand"),
            lambda yes: self.apply_action(found) if yes else None)

    def action_switch_focus(self) -> None:
        """Tab: the map or the actions list."""
        hexmap, listing = self.query_one(HexMap), self.query_one(ActionList)
        (listing if self.focused is hexmap else hexmap).focus()

    def handoff_reason(self, seat: int) -> str:
        """Public words for the hand-off screen: who decides now and why."""
        return handoff_words(self.state.view(None), self.names, seat)

    def game_over_text(self) -> tuple[str, list[str]]:
        """Who won, how each Elf ended and what the Orc has left."""
        return game_over_words(self.state.view(None), self.state.winners(), self.names)

    def handoff_done(self, seat: int) -> None:
        """A new player at the keyboard: nothing chosen, focus settles afresh."""
        self.chosen_fig = None
        self.targeting = None
        self._focus_key = None
        super().handoff_done(seat)
        if self.can_act() and self.focused is not self.query_one(HexMap):
            self.cursor_to_own(self.view())
            self.show_hint()
