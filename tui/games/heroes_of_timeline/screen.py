"""The Heroes of Timeline game screen: hex board, inspector and status, actions, log.

A ``GameScreen`` (hand-offs, autosave, AI seats, game over, the command palette
and the action list's keys are the base screen's) without a hand panel: the
board fills the left column, the inspector and status sit above the actions.

- h j k l move the board cursor (W, down, up, E); the inspector shows the
  hero under it with its six sides and their armor; the action list's
  highlight jumps to the first action for that tile, so Enter applies it;
- hexes named by the legal actions are marked: ``( )`` where a hero may go,
  ``> <`` melee targets and heroes to pick, ``+ +`` the ranged line;
- on a hex no action is about, the inspector says why not (``state.why_not``), and
  Enter says it too and plays nothing (the highlight left from before is not what
  the cursor points at) until Up/Down pick an action;
- ``i`` inspects every hero, team skill, the Key Tile, sectors and points;
- ``A`` during the armor set-up puts the rest of the team's armor on as
  suggested (one legal armor action after another, Superior on the front).

The board needs 25 text lines (13 hex rows and the wall lines between them);
where the panel is shorter (80x24) it scrolls to keep the cursor and the
action in view (``board_panel.py``), rather than zooming out, because a smaller
drawing would lose the walls on slanted edges; its title names the cursor's hex
and the highlighted action's.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from engine import Action
from engine.heroes_of_timeline import board
from engine.heroes_of_timeline.lessons import SUGGESTED_SIDES
from engine.hexgrid import DIRECTIONS

from tui.choices import list_actions
from tui.screens.game import GameScreen
from tui.widgets import ActionList, HeaderLine, LogPanel
from tui.widgets.footer import KeyFooter
from . import glyphs
from .board_panel import TimelineBoard
from .inspect import timeline_inspections
from .rules import GLOSSARY, RULES


def action_hexes(action: Action, view: dict) -> list:
    """The board hexes an action is about (for marks and the cursor's list highlight)."""
    out = []
    for name in ("to", "at"):
        value = action.arg(name)
        if isinstance(value, tuple) and len(value) == 2:
            out.append(tuple(value))
    edge = action.arg("edge")
    if isinstance(edge, tuple) and len(edge) == 3:
        out += [h for h in board.edge_hexes(edge) if h in board.ON_BOARD]
    heroes = view.get("heroes") or []
    for name in ("target", "hero"):
        uid = action.arg(name)
        if isinstance(uid, int) and 0 <= uid < len(heroes) and heroes[uid].get("hex"):
            out.append(tuple(heroes[uid]["hex"]))
    return out


def marks_for(legal: list, view: dict) -> dict:
    """hex -> mark kind for the legal actions now."""
    marks: dict = {}
    heroes = view.get("heroes") or []
    for action in legal:
        if action.kind == "melee":
            uid = action.arg("target")
            if heroes[uid].get("hex"):
                marks[tuple(heroes[uid]["hex"])] = "target"
        elif action.kind in ("move", "place", "reposition", "blink"):
            marks.setdefault(tuple(action.arg("to")), "dest")
        elif action.kind == "shoot":
            active = view.get("active_hero")
            if active is not None:
                hero = heroes[active]
                h = tuple(hero["hex"])
                d = DIRECTIONS[hero["facing"]]
                for _ in range(hero.get("ranged", 0)):
                    h = (h[0] + d[0], h[1] + d[1])
                    if h not in glyphs.HEX_SET:
                        break
                    marks.setdefault(h, "line")
        elif action.kind in ("activate", "reflex_move", "reflex_shoot"):
            for h in action_hexes(action, view):
                marks.setdefault(h, "target")
    return marks


class TimelineScreen(GameScreen):
    """Plays Heroes of Timeline with the keyboard; pass-and-play between human seats."""

    DEFAULT_CSS = """
    TimelineScreen #hot-left { width: 56; }
    TimelineScreen #hot-right { width: 1fr; min-width: 22; }
    TimelineScreen #hot-board { height: 1fr; text-wrap: nowrap; text-overflow: ellipsis; }
    TimelineScreen #hot-inspector { height: auto; max-height: 12; }
    TimelineScreen #actions { height: 1fr; min-height: 3; }
    TimelineScreen #log { height: 5; }
    """
    RULES = RULES
    GLOSSARY = GLOSSARY
    END_TURN_QUESTION = None
    """No cards to leave unplayed and no question before a hero stops: the help shows
    no end-turn setting."""
    ENTER_TRAPS = ("declare", "declare_skill")
    """Turn-start declarations (Siege Mode, Phase Walk...) bind a hero for the whole
    turn: the list starts on "Done declaring", so Enter alone never declares one."""
    BINDINGS = [
        Binding("h", "cursor(3)", "Cursor", key_display="hjkl"),
        Binding("l", "cursor(0)", show=False),
        Binding("k", "cursor(-1)", show=False),
        Binding("j", "cursor(-2)", show=False),
        Binding("A", "suggested_armor", "Armor", key_display="A"),
        Binding("s", "save", "Save", show=False),
        # the hint key: the footer is full at 80 columns here (the help's Keys page has it)
        Binding("w", "hint", "Hint", key_display="w", show=False),
        Binding("w", "hint_why", show=False),
        # keys of the other games, and A outside the armor set-up: they say why they
        # do nothing here (a key is never silently ignored)
        Binding("A", "why('armor')", show=False),
        *[Binding(str(n), "why('digit')", show=False) for n in range(1, 10)],
        Binding("r", "why('digit')", show=False),
        Binding("e", "why('end')", show=False),
        Binding("p", "pass_turn", "Pass", show=False),
        Binding("p", "why_pass", show=False),
        # Enter while it is not this seat's decision (a bot declaring, say) said
        # nothing at all (issue 41): the fallback says why. Textual keeps a key's
        # bindings from the last class binding it, so the base's Enter comes again
        Binding("enter", "confirm", "Choose", key_display="enter", priority=True),
        Binding("enter", "why('enter')", show=False, priority=True),
    ]
    NOTHING_TO_CANCEL = ("Heroes of Timeline has nothing for Esc to cancel: Up/Down and "
                         "Enter choose. q quits, ? helps.")

    def __init__(self, session):
        super().__init__(session)
        self.cursor = (0, 0)
        self._marks: dict = {}
        self._program_highlight: int | None = None   # the list highlight the screen set
        # the set-up ended on this screen: the battle's first decision starts with
        # nothing highlighted (an Enter typed ahead, during a bot's last placements
        # or the hand-off, must not declare, activate or move what nobody saw)
        self._last_phase: str | None = None
        self._battle_began = False
        self._hold_start: int | None = None      # what Enter highlights then
        self._drawn_at = -1               # the history length the board last followed
        self._last_hexes: list = []       # the hexes of the last action (followed)
        self._cursor_moved = False        # a cursor key: the board follows the cursor
        # the position at which the cursor keys, not the list, said last what Enter is
        # about (None: the list did, or the game moved on since): Enter then plays the
        # highlighted action only if it is about the cursor's hex
        self._cursor_chooses: int | None = None

    @property
    def KEYS_HELP(self) -> str:      # noqa: N802 - the name the app's help looks up
        """The keys and the board's legend, in a player's words (``keys_help.py``)."""
        from .keys_help import KEYS_HELP
        return KEYS_HELP

    def compose(self) -> ComposeResult:
        yield HeaderLine(id="header")
        with Horizontal(id="main"):
            with Vertical(id="hot-left"):
                yield TimelineBoard(id="hot-board", classes="panel")
            with Vertical(id="hot-right"):
                yield Static(id="hot-inspector", classes="panel")
                yield ActionList(id="actions", classes="panel")
                # wrapped at the panel's own width (RichLog's default is 78 columns,
                # which cut every line of this 24-column panel)
                yield LogPanel(id="log", classes="panel", min_width=1)
        yield KeyFooter()

    def on_mount(self, event) -> None:
        """Draw, then hand the keyboard to whoever decides first (not the base's panels)."""
        event.prevent_default()
        self.query_one("#hot-inspector").border_title = "Inspector"
        self.query_one("#actions").border_title = "Actions: arrows, Enter"
        self.query_one("#log").border_title = "Log"
        self.query_one(ActionList).focus()
        self.redraw()
        self.after_change()

    def redraw(self) -> None:
        """Redraw every panel from the shown seat's view."""
        view = self.state.view(self.shown_seat)
        acting = self.state.current_player
        legal = self.legal()
        listing = self.query_one(ActionList)
        listed = list_actions(legal, [])
        start = self.list_start(listed, legal)
        phase = view.get("phase")
        if self._last_phase in SETUP_PHASES and phase not in SETUP_PHASES:
            self._battle_began = True
        self._last_phase = phase
        if self._battle_began and legal:
            self._battle_began = False
            self._hold_start, start = start, None
            listing.highlighted = None
        listing.set_actions(listed, start=start)
        self._program_highlight = listing.highlighted
        suffix, shown = header_view(view)
        self.query_one(HeaderLine).show(self.session.game_title + suffix, shown,
                                        self.names, acting)
        self.draw_board(view, legal)
        armoring = [a.arg("hero") for a in legal if a.kind == "armor"]
        if armoring:
            hero = view["heroes"][armoring[0]]
            todo = hero.get("to_place") or [0, 0]
            lines = glyphs.hero_lines(hero, self.names,
                                      f"to put on: {todo[0]} Superior, {todo[1]} Regular")
        else:
            lines = glyphs.inspector_lines(view, self.cursor, self.names)
        reason = self.why_not_here(legal, view)
        if reason:
            lines.append(Text(f"Not here: {reason}", style="yellow"))
        inspector = self.query_one("#hot-inspector", Static)
        width = inspector.content_region.width or None   # None before the first layout
        lines += glyphs.status_lines(view, self.names, width)
        if view.get("phase") == "armor" and legal:
            lines.append(Text("A: all the rest of your armor on as suggested", style="dim"))
        if self.state.is_over():
            winners = self.state.winners()
            lines.append(Text(" and ".join(self.names[w] for w in winners) + " wins!"
                              if winners else "A draw.", style="bold reverse"))
        self.query_one("#hot-inspector", Static).update(Text("\n").join(lines))
        self.query_one(LogPanel).show(self.session.log_lines(self.shown_seat))
        self.refresh_bindings()

    def draw_board(self, view: dict, legal: list) -> None:
        """The board with the legal actions' marks, and the highlighted action's hexes
        marked ``{ }`` (a wall it would raise drawn in yellow): the actions name hexes
        ("Wall in South-West between 46a and 45a") the board shows only so."""
        self._marks = marks_for(legal, view)
        chosen = self.query_one(ActionList).highlighted_action
        preview: tuple = ()
        edge = chosen.arg("edge") if chosen is not None else None
        if chosen is not None and chosen.kind in ("wall", "raise_wall") and \
                isinstance(edge, tuple):
            preview = (edge,)             # the wall itself, between its two hexes
            for h in board.edge_hexes(edge):     # and { } on them: no colour needed
                if h in glyphs.HEX_SET:
                    self._marks[h] = "pick"
        elif chosen is not None:
            for h in action_hexes(chosen, view):
                self._marks[h] = "pick"
        # follow the action: the highlighted action's hexes, and after a move (a hero
        # placed by the other side) the hexes of that move, unless the cursor just moved
        focus = [h for h, kind in self._marks.items() if kind == "pick"]
        if self.state.position != self._drawn_at:
            self._drawn_at = self.state.position
            last = self.state.last_action()
            self._last_hexes = action_hexes(last, view) if last is not None else []
        if not self._cursor_moved:
            focus += self._last_hexes
        self._cursor_moved = False
        self.query_one(TimelineBoard).show(view, self.cursor, self._marks,
                                           getattr(self.app, "ascii_mode", False), preview,
                                           focus)

    def on_option_list_option_highlighted(self, event: ActionList.OptionHighlighted) -> None:
        """Arrows in the actions list: the cursor goes to the highlighted action's
        first hex (unless it is on one already), so the board scrolls to it and the
        inspector names it; a highlight the screen set itself moves nothing."""
        if not isinstance(event.option_list, ActionList):
            return
        event.stop()
        if event.option_index == self._program_highlight:
            return
        self._program_highlight = event.option_index
        self._cursor_chooses = None
        chosen = event.option_list.highlighted_action
        view = self.state.view(self.shown_seat)
        hexes = action_hexes(chosen, view) if chosen is not None else []
        if hexes and self.cursor not in hexes:
            self.cursor = hexes[0]
        self.redraw()

    def action_confirm(self) -> None:
        """Enter; right after the set-up, with nothing highlighted yet, it first
        highlights what it would do and says so (the next Enter does it)."""
        listing = self.query_one(ActionList)
        start, self._hold_start = self._hold_start, None
        if listing.highlighted is None and start is not None and self.can_act() \
                and start < len(listing.actions):
            listing.highlighted = self._program_highlight = start
            self.redraw()
            self.notify(f"The battle begins. Enter again: {listing.actions[start].label}; "
                        "or pick another (h j k l, Up/Down).", markup=False)
            return
        if listing.highlighted_action is None and self.can_act():
            self.notify("Nothing is highlighted: pick an action with Up/Down or h j k l, "
                        "then Enter (e highlights the one that ends this step).",
                        severity="warning", markup=False)
            return
        refusal = self.off_cursor_refusal()
        if refusal:
            self.notify(refusal, severity="warning", markup=False)
            return
        super().action_confirm()

    def off_cursor_refusal(self) -> str | None:
        """Why Enter plays nothing: the cursor keys moved last, onto a hex the
        highlighted action is not about (no legal action names it), so the highlight
        left from before is not what the player points at; None when Enter may play."""
        listing = self.query_one(ActionList)
        chosen = listing.highlighted_action
        if self._cursor_chooses != self.state.position or chosen is None \
                or not self.can_act():
            return None
        view = self.state.view(self.shown_seat)
        if self.cursor in action_hexes(chosen, view):
            return None
        where = board.HEX_NAMES.get(tuple(self.cursor), str(self.cursor))
        reason = self.why_not_here(self.legal(), view) or "no action is about this hex"
        return (f"Not here ({where}): {reason}. Move the cursor to a marked hex, or pick "
                "an action with Up/Down, then Enter.")

    def action_cursor(self, direction: int) -> None:
        """Move the cursor: 0 E, 3 W, -1 up, -2 down (zigzag keeps the column)."""
        q, r = self.cursor
        if direction == -1:
            choices = (2, 1) if r % 2 == 0 else (1, 2)
        elif direction == -2:
            choices = (5, 4) if r % 2 == 0 else (4, 5)
        else:
            choices = (direction,)
        for d in choices:
            nxt = (q + DIRECTIONS[d][0], r + DIRECTIONS[d][1])
            if nxt in glyphs.HEX_SET:
                self.cursor = nxt
                break
        self._follow_cursor()
        self._cursor_chooses = self.state.position
        self._cursor_moved = True
        self._last_hexes = []
        self.redraw()

    def _follow_cursor(self) -> None:
        """Highlight the first listed action about the tile under the cursor."""
        listing = self.query_one(ActionList)
        view = self.state.view(self.shown_seat)
        for index, action in enumerate(listing.actions):
            if self.cursor in action_hexes(action, view):
                listing.highlighted = self._program_highlight = index
                return

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """The footer shows only this game's keys: no hand cards (1-9), no Refresh."""
        if action in ("toggle", "refresh_hand", "clear_selection"):
            return False
        if action == "suggested_armor":
            return self.can_act() and self.state.view(self.shown_seat).get("phase") == "armor"
        return super().check_action(action, parameters)

    def action_why(self, what: str) -> None:
        """A key that does nothing in this game or at this moment: say why. ``e``
        highlights the action that ends or skips the step (Enter then does it); Enter
        (its fallback binding, tried first) confirms when it may."""
        if what == "enter" and (self.can_act() or self.state.is_over()):
            self.action_confirm()
        elif not self.can_act():
            self.notify(self.idle_reason(), severity="warning", markup=False)
        elif what == "armor":
            self.action_suggested_armor()
        elif what == "end":
            self.highlight_end()
        else:
            self.notify("Heroes of Timeline has no hand cards: h j k l move the board "
                        "cursor, Up/Down pick an action, Enter does it.",
                        severity="warning", markup=False)

    def highlight_end(self) -> None:
        """e: put the list's highlight on the action that ends or skips this step
        ("Done declaring", "does not attack", "stops", a pass), or say there is none."""
        listing = self.query_one(ActionList)
        for index, action in enumerate(listing.actions):
            if action.kind in END_KINDS:
                listing.highlighted = self._program_highlight = index
                self._cursor_chooses = None
                self.redraw()
                self.notify(f"Enter: {action.label}.", markup=False)
                return
        self.notify("Nothing to end or skip now: pick one of the actions (Up/Down), "
                    "then Enter.", severity="warning", markup=False)

    def pass_refusal(self) -> str:
        """Space or p without a legal pass: a pass comes only once every hero of the
        team has acted; in the other steps, what is decided now."""
        phase = self.state.view(self.shown_seat).get("phase")
        if phase == "activate":
            return "No pass yet: a pass comes only once all your heroes have acted."
        reason = self.state.why_not(Action.make("pass")) or ""
        if reason.startswith("not now: "):          # "not now: X (allowed: kinds)"
            return f"No pass now: {reason[len('not now: '):].split(' (allowed')[0]}."
        return "No pass now: pick one of the actions (Up/Down), then Enter."

    def inspections(self):
        """Every hero of both teams (the one under the cursor first), the team skills,
        the Key Tile, the sectors (the cursor's sector first when no hero is on it)
        and the Domination Points."""
        view = self.state.view(self.shown_seat)
        texts = [self.state.content.teams[t].text for t in view.get("teams") or []]
        return timeline_inspections(view, self.names, texts, self.cursor)

    def why_not_here(self, legal: list, view: dict) -> str | None:
        """Why no legal action is about the tile under the cursor, in the engine's words
        (``state.why_not``), or None when one is (or nothing is asked of this seat)."""
        if not legal or any(self.cursor in action_hexes(a, view) for a in legal):
            return None
        candidate = candidate_action(view, self.cursor)
        if candidate is None:
            return None
        return self.state.why_not(candidate)

    def action_suggested_armor(self) -> None:
        """A: put every armor token the seat on screen still holds on as suggested
        (each through a legal armor action, so the rule is kept: Superior first, on
        the front, then the front-left, front-right, back-left, back-right, back)."""
        seat = self.shown_seat
        placed = 0
        while self.can_act() and self.state.current_player == seat:
            choices = [a for a in self.state.legal_actions() if a.kind == "armor"]
            if not choices:
                break
            action = min(choices, key=lambda a: SUGGESTED_SIDES.index(a.arg("side")))
            if self.lesson_refuse(action):     # a guided game whose step is not the armor
                if not placed:
                    return
                break
            self.session.apply(action)
            placed += 1
        if not placed:
            self.notify("Armor goes on only during the set-up, on your own heroes.",
                        severity="warning", markup=False)
            return
        self.notify(f"{placed} armor tokens put on as suggested.", markup=False)
        self.redraw()
        self.after_change()


SETUP_PHASES = ("armor", "walls", "deploy", "deploy_face", "reposition")
"""The set-up's steps (the header's "Set-up"); the battle follows them."""

END_KINDS = ("declare_done", "hold", "end", "pass", "keep")
"""Actions that end or skip a step: ``e`` highlights the first one listed."""

# SUGGESTED_SIDES (imported from the engine, which puts a lesson's armor on the same
# way): front, front-left, front-right, back-left, back-right, back (the front faces
# the enemy, shots come from ahead).


def header_view(view: dict) -> tuple[str, dict]:
    """(title suffix, view) as the header should word them: "Set-up: armor" instead
    of "Turn 0 | Armor phase", "Turn 2 of 5: activations" in the battle."""
    shown = dict(view, turn=None)
    turn = view.get("turn") or 0
    phase = view.get("phase")
    if phase != "over":
        shown["phase"] = None
    words = PHASE_WORDS.get(phase, phase or "")
    head = f"Turn {turn} of 5" if turn else "Set-up"
    return (f" | {head}: {words}" if phase != "over" else f" | {head}"), shown


PHASE_WORDS = {
    "armor": "armor", "walls": "walls", "deploy": "placing heroes",
    "deploy_face": "placing heroes", "reposition": "reposition", "declare": "declaring",
    "activate": "activations", "move": "move", "face": "turn", "attack": "attack",
    "chain": "chain melee", "bulwark": "Bulwark", "vanish": "Vanishing Step",
    "vanish_face": "Vanishing Step", "over": "game over"}


def candidate_action(view: dict, cursor) -> Action | None:
    """The action a player most likely means on the tile under the cursor (to ask the
    engine why it is not legal): place a hero there, activate the hero there, move or
    melee there; None in phases where a tile means nothing."""
    phase = view.get("phase")
    seat = view.get("to_move")
    heroes = view.get("heroes") or []
    here = next((h for h in heroes if h.get("alive") and h.get("hex")
                 and tuple(h["hex"]) == tuple(cursor)), None)
    if phase in ("deploy", "reposition"):
        todo = [h for h in heroes if h["seat"] == seat and not h.get("hex")]
        if phase == "deploy" and todo:
            return Action.make("place", hero=todo[0]["uid"], to=list(cursor))
        return None
    if phase == "activate":
        return Action.make("activate", hero=here["uid"]) if here else None
    if phase in ("move", "chain", "vanish"):
        if here and here["seat"] != seat:
            return Action.make("melee", target=here["uid"], at=list(cursor))
        return Action.make("move", to=list(cursor))
    return None
