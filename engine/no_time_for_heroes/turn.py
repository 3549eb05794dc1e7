"""The turn (rulebook, "In the Heat of Battle"): the Leader bid, the start of a turn,
the Attack phase (face the Horde or Evade), the Market phase and the Recovery
phase, and ``advance``, which runs everything that needs no decision.

Phases: (``build`` in the multiclass mode: multiclass.py) -> ``bid`` (``mulligan`` in
the solo mode: solo_turn.py) -> (``begin`` -> ``start`` -> ``attack`` -> ``horde`` ->
``market`` -> ``recovery``)* -> ``over``. ``begin`` and ``horde`` run without
decisions except the questions they ask through ``state.pending``.
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..core import Action, Event
from ..core.action import new_action
from . import attack, effects, expertise, horde, multiclass, scenario_play, solo_turn, zones
from .cards import TARGETS
from .market import buy, may_buy, price
from .model import HAND_SIZE, Pending
from .model import coins as coin_words
from .scoring import finish

if TYPE_CHECKING:
    from .state import NoTimeState

A = Action.make


def fresh_turn() -> dict:
    """This turn's marks, all cleared (Shield tokens, blocks, once-per-turn records)."""
    return {"shields": 0, "blocked": [], "aura": False, "sharpen": 0, "corroded": {},
            "hits": [], "played": {}, "first": [], "defeated_by": [], "borrowed": [],
            "to_bottom": [], "ended": False, "faced": False, "evaded": False, "eque": False,
            "ur": False, "portal": False, "tears": False, "kalern": False}


def distinct(state: "NoTimeState", uids) -> list:
    """The first uid of each card id in ``uids`` (identical cards are one choice)."""
    seen, out = set(), []
    for u in uids:
        cid = state.cards[u]
        if cid not in seen:
            seen.add(cid)
            out.append(u)
    return out


# ------------------------------------------------------------------ the bid
def bidder(state: "NoTimeState") -> int:
    """The next seat to bid (seat order)."""
    return next(p.seat for p in state.players if not p.bid_done)


def bid_actions(state: "NoTimeState") -> list:
    """"Choosing the Leader": one or two cards of the hand, face down."""
    p = state.players[bidder(state)]
    out, seen = [], set()
    for size in (1, 2):
        for combo in combinations(p.hand, size):
            key = tuple(sorted(state.cards[u] for u in combo))
            if key in seen:
                continue
            seen.add(key)
            dmg = sum(state.defn(u).damage for u in combo)
            names = " + ".join(state.card_label(u) for u in combo)
            out.append(A("bid", f"Bid {names} (Damage {dmg})", cards=list(combo)))
    return out


def apply_bid(state: "NoTimeState", action: Action, events: list) -> None:
    """Put the bid face down; the last bid reveals them all."""
    seat = bidder(state)
    p = state.players[seat]
    for uid in action.arg("cards"):
        p.hand.remove(uid)
        p.bid.append(uid)
    p.bid_done = True
    events.append(Event("bid", f"You bid {', '.join(state.card_name(u) for u in p.bid)}.",
                        seat, private_to=seat, public_text=f"{p.name} bids face down."))
    if all(q.bid_done for q in state.players):
        reveal_bids(state, events)


def reveal_bids(state: "NoTimeState", events: list) -> None:
    """All bids are shown together; the highest Damage leads, a tie goes to the oldest
    (then clockwise from the oldest: ruling 5); bid cards go under their decks
    (face up) and everyone draws back to 4."""
    totals = {}
    for p in state.players:
        totals[p.seat] = sum(state.defn(u).damage for u in p.bid)
        events.append(Event("bid_revealed", f"{p.name} bid "
                            f"{', '.join(state.card_name(u) for u in p.bid)} "
                            f"(Damage {totals[p.seat]}).", p.seat))
    best = max(totals.values())
    n = state.num_players
    oldest = state.options["oldest"]
    leader = next((oldest + i) % n for i in range(n) if totals[(oldest + i) % n] == best)
    for p in state.players:
        for uid in p.bid:
            zones.to_bottom(state, p.seat, uid)
        p.bid = []
        zones.draw(state, p.seat, HAND_SIZE - len(p.hand), events)
    state.leader = state.active = leader
    tied = sum(1 for v in totals.values() if v == best) > 1
    why = (f" (a tie: it goes to the oldest, {state.players[oldest].name}, then clockwise)"
           if tied else "")
    events.append(Event("leader", f"{state.players[leader].name} leads the heroes{why}.", leader))
    state.phase = "begin"


