"""Orc Wars words for the TUI, from a view and the legal actions: phases, the
clan rule line, what Enter does on a hex, hand-off and game-over texts.

Pure functions (no Textual, no rules). The map glyphs live in
``glyphs.py`` and the legal actions on the map in ``map_choices.py``;
their names are re-exported here, where the screens import them from.
"""
from __future__ import annotations

from typing import Sequence

from engine import Action

from .map_choices import (MAP_KINDS, TARGET_KINDS, hex_arg, token_positions,
    figure_positions, movers, placement_choices, move_choices, target_positions, fight_marks,
    target_choices, has_map_target, is_map_action, END_KINDS, LAST_KINDS,
    list_order)  # noqa: F401 (re-exported)
from .glyphs import (Pos, CELL, CLAN_LETTER, CLAN_NAME, KIND_LETTER, KIND_NAME, KINDS,
    CLAN_STYLE, ELF_STYLE, KING_STYLE, TOKEN_STYLE, TREASURE_STYLE, PRISONER_STYLE, TERRAIN,
    MARKS, pos_of, pos_name, cell_x, spaces, pieces, terrain_key, piece_glyph, cell_glyph,
    grid, render_row, legend)  # noqa: F401 (re-exported)

#: The Orc Wars screen's help: keys, the clan rule and the panels (``?``).
KEYS = """\
Orc Wars keys
  arrows, hjkl  move the map cursor     n / N  next / previous mark
  Enter     on the map: do what the line under the map says (place a
            token, an Elf or an Orc; wake a token; choose one of your
            figures, then Enter on a (..) hex moves it there; on an
            escape space you may also leave the map). In the actions
            list: apply the highlighted action.
  Tab       switch between the map and the actions list
  1-9       select hand cards; Enter plays them. When they may hit
            several figures, the targets show as >..< on the map:
            move to one and press Enter (Esc cancels).
  e         end the turn / action phase (or finish discarding,
            clearing, the squad phase, reinforcing); it asks first
            while cards can still be played
  Space, p  pass      r  refresh your hand (asks; no action phase)
  i         read in full: hand cards, tricks, figures, clans, roles,
            treasures, stack tops, the scenario (Left/Right: next)
  Esc       unselect  ctrl+p  every legal action, by name
  s save now   a auto-pass on/off   ? this help   q quit (saved)
  u         take back your last move (not past a card drawn or shown,
            a roll, or another player's choice)
  L         the whole log, to read back what happened

The clan rule: on the Orc's turn each active clan has one action
phase. All the figures of the clan that will move must move first:
the first card the clan plays (any card) ends its moving. Only a clan
that is one single squad and has not moved may still move after its
attack. The status panel says which applies now.

Status panel: each Elf (wounds / wound line, points spent of the
total of Body, Mind and X, treasures, top card of each stack), the
Orc's hand and dirty tricks, face-down squad tokens, each clan on the
map (its squads, its figures by kind in words, points spent/total,
top cards), the Orc King. B, M and X are always the attributes (Body,
Mind, X); on the map B, T, S are Brute, Tactician, Shaman. A * first
(and the name underlined): who is acting; > who decides now. When
space is short (most games at 80x24) each Elf and the King take one
line (W wounds, "free" points) and each clan two (its figures in words;
its squads, "free" points).
"""

PHASE_WORDS = {"setup_tokens": "Set-up: squad tokens", "setup_elves": "Set-up: Elves",
               "discard": "Discard phase", "draw": "Draw phase", "clear": "Clear phase",
               "squad": "Squad phase", "choose": "Orc: next action phase",
               "action": "Action phase", "over": "Game over"}

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


# a decision a card or a dirty trick asks for in the middle of a fight (view "pending")
PENDING_WORDS = {"discard": "discard {n} card{s} from your hand",
                 "waste": "waste {n} card{s} from your hand"}


def rule_line(view: dict, legal: Sequence[Action], seat: int | None, names: Sequence[str]) -> str:
    """One line saying who decides now and what they do, always in one form:
    "<player>: <what to do>." (on the Orc's turn "<player>, <clan>: ..."), in
    every phase, so the line reads the same way all game long.

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
    orc = who(0)
    if phase == "over":
        return "The game is over."
    if placing:
        clan = CLAN_NAME.get(placing.get("clan"), "")
        what = "reinforcements" if placing.get("mode") == "reinforce" else "the token's Orcs"
        left = placing.get("left", 0)
        if placing.get("mode") == "token" and not placing.get("clan"):
            return f"{orc}: pick the clan of the turned-over squad token's Orcs."
        return f"{orc}: place {what}{' of ' + clan if clan else ''} ({left} left)."
    if phase == "setup_tokens":
        total = view.get("tokens_total", 0)
        placed = sum(t.get("number") or 0 for t in view.get("tokens") or [])
        shown = f" ({placed} of {total} Orcs placed)" if seat == 0 else f" ({total} Orcs)"
        return f"{orc}: place face-down squad tokens, one per tile{shown}."
    if phase == "setup_elves":
        return f"{who(active)}: pick a start space."
    if phase == "squad":
        return f"{orc}: wake one squad token, or reinforce at the entrances."
    if phase == "choose":
        return f"{orc}: pick the next clan to act; each active clan acts once."
    if phase in ("discard", "draw", "clear"):      # short: the panel is narrow
        return f"{who(active)}: {PHASE_WORDS[phase].lower()}."
    if phase != "action":
        return ""
    pending = view.get("pending")
    if pending and pending.get("kind") in PENDING_WORDS:
        count = pending.get("count") or 1
        what = PENDING_WORDS[pending["kind"]].format(n=count, s="s" * (count != 1))
        return f"{who(pending.get('seat'))}: {what} first (pick in the actions list)."
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
    if active != 0:
        if can_move:
            return f"{who(active)}: move and act, in any order."
        return f"{who(active)}: act, or end the turn."
    name = f"{orc}, {pool_short(pool)}"
    if pool.get("kind") == "clan":
        squads = len(pool.get("squads") or [])
        if squads > 1 and can_move:
            return (f"{name}: its {squads} squads move first, then act "
                    "(the first card ends all moving).")
        if squads > 1:
            return f"{name}: moving is over; its squads act."
        if can_move:
            return f"{name} (one squad): move, then act, or act, then move."
        return f"{name}: act, or end its action phase."
    if can_move:
        return f"{name}: move and act, in any order."
    return f"{name}: act, or end its action phase."


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
