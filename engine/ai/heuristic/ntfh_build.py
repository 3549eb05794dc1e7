"""The multiclass deck building for the No Time For Heroes bots
(engine/no_time_for_heroes/multiclass.py; docs/ai.md).

``plan(state, seat)``: a sensible legal deck for ``seat``: for each class the
deck may pair with the hero's (every pair with ``hero`` "any"), the best
``min_per_class`` cards of each class and then the best of both, a card worth
its printed Damage plus 1 per effect (a single-use card 0.5 less), a pair
worth its cards plus ``COVER`` per Market card its icons let the hero buy.
``step(state, seat, actions)``: the build action that moves the draft toward
the plan (remove a card it does not hold, add one it lacks, then build);
when the plan cannot be taken (the "box" pool), a dealt legal deck is built.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations

from ...core import Action
from ...no_time_for_heroes import multiclass
from ...no_time_for_heroes.cards import CLASSES
from ...no_time_for_heroes.market import may_buy
from ...no_time_for_heroes.multi_rules import multi_rules

COVER = 0.5        # worth of each Market card (copies counted) a pair of classes can buy
_PLANS: dict = {}


def card_value(d) -> float:
    """What an Ability card is worth to a deck (see the module docstring)."""
    return d.damage + len(d.effects) - (0.5 if d.single_use else 0.0)


def _deck(state, seat: int, classes: tuple) -> tuple[float, list]:
    rules = multi_rules()
    have = multiclass.available(state, seat)
    cards = state.content.cards
    by_class = {k: sorted((cid for cid, klass, _ in multiclass.catalogue(state) if klass == k
                           for _ in range(max(0, have[cid]))),
                          key=lambda cid: -card_value(cards[cid])) for k in classes}
    deck = []
    for k in classes:
        deck += by_class[k][:rules.min_per_class]
    rest = sorted(by_class[classes[0]][rules.min_per_class:] +
                  by_class[classes[1]][rules.min_per_class:],
                  key=lambda cid: -card_value(cards[cid]))
    deck += rest[:rules.deck_size - len(deck)]
    hero = state.content.heroes[state.players[seat].hero]
    icons = set(hero.icons) | set(hero.penalty_icons)
    for k in classes:
        full, pen = multiclass.class_icons(state.content, k)
        icons |= set(full) | set(pen)
    probe = replace(hero, icons=tuple(icons), penalty_icons=())
    cover = sum(n for cid, n in state.content.market if may_buy(probe, cards[cid]))
    value = sum(card_value(cards[c]) for c in deck) + COVER * cover
    return value, multiclass.sort_draft(state, deck)


def plan(state, seat: int) -> list:
    """A sensible legal deck (card ids) for ``seat`` (see the module docstring)."""
    rules = multi_rules()
    key = (id(state.content), state.players[seat].hero, rules)
    if rules.pool == "per-player" and key in _PLANS:
        return _PLANS[key][1]
    need = multiclass.required_class(state, seat)
    pairs = [p for p in combinations(CLASSES, 2) if need is None or need in p]
    best = max((_deck(state, seat, p) for p in pairs), key=lambda vd: vd[0])[1]
    if rules.pool == "per-player":
        _PLANS[key] = (state.content, best)
    return best


def step(state, seat: int, actions: list[Action]) -> Action:
    """The build action toward ``plan`` (see the module docstring), from ``actions``."""
    draft = state.multi["drafts"][seat]
    target = plan(state, seat)
    by_key = {(a.kind, a.arg("card")): a for a in actions}
    if multiclass.problem(state, seat, target) is None:
        if Counter(draft) == Counter(target) and ("mc_done", None) in by_key:
            return by_key[("mc_done", None)]
        extra = Counter(draft) - Counter(target)
        for cid in extra:
            if ("mc_remove", cid) in by_key:
                return by_key[("mc_remove", cid)]
        missing = Counter(target) - Counter(draft)
        for cid in multiclass.sort_draft(state, list(missing)):
            if ("mc_add", cid) in by_key:
                return by_key[("mc_add", cid)]
    return by_key.get(("mc_done", None)) or by_key[("mc_deal", None)]
