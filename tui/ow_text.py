"""Orc Wars words and glyphs for the TUI, from a view and the legal actions.

Pure functions (no Textual, no rules). The map is drawn in the engine's
"odd-r" offset layout (``engine.hexgrid.to_offset``): one text row per hex
row, each hex 4 characters wide, odd rows pushed right by half a hex. A hex
shows two characters between two marker characters: ``[`` ``]`` the cursor,
``(`` ``)`` a place the chosen figure or placement may go, ``>`` ``<`` a
legal target, ``{`` ``}`` the chosen figure.

Everything that is legal comes from ``state.legal_actions()``: the map
highlights hexes named by the ``hex``/``to`` arguments of placement and move
actions and by the ``target`` argument of plays (a figure pair or a pool).
The view only supplies where things stand and their names.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from rich.text import Text

from engine import Action
from engine.hexgrid import to_offset

Pos = tuple[int, int]          # (column, row) on the drawn map

CELL = 4                       # characters per hex
CLAN_LETTER = {"black-skull": "b", "bruised-fist": "f", "scorcher": "s",
               "venom-claw": "v", "white-tusk": "w"}
CLAN_NAME = {"black-skull": "Black Skull", "bruised-fist": "Bruised Fist",
             "scorcher": "Scorcher", "venom-claw": "Venom Claw", "white-tusk": "White Tusk"}
KIND_LETTER = {"brute": "B", "tactician": "T", "shaman": "S"}
KIND_NAME = {"brute": "Brute", "tactician": "Tactician", "shaman": "Shaman"}
KINDS = ("brute", "tactician", "shaman")
# 16-colour styles: every clan, Elf and piece also has its own letters
CLAN_STYLE = {"black-skull": "bold bright_white on bright_black",
              "bruised-fist": "bold bright_blue", "scorcher": "bold red",
              "venom-claw": "bold green", "white-tusk": "bold bright_white"}
ELF_STYLE = {1: "bold black on bright_cyan", 2: "bold black on bright_magenta",
             3: "bold black on bright_yellow"}
KING_STYLE = "bold black on bright_red"
TOKEN_STYLE = "bold magenta"
TREASURE_STYLE = "bold yellow"
PRISONER_STYLE = "bold bright_white on blue"

# terrain glyphs: (ascii, unicode, style)
TERRAIN = {
    "open": (". ", "· ", "bright_black"),
    "straddle": (": ", ": ", "bright_black"),
    "tree": ("^^", "♣♣", "green"),
    "wall": ("##", "██", "white"),
    "underbrush": (",,", ",,", "yellow"),
    "entrance": ("e ", "e ", "cyan"),
    "escape": ("XX", "XX", "bold bright_red"),
    "off": ("  ", "  ", ""),
}
# the marker pairs around a hex: (left, right, marker style, background of the hex)
MARKS = {"cursor": ("[", "]", "bold", ""),
         "dest": ("(", ")", "bold bright_white on blue", "on blue"),
         "target": (">", "<", "bold bright_white on red", "on red"),
         "mover": ("{", "}", "bold bright_green", ""),
         "selected": ("*", "*", "bold bright_white on green", "on green")}

PHASE_WORDS = {"setup_tokens": "Set-up: squad tokens", "setup_elves": "Set-up: Elves",
               "discard": "Discard phase", "draw": "Draw phase", "clear": "Clear phase",
               "squad": "Squad phase", "choose": "Orc: next action phase",
               "action": "Action phase", "over": "Game over"}
# actions chosen on the map (by the hex they name)
MAP_KINDS = ("place_token", "place_elf", "place_orc", "activate", "move", "escape")
TARGET_KINDS = ("play", "reveal")


# ------------------------------------------------------------------ positions

def pos_of(h: Sequence[int]) -> Pos:
    """Axial ``[q, r]`` (a view's or an action's hex) -> map (column, row)."""
    return to_offset((int(h[0]), int(h[1])))


def pos_name(pos: Pos) -> str:
    """"(col,row)", as the engine names spaces in labels and the log."""
    return f"({pos[0]},{pos[1]})"


def cell_x(pos: Pos) -> int:
    """First text column of the hex at ``pos`` on the drawn map."""
    return pos[0] * CELL + (CELL // 2 if pos[1] % 2 else 0)


# ------------------------------------------------------------------ pieces

def spaces(view: dict) -> dict[Pos, dict]:
    """Every map space of the view by position: {"terrain", "tiles", "flags"}."""
    return {pos_of(s["hex"]): s for s in view.get("map") or []}


def pieces(view: dict) -> dict[Pos, dict]:
    """What stands on each position: {"what": "figure"|"token"|"treasure"|"prisoner", ...}."""
    found: dict[Pos, dict] = {}
    prisoner = view.get("prisoner") or {}
    if prisoner.get("hex") and prisoner.get("with") is None:
        found[pos_of(prisoner["hex"])] = {"what": "prisoner"}
    for t in view.get("treasures") or []:
        if t.get("hex") and t.get("holder") is None:
            found[pos_of(t["hex"])] = dict(t, what="treasure")
    for t in view.get("tokens") or []:
        if t.get("hex"):
            found[pos_of(t["hex"])] = dict(t, what="token")
    for f in view.get("figures") or []:
        if f.get("hex"):
            found[pos_of(f["hex"])] = dict(f, what="figure")
    return found


def terrain_key(space: dict | None) -> str:
    """Which terrain glyph a space gets (escape and entrances shown on open ground)."""
    if space is None:
        return "off"
    flags = space.get("flags") or []
    terrain = space.get("terrain", "open")
    if terrain != "open":
        return terrain
    if "escape" in flags:
        return "escape"
    if "entrance" in flags:
        return "entrance"
    return "straddle" if len(space.get("tiles") or []) > 1 else "open"


def piece_glyph(piece: dict) -> tuple[str, str]:
    """(two characters, style) for a figure, token, treasure or the prisoner."""
    what = piece["what"]
    if what == "figure":
        side = piece.get("side")
        if side == "elf":
            seat = piece.get("seat") or 0
            return f"E{seat}", ELF_STYLE.get(seat, "bold reverse")
        if side == "king":
            return "K!", KING_STYLE
        clan = piece.get("clan")
        return (KIND_LETTER.get(piece.get("kind"), "?") + CLAN_LETTER.get(clan, "?"),
                CLAN_STYLE.get(clan, "bold"))
    if what == "token":
        number = piece.get("number")
        return ("?" + (str(number) if number is not None else "?")), TOKEN_STYLE
    if what == "treasure":
        return "$$", TREASURE_STYLE
    return "Pr", PRISONER_STYLE


def cell_glyph(space: dict | None, piece: dict | None, ascii_mode: bool) -> tuple[str, str]:
    """(two characters, style) drawn inside the hex at a position."""
    if piece is not None and space is not None:
        return piece_glyph(piece)
    ascii_text, uni_text, style = TERRAIN[terrain_key(space)]
    return (ascii_text if ascii_mode else uni_text), style


def grid(view: dict, ascii_mode: bool) -> dict[Pos, tuple[str, str]]:
    """Every map position -> (two characters, style) from a view."""
    where = pieces(view)
    return {pos: cell_glyph(space, where.get(pos), ascii_mode)
            for pos, space in spaces(view).items()}


def render_row(row: int, width: int, cells: dict[Pos, tuple[str, str]],
               marks: dict[Pos, str], cursor: Pos | None) -> Text:
    """One text row of the map: ``width`` hexes of 4 characters (odd rows indented by 2).

    ``marks`` maps positions to a MARKS key ("dest", "target", "selected");
    the cursor's brackets win over a mark's, and the cursor hex is reversed.
    """
    line = Text("  " if row % 2 else "")
    for col in range(width):
        pos = (col, row)
        glyph = cells.get(pos)
        if glyph is None:
            line.append(" " * CELL)
            continue
        text, style = glyph
        mark = marks.get(pos)
        start = len(line)
        if mark is None and pos != cursor:
            line.append(" ")
            line.append(text, style=style)
            line.append(" ")
            continue
        left, right, mark_style, background = MARKS[mark or "cursor"]
        if pos == cursor:
            left, right = MARKS["cursor"][:2]
        line.append(left, style=mark_style)
        line.append(text, style=style)
        line.append(right, style=mark_style)
        if background:
            line.stylize(background, start + 1, start + CELL - 1)
        if pos == cursor:
            line.stylize("reverse", start, start + CELL)
    return line


# ------------------------------------------------------------------ legal actions -> map

def hex_arg(action: Action, name: str) -> Pos | None:
    """The map position an action argument names (``hex`` or ``to``), or None."""
    value = action.arg(name)
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return pos_of(value)
    return None


def token_positions(view: dict) -> dict[int, Pos]:
    """Squad token id -> position, for tokens on the map."""
    return {t["tid"]: pos_of(t["hex"]) for t in view.get("tokens") or [] if t.get("hex")}


def figure_positions(view: dict) -> dict[int, Pos]:
    """Figure id -> position, for figures on the map."""
    return {f["fid"]: pos_of(f["hex"]) for f in view.get("figures") or [] if f.get("hex")}


def movers(legal: Iterable[Action]) -> list[int]:
    """Figures that some legal move or escape names, in first-seen order."""
    found: list[int] = []
    for action in legal:
        if action.kind in ("move", "escape") and action.arg("fig") not in found:
            found.append(action.arg("fig"))
    return found


def placement_choices(legal: Iterable[Action], view: dict) -> dict[Pos, list[Action]]:
    """Set-up and placement actions by the position Enter chooses them at.

    ``place_token``, ``place_elf``, ``place_orc`` name a hex; ``activate``
    names a squad token (at its position).
    """
    tokens = token_positions(view)
    found: dict[Pos, list[Action]] = {}
    for action in legal:
        pos = None
        if action.kind in ("place_token", "place_elf", "place_orc"):
            pos = hex_arg(action, "hex")
        elif action.kind == "activate":
            pos = tokens.get(action.arg("token"))
        if pos is not None:
            found.setdefault(pos, []).append(action)
    return found


def move_choices(legal: Iterable[Action], view: dict, fid: int | None) -> dict[Pos, list[Action]]:
    """Where figure ``fid`` may go: its move destinations; its escape is offered on
    the escape spaces among them (and on its own space if that is one)."""
    if fid is None:
        return {}
    legal = list(legal)
    found: dict[Pos, list[Action]] = {}
    for action in legal:
        if action.kind == "move" and action.arg("fig") == fid:
            found.setdefault(hex_arg(action, "to"), []).append(action)
    escape = next((a for a in legal if a.kind == "escape" and a.arg("fig") == fid), None)
    if escape is not None:
        exits = {pos for pos, s in spaces(view).items() if "escape" in (s.get("flags") or [])}
        here = figure_positions(view).get(fid)
        for pos in sorted(exits & (set(found) | {here})):
            found.setdefault(pos, []).append(escape)
    return found


def target_positions(action: Action, view: dict) -> list[Pos]:
    """Where the target of a play is on the map: the target figure of an attack
    ([attacker, target] pair), or every figure of a targeted pool."""
    target = action.arg("target")
    figures = {f["fid"]: f for f in view.get("figures") or [] if f.get("hex")}
    if isinstance(target, (tuple, list)) and len(target) == 2:
        f = figures.get(target[1])
        return [pos_of(f["hex"])] if f else []
    if isinstance(target, int) and not isinstance(target, bool):
        pools = view.get("pools") or []
        pool = pools[target] if 0 <= target < len(pools) else {}
        out = []
        for f in figures.values():
            if pool.get("kind") == "clan" and f.get("side") == "orc" and \
                    f.get("clan") == pool.get("clan"):
                out.append(pos_of(f["hex"]))
            elif pool.get("kind") == "king" and f.get("side") == "king":
                out.append(pos_of(f["hex"]))
            elif pool.get("kind") == "hero" and f.get("side") == "elf" and \
                    f.get("seat") == pool.get("owner"):
                out.append(pos_of(f["hex"]))
        return sorted(out)
    return []


def fight_marks(view: dict) -> dict[Pos, str]:
    """The Attack Sequence under way on the map: its target ("target") and the
    attacking figure ("selected"); {} when there is none."""
    seq = view.get("sequence") or {}
    where = figure_positions(view)
    marks = {}
    if seq.get("attacker_fig") in where:
        marks[where[seq["attacker_fig"]]] = "selected"
    if seq.get("target_fig") in where:
        marks[where[seq["target_fig"]]] = "target"
    return marks


def target_choices(actions: Iterable[Action], view: dict) -> dict[Pos, list[Action]]:
    """Targeted plays by the map position of their target."""
    found: dict[Pos, list[Action]] = {}
    for action in actions:
        for pos in target_positions(action, view):
            found.setdefault(pos, []).append(action)
    return found


def has_map_target(action: Action) -> bool:
    """True for a play or reveal aimed at a figure or pool (chosen on the map)."""
    target = action.arg("target")
    return action.kind in TARGET_KINDS and target is not None and not isinstance(target, bool)


def is_map_action(action: Action) -> bool:
    """True for actions chosen on the map (placements, moves, escapes)."""
    return action.kind in MAP_KINDS


END_KINDS = ("end_turn", "end_discard", "end_clear", "skip_squad", "done_placing")
LAST_KINDS = ("trick", "refresh")


def list_order(actions: Sequence[Action]) -> list[Action]:
    """The actions list: a pass first, then the other choices, then ending the
    turn or step, the map's actions, and last dirty tricks and a refresh (the
    first row, highlighted by default, never spends a trick or a hand)."""
    def rank(action: Action) -> int:
        if action.kind == "pass":
            return 0
        if action.kind in END_KINDS:
            return 2
        if is_map_action(action):
            return 3
        if action.kind in LAST_KINDS:
            return 4 + LAST_KINDS.index(action.kind)
        return 1
    return sorted(actions, key=rank)     # stable: the engine's order within a rank


# ------------------------------------------------------------------ words

def figure_name(view: dict, figure: dict) -> str:
    """"Elf 1 (Paladin)", "the Orc King" or "White Tusk Brute"."""
    if figure.get("side") == "elf":
        for p in view.get("players") or []:
            if p.get("seat") == figure.get("seat"):
                return f"{p.get('name')} ({p.get('role_name') or p.get('hero')})"
        return "an Elf"
    if figure.get("side") == "king":
        return "the Orc King"
    return f"{CLAN_NAME.get(figure.get('clan'), '?')} {KIND_NAME.get(figure.get('kind'), '?')}"


def terrain_words(space: dict) -> str:
    """"open", "tree", "wall", "underbrush (Elves only)" plus its marks."""
    terrain = space.get("terrain", "open")
    words = {"underbrush": "underbrush (Elves only)"}.get(terrain, terrain)
    flags = set(space.get("flags") or [])
    extra = [w for flag, w in (("escape", "escape space"), ("entrance", "entrance"),
                               ("elf_start", "Elf start"), ("no_reinforce", "no reinforcing"))
             if flag in flags]
    tiles = space.get("tiles") or []
    where = f"tile {tiles[0]}" if len(tiles) == 1 else \
        "tiles " + "+".join(str(t) for t in tiles)
    return ", ".join([words, *extra, where])


def describe_pos(view: dict, pos: Pos) -> str:
    """Plain words for the hex at ``pos``: name, terrain, marks and what stands there."""
    space = spaces(view).get(pos)
    if space is None:
        return f"{pos_name(pos)} off the map"
    text = f"{pos_name(pos)} {terrain_words(space)}"
    piece = pieces(view).get(pos)
    if piece is None:
        return text
    if piece["what"] == "figure":
        return f"{text}: {figure_name(view, piece)}"
    if piece["what"] == "token":
        number = piece.get("number")
        return f"{text}: squad token" + (f" of {number}" if number is not None else " (face down)")
    if piece["what"] == "treasure":
        return f"{text}: treasure (face down)"
    return f"{text}: the prisoner"


def phase_words(view: dict) -> str:
    """The phase in words ("Squad phase", "Action phase: White Tusk", "Placing Orcs")."""
    phase = view.get("phase")
    if view.get("placing") and phase != "over":
        return "Placing Orcs"
    words = PHASE_WORDS.get(phase, str(phase or ""))
    if phase == "action" and view.get("acting") is not None:
        pools = view.get("pools") or []
        acting = view["acting"]
        if 0 <= acting < len(pools):
            words += f": {pool_short(pools[acting])}"
    return words


def pool_short(pool: dict) -> str:
    """Short name of a pool: "Elf 1", "White Tusk", "the King"."""
    name = str(pool.get("name", "?"))
    if pool.get("kind") == "king":
        return "the King"
    if pool.get("kind") == "hero" and " (" in name:
        return name.split(" (")[0]
    return name


def rule_line(view: dict, legal: Sequence[Action], seat: int | None, names: Sequence[str]) -> str:
    """One line saying what the deciding side does now and in what order.

    Makes the clan rule plain: every squad of the acting clan moves before
    any of them acts (the first card ends moving); a clan of one squad may
    still move after its attack if it has not moved.
    """
    phase = view.get("phase")
    pools = view.get("pools") or []
    placing = view.get("placing")
    active = view.get("active")

    def who(s):
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else "?"
    if phase == "over":
        return "The game is over."
    if placing:
        clan = CLAN_NAME.get(placing.get("clan"), "")
        what = "reinforcements" if placing.get("mode") == "reinforce" else "the token's Orcs"
        left = placing.get("left", 0)
        if placing.get("mode") == "token" and not placing.get("clan"):
            return "Squad token turned over: pick the clan its Orcs join."
        return f"Placing {what}{' of ' + clan if clan else ''}: {left} left."
    if phase == "setup_tokens":
        total = view.get("tokens_total", 0)
        placed = sum(t.get("number") or 0 for t in view.get("tokens") or [])
        shown = f" ({placed} of {total} Orcs placed)" if seat == 0 else f" ({total} Orcs)"
        return f"Set-up: the Orc places face-down squad tokens{shown}, one per tile."
    if phase == "setup_elves":
        return f"Set-up: {who(active)} picks a start space."
    if phase == "squad":
        return "Squad phase: wake one squad token, or reinforce at the entrances."
    if phase == "choose":
        return "Orc: pick the next clan to act; each active clan acts once."
    if phase in ("discard", "draw", "clear"):
        return f"{who(active)}: {PHASE_WORDS[phase].lower()}."
    if phase != "action":
        return ""
    seq = view.get("sequence")
    if seq:
        att = pools[seq["attacker"]] if seq.get("attacker") is not None else {}
        dfn = pools[seq["defender"]] if seq.get("defender") is not None else {}
        deciding = view.get("current_player")
        if deciding == dfn.get("owner"):
            whose = "" if dfn.get("kind") == "hero" else f" for {pool_short(dfn)}"
            return f"{who(deciding)}: block{whose} (select cards, Enter), or pass (space)."
        return (f"{who(deciding)}: add to {pool_short(att)}'s attack (select cards, Enter), "
                "or pass (space).")
    acting = view.get("acting")
    pool = pools[acting] if isinstance(acting, int) and 0 <= acting < len(pools) else {}
    can_move = any(a.kind in ("move", "escape") for a in legal)
    name = pool_short(pool)
    if pool.get("kind") == "clan":
        squads = len(pool.get("squads") or [])
        if squads > 1 and can_move:
            return (f"Move phase: {name}'s {squads} squads move, then act "
                    "(the first card ends all moving).")
        if squads > 1:
            return f"{name}: moving is over; its squads act."
        if can_move:
            return f"{name} (one squad): move, then act, or act, then move."
        return f"{name}: act, or end its action phase."
    if can_move:
        return f"{name}: move and act, in any order."
    return f"{name}: act, or end the turn." if active != 0 else f"{name}: act, or end."


def enter_hint(view: dict, pos: Pos, legal: Sequence[Action], selected: int | None,
               targeting: Sequence[Action] | None) -> str:
    """What Enter does at ``pos`` now (short), or ""."""
    if targeting:
        hits = target_choices(targeting, view).get(pos)
        return "Enter: attack this target" if hits else "not a target"
    placed = placement_choices(legal, view).get(pos)
    if placed:
        kinds = {a.kind for a in placed}
        if "place_token" in kinds:
            return "Enter: put a squad token here"
        if "place_elf" in kinds:
            return "Enter: start here"
        if "activate" in kinds:
            return "Enter: wake this token"
        return "Enter: place an Orc here"
    moves = move_choices(legal, view, selected).get(pos)
    if moves:
        if all(a.kind == "escape" for a in moves):
            return "Enter: leave the map"
        if any(a.kind == "escape" for a in moves):
            return "Enter: move here or leave the map"
        return "Enter: move here"
    piece = pieces(view).get(pos)
    can_move = movers(legal)
    if piece and piece.get("what") == "figure" and piece.get("fid") in can_move:
        if piece.get("fid") != selected:
            return "Enter: choose to move"
        return "its moves: (..)" if len(can_move) == 1 else "Enter: unselect"
    return ""


def seat_words(view: dict, names: Sequence[str], seat: int) -> str:
    """"Grak (Orc)" or "Ana (Paladin)"."""
    name = names[seat] if 0 <= seat < len(names) else "?"
    if seat == 0:
        return name if name.lower() == "orc" else f"{name} (Orc)"
    for p in view.get("players") or []:
        if p.get("seat") == seat:
            return f"{name} ({p.get('role_name') or p.get('hero') or 'Elf'})"
    return name


def handoff_words(view: dict, names: Sequence[str], seat: int) -> str:
    """Public words for the hand-off screen: why ``seat`` decides now."""
    who = seat_words(view, names, seat)
    phase, seq, active = view.get("phase"), view.get("sequence"), view.get("active")
    pools = view.get("pools") or []
    if phase == "setup_tokens":
        return f"{who} places the face-down squad tokens."
    if phase == "setup_elves":
        return f"{who} picks a start space."
    if view.get("placing"):
        return f"{who} places Orcs on the map."
    if view.get("ask") and view["ask"].get("seat") == seat:
        return f"{who} is asked for a treasure."
    if seq:
        att = pools[seq["attacker"]] if isinstance(seq.get("attacker"), int) else {}
        dfn = pools[seq["defender"]] if isinstance(seq.get("defender"), int) else {}
        score = f"({seq.get('attack', 0)} against block {seq.get('block', 0)})"
        if dfn.get("owner") == seat:
            on = "" if dfn.get("kind") == "hero" else f" on {pool_short(dfn)}"
            return f"{who} answers {pool_short(att)}'s attack{on} {score}."
        return f"{who}: {pool_short(dfn)} answered; {pool_short(att)} may add to the attack {score}."
    if seat == active:
        return f"{who} plays turn {view.get('turn', '?')} (round {view.get('round', '?')})."
    if isinstance(active, int):
        return f"{who} may answer {names[active] if active < len(names) else '?'}."
    return f"{who} decides."


def game_over_words(view: dict, winners: Sequence[int],
                    names: Sequence[str]) -> tuple[str, list[str]]:
    """("Ana wins!", lines) for the game-over dialog: each Elf's end and the Orcs left."""
    if not winners:
        headline = "Nobody wins."
    elif winners == [0]:
        headline = f"{names[0]} wins for the Orcs: {view.get('result') or 'the Elves are beaten'}."
    else:
        who = " and ".join(names[w] for w in winners if w < len(names))
        headline = (f"{who} win{'s' * (len(winners) == 1)} for the Elves: "
                    f"{view.get('result') or 'the Orcs are beaten'}.")
    lines = [f"{view.get('scenario_name', '?')}, round {view.get('round', '?')}, "
             f"turn {view.get('turn', '?')}"]
    for p in (view.get("players") or [])[1:]:
        out = p.get("out") or "on the map"
        found = ", ".join(t.get("name", "?") for t in p.get("treasures") or [])
        lines.append(f"{seat_words(view, names, p['seat'])}: {out}, wounds "
                     f"{p.get('wounds', 0)}/{p.get('wound_line', '?')}"
                     + (f", carrying {found}" if found else ""))
    orcs = sum(1 for f in view.get("figures") or [] if f.get("side") == "orc")
    lines.append(f"{seat_words(view, names, 0)}: {orcs} Orc{'s' * (orcs != 1)} on the map")
    return headline, lines


