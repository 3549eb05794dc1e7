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
from tui.screens.game import GameScreen
from tui.widgets import ActionList, HeaderLine, LogPanel
from ...widgets.footer import KeyFooter
from .hand import OwHandPanel
from .hexmap import HexMap, focus_mark
from .labels import list_labels
from .hint_line import HintLine, fit_place  # noqa: F401 (fit_place: re-exported)
from .map_keys import MapChoices, leaving_loses  # noqa: F401 (leaving_loses: re-exported)
from .rules import RULES as OW_RULES, GLOSSARY as OW_GLOSSARY
from .status import OwStatus
from .text import (KEYS, fight_marks, figure_positions, game_over_words, grid, handoff_words,
                   END_KINDS, has_map_target, move_choices, placement_choices,
                   legend, list_order, movers, phase_words, pos_of, target_choices)
from .turn_keys import (TRAP_KINDS, TurnKeys, highlighted_label, is_trap,  # noqa: F401
                        safe_index, start_index)


def _trick_names(ids) -> list[str]:
    """Names of dirty tricks (content of the engine's treasures.toml), by id."""
    from engine.orc_wars.items import load_items
    tricks = load_items()[1]
    return [tricks[t].name if t in tricks else str(t) for t in ids or []]


class OrcWarsScreen(MapChoices, HintLine, TurnKeys, GameScreen):
    """Plays an Orc Wars scenario with the keyboard; pass-and-play between human seats."""

    RULES = OW_RULES
    GLOSSARY = OW_GLOSSARY
    END_TURN_QUESTION = "Ask before ending a turn with cards still playable"
    BINDINGS = [
        Binding("e", "end", "End", key_display="e"),
        Binding("e", "why_no_end", show=False),     # nothing to end: e says why
        # in the help (?), not the footer: 80 columns keep the keys that matter now
        Binding("s", "save", "Save", show=False),
        Binding("q", "quit_game", "Quit", show=False),
        Binding("r", "refresh_hand", "Refresh", show=False),   # rare, and it asks first
        # the hand's lines are numbered "1[ ]": the digits need no footer room
        Binding("1", "toggle(1)", "Card", show=False),
        Binding("tab", "switch_focus", "Map/list", key_display="tab"),
        Binding("shift+tab", "switch_focus", show=False),
    ]
    NOTHING_TO_CANCEL = ("Esc cancels a target choice, selected cards or a chosen figure; "
                         "nothing to cancel now. q quits, ? helps.")

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

    REPLAY_PANELS = (
        "Where the panels are in an Orc Wars replay: the map on the left, with the\n"
        "hint line and the hand of the seat viewed under it; on the right of the\n"
        "map, top to bottom, the status panel (Elves, clans, the King), the\n"
        "Decision panel (in a game: the actions) and the log.\n")
    """The replay's help words for this screen's layout (``tui/screens/replay.py``)."""

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
        key = (self.state.position, self.shown_seat)
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
        key = (self.state.position, self.shown_seat, self.can_act())
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
        self.query_one(OwHandPanel).show_hand(me, self.selected, playable_ids(legal), note, tricks,
                                              discarding=view.get("phase") == "discard"
                                              and self.state.current_player == seat)
        self.query_one(OwStatus).show(view, self.names, legal, seat, acting,
                                      self.session.save_error)
        hand_ids = [str(c.get("id")) for c in (me or {}).get("hand") or []]
        listing = self.query_one(ActionList)
        before, before_label = listing.highlighted_action, highlighted_label(listing)
        ordered = list_order(list_actions(legal, hand_ids))
        # a column for the scrollbar, which comes when the list is longer than its panel
        width = (listing.content_region.width or 0) - 1
        answer = ordered and ordered[0].kind == "pass" and start_index(ordered, legal) is None
        listing.set_actions(ordered, list_labels(ordered, view, width),
                            start=None if answer else 0)
        after = listing.highlighted_action
        # a kept highlight is checked again when its words changed: a Clear keeps
        # its arguments (pool, stack) while the card under it is another one
        if after is not None and is_trap(after, view) and (
                after != before or highlighted_label(listing) != before_label):
            listing.highlighted = start_index(listing.actions, legal, view)
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
        text.append(" | " + " | ".join(parts), style="bold")
        # the scenario last, in the fullest words that fit (i shows it in full)
        width = self.app.size.width
        scenario = view.get("scenario_name", "?")
        for words in (f"Orc Wars: {scenario}", scenario):
            if text.cell_len + 3 + len(words) <= width:
                text.append(f" | {words}", style="bold")
                break
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

    def inspections(self):
        """``i``: everything the seat on screen may read (``inspect.ow_inspections``),
        starting on the figure under the cursor when the map has focus."""
        hexmap = self.query_one(HexMap)
        from .inspect import ow_inspections   # at the first i: not before the first frame
        return ow_inspections(self.view(), self.names, self.shown_seat, hexmap.cursor,
                              self.focused is hexmap, self.selected)

    def on_resize(self, event) -> None:
        """New size: narrow or wide hand lines, the map's scroll hints."""
        if self.is_mounted:
            self.call_after_refresh(self.redraw)

    # -- applying -----------------------------------------------------------------
    def apply_action(self, action: Action) -> None:
        """Apply a legal action (any target choice ends)."""
        self.targeting = None
        super().apply_action(action)

    # -- key actions ----------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Footer: only the keys that apply now."""
        if action == "end":
            # in the footer only while there is a turn, a step or a phase to end
            # (not in the draw step, a fight, the set-up): else e says why not
            return any(a.kind in END_KINDS for a in self.legal())
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
        kinds = {a.kind for a in self.legal()}
        if action is None and "pass" in kinds:
            trick = "a dirty trick or " if "trick" in kinds else ""
            self.refuse(f"Nothing is highlighted: pick {trick}Pass with the arrows, or "
                        "select cards with the digits (space passes); Enter never "
                        "passes by itself.")
        elif action is None:
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

    def on_descendant_focus(self, event) -> None:
        """The actions list's title shows whether it has the keys (the map's does so
        itself): the focus shows without colour."""
        listing = self.query_one(ActionList)
        mark = focus_mark(self.app.ascii_mode) if self.focused is listing else ""
        listing.border_title = mark + "Actions"

    def on_descendant_blur(self, event) -> None:
        """As :meth:`on_descendant_focus`."""
        self.on_descendant_focus(event)

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
