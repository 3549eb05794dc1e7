"""Heuristic for Pack of Heroes (``pack-of-heroes``; pack-of-heroes.txt).

``evaluate`` scores a full state as material plus threat: each side's heroes
count their health left and what their powers are worth (less in reserve,
less while stunned), power cards in hand and an unused weapon add a little,
and each side's attacks that can land next turn (in reach and paid for)
count as threat, the opponent's more than ours because they act next. The
``Heuristic`` bot looks one action ahead and takes the action whose result
evaluates best (two for a power that grants one more power, such as
Showtime, or un-stuns a team mate, such as Guiding Light, which is judged by
the best action it opens); set-up choices use the hero worth alone (draft the best
hero that fits, start with the best hero, take the best weapon, choose a
set team at random), a stalemate is offered and
accepted only when it wins (or draws when behind). docs/ai.md lists the terms.
"""
from __future__ import annotations

from ...core import Action
from ...pack_of_heroes import grid
from ...pack_of_heroes.model import ATTACK_TYPES
from .common import DeterminizingHeuristic, sigmoid

HEALTH = 1.0          # per point of health left
IN_RESERVE = 0.6      # share of a reserve hero's power worth
STUNNED = 1.5         # a stunned hero loses about a turn
CARD = 0.6            # a power card in hand (at most HAND_CAP count)
HAND_CAP = 4
WEAPON = 1.5          # an unused weapon
MY_THREAT, THEIR_THREAT = 0.25, 0.45
SCALE = 6.0           # score difference that makes about 73% to win
PLAYOUT_DEPTH = 16

_WORTH: dict = {}
_BIAS = {"end": 0.001, "constant": 0.0}   # ties: act, else end, else a free constant


def power_worth(p) -> float:
    """Rough worth of one power in wound points per use (see docs/ai.md)."""
    e = p.effect
    value = p.value
    if e.startswith("attack"):
        extra = p.get("bonus", 0) * 0.5 + p.get("heal", 0) * 0.7 + (1.5 if e == "attack_stun" else 0)
        extra += 0.5 if e == "attack_push" else 0
        base = value * (1.6 if p.type == "spread" else 1.0) + extra
    elif e in ("stun", "stun_both"):
        base = 2.0 if p.get("reach") == "any" else 1.5
        base -= 0.7 if e == "stun_both" else 0
    elif e in ("heal", "repair"):
        base = value * 0.8
    elif e == "heal_all":
        base = value * 1.5
    elif e in ("defend", "defend_counter"):
        base = 1.5 + p.get("wounds", 0)
    elif e == "wound":
        base = p.get("wounds") * (1.5 if p.get("reach") == "all_adjacent" else 1.0)
    elif e in ("draw_power", "discard_random"):
        base = 0.6 * p.get("count", 1)
    else:
        base = 1.0
    if p.type == "constant":
        base *= 1.5                       # every turn, no main action
    if p.type == "arrival":
        base *= 0.4                       # once only
    if p.cost.kind == "double":
        base *= 0.6
    elif p.cost.kind == "either":
        base *= 1.1
    return base


def hero_worth(d) -> float:
    """Health plus the worth of a hero's powers (cached by id)."""
    hit = _WORTH.get(d.id)
    if hit is None:
        hit = _WORTH[d.id] = d.health * HEALTH + sum(power_worth(p) for p in d.powers) \
            + 0.3 * d.speed + (0.4 if d.move == "fly" else 0)
    return hit


def arrival_worth(d) -> float:
    """The part of ``hero_worth`` that is the hero's arrival power: spent on arrival."""
    return sum(power_worth(p) for p in d.powers if p.type == "arrival")


def _threat(state, seat: int) -> float:
    """Best damage ``seat``'s heroes in play could deal with the cards in its hand."""
    hand = state.hands[seat]
    foes = [h for h in state.heroes if h.owner != seat and h.where == "play"]
    if not foes:
        return 0.0
    best = 0.0
    for h in state.heroes:
        if h.owner != seat or h.where != "play" or h.stunned:
            continue
        near = sum(1 for f in foes if f.space in grid.ADJACENT[h.space])
        for p in state.defs[h.id].powers:
            if p.type not in ATTACK_TYPES or not p.cost.payments(hand):
                continue
            if p.type == "range":
                best = max(best, p.value)
            elif near:
                best = max(best, p.value * (near if p.type == "spread" else 1))
    return best


