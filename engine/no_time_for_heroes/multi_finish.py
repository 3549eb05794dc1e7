"""Finishing a multiclass draft (``mc_finish``; multiclass.py): the cards a player
already chose are kept and the deck is completed at random into a legal one
(../shared/rules/no-time-for-heroes-modes.md, "Multiclass"). A separate action from
``mc_deal`` (which throws the draft away), so saves made before it replay the same.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .cards import CLASSES
from .multi_rules import multi_rules
from .multiclass import _class_counts, available, catalogue, problem, required_class, sort_draft

if TYPE_CHECKING:
    from .state import NoTimeState


def finish_legal(state: "NoTimeState", seat: int, rng, draft) -> list | None:
    """``draft`` (card ids) kept whole and finished at random with ``rng`` into a legal
    deck for ``seat`` (catalogue order): its classes, the hero's when required, and
    one more at random while it has only one; ``min_per_class`` of each, the rest
    from both. None when no legal deck can be finished from ``draft`` (it is empty,
    full, or its cards rule every legal deck out)."""
    rules = multi_rules()
    if not draft or len(draft) >= rules.deck_size:
        return None
    have = available(state, seat)
    taken = Counter(draft)
    if any(taken[cid] > have.get(cid, 0) for cid in taken):
        return None
    counts = _class_counts(state, draft)
    classes = [k for k in CLASSES if counts[k]]
    need = required_class(state, seat)
    if need is not None and need not in classes:
        classes.append(need)
    if len(classes) > rules.classes:
        return None

    def copies_left(k: str) -> list:
        return [cid for cid, klass, _ in catalogue(state) if klass == k
                for _ in range(have[cid] - taken[cid])]

    if len(classes) < rules.classes:
        room = sum(len(copies_left(k)) for k in classes) + len(draft)
        others = [k for k in CLASSES if k not in classes
                  and len(copies_left(k)) >= rules.min_per_class
                  and room + len(copies_left(k)) >= rules.deck_size]
        if not others:
            return None
        classes.append(rng.choice(others))
    deck = list(draft)
    rest = []
    for k in classes:
        pool = copies_left(k)
        rng.shuffle(pool)
        short = max(0, rules.min_per_class - counts[k])
        if len(pool) < short:
            return None
        deck += pool[:short]
        rest += pool[short:]
    rest.sort()
    rng.shuffle(rest)
    deck += rest[:rules.deck_size - len(deck)]
    if problem(state, seat, deck) is not None:
        return None
    return sort_draft(state, deck)


class Probe:
    """A stand-in for the game's random generator when ``build_actions`` only asks
    whether a draft can be finished (the game's own must not be drawn from then)."""

    @staticmethod
    def choice(items):
        return items[0]

    @staticmethod
    def shuffle(items) -> None:
        return None
