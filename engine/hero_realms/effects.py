"""Effect primitives: each named effect of the content files is one function here.

Rule sheet, "Using Abilities": Gold and Combat go into pools, Health is added
at once; "Attacking" (stunning); "Sacrifice Abilities" (the Sacrifice Pile,
Fire Gems back to their stack). An ability's effects resolve in order as
steps ``(uid, seat, ability, path)`` in ``state.queue``; an effect that needs
a decision sets ``state.pending`` and the rest wait (choices.py answers it).
Publisher rulings followed here: a targeted clause with nothing to target is
ignored; guards stop targeting but not effects that do not target.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core import Event
from .cards import CHAMPION, Effect
from .model import Pending

if TYPE_CHECKING:
    from .state import HeroRealmsState

Step = tuple  # (uid, seat, ability kind, path of indexes)


def effect_at(state: "HeroRealmsState", step: Step) -> Effect:
    """The Effect a step points at (through choose options for longer paths)."""
    uid, _seat, kind, path = step
    effect = state.defn(uid).abilities[kind][path[0]]
    if len(path) == 3:
        effect = effect.options[path[1]][path[2]]
    return effect


def queue_ability(state: "HeroRealmsState", uid: int, seat: int, kind: str) -> None:
    """Put every effect of ``uid``'s ``kind`` ability at the front of the queue, in order."""
    count = len(state.defn(uid).abilities[kind])
    state.queue[:0] = [(uid, seat, kind, (i,)) for i in range(count)]


def resolve(state: "HeroRealmsState", events: list[Event]) -> None:
    """Run queued steps until the queue is empty, a decision is pending or the game ends."""
    while state.queue and state.pending is None and not state.over:
        step = state.queue.pop(0)
        effect = effect_at(state, step)
        HANDLERS[effect.name](state, step, effect, events)
    if state.over:
        state.queue.clear()
        state.pending = None


# ------------------------------------------------------------- shared steps


def gain(state: "HeroRealmsState", seat: int, resource: str, amount: int,
         events: list[Event]) -> None:
    """Add to the Gold or Combat pool, or straight to Health (no maximum)."""
    if amount <= 0:
        return
    if resource == "gold":
        state.gold += amount
    elif resource == "combat":
        state.combat += amount
    elif state.team_mode:          # one Health pool for the team (teams.py)
        from .teams import change_health
        change_health(state, seat, amount)
        state.healed += amount
    else:
        player = state.players[seat]
        player.health += amount
        player.gained += amount
        state.healed += amount
    events.append(Event("gain", f"{state.name(seat)} gains {amount} {resource}.", seat,
                        data={"resource": resource, "amount": amount}))


def stun(state: "HeroRealmsState", uid: int, events: list[Event]) -> None:
    """Stun champion ``uid``: it goes to its owner's discard pile."""
    owner = state.owner_of_champion(uid)
    state.players[owner].champions.remove(uid)
    state.leave_play(uid)
    state.players[owner].discard.append(uid)
    events.append(Event("stunned", f"{state.name(owner)}'s {state.card_name(uid)} is stunned.",
                        owner, data={"card": state.cards[uid]}))


def sacrifice(state: "HeroRealmsState", uid: int, events: list[Event]) -> None:
    """Put card ``uid`` into the Sacrifice Pile (a Fire Gem goes back to its stack).

    This never triggers the card's own sacrifice ability (turn.py does that
    when the ability is used).
    """
    state.remove(uid)
    if state.cards[uid] == state.cardset.fire_gem:
        state.gems.append(uid)
        where = "back onto the Fire Gem stack"
    else:
        state.sacrificed.append(uid)
        where = "into the Sacrifice Pile"
    events.append(Event("sacrificed", f"{state.card_name(uid)} goes {where}.",
                        data={"card": state.cards[uid]}))