# ------------------------------------------------------------------ turn start
def begin_turn(state: "NoTimeState", events: list) -> None:
    """A new turn: marks cleared; Kalern Mire's send-back is asked of the next hero."""
    state.t = fresh_turn()
    state.phase = "start"
    p = state.players[state.active]
    events.append(Event("turn", f"Turn {state.turn}: {p.name} ({state.hero(p.seat).name}).",
                        p.seat))
    sc = state.scenario_def()
    if sc is not None and sc.effect == "send-back" and state.battlefield:
        state.pending = Pending("send_back", state.next_standing(state.active, itself=True), {})


def start_actions(state: "NoTimeState") -> list:
    """Eque Port and Jade Deposits offers at the start of the turn ([] if none)."""
    sc = state.scenario_def()
    p = state.players[state.active]
    if sc is None or not p.hand:
        return []
    if sc.effect == "port-swap":
        out = [A("port", f"Eque Port: discard {state.card_label(u)}, draw 1 (enemies +1 damage)",
                 card=u) for u in distinct(state, p.hand)]
    elif sc.effect == "jade":
        out = [A("jade", f"Jade Deposits: discard your hand, draw 4, gain {sc.amount} coins")]
    else:
        return []
    return out + [A("begin", "Go on to the Attack phase")]


def apply_start(state: "NoTimeState", action: Action, events: list) -> None:
    """Eque Port or Jade Deposits (or neither), then the Attack phase."""
    seat = state.active
    p = state.players[seat]
    first = len(events)
    if action.kind == "port":
        zones.discard(state, seat, action.arg("card"), events)
        zones.draw(state, seat, 1, events)
        state.t["eque"] = True
        events.append(Event("scenario_used", "each enemy not blocked deals 1 more damage "
                            "this turn.", seat))
    elif action.kind == "jade":
        for uid in list(p.hand):
            zones.discard(state, seat, uid, events)
        zones.draw(state, seat, HAND_SIZE, events)
        amount = state.scenario_def().amount
        p.coins += amount
        events.append(Event("coins", f"{p.name} gains {coin_words(amount)}.", seat))
    if action.kind != "begin":
        effects.name_the_card(state.scenario_def().name, events, first)
    state.phase = "attack"


# ------------------------------------------------------------------ Attack phase
def _slot_choices(target: str, n: int) -> tuple:
    """The slot tuples a card aiming at ``target`` has with ``n`` enemies standing."""
    if target == "none" or n == 0:
        return ((),)
    if target == "enemy":
        return tuple((i,) for i in range(n))
    if target == "all":
        return (tuple(range(n)),)
    return tuple((i, j) for i in range(n) for j in range(i + 1, n)) if n > 1 else ((0,),)


# every (target, battlefield size) a game can meet, worked out once
_SLOTS = {(target, n): _slot_choices(target, n) for target in TARGETS for n in range(13)}


def play_targets(state: "NoTimeState", uid: int) -> list:
    """The slot tuples card ``uid`` may aim at now (``()`` when it aims at nothing)."""
    target = state.defn(uid).target
    n = len(state.battlefield)
    slots = _SLOTS.get((target, n))
    return list(slots if slots is not None else _slot_choices(target, n))


def can_play(state: "NoTimeState", seat: int, uid: int) -> bool:
    """False only for a card whose price (Deceive) ``seat`` cannot pay."""
    pay = state.defn(uid).effect("pay_coins")
    return pay is None or state.players[seat].coins >= pay.get("amount")


