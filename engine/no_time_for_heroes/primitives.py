"""The card effect primitives (the card texts in content/abilities.toml and
market.toml; rulebook, glossary: Lose, Recover, Once per turn, Ends the attack).

Each primitive is one function taking ``(state, seat, uid, target, effect,
events)``: the player, the card, the enemy it aims at (uid or -1) and the
Effect record; ``PRIMITIVES`` maps the names used in the TOML files to them.
``reveal_add``, ``repeat_bonus`` and ``pay_coins`` act before the Damage step
and return a value (effects.py calls them there).
"""
from __future__ import annotations

from ..core import Event
from . import horde, zones
from .cards import ICON_NAMES
from .model import Pending
from .model import coins as coin_words


def _say(state, seat, uid, events, text, kind="effect"):
    """One log line for an effect: "<card>: <what happened>" (every effect leaves one,
    also one that does nothing)."""
    events.append(Event(kind, f"{state.card_name(uid)}: {text}", seat))


def _who(state, seat) -> str:
    return state.players[seat].name


def _cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


def lose(state, seat, uid, target, e, events):
    """Lose ``count`` cards from the top of the deck (glossary, "Lose")."""
    if not zones.lose(state, seat, e.get("count"), events) and not state.players[seat].fallen:
        _say(state, seat, uid, events, f"{_who(state, seat)} has no card to lose.")


def draw(state, seat, uid, target, e, events):
    """Draw ``count``; with ``first_of_turn`` only the turn's first copy does (glossary)."""
    if e.get("first_of_turn") and uid not in state.t["first"]:
        _say(state, seat, uid, events, "no draw: only the first copy played this turn "
             "draws.")
        return
    if not zones.draw(state, seat, e.get("count"), events) and not state.players[seat].fallen:
        _say(state, seat, uid, events, f"{_who(state, seat)} has no card to draw.")


def glory(state, seat, uid, target, e, events):
    """Gain ``amount`` Glory tokens."""
    state.players[seat].glory += e.get("amount")
    events.append(Event("glory", f"{state.players[seat].name} gains {e.get('amount')} Glory.",
                        seat))


def coins(state, seat, uid, target, e, events):
    """Gain ``amount`` coins."""
    state.players[seat].coins += e.get("amount")
    events.append(Event("coins", f"{state.players[seat].name} gains "
                        f"{coin_words(e.get('amount'))}.", seat))


def shield(state, seat, uid, target, e, events):
    """Shield tokens: prevent ``amount`` damage of this turn's Horde attack."""
    state.t["shields"] += e.get("amount")
    _say(state, seat, uid, events, f"{e.get('amount')} Shield: this turn's Horde attack deals "
         f"{state.t['shields']} less damage.")


def block(state, seat, uid, target, e, events):
    """The target enemy deals no damage this turn."""
    if target < 0 or target not in state.battlefield:
        _say(state, seat, uid, events, "no enemy to block.")
    elif target in state.t["blocked"]:
        _say(state, seat, uid, events, f"{horde.field_name(state, target)} is already blocked.")
    else:
        state.t["blocked"].append(target)
        _say(state, seat, uid, events, f"{horde.field_name(state, target)} is blocked: it deals "
             "no damage this turn.")


def end_attack(state, seat, uid, target, e, events):
    """Ends the attack (glossary): no more cards; the Horde attacks."""
    state.t["ended"] = True
    _say(state, seat, uid, events, "the attack ends: no more cards this turn; the Horde "
         "attacks.")


def recover(state, seat, uid, target, e, events):
    """Recover ``count``: yourself, every standing hero, or every other one."""
    who = e.get("who")
    seats = [seat] if who == "self" else [s.seat for s in state.players
                                          if not s.fallen and (who == "every" or s.seat != seat)]
    for s in seats:
        if not zones.recover(state, s, e.get("count"), events):
            _say(state, seat, uid, events, f"{_who(state, s)} has no card in the Wear pile "
                 "to recover.")
    if not seats:
        _say(state, seat, uid, events, "no other standing hero to recover.")


def heal(state, seat, uid, target, e, events):
    """Remove ``amount`` wounds from your hero."""
    if not zones.heal(state, seat, e.get("amount"), events):
        _say(state, seat, uid, events, f"{_who(state, seat)} has no wound to remove.")