def discard_from_hand(state: "HeroRealmsState", seat: int, cid: str,
                      events: list[Event]) -> None:
    """``seat`` discards one copy of card ``cid`` from hand (face up: public)."""
    player = state.players[seat]
    uid = next(u for u in player.hand if state.cards[u] == cid)
    player.hand.remove(uid)
    player.discard.append(uid)
    events.append(Event("discarded", f"{player.name} discards {state.card_name(uid)}.", seat,
                        data={"card": cid}))


def start_discard(state: "HeroRealmsState", seat: int, count: int, source: int,
                  events: list[Event]) -> None:
    """``seat`` must discard ``count`` cards, choosing which.

    No choice is asked when the hand holds no more cards than the count or
    only copies of one card; an empty hand discards nothing.
    """
    player = state.players[seat]
    if count > 0 and not player.hand:
        events.append(Event("no_discard", f"{state.card_name(source)}: {player.name} has no "
                            "card in hand to discard.", seat))
    while count > 0 and player.hand:
        kinds = {state.cards[u] for u in player.hand}
        if len(player.hand) > count and len(kinds) > 1:
            state.pending = Pending("discard", seat, source, count)
            return
        discard_from_hand(state, seat, state.cards[player.hand[0]], events)
        count -= 1


def targets_for(state: "HeroRealmsState", kind: str, seat: int) -> list[int]:
    """Champions a stun, expend or prepare clause of ``seat`` may pick."""
    if kind == "prepare":
        return [u for u in state.players[seat].champions if u in state.expended]
    if kind == "expend_own":
        return [u for u in state.players[seat].champions if u not in state.expended]
    if kind == "stun_highest":
        return highest_defense(state)
    exposed = state.exposed_champions(seat)
    if kind == "expend":
        return [u for u in exposed if u not in state.expended]
    return exposed


def highest_defense(state: "HeroRealmsState") -> list[int]:
    """The champions in play, any player's, with the highest Defense (ties all
    listed; guards among them: publisher's ruling, a guard is compared too)."""
    every = [u for p in state.players if not p.out for u in p.champions]
    top = max((state.defn(u).defense for u in every), default=None)
    return [u for u in every if state.defn(u).defense == top]


def apply_target(state: "HeroRealmsState", kind: str, uid: int, events: list[Event]) -> None:
    """Stun, expend or prepare champion ``uid`` (no expend ability triggers:
    publisher's ruling "Expending is not using")."""
    if kind in ("stun", "stun_highest"):
        stun(state, uid, events)
        return
    owner = state.owner_of_champion(uid)
    if kind in ("expend", "expend_own"):
        state.expended.add(uid)
        text = f"{state.name(owner)}'s {state.card_name(uid)} is expended."
    else:
        state.expended.discard(uid)
        text = f"{state.name(owner)}'s {state.card_name(uid)} is prepared."
    events.append(Event("expended" if kind != "prepare" else "prepared", text, owner,
                        data={"card": state.cards[uid]}))


def sacrifice_options(state: "HeroRealmsState", seat: int) -> list[tuple[str, str]]:
    """(card id, zone) pairs ``seat`` may sacrifice from hand or discard pile, distinct."""
    player = state.players[seat]
    seen: list[tuple[str, str]] = []
    for zone, uids in (("hand", player.hand), ("discard", player.discard)):
        for u in uids:
            pair = (state.cards[u], zone)
            if pair not in seen:
                seen.append(pair)
    return seen


# ------------------------------------------------------------- primitives


def fx_resource(state, step, effect, events) -> None:
    """gold / combat / health {amount}."""
    gain(state, step[1], effect.name, effect.get("amount"), events)


