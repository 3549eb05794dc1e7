"""What one seat may see of a Pack of Heroes game (DESIGN.md, hidden information).

Public: the grid, every hero's wounds and stun, both reserves, teams,
weapons (face up) and whether they are used, both discard piles in order
(rulebook, "Setup Bases": open information), hand and draw pile sizes, the
draft pool. Private: a hand only to its owner; a secret starting hero only
to its chooser until both are revealed; the order of every draw pile to
nobody.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import grid
from .model import LETTER, RANK_LETTER, HeroDef, Power

if TYPE_CHECKING:
    from .state import PackState


def power_info(p: Power) -> dict:
    """A power as printed: name, type, value, cost (letters and words), text."""
    return {"name": p.name, "type": p.type, "value": p.value, "cost": p.cost.text(),
            "cost_words": p.cost.words(), "effect": p.effect, "text": p.text,
            "mandatory": p.mandatory}


def power_card(colour: str) -> dict:
    """A power card in hand: its colour as id, a name and the letter used on screen."""
    return {"id": colour, "name": f"{colour.capitalize()} power", "type": "power card",
            "colour": colour, "letter": LETTER[colour]}


def hero_card(d: HeroDef) -> dict:
    """A hero card: id, name, team, rank (and letter), health, movement, powers."""
    return {"id": d.id, "name": d.name, "team": d.team, "rank": d.rank,
            "rank_letter": RANK_LETTER[d.rank], "health": d.health, "move": d.move,
            "speed": d.speed, "powers": [power_info(p) for p in d.powers]}


def _hero(state: "PackState", uid: int) -> dict:
    h = state.heroes[uid]
    d = state.defs[h.id]
    return dict(hero_card(d), uid=uid, owner=h.owner, where=h.where, space=h.space,
                wounds=h.wounds, health_left=d.health - h.wounds, stunned=h.stunned,
                constant_used=uid in state.constants_used)


def _player(state: "PackState", seat: int, viewer: int | None) -> dict:
    wid = state.weapons[seat]
    weapon = None
    if wid is not None:
        w = state.content.weapons[wid]
        weapon = {"id": wid, "name": w.name, "power": power_info(w.power),
                  "used": state.weapon_used[seat]}
    team = state.teams[seat]
    started = state.phase not in ("teams", "draft", "weapons", "start")
    mine = viewer == seat
    return {
        "seat": seat, "name": state.names[seat], "team": team,
        "team_name": state.content.teams[team].name if team in state.content.teams else
        ("Drafted team" if team else None),
        "hand_count": len(state.hands[seat]),
        "hand": [power_card(c) for c in state.hands[seat]] if mine else None,
        "hand_letters": "".join(LETTER[c] for c in state.hands[seat]) if mine else None,
        "draw_count": len(state.draws[seat]), "discard": list(state.discards[seat]),
        "weapon": weapon,
        "heroes": [_hero(state, h.uid) for h in state.heroes if h.owner == seat],
        "start_chosen": state.secret[seat] is not None,
        "start_hero": state.secret[seat] if (mine or started) else None,
        "picks": list(state.picks[seat]),
        "picked": [{"name": state.defs[h].name, "rank_letter": RANK_LETTER[state.defs[h].rank]}
                   for h in state.picks[seat]],
    }


def _pending(state: "PackState") -> dict | None:
    p = state.pending
    if p is None:
        return None
    who = state.names[p["seat"]]
    if p["kind"] == "defend":
        text = (f"{who} may defend {state.hero_name(p['target'])} against an attack of "
                f"{p['amount']}")
    elif p["kind"] == "spread":
        text = f"{who} picks the next hero the spread attack hits"
    elif p["kind"] == "arrival":
        text = f"{who} picks the target of {state.hero_name(p['hero'])}'s arrival power"
    else:
        text = f"{who} may accept or refuse the stalemate"
    out = {k: v for k, v in p.items() if k != "follow"}
    out["text"] = text + "."
    return out


def build_view(state: "PackState", seat: int | None) -> dict:
    """The msgpack-ready view for ``seat`` (None: a spectator)."""
    pool = [dict(hero_card(state.defs[h])) for h in state.draft_pool]
    return {
        "game": state.game.id, "seat": seat, "phase": state.phase, "step": state.step,
        "turn": state.turn, "active": state.active, "current_player": state.current_player,
        "start_player": state.start_player, "winners": list(state.winner_seats),
        "over": state.over, "end_reason": state.end_reason,
        "grid": [None if u is None else _hero(state, u) for u in state.board],
        "space_names": [grid.name(s) for s in grid.SPACES],
        "home_rows": {str(s): list(grid.HOME_ROW[s]) for s in (0, 1)},
        "players": [_player(state, s, seat) for s in (0, 1)],
        "teams_open": [t for t in state.content.teams if t not in state.teams]
        if state.phase == "teams" else [],
        "draft_pool": pool,
        "weapon_offer": [{"id": w, "name": state.content.weapons[w].name,
                          "power": power_info(state.content.weapons[w].power)}
                         for w in state.weapon_offer if w not in state.weapons],
        "main_done": state.main_done, "extra_powers": state.extra_powers,
        "pending": _pending(state),
    }
