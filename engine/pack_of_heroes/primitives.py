"""The effect primitives of Pack of Heroes powers and weapons: one function each.

Rulebook, "Powers" (Force, Spread, Range, Stun, Heal, Constant, Defend and
Arrival). Every primitive is ``fn(state, use, events)`` where ``use`` is a
:class:`Use` (who uses which power from where, on what target); attacks
and wounds go on ``state.queue`` (combat.py runs them: defend decisions,
faint, defeat), everything else happens at once. ``targets`` lists what a
power may aim at now, so legal actions and primitives agree. Defend powers
are not used this way: combat.py offers them during the opponent's attacks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..core import Event
from . import combat, grid
from .model import COLOURS, Power
from .pieces import PLAY

if TYPE_CHECKING:
    from .state import PackState


@dataclass(frozen=True)
class Use:
    """One use of a power: ``seat`` uses ``power`` of hero ``src`` (None for a weapon)
    aimed at ``target`` (a hero uid, a space, a colour, [uid, space] or None)."""

    seat: int
    src: int | None
    power: Power
    target: Any = None


# ----------------------------------------------------------------- targets

def _enemies(state: "PackState", seat: int, src: int | None, reach: str) -> list[int]:
    foes = state.in_play(1 - seat)
    if reach == "any" or src is None:
        return foes
    near = grid.ADJACENT[state.heroes[src].space]
    return [u for u in foes if state.heroes[u].space in near]


def _reach(power: Power) -> str:
    return {"force": "adjacent", "spread": "all_adjacent", "range": "any"}.get(
        power.type, power.get("reach", "any"))


def _friends(state: "PackState", seat: int, src: int | None, who: str) -> list[int]:
    mine = state.in_play(seat)
    if who == "self":
        return [src] if src is not None else []
    if who == "other":
        return [u for u in mine if u != src]
    return mine


def targets(state: "PackState", seat: int, src: int | None, power: Power) -> list:
    """What ``power`` (of hero ``src``, or a weapon when None) may aim at now.

    ``[None]`` when it needs no target and can be used; ``[]`` when it has no
    use now (nothing in reach, nobody to heal, nothing to draw).
    """
    e = power.effect
    if e.startswith("attack") or e == "wound":
        reach = _reach(power) if e != "wound" else power.get("reach")
        if reach == "all_adjacent":
            return [None] if _enemies(state, seat, src, "adjacent") else []
        return _enemies(state, seat, src, reach)
    if e in ("stun", "stun_both"):
        return [u for u in _enemies(state, seat, src, power.get("reach"))
                if not state.heroes[u].stunned and combat.stun_proof(state, u) is None]
    if e == "heal":
        return [u for u in _friends(state, seat, src, power.get("who")) if state.heroes[u].wounds]
    if e == "heal_all":
        return [None] if any(state.heroes[u].wounds for u in state.in_play(seat)) else []
    if e == "repair":
        return [None] if state.heroes[src].wounds else []
    if e == "extra_power":
        return [None]
    if e == "sprint":
        hero = state.heroes[src]
        occupied = {s for s, u in enumerate(state.board) if u is not None}
        return grid.reach(hero.space, power.get("steps"), occupied,
                          state.defs[hero.id].move == "fly")
    if e == "swap":
        mine = [u for u in state.in_play(seat) if u != src and not state.heroes[u].stunned]
        if power.get("reach") == "adjacent":
            near = grid.ADJACENT[state.heroes[src].space]
            mine = [u for u in mine if state.heroes[u].space in near]
        return mine
    if e == "draw_power":
        return [None] if state.draws[seat] or state.discards[seat] else []
    if e == "recover":
        return [c for c in COLOURS if c in state.discards[seat]]
    if e == "discard_random":
        return [None] if state.hands[1 - seat] else []
    if e == "beam":
        empty = [s for s, u in enumerate(state.board) if u is None]
        movers = [u for u in _friends(state, seat, src, power.get("who"))
                  if not state.heroes[u].stunned]
        return [[u, s] for u in movers for s in empty]
    if e == "rally":
        return [u for u in state.in_play(seat) if u != src and state.heroes[u].stunned]
    if e == "stun_proof":
        return []          # always on: never used as an action (combat.stun_proof)
    raise ValueError(f"power {power.name!r}: {e} is not used on your turn")


# ------------------------------------------------------------- primitives

def _hit_steps(state: "PackState", use: Use, follow_of: Callable[[int], list]) -> None:
    """Queue the attack of ``use``: one hit, or a spread over every adjacent enemy."""
    src = -1 if use.src is None else use.src
    if _reach(use.power) == "all_adjacent":
        foes = _enemies(state, use.seat, use.src, "adjacent")
        if use.power.effect == "attack_bonus":
            for t in foes:   # each attack separately: its own bonus
                state.queue.append(["hit", src, t, _amount(state, use.power, t), follow_of(t)])
            return
        state.queue.append(["spread", src, foes, use.power.value, follow_of("T")])
        return
    state.queue.append(["hit", src, use.target, _amount(state, use.power, use.target),
                        follow_of(use.target)])


def _amount(state: "PackState", power: Power, target: int) -> int:
    if power.effect != "attack_bonus":
        return power.value
    hero = state.heroes[target]
    met = hero.stunned if power.get("when") == "stunned" else hero.wounds > 0
    return power.value + (power.get("bonus") if met else 0)


def attack(state: "PackState", use: Use, events: list) -> None:
    """Force, Spread or Range attack for the power's value (rulebook, "Powers Used On
    Your Turn"); a constant or weapon attack reaches as its ``reach`` says."""
    _hit_steps(state, use, lambda t: [])


