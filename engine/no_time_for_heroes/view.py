"""What one seat may see (DESIGN.md, hidden information; rulebook, "The Horde approaches").

Public: the battlefield (fronts, Wounds, Fortitude in force), the Warlord (ruling
1), how many Horde cards are left, Horde cards everyone saw go back, the Market,
every Wear pile, trophies with their loot, coins, Glory, wounds, Expertise uses,
Evasion tokens, scores, how many cards each hand and deck holds and the cards
everyone saw put at the bottom of a deck. Private: a hand (and a bid until all
are revealed) to its owner; what Idril saw of the Horde to her player; the
Market deck to Neddia's player and the deck to Aranel's while they choose; the
face-down Trap to the player who set it. Never shown: deck orders, the Horde
order, the loot of undefeated Hosts, the Scenario and Market decks' order.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import horde
from .attack import total_damage
from .cards import ICON_NAMES
from .market import may_buy, penalty, price
from .scoring import breakdown
from .solo_rules import score_parts, solo_rules
from .solo_turn import open_cost

if TYPE_CHECKING:
    from .state import NoTimeState


def card_info(state: "NoTimeState", cid: str) -> dict:
    """Everything printed on an Ability or Market card."""
    d = state.content.cards[cid]
    return {"id": d.id, "name": d.name, "name_es": d.name_es, "kind": d.kind, "class": d.klass,
            "damage": d.damage, "target": d.target, "text": d.text, "single_use": d.single_use,
            "cost": d.cost, "icons": [ICON_NAMES[i] for i in d.icons],
            "penalty_icons": [ICON_NAMES[i] for i in d.penalty_icons]}


def enemy_front(state: "NoTimeState", uid: int) -> dict:
    """The front of an enemy card (no loot)."""
    d = state.enemy_def(uid)
    warlord = state.is_warlord(uid)
    return {"id": d.id, "name": d.name, "name_es": d.name_es, "warlord": warlord,
            "printed_fortitude": d.fortitude, "glory": 0 if warlord else d.glory,
            "icon": "warlord" if warlord else d.icon,
            "magic_resistance": 0 if warlord else d.magic_resistance,
            "text": d.text if warlord else ""}


def _enemy(state: "NoTimeState", slot: int, uid: int) -> dict:
    info = enemy_front(state, uid)
    info.update(slot=slot, fortitude=horde.fortitude(state, uid),
                wounds=state.enemy_wounds.get(uid, 0),
                attack=horde.horde_damage(state, uid, state.active),
                blocked=uid in state.t["blocked"],
                loot=list(state.loot[uid]) if uid in state.revealed else None)
    return info


def _trophy(state: "NoTimeState", uid: int) -> dict:
    info = enemy_front(state, uid)
    info["loot"] = list(state.loot[uid]) if uid in state.loot else None
    return info


def _player(state: "NoTimeState", seat: int, viewer: int | None) -> dict:
    p = state.players[seat]
    hero = state.hero(seat)
    mine = viewer == seat
    cards = lambda uids: [dict(card_info(state, state.cards[u]), uid=u) for u in uids]  # noqa: E731
    score = breakdown(state, seat)
    return {
        "seat": seat, "name": p.name, "active": seat == state.active and not state.over,
        "hero": hero.name, "hero_id": hero.id,
        "hero_card": {"id": hero.id, "name": hero.name, "class": hero.klass, "text": hero.text,
                 "icons": [ICON_NAMES[i] for i in hero.icons],
                 "penalty_icons": [ICON_NAMES[i] for i in hero.penalty_icons],
                 "hearts": hero.hearts, "expertise_uses": hero.expertise_uses},
        "wounds": p.wounds, "fallen": p.fallen, "coins": p.coins, "glory": p.glory,
        "evasion": p.evasion, "expertise_left": p.expertise_left,
        "hand_count": len(p.hand), "hand": cards(p.hand) if mine else None,
        "bid_done": p.bid_done, "bid_count": len(p.bid), "bid": cards(p.bid) if mine else None,
        "deck_count": len(p.deck), "deck_bottom": cards(p.deck[:p.known_bottom]),
        "wear": cards(p.wear), "trophies": [_trophy(state, u) for u in p.trophies],
        "score": score,
        "classes": None if state.multi is None or not state.multi["done"]
        else list(state.multi["classes"][seat]),
    }


def _horde_known(state: "NoTimeState", viewer: int | None) -> list:
    seen = state.horde_seen[viewer] if viewer is not None else set()
    return [dict(enemy_front(state, u), position=i) for i, u in enumerate(state.horde)
            if state.is_warlord(u) or u in state.horde_public or u in seen]


def _pending(state: "NoTimeState", viewer: int | None) -> dict | None:
    pend = state.pending
    if pend is None:
        return None
    from .why import PENDING_WORDS
    out = {"kind": pend.kind, "seat": pend.seat, "name": state.players[pend.seat].name,
           "text": PENDING_WORDS.get(pend.kind, "an answer")}
    if "card" in pend.data:
        out["card"] = card_info(state, state.cards[pend.data["card"]])
    for key in ("n", "left", "total", "count", "seats"):
        if key in pend.data:
            out[key] = pend.data[key]
    if viewer == pend.seat and pend.kind == "market_swap":
        out["market_deck"] = sorted(state.cards[u] for u in state.market_deck)
    if viewer == pend.seat and pend.kind == "deck_swap":
        out["deck"] = sorted(state.cards[u] for u in state.players[viewer].deck)
    return out


def build_view(state: "NoTimeState", viewer: int | None) -> dict:
    """The msgpack-ready view for ``viewer`` (None: a spectator)."""
    sc = state.scenario_def()
    active_hero = state.hero(state.active)
    market = []
    for slot, uid in enumerate(state.market):
        if uid is None:
            market.append(None)
            continue
        d = state.defn(uid)
        market.append(dict(card_info(state, d.id), slot=slot, price=price(state, d),
                           may_buy=may_buy(active_hero, d),
                           penalty=penalty(active_hero, d) if may_buy(active_hero, d) else 0))
    trap = None
    if state.trap is not None:
        uid, setter = state.trap
        trap = {"seat": setter, "card": card_info(state, state.cards[uid])
                if viewer == setter else None}
    t = state.t
    return {
        "game": state.game.id, "seat": viewer, "turn": state.turn, "phase": state.phase,
        "active": state.active, "current_player": state.current_player, "leader": state.leader,
        "over": state.over, "winners": list(state.winner_seats),
        "options": {"scenarios": state.options["scenarios"], "oldest": state.options["oldest"],
                    "mode": state.options.get("mode", "standard")},
        "scenario": None if sc is None else {"id": sc.id, "name": sc.name, "name_es": sc.name_es,
                                              "text": sc.text},
        "scenarios_left": len(state.scenario_deck),
        "warlord": dict(enemy_front(state, state.warlord), in_play=state.warlord_in,
                        fortitude=horde.fortitude(state, state.warlord)),
        "horde_count": len(state.horde), "horde_known": _horde_known(state, viewer),
        "battlefield": [_enemy(state, i, u) for i, u in enumerate(state.battlefield)],
        "market": market, "market_deck_count": len(state.market_deck),
        "players": [_player(state, s, viewer) for s in range(state.num_players)],
        "in_play": [card_info(state, state.cards[u]) for u in state.in_play],
        "trap": trap, "removed": [state.card_name(u) for u in state.removed],
        "turn_marks": {"shields": t["shields"], "protective_aura": t["aura"],
                       "sharpen": t["sharpen"], "eque": t["eque"], "faced": t["faced"],
                       "evaded": t["evaded"], "ended": t["ended"],
                       "horde_damage": total_damage(state, state.active, trap=bool(
                           trap and trap["card"]))},
        "pending": _pending(state, viewer),
        "solo": _solo(state),
        **({} if state.multi is None else {"multiclass": _multi(state, viewer)}),
    }


def _multi(state: "NoTimeState", viewer: int | None) -> dict:
    """The multiclass mode's part: the deck rules, every Ability card a deck may take,
    who has built (nothing of what), the viewer's own draft and what is wrong with
    it, each deck's classes once all are built, the Warlords (the catalogue of
    Ability cards only while building)."""
    from . import multiclass
    from .multi_rules import multi_rules
    rules = multi_rules()
    multi = state.multi
    building = not multi["done"]
    own = viewer is not None and building
    draft = list(multi["drafts"][viewer]) if own else None
    return {"building": building, "builder": multiclass.builder(state) if building else None,
            "built": list(multi["built"]), "classes": list(multi["classes"]),
            "deck_size": rules.deck_size, "min_per_class": rules.min_per_class,
            "hero_rule": rules.hero, "pool": rules.pool,
            "required_class": [multiclass.required_class(state, s)
                               for s in range(state.num_players)],
            "catalogue": [dict(card_info(state, cid), copies=n)    # only while building
                          for cid, _, n in multiclass.catalogue(state)] if building else [],
            "available": (sorted(multiclass.available(state, viewer).items())
                          if own else None),
            "draft": draft,
            "problem": multiclass.problem(state, viewer, draft) if own else None,
            "market_out": [state.card_name(u) for u in multi["market_out"]],
            "warlords": [dict(enemy_front(state, u), fortitude=horde.fortitude(state, u),
                              in_play=u in state.battlefield, fallen=not (
                                  u in state.battlefield or u in state.horde))
                         for u in state.warlord_uids()]}


def _solo(state: "NoTimeState") -> dict | None:
    """The solo mode's public part: each support deck (its cards sorted, so that their
    order never shows, when the borrowed card is chosen; else only its count), which
    are open and at what price the next opens, whether this turn's card was
    borrowed, the score so far and its title. None in the standard game."""
    solo = state.solo
    if solo is None:
        return None
    rules = solo_rules()
    decks = []
    for klass, uids in solo["support"].items():
        cards = None
        if rules.borrow == "choose":
            # by card id, then uid: the same list whatever the deck's order
            cards = [dict(card_info(state, state.cards[u]), uid=u)
                     for u in sorted(uids, key=lambda u: (state.cards[u], u))]
        decks.append({"class": klass, "open": klass in solo["opened"], "count": len(uids),
                      "cards": cards})
    return {"support": decks, "opened": list(solo["opened"]), "next_open": open_cost(state),
            "borrowed": solo["borrowed"], "borrow_cost": rules.borrow_cost,
            "borrow": rules.borrow, "score": score_parts(state, 0)}
