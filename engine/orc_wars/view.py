"""What one seat may see of an Orc Wars game (DESIGN.md, hidden information).

Hidden: the Orc's hand (its size is shown) and dirty tricks (their number is
shown), squad-token numbers (from the Elves), unfound treasures (from
everybody), every deck order, other Elves' hands.
"""
from __future__ import annotations

from ..herocard.cards import ATTRIBUTES
from ..herocard.values import counts, side_total
from ..herocard.view import card_view
from . import figures as fig
from .items import load_items
from .roles import load_roles
from .state import ORC, OrcWarsState
from .victory import goal_words


def _map(state: OrcWarsState) -> list[dict]:
    flags = ("entrance", "escape", "elf_start", "no_reinforce", "treasure_spot", "token_spot",
             "prisoner", "king_start")
    return [{"hex": list(h), "terrain": s.terrain, "tiles": list(s.tiles),
             "flags": [f for f in flags if getattr(s, f)]}
            for h, s in sorted(state.board.hexes.items())]


def _pool_view(state: OrcWarsState, key: int, seat) -> dict:
    pool = state.pools[key]
    clan = state.clan_of_pool(key)
    kind = "clan" if clan else ("king" if key == state.king_pool else "hero")
    view = {"key": key, "name": pool.name, "owner": pool.owner, "kind": kind, "clan": clan,
            "attributes": {a: {"score": state.score(key, a), "spent": state.spent(key, a),
                               "free": state.free(key, a)} for a in ATTRIBUTES},
            "stacks": {a: [card_view(state, u, seat) for u in pool.stacks[a]] for a in ATTRIBUTES},
            "exclusive_used": pool.exclusive_used, "base_attacks_left": pool.base_attacks_left}
    if clan:
        members = fig.clan_figures(state.figures, clan)
        view["figures"] = {k: sum(f.kind == k for f in members) for k in fig.ORC_KINDS}
        view["squads"] = [[f.fid for f in sq] for sq in fig.squads(state.figures, clan)]
    return view


def _player_view(state: OrcWarsState, s: int, seat) -> dict:
    player = state.players[s]
    items = load_items()[0]
    view = {"seat": s, "name": player.name, "side": "orc" if s == ORC else "elf",
            "hand_count": len(player.hand), "deck_count": len(player.deck),
            "discard": [card_view(state, u, seat) for u in player.discard],
            "hand": [card_view(state, u, seat) for u in player.hand] if seat == s else None}
    if s == ORC:
        view["tricks_count"] = len(state.tricks)
        view["tricks"] = list(state.tricks) if seat == ORC else None
        view["tricks_used"] = list(state.tricks_used)
        view["level"] = state.options["level"]
        return view
    role = load_roles()[state.elf_roles[s]]
    view.update({"hero": state.heroes[player.hero].name, "hero_id": player.hero,
                 "role": role.id, "role_name": role.name, "wounds": state.wounds[s],
                 "wound_line": role.wound_line, "out": state.out.get(s),
                 "pool": player.pool.key,
                 "treasures": [{"tid": t["tid"], "kind": t["kind"], "name": items[t["kind"]].name,
                                "used": t["used"]} for t in state.treasures if t["holder"] == s]})
    return view


def build_view(state: OrcWarsState, seat: int | None) -> dict:
    """The msgpack-ready view for ``seat`` (None: a spectator)."""
    seq = None
    if state.sequence is not None:
        s = state.sequence
        seq = {"attacker": s.attacker, "defender": s.defender,
               "attack": side_total(state, "attack"), "block": side_total(state, "block"),
               "attacker_fig": (state.combat or {}).get("attacker_fig"),
               "target_fig": (state.combat or {}).get("target_fig"),
               "cards": [{"seat": state.cards[u].owner, "pool": state.cards[u].pool,
                          "card": card_view(state, u, seat), "counts": counts(state, u)}
                         for u in s.cards]}
    items = load_items()[0]
    placing = None
    if state.placing is not None:
        placing = {"mode": state.placing["mode"], "clan": state.placing["clan"],
                   "left": state.placing["left"]}
    return {
        "game": state.game.id, "seat": seat, "scenario": state.scenario.id,
        "scenario_name": state.scenario.name, "scenario_text": state.scenario.text,
        "goal": goal_words(state.scenario), "turn": state.turn, "round": state.round,
        "phase": state.phase, "active": state.active, "current_player": state.current_player,
        "acting": state.acting, "winners": list(state.winner_seats),
        "result": state.result,
        "window_open": state.window_open,
        "map": _map(state),
        "figures": [{"fid": f.fid, "side": f.side, "kind": f.kind, "clan": f.clan,
                     "seat": f.seat, "hex": list(f.hex)}
                    for f in sorted(state.figures.values(), key=lambda f: f.fid) if f.hex],
        "tokens": [{"tid": t["tid"], "hex": list(t["hex"]),
                    "number": t["number"] if seat == ORC else None}
                   for t in state.tokens if t["hex"] is not None],
        "tokens_total": state.tokens_total,
        "treasures": [{"tid": t["tid"], "hex": list(t["hex"]) if t["hex"] else None,
                       "holder": t["holder"], "found": t["found"], "used": t["used"],
                       "kind": t["kind"] if t["found"] else None,
                       "name": items[t["kind"]].name if t["found"] else None}
                      for t in state.treasures],
        "prisoner": {"hex": list(state.prisoner["hex"]) if state.prisoner.get("hex") else None,
                     "with": state.prisoner.get("with"),
                     "rescued": state.prisoner.get("rescued", False)} if state.prisoner else None,
        "players": [_player_view(state, s, seat) for s in range(state.num_players)],
        "pools": [_pool_view(state, k, seat) for k in range(len(state.pools))],
        "sequence": seq,
        "pending": ({"kind": state.pending[0].kind, "seat": state.pending[0].seat,
                     "count": state.pending[0].count} if state.pending else None),
        "placing": placing, "ask": dict(state.ask) if state.ask else None,
    }