def attack_push(state: "PackState", use: Use, events: list) -> None:
    """An attack, then the target is pushed 1 space straight away from the attacker."""
    space = state.heroes[use.src].space
    _hit_steps(state, use, lambda t: [["push", space, t]])


def attack_stun(state: "PackState", use: Use, events: list) -> None:
    """An attack, then the target is stunned (if it is still in play and not stunned)."""
    _hit_steps(state, use, lambda t: [["stun", t]])


def attack_drain(state: "PackState", use: Use, events: list) -> None:
    """An attack, then the attacker heals ``heal`` wounds."""
    _hit_steps(state, use, lambda t: [["heal", use.src, use.power.get("heal")]])


def attack_bonus(state: "PackState", use: Use, events: list) -> None:
    """An attack doing ``bonus`` more against a stunned (or already wounded) target."""
    _hit_steps(state, use, lambda t: [])


def stun(state: "PackState", use: Use, events: list) -> None:
    """Stun the target enemy (not one already stunned)."""
    combat.stun(state, use.target, events)


def stun_both(state: "PackState", use: Use, events: list) -> None:
    """Stun the target, and the hero using the power stuns itself (rulebook, "Stun
    power": it stays stunned until after its next turn)."""
    combat.stun(state, use.target, events)
    combat.stun(state, use.src, events, "is stunned by its own power",
                "is already stunned", False)


def heal(state: "PackState", use: Use, events: list) -> None:
    """The target hero of yours heals the power's value."""
    combat.heal(state, use.target, use.power.value, events)


def heal_all(state: "PackState", use: Use, events: list) -> None:
    """Each of your heroes in play heals the power's value."""
    for uid in state.in_play(use.seat):
        combat.heal(state, uid, use.power.value, events)


def repair(state: "PackState", use: Use, events: list) -> None:
    """The hero using the power heals the power's value."""
    combat.heal(state, use.src, use.power.value, events)


def wound(state: "PackState", use: Use, events: list) -> None:
    """The target enemy (or every adjacent enemy) gains ``wounds`` wounds; not an
    attack, so it cannot be defended (rulebook, "Defend power")."""
    w = use.power.get("wounds")
    if use.power.get("reach") == "all_adjacent":
        for t in _enemies(state, use.seat, use.src, "adjacent"):
            state.queue.append(["wound", t, w])
    else:
        state.queue.append(["wound", use.target, w])


