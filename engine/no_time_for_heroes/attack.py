"""The Horde's Attack and the reactions to it (rulebook, "The Horde responds",
"Evasion maneuver"; the Trap card; the Expertise of Lisavette, Valerys and Feldon).

Order (ruling 9 in docs/no-time-for-heroes.md): a set Trap springs; Lisavette
(another seat) may stop one enemy with a Shield from her hand; the damage is
counted (each standing enemy: Fortitude in force minus Wounds, minus magic
resistance against a Magic hero, 0 if blocked; +1 each under Eque Port; less
Shield tokens; nothing under Protective Aura); Valerys (another seat) may take
it; Feldon, when hit himself, may halve it; the hero loses that many cards.
``state.attack`` holds the stage while a reaction is asked.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from . import horde, zones
from .model import Pending, coins

if TYPE_CHECKING:
    from .state import NoTimeState


def trap_catch(state: "NoTimeState") -> int | None:
    """The standing Host a set Trap would catch now: the highest Fortitude (leftmost
    on a tie; never the Warlord), or None (no Trap set, or no Host standing)."""
    if state.trap is None:
        return None
    hosts = [u for u in state.battlefield if not state.is_warlord(u)]
    if not hosts:
        return None
    return max(hosts, key=lambda u: (horde.fortitude(state, u), -state.battlefield.index(u)))


def total_damage(state: "NoTimeState", seat: int, trap: bool = False) -> int:
    """Cards ``seat``'s hero would lose to this turn's Horde attack. ``trap``: leave out
    the Host a set Trap catches first (for the Trap's setter, who knows the face-down
    card; to anyone else it is an unknown card)."""
    t = state.t
    if t["aura"]:
        return 0
    caught = trap_catch(state) if trap else None
    total = 0
    for uid in state.battlefield:
        if uid == caught:
            continue
        total += horde.horde_damage(state, uid, seat)
    return max(0, total - t["shields"])


def begin(state: "NoTimeState", events: list) -> None:
    """The confrontation is over: the Horde attacks the active hero."""
    state.phase = "horde"
    state.attack = {"stage": "trap", "taker": state.active, "half": False}


def _reactor(state: "NoTimeState", expertise: str) -> int | None:
    for p in state.players:
        if p.seat != state.active and not p.fallen and p.expertise_left > 0 \
                and state.hero(p.seat).expertise == expertise:
            return p.seat
    return None


def shield_in_hand(state: "NoTimeState", seat: int) -> int | None:
    """A Shield card in ``seat``'s hand (Lisavette's Expertise plays it), or None."""
    for uid in state.players[seat].hand:
        if state.cards[uid] == "shield":
            return uid
    return None


def spring_trap(state: "NoTimeState", events: list) -> None:
    """The Trap catches the standing Host with the highest Fortitude (leftmost on a
    tie; never the Warlord): its setter takes the trophy, its loot is lost; the Trap
    goes to its owner's Wear pile, and a borrowed Trap's owner draws 1 (ruling 16,
    rules revision 2). With no Host standing it waits (ruling 8)."""
    uid, setter = state.trap
    best = trap_catch(state)
    if best is None:
        events.append(Event("effect", "Trap: no Host standing: it waits for the next Horde "
                            "attack.", setter, private_to=setter, public_text="The face-down "
                            "card stays: no Host is standing."))
        return
    state.trap = None
    owner = state.owner[uid]
    state.players[owner].wear.append(uid)
    events.append(Event("trap_sprung", f"{state.players[setter].name}'s Trap springs on "
                        f"{horde.field_name(state, best)}!", setter))
    horde.defeat(state, setter, best, events, loot=False)
    if owner != setter and horde.revised(state) and not state.over:
        # a Trap borrowed with Tears of Aradiel: it is finished only now, and its
        # owner draws 1 as for any borrowed card (ruling 16, rules revision 2)
        zones.draw(state, owner, 1, events)


def advance(state: "NoTimeState", events: list) -> None:
    """Run the Horde attack to its next question or to its end (then the Market)."""
    a = state.attack
    seat = state.active
    while not state.over:
        stage = a["stage"]
        if stage == "trap":
            a["stage"] = "ally"
            if state.trap is not None:
                spring_trap(state, events)
        elif stage == "ally":
            a["stage"] = "blow"
            ally = _reactor(state, "shield-ally")
            if ally is not None and shield_in_hand(state, ally) is not None and any(
                    horde.attack_value(state, u, seat) > 0 for u in state.battlefield) \
                    and not state.t["aura"]:
                state.pending = Pending("shield_ally", ally, {})
                return
        elif stage == "blow":
            a["stage"] = "half"
            blow = _reactor(state, "take-the-blow")
            if blow is not None and total_damage(state, seat) > 0:
                state.pending = Pending("take_blow", blow, {"total": total_damage(state, seat)})
                return
        elif stage == "half":
            a["stage"] = "lose"
            p = state.players[seat]
            if a["taker"] == seat and state.hero(seat).expertise == "half-damage" \
                    and p.expertise_left > 0 and total_damage(state, seat) > 0:
                state.pending = Pending("half", seat, {"total": total_damage(state, seat)})
                return
        else:
            total = total_damage(state, seat)
            if a["half"]:
                total //= 2
            taker = a["taker"]
            who = state.players[taker].name
            text = (f"The Horde strikes: {who} must lose {total} card{'s' * (total != 1)}."
                    if total else f"The Horde strikes, but {who} takes no damage.")
            events.append(Event("horde_attack", text, taker, data={"total": total}))
            zones.lose(state, taker, total, events)
            state.attack = None
            state.phase = "market"
            return


def answer(state: "NoTimeState", kind: str, action, events: list) -> None:
    """Apply a reaction seat's answer (pending ``shield_ally``, ``take_blow``, ``half``)."""
    seat = state.pending.seat
    p = state.players[seat]
    state.pending = None
    if action.kind == "decline":
        words = {"shield_ally": "keeps the Shield in hand",
                 "take_blow": f"lets the Horde strike {state.players[state.active].name}",
                 "half": "keeps the Expertise"}[kind]
        events.append(Event("expertise", f"{p.name} ({state.hero(seat).name}) {words}.", seat))
        return
    p.expertise_left -= 1
    if kind == "shield_ally":
        target = state.battlefield[action.arg("slot")]
        card = shield_in_hand(state, seat)
        p.hand.remove(card)
        p.wear.append(card)
        state.t["blocked"].append(target)
        victim = state.players[state.active]
        n = min(2, victim.coins)
        victim.coins -= n
        p.coins += n
        events.append(Event("expertise", f"{p.name} ({state.hero(seat).name}) plays a Shield: "
                            f"{horde.field_name(state, target)} deals {victim.name} no damage; takes "
                            f"{coins(n)} from {victim.name}.", seat))
    elif kind == "take_blow":
        state.attack["taker"] = seat
        p.glory += 1
        events.append(Event("expertise", f"{p.name} ({state.hero(seat).name}) takes the Horde's "
                            f"blow for {state.players[state.active].name} and gains 1 Glory.",
                            seat))
    else:
        state.attack["half"] = True
        events.append(Event("expertise", f"{p.name} ({state.hero(seat).name}) loses only half.",
                            seat))