def count_in_play(state: "HeroRealmsState", seat: int, uid: int, what: str) -> int:
    """What gain_per counts among ``seat``'s cards in play (``uid`` is the source)."""
    champions = state.players[seat].champions
    if what == "champions":
        return len(champions)
    if what == "other_champions":
        return len([u for u in champions if u != uid])
    if what == "other_guards":
        return len([u for u in champions if u != uid and state.defn(u).guard])
    if what in ("ally_champions", "expend_champions"):
        # a generic ability symbol takes in every variant of it: any faction's
        # ally, an expend for Gold as well as Combat (publisher's ruling)
        ability = "ally" if what == "ally_champions" else "expend"
        return len([u for u in champions if ability in state.defn(u).abilities])
    faction = state.defn(uid).faction
    return len([u for u in state.in_play(seat) if u != uid and state.defn(u).faction == faction])


def fx_gain_per(state, step, effect, events) -> None:
    """gain_per {resource, amount, count}: amount times the count, counted now."""
    n = count_in_play(state, step[1], step[0], effect.get("count"))
    if n <= 0:
        events.append(Event("no_gain", f"{state.card_name(step[0])}: {state.name(step[1])} "
                            f"gains no {effect.get('resource')} (nothing in play to count).",
                            step[1]))
        return
    gain(state, step[1], effect.get("resource"), effect.get("amount") * n, events)


def fx_draw(state, step, effect, events) -> None:
    """draw {count}; an empty deck and discard pile draw nothing (logged)."""
    if not state.draw(step[1], effect.get("count"), events):
        events.append(Event("no_draw", f"{state.card_name(step[0])}: {state.name(step[1])} "
                            "has no card left to draw.", step[1]))


def fx_opponent_discards(state, step, effect, events) -> None:
    """opponent_discards {count}: the player picks an opponent; that opponent chooses.

    Not a targeting of champions, so guards do not stop it.
    """
    opponents = state.opponents(step[1])
    if not opponents:
        events.append(Event("no_target", f"{state.card_name(step[0])}: no opponent to "
                            "discard.", step[1]))
    elif len(opponents) == 1:
        start_discard(state, opponents[0], effect.get("count"), step[0], events)
    elif opponents:
        state.pending = Pending("opponent", step[1], step[0], effect.get("count"))


def _fx_target(kind: str) -> Callable:
    def run(state, step, effect, events) -> None:
        optional = bool(effect.get("optional", False))
        options = targets_for(state, kind, step[1])
        if not options:
            events.append(Event("no_target", f"{state.card_name(step[0])}: nothing to "
                                f"{kind.split('_')[0]}.",
                                step[1]))
            return
        if len(options) == 1 and not optional:
            apply_target(state, kind, options[0], events)
            return
        state.pending = Pending(kind, step[1], step[0], 1, optional)
    run.__doc__ = f"{kind} target champion (a pending choice unless there is one target)."
    return run


fx_stun_target = _fx_target("stun")
fx_expend_target = _fx_target("expend")
fx_prepare = _fx_target("prepare")
fx_expend_own = _fx_target("expend_own")


def fx_stun_highest(state, step, effect, events) -> None:
    """stun_highest: stun the champion with the highest Defense in play, any
    player's (yours too). Not a target, so guards do not stop it and a guard
    is compared like any champion (publisher's ruling); on a tie the player
    picks among the tied champions."""
    tied = highest_defense(state)
    if not tied:
        events.append(Event("no_target", f"{state.card_name(step[0])}: no champion in play "
                            "to stun.", step[1]))
    elif len(tied) == 1:
        stun(state, tied[0], events)
    else:
        state.pending = Pending("stun_highest", step[1], step[0], 1, False)


def fx_stun_all(state, step, effect, events) -> None:
    """stun_all {max_defense}: every opposing champion that small is stunned; not targeted."""
    limit = effect.get("max_defense")
    stunned = 0
    for seat in state.opponents(step[1]):
        for uid in list(state.players[seat].champions):
            if state.defn(uid).defense <= limit:
                stun(state, uid, events)
                stunned += 1
    if not stunned:
        events.append(Event("no_target", f"{state.card_name(step[0])}: no opposing champion "
                            f"with Defense {limit} or less to stun.", step[1]))