def play_label(state: "NoTimeState", seat: int, uid: int, slots: tuple) -> str:
    """"Play Fire Bolt at Orc Brute #2 for 2" (the Damage it would deal now)."""
    label = play_label_lazy(state, seat, uid, slots)
    return label if type(label) is str else label[0](*label[1:])


def play_label_lazy(state: "NoTimeState", seat: int, uid: int, slots: tuple) -> str | tuple:
    """``play_label`` as an action label (``engine.core.Action``): a string when the
    card aims at nothing, else a lazy label keeping the card's name, the enemies'
    names and the Damage the card would deal each (all fixed now); the sentence is
    written only when read."""
    name = state.card_label(uid)
    if not slots:
        return f"Play {name}"
    names = tuple(state.enemy_def(u).name for u in state.battlefield)
    return (_play_words, name, names, slots, damage_row(state, seat, uid))


def damage_row(state: "NoTimeState", seat: int, uid: int) -> tuple | None:
    """The Damage card ``uid`` would deal now to each enemy on the Battlefield, left to
    right (``effects.card_damage``); None for a card without printed Damage."""
    if not state.defn(uid).damage:
        return None
    return tuple(effects.card_damage(state, seat, uid, u) for u in state.battlefield)


def _play_words(name: str, names: tuple, slots: tuple, dmgs: tuple | None) -> str:
    """``play_label`` from what ``play_label_lazy`` kept."""
    parts = []
    for i in slots:
        dmg = dmgs[i] if dmgs is not None else 0
        parts.append(f"{names[i]} #{i + 1}" + (f" for {dmg}" if dmg else ""))
    return f"Play {name} at " + ", ".join(parts)


def attack_actions(state: "NoTimeState") -> list:
    """"1. Attack Phase": cards to play, scenario and Expertise actions, Evasion, the end."""
    seat = state.active
    p = state.players[seat]
    t = state.t
    out = []
    field = state.battlefield
    n = len(field)
    names = None
    for uid in distinct(state, p.hand):
        d = state.defn(uid)
        pay = d.effect("pay_coins")
        if pay is not None and p.coins < pay.get("amount"):
            continue
        if d.target == "none" or n == 0:
            out.append(new_action(("play", (("card", uid), ("slots", ())),
                                   f"Play {state.card_label(uid)}")))
            continue
        if names is None:
            names = tuple(state.enemy_def(u).name for u in field)
        name = state.card_label(uid)
        dmgs = damage_row(state, seat, uid)
        choices = _SLOTS.get((d.target, n))
        for slots in choices if choices is not None else _slot_choices(d.target, n):
            # built directly (args in name order, already frozen), the label as
            # play_label_lazy makes it: the hot path of playouts
            out.append(new_action(("play", (("card", uid), ("slots", slots)),
                                   (_play_words, name, names, slots, dmgs))))
    out += scenario_play.actions(state) + expertise.actions(state) + \
        solo_turn.support_actions(state)
    if p.evasion and not t["faced"] and len(p.hand) >= 2:
        out.append(A("evade", "Evade: spend the Evasion token, discard 2 or more", expertise=False))
        if state.hero(seat).expertise == "evasion-coins" and p.expertise_left > 0:
            out.append(A("evade", "Evade with Taheral's Expertise (2 coins per discard)",
                         expertise=True))
    dmg = attack.total_damage(state, seat, trap=state.trap is not None and state.trap[1] == seat)
    out.append(A("end_attack", f"End the attack: the Horde strikes back ({dmg} to lose)"))
    return out


