"""Plain words for why an action is not legal now (``State.why_not``).

Accepts an ``Action`` or a card uid from the active hero's hand ("why can I not
play this card?"). Reasons follow the rulebook: the phase order ("In the Heat of
Battle"), Evasion, the Market's icons and coins, Expertise uses, the bid.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import Action
from .market import may_buy, price
from .model import coins

if TYPE_CHECKING:
    from .state import NoTimeState

PHASE_WORDS = {"bid": "the Leader bid", "start": "the start of the turn",
               "attack": "the Attack phase", "market": "the Market phase",
               "recovery": "the Recovery phase", "horde": "the Horde's attack",
               "mulligan": "the opening mulligan", "build": "the deck building"}
PENDING_WORDS = {
    "rapid_target": "the enemy the revealed Rapid Shot aims at",
    "borrow_target": "the enemy the borrowed card aims at",
    "second_look": "whether Beleth-Il looks again", "choose_hero": "which hero Arrow Rain hits",
    "take_card": "a card to take from the Wear pile", "evade_discard": "the cards to discard",
    "send_back": "the enemy Kalern Mire sends back", "shield_ally": "whether Lisavette shields",
    "take_blow": "whether Valerys takes the blow", "half": "whether Feldon halves the blow",
    "scout_order": "the order of the Horde cards", "market_swap": "the Market swaps",
    "deck_swap": "the cards Aranel swaps"}
KIND_PHASE = {"play": "attack", "evade": "attack", "end_attack": "attack", "ur_draw": "attack",
              "portal": "attack", "borrow": "attack", "buy": "market", "end_market": "market",
              "bid": "bid", "port": "start", "jade": "start", "begin": "start",
              "mulligan": "mulligan", "borrow_card": "attack", "mc_add": "build",
              "mc_remove": "build", "mc_clear": "build", "mc_deal": "build", "mc_finish": "build",
              "mc_done": "build"}


def why_not(state: "NoTimeState", thing: Any) -> str | None:
    """None when ``thing`` is legal now, else one line saying why not."""
    if state.over:
        return "the game is over"
    if isinstance(thing, int) and not isinstance(thing, bool):
        return _card(state, thing)
    if not isinstance(thing, Action):
        return "that is not something a player can do"
    if thing in state.legal_actions():
        return None
    seat = state.current_player
    if state.pending is not None:
        return (f"{state.players[seat].name} must first choose "
                f"{PENDING_WORDS.get(state.pending.kind, 'an answer')}")
    phase = KIND_PHASE.get(thing.kind)
    if phase is not None and phase != state.phase:
        return f"that belongs to {PHASE_WORDS[phase]}; it is {PHASE_WORDS.get(state.phase, state.phase)} now"
    if state.phase == "build":
        return _build(state, thing)
    p = state.players[state.active]
    if thing.kind == "play":
        uid = thing.arg("card")
        if not isinstance(uid, int) or uid not in p.hand:
            return "that card is not in your hand"
        reason = _card(state, uid)
        return reason or "that card cannot aim at that enemy (damage goes to one enemy, never split)"
    if thing.kind == "evade":
        if not p.evasion:
            return "your Evasion token is already spent"
        if state.t["faced"]:
            return "you already faced the Horde this turn; Evasion means playing no card"
        if len(p.hand) < 2:
            return "Evasion needs at least 2 cards in hand to discard"
        return "only Taheral can add the Expertise to an Evasion, and only with a use left"
    if thing.kind == "buy":
        slot = thing.arg("slot")
        if not isinstance(slot, int) or not 0 <= slot < len(state.market) or state.market[slot] is None:
            return "there is no card in that Market slot"
        d = state.defn(state.market[slot])
        if not may_buy(state.hero(state.active), d):
            return f"{d.name} needs the {' or '.join(d.icons + d.penalty_icons)} icon"
        return f"{d.name} costs {coins(price(state, d))}; you have {p.coins}"
    if thing.kind in ("open_deck", "borrow_card"):
        return _support(state, thing)
    if thing.kind in ("scout", "market_swap", "deck_swap"):
        if p.expertise_left <= 0:
            return "your hero's Expertise is used up"
        return "your hero has a different Expertise, or nothing for it to act on"
    return "that is not legal at this moment"


def _card(state: "NoTimeState", uid: int) -> str | None:
    p = state.players[state.active]
    if uid not in p.hand:
        return "that card is not in your hand"
    if state.phase != "attack" or state.pending is not None:
        return f"cards are played in the Attack phase; it is {PHASE_WORDS.get(state.phase, state.phase)} now"
    if state.t["evaded"]:
        return "you evaded this turn: no card may be played"
    if state.t["ended"]:
        return "the attack has ended: no more cards this turn"
    pay = state.defn(uid).effect("pay_coins")
    if pay is not None and p.coins < pay.get("amount"):
        return f"{state.card_name(uid)} costs {coins(pay.get('amount'))} to play; you have {p.coins}"
    return None


def _support(state: "NoTimeState", thing: Action) -> str:
    """Why a solo support deck cannot be opened or borrowed from now."""
    from .solo_rules import solo_rules
    from .solo_turn import open_cost
    solo = state.solo
    if solo is None:
        return "support decks belong to the solo mode"
    p = state.players[state.active]
    deck = thing.arg("deck")
    if deck not in solo["support"]:
        return "there is no such support deck"
    if thing.kind == "open_deck":
        if deck in solo["opened"]:
            return "that support deck is already open"
        cost = open_cost(state)
        if cost is None:
            return "no more support decks may be opened"
        return f"opening the next support deck costs {coins(cost)}; you have {p.coins}"
    rules = solo_rules()
    if deck not in solo["opened"]:
        return "that support deck is not open yet"
    if solo["borrowed"]:
        return "one card a turn may be borrowed, and this turn's is taken"
    if state.t["evaded"]:
        return "you evaded this turn: a borrowed card could not be played"
    if p.coins < rules.borrow_cost:
        return f"borrowing costs {coins(rules.borrow_cost)}; you have {p.coins}"
    return "that card is not in that support deck"


def _build(state: "NoTimeState", thing: Action) -> str:
    """Why a deck-building action is refused (multiclass.py): the draft's fault for
    ``mc_done``; for ``mc_add`` the copies, the size or the classes."""
    from . import multiclass
    from .multi_rules import multi_rules
    seat = multiclass.builder(state)
    draft = state.multi["drafts"][seat]
    cid = thing.arg("card")
    if thing.kind == "mc_done":
        return multiclass.problem(state, seat, draft) or "that deck cannot be built now"
    if thing.kind == "mc_remove":
        return "that card is not in your deck"
    if thing.kind == "mc_finish":
        if not draft:
            return "there is nothing to finish: your deck has no card yet (deal one instead)"
        if len(draft) >= multi_rules().deck_size:
            return f"your deck already has {len(draft)} cards"
        return "no legal deck can be finished from these cards (deal a new one instead)"
    if thing.kind == "mc_add":
        if cid not in state.content.cards or state.content.cards[cid].kind != "ability":
            return "that is not an Ability card"
        rules = multi_rules()
        if len(draft) >= rules.deck_size:
            return f"the deck already has {rules.deck_size} cards"
        if draft.count(cid) >= multiclass.available(state, seat)[cid]:
            return f"no copy of {state.content.cards[cid].name} is left to take"
        return (f"a {state.content.cards[cid].klass} card would leave no way to a legal deck "
                f"(exactly {rules.classes} classes, at least {rules.min_per_class} of each"
                + (", one of them the hero's" if rules.hero == "own-class" else "") + ")")
    return "that does not belong to the deck building"