def reveal_add(state, seat, uid, target, e, events) -> int:
    """All or Nothing: reveal the top card, return its printed Damage; it goes to the
    bottom of the deck (ruling 7)."""
    card = zones.take_top(state, seat, events)
    if card is None:
        _say(state, seat, uid, events, f"{_who(state, seat)} has no card to reveal "
             "(+0 Damage).")
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
        _say(state, seat, uid, events, f"{p.name} cannot pay {coin_words(e.get('amount'))} "
             f"(has {p.coins}): the card does nothing.")
        return False
    p.coins -= e.get("amount")
    _say(state, seat, uid, events, f"{p.name} pays {coin_words(e.get('amount'))} "
         f"({p.coins} left).")
    return True


def rapid_shot(state, seat, uid, target, e, events):
    """Queue the reveal of the next card (see ``reveal_step``)."""
    state.queue.insert(0, ["reveal", uid, seat])
    _say(state, seat, uid, events, "the next card of the Ability deck is revealed.")


def friendly_fire(state, seat, uid, target, e, events):
    """Heroes lose ``count``: ``others`` every other standing hero; ``fewest_wounds``
    the standing hero with fewest wounds, you included (a tie is asked)."""
    standing = [p.seat for p in state.players if not p.fallen]
    if e.get("who") == "others":
        for s in standing:
            if s != seat and not zones.lose(state, s, e.get("count"), events) \
                    and not state.players[s].fallen:
                _say(state, seat, uid, events, f"{_who(state, s)} has no card to lose.")
        if len(standing) < 2:
            _say(state, seat, uid, events, "no other standing hero loses cards.")
        return
    if not standing:
        _say(state, seat, uid, events, "no standing hero loses cards.")
        return
    least = min(state.players[s].wounds for s in standing)
    tied = [s for s in standing if state.players[s].wounds == least]
    if len(tied) == 1:
        if not zones.lose(state, tied[0], e.get("count"), events) \
                and not state.players[tied[0]].fallen:
            _say(state, seat, uid, events, f"{_who(state, tied[0])} (fewest wounds) has no "
                 "card to lose.")
    else:
        _say(state, seat, uid, events, f"{len(tied)} heroes tie for fewest wounds; "
             f"{_who(state, seat)} chooses who loses {_cards(e.get('count'))}.")
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
    name = state.content.cards[e.get("card")].name if e.get("card") in state.content.cards \
        else e.get("card")
    _say(state, seat, uid, events, f"{p.name} has no {name} in the Wear pile to recover.")


def shuffle_deck(state, seat, uid, target, e, events):
    """Shuffle your Ability deck."""
    zones.shuffle_deck(state, seat, events)


def swap_enemy(state, seat, uid, target, e, events):
    """The target Host and the next Horde card swap places (never the Warlord)."""
    if target not in state.battlefield or state.is_warlord(target):
        _say(state, seat, uid, events, "no Host to swap (the Warlord never swaps).")
        return
    if not state.horde or state.is_warlord(state.horde[0]):
        _say(state, seat, uid, events, f"{horde.field_name(state, target)} stays: no Host is left "
             "in the Horde deck to swap with.")
        return
    index = state.battlefield.index(target)
    shown = horde.field_name(state, target)     # before the incoming Host stands beside it
    incoming = horde.bring_in(state, events)
    horde.send_back(state, target, events, state.card_name(uid), shown)
    state.battlefield.remove(incoming)
    state.battlefield.insert(index, incoming)


def cancel_attack(state, seat, uid, target, e, events):
    """No damage from this turn's Horde attack."""
    state.t["aura"] = True
    _say(state, seat, uid, events, "this turn's Horde attack deals no damage.")


def lose_per_enemy(state, seat, uid, target, e, events):
    """Lose ``count`` cards per enemy standing."""
    n = e.get("count") * len(state.battlefield)
    if not n:
        _say(state, seat, uid, events, "no enemy standing: no card lost.")
    elif not zones.lose(state, seat, n, events) and not state.players[seat].fallen:
        _say(state, seat, uid, events, f"{_who(state, seat)} has no card to lose.")


