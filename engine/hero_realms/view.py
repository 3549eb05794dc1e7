"""What one seat may see of a Hero Realms game (DESIGN.md, hidden information).

Public: the Market and its deck count, the Fire Gem stack, the Sacrifice
Pile, every discard pile (rule sheet, "Discard Phase": anyone may look
through it), cards in play, Health and pools. Private: a hand is shown only
to its owner; deck order to nobody (only counts, and cards everyone saw put
on top).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ABILITY_KINDS, ABILITY_NAMES, FACTION_NAMES, TYPE_NAMES, CardDef

if TYPE_CHECKING:
    from .state import HeroRealmsState


def card_info(d: CardDef) -> dict:
    """Everything printed on a card: name, type, faction, cost, Defense, abilities."""
    return {"id": d.id, "name": d.name, "type": d.type, "type_name": TYPE_NAMES[d.type],
            "subtype": d.subtype, "faction": d.faction,
            "faction_name": FACTION_NAMES.get(d.faction, ""), "cost": d.cost,
            "defense": d.defense if d.is_champion else None, "guard": d.guard,
            "type_line": d.type_line(), "flavor": d.flavor,
            "abilities": [{"kind": k, "name": ABILITY_NAMES[k], "text": d.ability_text(k)}
                          for k in ABILITY_KINDS if k in d.abilities],
            "text": d.summary()}


def _cards(state: "HeroRealmsState", uids: list) -> list[dict]:
    return [card_info(state.defn(u)) for u in uids]


def champion_view(state: "HeroRealmsState", uid: int) -> dict:
    """A champion in play: its card, prepared or expended, damage taken this turn."""
    d = state.defn(uid)
    damage = state.damage.get(uid, 0)
    return {"uid": uid, "card": card_info(d), "expended": uid in state.expended,
            "prepared": uid not in state.expended, "defense": d.defense, "guard": d.guard,
            "damage": damage, "to_stun": d.defense - damage,
            "ally_used": uid in state.ally_used}


def _player_view(state: "HeroRealmsState", seat: int, viewer: int | None) -> dict:
    player = state.players[seat]
    active = seat == state.active and not state.over
    top = player.deck[len(player.deck) - player.known_top:] if player.known_top else []
    return {
        "seat": seat, "name": player.name, "health": player.health, "out": player.out,
        "active": active, "protected": state.protected(seat),
        "hand_count": len(player.hand),
        "hand": _cards(state, player.hand)
        if viewer == seat or (viewer is not None and viewer in state.teammates(seat)) else None,
        "team": _team(state, seat),
        "deck_count": len(player.deck),
        "deck_top": [card_info(state.defn(u)) for u in reversed(top)],
        "discard": _cards(state, player.discard),
        "in_play": [{"uid": u, "card": card_info(state.defn(u)),
                     "ally_used": u in state.ally_used} for u in player.in_play],
        "champions": [champion_view(state, u) for u in player.champions],
        "gold": state.gold if active else _parked(state, seat, 0),
        "combat": state.combat if active else _parked(state, seat, 1),
        "health_gained": state.healed if active else _parked(state, seat, 2),
    }


def _parked(state: "HeroRealmsState", seat: int, index: int) -> int:
    """A teammate's Gold, Combat or Health gained, waiting while the other decides."""
    parked = state.stash.get(seat) if state.team_mode and not state.over else None
    return parked[index] if parked else 0


def _team(state: "HeroRealmsState", seat: int) -> dict | None:
    """Two against two: the seat's team, its teammate and whether it is still
    in this team turn (None in free-for-all)."""
    if not state.team_mode:
        return None
    from .teams import TEAM_NAMES, team_index, teammate
    return {"index": team_index(seat), "name": TEAM_NAMES[team_index(seat)],
            "teammate": teammate(seat), "in_turn": seat in state.turn_seats}


def _pending_view(state: "HeroRealmsState") -> dict | None:
    p = state.pending
    if p is None:
        return None
    who = state.name(p.seat)
    source = state.card_name(p.source)
    n = p.count
    cards = "a card" if n == 1 else f"{n} cards"
    text = {
        "choose": f"{who} chooses an option",
        "stun": f"{who} picks a champion to stun",
        "expend": f"{who} picks a champion to expend",
        "prepare": f"{who} picks a champion to prepare",
        "stun_highest": f"{who} picks which of the champions tied for the highest Defense "
                        "is stunned",
        "expend_own": f"{who} picks one of their champions to expend",
        "opponent": f"{who} picks the opponent who discards {cards}",
        "discard": f"{who} must discard {cards}",
        "sacrifice": f"{who} may sacrifice {'a card' if n == 1 else f'up to {n} cards'} "
                     "from hand or discard pile",
        "topdeck": f"{who} picks a card from their discard pile to put on top of their deck",
        "draw": f"{who} may draw up to {cards}, then discards as many",
    }[p.kind]
    return {"kind": p.kind, "seat": p.seat, "count": n, "optional": p.optional,
            "source": state.cards[p.source], "text": f"{text} ({source})."}


def build_view(state: "HeroRealmsState", seat: int | None) -> dict:
    """The msgpack-ready view for ``seat`` (None: a spectator)."""
    gem = state.defs[state.cardset.fire_gem]
    return {
        "game": state.game.id, "seat": seat, "turn": state.turn,
        "phase": "over" if state.over else "main",
        "active": state.active, "current_player": state.current_player,
        "first_player": state.first_player, "winners": list(state.winner_seats),
        "market": [None if u is None else dict(card_info(state.defn(u)), slot=i)
                   for i, u in enumerate(state.market)],
        "market_deck_count": len(state.market_deck),
        "fire_gems": {"count": len(state.gems), "card": card_info(gem)},
        "sacrifice_pile": _cards(state, state.sacrificed),
        "pools": {"gold": state.gold, "combat": state.combat, "health_gained": state.healed},
        "next_acquire": [{"where": m[0], "filter": m[1]} for m in state.modifiers],
        "players": [_player_view(state, i, seat) for i in range(state.num_players)],
        "pending": _pending_view(state),
        "teams": [list(t) for t in _teams()] if state.team_mode else None,
    }


def _teams():
    from .teams import TEAMS
    return TEAMS
