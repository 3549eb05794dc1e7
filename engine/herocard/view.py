"""What one seat may see of a HeroCard duel (DESIGN.md, hidden information).

Hands are shown only to their owner; deck order to nobody; a deployed card
face down shows others only its Attribute and cost.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTRIBUTES, KIND_NAMES
from .values import card_value, counts, side_total

if TYPE_CHECKING:
    from .state import DuelState


def card_view(state: "DuelState", uid: int, seat: int | None) -> dict:
    """A card as ``seat`` sees it (face-down cards of others are hidden)."""
    card = state.cards[uid]
    d = state.defn(uid)
    if card.face_down and card.owner != seat:
        return {"face_down": True, "attribute": d.attribute, "cost": d.cost,
                "twisted": card.twist is not None}
    value = None
    if d.value is not None:
        value = card_value(state, uid)
    return {"id": d.id, "name": d.name, "kind": d.kind, "kind_name": KIND_NAMES[d.kind],
            "attribute": d.attribute, "cost": d.cost, "type": d.action_type, "value": value,
            "value_text": d.value_text(), "text": d.text, "deploy": d.deploy,
            "face_down": card.face_down, "twisted": card.twist is not None,
            "twist": (card.twist or {}).get("mode"), "wasted": card.wasted,
            "converted": card.value_override is not None}


def _player_view(state: "DuelState", seat: int, viewer: int | None) -> dict:
    player = state.players[seat]
    hero = state.heroes[player.hero]
    attrs = {}
    for a in ATTRIBUTES:
        spent = state.spent(seat, a)
        card = hero.attributes[a]
        attrs[a] = {"name": card.name, "score": card.score, "hero_points": card.hero_points,
                    "spent": spent, "free": card.score - spent}
    return {
        "seat": seat, "name": player.name, "hero": hero.name, "hero_id": hero.id,
        "x_name": hero.x_name, "vp": player.vp, "attributes": attrs,
        "stacks": {a: [card_view(state, u, viewer) for u in player.stacks[a]] for a in ATTRIBUTES},
        "hand_count": len(player.hand), "deck_count": len(player.deck),
        "discard": [card_view(state, u, viewer) for u in player.discard],
        "hand": [card_view(state, u, viewer) for u in player.hand] if viewer == seat else None,
        "exclusive_used": player.exclusive_used, "base_attacks_left": player.base_attacks_left,
        "vp_this_turn": getattr(player, "vp_turn", None) == state.turn,
    }


def _pending_view(state: "DuelState") -> dict | None:
    if not state.pending:
        return None
    p = state.pending[0]
    source = state.card_name(p.source)
    if p.kind in ("discard", "waste"):
        what = "card" if p.filter == "any" else f"{p.filter.replace('_', ' ')} card"
        text = (f"{state.name(p.seat)} must {p.kind} {p.count} {what}"
                f"{'s' * (p.count != 1)} ({source})")
    else:
        text = (f"{state.name(p.seat)} chooses {p.count} card{'s' * (p.count != 1)} to {p.kind} "
                f"in {state.name(p.target)}'s stacks ({source})")
    return {"kind": p.kind, "seat": p.seat, "target": p.target, "count": p.count, "text": text}


def build_view(state: "DuelState", seat: int | None) -> dict:
    """The msgpack-ready view for ``seat`` (layout in docs/herocard-engine.md)."""
    seq = None
    if state.sequence is not None:
        s = state.sequence
        seq = {"attacker": s.attacker, "defender": s.defender,
               "attack": side_total(state, "attack"), "block": side_total(state, "block"),
               "cards": [{"seat": state.cards[u].owner, "card": card_view(state, u, seat),
                          "counts": counts(state, u)} for u in s.cards]}
    return {
        "game": state.game.id, "seat": seat, "turn": state.turn, "phase": state.phase,
        "active": state.active, "current_player": state.current_player,
        "first_player": state.first_player, "target_vp": state.target_vp,
        "winners": list(state.winner_seats), "window_open": state.window_open,
        "clears_left": max(0, 3 - state.clears_done) if state.phase == "clear" else None,
        "players": [_player_view(state, i, seat) for i in range(state.num_players)],
        "sequence": seq, "pending": _pending_view(state),
    }
