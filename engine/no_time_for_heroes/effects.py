"""Playing a card and its effect primitives (rulebook, "Facing the Horde" steps a-c;
glossary; the card texts in content/abilities.toml and market.toml).

A played card becomes steps on ``state.queue``: its Damage (step a: one enemy,
never split, unless its target says two or all), each effect top to bottom
(step b), then the discard (step c: Wear pile, or out of the game for single
use). Steps that need a decision set ``state.pending`` and the queue waits.
Each primitive is one function in ``PRIMITIVES`` taking
``(state, seat, uid, target, effect, events)``: the player, the card, the
enemy it aims at (uid or -1) and the Effect record.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from . import horde, zones
from .market import penalty
from .model import Pending

if TYPE_CHECKING:
    from .state import NoTimeState

# effects resolved before the Damage step, because the card's text says so
PRE_DAMAGE = ("pay_coins", "reveal_add", "repeat_bonus")


def play(state: "NoTimeState", seat: int, uid: int, targets: list, events: list,
         from_hand: bool = True, borrowed: bool = False) -> None:
    """``seat`` plays card ``uid`` at enemy uids ``targets`` (0 to all of them).

    ``from_hand``: False for a card already set aside (a revealed Rapid Shot);
    ``borrowed``: a card of another hero's hand (Tears of Aradiel).
    """
    p = state.players[seat]
    d = state.defn(uid)
    if from_hand:
        state.players[state.owner[uid]].hand.remove(uid)
        state.in_play.append(uid)
    t = state.t
    t["faced"] = True
    t["played"][d.id] = t["played"].get(d.id, 0) + 1
    if t["played"][d.id] == 1:
        t["first"].append(uid)
    if borrowed:
        t["borrowed"].append(uid)
    at = " at " + " and ".join(horde.name(state, u) for u in targets) if targets else ""
    events.append(Event("card_played", f"{p.name} plays {d.name}{at}.", seat,
                        data={"card": d.id, "targets": [state.cards[u] for u in targets]}))
    bonus = 0
    pay = d.effect("pay_coins")
    if pay is not None and not pay_coins(state, seat, uid, -1, pay, events):
        state.queue[0:0] = [["finish", uid, seat]]
        return
    reveal = d.effect("reveal_add")
    if reveal is not None:
        bonus = reveal_add(state, seat, uid, -1, reveal, events)
    steps = []
    if targets and (d.damage or bonus):
        steps.append(["damage", uid, seat, list(targets), bonus])
    first = targets[0] if targets else -1
    steps += [["effect", uid, seat, i, first] for i, e in enumerate(d.effects)
              if e.name not in PRE_DAMAGE]
    steps.append(["finish", uid, seat])
    state.queue[0:0] = steps


def card_damage(state: "NoTimeState", seat: int, uid: int, target: int, bonus: int = 0) -> int:
    """The Damage card ``uid`` deals to enemy ``target`` now: printed (or its repeat
    Damage), + a revealed card's (All or Nothing), -1 for a Market card the hero
    uses at a penalty; a damaging card then gets this turn's Whetstone and
    Corrosive Arrow bonuses."""
    d = state.defn(uid)
    base = d.damage
    rb = d.effect("repeat_bonus")
    if rb is not None:
        base = repeat_bonus(state, seat, uid, target, rb, base)
    base += bonus
    if d.kind == "market":
        base -= penalty(state.hero(seat), d)
    if base <= 0:
        return 0
    return base + state.t["sharpen"] + state.t["corroded"].get(target, 0)


def damage_step(state: "NoTimeState", uid: int, seat: int, targets: list, bonus: int,
                events: list) -> None:
    """Step a: Wounds on each target; a card that damages the Warlord gives 1 Glory
    first, then his Expertise applies ("The Warlord Arrives!")."""
    d = state.defn(uid)
    for target in targets:
        if target not in state.battlefield or state.over:
            continue
        amount = card_damage(state, seat, uid, target, bonus)
        if amount <= 0:
            continue
        state.t["hits"].append([d.id, target])
        if target == state.warlord:
            p = state.players[seat]
            p.glory += 1
            events.append(Event("warlord_glory", f"{p.name} gains 1 Glory for hitting the "
                                "Warlord.", seat))
        if horde.wound_enemy(state, seat, target, amount, events):
            state.t["defeated_by"].append(uid)
        if target == state.warlord and not state.over:
            warlord_reprisal(state, seat, d, events)


def warlord_reprisal(state: "NoTimeState", seat: int, d, events: list) -> None:
    """Gurdrug: 1 more lost card; Shriekknifer: a printed-Damage-1 card recovers 1."""
    w = state.warlord_def()
    if w.expertise == "punishing":
        zones.lose(state, seat, w.amount, events)
    elif w.expertise == "shrieking" and d.damage == 1:
        zones.recover(state, seat, w.amount, events)


def finish_step(state: "NoTimeState", uid: int, seat: int, events: list) -> None:
    """Step c: the card leaves play: Wear pile (its owner's), out of the game when
    single use, deck bottom when recovered (Elven Dagger), stays set (Trap)."""
    state.in_play.remove(uid)
    t = state.t
    if state.trap is not None and state.trap[0] == uid:
        return
    owner = state.owner[uid]
    d = state.defn(uid)
    if uid in t["borrowed"]:
        state.players[owner].wear.append(uid)
        zones.draw(state, owner, 1, events)
    elif d.single_use:
        state.removed.append(uid)
        events.append(Event("card_removed", f"{d.name} is used up and leaves the game.", seat))
    elif uid in t["to_bottom"]:
        zones.to_bottom(state, owner, uid)
        events.append(Event("card_recovered", f"{d.name} goes to the bottom of "
                            f"{state.players[owner].name}'s deck.", seat))
    else:
        state.players[owner].wear.append(uid)


def reveal_step(state: "NoTimeState", uid: int, seat: int, events: list) -> None:
    """Rapid Shot: reveal the top card; a Rapid Shot is played at once (its target is
    asked), anything else goes to the bottom (Beleth-Il may look again)."""
    p = state.players[seat]
    card = zones.take_top(state, seat, events)
    if card is None:
        return
    d = state.defn(card)
    events.append(Event("card_revealed", f"{p.name} reveals {d.name}.", seat))
    state.in_play.append(card)
    if d.id == "rapid-shot":
        if state.battlefield:
            state.pending = Pending("rapid_target", seat, {"card": card})
        else:
            play(state, seat, card, [], events, from_hand=False)
    elif state.hero(seat).expertise == "second-look" and p.expertise_left > 0:
        state.pending = Pending("second_look", seat, {"card": card})
    else:
        state.in_play.remove(card)
        zones.to_bottom(state, seat, card)


# ------------------------------------------------------------------ primitives
def lose(state, seat, uid, target, e, events):
    """Lose ``count`` cards from the top of the deck (glossary, "Lose")."""
    zones.lose(state, seat, e.get("count"), events)


def draw(state, seat, uid, target, e, events):
    """Draw ``count``; with ``first_of_turn`` only the turn's first copy does (glossary)."""
    if e.get("first_of_turn") and uid not in state.t["first"]:
        return
    zones.draw(state, seat, e.get("count"), events)


def glory(state, seat, uid, target, e, events):
    """Gain ``amount`` Glory tokens."""
    state.players[seat].glory += e.get("amount")
    events.append(Event("glory", f"{state.players[seat].name} gains {e.get('amount')} Glory.",
                        seat))


def coins(state, seat, uid, target, e, events):
    """Gain ``amount`` coins."""
    state.players[seat].coins += e.get("amount")
    events.append(Event("coins", f"{state.players[seat].name} gains {e.get('amount')} "
                        "coin(s).", seat))


def shield(state, seat, uid, target, e, events):
    """Shield tokens: prevent ``amount`` damage of this turn's Horde attack."""
    state.t["shields"] += e.get("amount")


def block(state, seat, uid, target, e, events):
    """The target enemy deals no damage this turn."""
    if target >= 0 and target not in state.t["blocked"]:
        state.t["blocked"].append(target)


def end_attack(state, seat, uid, target, e, events):
    """Ends the attack (glossary): no more cards; the Horde attacks."""
    state.t["ended"] = True


def recover(state, seat, uid, target, e, events):
    """Recover ``count``: yourself, every standing hero, or every other one."""
    who = e.get("who")
    seats = [seat] if who == "self" else [s.seat for s in state.players
                                          if not s.fallen and (who == "every" or s.seat != seat)]
    for s in seats:
        zones.recover(state, s, e.get("count"), events)


def heal(state, seat, uid, target, e, events):
    """Remove ``amount`` wounds from your hero."""
    zones.heal(state, seat, e.get("amount"), events)


def reveal_add(state, seat, uid, target, e, events) -> int:
    """All or Nothing: reveal the top card, return its printed Damage; it goes to the
    bottom of the deck (ruling 7)."""
    card = zones.take_top(state, seat, events)
    if card is None:
        return 0
    d = state.defn(card)
    zones.to_bottom(state, seat, card)
    events.append(Event("card_revealed", f"{state.players[seat].name} reveals {d.name} "
                        f"(+{d.damage} Damage); it goes to the bottom of the deck.", seat))
    return d.damage


def repeat_bonus(state, seat, uid, target, e, base) -> int:
    """Damage ``damage`` instead of ``base`` when a copy already hit ``target`` this turn."""
    key = [state.cards[uid], target]
    return e.get("damage") if key in state.t["hits"] else base


def pay_coins(state, seat, uid, target, e, events) -> bool:
    """The price of playing the card; False (nothing else happens) if it cannot be paid."""
    p = state.players[seat]
    if p.coins < e.get("amount"):
        return False
    p.coins -= e.get("amount")
    return True


def rapid_shot(state, seat, uid, target, e, events):
    """Queue the reveal of the next card (see ``reveal_step``)."""
    state.queue.insert(0, ["reveal", uid, seat])


def friendly_fire(state, seat, uid, target, e, events):
    """Heroes lose ``count``: ``others`` every other standing hero; ``fewest_wounds``
    the standing hero with fewest wounds, you included (a tie is asked)."""
    standing = [p.seat for p in state.players if not p.fallen]
    if e.get("who") == "others":
        for s in standing:
            if s != seat:
                zones.lose(state, s, e.get("count"), events)
        return
    least = min(state.players[s].wounds for s in standing)
    tied = [s for s in standing if state.players[s].wounds == least]
    if len(tied) == 1:
        zones.lose(state, tied[0], e.get("count"), events)
    else:
        state.pending = Pending("choose_hero", seat, {"seats": tied, "count": e.get("count")})


def recover_card(state, seat, uid, target, e, events):
    """A named card (the lowest copy) from the Wear pile to the bottom of the deck."""
    p = state.players[seat]
    for card in p.wear:
        if state.cards[card] == e.get("card"):
            p.wear.remove(card)
            zones.to_bottom(state, seat, card)
            events.append(Event("card_recovered", f"{p.name} recovers {state.card_name(card)}.",
                                seat))
            return


def shuffle_deck(state, seat, uid, target, e, events):
    """Shuffle your Ability deck."""
    zones.shuffle_deck(state, seat, events)


def swap_enemy(state, seat, uid, target, e, events):
    """The target Host and the next Horde card swap places (never the Warlord)."""
    if target not in state.battlefield or target == state.warlord or not state.horde \
            or state.horde[0] == state.warlord:
        return
    index = state.battlefield.index(target)
    incoming = horde.bring_in(state, events)
    horde.send_back(state, target, events, state.card_name(uid))
    state.battlefield.remove(incoming)
    state.battlefield.insert(index, incoming)


def cancel_attack(state, seat, uid, target, e, events):
    """No damage from this turn's Horde attack."""
    state.t["aura"] = True


def lose_per_enemy(state, seat, uid, target, e, events):
    """Lose ``count`` cards per enemy standing."""
    zones.lose(state, seat, e.get("count") * len(state.battlefield), events)


def corrode(state, seat, uid, target, e, events):
    """Later damaging cards against the target deal +``bonus`` this turn."""
    if target in state.battlefield:
        state.t["corroded"][target] = state.t["corroded"].get(target, 0) + e.get("bonus")


def coin_on_defeat(state, seat, uid, target, e, events):
    """``amount`` coins if this card defeated its enemy (with ``first_of_turn``: only
    the turn's first copy of the card)."""
    if uid in state.t["defeated_by"] and (not e.get("first_of_turn") or uid in state.t["first"]):
        coins(state, seat, uid, target, e, events)


def steal_coins(state, seat, uid, target, e, events):
    """Take ``amount`` coins from each other standing hero (what they have)."""
    p = state.players[seat]
    for other in state.players:
        if other.seat != seat and not other.fallen and other.coins:
            n = min(other.coins, e.get("amount"))
            other.coins -= n
            p.coins += n
            events.append(Event("coins_taken", f"{p.name} takes {n} coin(s) from {other.name}.",
                                seat))


def coins_per_enemy(state, seat, uid, target, e, events):
    """``amount`` coins per enemy standing."""
    n = e.get("amount") * len(state.battlefield)
    if n:
        coins(state, seat, uid, target, _Amount(n), events)


def set_trap(state, seat, uid, target, e, events):
    """The card stays face down in front of its player until a Horde attack."""
    state.trap = [uid, seat]


def sharpen(state, seat, uid, target, e, events):
    """Damaging cards deal +``amount`` for the rest of the turn."""
    state.t["sharpen"] += e.get("amount")


def take_from_wear(state, seat, uid, target, e, events):
    """A card of your choice from your Wear pile into your hand (asked)."""
    if state.players[seat].wear:
        state.pending = Pending("take_card", seat, {})


def recover_self(state, seat, uid, target, e, events):
    """A hero with the ``icon`` icon puts the card at the bottom of the deck after use."""
    if e.get("icon") in state.hero(seat).icons:
        state.t["to_bottom"].append(uid)


class _Amount:
    """A stand-in Effect with one ``amount`` (for primitives reused with a count)."""

    def __init__(self, n: int):
        self.n = n

    def get(self, key, default=None):
        return self.n


PRIMITIVES = {f.__name__: f for f in (
    lose, draw, glory, coins, shield, block, end_attack, recover, heal, rapid_shot,
    friendly_fire, recover_card, shuffle_deck, swap_enemy, cancel_attack, lose_per_enemy,
    corrode, coin_on_defeat, steal_coins, coins_per_enemy, set_trap, sharpen,
    take_from_wear, recover_self)}


def run_step(state: "NoTimeState", events: list) -> None:
    """Resolve the first step of ``state.queue``."""
    step = state.queue.pop(0)
    kind = step[0]
    if kind == "damage":
        damage_step(state, step[1], step[2], step[3], step[4], events)
    elif kind == "effect":
        _, uid, seat, index, target = step
        e = state.defn(uid).effects[index]
        PRIMITIVES[e.name](state, seat, uid, target, e, events)
    elif kind == "reveal":
        reveal_step(state, step[1], step[2], events)
    else:
        finish_step(state, step[1], step[2], events)