def _side(state, seat: int) -> float:
    score = 0.0
    for h in state.heroes:
        if h.owner != seat or h.where == "out":
            continue
        d = state.defs[h.id]
        powers = hero_worth(d) - d.health * HEALTH
        left = d.health - h.wounds
        if h.where == "play":
            # the arrival power was spent when the hero came in: it is no longer worth
            # anything, so a hero is not brought in just to waste it (Elementeens' timing)
            score += left * HEALTH + powers - arrival_worth(d)
        else:
            score += left * HEALTH + powers * IN_RESERVE
        if h.stunned:
            score -= STUNNED
    score += CARD * min(HAND_CAP, len(state.hands[seat]))
    if state.weapons[seat] is not None and not state.weapon_used[seat]:
        score += WEAPON
    return score


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins, from a full state."""
    if state.is_over():
        winners = state.winners()
        return 0.5 if not winners else (1.0 if seat in winners else 0.0)
    if state.phase != "play":
        return 0.5
    foe = 1 - seat
    diff = _side(state, seat) - _side(state, foe)
    diff += MY_THREAT * _threat(state, seat) - THEIR_THREAT * _threat(state, foe)
    return sigmoid(diff / SCALE)


def _health_left(state, seat: int) -> int:
    return sum(state.defs[h.id].health - h.wounds for h in state.heroes
               if h.owner == seat and h.where == "play")


def _setup_choice(state, seat: int, actions: list[Action], rng) -> Action:
    kind = actions[0].kind
    if kind == "choose_team":
        return rng.choice(actions)        # the set teams are meant to be even
    if kind == "choose_weapon":
        return max(actions, key=lambda a: power_worth(state.content.weapons[a.arg("weapon")].power))
    if kind in ("draft", "draft_weapon"):
        def worth(a):
            if a.kind == "draft_weapon":
                # take a weapon once the best heroes are gone, or last
                return 6.0 + len(state.picks[seat])
            return hero_worth(state.defs[a.arg("hero")])
        return max(actions, key=worth)
    if kind == "choose_start":
        return max(actions, key=lambda a: hero_worth(state.defs[state.heroes[a.arg("hero")].id]))
    return actions[0]


class Heuristic(DeterminizingHeuristic):
    """One-action lookahead on ``evaluate`` (see the module docstring)."""

    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        """The best-evaluated of ``actions`` for ``seat`` in the determinized ``state``."""
        if state.phase != "play":
            return _setup_choice(state, seat, actions, self._rng)
        kinds = {a.kind for a in actions}
        if "accept_stalemate" in kinds:
            mine, theirs = _health_left(state, seat), _health_left(state, 1 - seat)
            return actions[0] if mine >= theirs else actions[1]
        if "draw" in kinds:
            return next(a for a in actions if a.kind == "draw")
        if "discard" in kinds:
            return _discard(state, seat, actions)
        best, best_score = actions[0], -1.0
        # computed once here, the legal list is copied into every trial clone, so
        # applying a trial action checks it against that list instead of building
        # the position's actions again for each clone (same choices, ~30% less CPU)
        state.legal_actions()
        for action in actions:
            if action.kind == "offer_stalemate":
                if _health_left(state, seat) <= _health_left(state, 1 - seat):
                    continue
                return action
            twin = state.clone()
            twin.apply(action)
            if _grants_extra_power(state, action) and twin.current_player == seat:
                # Showtime changes nothing by itself: judge it by the power it allows
                score = max(evaluate(_after(twin, a), seat) for a in twin.legal_actions())
            else:
                score = evaluate(twin, seat)
            score += _BIAS.get(action.kind, 0.002)
            if score > best_score:
                best, best_score = action, score
        return best


def _grants_extra_power(state, action: Action) -> bool:
    """Whether ``action`` is a constant power whose worth is in what it opens this turn:
    one more power (Showtime), or a team mate un-stunned in time to act (a rally such
    as Guiding Light; judged alone it looks no better than the un-stun at "end")."""
    if action.kind != "constant":
        return False
    powers = state.defs[state.heroes[action.arg("hero")].id].powers
    return any(p.type == "constant" and p.effect in ("extra_power", "rally") for p in powers)


def _after(state, action: Action):
    twin = state.clone()
    twin.apply(action)
    return twin


def _discard(state, seat: int, actions: list[Action]) -> Action:
    """Discard the colour our heroes need least for what is already in hand."""
    need = {"red": 0.0, "green": 0.0, "blue": 0.0}
    for h in state.heroes:
        if h.owner == seat and h.where in ("play", "reserve"):
            for p in state.defs[h.id].powers:
                for c in p.cost.colours:
                    need[c] += (2 if p.cost.kind == "double" else 1) / len(p.cost.colours)
    hand = state.hands[seat]
    return min(actions, key=lambda a: need[a.arg("colour")] / hand.count(a.arg("colour")))


def rollout(state, actions: list[Action], rng) -> Action:
    """A cheap playout policy: draw when offered, otherwise prefer powers and weapons."""
    strong = [a for a in actions if a.kind in ("use", "weapon", "draw", "defend", "bring")]
    return rng.choice(strong if strong and rng.random() < 0.7 else actions)