def legend(ascii_mode: bool) -> str:
    """The map legend in our own words, with the glyphs of the current mode."""
    def t(key: str) -> str:
        return TERRAIN[key][0 if ascii_mode else 1]
    return "\n".join([
        "Map legend (a hex is 4 characters wide; odd rows sit half a hex right)",
        f"  {t('open')} open ground   {t('straddle')} open ground on a tile border",
        f"  {t('tree')} trees, {t('wall')} walls: nobody passes",
        f"  {t('underbrush')} underbrush: Elves pass, Orcs do not",
        f"  {t('entrance')} entrance (Elves start and Orcs reinforce here)",
        f"  {t('escape')} escape space: step on it, then one more step off the map",
        "  blank: off the map",
        "  E1 E2 E3  the Elves, by seat      K!  the Orc King",
        "  Orcs: kind letter, then clan letter",
        "    B Brute (Body), T Tactician (Mind), S Shaman (X)",
        "    b Black Skull, f Bruised Fist, s Scorcher, v Venom Claw,",
        "    w White Tusk; e.g. Tw = a White Tusk Tactician",
        "  ?? a face-down squad token (the Orc sees its number: ?3)",
        "  $$ a face-down treasure     Pr  the prisoner",
        "Marks around a hex",
        "  [..] the cursor        {..} one of your figures that can move now",
        "  *..* the figure you chose (Enter on it again: unselect)",
        "  (..) where it may go, or where a piece may be placed",
        "  >..< a legal target of the cards you chose",
        "  In a fight: >..< the figure attacked, *..* the attacker",
    ])