def fx_sacrifice_cards(state, step, effect, events) -> None:
    """sacrifice_cards {count, bonus_combat}: may sacrifice from hand or discard pile."""
    if sacrifice_options(state, step[1]):
        state.pending = Pending("sacrifice", step[1], step[0], effect.get("count"), True,
                                extra=effect.get("bonus_combat"))
    else:
        events.append(Event("no_target", f"{state.card_name(step[0])}: no card in hand or "
                            "discard pile to sacrifice.", step[1]))


def fx_draw_discard(state, step, effect, events) -> None:
    """draw_discard {count}: may draw up to count, then discards as many as drawn."""
    player = state.players[step[1]]
    if player.deck or player.discard:
        state.pending = Pending("draw", step[1], step[0], effect.get("count"), True)
    else:
        events.append(Event("no_draw", f"{state.card_name(step[0])}: {player.name} has no "
                            "card left to draw.", step[1]))


def topdeck_options(state: "HeroRealmsState", seat: int, what: str) -> list[str]:
    """Distinct card ids in ``seat``'s discard pile a topdeck may take."""
    seen: list[str] = []
    for u in state.players[seat].discard:
        if (what == "any" or state.defn(u).type == CHAMPION) and state.cards[u] not in seen:
            seen.append(state.cards[u])
    return seen


def put_on_top(state: "HeroRealmsState", seat: int, cid: str, events: list[Event]) -> None:
    """Move one copy of ``cid`` from ``seat``'s discard pile to the top of their deck."""
    player = state.players[seat]
    uid = next(u for u in reversed(player.discard) if state.cards[u] == cid)
    player.discard.remove(uid)
    player.deck.append(uid)
    player.known_top += 1
    events.append(Event("topdeck", f"{player.name} puts {state.card_name(uid)} from their "
                        "discard pile on top of their deck.", seat, data={"card": cid}))


def fx_topdeck(state, step, effect, events) -> None:
    """topdeck {filter, optional}: a card from the discard pile goes on top of the deck."""
    options = topdeck_options(state, step[1], effect.get("filter"))
    if not options:
        what = "champion" if effect.get("filter") == CHAMPION else "card"
        events.append(Event("no_target", f"{state.card_name(step[0])}: no {what} in "
                            f"{state.name(step[1])}'s discard pile to put on top.", step[1]))
        return
    optional = bool(effect.get("optional"))
    if len(options) == 1 and not optional:
        put_on_top(state, step[1], options[0], events)
        return
    state.pending = Pending("topdeck", step[1], step[0], 1, optional, extra=effect.get("filter"))


def fx_next_acquire(state, step, effect, events) -> None:
    """next_acquire {where, filter}: the next matching card acquired this turn goes there."""
    state.modifiers.append([effect.get("where"), effect.get("filter")])
    what = "card" if effect.get("filter") in (None, "any") else str(effect.get("filter"))
    where = "on top of their deck" if effect.get("where") == "top" else "into their hand"
    events.append(Event("next_acquire", f"{state.card_name(step[0])}: the next {what} "
                        f"{state.name(step[1])} acquires this turn goes {where}.", step[1]))


def fx_choose(state, step, effect, events) -> None:
    """choose {options}: the player picks one option; its effects resolve next."""
    state.pending = Pending("choose", step[1], step[0], len(effect.options), step=step)


HANDLERS: dict[str, Callable] = {
    "gold": fx_resource, "combat": fx_resource, "health": fx_resource,
    "gain_per": fx_gain_per, "draw": fx_draw, "opponent_discards": fx_opponent_discards,
    "stun_target": fx_stun_target, "expend_target": fx_expend_target,
    "stun_all": fx_stun_all, "prepare": fx_prepare, "stun_highest": fx_stun_highest,
    "expend_own": fx_expend_own, "sacrifice_cards": fx_sacrifice_cards,
    "draw_discard": fx_draw_discard, "topdeck": fx_topdeck,
    "next_acquire": fx_next_acquire, "choose": fx_choose,
}
