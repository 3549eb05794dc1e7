"""What a seat sees: everything (rulebook: no card, armor or token is hidden).

``build_view(state, seat)`` is the same for every seat except the ``seat``
field itself; hand-offs in pass-and-play only pass the keyboard.
"""
from __future__ import annotations

from . import board
from .turn_end import PUNISHMENTS


def punishments_in_force(state) -> list:
    """``[[seat, text]]`` for the punishments that bend the current turn."""
    out = []
    for after in (1, 2, 3):
        if state.turn == after + 1:
            out += [[s, PUNISHMENTS[after]] for s in state.punished.get(after, ())]
    return out


def build_view(state, seat) -> dict:
    """msgpack-ready dict of the whole table (the same for every seat)."""
    heroes = []
    for h in state.heroes:
        d = state.content.heroes[h.hid]
        heroes.append({
            "uid": h.uid, "seat": h.seat, "hero": h.hid, "name": h.name,
            "hex": list(h.hex) if h.hex else None, "facing": h.facing,
            "armor": list(h.armor), "alive": h.alive, "activated": h.activated,
            "to_place": list(h.to_place), "movement": state.movement(h) if h.alive else 0,
            "ranged": state.ranged(h) if h.alive else 0, "ability": d.ability.primitive,
            "ability_text": d.text, "declared": state.declared.get(h.uid),
            "skill": state.skill_hero[h.seat] == h.uid})
    return {
        "seat": seat, "names": list(state.options["names"]), "teams": list(state.teams),
        "team_names": [state.content.teams[t].name for t in state.teams],
        "phase": state.phase, "to_move": state.current_player, "turn": state.turn,
        "first_player": state.first_player, "due": state.due, "active_hero": state.active,
        "reflex": state.reflex, "heroes": heroes,
        "walls": sorted(list(e) for e in state.walls), "wall_box": state.wall_box,
        "armor_box": list(state.armor_box), "dp": list(state.dp),
        "results": list(state.results),
        "punished": sorted([k, list(v)] for k, v in state.punished.items()),
        "punishments_in_force": punishments_in_force(state),
        "to_activate": [[h.uid for h in state.living(s) if not h.activated] for s in (0, 1)],
        "key_tile": list(board.KEY_TILE),
        "players": [{"seat": s, "name": state.name(s), "team": state.teams[s],
                     "team_name": state.content.teams[state.teams[s]].name,
                     "dp": state.dp[s], "heroes_left": len(state.living(s)), "hand": []}
                    for s in (0, 1)],
        "over": state.over, "winners": list(state.winner_seats),
    }
