"""The turn: Main Phase actions, then the Discard and Draw Phases.

Rule sheet, "Game Play" and "I. Main Phase": play cards, use expend, ally
and sacrifice abilities, acquire with Gold, attack with Combat, in any
order and as often as able; "II. Discard Phase" and "III. Draw Phase" run
by themselves when the player ends the Main Phase.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Action, Event, IllegalAction
from .cards import ALLY, CHAMPION, EXPEND, PRIMARY, SACRIFICE
from .effects import queue_ability, sacrifice, stun
from .model import HAND_SIZE

if TYPE_CHECKING:
    from .state import HeroRealmsState

ABILITY_VERBS = {ALLY: "Ally", EXPEND: "Expend", SACRIFICE: "Sacrifice"}
END_TURN = Action("end_turn", (), "End turn")


# ------------------------------------------------------------ what is legal


def ally_ready(state: "HeroRealmsState", uid: int, factions: dict) -> bool:
    """Rule sheet, "Ally Abilities": unused this turn and another card of the faction
    in play (``factions``: how many cards of each faction the player has in play)."""
    d = state.defs[state.cards[uid]]
    return ALLY in d.abilities and uid not in state.ally_used and factions[d.faction] >= 2


def ability_actions(state: "HeroRealmsState", seat: int) -> list[Action]:
    """Expend, ally and sacrifice abilities usable now, card by card in play order."""
    acts = []
    cards = state.in_play(seat)
    factions: dict = {}
    for uid in cards:
        faction = state.defs[state.cards[uid]].faction
        factions[faction] = factions.get(faction, 0) + 1
    for uid in cards:
        d = state.defs[state.cards[uid]]
        if len(d.abilities) == 1 and PRIMARY in d.abilities:
            continue
        if EXPEND in d.abilities and uid not in state.expended:
            acts.append(_use(d, uid, EXPEND))
        if ally_ready(state, uid, factions):
            acts.append(_use(d, uid, ALLY))
        if SACRIFICE in d.abilities:
            acts.append(_use(d, uid, SACRIFICE))
    return acts


_CACHE: dict = {}   # id(CardDef), ... -> (CardDef, Action): labels are built once


def _cached(key: tuple, d, build) -> Action:
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not d:
        hit = _CACHE[key] = (d, build())
    return hit[1]


def _use(d, uid: int, kind: str) -> Action:
    return _cached((id(d), uid, kind), d, lambda: Action(
        "use", (("ability", kind), ("card", uid)),
        f"{ABILITY_VERBS[kind]} {d.name}: {d.texts[kind]}"))


def _play(d) -> Action:
    def build() -> Action:
        text = d.texts[PRIMARY] if PRIMARY in d.texts else \
            f"champion, {'guard, ' * d.guard}Defense {d.defense}"
        return Action("play", (("card", d.id),), f"Play {d.name} ({text})")
    return _cached((id(d),), d, build)


def attack_actions(state: "HeroRealmsState", seat: int) -> list[Action]:
    """Rule sheet, "Attacking": any amount of Combat at an unguarded opponent or an
    exposed champion. Amounts run from 1 to what the target can take (a
    player's Health, what a champion still needs to be stunned)."""
    pool = state.combat
    if pool <= 0:
        return []
    acts = []
    for target in state.opponents(seat):
        if state.protected(target):
            continue
        name = state.name(target)
        most = min(pool, state.players[target].health)
        health = state.players[target].health
        acts += [Action("attack_player", (("amount", n), ("seat", target)),
                        f"Attack {name} for {n}" + (" (knocks them out)" if n == health else ""))
                 for n in range(1, most + 1)]
    for uid in state.exposed_champions(seat):
        d = state.defn(uid)
        need = d.defense - state.damage.get(uid, 0)
        owner = state.name(state.owner_of_champion(uid))
        acts += [Action("attack_champion", (("amount", n), ("card", uid)),
                        f"Attack {owner}'s {d.name} for {n}"
                        + (" (stuns it)" if n == need else f" ({need - n} more to stun)"))
                 for n in range(1, min(pool, need) + 1)]
    return acts


def main_actions(state: "HeroRealmsState") -> list[Action]:
    """Every Main Phase action of the active player, in a stable order."""
    seat = state.active
    player = state.players[seat]
    acts = []
    seen: set = set()
    for uid in player.hand:
        cid = state.cards[uid]
        if cid not in seen:
            seen.add(cid)
            acts.append(_play(state.defs[cid]))
    acts += ability_actions(state, seat)
    for slot, uid in enumerate(state.market):
        if uid is not None and state.defn(uid).cost <= state.gold:
            d = state.defn(uid)
            acts.append(Action("acquire", (("slot", slot),), f"Acquire {d.name} for {d.cost} gold"))
    if state.gems:
        cost = state.defn(state.gems[-1]).cost
        if cost <= state.gold:
            acts.append(Action("acquire_gem", (), f"Acquire a Fire Gem for {cost} gold "
                                                 f"({len(state.gems)} left)"))
    acts += attack_actions(state, seat)
    if state.team_mode:
        from .teams import hand_over_actions
        acts += hand_over_actions(state)
    acts.append(END_TURN)
    return acts


# ------------------------------------------------------------ doing it


def apply_main(state: "HeroRealmsState", action: Action, events: list[Event]) -> None:
    """Apply a legal Main Phase action (effects then resolve in State._apply)."""
    seat = state.active
    kind = action.kind
    if kind == "play":
        play(state, seat, action.arg("card"), events)
    elif kind == "use":
        use_ability(state, seat, action.arg("card"), action.arg("ability"), events)
    elif kind == "acquire":
        slot = action.arg("slot")
        uid = state.market[slot]
        state.market[slot] = None
        acquire(state, seat, uid, events)
        refill(state, slot, events)
    elif kind == "acquire_gem":
        acquire(state, seat, state.gems.pop(), events)
    elif kind == "attack_player":
        attack_player(state, seat, action.arg("seat"), action.arg("amount"), events)
    elif kind == "attack_champion":
        attack_champion(state, seat, action.arg("card"), action.arg("amount"), events)
    elif kind == "end_turn":
        end_turn(state, events)
    elif kind == "hand_over" and state.team_mode:
        from .teams import hand_over
        hand_over(state, events)
    else:
        raise IllegalAction(f"no main phase action of kind {kind!r}")


def play(state: "HeroRealmsState", seat: int, cid: str, events: list[Event]) -> None:
    """Rule sheet, "Playing Cards": at no cost; an Action or Item's primary ability
    happens at once; a champion enters play prepared."""
    player = state.players[seat]
    uid = next(u for u in player.hand if state.cards[u] == cid)
    player.hand.remove(uid)
    d = state.defn(uid)
    if d.type == CHAMPION:
        player.champions.append(uid)
        events.append(Event("played", f"{player.name} puts {d.name} into play (prepared).",
                            seat, data={"card": cid}))
        return
    player.in_play.append(uid)
    events.append(Event("played", f"{player.name} plays {d.name}.", seat, data={"card": cid}))
    queue_ability(state, uid, seat, PRIMARY)


def use_ability(state: "HeroRealmsState", seat: int, uid: int, kind: str,
                events: list[Event]) -> None:
    """Rule sheet, "Expend Abilities", "Ally Abilities", "Sacrifice Abilities"."""
    d = state.defn(uid)
    if kind == EXPEND:
        state.expended.add(uid)
        words = f"expends {d.name}"
    elif kind == ALLY:
        state.ally_used.add(uid)
        words = f"uses {d.name}'s ally ability"
    else:
        words = f"sacrifices {d.name}"
    events.append(Event("ability", f"{state.name(seat)} {words}.", seat,
                        data={"card": state.cards[uid], "ability": kind}))
    if kind == SACRIFICE:
        sacrifice(state, uid, events)
    queue_ability(state, uid, seat, kind)


def acquire(state: "HeroRealmsState", seat: int, uid: int, events: list[Event]) -> None:
    """Rule sheet, "Acquiring Cards": pay the cost; the card goes to the discard pile,
    unless a next-acquire effect sends it on top of the deck or into the hand
    (the earliest matching effect of this turn is used up)."""
    d = state.defn(uid)
    state.gold -= d.cost
    player = state.players[seat]
    where = "into their discard pile"
    for mod in state.modifiers:
        if mod[1] in ("any", d.type):
            state.modifiers.remove(mod)
            if mod[0] == "top":
                player.deck.append(uid)
                player.known_top += 1
                where = "on top of their deck"
            else:
                player.hand.append(uid)
                where = "into their hand"
            break
    else:
        player.discard.append(uid)
    events.append(Event("acquired", f"{player.name} acquires {d.name} for {d.cost} gold, "
                        f"{where}.", seat, data={"card": d.id, "cost": d.cost}))


def refill(state: "HeroRealmsState", slot: int, events: list[Event]) -> None:
    """Fill an empty Market slot from the top of the Market Deck (if any is left)."""
    if not state.market_deck:
        events.append(Event("market_empty", "The Market Deck is empty; the slot stays empty."))
        return
    uid = state.market_deck.pop()
    state.market[slot] = uid
    events.append(Event("market_refill", f"{state.card_name(uid)} enters the Market.",
                        data={"card": state.cards[uid], "slot": slot}))


def attack_player(state: "HeroRealmsState", seat: int, target: int, amount: int,
                  events: list[Event]) -> None:
    """Lower an opponent's Health; at 0 they are out (rule sheet, "The Basics")."""
    state.combat -= amount
    victim = state.players[target]
    if state.team_mode:            # the team's shared Health (teams.py)
        from .teams import change_health
        change_health(state, target, -amount)
    else:
        victim.health -= amount
        victim.lost += amount
    events.append(Event("attack", f"{state.name(seat)} attacks {victim.name} for {amount} "
                        f"({victim.health} Health left).", seat,
                        data={"target": target, "amount": amount}))
    if victim.health <= 0:
        if state.team_mode:
            from .teams import eliminate_team
            eliminate_team(state, target, events)
        else:
            eliminate(state, target, events)


def attack_champion(state: "HeroRealmsState", seat: int, uid: int, amount: int,
                    events: list[Event]) -> None:
    """Damage a champion; at its Defense this turn it is stunned (rule sheet, "Attacking")."""
    state.combat -= amount
    state.damage[uid] = state.damage.get(uid, 0) + amount
    owner = state.owner_of_champion(uid)
    events.append(Event("attack", f"{state.name(seat)} attacks {state.name(owner)}'s "
                        f"{state.card_name(uid)} for {amount}.", seat,
                        data={"card": state.cards[uid], "amount": amount}))
    if state.damage[uid] >= state.defn(uid).defense:
        stun(state, uid, events)


def eliminate(state: "HeroRealmsState", seat: int, events: list[Event]) -> None:
    """A player with no Health left is out; their champions leave play. Last one standing wins."""
    player = state.players[seat]
    player.out = True
    player.health = 0
    for uid in list(player.champions):
        player.champions.remove(uid)
        state.leave_play(uid)
        player.discard.append(uid)
    events.append(Event("player_out", f"{player.name} has no Health left and is out.", seat))
    living = state.living()
    if len(living) == 1:
        state.over = True
        state.winner_seats = living
        events.append(Event("game_over", f"{state.name(living[0])} is the last one standing "
                            "and wins!", living[0], data={"winners": living}))


def end_turn(state: "HeroRealmsState", events: list[Event]) -> None:
    """End the Main Phase; run the Discard Phase and the Draw Phase; pass the turn.

    Discard Phase: lose the Gold and Combat pools, put Actions and Items in
    play and the hand into the discard pile, prepare all your champions.
    Damage on champions does not carry over. Draw Phase: draw five.
    """
    seat = state.active
    player = state.players[seat]
    state.gold = state.combat = state.healed = 0
    count = len(player.in_play) + len(player.hand)
    player.discard += player.in_play + player.hand
    mine = set(player.in_play) | set(player.champions)
    player.in_play, player.hand = [], []
    state.expended.difference_update(player.champions)
    if state.team_mode:            # the teammate's turn part goes on (teams.py)
        state.ally_used.difference_update(mine)
    else:
        state.damage.clear()
        state.ally_used.clear()
    state.modifiers.clear()
    events.append(Event("discard_phase", f"{player.name} ends the Main Phase, discards {count} "
                        "card" + "s" * (count != 1) + " and prepares their champions.", seat))
    state.draw(seat, HAND_SIZE, events)
    if state.team_mode:
        from .teams import after_end
        after_end(state, seat, events)
        return
    n = state.num_players
    nxt = next((seat + i) % n for i in range(1, n + 1) if not state.players[(seat + i) % n].out)
    state.active = nxt
    state.turn += 1
    events.append(Event("turn", f"Turn {state.turn}: {state.name(nxt)}'s Main Phase.", nxt,
                        data={"turn": state.turn}))
