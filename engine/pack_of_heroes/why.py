"""Why an action is not legal now in Pack of Heroes: plain words (``State.why_not``).

Reasons follow the rulebook's sections: stunned heroes neither move nor
use powers ("Stun power"), costs must be paid exactly ("Main Action -- Use
1 Power"), one main action and one movement a turn ("Gameplay"), each
constant power once a turn and never after the draw ("Constant power").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action
from . import combat, grid
from .model import MAIN_TYPES
from .pieces import PLAY, RESERVE
from .primitives import targets

if TYPE_CHECKING:
    from .state import PackState


def _hero(state: "PackState", uid: Any):
    if isinstance(uid, int) and 0 <= uid < len(state.heroes):
        return state.heroes[uid]
    return None


def why_not(state: "PackState", action: Any) -> str | None:
    """None when ``action`` (an ``Action``) is legal now, else one line saying why not."""
    if state.over:
        return "the game is over"
    if not isinstance(action, Action):
        return "that is not something a player can do"
    if action in state.legal_actions():
        return None
    seat = state.current_player
    if state.pending is not None and action.kind not in (
            "defend", "no_defend", "spread_target", "arrival", "skip_arrival",
            "accept_stalemate", "refuse_stalemate"):
        return f"a decision comes first: {state.view(seat)['pending']['text']}"
    if state.phase != "play" and action.kind in ("move", "bring", "use", "constant", "weapon"):
        return "the game has not started: set-up is not finished"
    kind = action.kind
    # after "End actions" (or once nothing is left to do): the draw, then the discard;
    # a main action already taken keeps its own reason below
    if state.phase == "play" and state.step in ("draw", "discard") and kind in (
            "move", "bring", "use", "constant", "weapon", "end", "offer_stalemate") and not (
            state.main_done and kind in ("bring", "use", "weapon")):
        if state.step == "draw":
            return "your actions are over this turn: draw a power card or not"
        return "your actions are over this turn: discard down to 3 first"
    hero = _hero(state, action.arg("hero"))
    if kind in ("move", "use", "constant", "bring") and hero is not None and hero.owner != seat:
        return "that hero is not yours"
    if kind == "move":
        if hero is None or hero.where != PLAY:
            return "only a hero in play can move"
        if hero.stunned:
            return "a stunned hero cannot move"
        if state.step != "move":
            return "you have already moved a hero (or taken your main action) this turn"
        d = state.defs[hero.id]
        to = action.arg("to")
        if to not in grid.SPACES or state.board[to] is not None:
            return "a move must end on an empty space"
        return (f"{d.name} cannot reach {grid.name(to)}: {d.move} {d.speed}"
                + ("" if d.move == "fly" else ", only through empty spaces, no space twice"))
    if kind == "bring":
        if hero is None or hero.where != RESERVE:
            return "only a hero from your reserve can be brought into play"
        if state.main_done:
            return "you have already taken your main action this turn"
        if action.arg("space") not in grid.HOME_ROW[seat]:
            return "a hero comes into play on an empty space of your home row"
        return "that space of your home row is not empty"
    if kind in ("use", "constant"):
        if hero is None or hero.where != PLAY:
            return "only a hero in play can use its powers"
        if hero.stunned:
            return "a stunned hero cannot use its powers"
        powers = state.defs[hero.id].powers
        if kind == "use":
            index = action.arg("power")
            if not isinstance(index, int) or not 0 <= index < len(powers):
                return "that hero has no such power"
            power = powers[index]
            if power.type not in MAIN_TYPES:
                article = "an" if power.type[:1] in "aeiou" else "a"
                return f"{power.name} is {article} {power.type} power, not a main action"
            if state.main_done and not state.extra_powers:
                return "you have already taken your main action this turn"
        else:
            power = next((p for p in powers if p.type == "constant"
                          and p.effect != "stun_proof"), None)
            if power is None:
                return "that hero has no constant power"
            if hero.uid in state.constants_used:
                return f"{power.name} has already been used this turn"
        return _cost_or_target(state, seat, hero.uid, power, action)
    if kind == "weapon":
        wid = state.weapons[seat] if seat is not None else None
        if wid is None:
            return "you have no weapon"
        if state.weapon_used[seat]:
            return "your weapon has been used (it is single-use)"
        if state.main_done:
            return "the weapon replaces your main action, already taken this turn"
        return _cost_or_target(state, seat, None, state.content.weapons[wid].power, action)
    if kind in ("draw", "no_draw") and state.step != "draw":
        return "you draw only at the end of your turn (end your actions first)"
    if kind == "discard":
        if state.step != "discard":
            return "you discard down to 3 only after drawing"
        return f"you have no {action.arg('colour')} card in hand"
    if kind == "offer_stalemate":
        return "a stalemate needs each player down to one hero in play, offered once a turn"
    return "that is not legal at this moment"


def _cost_or_target(state: "PackState", seat: int, uid, power, action: Action) -> str:
    pays = power.cost.payments(state.hands[seat])
    if not pays:
        return f"{power.name} costs {power.cost.card_words()}: you cannot pay it"
    pay = action.arg("pay")
    if pay is not None and tuple(pay) not in pays:
        return f"{power.name} costs exactly {power.cost.words()} (pay that from your hand)"
    aim = action.arg("target")
    if power.effect in ("stun", "stun_both") and isinstance(aim, int) \
            and 0 <= aim < len(state.heroes) and state.heroes[aim].where == PLAY:
        proof = combat.stun_proof(state, aim)
        if proof is not None:
            return f"{state.defs[state.heroes[aim].id].name} cannot be stunned ({proof.name})"
    aims = targets(state, seat, uid, power)
    if not aims:
        return f"{power.name} has no target now"
    return f"{power.name} cannot aim at that"
