"""Heuristic for No Time For Heroes (``no-time-for-heroes``; no-time-for-heroes.txt).

``worth(state, seat)`` is a hero's standing in Glory points: its score so far
(Glory tokens, trophies, coins / 3, Tenacious at half weight), plus a little
for coins short of the next 3, minus the danger of falling: 40 x e^(-life/10),
where life counts the cards it can still lose before it falls (15 per heart
left, plus its deck); a fallen hero pays the full 40. Market cards it owns
add 0.45 per printed Damage + 0.4 (a Healing Potion: 0.8 of the danger one
healed wound would take away), so buying is weighed against the coins' Glory. ``evaluate`` squashes
the gap between a seat's worth and the best other seat's. The ``Heuristic``
bot looks one decision ahead: it applies every legal action to a copy of its
determinized window and keeps the one with the best worth (ending the attack
applies the Horde's blow, so killing and blocking enemies pays by itself).
The Leader bid offers the lowest-Damage single card. docs/ai.md explains it.

The solo mode (one seat, a score: ``State.seat_score``) is valued by
``solo_worth``: the score the hero would have now, plus ``PROGRESS`` per
defeated enemy (ending the battle sooner keeps deck and hearts), minus the
same danger of falling; ``evaluate_all`` squashes it like ISMCTS squashes a
final score (``engine.ai.ismcts.score_reward``). A finished solo game is
worth its score, less ``FALLEN`` when the hero fell.

The multiclass deck building (phase ``build``) follows ntfh_build.plan, for
the bot, its playouts and ISMCTS (``candidates``: the plan's step alone).
"""
from __future__ import annotations

import math

from ...core import Action
from ...no_time_for_heroes.scoring import breakdown
from ...no_time_for_heroes.solo_rules import score_parts
from .common import DeterminizingHeuristic, sigmoid
from . import ntfh_build

FALLEN = 40.0      # a fallen hero cannot win
LIFE_SCALE = 10.0  # cards of life at which the danger of falling is FALLEN / e
CYCLE = 15         # cards a wound's new deck is worth, roughly (a class deck)
COIN = 0.2         # coins short of the next 3 still buy things
MARKET_DAMAGE = 0.45  # worth of each printed Damage point of an owned Market card
MARKET_USE = 0.4      # worth of an owned Market card's effect
HEAL_SHARE = 0.8      # share of a healed wound's life a Healing Potion is worth
SCALE = 3.0        # Glory-point gap worth one logit
PLAYOUT_DEPTH = 20
PROGRESS = 2.0     # solo: worth of each defeated enemy beyond its Glory
SCORE_HALF = 30.0  # solo: a score worth half the best reward (as engine.ai.ismcts)


def worth(state, seat: int) -> float:
    """``seat``'s standing in Glory points (see the module docstring); FULL state."""
    p = state.players[seat]
    if p.fallen:
        return breakdown(state, seat)["total"] - FALLEN
    b = breakdown(state, seat)
    life = (state.hero(seat).hearts - p.wounds) * CYCLE + len(p.deck)
    danger = FALLEN * math.exp(-life / LIFE_SCALE)
    owned = 0.0
    for uid in p.hand + p.deck + p.wear:
        d = state.defn(uid)
        if d.kind != "market":
            continue
        if d.has("heal"):
            owned += HEAL_SHARE * (danger - FALLEN * math.exp(-(life + CYCLE) / LIFE_SCALE))
        else:
            owned += MARKET_DAMAGE * d.damage + MARKET_USE
    return b["total"] - b["tenacious"] * 0.5 + COIN * (p.coins % 3) - danger + owned


def solo_worth(state, seat: int = 0) -> float:
    """A solo hero's standing in score points (see the module docstring); FULL state."""
    p = state.players[seat]
    parts = score_parts(state, seat)
    if state.is_over() or p.fallen:
        return parts["total"] - (FALLEN if p.fallen else 0.0)
    life = (state.hero(seat).hearts - p.wounds) * CYCLE + len(p.deck)
    danger = FALLEN * math.exp(-life / LIFE_SCALE)
    return parts["total"] + PROGRESS * len(p.trophies) - danger


def _squash(value: float) -> float:
    value = max(0.0, value)
    return value / (value + SCORE_HALF)


def evaluate_all(state) -> list[float]:
    """Each seat's estimated chance of winning, in [0, 1] (exact once the game is over);
    in the solo mode the squashed score (final once over)."""
    n = state.num_players
    if state.solo is not None:
        if state.is_over():
            return [_squash(state.seat_score(0))]
        return [_squash(solo_worth(state))]
    if state.is_over():
        winners = state.winners()
        return [1.0 if s in winners else 0.0 for s in range(n)]
    values = [worth(state, s) for s in range(n)]
    out = []
    for s in range(n):
        best_other = max(values[o] for o in range(n) if o != s)
        out.append(sigmoid((values[s] - best_other) / SCALE))
    return out


def evaluate(state, seat: int) -> float:
    """Estimated chance in [0, 1] that ``seat`` wins, from a FULL state."""
    return evaluate_all(state)[seat]


def _bid(state, actions: list[Action]) -> Action:
    singles = [a for a in actions if len(a.arg("cards")) == 1]
    return min(singles, key=lambda a: state.defn(a.arg("cards")[0]).damage)


def _gain(state, seat: int, action: Action) -> float:
    twin = state.clone()
    twin.apply(action)
    if twin.solo is not None:
        return solo_worth(twin, seat)
    if twin.is_over():
        return 100.0 if seat in twin.winners() else -100.0
    return worth(twin, seat) - 0.3 * max(worth(twin, s) for s in range(state.num_players)
                                         if s != seat)


def rollout(state, actions: list[Action], rng) -> Action:
    """Cheap playout policy: bid low, play a card (the first that aims at the
    weakest enemy) while one is playable, buy, then end the phase; answers at random."""
    if state.phase == "build":
        return ntfh_build.step(state, state.current_player, actions)
    if state.pending is not None or rng.random() < 0.15:
        return actions[rng.randrange(len(actions))]
    if state.phase == "bid":
        return _bid(state, actions)
    plays = [a for a in actions if a.kind == "play"]
    if plays:
        return plays[rng.randrange(len(plays))]
    buys = [a for a in actions if a.kind == "buy"]
    if buys:
        return buys[rng.randrange(len(buys))]
    for kind in ("end_attack", "end_market", "begin"):
        for a in actions:
            if a.kind == kind:
                return a
    return actions[rng.randrange(len(actions))]


def candidates(state, actions: list[Action]) -> list[Action]:
    """For ISMCTS: the multiclass deck building is not searched (its plan alone:
    ntfh_build.step); every other decision keeps all its actions."""
    if state.phase == "build" and state.pending is None:
        return [ntfh_build.step(state, state.current_player, actions)]
    return actions


class Heuristic(DeterminizingHeuristic):
    """Easy No Time For Heroes bot: one decision of lookahead on its own determinization.

    ``stats``: ``choices`` and ``rule`` ("bid" or "lookahead").
    """

    def decide(self, state, seat: int, actions: list[Action]) -> Action:
        if state.phase == "build":
            self.stats["rule"] = "build"
            return ntfh_build.step(state, seat, actions)
        if state.phase == "bid" and state.pending is None:
            self.stats["rule"] = "bid"
            return _bid(state, actions)
        self.stats["rule"] = "lookahead"
        best, best_value = actions[0], None
        for action in actions:
            value = _gain(state, seat, action)
            if action.kind in ("end_attack", "end_market"):
                value -= 0.01   # ties go to doing something
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best