def apply_attack(state: "NoTimeState", action: Action, events: list) -> None:
    """Apply an Attack-phase action."""
    seat = state.active
    if action.kind == "play":
        uid = action.arg("card")
        effects.play(state, seat, uid, [state.battlefield[i] for i in action.arg("slots")], events)
    elif action.kind == "evade":
        state.t["evaded"] = True
        state.pending = Pending("evade_discard", seat, {"n": 0, "coins": action.arg("expertise")})
        p = state.players[seat]
        p.evasion = False
        if action.arg("expertise"):
            p.expertise_left -= 1
        events.append(Event("evade", f"{p.name} evades the Horde this turn.", seat))
    elif action.kind == "end_attack":
        state.t["ended"] = True
    else:
        scenario_play.apply(state, action, events)


# ------------------------------------------------------------------ Market, Recovery
def market_actions(state: "NoTimeState") -> list:
    """"2. Market Phase": every affordable card the hero may buy, Expertise, the end."""
    seat = state.active
    p = state.players[seat]
    hero = state.hero(seat)
    out = []
    for slot, uid in enumerate(state.market):
        if uid is None:
            continue
        d = state.defn(uid)
        cost = price(state, d)
        if cost <= p.coins and may_buy(hero, d):
            out.append(A("buy", f"Buy #{slot + 1} {d.name} for {cost} coin{'s' * (cost != 1)}",
                         slot=slot))
    out += expertise.actions(state) + solo_turn.support_actions(state)
    out.append(A("end_market", "End the Market phase"))
    return out


def recovery_actions(state: "NoTimeState") -> list:
    """"3. Recovery Phase": the card to discard while more than 4 are in hand."""
    p = state.players[state.active]
    return [A("discard", f"Discard {state.card_label(u)} (down to {HAND_SIZE})", card=u)
            for u in distinct(state, p.hand)]


def end_turn(state: "NoTimeState", events: list) -> None:
    """Recovery, second and third steps, then the next standing hero's turn."""
    horde.refill(state, events)
    if state.over:
        return
    horde.regenerate(state, events)
    state.attack = None
    state.active = state.next_standing(state.active)
    state.turn += 1
    state.phase = "begin"


def apply_main(state: "NoTimeState", action: Action, events: list) -> None:
    """Apply an action of the phase in force (no pending decision)."""
    phase = state.phase
    if action.kind in ("scout", "market_swap", "deck_swap"):
        expertise.start(state, action, events)
    elif action.kind in ("open_deck", "borrow_card"):
        solo_turn.apply_support(state, action, events)
    elif phase == "mulligan":
        solo_turn.apply_mulligan(state, action, events)
    elif phase == "build":
        multiclass.apply_build(state, action, events)
    elif phase == "bid":
        apply_bid(state, action, events)
    elif phase == "start":
        apply_start(state, action, events)
    elif phase == "attack":
        apply_attack(state, action, events)
    elif phase == "market":
        if action.kind == "buy":
            buy(state, state.active, action.arg("slot"), events)
        else:
            state.phase = "recovery"
            solo_turn.return_borrowed(state, events)
    elif phase == "recovery":
        zones.discard(state, state.active, action.arg("card"), events)


def advance(state: "NoTimeState", events: list) -> None:
    """Run every step that needs no decision, up to the next decision or the end."""
    while not state.over:
        if state.pending is not None:
            return
        if state.queue:
            effects.run_step(state, events)
            continue
        if all(p.fallen for p in state.players):
            finish(state, events)
            return
        phase = state.phase
        if phase not in ("bid", "begin", "build") and state.players[state.active].fallen:
            end_turn(state, events)
            continue
        if phase == "begin":
            begin_turn(state, events)
        elif phase == "start":
            if state.pending is None and not start_actions(state):
                state.phase = "attack"
            else:
                return
        elif phase == "attack":
            if not state.t["ended"]:
                return
            attack.begin(state, events)
        elif phase == "horde":
            attack.advance(state, events)
        elif phase == "recovery":
            p = state.players[state.active]
            if len(p.hand) > HAND_SIZE:
                return
            zones.draw(state, state.active, HAND_SIZE - len(p.hand), events)
            if not state.players[state.active].fallen:
                end_turn(state, events)
        else:
            return