def corrode(state, seat, uid, target, e, events):
    """Later damaging cards against the target deal +``bonus`` this turn."""
    if target in state.battlefield:
        state.t["corroded"][target] = state.t["corroded"].get(target, 0) + e.get("bonus")
        _say(state, seat, uid, events, f"later damaging cards against "
             f"{horde.field_name(state, target)} deal +{state.t['corroded'][target]} Damage this "
             "turn.")
    else:
        _say(state, seat, uid, events, "no enemy left to corrode.")


def coin_on_defeat(state, seat, uid, target, e, events):
    """``amount`` coins if this card defeated its enemy (with ``first_of_turn``: only
    the turn's first copy of the card)."""
    if uid not in state.t["defeated_by"]:
        _say(state, seat, uid, events, "no coins: this card defeated no enemy.")
    elif e.get("first_of_turn") and uid not in state.t["first"]:
        _say(state, seat, uid, events, "no coins: only the first copy played this turn "
             "pays.")
    else:
        coins(state, seat, uid, target, e, events)


def steal_coins(state, seat, uid, target, e, events):
    """Take ``amount`` coins from each other standing hero (what they have)."""
    p = state.players[seat]
    if not any(o.coins for o in state.players if o.seat != seat and not o.fallen):
        _say(state, seat, uid, events, "no other standing hero has a coin to take.")
    for other in state.players:
        if other.seat != seat and not other.fallen and other.coins:
            n = min(other.coins, e.get("amount"))
            other.coins -= n
            p.coins += n
            events.append(Event("coins_taken", f"{p.name} takes {coin_words(n)} from {other.name}.",
                                seat))


def coins_per_enemy(state, seat, uid, target, e, events):
    """``amount`` coins per enemy standing."""
    n = e.get("amount") * len(state.battlefield)
    if n:
        coins(state, seat, uid, target, _Amount(n), events)
    else:
        _say(state, seat, uid, events, "no enemy standing: no coins.")


def set_trap(state, seat, uid, target, e, events):
    """The card stays face down in front of its player until a Horde attack."""
    state.trap = [uid, seat]
    events.append(Event("effect", "Trap: it springs at the next Horde attack.", seat,
                        private_to=seat, public_text="The face-down card waits for the next "
                        "Horde attack."))


def sharpen(state, seat, uid, target, e, events):
    """Damaging cards deal +``amount`` for the rest of the turn."""
    state.t["sharpen"] += e.get("amount")
    _say(state, seat, uid, events, f"damaging cards deal +{state.t['sharpen']} Damage for the "
         "rest of the turn.")


def wear_choices(state, seat) -> list:
    """Wear-pile cards ``take_from_wear`` may take: any but another Conjuring Vial
    (two Vials would fetch each other for ever: ruling 21)."""
    return [u for u in state.players[seat].wear if not state.defn(u).has("take_from_wear")]


def take_from_wear(state, seat, uid, target, e, events):
    """A card of your choice from your Wear pile into your hand (asked)."""
    if wear_choices(state, seat):
        state.pending = Pending("take_card", seat, {})
        _say(state, seat, uid, events, f"{_who(state, seat)} chooses a card of the Wear pile "
             "to take into the hand.")
    else:
        _say(state, seat, uid, events, f"{_who(state, seat)} has no card in the Wear pile to "
             "take.")


def recover_self(state, seat, uid, target, e, events):
    """A hero with the ``icon`` icon puts the card at the bottom of the deck after use."""
    icon = ICON_NAMES.get(e.get("icon"), e.get("icon"))
    if e.get("icon") in state.hero(seat).icons:
        state.t["to_bottom"].append(uid)
        _say(state, seat, uid, events, f"{state.hero(seat).name} has the {icon} icon: "
             "the card goes to the bottom of the deck after use.")
    else:
        _say(state, seat, uid, events, f"{state.hero(seat).name} has no {icon} icon: "
             "the card goes to the Wear pile.")


class _Amount:
    """A stand-in Effect with one ``amount`` (for primitives reused with a count)."""

    def __init__(self, n: int):
        self.n = n

    def get(self, key, default=None):
        """The one amount, whatever the key."""
        return self.n


PRIMITIVES = {f.__name__: f for f in (
    lose, draw, glory, coins, shield, block, end_attack, recover, heal, rapid_shot,
    friendly_fire, recover_card, shuffle_deck, swap_enemy, cancel_attack, lose_per_enemy,
    corrode, coin_on_defeat, steal_coins, coins_per_enemy, set_trap, sharpen,
    take_from_wear, recover_self)}