def extra_power(state: "PackState", use: Use, events: list) -> None:
    """You may use one more power of a hero in play this turn."""
    state.extra_powers += 1
    events.append(Event("extra_power", f"{state.names[use.seat]} may use one more power "
                        "this turn.", use.seat))


def sprint(state: "PackState", use: Use, events: list) -> None:
    """The hero moves to the target space (found by ``targets``: up to ``steps``)."""
    state.move_hero(use.src, use.target, events)


def swap(state: "PackState", use: Use, events: list) -> None:
    """The hero swaps spaces with the target hero of yours."""
    a, b = state.heroes[use.src], state.heroes[use.target]
    a.space, b.space = b.space, a.space
    state.board[a.space], state.board[b.space] = a.uid, b.uid
    events.append(Event("swapped", f"{combat.name(state, a.uid)} and {combat.name(state, b.uid)}"
                        " swap places.", use.seat, data={"heroes": [a.uid, b.uid]}))


def draw_power(state: "PackState", use: Use, events: list) -> None:
    """Draw ``count`` power cards (reshuffling the discard pile when the pile runs out)."""
    if not state.draw(use.seat, use.power.get("count"), events):
        events.append(Event("no_draw", f"{use.power.name}: {state.names[use.seat]} has no "
                            "power card left to draw.", use.seat))


def recover(state: "PackState", use: Use, events: list) -> None:
    """Take one card of the target colour from your discard pile into your hand."""
    pile = state.discards[use.seat]
    index = len(pile) - 1 - pile[::-1].index(use.target)
    pile.pop(index)
    state.hands[use.seat].append(use.target)
    state.hands[use.seat].sort()
    events.append(Event("recovered", f"{state.names[use.seat]} takes a {use.target} card "
                        "from their discard pile.", use.seat, data={"colour": use.target}))


def discard_random(state: "PackState", use: Use, events: list) -> None:
    """Your opponent discards ``count`` power cards at random from hand."""
    other = 1 - use.seat
    for _ in range(use.power.get("count")):
        hand = state.hands[other]
        if not hand:
            events.append(Event("no_discard", f"{use.power.name}: {state.names[other]} has no "
                                "power card left to discard.", use.seat))
            break
        colour = hand.pop(state.rng.randrange(len(hand)))
        state.discards[other].append(colour)
        events.append(Event("discarded", f"{state.names[other]} discards a {colour} card at "
                            "random.", other, data={"colour": colour}))


def beam(state: "PackState", use: Use, events: list) -> None:
    """Move the target hero of yours to the target empty space: ``target`` = [uid, space]."""
    uid, space = use.target
    state.move_hero(uid, space, events)


def rally(state: "PackState", use: Use, events: list) -> None:
    """Take the stun marker off the target hero of yours."""
    hero = state.heroes[use.target]
    hero.stunned = False
    events.append(Event("unstunned", f"{combat.name(state, use.target)} is no longer stunned.",
                        use.seat, data={"hero": use.target}))


PRIMITIVES: dict[str, Callable] = {
    "attack": attack, "attack_push": attack_push, "attack_stun": attack_stun,
    "attack_drain": attack_drain, "attack_bonus": attack_bonus, "stun": stun,
    "stun_both": stun_both, "heal": heal, "heal_all": heal_all, "repair": repair,
    "wound": wound, "extra_power": extra_power, "sprint": sprint, "swap": swap,
    "draw_power": draw_power, "recover": recover, "discard_random": discard_random,
    "beam": beam, "rally": rally,
}


def carry_out(state: "PackState", use: Use, events: list) -> None:
    """Run ``use``'s primitive, then the queue it filled (combat.run)."""
    PRIMITIVES[use.power.effect](state, use, events)
    combat.run(state, events)
