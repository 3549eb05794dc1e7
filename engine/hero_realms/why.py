"""Plain words for why a Hero Realms action is not legal now (``State.why_not``).

Accepts an ``Action`` (the kinds of ``state.legal_actions()``: play, use,
acquire, acquire_gem, attack_player, attack_champion, end_turn, hand_over and
the answers to a pending decision) or a card id string ("why can I not play
this hand card?"). Each reason names the rule sheet section it comes from:
"Main Phase", "Acquiring Cards", "Attacking", "Champions" (guards),
"Expend Abilities", "Ally Abilities", "Sacrifice Abilities".
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action
from .cards import ALLY, EXPEND, FACTION_NAMES, SACRIFICE

if TYPE_CHECKING:
    from .state import HeroRealmsState

MAIN_KINDS = ("play", "use", "acquire", "acquire_gem", "attack_player", "attack_champion",
              "end_turn", "hand_over")
ABILITY_WORDS = {EXPEND: "an Expend", ALLY: "an Ally", SACRIFICE: "a Sacrifice"}


def why_not(state: "HeroRealmsState", thing: Any) -> str | None:
    """None when ``thing`` is legal now, else one line in plain words saying why not.

    ``thing``: an ``Action``, or a card id (str) of the active player's hand.
    """
    if state.over:
        return "the game is over"
    if isinstance(thing, str):
        return _hand_card(state, thing)
    if not isinstance(thing, Action):
        return "that is not something a player can do"
    if thing in state.legal_actions():
        return None
    if state.pending is not None:
        if thing.kind in MAIN_KINDS:
            return f"first this: {_question(state)}"
        return "that is not one of the answers to the question asked now"
    kind = thing.kind
    if kind == "play":
        return _hand_card(state, thing.arg("card")) or "that card can't be played now"
    if kind == "use":
        return _use(state, thing.arg("card"), thing.arg("ability"))
    if kind in ("acquire", "acquire_gem"):
        return _acquire(state, thing.arg("slot") if kind == "acquire" else None)
    if kind == "attack_player":
        return _attack_player(state, thing.arg("seat"), thing.arg("amount"))
    if kind == "attack_champion":
        return _attack_champion(state, thing.arg("card"), thing.arg("amount"))
    if kind == "hand_over":
        if not state.team_mode:
            return "there is no teammate to hand over to (not a two-against-two game)"
        return "your teammate has no part of this turn left, or you must do something first"
    return "that is not legal at this moment"


def _question(state: "HeroRealmsState") -> str:
    from .view import _pending_view
    text = str((_pending_view(state) or {}).get("text", "a decision"))
    return text[0].lower() + text[1:] if text else text


def _hand_card(state: "HeroRealmsState", cid: Any) -> str | None:
    """Rule sheet, "Playing Cards": any hand card may be played in your Main Phase."""
    if state.pending is not None:
        return f"first this: {_question(state)}"
    player = state.players[state.active]
    if not any(state.cards[u] == cid for u in player.hand):
        name = state.defs[cid].name if cid in state.defs else str(cid)
        return f"{name} is not in your hand"
    return None


def _use(state: "HeroRealmsState", uid: Any, ability: Any) -> str:
    """Rule sheet, "Expend", "Ally" and "Sacrifice Abilities"."""
    seat = state.active
    if not isinstance(uid, int) or not 0 <= uid < len(state.cards) \
            or uid not in state.in_play(seat):
        return "that card is not in play in front of you"
    d = state.defn(uid)
    if ability not in d.abilities:
        return f"{d.name} has no {ability} ability"
    if ability == EXPEND and uid in state.expended:
        return f"{d.name} is already expended this turn (it prepares at the end of your turn)"
    if ability == ALLY:
        if uid in state.ally_used:
            return f"{d.name}'s Ally ability was already used this turn (once per turn)"
        faction = FACTION_NAMES.get(d.faction, str(d.faction))
        return (f"{d.name}'s Ally ability needs another {faction} card in play "
                f"in front of you")
    return "that ability can't be used now"


def _acquire(state: "HeroRealmsState", slot: Any) -> str:
    """Rule sheet, "Acquiring Cards": pay the card's cost in Gold from your Gold Pool."""
    if slot is None:
        if not state.gems:
            return "the Fire Gem stack is empty"
        uid = state.gems[-1]
    else:
        if not isinstance(slot, int) or not 0 <= slot < len(state.market):
            return "there is no such Market slot (1 to 5)"
        uid = state.market[slot]
        if uid is None:
            return f"Market slot {slot + 1} is empty (the Market Deck has run out)"
    d = state.defn(uid)
    if d.cost > state.gold:
        return f"{d.name} costs {d.cost} Gold; you have {state.gold}"
    return f"{d.name} can't be acquired now"


def _combat_short(state: "HeroRealmsState", amount: Any) -> str | None:
    if state.combat <= 0:
        return "you have no Combat: play cards or use abilities that gain Combat first"
    if isinstance(amount, int) and amount > state.combat:
        return f"not enough Combat: {state.combat} of {amount}"
    if isinstance(amount, int) and amount < 1:
        return "an attack uses at least 1 Combat"
    return None


def _guard_names(state: "HeroRealmsState", seat: int) -> str:
    names = [state.card_name(u) for u in state.players[seat].champions
             if state.defn(u).guard and u not in state.expended]
    return " and ".join(names)


def _attack_player(state: "HeroRealmsState", seat: Any, amount: Any) -> str:
    """Rule sheet, "Attacking" and "Champions" (guards protect their player)."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        return "there is no such player"
    if seat not in state.opponents(state.active):
        if seat == state.active:
            return "you can't attack yourself"
        if state.players[seat].out:
            return f"{state.name(seat)} is already out of the game"
        return f"{state.name(seat)} is your teammate, not an opponent"
    if state.protected(seat):
        return (f"a Guard stands in front of {state.name(seat)} "
                f"({_guard_names(state, seat)}): stun it first")
    short = _combat_short(state, amount)
    if short:
        return short
    if isinstance(amount, int) and amount > state.players[seat].health:
        return f"{state.name(seat)} has only {state.players[seat].health} Health left"
    return "that attack is not legal now"


def _attack_champion(state: "HeroRealmsState", uid: Any, amount: Any) -> str:
    """Rule sheet, "Attacking" (damage up to the Defense stuns) and "Champions"."""
    owner = state.owner_of_champion(uid) if isinstance(uid, int) else None
    if owner is None:
        return "that champion is not in play"
    if owner not in state.opponents(state.active):
        return "that is not an opponent's champion"
    d = state.defn(uid)
    if state.protected(owner) and not d.guard:
        return (f"a Guard stands in front of {state.name(owner)}'s champions "
                f"({_guard_names(state, owner)}): stun it first")
    short = _combat_short(state, amount)
    if short:
        return short
    need = d.defense - state.damage.get(uid, 0)
    if isinstance(amount, int) and amount > need:
        return f"{need} more damage already stuns {d.name}; attack for {need} at most"
    return "that attack is not legal now"
